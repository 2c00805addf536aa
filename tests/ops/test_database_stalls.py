"""A slow or stalled PostgreSQL: a row locked by another session, and a network that stops
carrying packets (a proxy that holds every byte). Every request that needs the database answers
503 problem+json with Retry-After within 5 s; /livez answers at once all the while; /readyz says
why it is not ready; and the service recovers by itself once the database answers again."""

from __future__ import annotations

import gc
import threading
import time
import uuid
from collections.abc import Callable, Iterator
from typing import Any, TypeVar

import psycopg
import pytest
from flask import Flask
from flask.testing import FlaskClient
from flask_migrate import upgrade

from benchmarks.tcp_proxy import TcpProxy

from .helpers import make_app
from .pg import PG_HOST, PG_PORT, require_postgres, scratch_database, url
from .test_database_faults import GAME, ROUND, SHEET, database_requests

WITHIN = 5.0  # seconds: the promise to a client
RETRY_AFTER = "5"
LIVEZ_WITHIN = 1.0  # seconds: /livez while a request waits on the stalled database
T = TypeVar("T")


@pytest.fixture()
def stalling() -> Iterator[tuple[Flask, TcpProxy, str]]:
    require_postgres()
    with scratch_database("racko_stalls") as name:
        proxy = TcpProxy((PG_HOST, PG_PORT))
        proxy.start()
        app = make_app(SQLALCHEMY_DATABASE_URI=url(name, port=proxy.port))
        with app.app_context():
            upgrade()
        try:
            yield app, proxy, name
        finally:
            proxy.resume()
            proxy.stop()
            with app.app_context():
                from racko_api.extensions import db

                db.engine.dispose()


def _timed(client: FlaskClient, method: str, path: str, body: Any = None,
           headers: dict[str, str] | None = None) -> tuple[Any, float]:
    started = time.monotonic()
    answer = client.open(path, method=method, json=body, headers=headers or {})
    return answer, time.monotonic() - started


def _unavailable(client: FlaskClient, method: str, path: str, body: Any = None,
                 headers: dict[str, str] | None = None) -> dict[str, Any]:
    answer, elapsed = _timed(client, method, path, body, headers)
    assert answer.status_code == 503, (method, path, answer.status_code, answer.get_data(as_text=True))
    assert elapsed < WITHIN, (method, path, elapsed)
    assert answer.mimetype == "application/problem+json"
    assert answer.headers["Retry-After"] == RETRY_AFTER
    text = answer.get_data(as_text=True)
    assert "Traceback" not in text and "psycopg" not in text
    return dict(answer.get_json())


def _while_livez_answers(app: Flask, action: Callable[[], T]) -> T:
    """Run `action` (a request waiting on the database) while another thread asks /livez, which
    must answer at once every time (within LIVEZ_WITHIN). The test process's own garbage
    collector, after a whole suite, can pause every thread for longer than that, so it waits
    until the probe is over: the pause would be the test's, not the service's."""
    stop, answers = threading.Event(), []

    def probe() -> None:
        client = app.test_client()
        while not stop.is_set():
            answer, elapsed = _timed(client, "GET", "/livez")
            answers.append((answer.status_code, elapsed))
            time.sleep(0.05)

    prober = threading.Thread(target=probe)
    gc.collect()
    gc.disable()
    prober.start()
    try:
        result = action()
    finally:
        stop.set()
        prober.join()
        gc.enable()
    slow = [(status, elapsed) for status, elapsed in answers if status != 200 or elapsed >= LIVEZ_WITHIN]
    assert len(answers) >= 3 and not slow, (len(answers), slow)
    return result


def test_a_row_locked_by_another_session_gives_503_within_5_s(
        stalling: tuple[Flask, TcpProxy, str]) -> None:
    app, _, name = stalling
    client = app.test_client()
    sheet = client.post("/v1/scoresheets", json=SHEET).get_json()
    game = client.post("/v1/games", json=GAME).get_json()
    (seat_token,) = [s["token"] for s in game["seats"] if s.get("token")]
    round_headers = {"Authorization": f"Bearer {sheet['edit_token']}", "Idempotency-Key": str(uuid.uuid4())}
    seat = {"Authorization": f"Bearer {seat_token}"}
    assert client.post(f"/v1/games/{game['id']}/contribution", json={"contribution": "Ann's dice"},
                       headers=seat).status_code == 200  # deals round 1
    view = client.get(f"/v1/games/{game['id']}/view", headers=seat).get_json()

    with psycopg.connect(host=PG_HOST, port=PG_PORT, user="postgres", dbname=name) as holder:
        holder.execute("SELECT 1 FROM scoresheets WHERE id = %s FOR UPDATE", (sheet["id"],))
        holder.execute("SELECT 1 FROM games WHERE id = %s FOR UPDATE", (game["id"],))
        _while_livez_answers(app, lambda: _unavailable(
            client, "POST", f"/v1/scoresheets/{sheet['id']}/rounds", ROUND, round_headers))
        _unavailable(client, "POST", f"/v1/games/{game['id']}/actions", view["legal_actions"][0], seat)
        assert client.get(f"/v1/scoresheets/{sheet['id']}").status_code == 200  # reads take no lock
        holder.rollback()

    added = client.post(f"/v1/scoresheets/{sheet['id']}/rounds", json=ROUND, headers=round_headers)
    assert added.status_code == 201, added.get_json()
    moved = client.post(f"/v1/games/{game['id']}/actions", json=view["legal_actions"][0], headers=seat)
    assert moved.status_code == 200


def test_a_stalled_network_gives_503_within_5_s_and_the_service_recovers_by_itself(
        stalling: tuple[Flask, TcpProxy, str]) -> None:
    app, proxy, _ = stalling
    client = app.test_client()
    sheet = client.post("/v1/scoresheets", json=SHEET).get_json()
    auth = {"Authorization": f"Bearer {sheet['edit_token']}", "Idempotency-Key": str(uuid.uuid4())}
    assert client.get(f"/v1/scoresheets/{sheet['id']}").status_code == 200  # a pooled connection

    proxy.stall()  # the connection this thread holds now waits for answers that never come
    _while_livez_answers(app, lambda: _unavailable(client, "GET", f"/v1/scoresheets/{sheet['id']}"))
    # The next request waits out connect_timeout once; right after that failure, new connects
    # fail at once (DATABASE_FAIL_FAST) rather than each waiting and holding a worker.
    _unavailable(client, "GET", f"/v1/scoresheets/{sheet['id']}")
    answer, elapsed = _timed(client, "GET", f"/v1/scoresheets/{sheet['id']}")
    assert answer.status_code == 503 and elapsed < 0.5, elapsed
    _unavailable(client, "POST", f"/v1/scoresheets/{sheet['id']}/rounds", ROUND, auth)
    for method, path, body in database_requests(app):
        _unavailable(client, method, path, body, {"Authorization": "Bearer not-a-real-token",
                                                  "Idempotency-Key": str(uuid.uuid4())})
    ready = _unavailable(client, "GET", "/readyz")
    assert ready["detail"].startswith("database unreachable: ")
    assert any(words in ready["detail"] for words in ("connect timeout", "stopped answering",
                                                      "did not answer a moment ago"))

    proxy.resume()
    deadline = time.monotonic() + 10
    while client.get("/readyz").status_code != 200:
        assert time.monotonic() < deadline, "the service did not recover by itself"
        time.sleep(0.2)
    retried = client.post(f"/v1/scoresheets/{sheet['id']}/rounds", json=ROUND, headers=auth)
    assert retried.status_code == 201
    players = client.get(f"/v1/scoresheets/{sheet['id']}").get_json()["players"]
    assert {p["name"]: p["total"] for p in players} == {"Ann": 75, "Bo": 20}
