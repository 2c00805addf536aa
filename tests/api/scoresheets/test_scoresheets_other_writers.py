"""A round is placed after the sheet as the database holds it, whoever wrote it last: another
server's write shows in the next round's number and totals, on every database."""

from __future__ import annotations

from typing import Any

from flask import Flask
from sqlalchemy import text

from racko_api.extensions import db

from .conftest import Sheet
from .test_scoresheets_served_again import statements

ROUND = {"rack_o": "Ann", "entries": [{"player": "Ann", "scoring_cards": 10},
                                      {"player": "Bo", "scoring_cards": 4}]}  # 75 and 20


def test_a_round_reads_the_sheet_under_its_lock_then_writes_totals_and_round(new_sheet: Any) -> None:
    sheet: Sheet = new_sheet()
    with statements() as seen:
        added = sheet.add_round(ROUND)
    kinds = [s.split()[0] for s in seen if s.split()[0] in ("SELECT", "INSERT", "UPDATE")]
    assert kinds[:3] == ["SELECT", "UPDATE", "INSERT"], seen  # the sheet, the totals, the round
    assert "FROM scoresheets" in seen[[s.split()[0] for s in seen].index("SELECT")]
    assert added["number"] == 1 and sheet.totals_of(added) == {"Ann": 75, "Bo": 20}


def test_a_write_by_another_server_is_seen_and_the_round_placed_after_it(
        app: Flask, new_sheet: Any) -> None:
    """Another server adds a round straight to the shared database: the next round here is
    placed after it, with its totals."""
    sheet: Sheet = new_sheet()
    sheet.add_round(ROUND)
    with app.app_context(), db.engine.begin() as connection:
        connection.execute(text("UPDATE scoresheets SET totals = :totals, round_count = 2, "
                                "version = version + 1 WHERE id = :id"),
                           {"totals": '{"Ann": 95, "Bo": 95}', "id": sheet.id})
    added = sheet.add_round(ROUND)  # this server wrote round 1: its copy of the sheet is behind
    assert added["number"] == 3 and sheet.totals_of(added) == {"Ann": 170, "Bo": 115}
    assert sheet.totals() == {"Ann": 170, "Bo": 115}


def test_a_refused_round_changes_nothing(new_sheet: Any) -> None:
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
