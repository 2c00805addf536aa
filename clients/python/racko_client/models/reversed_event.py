from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Self, TypeVar, cast

from attrs import define as _attrs_define

from ..models.reversed_event_cancels import ReversedEventCancels
from ..models.reversed_event_slot_type_0 import ReversedEventSlotType0
from ..models.reversed_event_type import ReversedEventType
from ..types import UNSET, Unset

if TYPE_CHECKING:
    from ..models.rack_slot import RackSlot


T = TypeVar("T", bound="ReversedEvent")


@_attrs_define
class ReversedEvent:
    """
    Attributes:
        cancels (ReversedEventCancels):
        row (int):
        seat (int | None): who acted, if anyone
        seq (int): 1 for the first event
        slot (RackSlot | ReversedEventSlotType0): Rack-O: a slot label 5..50; Super Rack-O: {side, row}
        target_seat (int):
        turn (int | None): whose turn it is at `version`, as the table's `turn` says it: null between rounds, at the
            end, and for an event stored before events carried it
        type_ (ReversedEventType):
        version (int): the game's version this event led to (the table's ETag then): send it as If-Match with the next
            action
        rule (str | Unset): the rule that made it so
    """

    cancels: ReversedEventCancels
    row: int
    seat: int | None
    seq: int
    slot: RackSlot | ReversedEventSlotType0
    target_seat: int
    turn: int | None
    type_: ReversedEventType
    version: int
    rule: str | Unset = UNSET

    def to_dict(self) -> dict[str, Any]:
        cancels = self.cancels.value

        row = self.row

        seat: int | None
        seat = self.seat

        seq = self.seq

        slot: dict[str, Any] | int
        if isinstance(self.slot, ReversedEventSlotType0):
            slot = self.slot.value
        else:
            slot = self.slot.to_dict()

        target_seat = self.target_seat

        turn: int | None
        turn = self.turn

        type_ = self.type_.value

        version = self.version

        rule = self.rule

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "cancels": cancels,
                "row": row,
                "seat": seat,
                "seq": seq,
                "slot": slot,
                "target_seat": target_seat,
                "turn": turn,
                "type": type_,
                "version": version,
            }
        )
        if rule is not UNSET:
            field_dict["rule"] = rule

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        from ..models.rack_slot import RackSlot

        d = dict(src_dict)
        cancels = ReversedEventCancels(d.pop("cancels"))

        row = d.pop("row")

        def _parse_seat(data: object) -> int | None:
            if data is None:
                return data
            return cast(int | None, data)

        seat = _parse_seat(d.pop("seat"))

        seq = d.pop("seq")

        def _parse_slot(data: object) -> RackSlot | ReversedEventSlotType0:
            try:
                if not isinstance(data, int):
                    raise TypeError()
                slot_type_0 = ReversedEventSlotType0(data)

                return slot_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            if not isinstance(data, dict):
                raise TypeError()
            slot_type_1 = RackSlot.from_dict(data)

            return slot_type_1

        slot = _parse_slot(d.pop("slot"))

        target_seat = d.pop("target_seat")

        def _parse_turn(data: object) -> int | None:
            if data is None:
                return data
            return cast(int | None, data)

        turn = _parse_turn(d.pop("turn"))

        type_ = ReversedEventType(d.pop("type"))

        version = d.pop("version")

        rule = d.pop("rule", UNSET)

        reversed_event = cls(
            cancels=cancels,
            row=row,
            seat=seat,
            seq=seq,
            slot=slot,
            target_seat=target_seat,
            turn=turn,
            type_=type_,
            version=version,
            rule=rule,
        )

        return reversed_event
