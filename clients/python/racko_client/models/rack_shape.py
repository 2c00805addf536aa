from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Self, TypeVar

from attrs import define as _attrs_define

T = TypeVar("T", bound="RackShape")


@_attrs_define
class RackShape:
    """
    Attributes:
        sides (int): 1, or 2 for a double rack (blue and red)
        slots (int): slots on each side
    """

    sides: int
    slots: int

    def to_dict(self) -> dict[str, Any]:
        sides = self.sides

        slots = self.slots

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "sides": sides,
                "slots": slots,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        sides = d.pop("sides")

        slots = d.pop("slots")

        rack_shape = cls(
            sides=sides,
            slots=slots,
        )

        return rack_shape
