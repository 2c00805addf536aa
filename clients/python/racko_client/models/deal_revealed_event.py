from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Self, TypeVar, cast

from attrs import define as _attrs_define

from ..models.deal_revealed_event_type import DealRevealedEventType
from ..types import UNSET, Unset

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
        type_ (DealRevealedEventType):
        rule (str | Unset): the rule that made it so
    """

    commitment: None | str
    round_: int
    seat: int | None
    seed: str
    seq: int
    type_: DealRevealedEventType
    rule: str | Unset = UNSET

    def to_dict(self) -> dict[str, Any]:
        commitment: None | str
        commitment = self.commitment

        round_ = self.round_

        seat: int | None
        seat = self.seat

        seed = self.seed

        seq = self.seq

        type_ = self.type_.value

        rule = self.rule

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "commitment": commitment,
                "round": round_,
                "seat": seat,
                "seed": seed,
                "seq": seq,
                "type": type_,
            }
        )
        if rule is not UNSET:
            field_dict["rule"] = rule

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
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

        type_ = DealRevealedEventType(d.pop("type"))

        rule = d.pop("rule", UNSET)

        deal_revealed_event = cls(
            commitment=commitment,
            round_=round_,
            seat=seat,
            seed=seed,
            seq=seq,
            type_=type_,
            rule=rule,
        )

        return deal_revealed_event
