"""The version column, the row lock and the retrying transaction that keep writes exact: one
style (`lock_row`, then `bump_version`) for sheets and games, the same on both databases."""

from __future__ import annotations

import os
from typing import Any

import pytest
from sqlalchemy import text
from sqlalchemy.exc import OperationalError
from sqlalchemy.orm.exc import StaleDataError

from racko_api.extensions import db
from racko_api.store.games import Game
from racko_api.store.locking import bump_version, lock_row
from racko_api.store.scoresheets import Scoresheet
from racko_api.store.transactions import atomic

ON_POSTGRES = os.environ.get("TEST_DATABASE_URL", "").startswith("postgresql")


def new_sheet(sheet_id: str = "sheet-1") -> Scoresheet:
    return Scoresheet(id=sheet_id, game="rack-o", ruleset="hasbro", options={}, players=["Ann", "Bo"],
                      teams=None, target=500, edit_token_hash="0" * 64, totals={"Ann": 0, "Bo": 0},
                      round_count=0)


def new_game(game_id: str = "game-1") -> Game:
    return Game(id=game_id, kind="rack-o", ruleset="hasbro", options={}, seats=[{"name": "Ann"}],
                token_hashes=[None], invitation_hashes=[None], seed=None, state="{}", phase="play",
                event_count=0)


@pytest.mark.parametrize("make", [new_sheet, new_game])
def test_a_new_row_starts_at_version_1_and_every_update_bumps_it(app, make) -> None:
    with app.app_context():
        row = make()
        db.session.add(row)
        db.session.commit()
        assert row.version == 1
        model, ident = type(row), row.id
        for expected in (2, 3):
            locked = lock_row(model, ident)
            bump_version(locked, event_count=expected)
            db.session.commit()
            assert locked.version == expected
        db.session.expire_all()
        assert db.session.get(model, ident).version == 3


def test_the_orm_writes_no_version_of_its_own(app) -> None:
    """One style: a change made through the ORM leaves the version alone (only `bump_version`
    moves it), so no write depends on the session's unit of work to check it."""
    with app.app_context():
        sheet = new_sheet()
        db.session.add(sheet)
        db.session.commit()
        sheet.round_count = 1
        db.session.commit()
        assert db.session.get(Scoresheet, "sheet-1").version == 1


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


def test_a_game_written_over_a_stale_read_fails_too(app) -> None:
    with app.app_context():
        db.session.add(new_game())
        db.session.commit()
        mine, theirs = lock_row(Game, "game-1"), lock_row(Game, "game-1")
        bump_version(mine, state='{"mine": 1}', phase="play")
        db.session.commit()
        with pytest.raises(StaleDataError):
            bump_version(theirs, state='{"theirs": 1}', phase="play")
        db.session.rollback()
        assert db.session.get(Game, "game-1").state == '{"mine": 1}'


@pytest.mark.skipif(not ON_POSTGRES, reason="row locks are PostgreSQL's (TEST_DATABASE_URL)")
@pytest.mark.parametrize(("make", "table"), [(new_sheet, "scoresheets"), (new_game, "games")])
def test_a_lock_holds_the_row_until_the_transaction_ends(app, make, table) -> None:
    with app.app_context():
        row = make()
        db.session.add(row)
        db.session.commit()
        assert lock_row(type(row), row.id) is not None
        probe = text(f"SELECT id FROM {table} WHERE id = '{row.id}' FOR UPDATE NOWAIT")
        with db.engine.connect() as other, pytest.raises(OperationalError, match="lock"):
            other.execute(probe)
        db.session.rollback()
        with db.engine.connect() as other:
            other.execute(probe)


@pytest.mark.parametrize("model", [Scoresheet, Game])
def test_locking_a_missing_row_is_none(app, model) -> None:
    with app.app_context():
        assert lock_row(model, "nope") is None
