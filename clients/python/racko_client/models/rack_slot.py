from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Self, TypeVar

from attrs import define as _attrs_define

from ..models.rack_slot_side import RackSlotSide

T = TypeVar("T", bound="RackSlot")


@_attrs_define
class RackSlot:
    """
    Attributes:
        row (int):
        side (RackSlotSide):
    """

    row: int
    side: RackSlotSide

    def to_dict(self) -> dict[str, Any]:
        row = self.row

        side = self.side.value

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "row": row,
                "side": side,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        row = d.pop("row")

        side = RackSlotSide(d.pop("side"))

        rack_slot = cls(
            row=row,
            side=side,
        )

        return rack_slot
