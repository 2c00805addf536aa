"""A connection the server dropped (a restart, an idle timeout) is replaced when a request finds
it dead, and the request runs again on a fresh one: reads and writes after it answer as if
nothing had happened (PostgreSQL), with no ping on every request to find out beforehand."""

from __future__ import annotations

import uuid
from collections.abc import Iterator

import pytest
from flask import Flask
from flask_migrate import upgrade

from racko_api.extensions import db

from .helpers import make_app
from .pg import admin_connection, require_postgres, scratch_database, url

SHEET = {"ruleset": "hasbro", "players": ["Ann", "Bo"]}
GAME = {"ruleset": "hasbro", "seats": [{"name": "Ann"}, {"name": "Bot", "bot": "basic"}]}
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


def test_game_reads_and_readiness_after_a_restart_answer_too(own_app: Flask) -> None:
    client = own_app.test_client()
    game = client.post("/v1/games", json=GAME).get_json()
    (token,) = [s["token"] for s in game["seats"] if s.get("token")]
    seat = {"Authorization": f"Bearer {token}"}
    assert client.post(f"/v1/games/{game['id']}/contribution", json={"contribution": "Ann's dice"},
                       headers=seat).status_code == 200  # deals round 1
    assert client.get(f"/v1/games/{game['id']}/view", headers=seat).status_code == 200
    _end_every_session(own_app)
    view = client.get(f"/v1/games/{game['id']}/view", headers=seat)
    assert view.status_code == 200, view.get_json()
    _end_every_session(own_app)
    events = client.get(f"/v1/games/{game['id']}/events")
    assert events.status_code == 200, events.get_json()
    _end_every_session(own_app)
    moved = client.post(f"/v1/games/{game['id']}/actions", json=view.get_json()["legal_actions"][0],
                        headers=seat)
    assert moved.status_code == 200, moved.get_json()
    _end_every_session(own_app)
    ready = client.get("/readyz")
    assert ready.status_code == 200, ready.get_json()


def test_a_round_whose_connection_was_lost_is_added_once(own_app: Flask) -> None:
    """The unit of work runs again from the start on a fresh connection: one round, not two."""
    client = own_app.test_client()
    created = client.post("/v1/scoresheets", json=SHEET).get_json()
    auth = {"Authorization": f"Bearer {created['edit_token']}", "Idempotency-Key": str(uuid.uuid4())}
    url = f"/v1/scoresheets/{created['id']}"
    assert client.post(f"{url}/rounds", json=ROUND, headers=auth).status_code == 201
    _end_every_session(own_app)
    again = client.post(f"{url}/rounds", json=ROUND, headers=auth)  # the same key: a replay
    assert again.status_code == 201 and again.get_json()["number"] == 1
    _end_every_session(own_app)
    auth["Idempotency-Key"] = str(uuid.uuid4())
    second = client.post(f"{url}/rounds", json=ROUND, headers=auth)
    assert second.status_code == 201 and second.get_json()["number"] == 2
    assert client.get(url).get_json()["round_count"] == 2
