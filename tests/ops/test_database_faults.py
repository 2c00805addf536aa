"""With the database away every endpoint that needs it answers 503 problem+json quickly, /readyz
says not ready, and the service recovers by itself when the database returns."""

from __future__ import annotations

import time
from collections.abc import Iterator
from typing import Any

import pytest
from flask import Flask
from flask.testing import FlaskClient
from flask_migrate import upgrade

from benchmarks.tcp_proxy import TcpProxy, free_port

from .helpers import make_app
from .pg import require_postgres, scratch_database, url

QUICK = 4.0  # seconds: connect_timeout is 2; a refused connection answers at once
SHEET = {"ruleset": "hasbro", "players": ["Ann", "Bo"]}
ROUND = {"rack_o": "Ann", "entries": [{"player": "Ann", "scoring_cards": 10},
                                      {"player": "Bo", "scoring_cards": 4}]}
GAME = {"ruleset": "hasbro", "seats": [{"name": "Ann"}, {"name": "Bot", "bot": "basic"}]}
KEY = "0d1e2f3a-4b5c-4d6e-8f70-da7aba5e0001"  # a random (version 4) UUID, as a creation takes


def database_requests(app: Flask) -> list[tuple[str, str, dict[str, Any] | None]]:
    """The endpoints that need the database; each must still be a route of the app, so a renamed
    one fails here instead of dropping out of the test."""
    wanted = [("GET", "/readyz", None),
              ("POST", "/v1/scoresheets", SHEET),
              ("GET", "/v1/scoresheets/AAAAAAAAAAAAAAAAAAAAAA", None),
              ("POST", "/v1/scoresheets/AAAAAAAAAAAAAAAAAAAAAA/rounds", ROUND),
              ("POST", "/v1/games", GAME),
              ("GET", "/v1/games/AAAAAAAAAAAAAAAAAAAAAA", None),
              ("GET", "/v1/games/AAAAAAAAAAAAAAAAAAAAAA/view", None),
              ("GET", "/v1/games/AAAAAAAAAAAAAAAAAAAAAA/events", None),
              ("POST", "/v1/games/AAAAAAAAAAAAAAAAAAAAAA/actions", {"type": "draw_stock"})]
    adapter = app.url_map.bind("localhost")
    for method, path, _body in wanted:
        adapter.match(path, method=method)  # NotFound or MethodNotAllowed: the list is out of date
    return wanted


def _assert_unavailable(client: FlaskClient, method: str, path: str, body: Any) -> None:
    started = time.monotonic()
    headers = {"Authorization": "Bearer not-a-real-token", "Idempotency-Key": KEY}
    response = client.open(path, method=method, json=body, headers=headers)
    elapsed = time.monotonic() - started
    assert response.status_code == 503, (method, path, response.get_data(as_text=True))
    assert response.mimetype == "application/problem+json"
    assert elapsed < QUICK, (method, path, elapsed)
    text = response.get_data(as_text=True)
    assert "Traceback" not in text and "psycopg" not in text and "sqlalchemy" not in text.lower()
    assert response.headers["Retry-After"] == "5"  # DATABASE_RETRY_AFTER, not the limiter's window


def test_a_database_that_is_not_there_gives_503_quickly_and_no_trace() -> None:
    app = make_app(SQLALCHEMY_DATABASE_URI=url("test", port=free_port()))
    client = app.test_client()
    requests = database_requests(app)
    assert requests[0][1] == "/readyz"
    for method, path, body in requests:
        _assert_unavailable(client, method, path, body)
    ready = client.get("/readyz").get_json()
    assert ready["status"] == 503 and "database unreachable" in ready["detail"]
    # Endpoints that do not need the database keep working.
    assert client.get("/livez").status_code == 200
    assert client.get("/v1/rulesets").status_code == 200
    assert client.post("/v1/check/rack", json={"ruleset": "hasbro", "players": 2, "rack": list(
        range(1, 11))}).status_code == 200


@pytest.fixture()
def proxied_app() -> Iterator[tuple[Flask, TcpProxy]]:
    require_postgres()
    with scratch_database("racko_faults") as name:
        proxy = TcpProxy(("127.0.0.1", 5432))
        proxy.start()
        app = make_app(SQLALCHEMY_DATABASE_URI=url(name, port=proxy.port))
        with app.app_context():
            upgrade()
        try:
            yield app, proxy
        finally:
            proxy.stop()
            with app.app_context():
                from racko_api.extensions import db

                db.engine.dispose()


def test_the_service_recovers_by_itself_when_the_database_returns(
        proxied_app: tuple[Flask, TcpProxy]) -> None:
    app, proxy = proxied_app
    client = app.test_client()
    assert client.get("/readyz").status_code == 200
    created = client.post("/v1/scoresheets", json=SHEET)
    assert created.status_code == 201
    sheet, token = created.get_json()["id"], created.get_json()["edit_token"]
    auth = {"Authorization": f"Bearer {token}", "Idempotency-Key": "database-faults-round-1"}
    game = client.post("/v1/games", json=GAME).get_json()
    (seat_token,) = [s["token"] for s in game["seats"] if s.get("token")]
    seat = {"Authorization": f"Bearer {seat_token}"}
    table = f"/v1/games/{game['id']}"
    assert client.post(f"{table}/contribution", json={"contribution": "Ann's dice"},
                       headers=seat).status_code == 200  # deals round 1

    proxy.stop()  # the database goes away, with every pooled connection
    for method, path, body in database_requests(app):
        _assert_unavailable(client, method, path, body)
    _assert_unavailable(client, "GET", f"/v1/scoresheets/{sheet}", None)
    lost = client.post(f"/v1/scoresheets/{sheet}/rounds", json=ROUND, headers=auth)
    assert lost.status_code == 503
    _assert_unavailable(client, "GET", f"{table}/view", None)

    proxy.start()  # and comes back: no restart of the app
    # Right after a failure new connects fail at once for DATABASE_FAIL_FAST (1 s); then it is back.
    deadline = time.monotonic() + 3
    while client.get("/readyz").status_code != 200:
        assert time.monotonic() < deadline, "the service did not recover by itself"
        time.sleep(0.1)
    again = client.get(f"/v1/scoresheets/{sheet}")
    assert again.status_code == 200 and again.get_json()["rounds"] == []
    retried = client.post(f"/v1/scoresheets/{sheet}/rounds", json=ROUND, headers=auth)
    assert retried.status_code == 201
    players = client.get(f"/v1/scoresheets/{sheet}").get_json()["players"]
    assert {p["name"]: p["total"] for p in players} == {"Ann": 75, "Bo": 20}
    view = client.get(f"{table}/view", headers=seat)
    assert view.status_code == 200
    moved = client.post(f"{table}/actions", json=view.get_json()["legal_actions"][0], headers=seat)
    assert moved.status_code == 200 and moved.get_json()["version"] > view.get_json()["version"]
