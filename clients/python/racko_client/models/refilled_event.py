from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Self, TypeVar, cast

from attrs import define as _attrs_define

from ..models.refilled_event_slot_type_0 import RefilledEventSlotType0
from ..models.refilled_event_type import RefilledEventType
from ..types import UNSET, Unset

if TYPE_CHECKING:
    from ..models.rack_slot import RackSlot


T = TypeVar("T", bound="RefilledEvent")


@_attrs_define
class RefilledEvent:
    """
    Attributes:
        seat (int | None): who acted, if anyone
        seq (int): 1 for the first event
        slot (RackSlot | RefilledEventSlotType0): Rack-O: a slot label 5..50; Super Rack-O: {side, row}
        turn (int | None): whose turn it is at `version`, as the table's `turn` says it: null between rounds, at the
            end, and for an event stored before events carried it
        type_ (RefilledEventType):
        version (int): the game's version this event led to (the table's ETag then): send it as If-Match with the next
            action
        card (int | str | Unset): a number (Rack-O) or a card's text (Super Rack-O)
        rule (str | Unset): the rule that made it so
    """

    seat: int | None
    seq: int
    slot: RackSlot | RefilledEventSlotType0
    turn: int | None
    type_: RefilledEventType
    version: int
    card: int | str | Unset = UNSET
    rule: str | Unset = UNSET

    def to_dict(self) -> dict[str, Any]:
        seat: int | None
        seat = self.seat

        seq = self.seq

        slot: dict[str, Any] | int
        if isinstance(self.slot, RefilledEventSlotType0):
            slot = self.slot.value
        else:
            slot = self.slot.to_dict()

        turn: int | None
        turn = self.turn

        type_ = self.type_.value

        version = self.version

        card: int | str | Unset
        if isinstance(self.card, Unset):
            card = UNSET
        else:
            card = self.card

        rule = self.rule

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "seat": seat,
                "seq": seq,
                "slot": slot,
                "turn": turn,
                "type": type_,
                "version": version,
            }
        )
        if card is not UNSET:
            field_dict["card"] = card
        if rule is not UNSET:
            field_dict["rule"] = rule

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        from ..models.rack_slot import RackSlot

        d = dict(src_dict)

        def _parse_seat(data: object) -> int | None:
            if data is None:
                return data
            return cast(int | None, data)

        seat = _parse_seat(d.pop("seat"))

        seq = d.pop("seq")

        def _parse_slot(data: object) -> RackSlot | RefilledEventSlotType0:
            try:
                if not isinstance(data, int):
                    raise TypeError()
                slot_type_0 = RefilledEventSlotType0(data)

                return slot_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            if not isinstance(data, dict):
                raise TypeError()
            slot_type_1 = RackSlot.from_dict(data)

            return slot_type_1

        slot = _parse_slot(d.pop("slot"))

        def _parse_turn(data: object) -> int | None:
            if data is None:
                return data
            return cast(int | None, data)

        turn = _parse_turn(d.pop("turn"))

        type_ = RefilledEventType(d.pop("type"))

        version = d.pop("version")

        def _parse_card(data: object) -> int | str | Unset:
            if isinstance(data, Unset):
                return data
            return cast(int | str | Unset, data)

        card = _parse_card(d.pop("card", UNSET))

        rule = d.pop("rule", UNSET)

        refilled_event = cls(
            seat=seat,
            seq=seq,
            slot=slot,
            turn=turn,
            type_=type_,
            version=version,
            card=card,
            rule=rule,
        )

        return refilled_event
