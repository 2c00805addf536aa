from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Self, TypeVar, cast

from attrs import define as _attrs_define

T = TypeVar("T", bound="SheetTable")


@_attrs_define
class SheetTable:
    """
    Attributes:
        id (str): the table the sheet was made for
        player_ids (list[int]): the table's player id at each seat, in seat order
    """

    id: str
    player_ids: list[int]

    def to_dict(self) -> dict[str, Any]:
        id = self.id

        player_ids = self.player_ids

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "id": id,
                "player_ids": player_ids,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        id = d.pop("id")

        player_ids = cast(list[int], d.pop("player_ids"))

        sheet_table = cls(
            id=id,
            player_ids=player_ids,
        )

        return sheet_table
