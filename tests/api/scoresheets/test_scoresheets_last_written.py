"""A round added to a sheet this server wrote last is placed after the state it left, with no
read first; whatever that state says, the write holds it to the sheet as it is (PostgreSQL)."""

from __future__ import annotations

import os
from typing import Any

import pytest
from flask import Flask
from sqlalchemy import text

from racko_api.extensions import db
from racko_api.store.sheet_states import SheetState, sheet_states

from .conftest import Sheet
from .test_scoresheets_served_again import statements

pytestmark = pytest.mark.skipif(
    not os.environ.get("TEST_DATABASE_URL", "").startswith("postgresql"),
    reason="the one-statement write is PostgreSQL's (TEST_DATABASE_URL)")

ROUND = {"rack_o": "Ann", "entries": [{"player": "Ann", "scoring_cards": 10},
                                      {"player": "Bo", "scoring_cards": 4}]}  # 75 and 20


def _kinds(seen: list[str]) -> list[str]:
    return [s.split()[0] + (" sheet" if s.startswith("SELECT") and "FROM scoresheets" in s else "")
            for s in seen]


def test_the_next_round_is_one_statement(new_sheet: Any) -> None:
    sheet: Sheet = new_sheet()
    with statements() as first:
        sheet.add_round(ROUND)
    with statements() as second:
        added = sheet.add_round(ROUND)
    assert _kinds(first) == ["SELECT sheet", "WITH"]
    assert _kinds(second) == ["WITH"]
    assert added["number"] == 2 and sheet.totals_of(added) == {"Ann": 150, "Bo": 40}
    assert sheet.totals() == {"Ann": 150, "Bo": 40}


def test_a_write_by_another_server_is_caught_and_the_round_placed_after_it(
        app: Flask, new_sheet: Any) -> None:
    """Another server adds a round straight to the shared database: the write placed after the
    state this server left finds the sheet moved on, and places the round after the new state."""
    sheet: Sheet = new_sheet()
    sheet.add_round(ROUND)
    with app.app_context(), db.engine.begin() as connection:
        connection.execute(text("UPDATE scoresheets SET totals = :totals, round_count = 2, "
                                "version = version + 1 WHERE id = :id"),
                           {"totals": '{"Ann": 95, "Bo": 95}', "id": sheet.id})
    with statements() as seen:
        added = sheet.add_round(ROUND)
    assert _kinds(seen) == ["WITH", "WITH"]
    assert added["number"] == 3 and sheet.totals_of(added) == {"Ann": 170, "Bo": 115}
    assert sheet.totals() == {"Ann": 170, "Bo": 115}


@pytest.mark.parametrize("wrong", [
    {"round_count": 5},  # the version, but another round count
    {"totals": {"Ann": 0, "Bo": 0}},  # the version, but other totals
], ids=["round-count", "totals"])
def test_a_state_wrong_at_the_right_version_cannot_change_the_sheet_wrongly(
        app: Flask, new_sheet: Any, wrong: dict[str, Any]) -> None:
    """A version number seen again (a database restored from a backup) with another sheet behind
    it: the write compares the round count and totals too, so the round lands after the truth."""
    sheet: Sheet = new_sheet()
    sheet.add_round(ROUND)
    with app.app_context():
        true_state = sheet_states().get(sheet.id)
        assert true_state == SheetState(2, 1, {"Ann": 75, "Bo": 20})
        sheet_states().clear()
        sheet_states().put(sheet.id, SheetState(**{**vars(true_state), **wrong}))
    added = sheet.add_round(ROUND)
    assert added["number"] == 2 and sheet.totals_of(added) == {"Ann": 150, "Bo": 40}
    assert [r["number"] for r in sheet.read().get_json()["rounds"]] == [1, 2]


def test_a_refused_round_against_a_remembered_sheet_is_refused_as_on_a_fresh_read(
        new_sheet: Any) -> None:
    sheet: Sheet = new_sheet()
    sheet.add_round(ROUND)
    bad = sheet.post_round({"entries": [{"player": "Ann", "scoring_cards": 11},
                                        {"player": "Bo", "scoring_cards": 4}]})
    assert bad.status_code == 422 and bad.mimetype == "application/problem+json"
    assert sheet.totals() == {"Ann": 75, "Bo": 20}
    wrong_token = sheet.client.post(f"{sheet.url}/rounds", json=ROUND,
                                    headers={"Authorization": "Bearer not-the-token"})
    assert wrong_token.status_code == 403
    assert sheet.totals() == {"Ann": 75, "Bo": 20}
