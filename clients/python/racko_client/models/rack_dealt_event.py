from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Self, TypeVar, cast

from attrs import define as _attrs_define

from ..models.rack_dealt_event_type import RackDealtEventType
from ..types import UNSET, Unset

if TYPE_CHECKING:
    from ..models.super_rack_text import SuperRackText


T = TypeVar("T", bound="RackDealtEvent")


@_attrs_define
class RackDealtEvent:
    """
    Attributes:
        seat (int | None): who acted, if anyone
        seq (int): 1 for the first event
        turn (int | None): whose turn it is at `version`, as the table's `turn` says it: null between rounds, at the
            end, and for an event stored before events carried it
        type_ (RackDealtEventType):
        version (int): the game's version this event led to (the table's ETag then): send it as If-Match with the next
            action
        rack (list[int | None] | SuperRackText | Unset): Rack-O: 10 cards from slot #5 (null: empty); Super Rack-O:
            {blue, red}
        rule (str | Unset): the rule that made it so
        slots (list[int] | Unset):
    """

    seat: int | None
    seq: int
    turn: int | None
    type_: RackDealtEventType
    version: int
    rack: list[int | None] | SuperRackText | Unset = UNSET
    rule: str | Unset = UNSET
    slots: list[int] | Unset = UNSET

    def to_dict(self) -> dict[str, Any]:
        seat: int | None
        seat = self.seat

        seq = self.seq

        turn: int | None
        turn = self.turn

        type_ = self.type_.value

        version = self.version

        rack: dict[str, Any] | list[int | None] | Unset
        if isinstance(self.rack, Unset):
            rack = UNSET
        elif isinstance(self.rack, list):
            rack = []
            for rack_type_0_item_data in self.rack:
                rack_type_0_item: int | None
                rack_type_0_item = rack_type_0_item_data
                rack.append(rack_type_0_item)

        else:
            rack = self.rack.to_dict()

        rule = self.rule

        slots: list[int] | Unset = UNSET
        if not isinstance(self.slots, Unset):
            slots = self.slots

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "seat": seat,
                "seq": seq,
                "turn": turn,
                "type": type_,
                "version": version,
            }
        )
        if rack is not UNSET:
            field_dict["rack"] = rack
        if rule is not UNSET:
            field_dict["rule"] = rule
        if slots is not UNSET:
            field_dict["slots"] = slots

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        from ..models.super_rack_text import SuperRackText

        d = dict(src_dict)

        def _parse_seat(data: object) -> int | None:
            if data is None:
                return data
            return cast(int | None, data)

        seat = _parse_seat(d.pop("seat"))

        seq = d.pop("seq")

        def _parse_turn(data: object) -> int | None:
            if data is None:
                return data
            return cast(int | None, data)

        turn = _parse_turn(d.pop("turn"))

        type_ = RackDealtEventType(d.pop("type"))

        version = d.pop("version")

        def _parse_rack(data: object) -> list[int | None] | SuperRackText | Unset:
            if isinstance(data, Unset):
                return data
            try:
                if not isinstance(data, list):
                    raise TypeError()
                rack_type_0 = []
                _rack_type_0 = data
                for rack_type_0_item_data in _rack_type_0:

                    def _parse_rack_type_0_item(data: object) -> int | None:
                        if data is None:
                            return data
                        return cast(int | None, data)

                    rack_type_0_item = _parse_rack_type_0_item(rack_type_0_item_data)

                    rack_type_0.append(rack_type_0_item)

                return rack_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            if not isinstance(data, dict):
                raise TypeError()
            rack_type_1 = SuperRackText.from_dict(data)

            return rack_type_1

        rack = _parse_rack(d.pop("rack", UNSET))

        rule = d.pop("rule", UNSET)

        slots = cast(list[int], d.pop("slots", UNSET))

        rack_dealt_event = cls(
            seat=seat,
            seq=seq,
            turn=turn,
            type_=type_,
            version=version,
            rack=rack,
            rule=rule,
            slots=slots,
        )

        return rack_dealt_event
