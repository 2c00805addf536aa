"""What a write to a table's sheet leaves for the table: each player's part in the round as a row
(`round_scores`), who has won the game (`sheet_seats.won`), and the table's version moved on.

Called by the sheet service inside the write's transaction, for sheets made for a table only: a
sheet of no table writes nothing more. The rows hold what the round's document says, so the
table's statistics never score a round again.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any

from racko_api.core.sheet import team_name

from ..store import table_queries as queries
from . import sheet_rounds


def _round_rows(sheet: Any, doc: Mapping[str, Any]) -> list[dict[str, Any]]:
    seat = {name: i for i, name in enumerate(sheet.players)}
    rows = []
    for player in doc["players"]:
        i = seat[player["player"]]
        rows.append({"seat": i, "player_id": sheet.player_ids[i],
                     "points": player.get("points"),  # none on a Super Rack-O sheet: rounds are won
                     "went_out": bool(player.get("rack_o") or player.get("won")),
                     "longest_run": player.get("longest_run")})
    return rows


def winning_seats(players: Sequence[str], teams: Sequence[Sequence[str]] | None,
                  winner: str | None) -> list[int]:
    """The seats of the game's winner: a player, or both partners of a winning team."""
    if winner is None:
        return []
    for team in teams or ():
        if team_name(team) == winner:
            return [players.index(p) for p in team]
    return [players.index(winner)] if winner in players else []


def _winner(sheet: Any, totals: Mapping[str, int]) -> str | None:
    return sheet_rounds.standing_of(sheet.teams, totals, sheet.target).winner


def _settle(sheet: Any, won_before: str | None, totals: Mapping[str, int]) -> None:
    won = _winner(sheet, totals)
    if won != won_before:
        queries.set_winners(sheet.id, winning_seats(sheet.players, sheet.teams, won))


def round_written(sheet: Any, number: int, doc: Mapping[str, Any], totals: Mapping[str, int],
                  won_before: str | None, *, replacing: bool) -> None:
    """Round `number` added (or corrected, `replacing`) with document `doc`, leaving `totals`."""
    if sheet.table_id is None:
        return
    queries.touch(sheet.table_id)  # first: the table's row is updated before rows refer to it
    queries.put_round(sheet.id, sheet.table_id, number, _round_rows(sheet, doc), replacing=replacing)
    _settle(sheet, won_before, totals)


def round_undone(sheet: Any, number: int, totals: Mapping[str, int], won_before: str | None) -> None:
    """Round `number`, the last, taken back, leaving `totals`."""
    if sheet.table_id is None:
        return
    queries.touch(sheet.table_id)
    queries.drop_round(sheet.id, number)
    _settle(sheet, won_before, totals)
