from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Self, TypeVar, cast

from attrs import define as _attrs_define

from ..models.rack_dealt_event_type import RackDealtEventType
from ..types import UNSET, Unset

T = TypeVar("T", bound="RackDealtEvent")


@_attrs_define
class RackDealtEvent:
    """
    Attributes:
        seat (int | None): who acted, if anyone
        seq (int): 1 for the first event
        slots (list[int]): the labels of the slots dealt
        type_ (RackDealtEventType):
        rack (list[int | None] | Unset):
        rule (str | Unset): the rule that made it so
    """

    seat: int | None
    seq: int
    slots: list[int]
    type_: RackDealtEventType
    rack: list[int | None] | Unset = UNSET
    rule: str | Unset = UNSET

    def to_dict(self) -> dict[str, Any]:
        seat: int | None
        seat = self.seat

        seq = self.seq

        slots = self.slots

        type_ = self.type_.value

        rack: list[int | None] | Unset = UNSET
        if not isinstance(self.rack, Unset):
            rack = []
            for rack_item_data in self.rack:
                rack_item: int | None
                rack_item = rack_item_data
                rack.append(rack_item)

        rule = self.rule

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "seat": seat,
                "seq": seq,
                "slots": slots,
                "type": type_,
            }
        )
        if rack is not UNSET:
            field_dict["rack"] = rack
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

        slots = cast(list[int], d.pop("slots"))

        type_ = RackDealtEventType(d.pop("type"))

        _rack = d.pop("rack", UNSET)
        rack: list[int | None] | Unset = UNSET
        if _rack is not UNSET:
            rack = []
            for rack_item_data in _rack:

                def _parse_rack_item(data: object) -> int | None:
                    if data is None:
                        return data
                    return cast(int | None, data)

                rack_item = _parse_rack_item(rack_item_data)

                rack.append(rack_item)

        rule = d.pop("rule", UNSET)

        rack_dealt_event = cls(
            seat=seat,
            seq=seq,
            slots=slots,
            type_=type_,
            rack=rack,
            rule=rule,
        )

        return rack_dealt_event
