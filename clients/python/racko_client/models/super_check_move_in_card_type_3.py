from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Self, TypeVar

from attrs import define as _attrs_define

from ..models.super_check_move_in_card_type_3_colour import (
    SuperCheckMoveInCardType3Colour,
)
from ..models.super_check_move_in_card_type_3_kind import SuperCheckMoveInCardType3Kind
from ..types import UNSET, Unset

T = TypeVar("T", bound="SuperCheckMoveInCardType3")


@_attrs_define
class SuperCheckMoveInCardType3:
    """a swap or reverse card (a colour, if given, rules nothing)

    Attributes:
        kind (SuperCheckMoveInCardType3Kind):
        colour (SuperCheckMoveInCardType3Colour | Unset):
    """

    kind: SuperCheckMoveInCardType3Kind
    colour: SuperCheckMoveInCardType3Colour | Unset = UNSET

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
        kind = SuperCheckMoveInCardType3Kind(d.pop("kind"))

        _colour = d.pop("colour", UNSET)
        colour: SuperCheckMoveInCardType3Colour | Unset
        if isinstance(_colour, Unset):
            colour = UNSET
        else:
            colour = SuperCheckMoveInCardType3Colour(_colour)

        super_check_move_in_card_type_3 = cls(
            kind=kind,
            colour=colour,
        )

        return super_check_move_in_card_type_3
