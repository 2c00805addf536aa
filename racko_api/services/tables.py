"""Table use cases: make a table, read it, add or rename a player, make a sheet for it, and
its statistics.

A table's edit token is made and kept like a sheet's (`services.tokens`: shown once, stored as
its hash). Each write is one transaction that locks the table's row and moves its version on;
writes to its sheets move it on too (`services.table_ledger`), so the version is the ETag of
the table and of its statistics. Refusals are domain errors; no HTTP here.
"""

from __future__ import annotations

import re
import secrets
from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from typing import Any

from racko_api.core.errors import FieldError, InvalidInput
from racko_api.core.names import name_key
from racko_api.core.words import tr
from racko_api.games.kinds import kind_of

from ..store import table_queries as queries
from ..store.clock import as_utc, utcnow
from ..store.idempotency import Reply
from ..store.tables import Table
from ..store.transactions import atomic
from . import scoresheets, sheet_rounds
from .errors import Conflict, NotFound
from .idempotency import Result, replay_or_run
from .outlets import Outlets
from .table_ledger import winning_seats
from .tokens import hash_token, new_token, verify_token
from .versions import NO_VERSION, Versions

CREATE_SCOPE = "POST /v1/tables"
TABLE_ID = re.compile(r"[A-Za-z0-9_-]{1,32}")
MAX_PLAYERS = 20  # friends who play together: a table, not a club
MAX_SHEETS = 10_000  # a game an evening for a quarter of a century
SHEETS_LISTED = 50  # the newest sheets GET lists unless asked for more


def _bad(field: str, message: str) -> InvalidInput:
    return InvalidInput(message, errors=(FieldError(field, message),))


def _not_found(table_id: str) -> NotFound:
    return NotFound(tr("no table {table!r}", table=table_id))


def _unique(names: Sequence[str], field: str = "players") -> None:
    keys = [name_key(name) for name in names]
    for i, name in enumerate(names):
        first = names[keys.index(keys[i])]
        if first == name and names.index(name) != i:
            raise _bad(f"{field}/{i}", tr("player {name!r} appears twice; names are unique at a "
                                          "table", name=name))
        if first != name:
            raise _bad(f"{field}/{i}", tr("players {first!r} and {name!r} differ only in case; "
                                          "names are unique at a table", first=first, name=name))


# --- presenting -------------------------------------------------------------------------------------

def _time(value: Any) -> str:
    return as_utc(value).isoformat()


def present_sheet(sheet: Any, names: Mapping[int, str]) -> dict[str, Any]:
    """One of the table's sheets as its list shows it: who played (by id, named as the table
    names them now), their totals, and who won."""
    standing = sheet_rounds.standing_of(sheet.teams, sheet.totals, sheet.target)
    seats = winning_seats(sheet.players, sheet.teams, standing.winner)
    return {
        "id": sheet.id, "game": sheet.game, "ruleset": sheet.ruleset, "target": sheet.target,
        "round_count": sheet.round_count,
        "players": [{"id": pid, "name": names.get(pid, name), "total": sheet.totals[name]}
                    for pid, name in zip(sheet.player_ids, sheet.players, strict=True)],
        "winner": standing.winner,
        "winners": [sheet.player_ids[i] for i in seats],
        "created_at": _time(sheet.created_at), "updated_at": _time(sheet.updated_at),
    }


def present_table(table: Any, players: Sequence[Any], sheets: Sequence[Any]) -> dict[str, Any]:
    names = {p.id: p.name for p in players}
    return {
        "id": table.id, "name": table.name,
        "players": [{"id": p.id, "name": p.name} for p in players],
        "sheet_count": table.sheet_count,
        "sheets": [present_sheet(s, names) for s in sheets],
        "version": table.version,
        "created_at": _time(table.created_at), "updated_at": _time(table.updated_at),
    }


# --- create -------------------------------------------------------------------------------------------

def create(body: Mapping[str, Any], idempotency_key: str | None, *, ttl_hours: int,
           outlets: Outlets) -> Result:
    """A new table with its players (ids 1, 2, ... in the order given) and its edit token, shown
    once and stored only as a hash."""
    names = list(body["players"])
    _unique(names)

    def action() -> Reply:
        token = new_token()
        now = utcnow()
        table = Table(id=secrets.token_urlsafe(12), name=body["name"], edit_token_hash=hash_token(token),
                      player_count=len(names), sheet_count=0, version=1, created_at=now,
                      updated_at=now)
        queries.add_table(table, names)
        players = [_Player(i, n) for i, n in enumerate(names, start=1)]
        return Reply({**present_table(table, players, []), "edit_token": token}, table.version,
                     created=True, sealed=("edit_token",))

    reply, replayed = atomic(lambda: replay_or_run(CREATE_SCOPE, idempotency_key, body, action,
                                                   ttl_hours))
    if not replayed:
        outlets.count_created("table")
    return Result(reply, replayed)


@dataclass(frozen=True)
class _Player:
    id: int
    name: str


# --- read ---------------------------------------------------------------------------------------------

@dataclass(frozen=True)
class Found:
    """A table's version, and what a read answers (None when the reader holds that version)."""

    version: int
    body: dict[str, Any] | None


def table_version(table_id: str) -> int:
    version = queries.table_version(table_id) if TABLE_ID.fullmatch(table_id) else None
    if version is None:
        raise _not_found(table_id)
    return version


def read(table_id: str, held: Versions = NO_VERSION, limit: int = SHEETS_LISTED) -> Found:
    """The table: its players, and its newest `limit` sheets with their winners."""
    version = table_version(table_id)
    if version in held:
        return Found(version, None)
    table = queries.table(table_id)
    if table is None:
        raise _not_found(table_id)
    return Found(table.version, present_table(table, queries.players(table_id),
                                              queries.sheets(table_id, limit)))


def history(table_id: str) -> list[dict[str, Any]]:
    """Every one of the table's sheets, newest first, as its list presents them (for an export)."""
    table_version(table_id)
    names = {p.id: p.name for p in queries.players(table_id)}
    return [present_sheet(s, names) for s in queries.sheets(table_id)]


# --- write --------------------------------------------------------------------------------------------

def _lock(table_id: str, token: str) -> Any:
    table = queries.lock_table(table_id) if TABLE_ID.fullmatch(table_id) else None
    if table is None:
        raise _not_found(table_id)
    verify_token(token, table.edit_token_hash)
    return table


def _answer(table_id: str) -> Found:
    """The table as a write left it (the writing transaction holds it locked)."""
    table = queries.table(table_id)
    if table is None:
        raise _not_found(table_id)
    return Found(table.version, present_table(table, queries.players(table_id),
                                              queries.sheets(table_id, SHEETS_LISTED)))


def _names_free(table_id: str, names: Sequence[str], but: int | None = None) -> None:
    taken = {name_key(p.name): (p.name, p.id) for p in queries.players(table_id)}
    for name in names:
        kept, pid = taken.get(name_key(name), (name, but))
        if pid != but:
            raise Conflict(tr("{name!r} is a player of this table already (id {id})", name=kept, id=pid))


def add_players(table_id: str, token: str, names: Sequence[str]) -> Found:
    """New players at the table, each with the next id; the table as it is then."""
    _unique(names)

    def work() -> Found:
        table = _lock(table_id, token)
        if table.player_count + len(names) > MAX_PLAYERS:
            raise _bad("players", tr("a table has at most {max_players} players",
                                     max_players=MAX_PLAYERS))
        _names_free(table_id, names)
        first = table.player_count + 1
        queries.add_players(table_id, range(first, first + len(names)), names)
        queries.touch(table_id, players=len(names))
        return _answer(table_id)

    return atomic(work)


def rename_player(table_id: str, token: str, player_id: int, name: str,
                  expected: Versions | None) -> Found:
    """Player `player_id` under a new name; the id, and every game and statistic of the player,
    stay. VersionMismatch when `expected` names versions and the table is at none of them."""

    def work() -> Found:
        table = _lock(table_id, token)
        if expected is not None:
            expected.require(table.version)
        _names_free(table_id, [name], but=player_id)
        # an id past MAX_PLAYERS names no player; asked of the database, one past its integers fails
        if not 1 <= player_id <= MAX_PLAYERS or not queries.rename_player(table_id, player_id, name):
            raise NotFound(tr("table {table!r} has no player {player_id}", table=table_id,
                              player_id=player_id))
        queries.touch(table_id)
        return _answer(table_id)

    return atomic(work)


def _named(body: Mapping[str, Any], names: Mapping[int, str]) -> dict[str, Any]:
    """A sheet's body with the table's player ids (players, teams) given as their names."""
    ids = list(body["players"])
    for i, pid in enumerate(ids):
        if pid not in names:
            raise _bad(f"players/{i}", tr("the table has no player {player_id}", player_id=pid))
        if ids.index(pid) != i:
            raise _bad(f"players/{i}", tr("player {player_id} appears twice", player_id=pid))
    named: dict[str, Any] = {**body, "players": [names[pid] for pid in ids]}
    if body.get("teams"):
        for t, team in enumerate(body["teams"]):
            for i, pid in enumerate(team):
                if pid not in ids:
                    raise _bad(f"teams/{t}/{i}", tr("player {player_id} is not one of the sheet's "
                                                    "players", player_id=pid))
        named["teams"] = [[names[pid] for pid in team] for team in body["teams"]]
    return named


def create_sheet(table_id: str, token: str, body: Mapping[str, Any], idempotency_key: str | None, *,
                 ttl_hours: int, outlets: Outlets) -> Result:
    """A new scoresheet for the table, its players picked from the table's by id; the answer is
    the sheet's, edit token and all (shown once), with the table and its player ids."""

    def work() -> tuple[Reply, bool]:
        table = _lock(table_id, token)

        def action() -> Reply:
            if table.sheet_count >= MAX_SHEETS:
                raise _bad("", tr("a table keeps at most {max_sheets} sheets",
                                  max_sheets=MAX_SHEETS))
            names = {p.id: p.name for p in queries.players(table_id)}
            named = _named(body, names)
            new = kind_of(named["ruleset"]).sheet.new_sheet(named)
            ids = {name: pid for pid, name in names.items()}
            player_ids = [ids[name] for name in new.players]
            reply = scoresheets.add_new_sheet(new, named, table_id=table_id, player_ids=player_ids)
            queries.add_seats(reply.body["id"], table_id, player_ids)
            queries.touch(table_id, sheets=1)
            return reply

        return replay_or_run(f"POST /v1/tables/{table_id}/sheets", idempotency_key, body, action,
                             ttl_hours)

    reply, replayed = atomic(work)
    if not replayed:
        outlets.count_created("scoresheet")
    return Result(reply, replayed)
