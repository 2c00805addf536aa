"""A request that dies between two writes leaves nothing behind: no half-written round or move.

The fault is injected at the database driver: the request's n-th write statement (INSERT,
UPDATE or DELETE) fails, for every n from the first write to
the last one a clean request of the same kind makes. So whatever the services write and in
whichever order, a request killed after some of its writes reached the database (in the open
transaction) must roll all of them back, and a retry with the same Idempotency-Key must then
run for real, once.
"""

from __future__ import annotations

from collections.abc import Callable, Iterator
from contextlib import contextmanager
from typing import Any

from flask.testing import FlaskClient
from sqlalchemy import Engine, event
from sqlalchemy.exc import OperationalError

from racko_api.api.context import rendered_sheets

WRITES = ("INSERT", "UPDATE", "DELETE")
SHEET = {"ruleset": "hasbro", "players": ["Ann", "Bo"]}
ROUND = {"rack_o": "Ann", "entries": [{"player": "Ann", "scoring_cards": 10},
                                      {"player": "Bo", "scoring_cards": 4}]}
GAME = {"ruleset": "hasbro", "seed": 11, "seats": [{"name": "Ann"}, {"name": "Bot", "bot": "basic"}]}


class Writes:
    """Counts write statements; raises `error` at write number `fail_at` (never when None)."""

    def __init__(self, fail_at: int | None = None, error: Exception | None = None) -> None:
        self.count, self.fail_at, self.error = 0, fail_at, error

    def __call__(self, _conn: Any, _cursor: Any, statement: str, *_args: Any) -> None:
        statement = statement.lstrip().upper()
        if statement.startswith(WRITES):
            self.count += 1
            if self.count == self.fail_at:
                raise self.error or RuntimeError("killed")


@contextmanager
def watching(writes: Writes) -> Iterator[Writes]:
    event.listen(Engine, "before_cursor_execute", writes)
    try:
        yield writes
    finally:
        event.remove(Engine, "before_cursor_execute", writes)


def _errors() -> list[Exception]:
    return [RuntimeError("the worker died here"),
            OperationalError("UPDATE", {}, Exception("server closed the connection unexpectedly"))]


def _each_fault(request: Callable[[], Any]) -> Iterator[tuple[int, Exception]]:
    """Every (write number, error) to try, from a clean run of the same kind of request."""
    with watching(Writes()) as clean:
        request()
    assert clean.count >= 1, "a request of this kind should write"
    for n in range(1, clean.count + 1):
        for error in _errors():
            yield n, error


def _new_sheet(client: FlaskClient) -> tuple[str, dict[str, str]]:
    created = client.post("/v1/scoresheets", json=SHEET).get_json()
    return f"/v1/scoresheets/{created['id']}", {"Authorization": f"Bearer {created['edit_token']}"}


def test_a_round_is_all_or_nothing_whatever_write_fails(client: FlaskClient) -> None:
    path, auth = _new_sheet(client)
    key = iter(range(10**6))

    def add_round() -> None:
        key_header = {"Idempotency-Key": f"half-written-{next(key):06d}"}
        client.post(f"{path}/rounds", json=ROUND, headers={**auth, **key_header})

    tried = 0
    for n, error in _each_fault(add_round):
        path, auth = _new_sheet(client)
        headers = {**auth, "Idempotency-Key": "half-written-round-one"}
        before = client.get(path)
        with watching(Writes(fail_at=n, error=error)) as writes:
            failed = client.post(f"{path}/rounds", json=ROUND, headers=headers)
        if writes.count < n:  # an occasional write (expired-key purge) did not happen this time
            assert failed.status_code == 201
            continue
        tried += 1
        assert failed.status_code in (500, 503), (n, error, failed.get_data(as_text=True))
        assert failed.mimetype == "application/problem+json"

        with client.application.app_context():
            # read as a fresh server would: nothing kept of the sheet or its text
            rendered_sheets().clear()
        after = client.get(path)
        assert after.headers["ETag"] == before.headers["ETag"], (n, error)
        assert after.get_json() == before.get_json(), (n, error)
        assert client.get(f"{path}/rounds/1").status_code == 404

        retried = client.post(f"{path}/rounds", json=ROUND, headers=headers)
        assert retried.status_code == 201 and retried.headers.get("Idempotent-Replayed") != "true"
        players = client.get(path).get_json()["players"]
        assert {p["name"]: p["total"] for p in players} == {"Ann": 75, "Bo": 20}, (n, error)
    assert tried >= 2  # every write (one or more), each failed two ways


def _new_game(client: FlaskClient) -> tuple[str, dict[str, str]]:
    created = client.post("/v1/games", json=GAME).get_json()
    (token,) = [s["token"] for s in created["seats"] if s.get("token")]
    path, seat = f"/v1/games/{created['id']}", {"Authorization": f"Bearer {token}"}
    given = client.post(f"{path}/contribution", json={"contribution": "Ann's dice"}, headers=seat)
    assert given.status_code == 200, given.get_json()  # deals round 1
    return path, seat


def test_a_move_is_all_or_nothing_whatever_write_fails(client: FlaskClient) -> None:
    path, auth = _new_game(client)
    key = iter(range(10**6))

    def move() -> None:
        action = client.get(f"{path}/view", headers=auth).get_json()["legal_actions"][0]
        key_header = {"Idempotency-Key": f"half-written-{next(key):06d}"}
        client.post(f"{path}/actions", json=action, headers={**auth, **key_header})

    tried = 0
    for n, error in _each_fault(move):
        path, auth = _new_game(client)
        view = client.get(f"{path}/view", headers=auth)
        log = client.get(f"{path}/events", headers=auth).get_json()
        action = view.get_json()["legal_actions"][0]
        headers = {**auth, "Idempotency-Key": "half-written-move-one"}
        with watching(Writes(fail_at=n, error=error)) as writes:
            failed = client.post(f"{path}/actions", json=action, headers=headers)
        if writes.count < n:  # an occasional write (expired-key purge) did not happen this time
            assert failed.status_code == 200
            continue
        tried += 1
        assert failed.status_code in (500, 503), (n, error, failed.get_data(as_text=True))
        assert failed.mimetype == "application/problem+json"

        after = client.get(f"{path}/view", headers=auth)
        assert after.headers["ETag"] == view.headers["ETag"], (n, error)
        assert after.get_json() == view.get_json(), (n, error)
        assert client.get(f"{path}/events", headers=auth).get_json() == log, (n, error)

        moved = client.post(f"{path}/actions", json=action, headers=headers)
        assert moved.status_code == 200 and moved.headers.get("Idempotent-Replayed") != "true"
        assert moved.get_json()["version"] > view.get_json()["version"], (n, error)
    assert tried >= 4  # at least two writes, each failed two ways
