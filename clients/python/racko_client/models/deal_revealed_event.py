from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Self, TypeVar, cast

from attrs import define as _attrs_define

from ..models.deal_revealed_event_type import DealRevealedEventType
from ..types import UNSET, Unset

if TYPE_CHECKING:
    from ..models.contribution_out import ContributionOut


T = TypeVar("T", bound="DealRevealedEvent")


@_attrs_define
class DealRevealedEvent:
    """
    Attributes:
        commitment (None | str):
        round_ (int):
        seat (int | None): who acted, if anyone
        seed (str):
        seq (int): 1 for the first event
        turn (int | None): whose turn it is at `version`, as the table's `turn` says it: null between rounds, at the
            end, and for an event stored before events carried it
        type_ (DealRevealedEventType):
        version (int): the game's version this event led to (the table's ETag then): send it as If-Match with the next
            action
        contributions (list[ContributionOut] | Unset):
        rule (str | Unset): the rule that made it so
        server_seed (str | Unset):
    """

    commitment: None | str
    round_: int
    seat: int | None
    seed: str
    seq: int
    turn: int | None
    type_: DealRevealedEventType
    version: int
    contributions: list[ContributionOut] | Unset = UNSET
    rule: str | Unset = UNSET
    server_seed: str | Unset = UNSET

    def to_dict(self) -> dict[str, Any]:
        commitment: None | str
        commitment = self.commitment

        round_ = self.round_

        seat: int | None
        seat = self.seat

        seed = self.seed

        seq = self.seq

        turn: int | None
        turn = self.turn

        type_ = self.type_.value

        version = self.version

        contributions: list[dict[str, Any]] | Unset = UNSET
        if not isinstance(self.contributions, Unset):
            contributions = []
            for contributions_item_data in self.contributions:
                contributions_item = contributions_item_data.to_dict()
                contributions.append(contributions_item)

        rule = self.rule

        server_seed = self.server_seed

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "commitment": commitment,
                "round": round_,
                "seat": seat,
                "seed": seed,
                "seq": seq,
                "turn": turn,
                "type": type_,
                "version": version,
            }
        )
        if contributions is not UNSET:
            field_dict["contributions"] = contributions
        if rule is not UNSET:
            field_dict["rule"] = rule
        if server_seed is not UNSET:
            field_dict["server_seed"] = server_seed

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        from ..models.contribution_out import ContributionOut

        d = dict(src_dict)

        def _parse_commitment(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        commitment = _parse_commitment(d.pop("commitment"))

        round_ = d.pop("round")

        def _parse_seat(data: object) -> int | None:
            if data is None:
                return data
            return cast(int | None, data)

        seat = _parse_seat(d.pop("seat"))

        seed = d.pop("seed")

        seq = d.pop("seq")

        def _parse_turn(data: object) -> int | None:
            if data is None:
                return data
            return cast(int | None, data)

        turn = _parse_turn(d.pop("turn"))

        type_ = DealRevealedEventType(d.pop("type"))

        version = d.pop("version")

        _contributions = d.pop("contributions", UNSET)
        contributions: list[ContributionOut] | Unset = UNSET
        if _contributions is not UNSET:
            contributions = []
            for contributions_item_data in _contributions:
                contributions_item = ContributionOut.from_dict(contributions_item_data)

                contributions.append(contributions_item)

        rule = d.pop("rule", UNSET)

        server_seed = d.pop("server_seed", UNSET)

        deal_revealed_event = cls(
            commitment=commitment,
            round_=round_,
            seat=seat,
            seed=seed,
            seq=seq,
            turn=turn,
            type_=type_,
            version=version,
            contributions=contributions,
            rule=rule,
            server_seed=server_seed,
        )

        return deal_revealed_event
