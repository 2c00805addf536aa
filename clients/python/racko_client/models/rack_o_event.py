from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Self, TypeVar, cast

from attrs import define as _attrs_define

from ..models.rack_o_event_type import RackOEventType
from ..types import UNSET, Unset

T = TypeVar("T", bound="RackOEvent")


@_attrs_define
class RackOEvent:
    """
    Attributes:
        called (bool):
        rack (list[int | None]):
        seat (int | None): who acted, if anyone
        seq (int): 1 for the first event
        type_ (RackOEventType):
        rule (str | Unset): the rule that made it so
    """

    called: bool
    rack: list[int | None]
    seat: int | None
    seq: int
    type_: RackOEventType
    rule: str | Unset = UNSET

    def to_dict(self) -> dict[str, Any]:
        called = self.called

        rack = []
        for rack_item_data in self.rack:
            rack_item: int | None
            rack_item = rack_item_data
            rack.append(rack_item)

        seat: int | None
        seat = self.seat

        seq = self.seq

        type_ = self.type_.value

        rule = self.rule

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "called": called,
                "rack": rack,
                "seat": seat,
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
        called = d.pop("called")

        rack = []
        _rack = d.pop("rack")
        for rack_item_data in _rack:

            def _parse_rack_item(data: object) -> int | None:
                if data is None:
                    return data
                return cast(int | None, data)

            rack_item = _parse_rack_item(rack_item_data)

            rack.append(rack_item)

        def _parse_seat(data: object) -> int | None:
            if data is None:
                return data
            return cast(int | None, data)

        seat = _parse_seat(d.pop("seat"))

        seq = d.pop("seq")

        type_ = RackOEventType(d.pop("type"))

        rule = d.pop("rule", UNSET)

        rack_o_event = cls(
            called=called,
            rack=rack,
            seat=seat,
            seq=seq,
            type_=type_,
            rule=rule,
        )

        return rack_o_event
