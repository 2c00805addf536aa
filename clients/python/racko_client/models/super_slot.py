from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Self, TypeVar

from attrs import define as _attrs_define

from ..models.super_slot_side import SuperSlotSide

T = TypeVar("T", bound="SuperSlot")


@_attrs_define
class SuperSlot:
    """
    Attributes:
        row (int):
        side (SuperSlotSide):
    """

    row: int
    side: SuperSlotSide

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

        side = SuperSlotSide(d.pop("side"))

        super_slot = cls(
            row=row,
            side=side,
        )

        return super_slot
