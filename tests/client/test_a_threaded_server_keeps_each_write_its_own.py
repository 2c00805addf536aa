"""The database behind the threaded servers of these tests: a write's transaction is its own, so a
read that another thread serves meanwhile (a stream's, a view's) neither commits it nor ends it.
With one connection shared by every thread (the in-memory SQLite database) a lone read switched
that connection to autocommit, which commits whatever another thread had begun: a play's new
version was kept although the play was then run again and answered 412, or a later read's
rollback undid a play already answered (conftest.py: the database these servers use)."""

from __future__ import annotations

import threading
import uuid

from flask import Flask
from sqlalchemy import select, text

from racko_api.extensions import db
from racko_api.store.reading import read_rows, release_session
from racko_api.store.scoresheets import Scoresheet


def _sheet(app: Flask) -> str:
    answer = app.test_client().post("/v1/scoresheets", json={"ruleset": "hasbro", "players": ["Ann", "Bo"]},
                                    headers={"Idempotency-Key": str(uuid.uuid4())})
    assert answer.status_code == 201, answer.get_json()
    return str(answer.get_json()["id"])


def _read_on_another_thread(app: Flask, sheet: str) -> None:
    """What a stream does between two events: a lone read, then it lets its session go."""
    def read() -> None:
        with app.test_request_context("/v1/scoresheets", method="GET"), app.app_context():
            assert read_rows(select(Scoresheet.version).where(Scoresheet.id == sheet), {})
            release_session()
    reader = threading.Thread(target=read)
    reader.start()
    reader.join(30)


def test_a_read_on_another_thread_neither_commits_nor_ends_a_write_under_way(app: Flask) -> None:
    sheet = _sheet(app)
    with app.app_context():
        before = db.session.execute(select(Scoresheet.version).where(Scoresheet.id == sheet)).scalar_one()
        db.session.remove()
        db.session.execute(text("UPDATE scoresheets SET version = version + 1 WHERE id = :id"), {"id": sheet})
        _read_on_another_thread(app, sheet)
        still = db.session.execute(select(Scoresheet.version).where(Scoresheet.id == sheet)).scalar_one()
        db.session.rollback()  # the write is refused after all: nothing of it may stay
        after = db.session.execute(select(Scoresheet.version).where(Scoresheet.id == sheet)).scalar_one()
        db.session.remove()
    assert still == before + 1  # the write still sees its own change, not ended by the read
    assert after == before  # and its rollback took it back: the read had not committed it
