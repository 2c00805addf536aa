"""A request that dies between two writes leaves nothing behind: no half-written round or move.

Faults are injected after the first writes reached the database (flushed in the open
transaction) and before the commit; the one transaction per request must roll them all back.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

import pytest
from flask.testing import FlaskClient
from sqlalchemy.exc import OperationalError

import racko_api.services.scoresheets as sheet_service
import racko_api.store.idempotency as idempotency_store

SHEET = {"ruleset": "hasbro", "players": ["Ann", "Bo"]}
ROUND = {"rack_o": "Ann", "entries": [{"player": "Ann", "scoring_cards": 10},
                                      {"player": "Bo", "scoring_cards": 4}]}


def _fail_after(original: Callable[..., Any], error: Exception) -> Callable[..., Any]:
    def wrapper(*args: Any, **kwargs: Any) -> Any:
        original(*args, **kwargs)  # the write happens (flushed), then the request dies
        raise error

    return wrapper


def _killed_connection() -> OperationalError:
    return OperationalError("UPDATE scoresheets", {}, Exception("server closed the connection"))


@pytest.mark.parametrize("target, name, error", [
    (sheet_service, "_touch", RuntimeError("worker killed after the round row and the totals")),
    (idempotency_store, "save", RuntimeError("worker killed after the idempotency record")),
    (sheet_service, "_touch", _killed_connection()),
])
def test_a_round_is_all_or_nothing(client: FlaskClient, monkeypatch: pytest.MonkeyPatch,
                                   target: Any, name: str, error: Exception) -> None:
    created = client.post("/v1/scoresheets", json=SHEET).get_json()
    sheet, token = created["id"], created["edit_token"]
    headers = {"Authorization": f"Bearer {token}", "Idempotency-Key": "round-one"}
    etag = client.get(f"/v1/scoresheets/{sheet}").headers["ETag"]

    monkeypatch.setattr(target, name, _fail_after(getattr(target, name), error))
    failed = client.post(f"/v1/scoresheets/{sheet}/rounds", json=ROUND, headers=headers)
    assert failed.status_code in (500, 503)
    assert failed.mimetype == "application/problem+json"
    monkeypatch.undo()

    after = client.get(f"/v1/scoresheets/{sheet}")
    assert after.headers["ETag"] == etag
    body = after.get_json()
    assert body["rounds"] == [] and {p["total"] for p in body["players"]} == {0}
    assert client.get(f"/v1/scoresheets/{sheet}/rounds/1").status_code == 404

    # The key was not kept either: the retry runs the round once, for real.
    retried = client.post(f"/v1/scoresheets/{sheet}/rounds", json=ROUND, headers=headers)
    assert retried.status_code == 201 and retried.headers.get("Idempotent-Replayed") != "true"
    totals = {p["name"]: p["total"] for p in client.get(f"/v1/scoresheets/{sheet}").get_json()["players"]}
    assert totals == {"Ann": 75, "Bo": 20}
