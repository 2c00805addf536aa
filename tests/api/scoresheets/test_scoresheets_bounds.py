"""Bounded work: a sheet holds at most MAX_ROUNDS rounds, targets have maxima, and a correction
writes one round however many follow it (the attack: correcting round 1 of a huge sheet rescored
every later round under the row lock and answered the whole sheet)."""

from __future__ import annotations

import uuid
from collections.abc import Iterator
from contextlib import contextmanager
from typing import Any

import pytest
from sqlalchemy import Engine, event

from racko_api.services.scoresheets import MAX_ROUNDS

from .conftest import Sheet

# Going Rack-O scores nothing (win_points 0) and the other player 5 a round: 2,000 rounds make
# 5,000 each, far from the target, so the game never ends however long the sheet.
NO_POINTS = {"options": {"win_points": 0}, "target": 20_000}


def nothing(rack_o: str = "Ann") -> dict[str, Any]:
    other = "Bo" if rack_o == "Ann" else "Ann"
    return {"rack_o": rack_o, "entries": [{"player": rack_o, "scoring_cards": 10},
                                          {"player": other, "scoring_cards": 1}]}


def corrected(rack_o: str = "Bo") -> dict[str, Any]:
    other = "Bo" if rack_o == "Ann" else "Ann"
    return {"rack_o": rack_o, "entries": [{"player": rack_o, "scoring_cards": 10},
                                          {"player": other, "scoring_cards": 3}]}


@contextmanager
def writes() -> Iterator[list[tuple[str, int]]]:
    """Every statement sent, with how many parameter sets (rows) it went with."""
    seen: list[tuple[str, int]] = []

    def note(_conn: Any, _cursor: Any, statement: str, parameters: Any, _context: Any,
             executemany: bool) -> None:
        seen.append((" ".join(statement.split()), len(parameters) if executemany else 1))

    event.listen(Engine, "before_cursor_execute", note)
    try:
        yield seen
    finally:
        event.remove(Engine, "before_cursor_execute", note)


def fill(sheet: Sheet, rounds: int) -> None:
    for n in range(rounds):
        sheet.add_round(nothing("Ann" if n % 2 else "Bo"))


def correct(sheet: Sheet, number: int, body: dict[str, Any]) -> Any:
    return sheet.client.put(f"{sheet.url}/rounds/{number}", json=body,
                            headers=sheet.auth(**{"If-Match": sheet.etag()}))




def test_the_fullest_sheet_refuses_one_more_round_and_corrects_round_1_in_one_row(
        app: Any, new_sheet: Any, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setitem(app.config, "RATELIMIT_WRITES", "100000 per minute")  # one table, many rounds
    short = new_sheet(**NO_POINTS)
    fill(short, 2)
    sheet = new_sheet(**NO_POINTS)
    fill(sheet, MAX_ROUNDS)

    with sheet.unchanged():
        refused = sheet.post_round(nothing(), key=str(uuid.uuid4()))
        assert refused.status_code == 422
        assert refused.headers["Content-Type"] == "application/problem+json"
        assert f"at most {MAX_ROUNDS} rounds" in refused.get_json()["detail"]

    shapes = []
    for target in (short, sheet):
        etag = target.etag()
        with writes() as seen:
            answer = target.client.put(f"{target.url}/rounds/1", json=corrected(),
                                       headers=target.auth(**{"If-Match": etag}))
        assert answer.status_code == 200, answer.get_json()
        shapes.append([(statement.replace(target.id, "<id>"), rows) for statement, rows in seen])
        body = answer.get_json()
        assert "rounds" not in body and body["round"]["number"] == 1
        assert [p["total"] for p in body["round"]["players"]] == [15, 0]  # Bo first: he went out
        half = body["round_count"] // 2 * 5
        assert {p["name"]: p["total"] for p in body["players"]} == {"Ann": half + 10, "Bo": half}
    # The same statements, each with one row, for a sheet of 2 rounds and one of MAX_ROUNDS.
    assert shapes[0] == shapes[1]
    assert all(rows == 1 for _, rows in shapes[1])
    assert sum(s.startswith("UPDATE scoresheet_rounds") for s, _ in shapes[1]) == 1

    sheet.forget_served()
    rounds = sheet.read().get_json()["rounds"]
    assert len(rounds) == MAX_ROUNDS
    assert [sheet.totals_of(r) for r in (rounds[0], rounds[1], rounds[-1])] == [
        {"Ann": 15, "Bo": 0}, {"Ann": 15, "Bo": 5}, {"Ann": 5010, "Bo": 5000}]
    last = sheet.client.get(f"{sheet.url}/rounds/{MAX_ROUNDS}").get_json()
    assert sheet.totals_of(last) == {"Ann": 5010, "Bo": 5000}


@pytest.mark.parametrize(("body", "field"), [
    ({"ruleset": "hasbro", "players": ["Ann", "Bo"], "target": 20_001}, "target"),
    ({"ruleset": "hasbro", "players": ["Ann", "Bo"], "options": {"target": 20_001}}, "options"),
    ({"ruleset": "super-rack-o", "players": ["Ann", "Bo"], "target": 51}, "target"),
])
def test_a_target_beyond_its_maximum_is_a_422_and_makes_no_sheet(client: Any, body: Any,
                                                                  field: str) -> None:
    refused = client.post("/v1/scoresheets", json=body, headers={"Idempotency-Key": str(uuid.uuid4())})
    assert refused.status_code == 422
    assert refused.headers["Content-Type"] == "application/problem+json"
    assert any(e["field"].startswith(field) for e in refused.get_json()["errors"]), refused.get_json()


def test_the_largest_targets_are_taken(client: Any) -> None:
    for body in ({"ruleset": "hasbro", "players": ["Ann", "Bo"], "target": 20_000},
                 {"ruleset": "super-rack-o", "players": ["Ann", "Bo"], "target": 50}):
        made = client.post("/v1/scoresheets", json=body, headers={"Idempotency-Key": str(uuid.uuid4())})
        assert made.status_code == 201, made.get_json()
        assert made.get_json()["target"] == body["target"]


def test_a_game_to_more_wins_than_the_maximum_is_a_422(client: Any) -> None:
    body = {"ruleset": "super-rack-o", "options": {"target": 51},
            "seats": [{"name": "Ann"}, {"name": "Bot", "bot": "basic"}]}
    refused = client.post("/v1/games", json=body, headers={"Idempotency-Key": str(uuid.uuid4())})
    assert refused.status_code == 422
    assert refused.headers["Content-Type"] == "application/problem+json"


def test_the_first_win_after_a_correction_is_found_from_the_ledger_alone() -> None:
    """R-TARGET judged on running totals added up from each round's points, for players and for
    partners (a team's total is its members'), only over the rounds asked about."""
    from racko_api.services.sheet_rounds import first_win, running, totals_after

    players = ["Ann", "Bo", "Cy", "Di"]
    ledger = [[100, 0, 0, 0], [0, 0, 450, 0], [0, 60, 0, 0], [0, 0, 0, 500]]
    assert list(running(players, ledger))[1] == {"Ann": 100, "Bo": 0, "Cy": 450, "Di": 0}
    assert totals_after(players, ledger, 2) == {"Ann": 100, "Bo": 0, "Cy": 450, "Di": 0}
    assert totals_after(players, []) == dict.fromkeys(players, 0)
    assert first_win(players, None, ledger, 500, range(1, 4)) is None  # nobody alone reaches 500
    assert first_win(players, None, ledger, 500, range(1, 5)) == (4, "Di")
    teams = [["Ann", "Cy"], ["Bo", "Di"]]
    assert first_win(players, teams, ledger, 500, range(1, 4)) == (2, "Ann & Cy")
    assert first_win(players, teams, ledger, 500, range(3, 4)) == (3, "Ann & Cy")  # still ahead
    assert first_win(players, teams, ledger, 500, range(1, 2)) is None
