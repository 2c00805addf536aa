from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Self, TypeVar

from attrs import define as _attrs_define

if TYPE_CHECKING:
    from ..models.as_dealt import AsDealt
    from ..models.rack_score import RackScore
    from ..models.reason import Reason


T = TypeVar("T", bound="CheckRackOut")


@_attrs_define
class CheckRackOut:
    """
    Attributes:
        as_dealt (AsDealt):
        legal (bool): a legal Rack-O here
        players (int):
        reasons (list[Reason]):
        ruleset (str):
        score (RackScore):
    """

    as_dealt: AsDealt
    legal: bool
    players: int
    reasons: list[Reason]
    ruleset: str
    score: RackScore

    def to_dict(self) -> dict[str, Any]:
        as_dealt = self.as_dealt.to_dict()

        legal = self.legal

        players = self.players

        reasons = []
        for reasons_item_data in self.reasons:
            reasons_item = reasons_item_data.to_dict()
            reasons.append(reasons_item)

        ruleset = self.ruleset

        score = self.score.to_dict()

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "as_dealt": as_dealt,
                "legal": legal,
                "players": players,
                "reasons": reasons,
                "ruleset": ruleset,
                "score": score,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        from ..models.as_dealt import AsDealt
        from ..models.rack_score import RackScore
        from ..models.reason import Reason

        d = dict(src_dict)
        as_dealt = AsDealt.from_dict(d.pop("as_dealt"))

        legal = d.pop("legal")

        players = d.pop("players")

        reasons = []
        _reasons = d.pop("reasons")
        for reasons_item_data in _reasons:
            reasons_item = Reason.from_dict(reasons_item_data)

            reasons.append(reasons_item)

        ruleset = d.pop("ruleset")

        score = RackScore.from_dict(d.pop("score"))

        check_rack_out = cls(
            as_dealt=as_dealt,
            legal=legal,
            players=players,
            reasons=reasons,
            ruleset=ruleset,
            score=score,
        )

        return check_rack_out
