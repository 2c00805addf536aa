from __future__ import annotations

import datetime
from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Self, TypeVar, cast

from attrs import define as _attrs_define

from ..models.round_corrected_out_game import RoundCorrectedOutGame
from ..types import UNSET, Unset

if TYPE_CHECKING:
    from ..models.options import Options
    from ..models.player_total import PlayerTotal
    from ..models.round_out import RoundOut
    from ..models.sheet_table import SheetTable
    from ..models.team_total import TeamTotal


T = TypeVar("T", bound="RoundCorrectedOut")


@_attrs_define
class RoundCorrectedOut:
    """
    Attributes:
        created_at (datetime.datetime):
        game (RoundCorrectedOutGame): the kind of game the sheet scores (GET /v1/rulesets gives its score_unit: points
            are added, or won rounds counted) Example: rack-o.
        id (str):
        leaders (list[str]): the highest total (players, or teams when partners play); several when tied
        options (Options):
        players (list[PlayerTotal]):
        round_ (RoundOut):
        round_count (int): rounds played; a sheet holds at most 2,000
        ruleset (str):
        target (int): points that end the game; on a sheet that counts wins, the wins needed
        teams (list[TeamTotal]):
        tie_at_target (bool): the target is reached but the highest totals are tied: play on
        updated_at (datetime.datetime):
        version (int): the ETag's number
        winner (None | str): null until someone reaches the target with the highest total (R-TARGET)
        table (SheetTable | Unset):
    """

    created_at: datetime.datetime
    game: RoundCorrectedOutGame
    id: str
    leaders: list[str]
    options: Options
    players: list[PlayerTotal]
    round_: RoundOut
    round_count: int
    ruleset: str
    target: int
    teams: list[TeamTotal]
    tie_at_target: bool
    updated_at: datetime.datetime
    version: int
    winner: None | str
    table: SheetTable | Unset = UNSET

    def to_dict(self) -> dict[str, Any]:
        created_at = self.created_at.isoformat()

        game = self.game.value

        id = self.id

        leaders = self.leaders

        options = self.options.to_dict()

        players = []
        for players_item_data in self.players:
            players_item = players_item_data.to_dict()
            players.append(players_item)

        round_ = self.round_.to_dict()

        round_count = self.round_count

        ruleset = self.ruleset

        target = self.target

        teams = []
        for teams_item_data in self.teams:
            teams_item = teams_item_data.to_dict()
            teams.append(teams_item)

        tie_at_target = self.tie_at_target

        updated_at = self.updated_at.isoformat()

        version = self.version

        winner: None | str
        winner = self.winner

        table: dict[str, Any] | Unset = UNSET
        if not isinstance(self.table, Unset):
            table = self.table.to_dict()

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "created_at": created_at,
                "game": game,
                "id": id,
                "leaders": leaders,
                "options": options,
                "players": players,
                "round": round_,
                "round_count": round_count,
                "ruleset": ruleset,
                "target": target,
                "teams": teams,
                "tie_at_target": tie_at_target,
                "updated_at": updated_at,
                "version": version,
                "winner": winner,
            }
        )
        if table is not UNSET:
            field_dict["table"] = table

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        from ..models.options import Options
        from ..models.player_total import PlayerTotal
        from ..models.round_out import RoundOut
        from ..models.sheet_table import SheetTable
        from ..models.team_total import TeamTotal

        d = dict(src_dict)
        created_at = datetime.datetime.fromisoformat(d.pop("created_at"))

        game = RoundCorrectedOutGame(d.pop("game"))

        id = d.pop("id")

        leaders = cast(list[str], d.pop("leaders"))

        options = Options.from_dict(d.pop("options"))

        players = []
        _players = d.pop("players")
        for players_item_data in _players:
            players_item = PlayerTotal.from_dict(players_item_data)

            players.append(players_item)

        round_ = RoundOut.from_dict(d.pop("round"))

        round_count = d.pop("round_count")

        ruleset = d.pop("ruleset")

        target = d.pop("target")

        teams = []
        _teams = d.pop("teams")
        for teams_item_data in _teams:
            teams_item = TeamTotal.from_dict(teams_item_data)

            teams.append(teams_item)

        tie_at_target = d.pop("tie_at_target")

        updated_at = datetime.datetime.fromisoformat(d.pop("updated_at"))

        version = d.pop("version")

        def _parse_winner(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        winner = _parse_winner(d.pop("winner"))

        _table = d.pop("table", UNSET)
        table: SheetTable | Unset
        if isinstance(_table, Unset):
            table = UNSET
        else:
            table = SheetTable.from_dict(_table)

        round_corrected_out = cls(
            created_at=created_at,
            game=game,
            id=id,
            leaders=leaders,
            options=options,
            players=players,
            round_=round_,
            round_count=round_count,
            ruleset=ruleset,
            target=target,
            teams=teams,
            tie_at_target=tie_at_target,
            updated_at=updated_at,
            version=version,
            winner=winner,
            table=table,
        )

        return round_corrected_out
