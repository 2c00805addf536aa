"""Sheets and a table's history as CSV (`Accept: text/csv`), for a spreadsheet or a printout.

One line a player a round (a sheet) or a player a game (a table's history), with a header line;
RFC 4180 text in UTF-8. A player's name that a spreadsheet would read as a formula (=, +, -, @
first) is sent with a leading apostrophe, so opening an export never runs anything. Ids are sent as
they are (one may begin with "-"), so that each can still be looked up.
"""

from __future__ import annotations

import csv
import io
from collections.abc import Iterable, Mapping, Sequence
from typing import Any

from flask import Response, request

from racko_api.games.kinds import KINDS

MEDIA_TYPE = "text/csv"
SHEET_HEADER = ["round", "player", "points", "total", "rack_o"]
WON_SHEET_HEADER = ["round", "player", "wins", "total", "won"]
HISTORY_HEADER = ["sheet", "created_at", "ruleset", "rounds", "player_id", "player", "total", "won"]


def _doc(description: str, example: str) -> dict[str, Any]:
    return {"responses": {200: {"content": {MEDIA_TYPE: {
        "schema": {"type": "string", "description": description}, "example": example}}}}}


SHEET_CSV_DOC = _doc(
    "with Accept: text/csv, the rounds as CSV: a line a player a round (round, player, points, "
    "total after it, rack_o); a sheet that counts won rounds gives wins and won instead of points "
    "and rack_o",
    "round,player,points,total,rack_o\r\n1,Ann,75,75,true\r\n1,Bo,15,15,false\r\n")
HISTORY_CSV_DOC = _doc(
    "with Accept: text/csv, every sheet of the table, newest first, as CSV: a line a player a "
    "game (sheet, created_at, ruleset, rounds, player_id, player, total, won); `limit` is ignored",
    "sheet,created_at,ruleset,rounds,player_id,player,total,won\r\n"
    "3q2bJ7rXo1Dd0bqT,2026-12-03T20:15:00+00:00,hasbro,9,1,Ann,515,true\r\n")


def wanted() -> bool:
    """The client prefers CSV to JSON (`Accept: text/csv`)."""
    best = request.accept_mimetypes.best_match(["application/json", MEDIA_TYPE])
    return best == MEDIA_TYPE and request.accept_mimetypes[MEDIA_TYPE] > 0


def _cell(value: Any) -> Any:
    if isinstance(value, bool):
        return "true" if value else "false"
    return value


def _name(name: str) -> str:
    """A name typed by a person, kept from being read as a formula."""
    return "'" + name if name[:1] in ("=", "+", "-", "@", "\t", "\r") else name


def answer(rows: Iterable[Sequence[Any]], filename: str) -> Response:
    """200 with the rows as CSV, to be saved as `filename`."""
    out = io.StringIO()
    writer = csv.writer(out)
    for row in rows:
        writer.writerow([_cell(v) for v in row])
    response = Response(out.getvalue(), mimetype=MEDIA_TYPE, headers={
        "Content-Disposition": f'attachment; filename="{filename}"', "Cache-Control": "no-cache"})
    response.vary.add("Accept")
    return response


def sheet_rows(sheet: Mapping[str, Any]) -> list[list[Any]]:
    """A sheet (as GET answers it) a line a player a round."""
    won = KINDS[sheet["game"]].sheet.counts_wins
    rows: list[list[Any]] = [WON_SHEET_HEADER if won else SHEET_HEADER]
    for played in sheet["rounds"]:
        for p in played["players"]:
            rows.append([played["number"], _name(p["player"]), p["wins"] if won else p["points"], p["total"],
                         p["won"] if won else p["rack_o"]])
    return rows


def history_rows(sheets: Sequence[Mapping[str, Any]]) -> list[list[Any]]:
    """A table's sheets (as its list presents them) a line a player a game."""
    rows: list[list[Any]] = [HISTORY_HEADER]
    for sheet in sheets:
        for p in sheet["players"]:
            rows.append([sheet["id"], sheet["created_at"], sheet["ruleset"], sheet["round_count"],
                         p["id"], _name(p["name"]), p["total"], p["id"] in sheet["winners"]])
    return rows
