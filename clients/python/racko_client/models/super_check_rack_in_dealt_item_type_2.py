from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Self, TypeVar, cast

from attrs import define as _attrs_define

from ..models.super_check_rack_in_dealt_item_type_2_colour import (
    SuperCheckRackInDealtItemType2Colour,
)
from ..models.super_check_rack_in_dealt_item_type_2_kind import (
    SuperCheckRackInDealtItemType2Kind,
)
from ..types import UNSET, Unset

T = TypeVar("T", bound="SuperCheckRackInDealtItemType2")


@_attrs_define
class SuperCheckRackInDealtItemType2:
    """a wild card of a colour, with the value named for it if any

    Attributes:
        colour (SuperCheckRackInDealtItemType2Colour):
        kind (SuperCheckRackInDealtItemType2Kind):
        value (float | None | Unset): the value the player names for the wild (S-WILD), or null for none: judged, so a
            fraction or a value outside 1-40 is refused citing S-WILD
    """

    colour: SuperCheckRackInDealtItemType2Colour
    kind: SuperCheckRackInDealtItemType2Kind
    value: float | None | Unset = UNSET

    def to_dict(self) -> dict[str, Any]:
        colour = self.colour.value

        kind = self.kind.value

        value: float | None | Unset
        if isinstance(self.value, Unset):
            value = UNSET
        else:
            value = self.value

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "colour": colour,
                "kind": kind,
            }
        )
        if value is not UNSET:
            field_dict["value"] = value

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        colour = SuperCheckRackInDealtItemType2Colour(d.pop("colour"))

        kind = SuperCheckRackInDealtItemType2Kind(d.pop("kind"))

        def _parse_value(data: object) -> float | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(float | None | Unset, data)

        value = _parse_value(d.pop("value", UNSET))

        super_check_rack_in_dealt_item_type_2 = cls(
            colour=colour,
            kind=kind,
            value=value,
        )

        return super_check_rack_in_dealt_item_type_2
