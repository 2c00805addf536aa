from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Self, TypeVar

from attrs import define as _attrs_define

from ..models.super_check_rack_in_dealt_item_type_3_colour import (
    SuperCheckRackInDealtItemType3Colour,
)
from ..models.super_check_rack_in_dealt_item_type_3_kind import (
    SuperCheckRackInDealtItemType3Kind,
)
from ..types import UNSET, Unset

T = TypeVar("T", bound="SuperCheckRackInDealtItemType3")


@_attrs_define
class SuperCheckRackInDealtItemType3:
    """a swap or reverse card (a colour, if given, rules nothing)

    Attributes:
        kind (SuperCheckRackInDealtItemType3Kind):
        colour (SuperCheckRackInDealtItemType3Colour | Unset):
    """

    kind: SuperCheckRackInDealtItemType3Kind
    colour: SuperCheckRackInDealtItemType3Colour | Unset = UNSET

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
        kind = SuperCheckRackInDealtItemType3Kind(d.pop("kind"))

        _colour = d.pop("colour", UNSET)
        colour: SuperCheckRackInDealtItemType3Colour | Unset
        if isinstance(_colour, Unset):
            colour = UNSET
        else:
            colour = SuperCheckRackInDealtItemType3Colour(_colour)

        super_check_rack_in_dealt_item_type_3 = cls(
            kind=kind,
            colour=colour,
        )

        return super_check_rack_in_dealt_item_type_3
