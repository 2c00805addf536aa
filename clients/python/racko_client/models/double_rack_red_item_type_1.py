from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Self, TypeVar

from attrs import define as _attrs_define

from ..models.double_rack_red_item_type_1_colour import DoubleRackRedItemType1Colour
from ..models.double_rack_red_item_type_1_kind import DoubleRackRedItemType1Kind

T = TypeVar("T", bound="DoubleRackRedItemType1")


@_attrs_define
class DoubleRackRedItemType1:
    """a number card

    Attributes:
        colour (DoubleRackRedItemType1Colour):
        kind (DoubleRackRedItemType1Kind):
        value (int):
    """

    colour: DoubleRackRedItemType1Colour
    kind: DoubleRackRedItemType1Kind
    value: int

    def to_dict(self) -> dict[str, Any]:
        colour = self.colour.value

        kind = self.kind.value

        value = self.value

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "colour": colour,
                "kind": kind,
                "value": value,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        colour = DoubleRackRedItemType1Colour(d.pop("colour"))

        kind = DoubleRackRedItemType1Kind(d.pop("kind"))

        value = d.pop("value")

        double_rack_red_item_type_1 = cls(
            colour=colour,
            kind=kind,
            value=value,
        )

        return double_rack_red_item_type_1
