from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Self, TypeVar

from attrs import define as _attrs_define

from ..models.exchange_action_slot_type_0 import ExchangeActionSlotType0
from ..models.exchange_action_type import ExchangeActionType

if TYPE_CHECKING:
    from ..models.rack_slot import RackSlot


T = TypeVar("T", bound="ExchangeAction")


@_attrs_define
class ExchangeAction:
    """
    Attributes:
        slot (ExchangeActionSlotType0 | RackSlot): Rack-O: a slot label 5..50; Super Rack-O: {side, row}
        type_ (ExchangeActionType):
    """

    slot: ExchangeActionSlotType0 | RackSlot
    type_: ExchangeActionType

    def to_dict(self) -> dict[str, Any]:
        slot: dict[str, Any] | int
        if isinstance(self.slot, ExchangeActionSlotType0):
            slot = self.slot.value
        else:
            slot = self.slot.to_dict()

        type_ = self.type_.value

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "slot": slot,
                "type": type_,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        from ..models.rack_slot import RackSlot

        d = dict(src_dict)

        def _parse_slot(data: object) -> ExchangeActionSlotType0 | RackSlot:
            try:
                if not isinstance(data, int):
                    raise TypeError()
                slot_type_0 = ExchangeActionSlotType0(data)

                return slot_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            if not isinstance(data, dict):
                raise TypeError()
            slot_type_1 = RackSlot.from_dict(data)

            return slot_type_1

        slot = _parse_slot(d.pop("slot"))

        type_ = ExchangeActionType(d.pop("type"))

        exchange_action = cls(
            slot=slot,
            type_=type_,
        )

        return exchange_action
