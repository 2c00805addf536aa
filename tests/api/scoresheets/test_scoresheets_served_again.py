"""A sheet read again while its version stands is answered from the text kept for that version;
any write, made by this server or by another one, shows in the very next read."""

from __future__ import annotations

from collections.abc import Iterator
from contextlib import contextmanager
from typing import Any

from flask import Flask
from sqlalchemy import Engine, event, text

from racko_api.api.context import rendered_sheets
from racko_api.extensions import db
from racko_api.services.sheet_cache import RenderedSheets

from .conftest import Sheet

ROUND = {"rack_o": "Ann", "entries": [{"player": "Ann", "scoring_cards": 10},
                                      {"player": "Bo", "scoring_cards": 4}]}


@contextmanager
def statements() -> Iterator[list[str]]:
    seen: list[str] = []

    def note(_conn: Any, _cursor: Any, statement: str, *_args: Any) -> None:
        seen.append(" ".join(statement.split()))

    event.listen(Engine, "before_cursor_execute", note)
    try:
        yield seen
    finally:
        event.remove(Engine, "before_cursor_execute", note)


def test_a_sheet_read_again_costs_one_look_at_its_version(new_sheet: Any) -> None:
    sheet: Sheet = new_sheet()
    sheet.add_round(ROUND)
    first = sheet.read()
    with statements() as seen:
        again = sheet.read()
    assert again.get_data() == first.get_data() and again.headers["ETag"] == first.headers["ETag"]
    assert len(seen) == 1 and "scoresheet_rounds" not in seen[0], seen
    assert seen[0].startswith("SELECT scoresheets.version FROM scoresheets"), seen


def test_every_write_through_the_api_shows_in_the_next_read(new_sheet: Any) -> None:
    sheet: Sheet = new_sheet()
    empty = sheet.read()
    sheet.add_round(ROUND)
    added = sheet.read()
    assert added.headers["ETag"] != empty.headers["ETag"]
    assert sheet.totals() == {"Ann": 75, "Bo": 20}
    undone = sheet.client.delete(f"{sheet.url}/rounds/last",
                                 headers=sheet.auth(**{"If-Match": added.headers["ETag"]}))
    assert undone.status_code == 200
    assert sheet.read().get_json()["rounds"] == [] and sheet.totals() == {"Ann": 0, "Bo": 0}
    sheet.add_round(ROUND)
    fixed = {"rack_o": "Bo", "entries": [{"player": "Ann", "scoring_cards": 2},
                                         {"player": "Bo", "scoring_cards": 10}]}
    replaced = sheet.client.put(f"{sheet.url}/rounds/1", json=fixed,
                                headers=sheet.auth(**{"If-Match": sheet.etag()}))
    assert replaced.status_code == 200
    assert sheet.totals() == {"Ann": 10, "Bo": 75}
    now = sheet.read()
    assert now.headers["ETag"] == replaced.headers["ETag"]
    assert now.get_json()["rounds"][0]["rack_o"] == "Bo"


def test_a_write_by_another_server_shows_in_the_next_read(app: Flask, new_sheet: Any) -> None:
    """Another server writes straight to the shared database, bumping the version as every write does."""
    sheet: Sheet = new_sheet()
    kept = sheet.read()
    with app.app_context(), db.engine.begin() as connection:
        connection.execute(text("UPDATE scoresheets SET totals = :totals, version = version + 1 "
                                "WHERE id = :id"), {"totals": '{"Ann": 5, "Bo": 7}', "id": sheet.id})
    now = sheet.read()
    assert now.headers["ETag"] != kept.headers["ETag"]
    assert sheet.totals() == {"Ann": 5, "Bo": 7}


def test_if_none_match_is_answered_from_the_version(new_sheet: Any) -> None:
    sheet: Sheet = new_sheet()
    etag = sheet.etag()
    with statements() as seen:
        same = sheet.client.get(sheet.url, headers={"If-None-Match": etag})
    assert same.status_code == 304 and same.headers["ETag"] == etag and len(seen) == 1
    sheet.add_round(ROUND)
    moved = sheet.client.get(sheet.url, headers={"If-None-Match": etag})
    assert moved.status_code == 200 and moved.headers["ETag"] != etag
    assert len(moved.get_json()["rounds"]) == 1


def test_an_unknown_sheet_is_404_however_often_asked(client: Any) -> None:
    for _ in range(2):
        missing = client.get("/v1/scoresheets/nosuchsheet")
        assert missing.status_code == 404 and missing.mimetype == "application/problem+json"


def test_the_cache_can_be_turned_off(app: Flask, new_sheet: Any, monkeypatch: Any) -> None:
    with app.app_context():
        monkeypatch.setattr(rendered_sheets(), "size", 0)
        rendered_sheets().clear()
    sheet: Sheet = new_sheet()
    sheet.read()
    with statements() as seen:
        sheet.read()
    assert len(seen) == 1 and "scoresheet_rounds" in seen[0]  # the whole sheet, every time


def test_the_least_recently_served_sheet_goes_first() -> None:
    kept = RenderedSheets(size=2)
    kept.put("a", 1, "A1")
    kept.put("b", 1, "B1")
    assert kept.kept("a") == (1, "A1")  # a is now the most recent
    kept.put("c", 1, "C1")
    assert kept.kept("b") is None and kept.kept("a") == (1, "A1") and len(kept) == 2


def test_an_older_version_never_replaces_a_newer_one() -> None:
    kept = RenderedSheets(size=4)
    kept.put("a", 3, "A3")
    kept.put("a", 2, "A2")  # a slower read of the same sheet finishing late
    assert kept.kept("a") == (3, "A3")
    kept.put("a", 4, "A4")
    assert kept.kept("a") == (4, "A4")


def test_size_zero_keeps_nothing() -> None:
    kept = RenderedSheets(size=0)
    kept.put("a", 1, "A1")
    assert kept.kept("a") is None and len(kept) == 0
