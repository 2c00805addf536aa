from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Self, TypeVar

from attrs import define as _attrs_define

from ..models.double_rack_blue_item_type_3_colour import DoubleRackBlueItemType3Colour
from ..models.double_rack_blue_item_type_3_kind import DoubleRackBlueItemType3Kind
from ..types import UNSET, Unset

T = TypeVar("T", bound="DoubleRackBlueItemType3")


@_attrs_define
class DoubleRackBlueItemType3:
    """a swap or reverse card (a colour, if given, rules nothing)

    Attributes:
        kind (DoubleRackBlueItemType3Kind):
        colour (DoubleRackBlueItemType3Colour | Unset):
    """

    kind: DoubleRackBlueItemType3Kind
    colour: DoubleRackBlueItemType3Colour | Unset = UNSET

    def to_dict(self) -> dict[str, Any]:
        kind = self.kind.value

        colour: str | Unset = UNSET
        if not isinstance(self.colour, Unset):
            colour = self.colour.value

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "kind": kind,
            }
        )
        if colour is not UNSET:
            field_dict["colour"] = colour

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        kind = DoubleRackBlueItemType3Kind(d.pop("kind"))

        _colour = d.pop("colour", UNSET)
        colour: DoubleRackBlueItemType3Colour | Unset
        if isinstance(_colour, Unset):
            colour = UNSET
        else:
            colour = DoubleRackBlueItemType3Colour(_colour)

        double_rack_blue_item_type_3 = cls(
            kind=kind,
            colour=colour,
        )

        return double_rack_blue_item_type_3
