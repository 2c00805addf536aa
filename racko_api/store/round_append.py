"""A round added on PostgreSQL in one statement: the sheet's checked UPDATE, the round's INSERT
and the idempotency record's INSERT, as data-modifying parts of one WITH query.

One statement is atomic on its own, so it runs outside any transaction: one round trip where the
locked path (BEGIN, SELECT ... FOR UPDATE, three writes, COMMIT) takes six. The round and the
record are inserted only from the row the UPDATE returns, and the UPDATE finds the sheet only if
it is still exactly as the round was placed after: the same version, round count and totals.
(The version alone would do for a state just read; a state remembered from an earlier write,
`store.sheet_states`, is held to everything the round was computed from.) The UPDATE holds the
row's lock until the statement ends, so two writers still take turns. When the sheet has moved
on, the same statement answers with its state as it is, so the caller can place the round again
without another read. The record is a plain INSERT: a key already taken (a retry, or an expired
record) fails the whole statement with an IntegrityError. SQLite has no data-modifying WITH:
`supported` tells the caller to take the locked path there. The sheet's read and this statement
run on the driver's cursor (`store.driver`).
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass
from functools import cache
from types import SimpleNamespace
from typing import Any

from sqlalchemy import (
    JSON,
    Connection,
    Dialect,
    bindparam,
    cast,
    exists,
    false,
    insert,
    null,
    select,
    true,
    union_all,
    update,
)
from sqlalchemy.dialects.postgresql import JSONB

from . import driver
from .idempotency import IdempotencyRecord
from .scoresheets import Scoresheet, ScoresheetRound
from .sheet_states import SheetState

SHEETS = Scoresheet.__table__
ROUNDS = ScoresheetRound.__table__
RECORDS = IdempotencyRecord.__table__
ROUND_COLUMNS = ("number", "entry", "totals", "document", "summary", "created_at")
RECORD_COLUMNS = tuple(c.name for c in RECORDS.columns)
STATE_COLUMNS = ("version", "round_count", "totals")  # what a round is placed after


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


@dataclass(frozen=True)
class Appended:
    """What the statement did: wrote everything, or nothing because the sheet moved on (`now`:
    its state as it is) or is not there (`now` None)."""

    written: bool
    now: SheetState | None = None


def _as_read() -> Any:
    """The sheet is still as the round was placed after (totals compared as values, not text)."""
    return ((SHEETS.c.id == bindparam("sheet_id")) & (SHEETS.c.version == bindparam("read_version"))
            & (SHEETS.c.round_count == bindparam("read_round_count"))
            & (cast(SHEETS.c.totals, JSONB) == cast(bindparam("read_totals", type_=JSON), JSONB)))


@cache
def _statement(with_record: bool) -> Any:
    bumped = (update(SHEETS)
              .where(_as_read())
              .values(totals=_param(ROUNDS, "totals", "round_totals"),
                      round_count=_param(ROUNDS, "number", "round_number"),
                      updated_at=_param(ROUNDS, "created_at", "round_created_at"),
                      version=SHEETS.c.version + 1)
              .returning(SHEETS.c.id)
              .cte("bumped"))
    last = (insert(ROUNDS)
            .from_select(["sheet_id", *ROUND_COLUMNS],
                         select(bumped.c.id, *(_param(ROUNDS, c, f"round_{c}") for c in ROUND_COLUMNS)))
            .returning(ROUNDS.c.number)
            .cte("added"))
    parts = [bumped, last]
    if with_record:
        last = (insert(RECORDS)
                .from_select(list(RECORD_COLUMNS),
                             select(*(_param(RECORDS, c, f"record_{c}") for c in RECORD_COLUMNS))
                             .select_from(last))
                .returning(RECORDS.c.key_hash)
                .cte("recorded"))
        parts.append(last)
    written = select(true().label("written"), *(null().label(c) for c in STATE_COLUMNS)).select_from(last)
    # The statement's snapshot: the sheet as it was when the UPDATE did not find it as read.
    moved = (select(false(), *(SHEETS.c[c] for c in STATE_COLUMNS))
             .where(SHEETS.c.id == bindparam("sheet_id"), ~exists(select(bumped.c.id))))
    return union_all(written, moved).add_cte(*parts)


def append_round(connection: Connection, sheet_id: str, read: SheetState, row: Mapping[str, Any],
                 record: Mapping[str, Any] | None) -> Appended:
    """Add round `row` (with the sheet's new totals) and, if given, the idempotency record, in one
    statement, if the sheet is still as `read`; else nothing is written."""
    params = {"sheet_id": sheet_id, "read_version": read.version, "read_round_count": read.round_count,
              "read_totals": read.totals, **{f"round_{c}": row[c] for c in ROUND_COLUMNS}}
    if record is not None:
        params.update({f"record_{c}": record[c] for c in RECORD_COLUMNS})
    found = driver.first(connection, _statement(record is not None), params)
    if found is None:
        return Appended(False)
    if found.written:
        return Appended(True)
    return Appended(False, SheetState(found.version, found.round_count, found.totals))
