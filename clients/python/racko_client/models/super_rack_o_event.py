from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Self, TypeVar, cast

from attrs import define as _attrs_define

from ..models.super_rack_o_event_type import SuperRackOEventType
from ..types import UNSET, Unset

if TYPE_CHECKING:
    from ..models.super_rack_text import SuperRackText


T = TypeVar("T", bound="SuperRackOEvent")


@_attrs_define
class SuperRackOEvent:
    """
    Attributes:
        rack (SuperRackText):
        seat (int | None): who acted, if anyone
        seq (int): 1 for the first event
        type_ (SuperRackOEventType):
        wins (list[int]):
        rule (str | Unset): the rule that made it so
    """

    rack: SuperRackText
    seat: int | None
    seq: int
    type_: SuperRackOEventType
    wins: list[int]
    rule: str | Unset = UNSET

    def to_dict(self) -> dict[str, Any]:
        rack = self.rack.to_dict()

        seat: int | None
        seat = self.seat

        seq = self.seq

        type_ = self.type_.value

        wins = self.wins

        rule = self.rule

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "rack": rack,
                "seat": seat,
                "seq": seq,
                "type": type_,
                "wins": wins,
            }
        )
        if rule is not UNSET:
            field_dict["rule"] = rule

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        from ..models.super_rack_text import SuperRackText

        d = dict(src_dict)
        rack = SuperRackText.from_dict(d.pop("rack"))

        def _parse_seat(data: object) -> int | None:
            if data is None:
                return data
            return cast(int | None, data)

        seat = _parse_seat(d.pop("seat"))

        seq = d.pop("seq")

        type_ = SuperRackOEventType(d.pop("type"))

        wins = cast(list[int], d.pop("wins"))

        rule = d.pop("rule", UNSET)

        super_rack_o_event = cls(
            rack=rack,
            seat=seat,
            seq=seq,
            type_=type_,
            wins=wins,
            rule=rule,
        )

        return super_rack_o_event
