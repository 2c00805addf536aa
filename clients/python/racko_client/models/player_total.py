from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Self, TypeVar

from attrs import define as _attrs_define

T = TypeVar("T", bound="PlayerTotal")


@_attrs_define
class PlayerTotal:
    """
    Attributes:
        name (str):
        total (int): points; on a sheet that counts wins, rounds won
    """

    name: str
    total: int

    def to_dict(self) -> dict[str, Any]:
        name = self.name

        total = self.total

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "name": name,
                "total": total,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        name = d.pop("name")

        total = d.pop("total")

        player_total = cls(
            name=name,
            total=total,
        )

        return player_total
