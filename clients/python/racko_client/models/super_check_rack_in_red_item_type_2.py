from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Self, TypeVar, cast

from attrs import define as _attrs_define

from ..models.super_check_rack_in_red_item_type_2_colour import (
    SuperCheckRackInRedItemType2Colour,
)
from ..models.super_check_rack_in_red_item_type_2_kind import (
    SuperCheckRackInRedItemType2Kind,
)
from ..types import UNSET, Unset

T = TypeVar("T", bound="SuperCheckRackInRedItemType2")


@_attrs_define
class SuperCheckRackInRedItemType2:
    """a wild card of a colour, with the value named for it if any

    Attributes:
        colour (SuperCheckRackInRedItemType2Colour):
        kind (SuperCheckRackInRedItemType2Kind):
        value (float | None | Unset): the value the player names for the wild (S-WILD), or null for none: judged, so a
            fraction or a value outside 1-40 is refused citing S-WILD
    """

    colour: SuperCheckRackInRedItemType2Colour
    kind: SuperCheckRackInRedItemType2Kind
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
        colour = SuperCheckRackInRedItemType2Colour(d.pop("colour"))

        kind = SuperCheckRackInRedItemType2Kind(d.pop("kind"))

        def _parse_value(data: object) -> float | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(float | None | Unset, data)

        value = _parse_value(d.pop("value", UNSET))

        super_check_rack_in_red_item_type_2 = cls(
            colour=colour,
            kind=kind,
            value=value,
        )

        return super_check_rack_in_red_item_type_2
