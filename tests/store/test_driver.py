"""store.driver: a statement on the driver's cursor reads what Core reads, and behaves as Core does
for listeners and errors."""

from __future__ import annotations

from typing import Any

import pytest
from sqlalchemy import Engine, bindparam, event, insert, select
from sqlalchemy.exc import IntegrityError

from racko_api.db_routing import autocommit_connection
from racko_api.extensions import db
from racko_api.services.scoresheets import SHEET_VERSION, SHEET_WITH_SUMMARIES
from racko_api.store import driver
from racko_api.store.round_append import SHEET, read_sheet
from racko_api.store.scoresheets import Scoresheet

from .test_writes_are_safe import ON_POSTGRES, new_sheet

SHEETS = Scoresheet.__table__
ID_AND_VERSION = select(SHEETS.c.id, SHEETS.c.version).where(SHEETS.c.id == bindparam("sheet_id"))


def _saved(app: Any, sheet_id: str = "sheet-1") -> None:
    with app.app_context():
        db.session.add(new_sheet(sheet_id))
        db.session.commit()


@pytest.mark.skipif(not ON_POSTGRES, reason="the driver's values are Core's on PostgreSQL (psycopg)")
def test_a_sheet_read_on_the_driver_is_the_row_core_reads(app) -> None:
    _saved(app)
    with app.app_context(), autocommit_connection(db.engine) as connection:
        core = dict(connection.execute(SHEET, {"sheet_id": "sheet-1"}).one()._mapping)
        raw = vars(read_sheet(connection, "sheet-1"))
    assert raw == core and len(raw) == len(SHEETS.columns)
    assert {k: type(v) for k, v in raw.items()} == {k: type(v) for k, v in core.items()}


def test_plain_columns_and_positional_parameters(app) -> None:
    """SQLite's driver takes `?` parameters in order: the plan puts them so."""
    _saved(app)
    with app.app_context(), autocommit_connection(db.engine) as connection:
        found = driver.first(connection, ID_AND_VERSION, {"sheet_id": "sheet-1"})
        missing = driver.first(connection, ID_AND_VERSION, {"sheet_id": "nope"})
    assert found is not None and (found.id, found.version) == ("sheet-1", 1)
    assert missing is None


def test_the_engines_listeners_see_the_statement_and_may_stop_it_as_in_core(app) -> None:
    _saved(app)
    seen: list[tuple[str, Any]] = []

    def note(_conn: Any, _cursor: Any, statement: str, parameters: Any, *_args: Any) -> None:
        seen.append((statement, parameters))
        if len(seen) > 1:
            raise RuntimeError("stopped by a listener")

    params = {"sheet_id": "sheet-1"}
    event.listen(Engine, "before_cursor_execute", note)
    try:
        with app.app_context(), autocommit_connection(db.engine) as connection:
            assert driver.first(connection, ID_AND_VERSION, params) is not None
            with pytest.raises(RuntimeError, match="stopped by a listener"):
                driver.first(connection, ID_AND_VERSION, params)
            with pytest.raises(RuntimeError, match="stopped by a listener"):
                connection.execute(ID_AND_VERSION, params)
    finally:
        event.remove(Engine, "before_cursor_execute", note)
    statement, parameters = seen[0]
    assert statement.startswith("SELECT scoresheets.id, scoresheets.version")
    assert "sheet-1" in (parameters.values() if isinstance(parameters, dict) else parameters)


def test_a_driver_error_is_raised_as_sqlalchemys(app) -> None:
    _saved(app)
    taken = insert(SHEETS).values(id=bindparam("sheet_id"), ruleset="hasbro", options={}, players=[],
                                  target=500, edit_token_hash="0" * 64, totals={}, round_count=0,
                                  version=1, game="rack-o")
    with app.app_context(), autocommit_connection(db.engine) as connection, \
            pytest.raises(IntegrityError):
        driver.execute(connection, taken, {"sheet_id": "sheet-1"}).close()


@pytest.mark.skipif(not ON_POSTGRES, reason="the driver's values are Core's on PostgreSQL (psycopg)")
def test_a_sheet_with_its_rounds_read_on_the_driver_is_what_core_reads(app) -> None:
    client = app.test_client()
    made = client.post("/v1/scoresheets", json={"ruleset": "hasbro", "players": ["Ann", "Bo"]}).get_json()
    for _ in range(2):
        added = client.post(f"/v1/scoresheets/{made['id']}/rounds", headers={
            "Authorization": f"Bearer {made['edit_token']}"}, json={"rack_o": "Ann", "entries": [
                {"player": "Ann", "scoring_cards": 10}, {"player": "Bo", "scoring_cards": 3}]})
        assert added.status_code == 201
    with app.app_context(), autocommit_connection(db.engine) as connection:
        for statement in (SHEET_WITH_SUMMARIES, SHEET_VERSION):
            core = [dict(row._mapping) for row in connection.execute(statement, {"sheet_id": made["id"]})]
            raw = [vars(row) for row in driver.rows(connection, statement, {"sheet_id": made["id"]})]
            assert raw == core and len(raw) == (3 if statement is SHEET_WITH_SUMMARIES else 1)


@pytest.mark.skipif(not ON_POSTGRES, reason="psycopg's cursors are kept; sqlite3's are not")
def test_a_connection_keeps_its_cursor_until_a_statement_fails(app) -> None:
    _saved(app)
    taken = insert(SHEETS).values(id=bindparam("sheet_id"), ruleset="hasbro", options={}, players=[],
                                  target=500, edit_token_hash="0" * 64, totals={}, round_count=0,
                                  version=1, game="rack-o")
    with app.app_context(), autocommit_connection(db.engine) as connection:
        first = driver.execute(connection, ID_AND_VERSION, {"sheet_id": "sheet-1"})
        assert first.fetchall() == [("sheet-1", 1)]
        again = driver.execute(connection, ID_AND_VERSION, {"sheet_id": "nope"})
        assert again is first and again.fetchall() == []
        with pytest.raises(IntegrityError):
            driver.execute(connection, taken, {"sheet_id": "sheet-1"})
        assert first.closed
        after = driver.first(connection, ID_AND_VERSION, {"sheet_id": "sheet-1"})
        assert after is not None and after.version == 1
        assert driver.execute(connection, ID_AND_VERSION, {"sheet_id": "sheet-1"}) is not first


@pytest.mark.skipif(not ON_POSTGRES, reason="psycopg's cursors are kept; sqlite3's are not")
def test_a_connection_replaced_after_a_disconnect_gets_a_new_cursor(app) -> None:
    _saved(app)
    with app.app_context(), autocommit_connection(db.engine) as connection:
        before = driver.execute(connection, ID_AND_VERSION, {"sheet_id": "sheet-1"})
        before.fetchall()
        connection.invalidate()  # as after a disconnect: the pool reconnects on next use
        found = driver.first(connection, ID_AND_VERSION, {"sheet_id": "sheet-1"})
        assert found is not None and found.version == 1
        assert driver.execute(connection, ID_AND_VERSION, {"sheet_id": "sheet-1"}) is not before
