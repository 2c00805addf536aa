"""Two phones posting rounds to one sheet at the same moment, against PostgreSQL.

Every write locks the sheet's row (SELECT ... FOR UPDATE) before it reads the totals, so the
writes take turns: every round is kept once and the totals are exactly the sum of the rounds.
SQLite serialises every writer anyway; these tests need real concurrent connections, so they
run only when TEST_DATABASE_URL is PostgreSQL.
"""

from __future__ import annotations

import os
import threading
import uuid
from typing import Any

import pytest
from sqlalchemy import Engine, event

pytestmark = pytest.mark.skipif(
    not os.environ.get("TEST_DATABASE_URL", "").startswith("postgresql"),
    reason="needs concurrent connections to PostgreSQL (TEST_DATABASE_URL)")

ANN_WINS = {"rack_o": "Ann", "entries": [{"player": "Ann", "scoring_cards": 10},
                                         {"player": "Bo", "scoring_cards": 3}]}
BO_WINS = {"rack_o": "Bo", "entries": [{"player": "Ann", "scoring_cards": 4},
                                       {"player": "Bo", "scoring_cards": 10}]}


def run_together(jobs: list[Any]) -> list[Any]:
    """Start every job at the same instant in its own thread; their results, in order."""
    barrier = threading.Barrier(len(jobs))
    results: list[Any] = [None] * len(jobs)

    def run(i: int) -> None:
        barrier.wait()
        results[i] = jobs[i]()

    threads = [threading.Thread(target=run, args=(i,)) for i in range(len(jobs))]
    for thread in threads:
        thread.start()
    for thread in threads:
        thread.join(timeout=60)
    return results


def test_two_phones_posting_rounds_at_once_keep_exact_totals(app, new_sheet) -> None:
    sheet = new_sheet(target=20_000)
    per_phone = 12

    def phone(body: dict[str, Any]) -> list[int]:
        client = app.test_client()
        return [client.post(f"{sheet.url}/rounds", json=body,
                            headers=sheet.auth(**{"Idempotency-Key": str(uuid.uuid4())})).status_code
                for _ in range(per_phone)]

    statuses = run_together([lambda: phone(ANN_WINS), lambda: phone(BO_WINS)])
    assert statuses == [[201] * per_phone, [201] * per_phone]
    body = sheet.read().get_json()
    assert body["round_count"] == 2 * per_phone
    assert [r["number"] for r in body["rounds"]] == list(range(1, 2 * per_phone + 1))
    assert sheet.totals() == {"Ann": per_phone * (75 + 20), "Bo": per_phone * (15 + 75)}
    running = {"Ann": 0, "Bo": 0}
    for row in body["rounds"]:  # every round's totals are the totals before it plus its points
        for p in row["players"]:
            running[p["player"]] += p["points"]
        assert sheet.totals_of(row) == running


def test_the_same_key_sent_twice_at_once_adds_one_round(app, new_sheet) -> None:
    sheet = new_sheet()
    for attempt in range(5):
        key = f"both-phones-{attempt}-{uuid.uuid4()}"

        def send(key: str = key) -> Any:
            return app.test_client().post(f"{sheet.url}/rounds", json=ANN_WINS,
                                          headers=sheet.auth(**{"Idempotency-Key": key}))

        first, second = run_together([send, send])
        assert first.status_code == second.status_code == 201
        assert first.get_json() == second.get_json()
        replayed = [a.headers.get("Idempotent-Replayed") for a in (first, second)]
        assert replayed.count("true") == 1
    assert sheet.read().get_json()["round_count"] == 5


def test_two_sheets_created_at_once_with_one_key_make_one_sheet(app, client) -> None:
    body = {"ruleset": "hasbro", "players": ["Ann", "Bo"]}
    one_key = str(uuid.uuid4())

    def create() -> Any:
        return app.test_client().post("/v1/scoresheets", json=body,
                                      headers={"Idempotency-Key": one_key})

    first, second = run_together([create, create])
    assert first.status_code == second.status_code == 201
    assert first.get_json()["id"] == second.get_json()["id"]
    assert first.get_json()["edit_token"] == second.get_json()["edit_token"]


def test_a_second_phone_waits_for_the_first_and_adds_its_round_after_it(app, new_sheet) -> None:
    """Phone B posts while phone A's transaction holds the sheet (A has read it and is writing):
    B waits for A's commit, then reads A's totals and adds round 2 on top of them."""
    sheet = new_sheet(target=20_000)
    a_thread = threading.get_ident()
    b_answers: list[Any] = []
    b_thread: list[threading.Thread] = []

    def phone_b_meanwhile(_conn: Any, _cursor: Any, statement: str, *_args: Any) -> None:
        writing = statement.startswith("INSERT INTO scoresheet_rounds")
        if threading.get_ident() != a_thread or b_thread or not writing:
            return
        b_key = {"Idempotency-Key": str(uuid.uuid4())}
        thread = threading.Thread(target=lambda: b_answers.append(app.test_client().post(
            f"{sheet.url}/rounds", json=BO_WINS, headers=sheet.auth(**b_key))))
        b_thread.append(thread)
        thread.start()
        thread.join(timeout=0.5)
        assert thread.is_alive() and not b_answers  # B is held at the sheet's lock

    event.listen(Engine, "before_cursor_execute", phone_b_meanwhile)
    try:
        a = sheet.client.post(f"{sheet.url}/rounds", json=ANN_WINS,
                              headers=sheet.auth(**{"Idempotency-Key": str(uuid.uuid4())}))
    finally:
        event.remove(Engine, "before_cursor_execute", phone_b_meanwhile)
    b_thread[0].join(timeout=30)
    (b,) = b_answers
    assert (a.status_code, b.status_code) == (201, 201)
    assert (a.get_json()["number"], b.get_json()["number"]) == (1, 2)
    assert sheet.totals_of(b.get_json()) == {"Ann": 75 + 20, "Bo": 15 + 75}
    assert sheet.totals() == sheet.totals_of(b.get_json())
