from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Self, TypeVar, cast

from attrs import define as _attrs_define

from ..models.swap_played_event_type import SwapPlayedEventType
from ..types import UNSET, Unset

T = TypeVar("T", bound="SwapPlayedEvent")


@_attrs_define
class SwapPlayedEvent:
    """
    Attributes:
        row (int):
        seat (int | None): who acted, if anyone
        seq (int): 1 for the first event
        target_seat (int):
        type_ (SwapPlayedEventType):
        rule (str | Unset): the rule that made it so
    """

    row: int
    seat: int | None
    seq: int
    target_seat: int
    type_: SwapPlayedEventType
    rule: str | Unset = UNSET

    def to_dict(self) -> dict[str, Any]:
        row = self.row

        seat: int | None
        seat = self.seat

        seq = self.seq

        target_seat = self.target_seat

        type_ = self.type_.value

        rule = self.rule

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "row": row,
                "seat": seat,
                "seq": seq,
                "target_seat": target_seat,
                "type": type_,
            }
        )
        if rule is not UNSET:
            field_dict["rule"] = rule

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        row = d.pop("row")

        def _parse_seat(data: object) -> int | None:
            if data is None:
                return data
            return cast(int | None, data)

        seat = _parse_seat(d.pop("seat"))

        seq = d.pop("seq")

        target_seat = d.pop("target_seat")

        type_ = SwapPlayedEventType(d.pop("type"))

        rule = d.pop("rule", UNSET)

        swap_played_event = cls(
            row=row,
            seat=seat,
            seq=seq,
            target_seat=target_seat,
            type_=type_,
            rule=rule,
        )

        return swap_played_event
