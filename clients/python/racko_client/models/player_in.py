from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Self, TypeVar

from attrs import define as _attrs_define

T = TypeVar("T", bound="PlayerIn")


@_attrs_define
class PlayerIn:
    """
    Attributes:
        name (str): the player's new name, unique at the table whatever its case; kept NFC-normalised with no space at
            either end, and refused with a control, format (invisible, bidirectional control, TAG), private-use character or
            lone surrogate anywhere in Unicode, or more than 4 combining marks on one character Example: Annie.
    """

    name: str

    def to_dict(self) -> dict[str, Any]:
        name = self.name

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "name": name,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        name = d.pop("name")

        player_in = cls(
            name=name,
        )

        return player_in
