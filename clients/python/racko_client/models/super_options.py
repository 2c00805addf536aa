from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Self, TypeVar

from attrs import define as _attrs_define

from ..types import UNSET, Unset

T = TypeVar("T", bound="SuperOptions")


@_attrs_define
class SuperOptions:
    """
    Attributes:
        wins_needed (int | Unset): won rounds that win the game (default 1)
    """

    wins_needed: int | Unset = UNSET

    def to_dict(self) -> dict[str, Any]:
        wins_needed = self.wins_needed

        field_dict: dict[str, Any] = {}

        field_dict.update({})
        if wins_needed is not UNSET:
            field_dict["wins_needed"] = wins_needed

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        wins_needed = d.pop("wins_needed", UNSET)

        super_options = cls(
            wins_needed=wins_needed,
        )

        return super_options
