"""The scoresheet queries: a sheet read or locked with its version, its rounds, a round's writes.

Writes run in the request's transaction (`store.transactions.atomic`) after `lock_sheet`; the
sheet's UPDATE checks the version it read (`bump_version`), on SQLite as on PostgreSQL.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass
from datetime import datetime
from typing import Any, Protocol, cast

from sqlalchemy import bindparam, delete, insert, literal, null, select, union_all, update

from ..extensions import db
from .clock import utcnow
from .locking import bump_version, bump_version_if_current, lock_row
from .reading import read_rows
from .scoresheets import Scoresheet, ScoresheetEvent, ScoresheetRound

SHEETS = Scoresheet.__table__
ROUNDS = ScoresheetRound.__table__
EVENTS = ScoresheetEvent.__table__
EVENTS_PAGE = 1_000
MAX_ROUND = 2**31 - 1  # round numbers are 32-bit integers in the database


def _sheet_with_summaries() -> Any:
    """One statement (one moment) for a sheet and its rounds: the sheet's row first, then one
    row per round carrying only its summary, so no sheet column is sent or decoded twice."""
    sheet_row = select(*SHEETS.columns, literal(0).label("n"), null().label("summary")) \
        .where(SHEETS.c.id == bindparam("sheet_id"))
    round_rows = select(*[null() for _ in SHEETS.columns], ROUNDS.c.number, ROUNDS.c.summary) \
        .where(ROUNDS.c.sheet_id == bindparam("sheet_id"))
    return union_all(sheet_row, round_rows).order_by("n")


SHEET_WITH_SUMMARIES = _sheet_with_summaries()
SHEET_VERSION = select(SHEETS.c.version).where(SHEETS.c.id == bindparam("sheet_id"))
ROUND_DOCUMENT = (select(SHEETS.c.version, SHEETS.c.players, SHEETS.c.points, ROUNDS.c.document)
                  .outerjoin(ROUNDS, (ROUNDS.c.sheet_id == SHEETS.c.id)
                             & (ROUNDS.c.number == bindparam("number")))
                  .where(SHEETS.c.id == bindparam("sheet_id")))
SUMMARIES = (select(ROUNDS.c.summary).where(ROUNDS.c.sheet_id == bindparam("sheet_id"))
             .order_by(ROUNDS.c.number))
INSERT_ROUND = insert(ROUNDS)
REWRITE_ROUND = (update(ROUNDS)
                 .where(ROUNDS.c.sheet_id == bindparam("_sheet_id"), ROUNDS.c.number == bindparam("_number"))
                 .values(entry=bindparam("entry"), document=bindparam("document"),
                         summary=bindparam("summary")))
INSERT_EVENT = insert(EVENTS)


class SheetRecord(Protocol):
    """A sheet's columns as attributes: a `lock_sheet` record, a copy of one, or a new sheet
    (`Scoresheet`). `save_totals` leaves a record holding what it wrote."""

    id: str
    game: str
    ruleset: str
    options: dict[str, Any]
    players: list[str]
    teams: list[list[str]] | None
    target: int
    edit_token_hash: str
    totals: dict[str, int]
    round_count: int
    points: list[list[int]]
    event_count: int
    version: int
    created_at: datetime
    updated_at: datetime
    table_id: str | None
    player_ids: list[int] | None


@dataclass(frozen=True)
class RoundDocument:
    """A round's stored document (None when the sheet has no such round), the sheet's version,
    and what its running totals are added up from: the sheet's players and ledger."""

    sheet_version: int
    document: str | None
    players: list[str]
    points: list[list[int]]


def sheet_and_summaries(sheet_id: str) -> tuple[Any, list[str]] | None:
    """The sheet's row (its columns as attributes) and its rounds' summaries; None if no sheet."""
    rows = read_rows(SHEET_WITH_SUMMARIES, {"sheet_id": sheet_id})
    if not rows or rows[0].n != 0:
        return None
    return rows[0], [row.summary for row in rows[1:]]


def sheet_version(sheet_id: str) -> int | None:
    rows = read_rows(SHEET_VERSION, {"sheet_id": sheet_id})
    return rows[0].version if rows else None


def round_document(sheet_id: str, number: int) -> RoundDocument | None:
    """Round `number`'s document with the sheet's version; None if there is no sheet."""
    number = number if 0 <= number <= MAX_ROUND else 0  # beyond any integer column: no such round
    rows = read_rows(ROUND_DOCUMENT, {"sheet_id": sheet_id, "number": number})
    if not rows:
        return None
    row = rows[0]
    return RoundDocument(row.version, row.document, row.players, row.points)


# --- in the writing transaction ---------------------------------------------------------------------

def lock_sheet(sheet_id: str) -> SheetRecord | None:
    """The sheet, locked for the rest of the transaction (SELECT ... FOR UPDATE), with its version:
    a plain record of its columns (`store.locking.lock_row`), written with `save_totals`."""
    # lock_row's record has every column of the sheet's table as an attribute.
    return cast("SheetRecord | None", lock_row(Scoresheet, sheet_id))


def add_sheet(sheet: Scoresheet) -> None:
    db.session.add(sheet)
    db.session.flush()


def summaries(sheet_id: str) -> list[str]:
    """Every round's summary, in order, as the transaction sees them."""
    return list(db.session.connection().scalars(SUMMARIES, {"sheet_id": sheet_id}))


def insert_round(row: Mapping[str, Any]) -> None:
    db.session.connection().execute(INSERT_ROUND, dict(row))


def rewrite_round(sheet_id: str, number: int, entry: Mapping[str, Any], document: str,
                  summary: str) -> None:
    """Round `number` as corrected: what was typed, its document and summary (one row)."""
    db.session.connection().execute(REWRITE_ROUND, {"_sheet_id": sheet_id, "_number": number,
                                                    "entry": dict(entry), "document": document,
                                                    "summary": summary})


def delete_last_round(sheet_id: str, number: int) -> None:
    db.session.connection().execute(
        delete(ROUNDS).where(ROUNDS.c.sheet_id == sheet_id, ROUNDS.c.number == number))


def _totals(sheet: SheetRecord, totals: Mapping[str, int], points: list[list[int]],
            events: int) -> dict[str, Any]:
    return {"totals": dict(totals), "points": points, "round_count": len(points),
            "event_count": sheet.event_count + events, "updated_at": utcnow()}


def save_totals(sheet: SheetRecord, totals: Mapping[str, int], points: list[list[int]], events: int) -> None:
    """The sheet's new totals and ledger (each round's points; the round count is its length),
    and `events` more in its log; the UPDATE checks and bumps the version."""
    bump_version(sheet, **_totals(sheet, totals, points, events))


def save_totals_if_current(sheet: SheetRecord, totals: Mapping[str, int], points: list[list[int]],
                           events: int) -> bool:
    """`save_totals` on a sheet as this process knew it: False, writing nothing, when the sheet
    is no longer at that version."""
    return bump_version_if_current(sheet, **_totals(sheet, totals, points, events))


def insert_events(sheet: SheetRecord, events: list[str]) -> None:
    """Insert the write's events (JSON text), numbered on from the sheet's count before it, at
    the version it led to; `save_totals` has already counted them."""
    first = sheet.event_count - len(events) + 1
    rows = [{"sheet_id": sheet.id, "seq": first + i, "version": sheet.version, "data": data}
            for i, data in enumerate(events)]
    db.session.connection().execute(INSERT_EVENT, rows[0] if len(rows) == 1 else rows)


SHEET_EVENTS_AFTER = (select(EVENTS.c.seq, EVENTS.c.data)
                      .where(EVENTS.c.sheet_id == bindparam("sheet_id"), EVENTS.c.seq > bindparam("after"))
                      .order_by(EVENTS.c.seq).limit(EVENTS_PAGE))
LAST_SHEET_EVENT = (select(EVENTS.c.seq, EVENTS.c.data).where(EVENTS.c.sheet_id == bindparam("sheet_id"))
                    .order_by(EVENTS.c.seq.desc()).limit(1))


@dataclass(frozen=True)
class SheetEvents:
    """A sheet's version and last event (seq, data) when read, then its events after a number."""

    version: int
    last: Any
    rows: list[Any]


def events_after(sheet_id: str, after: int) -> SheetEvents | None:
    """The sheet's version and last event, then up to EVENTS_PAGE events after `after`, read in
    that order (so the events reach at least that last one); None if there is no sheet."""
    version = sheet_version(sheet_id)
    if version is None:
        return None
    last = read_rows(LAST_SHEET_EVENT, {"sheet_id": sheet_id})
    rows = read_rows(SHEET_EVENTS_AFTER, {"sheet_id": sheet_id, "after": after})
    return SheetEvents(version, last[0] if last else None, rows)
