from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Self, TypeVar, cast

from attrs import define as _attrs_define

from ..models.tie_at_target_event_type import TieAtTargetEventType
from ..types import UNSET, Unset

T = TypeVar("T", bound="TieAtTargetEvent")


@_attrs_define
class TieAtTargetEvent:
    """
    Attributes:
        seat (int | None): who acted, if anyone
        seq (int): 1 for the first event
        totals (list[int]):
        type_ (TieAtTargetEventType):
        rule (str | Unset): the rule that made it so
    """

    seat: int | None
    seq: int
    totals: list[int]
    type_: TieAtTargetEventType
    rule: str | Unset = UNSET

    def to_dict(self) -> dict[str, Any]:
        seat: int | None
        seat = self.seat

        seq = self.seq

        totals = self.totals

        type_ = self.type_.value

        rule = self.rule

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "seat": seat,
                "seq": seq,
                "totals": totals,
                "type": type_,
            }
        )
        if rule is not UNSET:
            field_dict["rule"] = rule

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)

        def _parse_seat(data: object) -> int | None:
            if data is None:
                return data
            return cast(int | None, data)

        seat = _parse_seat(d.pop("seat"))

        seq = d.pop("seq")

        totals = cast(list[int], d.pop("totals"))

        type_ = TieAtTargetEventType(d.pop("type"))

        rule = d.pop("rule", UNSET)

        tie_at_target_event = cls(
            seat=seat,
            seq=seq,
            totals=totals,
            type_=type_,
            rule=rule,
        )

        return tie_at_target_event
