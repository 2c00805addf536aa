"""A pooled connection is pinged before use only after sitting idle: a busy pool pays no extra
round trip, and a connection the server dropped while idle is replaced before a request sees it."""

from __future__ import annotations

import time
from collections.abc import Iterator
from typing import Any

import pytest
from flask import Flask
from flask_migrate import upgrade

from racko_api.db_routing import autocommit_engine
from racko_api.extensions import db
from racko_api.store import pinging

from .helpers import make_app
from .pg import _admin, require_postgres, scratch_database, url

SHEET = {"ruleset": "hasbro", "players": ["Ann", "Bo"]}


@pytest.fixture()
def pings(monkeypatch: pytest.MonkeyPatch) -> list[float]:
    """Every ping the idle check sends, by time."""
    seen: list[float] = []
    real = pinging.ping_when_idle

    def counting(engine: Any, idle_seconds: float) -> None:
        ping = engine.dialect.do_ping
        monkeypatch.setattr(engine.dialect, "do_ping",
                            lambda connection: (seen.append(time.monotonic()), ping(connection))[1])
        real(engine, idle_seconds)

    monkeypatch.setattr(pinging, "ping_when_idle", counting)
    return seen


def _app(name: str, idle: float) -> Flask:
    app = make_app(SQLALCHEMY_DATABASE_URI=url(name), DATABASE_PING_AFTER_IDLE=idle)
    with app.app_context():
        upgrade()
    return app


@pytest.fixture()
def database() -> Iterator[str]:
    require_postgres()
    with scratch_database("racko_ping") as name:
        yield name


def _dispose(app: Flask) -> None:
    with app.app_context():
        db.engine.dispose()
        twin = autocommit_engine()
        if twin is not None:
            twin.dispose()


def test_a_busy_pool_is_never_pinged(database: str, pings: list[float]) -> None:
    app = _app(database, idle=60)
    client = app.test_client()
    sheet = client.post("/v1/scoresheets", json=SHEET).get_json()["id"]
    for _ in range(20):
        assert client.get(f"/v1/scoresheets/{sheet}").status_code == 200
    _dispose(app)
    assert pings == []


def test_an_idle_connection_is_pinged_before_use(database: str, pings: list[float]) -> None:
    app = _app(database, idle=0.2)
    client = app.test_client()
    sheet = client.post("/v1/scoresheets", json=SHEET).get_json()["id"]
    assert client.get(f"/v1/scoresheets/{sheet}").status_code == 200
    assert pings == []  # in use a moment ago
    time.sleep(0.3)
    assert client.get(f"/v1/scoresheets/{sheet}").status_code == 200
    _dispose(app)
    assert len(pings) == 1


def _end_every_session(database: str) -> None:
    """The server ends every session of this database (a restart, say)."""
    with _admin() as admin:
        ended = admin.execute("SELECT count(pg_terminate_backend(pid)) FROM pg_stat_activity "
                              "WHERE datname = %s AND pid <> pg_backend_pid()", (database,)).fetchone()
    assert ended is not None and ended[0] >= 1


def test_a_connection_dropped_while_idle_is_replaced_unseen(database: str, pings: list[float]) -> None:
    app = _app(database, idle=0.2)
    client = app.test_client()
    created = client.post("/v1/scoresheets", json=SHEET).get_json()  # the primary's pool
    sheet, token = created["id"], created["edit_token"]
    assert client.get(f"/v1/scoresheets/{sheet}").status_code == 200  # the autocommit pool
    time.sleep(0.3)
    _end_every_session(database)
    read = client.get(f"/v1/scoresheets/{sheet}")
    assert read.status_code == 200, read.get_json()
    time.sleep(0.3)
    _end_every_session(database)
    added = client.post(f"/v1/scoresheets/{sheet}/rounds", headers={"Authorization": f"Bearer {token}"},
                        json={"rack_o": "Ann", "entries": [{"player": "Ann", "scoring_cards": 10},
                                                           {"player": "Bo", "scoring_cards": 4}]})
    assert added.status_code == 201, added.get_json()
    another = client.post("/v1/scoresheets", json=SHEET)  # the primary's connection, dropped too
    assert another.status_code == 201, another.get_json()
    _dispose(app)
    assert len(pings) == 3  # the autocommit pool's connection twice, then the primary's
