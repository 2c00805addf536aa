from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Self, TypeVar

from attrs import define as _attrs_define

from ..models.super_advice_in_discard_top_type_3_colour import (
    SuperAdviceInDiscardTopType3Colour,
)
from ..models.super_advice_in_discard_top_type_3_kind import (
    SuperAdviceInDiscardTopType3Kind,
)
from ..types import UNSET, Unset

T = TypeVar("T", bound="SuperAdviceInDiscardTopType3")


@_attrs_define
class SuperAdviceInDiscardTopType3:
    """a swap or reverse card (a colour, if given, rules nothing)

    Attributes:
        kind (SuperAdviceInDiscardTopType3Kind):
        colour (SuperAdviceInDiscardTopType3Colour | Unset):
    """

    kind: SuperAdviceInDiscardTopType3Kind
    colour: SuperAdviceInDiscardTopType3Colour | Unset = UNSET

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
        kind = SuperAdviceInDiscardTopType3Kind(d.pop("kind"))

        _colour = d.pop("colour", UNSET)
        colour: SuperAdviceInDiscardTopType3Colour | Unset
        if isinstance(_colour, Unset):
            colour = UNSET
        else:
            colour = SuperAdviceInDiscardTopType3Colour(_colour)

        super_advice_in_discard_top_type_3 = cls(
            kind=kind,
            colour=colour,
        )

        return super_advice_in_discard_top_type_3
