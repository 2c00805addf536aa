from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Self, TypeVar

from attrs import define as _attrs_define

from ..models.super_check_rack_in_dealt_item_type_1_colour import (
    SuperCheckRackInDealtItemType1Colour,
)
from ..models.super_check_rack_in_dealt_item_type_1_kind import (
    SuperCheckRackInDealtItemType1Kind,
)

T = TypeVar("T", bound="SuperCheckRackInDealtItemType1")


@_attrs_define
class SuperCheckRackInDealtItemType1:
    """a number card

    Attributes:
        colour (SuperCheckRackInDealtItemType1Colour):
        kind (SuperCheckRackInDealtItemType1Kind):
        value (int):
    """

    colour: SuperCheckRackInDealtItemType1Colour
    kind: SuperCheckRackInDealtItemType1Kind
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
        colour = SuperCheckRackInDealtItemType1Colour(d.pop("colour"))

        kind = SuperCheckRackInDealtItemType1Kind(d.pop("kind"))

        value = d.pop("value")

        super_check_rack_in_dealt_item_type_1 = cls(
            colour=colour,
            kind=kind,
            value=value,
        )

        return super_check_rack_in_dealt_item_type_1
