"""A connection the server dropped (a restart, an idle timeout) is replaced before a request
uses it: reads and writes after it answer as if nothing had happened (PostgreSQL)."""

from __future__ import annotations

from collections.abc import Iterator

import pytest
from flask import Flask
from flask_migrate import upgrade

from racko_api.extensions import db

from .helpers import make_app
from .pg import admin_connection, require_postgres, scratch_database, url

SHEET = {"ruleset": "hasbro", "players": ["Ann", "Bo"]}
ROUND = {"rack_o": "Ann", "entries": [{"player": "Ann", "scoring_cards": 10},
                                      {"player": "Bo", "scoring_cards": 4}]}


@pytest.fixture()
def own_app() -> Iterator[Flask]:
    require_postgres()
    with scratch_database("racko_dropped") as name:
        app = make_app(SQLALCHEMY_DATABASE_URI=url(name))
        with app.app_context():
            upgrade()
        try:
            yield app
        finally:
            with app.app_context():
                db.engine.dispose()


def _end_every_session(app: Flask) -> None:
    """The server ends every session of this database (a restart, say)."""
    database = app.config["SQLALCHEMY_DATABASE_URI"].rsplit("/", 1)[1]
    with admin_connection() as admin:
        ended = admin.execute("SELECT count(pg_terminate_backend(pid)) FROM pg_stat_activity "
                              "WHERE datname = %s AND pid <> pg_backend_pid()", (database,)).fetchone()
    assert ended is not None and ended[0] >= 1


def test_connections_dropped_between_requests_are_replaced_unseen(own_app: Flask) -> None:
    app = own_app
    client = app.test_client()
    created = client.post("/v1/scoresheets", json=SHEET).get_json()
    sheet, token = created["id"], created["edit_token"]
    assert client.get(f"/v1/scoresheets/{sheet}").status_code == 200
    _end_every_session(app)
    read = client.get(f"/v1/scoresheets/{sheet}")
    assert read.status_code == 200, read.get_json()
    _end_every_session(app)
    added = client.post(f"/v1/scoresheets/{sheet}/rounds", json=ROUND,
                        headers={"Authorization": f"Bearer {token}"})
    assert added.status_code == 201, added.get_json()
    _end_every_session(app)
    another = client.post("/v1/scoresheets", json=SHEET)
    assert another.status_code == 201, another.get_json()
