from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Self, TypeVar

from attrs import define as _attrs_define

from ..models.super_advice_in_card_type_1_colour import SuperAdviceInCardType1Colour
from ..models.super_advice_in_card_type_1_kind import SuperAdviceInCardType1Kind

T = TypeVar("T", bound="SuperAdviceInCardType1")


@_attrs_define
class SuperAdviceInCardType1:
    """a number card

    Attributes:
        colour (SuperAdviceInCardType1Colour):
        kind (SuperAdviceInCardType1Kind):
        value (int):
    """

    colour: SuperAdviceInCardType1Colour
    kind: SuperAdviceInCardType1Kind
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
        colour = SuperAdviceInCardType1Colour(d.pop("colour"))

        kind = SuperAdviceInCardType1Kind(d.pop("kind"))

        value = d.pop("value")

        super_advice_in_card_type_1 = cls(
            colour=colour,
            kind=kind,
            value=value,
        )

        return super_advice_in_card_type_1
