from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Self, TypeVar

from attrs import define as _attrs_define

from ..models.play_reverse_action_type import PlayReverseActionType
from ..types import UNSET, Unset

if TYPE_CHECKING:
    from ..models.rack_slot import RackSlot


T = TypeVar("T", bound="PlayReverseAction")


@_attrs_define
class PlayReverseAction:
    """
    Attributes:
        row (int):
        type_ (PlayReverseActionType):
        slot (RackSlot | Unset):
    """

    row: int
    type_: PlayReverseActionType
    slot: RackSlot | Unset = UNSET

    def to_dict(self) -> dict[str, Any]:
        row = self.row

        type_ = self.type_.value

        slot: dict[str, Any] | Unset = UNSET
        if not isinstance(self.slot, Unset):
            slot = self.slot.to_dict()

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "row": row,
                "type": type_,
            }
        )
        if slot is not UNSET:
            field_dict["slot"] = slot

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        from ..models.rack_slot import RackSlot

        d = dict(src_dict)
        row = d.pop("row")

        type_ = PlayReverseActionType(d.pop("type"))

        _slot = d.pop("slot", UNSET)
        slot: RackSlot | Unset
        if isinstance(_slot, Unset):
            slot = UNSET
        else:
            slot = RackSlot.from_dict(_slot)

        play_reverse_action = cls(
            row=row,
            type_=type_,
            slot=slot,
        )

        return play_reverse_action
