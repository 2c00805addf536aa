from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Self, TypeVar

from attrs import define as _attrs_define

if TYPE_CHECKING:
    from ..models.super_row import SuperRow


T = TypeVar("T", bound="SuperSides")


@_attrs_define
class SuperSides:
    """
    Attributes:
        blue (list[SuperRow]):
        red (list[SuperRow]):
    """

    blue: list[SuperRow]
    red: list[SuperRow]

    def to_dict(self) -> dict[str, Any]:
        blue = []
        for blue_item_data in self.blue:
            blue_item = blue_item_data.to_dict()
            blue.append(blue_item)

        red = []
        for red_item_data in self.red:
            red_item = red_item_data.to_dict()
            red.append(red_item)

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "blue": blue,
                "red": red,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        from ..models.super_row import SuperRow

        d = dict(src_dict)
        blue = []
        _blue = d.pop("blue")
        for blue_item_data in _blue:
            blue_item = SuperRow.from_dict(blue_item_data)

            blue.append(blue_item)

        red = []
        _red = d.pop("red")
        for red_item_data in _red:
            red_item = SuperRow.from_dict(red_item_data)

            red.append(red_item)

        super_sides = cls(
            blue=blue,
            red=red,
        )

        return super_sides
