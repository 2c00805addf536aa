from __future__ import annotations

import datetime
from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Self, TypeVar

from attrs import define as _attrs_define

if TYPE_CHECKING:
    from ..models.table_player_out import TablePlayerOut
    from ..models.table_sheet_out import TableSheetOut


T = TypeVar("T", bound="TableOut")


@_attrs_define
class TableOut:
    """
    Attributes:
        created_at (datetime.datetime):
        id (str):
        name (str):
        players (list[TablePlayerOut]):
        sheet_count (int): every sheet made for the table (at most 10,000)
        sheets (list[TableSheetOut]): the newest sheets first (see `limit`)
        updated_at (datetime.datetime):
        version (int): the ETag's number; it moves on with every write to the table or its sheets
    """

    created_at: datetime.datetime
    id: str
    name: str
    players: list[TablePlayerOut]
    sheet_count: int
    sheets: list[TableSheetOut]
    updated_at: datetime.datetime
    version: int

    def to_dict(self) -> dict[str, Any]:
        created_at = self.created_at.isoformat()

        id = self.id

        name = self.name

        players = []
        for players_item_data in self.players:
            players_item = players_item_data.to_dict()
            players.append(players_item)

        sheet_count = self.sheet_count

        sheets = []
        for sheets_item_data in self.sheets:
            sheets_item = sheets_item_data.to_dict()
            sheets.append(sheets_item)

        updated_at = self.updated_at.isoformat()

        version = self.version

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "created_at": created_at,
                "id": id,
                "name": name,
                "players": players,
                "sheet_count": sheet_count,
                "sheets": sheets,
                "updated_at": updated_at,
                "version": version,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        from ..models.table_player_out import TablePlayerOut
        from ..models.table_sheet_out import TableSheetOut

        d = dict(src_dict)
        created_at = datetime.datetime.fromisoformat(d.pop("created_at"))

        id = d.pop("id")

        name = d.pop("name")

        players = []
        _players = d.pop("players")
        for players_item_data in _players:
            players_item = TablePlayerOut.from_dict(players_item_data)

            players.append(players_item)

        sheet_count = d.pop("sheet_count")

        sheets = []
        _sheets = d.pop("sheets")
        for sheets_item_data in _sheets:
            sheets_item = TableSheetOut.from_dict(sheets_item_data)

            sheets.append(sheets_item)

        updated_at = datetime.datetime.fromisoformat(d.pop("updated_at"))

        version = d.pop("version")

        table_out = cls(
            created_at=created_at,
            id=id,
            name=name,
            players=players,
            sheet_count=sheet_count,
            sheets=sheets,
            updated_at=updated_at,
            version=version,
        )

        return table_out
