from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Self, TypeVar, cast

from attrs import define as _attrs_define

if TYPE_CHECKING:
    from ..models.rack_score import RackScore
    from ..models.reason import Reason


T = TypeVar("T", bound="PartialCheckOut")


@_attrs_define
class PartialCheckOut:
    """
    Attributes:
        complete (bool): all 10 slots typed
        players (int):
        rack_o_refusal (None | Reason): why this complete rack cannot be scored as Rack-O, when rack_o was asked
        ruleset (str):
        score (RackScore):
        top_card (int): the deck is 1..top_card for this ruleset and player count (R-DECK)
        typed (int): slots typed
    """

    complete: bool
    players: int
    rack_o_refusal: None | Reason
    ruleset: str
    score: RackScore
    top_card: int
    typed: int

    def to_dict(self) -> dict[str, Any]:
        from ..models.reason import Reason

        complete = self.complete

        players = self.players

        rack_o_refusal: dict[str, Any] | None
        if isinstance(self.rack_o_refusal, Reason):
            rack_o_refusal = self.rack_o_refusal.to_dict()
        else:
            rack_o_refusal = self.rack_o_refusal

        ruleset = self.ruleset

        score = self.score.to_dict()

        top_card = self.top_card

        typed = self.typed

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "complete": complete,
                "players": players,
                "rack_o_refusal": rack_o_refusal,
                "ruleset": ruleset,
                "score": score,
                "top_card": top_card,
                "typed": typed,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        from ..models.rack_score import RackScore
        from ..models.reason import Reason

        d = dict(src_dict)
        complete = d.pop("complete")

        players = d.pop("players")

        def _parse_rack_o_refusal(data: object) -> None | Reason:
            if data is None:
                return data
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                rack_o_refusal_type_0 = Reason.from_dict(data)

                return rack_o_refusal_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(None | Reason, data)

        rack_o_refusal = _parse_rack_o_refusal(d.pop("rack_o_refusal"))

        ruleset = d.pop("ruleset")

        score = RackScore.from_dict(d.pop("score"))

        top_card = d.pop("top_card")

        typed = d.pop("typed")

        partial_check_out = cls(
            complete=complete,
            players=players,
            rack_o_refusal=rack_o_refusal,
            ruleset=ruleset,
            score=score,
            top_card=top_card,
            typed=typed,
        )

        return partial_check_out
