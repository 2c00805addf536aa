from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Self, TypeVar

from attrs import define as _attrs_define

T = TypeVar("T", bound="TablePlayerOut")


@_attrs_define
class TablePlayerOut:
    """
    Attributes:
        id (int): a player's id at the table (1, 2, ...): it stays when the player is renamed Example: 1.
        name (str):
    """

    id: int
    name: str

    def to_dict(self) -> dict[str, Any]:
        id = self.id

        name = self.name

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "id": id,
                "name": name,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        id = d.pop("id")

        name = d.pop("name")

        table_player_out = cls(
            id=id,
            name=name,
        )

        return table_player_out
