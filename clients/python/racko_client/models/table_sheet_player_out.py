from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Self, TypeVar

from attrs import define as _attrs_define

T = TypeVar("T", bound="TableSheetPlayerOut")


@_attrs_define
class TableSheetPlayerOut:
    """
    Attributes:
        id (int): a player's id at the table (1, 2, ...): it stays when the player is renamed Example: 1.
        name (str):
        total (int): points; on a sheet that counts wins, rounds won
    """

    id: int
    name: str
    total: int

    def to_dict(self) -> dict[str, Any]:
        id = self.id

        name = self.name

        total = self.total

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "id": id,
                "name": name,
                "total": total,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        id = d.pop("id")

        name = d.pop("name")

        total = d.pop("total")

        table_sheet_player_out = cls(
            id=id,
            name=name,
            total=total,
        )

        return table_sheet_player_out
