"""The table queries: a table and its players, its sheets newest first, the rows its sheets'
writes keep (`sheet_seats`, `round_scores`), and its statistics as aggregates.

Every statistic is one GROUP BY over indexed columns of one table's rows, the same SQL on SQLite
and PostgreSQL; nothing here loops over rounds.
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping, Sequence
from typing import Any

from sqlalchemy import and_, bindparam, case, delete, func, insert, select, update
from sqlalchemy.orm import aliased

from ..extensions import db
from .clock import utcnow
from .locking import lock_row
from .reading import read_rows
from .scoresheets import Scoresheet
from .tables import RoundScore, SheetSeat, Table, TablePlayer

TABLES = Table.__table__
PLAYERS = TablePlayer.__table__
SEATS = SheetSeat.__table__
ROUND_SCORES = RoundScore.__table__
SHEETS = Scoresheet.__table__

TABLE = select(TABLES).where(TABLES.c.id == bindparam("table_id"))
TABLE_VERSION = select(TABLES.c.version).where(TABLES.c.id == bindparam("table_id"))
PLAYERS_OF = (select(PLAYERS.c.id, PLAYERS.c.name).where(PLAYERS.c.table_id == bindparam("table_id"))
              .order_by(PLAYERS.c.id))
SHEET_COLUMNS = (SHEETS.c.id, SHEETS.c.game, SHEETS.c.ruleset, SHEETS.c.players, SHEETS.c.player_ids,
                 SHEETS.c.teams, SHEETS.c.target, SHEETS.c.totals, SHEETS.c.round_count,
                 SHEETS.c.created_at, SHEETS.c.updated_at)
NEWEST_SHEETS = (select(*SHEET_COLUMNS).where(SHEETS.c.table_id == bindparam("table_id"))
                 .order_by(SHEETS.c.created_at.desc(), SHEETS.c.id.desc()))


# --- reads ----------------------------------------------------------------------------------------

def table_version(table_id: str) -> int | None:
    rows = read_rows(TABLE_VERSION, {"table_id": table_id})
    return rows[0].version if rows else None


def table(table_id: str) -> Any | None:
    rows = read_rows(TABLE, {"table_id": table_id})
    return rows[0] if rows else None


def players(table_id: str) -> list[Any]:
    """The table's players (id, name), by id."""
    return read_rows(PLAYERS_OF, {"table_id": table_id})


def sheets(table_id: str, limit: int | None = None) -> list[Any]:
    """The table's sheets, newest first (at most `limit`)."""
    statement = NEWEST_SHEETS if limit is None else NEWEST_SHEETS.limit(limit)
    return read_rows(statement, {"table_id": table_id})


def _count_if(condition: Any) -> Any:
    return func.sum(case((condition, 1), else_=0))


R = ROUND_SCORES.c
ROUND_STATS = (select(R.player_id, func.count().label("rounds"),
                      func.count(R.points).label("scored_rounds"),
                      func.sum(R.points).label("points"),
                      func.max(R.points).label("best_round"),
                      _count_if(and_(R.went_out, R.points.is_not(None))).label("rack_os"),
                      _count_if(and_(R.went_out, R.points.is_(None))).label("super_rack_os"),
                      func.max(R.longest_run).label("longest_run"))
               .where(R.table_id == bindparam("table_id")).group_by(R.player_id))
S = SEATS.c
GAME_STATS = (select(S.player_id, func.count().label("games"),
                     _count_if(S.won).label("won"))
              .where(S.table_id == bindparam("table_id")).group_by(S.player_id))
WINS_BY_EDITION = (select(S.player_id, SHEETS.c.ruleset, func.count().label("won"))
                   .join(SHEETS, SHEETS.c.id == S.sheet_id)
                   .where(S.table_id == bindparam("table_id"), S.won)
                   .group_by(S.player_id, SHEETS.c.ruleset))
_ME, _THEM = aliased(SheetSeat, name="me"), aliased(SheetSeat, name="them")
HEAD_TO_HEAD = (select(_ME.player_id, _THEM.player_id.label("opponent"), func.count().label("games"),
                       _count_if(_ME.won).label("won"), _count_if(_THEM.won).label("lost"))
                .join(_THEM, and_(_THEM.sheet_id == _ME.sheet_id, _THEM.player_id != _ME.player_id))
                .where(_ME.table_id == bindparam("table_id"))
                .group_by(_ME.player_id, _THEM.player_id))


def stats(table_id: str) -> dict[str, list[Any]]:
    """The table's aggregates, each a list of rows keyed by player id: its rounds, its games,
    its wins by ruleset, and each pair of its players' games together."""
    params = {"table_id": table_id}
    return {name: read_rows(statement, params) for name, statement in (
        ("rounds", ROUND_STATS), ("games", GAME_STATS), ("editions", WINS_BY_EDITION),
        ("head_to_head", HEAD_TO_HEAD))}


# --- in the writing transaction ---------------------------------------------------------------------

def add_table(table: Table, names: Sequence[str]) -> None:
    db.session.add(table)
    db.session.flush()
    add_players(table.id, range(1, len(names) + 1), names)


def add_players(table_id: str, ids: Iterable[int], names: Sequence[str]) -> None:
    rows = [{"table_id": table_id, "id": i, "name": n} for i, n in zip(ids, names, strict=True)]
    db.session.connection().execute(insert(PLAYERS), rows)


def lock_table(table_id: str) -> Any | None:
    """The table's row, locked for the rest of the transaction (`store.locking.lock_row`)."""
    return lock_row(Table, table_id)


def rename_player(table_id: str, player_id: int, name: str) -> bool:
    """Player `player_id` of the table under a new name; False if the table has no such player."""
    result = db.session.connection().execute(
        update(PLAYERS).where(PLAYERS.c.table_id == table_id, PLAYERS.c.id == player_id)
        .values(name=name))
    return bool(result.rowcount == 1)


def touch(table_id: str, *, players: int = 0, sheets: int = 0) -> None:
    """The table's version moves on (a write to it or to one of its sheets), counting the players
    and sheets added. A plain UPDATE: on PostgreSQL it holds the row until the commit, so writes
    to a table's sheets take turns for that moment."""
    db.session.connection().execute(
        update(TABLES).where(TABLES.c.id == table_id)
        .values(version=TABLES.c.version + 1, updated_at=utcnow(),
                player_count=TABLES.c.player_count + players,
                sheet_count=TABLES.c.sheet_count + sheets))


def add_seats(sheet_id: str, table_id: str, player_ids: Sequence[int]) -> None:
    rows = [{"sheet_id": sheet_id, "seat": seat, "table_id": table_id, "player_id": pid, "won": False}
            for seat, pid in enumerate(player_ids)]
    db.session.connection().execute(insert(SEATS), rows)


def set_winners(sheet_id: str, seats: Sequence[int]) -> None:
    """The sheet's seats that have won the game (none while it is open)."""
    db.session.connection().execute(
        update(SEATS).where(S.sheet_id == sheet_id)
        .values(won=case((S.seat.in_(list(seats)), True), else_=False)))


def put_round(sheet_id: str, table_id: str, number: int, rows: Sequence[Mapping[str, Any]], *,
              replacing: bool) -> None:
    """Round `number`'s rows (one per seat: seat, player_id, points, went_out, longest_run),
    in place of those it had when `replacing` (a correction)."""
    if replacing:
        drop_round(sheet_id, number)
    db.session.connection().execute(insert(ROUND_SCORES), [
        {**row, "sheet_id": sheet_id, "table_id": table_id, "number": number} for row in rows])


def drop_round(sheet_id: str, number: int) -> None:
    db.session.connection().execute(
        delete(ROUND_SCORES).where(R.sheet_id == sheet_id, R.number == number))

