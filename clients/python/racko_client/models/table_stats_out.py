from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Self, TypeVar

from attrs import define as _attrs_define

if TYPE_CHECKING:
    from ..models.player_stats_out import PlayerStatsOut


T = TypeVar("T", bound="TableStatsOut")


@_attrs_define
class TableStatsOut:
    """
    Attributes:
        id (str):
        players (list[PlayerStatsOut]):
        version (int): the table's version (ETag)
    """

    id: str
    players: list[PlayerStatsOut]
    version: int

    def to_dict(self) -> dict[str, Any]:
        id = self.id

        players = []
        for players_item_data in self.players:
            players_item = players_item_data.to_dict()
            players.append(players_item)

        version = self.version

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "id": id,
                "players": players,
                "version": version,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        from ..models.player_stats_out import PlayerStatsOut

        d = dict(src_dict)
        id = d.pop("id")

        players = []
        _players = d.pop("players")
        for players_item_data in _players:
            players_item = PlayerStatsOut.from_dict(players_item_data)

            players.append(players_item)

        version = d.pop("version")

        table_stats_out = cls(
            id=id,
            players=players,
            version=version,
        )

        return table_stats_out
