"""A round added on PostgreSQL in one statement: all of it is written, or none of it.

The statement writes the sheet (checking its version, round count and totals), the round and the
idempotency record; each way it can refuse (a sheet not as read, a key already taken) must leave
all three untouched, and a sheet not as read is told as it is.
SQLite has no data-modifying WITH and always takes the locked path.
"""

from __future__ import annotations

import os
from datetime import timedelta
from typing import Any

import pytest
from sqlalchemy import func, select
from sqlalchemy.exc import IntegrityError

from racko_api.extensions import db
from racko_api.store import round_append
from racko_api.store.clock import utcnow
from racko_api.store.idempotency import IdempotencyRecord
from racko_api.store.scoresheets import Scoresheet, ScoresheetRound
from racko_api.store.sheet_states import SheetState

pytestmark = pytest.mark.skipif(
    not os.environ.get("TEST_DATABASE_URL", "").startswith("postgresql"),
    reason="the one-statement write is PostgreSQL's (TEST_DATABASE_URL)")


def _sheet() -> Scoresheet:
    return Scoresheet(id="sheet-1", ruleset="hasbro", options={}, players=["Ann", "Bo"], teams=None,
                      target=500, edit_token_hash="0" * 64, totals={"Ann": 0, "Bo": 0}, round_count=0)


def _round(number: int, totals: dict[str, int]) -> dict[str, Any]:
    return {"number": number, "entry": {"entries": []}, "totals": totals, "document": "{}",
            "summary": "{}", "created_at": utcnow()}


def _record(key_hash: str) -> dict[str, Any]:
    now = utcnow()
    return {"scope": "POST /v1/scoresheets/sheet-1/rounds", "key_hash": key_hash,
            "fingerprint": "f" * 64, "status": 201, "headers": {}, "body": {"number": 1},
            "sealed": [], "created_at": now, "expires_at": now + timedelta(hours=24)}


def _state() -> tuple[int, dict[str, int], int, int]:
    """The sheet's version and totals, how many rounds it has, how many keys are stored."""
    db.session.expire_all()
    sheet = db.session.get(Scoresheet, "sheet-1")
    rounds = db.session.scalar(select(func.count()).select_from(ScoresheetRound))
    records = db.session.scalar(select(func.count()).select_from(IdempotencyRecord))
    db.session.rollback()
    return sheet.version, sheet.totals, rounds, records


@pytest.fixture()
def sheet_at_version_1(app):
    with app.app_context():
        db.session.add(_sheet())
        db.session.commit()
        yield


AT_START = SheetState(1, 0, {"Ann": 0, "Bo": 0})
AFTER_ONE = SheetState(2, 1, {"Ann": 75, "Bo": 5})


def _append(read: SheetState, number: int, record: dict[str, Any] | None) -> round_append.Appended:
    with db.engine.connect() as connection:
        connection.execution_options(isolation_level="AUTOCOMMIT")
        return round_append.append_round(connection, "sheet-1", read,
                                         _round(number, {"Ann": 75, "Bo": 5}), record)


def test_one_statement_writes_the_sheet_the_round_and_the_key(sheet_at_version_1) -> None:
    assert _append(AT_START, number=1, record=_record("a" * 64)) == round_append.Appended(True)
    assert _state() == (2, {"Ann": 75, "Bo": 5}, 1, 1)


def test_without_a_key_it_writes_the_sheet_and_the_round(sheet_at_version_1) -> None:
    assert _append(AT_START, number=1, record=None) == round_append.Appended(True)
    assert _state() == (2, {"Ann": 75, "Bo": 5}, 1, 0)


@pytest.mark.parametrize("read", [
    SheetState(7, 0, {"Ann": 0, "Bo": 0}),  # another version
    SheetState(1, 3, {"Ann": 0, "Bo": 0}),  # the version, but another round count
    SheetState(1, 0, {"Ann": 0, "Bo": 10}),  # the version, but other totals
], ids=["version", "round-count", "totals"])
@pytest.mark.parametrize("keyed", [True, False], ids=["key", "no-key"])
def test_a_sheet_not_as_read_gets_nothing_written_and_its_state_is_told(
        sheet_at_version_1, read, keyed) -> None:
    appended = _append(read, number=1, record=_record("a" * 64) if keyed else None)
    assert appended == round_append.Appended(False, AT_START)
    assert _state() == (1, {"Ann": 0, "Bo": 0}, 0, 0)


def test_totals_are_compared_as_values_not_as_text(sheet_at_version_1) -> None:
    reordered = SheetState(1, 0, {"Bo": 0, "Ann": 0})
    assert _append(reordered, number=1, record=None).written


def test_the_state_told_is_the_one_to_write_after(sheet_at_version_1) -> None:
    assert _append(AT_START, number=1, record=None).written
    moved = _append(AT_START, number=2, record=_record("b" * 64))
    assert moved == round_append.Appended(False, AFTER_ONE)
    assert _append(moved.now, number=2, record=_record("b" * 64)).written
    assert _state() == (3, {"Ann": 75, "Bo": 5}, 2, 1)


def test_a_sheet_that_is_not_there_gets_nothing_written(app) -> None:
    with app.app_context():
        assert _append(AT_START, number=1, record=_record("c" * 64)) == round_append.Appended(False)
        assert db.session.scalar(select(func.count()).select_from(ScoresheetRound)) == 0
        assert db.session.scalar(select(func.count()).select_from(IdempotencyRecord)) == 0


def test_a_key_already_taken_undoes_the_sheet_and_the_round_too(sheet_at_version_1) -> None:
    assert _append(AT_START, number=1, record=_record("a" * 64)).written
    with pytest.raises(IntegrityError):
        _append(AFTER_ONE, number=2, record=_record("a" * 64))
    assert _state() == (2, {"Ann": 75, "Bo": 5}, 1, 1)
