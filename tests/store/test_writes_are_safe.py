"""The version column, the row lock and the retrying transaction that keep writes exact."""

from __future__ import annotations

import os
from typing import Any

import pytest
from sqlalchemy import text
from sqlalchemy.exc import OperationalError
from sqlalchemy.orm import Session
from sqlalchemy.orm.exc import StaleDataError

from racko_api.extensions import db
from racko_api.store.locking import bump_version, lock_for_update, lock_row
from racko_api.store.scoresheets import Scoresheet
from racko_api.store.transactions import atomic

ON_POSTGRES = os.environ.get("TEST_DATABASE_URL", "").startswith("postgresql")


def new_sheet(sheet_id: str = "sheet-1") -> Scoresheet:
    return Scoresheet(id=sheet_id, ruleset="hasbro", options={}, players=["Ann", "Bo"], teams=None,
                      target=500, edit_token_hash="0" * 64, totals={"Ann": 0, "Bo": 0}, round_count=0)


def test_a_new_sheet_starts_at_version_1_and_every_update_bumps_it(app) -> None:
    with app.app_context():
        sheet = new_sheet()
        db.session.add(sheet)
        db.session.commit()
        assert sheet.version == 1
        sheet.round_count = 1
        db.session.commit()
        assert sheet.version == 2


def test_an_update_based_on_a_stale_read_fails_on_both_databases(app) -> None:
    with app.app_context():
        db.session.add(new_sheet())
        db.session.commit()
        with Session(db.engine) as first, Session(db.engine) as second:
            mine, theirs = first.get(Scoresheet, "sheet-1"), second.get(Scoresheet, "sheet-1")
            assert mine is not None and theirs is not None
            mine.totals = {"Ann": 75, "Bo": 5}
            first.commit()
            theirs.totals = {"Ann": 0, "Bo": 75}
            with pytest.raises(StaleDataError):
                second.commit()
        db.session.expire_all()
        assert db.session.get(Scoresheet, "sheet-1").totals == {"Ann": 75, "Bo": 5}


def test_atomic_retries_a_conflict_and_commits_once(app) -> None:
    calls: list[int] = []

    def work() -> str:
        calls.append(1)
        db.session.add(new_sheet(f"try-{len(calls)}"))
        if len(calls) < 3:
            raise StaleDataError("a concurrent writer got there first")
        return "done"

    with app.app_context():
        assert atomic(work) == "done"
        assert len(calls) == 3
        assert [s.id for s in db.session.query(Scoresheet).all()] == ["try-3"]


def test_atomic_rolls_back_and_raises_anything_else_at_once(app) -> None:
    calls: list[int] = []

    def work() -> Any:
        calls.append(1)
        db.session.add(new_sheet())
        db.session.flush()
        raise ValueError("refused")

    with app.app_context():
        with pytest.raises(ValueError):
            atomic(work)
        assert len(calls) == 1
        assert db.session.get(Scoresheet, "sheet-1") is None


def test_atomic_gives_up_after_its_attempts(app) -> None:
    calls: list[int] = []

    def work() -> None:
        calls.append(1)
        raise StaleDataError("always stale")

    with app.app_context(), pytest.raises(StaleDataError):
        atomic(work, attempts=3)
    assert len(calls) == 3


def test_bump_version_writes_only_over_the_version_it_read(app) -> None:
    with app.app_context():
        db.session.add(new_sheet())
        db.session.commit()
        mine = lock_row(Scoresheet, "sheet-1")
        theirs = lock_row(Scoresheet, "sheet-1")  # read before my write (SQLite: no row locks)
        assert mine is not None and theirs is not None and mine.version == 1
        bump_version(mine, round_count=1, totals={"Ann": 75, "Bo": 5})
        db.session.commit()
        assert mine.version == 2 and mine.round_count == 1
        with pytest.raises(StaleDataError):
            bump_version(theirs, round_count=1, totals={"Ann": 0, "Bo": 75})
        db.session.rollback()
        stored = db.session.get(Scoresheet, "sheet-1")
        assert (stored.version, stored.totals) == (2, {"Ann": 75, "Bo": 5})


@pytest.mark.skipif(not ON_POSTGRES, reason="row locks are PostgreSQL's (TEST_DATABASE_URL)")
@pytest.mark.parametrize("lock", [lock_for_update, lock_row])
def test_a_lock_holds_the_row_until_the_transaction_ends(app, lock) -> None:
    with app.app_context():
        db.session.add(new_sheet())
        db.session.commit()
        assert lock(Scoresheet, "sheet-1") is not None
        with db.engine.connect() as other, pytest.raises(OperationalError, match="lock"):
            other.execute(text("SELECT id FROM scoresheets WHERE id = 'sheet-1' FOR UPDATE NOWAIT"))
        db.session.rollback()
        with db.engine.connect() as other:
            other.execute(text("SELECT id FROM scoresheets WHERE id = 'sheet-1' FOR UPDATE NOWAIT"))


@pytest.mark.parametrize("lock", [lock_for_update, lock_row])
def test_locking_a_missing_row_is_none(app, lock) -> None:
    with app.app_context():
        assert lock(Scoresheet, "nope") is None
