from __future__ import annotations

import datetime
from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Self, TypeVar, cast

from attrs import define as _attrs_define

from ..models.table_sheet_out_game import TableSheetOutGame

if TYPE_CHECKING:
    from ..models.table_sheet_player_out import TableSheetPlayerOut


T = TypeVar("T", bound="TableSheetOut")


@_attrs_define
class TableSheetOut:
    """
    Attributes:
        created_at (datetime.datetime):
        game (TableSheetOutGame):
        id (str): the sheet's id: GET /v1/scoresheets/{id} for its rounds
        players (list[TableSheetPlayerOut]): in seat order, named as the table names them now
        round_count (int):
        ruleset (str):
        target (int):
        updated_at (datetime.datetime):
        winner (None | str): the winner as the sheet names them (a player or a team), or null
        winners (list[int]): the ids of the players who won (both partners of a winning team); empty while the game is
            open
    """

    created_at: datetime.datetime
    game: TableSheetOutGame
    id: str
    players: list[TableSheetPlayerOut]
    round_count: int
    ruleset: str
    target: int
    updated_at: datetime.datetime
    winner: None | str
    winners: list[int]

    def to_dict(self) -> dict[str, Any]:
        created_at = self.created_at.isoformat()

        game = self.game.value

        id = self.id

        players = []
        for players_item_data in self.players:
            players_item = players_item_data.to_dict()
            players.append(players_item)

        round_count = self.round_count

        ruleset = self.ruleset

        target = self.target

        updated_at = self.updated_at.isoformat()

        winner: None | str
        winner = self.winner

        winners = self.winners

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "created_at": created_at,
                "game": game,
                "id": id,
                "players": players,
                "round_count": round_count,
                "ruleset": ruleset,
                "target": target,
                "updated_at": updated_at,
                "winner": winner,
                "winners": winners,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        from ..models.table_sheet_player_out import TableSheetPlayerOut

        d = dict(src_dict)
        created_at = datetime.datetime.fromisoformat(d.pop("created_at"))

        game = TableSheetOutGame(d.pop("game"))

        id = d.pop("id")

        players = []
        _players = d.pop("players")
        for players_item_data in _players:
            players_item = TableSheetPlayerOut.from_dict(players_item_data)

            players.append(players_item)

        round_count = d.pop("round_count")

        ruleset = d.pop("ruleset")

        target = d.pop("target")

        updated_at = datetime.datetime.fromisoformat(d.pop("updated_at"))

        def _parse_winner(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        winner = _parse_winner(d.pop("winner"))

        winners = cast(list[int], d.pop("winners"))

        table_sheet_out = cls(
            created_at=created_at,
            game=game,
            id=id,
            players=players,
            round_count=round_count,
            ruleset=ruleset,
            target=target,
            updated_at=updated_at,
            winner=winner,
            winners=winners,
        )

        return table_sheet_out
