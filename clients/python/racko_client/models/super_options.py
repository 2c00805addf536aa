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
        target (int | Unset): won rounds that win the game: 1 to 50 (default 1)
        wins_needed (int | Unset): deprecated since 1.6: target
    """

    target: int | Unset = UNSET
    wins_needed: int | Unset = UNSET

    def to_dict(self) -> dict[str, Any]:
        target = self.target

        wins_needed = self.wins_needed

        field_dict: dict[str, Any] = {}

        field_dict.update({})
        if target is not UNSET:
            field_dict["target"] = target
        if wins_needed is not UNSET:
            field_dict["wins_needed"] = wins_needed

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        target = d.pop("target", UNSET)

        wins_needed = d.pop("wins_needed", UNSET)

        super_options = cls(
            target=target,
            wins_needed=wins_needed,
        )

        return super_options
