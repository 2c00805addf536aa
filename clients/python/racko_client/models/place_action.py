from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Self, TypeVar

from attrs import define as _attrs_define

from ..models.place_action_slot import PlaceActionSlot
from ..models.place_action_type import PlaceActionType

T = TypeVar("T", bound="PlaceAction")


@_attrs_define
class PlaceAction:
    """
    Attributes:
        slot (PlaceActionSlot): an empty slot's label 5..50
        type_ (PlaceActionType):
    """

    slot: PlaceActionSlot
    type_: PlaceActionType

    def to_dict(self) -> dict[str, Any]:
        slot = self.slot.value

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
        d = dict(src_dict)
        slot = PlaceActionSlot(d.pop("slot"))

        type_ = PlaceActionType(d.pop("type"))

        place_action = cls(
            slot=slot,
            type_=type_,
        )

        return place_action
