from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Self, TypeVar

from attrs import define as _attrs_define

from ..models.super_advice_in_discard_top_type_1_colour import (
    SuperAdviceInDiscardTopType1Colour,
)
from ..models.super_advice_in_discard_top_type_1_kind import (
    SuperAdviceInDiscardTopType1Kind,
)

T = TypeVar("T", bound="SuperAdviceInDiscardTopType1")


@_attrs_define
class SuperAdviceInDiscardTopType1:
    """a number card

    Attributes:
        colour (SuperAdviceInDiscardTopType1Colour):
        kind (SuperAdviceInDiscardTopType1Kind):
        value (int):
    """

    colour: SuperAdviceInDiscardTopType1Colour
    kind: SuperAdviceInDiscardTopType1Kind
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
        colour = SuperAdviceInDiscardTopType1Colour(d.pop("colour"))

        kind = SuperAdviceInDiscardTopType1Kind(d.pop("kind"))

        value = d.pop("value")

        super_advice_in_discard_top_type_1 = cls(
            colour=colour,
            kind=kind,
            value=value,
        )

        return super_advice_in_discard_top_type_1
