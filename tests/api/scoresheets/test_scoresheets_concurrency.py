"""Two phones posting rounds to one sheet at the same moment, against PostgreSQL.

A round is written in one statement that checks the sheet is as the round was placed after and
holds the row's lock while it writes; a writer that finds the sheet moved on places its round
again after the state the statement told it, and one whose sheet keeps moving takes
SELECT ... FOR UPDATE. Every way the writes take turns, so every round is kept once and the
totals are exactly the sum of the rounds. SQLite serialises every writer anyway; these tests need real
concurrent connections, so they run only when TEST_DATABASE_URL is PostgreSQL.
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
    sheet = new_sheet(target=100_000)
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
        key = f"both-phones-{attempt}-5f0c2e9a7b314d86"

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

    def create() -> Any:
        return app.test_client().post("/v1/scoresheets", json=body,
                                      headers={"Idempotency-Key": "one-sheet-5f0c2e9a7b314d86"})

    first, second = run_together([create, create])
    assert first.status_code == second.status_code == 201
    assert first.get_json()["id"] == second.get_json()["id"]
    assert first.get_json()["edit_token"] == second.get_json()["edit_token"]


def _phone_b_before_phone_a_writes(app: Any, sheet: Any, times: int) -> tuple[Any, list[Any], list[str]]:
    """Phone A adds a round; before each of A's first `times` one-statement writes, phone B's round
    is added (on a thread of its own). A's answer, B's answers and every statement run."""
    a_thread = threading.get_ident()
    others: list[Any] = []
    statements: list[str] = []

    def phone_b_first(_conn: Any, _cursor: Any, statement: str, *_args: Any) -> None:
        statements.append(statement)
        if threading.get_ident() == a_thread and statement.lstrip().startswith("WITH") \
                and len(others) < times:
            thread = threading.Thread(target=lambda: others.append(app.test_client().post(
                f"{sheet.url}/rounds", json=BO_WINS, headers=sheet.auth())))
            thread.start()
            thread.join(timeout=30)

    event.listen(Engine, "before_cursor_execute", phone_b_first)
    try:
        a = app.test_client().post(f"{sheet.url}/rounds", json=ANN_WINS,
                                   headers=sheet.auth(**{"Idempotency-Key": "phone-a-5f0c2e9a7b314d86"}))
    finally:
        event.remove(Engine, "before_cursor_execute", phone_b_first)
    return a, others, statements


def test_a_round_added_between_the_read_and_the_write_is_placed_again_from_what_the_write_says(
        app, new_sheet) -> None:
    """Phone A reads the sheet and scores its round; before A's one-statement write runs, phone
    B's round is added. A's write finds the version moved on, writes nothing and answers with the
    sheet as it now is; A places its round after B's and writes again, with no lock and no read."""
    sheet = new_sheet(target=100_000)
    a, others, statements = _phone_b_before_phone_a_writes(app, sheet, times=1)
    assert (a.status_code, [b.status_code for b in others]) == (201, [201])
    assert not any("FOR UPDATE" in s for s in statements)
    assert (others[0].get_json()["number"], a.get_json()["number"]) == (1, 2)
    assert sheet.totals_of(a.get_json()) == {"Ann": 20 + 75, "Bo": 75 + 15}
    assert sheet.totals() == sheet.totals_of(a.get_json())
    assert sheet.read().get_json()["round_count"] == 2


def test_a_sheet_that_keeps_moving_is_written_on_the_locked_path(app, new_sheet) -> None:
    """B's rounds land before both of A's one-statement writes: A takes the row lock and adds its
    round after both of them."""
    sheet = new_sheet(target=100_000)
    a, others, statements = _phone_b_before_phone_a_writes(app, sheet, times=2)
    assert (a.status_code, [b.status_code for b in others]) == (201, [201, 201])
    assert any("FOR UPDATE" in s for s in statements)  # A took the locked path
    assert a.get_json()["number"] == 3
    assert sheet.totals_of(a.get_json()) == {"Ann": 20 + 20 + 75, "Bo": 75 + 75 + 15}
    assert sheet.totals() == sheet.totals_of(a.get_json())
    assert [r["number"] for r in sheet.read().get_json()["rounds"]] == [1, 2, 3]
