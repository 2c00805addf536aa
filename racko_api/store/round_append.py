"""A round added on PostgreSQL in one statement: the sheet's versioned UPDATE, the round's INSERT
and the idempotency record's INSERT, as data-modifying parts of one WITH query.

One statement is atomic on its own, so it runs outside any transaction: one round trip where the
locked path (BEGIN, SELECT ... FOR UPDATE, three writes, COMMIT) takes six. The round and the
record are inserted only from the row the UPDATE returns, so nothing is written unless the sheet
is still at the version the round was scored against; the UPDATE holds the row's lock until the
statement ends, so two writers still take turns. The record is a plain INSERT: a key already
taken (a retry, or an expired record) fails the whole statement with an IntegrityError.
SQLite has no data-modifying WITH: `supported` tells the caller to take the locked path there.
The sheet's read and this statement run on the driver's cursor (`store.driver`).
"""

from __future__ import annotations

from collections.abc import Mapping
from functools import cache
from types import SimpleNamespace
from typing import Any

from sqlalchemy import Connection, Dialect, bindparam, insert, select, update

from . import driver
from .idempotency import IdempotencyRecord
from .scoresheets import Scoresheet, ScoresheetRound

SHEETS = Scoresheet.__table__
ROUNDS = ScoresheetRound.__table__
RECORDS = IdempotencyRecord.__table__
ROUND_COLUMNS = ("number", "entry", "totals", "document", "summary", "created_at")
RECORD_COLUMNS = tuple(c.name for c in RECORDS.columns)


SHEET = select(SHEETS).where(SHEETS.c.id == bindparam("sheet_id"))


def supported(dialect: Dialect) -> bool:
    return dialect.name == "postgresql"


def read_sheet(connection: Connection, sheet_id: str) -> SimpleNamespace | None:
    """The sheet's row as a plain copy of its columns (None if there is none), read on the driver
    (`store.driver`): the read the round is scored against."""
    return driver.first(connection, SHEET, {"sheet_id": sheet_id})


def _param(table: Any, name: str, key: str) -> Any:
    """A bound value typed as the column it goes into (PostgreSQL needs the type in a SELECT list);
    its key is not a column's name, which an UPDATE would take for that column's new value."""
    return bindparam(key, type_=table.c[name].type)


@cache
def _statement(with_record: bool) -> Any:
    bumped = (update(SHEETS)
              .where(SHEETS.c.id == bindparam("sheet_id"), SHEETS.c.version == bindparam("read"))
              .values(totals=_param(ROUNDS, "totals", "round_totals"),
                      round_count=_param(ROUNDS, "number", "round_number"),
                      updated_at=_param(ROUNDS, "created_at", "round_created_at"),
                      version=SHEETS.c.version + 1)
              .returning(SHEETS.c.id)
              .cte("bumped"))
    new_round = (insert(ROUNDS)
                 .from_select(["sheet_id", *ROUND_COLUMNS],
                              select(bumped.c.id, *(_param(ROUNDS, c, f"round_{c}") for c in ROUND_COLUMNS)))
                 .returning(ROUNDS.c.number))
    if not with_record:
        return new_round.add_cte(bumped)
    added = new_round.cte("added")
    return (insert(RECORDS)
            .from_select(list(RECORD_COLUMNS),
                         select(*(_param(RECORDS, c, f"record_{c}") for c in RECORD_COLUMNS))
                         .select_from(added))
            .returning(RECORDS.c.key_hash)
            .add_cte(bumped, added))


def append_round(connection: Connection, sheet_id: str, read_version: int, row: Mapping[str, Any],
                 record: Mapping[str, Any] | None) -> bool:
    """Add round `row` (with the sheet's new totals) and, if given, the idempotency record, in one
    statement. False when the sheet is no longer at `read_version` (nothing written)."""
    params = {"sheet_id": sheet_id, "read": read_version, **{f"round_{c}": row[c] for c in ROUND_COLUMNS}}
    if record is not None:
        params.update({f"record_{c}": record[c] for c in RECORD_COLUMNS})
    cursor = driver.execute(connection, _statement(record is not None), params)
    try:
        return cursor.fetchone() is not None
    finally:
        cursor.close()
