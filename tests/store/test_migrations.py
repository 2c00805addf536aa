"""Every migration runs up and down on an empty database, and the models match the result.

Runs on a scratch SQLite file, or on a scratch PostgreSQL database created beside
TEST_DATABASE_URL (and dropped afterwards), so the shared test schema is never touched.
"""

from __future__ import annotations

import json
import os
import uuid
from collections.abc import Iterator
from datetime import UTC, datetime
from pathlib import Path

import pytest
from alembic.autogenerate import compare_metadata
from alembic.config import Config as AlembicConfig
from alembic.runtime.migration import MigrationContext
from alembic.script import ScriptDirectory
from flask_migrate import downgrade, upgrade
from sqlalchemy import create_engine, inspect, text
from sqlalchemy.engine import make_url

from racko_api import create_app
from racko_api.config import TestConfig
from racko_api.extensions import db

MIGRATIONS = Path(__file__).resolve().parents[2] / "migrations"
TOAST_REVISION_BEFORE = "9b890478b0bf"  # the revision before the TOAST settings
VOCABULARY_BEFORE = "5c1e0d7a2b9f"  # the revision before one vocabulary for both games
LEDGER_BEFORE = "7d3a91c4e2b6"  # the revision before a sheet kept each round's points
SUPER_WORDS_BEFORE = "e36b7c1d2a90"  # the revision before Super Rack-O rounds in their own words
NOW = datetime(2026, 12, 1, tzinfo=UTC)


@pytest.fixture()
def empty_database(tmp_path: Path) -> Iterator[str]:
    base = os.environ.get("TEST_DATABASE_URL", "")
    if not base.startswith("postgresql"):
        yield f"sqlite:///{tmp_path / 'migrations.sqlite3'}"
        return
    name = f"racko_migrations_{uuid.uuid4().hex[:10]}"
    admin = create_engine(base, isolation_level="AUTOCOMMIT")
    with admin.connect() as connection:
        connection.execute(text(f'CREATE DATABASE "{name}"'))
    try:
        yield make_url(base).set(database=name).render_as_string(hide_password=False)
    finally:
        with admin.connect() as connection:
            connection.execute(text(f'DROP DATABASE IF EXISTS "{name}" WITH (FORCE)'))
        admin.dispose()


def revisions_base_to_head() -> list[str]:
    config = AlembicConfig()
    config.set_main_option("script_location", str(MIGRATIONS))
    script = ScriptDirectory.from_config(config)
    assert len(script.get_heads()) == 1, f"migrations must have one head, not {script.get_heads()}"
    return [r.revision for r in script.walk_revisions("base", "heads")][::-1]


def differences() -> list[object]:
    with db.engine.connect() as connection:
        return list(compare_metadata(MigrationContext.configure(connection), db.metadata))


def current() -> set[str]:
    with db.engine.connect() as connection:
        return set(MigrationContext.configure(connection).get_current_heads())


def test_every_migration_up_and_down_and_the_models_match(empty_database: str) -> None:
    config = type("ScratchConfig", (TestConfig,), {"SQLALCHEMY_DATABASE_URI": empty_database})
    app = create_app(config)
    revisions = revisions_base_to_head()
    with app.app_context():
        try:
            for revision in revisions:
                upgrade(revision=revision)
                assert current() == {revision}
            assert differences() == []
            for revision in reversed(revisions[:-1]):
                downgrade(revision="-1")
                assert current() == {revision}
            downgrade(revision="base")
            assert current() == set()
            assert set(inspect(db.engine).get_table_names()) <= {"alembic_version"}
            upgrade()
            assert differences() == []
        finally:
            db.session.remove()
            db.engine.dispose()


def test_round_rows_and_stored_answers_stay_uncompressed_on_postgresql(empty_database: str) -> None:
    if not empty_database.startswith("postgresql"):
        pytest.skip("a PostgreSQL storage parameter")
    config = type("ScratchConfig", (TestConfig,), {"SQLALCHEMY_DATABASE_URI": empty_database})
    app = create_app(config)
    with app.app_context():
        try:
            upgrade()
            with db.engine.connect() as connection:
                options = dict(connection.execute(text(
                    "SELECT relname, reloptions FROM pg_class "
                    "WHERE relname IN ('scoresheet_rounds', 'idempotency_keys')")).all())
            assert options == {"scoresheet_rounds": ["toast_tuple_target=8160"],
                               "idempotency_keys": ["toast_tuple_target=8160"]}
            downgrade(revision=TOAST_REVISION_BEFORE)
            with db.engine.connect() as connection:
                assert connection.execute(text(
                    "SELECT reloptions FROM pg_class WHERE relname = 'scoresheet_rounds'")).scalar() is None
        finally:
            db.session.remove()
            db.engine.dispose()


def test_stored_sheets_and_games_move_to_the_one_vocabulary(empty_database: str) -> None:
    """A sheet stored as "racko" and a Super Rack-O game holding a card from the "draw_pile"
    read as "rack-o" and "stock" after the upgrade, and go back on downgrade."""
    from racko_api.core.plays import Pile
    from racko_api.games.super_rack_o import state as super_state
    from racko_api.games.super_rack_o.actions import DRAW_STOCK
    from racko_api.games.super_rack_o.engine import apply, new_game
    from racko_api.games.super_rack_o.ruleset import SUPER_RACK_O
    from racko_api.store.games import Game
    from racko_api.store.scoresheets import Scoresheet

    config = type("ScratchConfig", (TestConfig,), {"SQLALCHEMY_DATABASE_URI": empty_database})
    app = create_app(config)
    state, _ = new_game(SUPER_RACK_O, 2, seed=3)
    state, _ = apply(state, state.turn, DRAW_STOCK)
    stored = {**state.to_dict(), "hand_source": "draw_pile"}  # as the old form kept it
    with app.app_context():
        try:
            upgrade(revision=VOCABULARY_BEFORE)
            # Rows as that revision's schema held them (today's models have more columns).
            with db.engine.begin() as connection:
                connection.execute(text(
                    "INSERT INTO scoresheets (id, game, ruleset, options, players, target, "
                    "edit_token_hash, totals, round_count, version, created_at, updated_at) VALUES "
                    "('oldsheet', 'racko', 'hasbro', '{}', '[\"Ann\", \"Bo\"]', 500, :hash, "
                    "'{\"Ann\": 0, \"Bo\": 0}', 0, 1, :now, :now)"), {"hash": "0" * 64, "now": NOW})
                connection.execute(text(
                    "INSERT INTO games (id, kind, ruleset, options, seats, token_hashes, state, phase, "
                    "event_count, version, created_at, updated_at) VALUES ('oldgame', 'super-rack-o', "
                    "'super-rack-o', '{}', :seats, '[null, null]', :state, 'holding', 0, 1, :now, :now)"),
                    {"seats": json.dumps([{"name": "Ann"}, {"name": "Bo"}]), "state": json.dumps(stored),
                     "now": NOW})
            upgrade()
            db.session.expire_all()
            assert db.session.get(Scoresheet, "oldsheet").game == "rack-o"
            game = db.session.get(Game, "oldgame")
            assert super_state.from_dict(json.loads(game.state)).source is Pile.STOCK
            db.session.commit()
            downgrade(revision=VOCABULARY_BEFORE)
            with db.engine.connect() as connection:
                assert connection.execute(text("SELECT game FROM scoresheets")).scalar() == "racko"
                kept = json.loads(connection.execute(text("SELECT state FROM games")).scalar())
            assert kept["hand_source"] == "draw_pile"
        finally:
            db.session.remove()
            db.engine.dispose()


def test_a_sheet_s_rounds_become_its_ledger_and_go_back(empty_database: str) -> None:
    """Rounds stored with their running totals: the upgrade keeps each round's points on the sheet
    (and the sheet reads as before); the downgrade gives the rounds their running totals again."""
    from racko_api.services import scoresheets

    config = type("ScratchConfig", (TestConfig,), {"SQLALCHEMY_DATABASE_URI": empty_database})
    app = create_app(config)
    docs = [{"number": n, "rack_o": won, "entries": [],
             "players": [{"player": p, "points": pts, "total": tot, "rack_o": p == won, "bonus": 0}
                         for p, pts, tot in rows], "teams": []}
            for n, won, rows in ((1, "Ann", [("Ann", 75, 75), ("Bo", 10, 10)]),
                                 (2, "Bo", [("Ann", 20, 95), ("Bo", 75, 85)]))]
    with app.app_context():
        try:
            upgrade(revision=LEDGER_BEFORE)
            with db.engine.begin() as connection:
                connection.execute(text(
                    "INSERT INTO scoresheets (id, game, ruleset, options, players, target, "
                    "edit_token_hash, totals, round_count, version, created_at, updated_at) VALUES "
                    "('s1', 'rack-o', 'hasbro', '{}', '[\"Ann\", \"Bo\"]', 500, :hash, "
                    "'{\"Ann\": 95, \"Bo\": 85}', 2, 3, :now, :now)"), {"hash": "0" * 64, "now": NOW})
                for doc in docs:
                    connection.execute(text(
                        "INSERT INTO scoresheet_rounds (sheet_id, number, entry, document, summary, "
                        "totals, created_at) VALUES ('s1', :n, '{}', :doc, :doc, :totals, :now)"),
                        {"n": doc["number"], "doc": json.dumps(doc), "now": NOW,
                         "totals": json.dumps({p["player"]: p["total"] for p in doc["players"]})})
            upgrade()
            with db.engine.connect() as connection:
                ledger = connection.execute(text("SELECT points FROM scoresheets")).scalar()
            assert (json.loads(ledger) if isinstance(ledger, str) else ledger) == [[75, 10], [20, 75]]
            with app.test_request_context():
                sheet = json.loads(scoresheets.read("s1").text or "")
            assert [[p["total"] for p in r["players"]] for r in sheet["rounds"]] == [[75, 10], [95, 85]]
            db.session.remove()
            downgrade(revision=LEDGER_BEFORE)
            with db.engine.connect() as connection:
                totals = [json.loads(t) if isinstance(t, str) else t for t in connection.execute(text(
                    "SELECT totals FROM scoresheet_rounds ORDER BY number")).scalars()]
            assert totals == [{"Ann": 75, "Bo": 10}, {"Ann": 95, "Bo": 85}]
        finally:
            db.session.remove()
            db.engine.dispose()


def test_a_super_rack_o_sheet_s_rounds_move_to_super_rack_o_words_and_back(empty_database: str) -> None:
    """A Super Rack-O round stored in Rack-O words reads as `round_winner`, `won` and `wins` after
    the upgrade (its totals as before); the downgrade stores it in the old words again."""
    from racko_api.services import scoresheets

    config = type("ScratchConfig", (TestConfig,), {"SQLALCHEMY_DATABASE_URI": empty_database})
    app = create_app(config)
    old = {"number": 1, "rack_o": "Bo", "rack": None, "entries": [], "teams": [],
           "players": [{"player": p, "points": int(p == "Bo"), "total": int(p == "Bo"),
                        "rack_o": p == "Bo", "bonus": 0, "longest_run": None, "slots": None,
                        "reasons": []} for p in ("Ann", "Bo")]}
    summary = {**old, "players": [{k: p[k] for k in ("player", "points", "total", "rack_o", "bonus")}
                                  for p in old["players"]]}
    with app.app_context():
        try:
            upgrade(revision=SUPER_WORDS_BEFORE)
            with db.engine.begin() as connection:
                connection.execute(text(
                    "INSERT INTO scoresheets (id, game, ruleset, options, players, target, "
                    "edit_token_hash, totals, round_count, points, version, created_at, updated_at) "
                    "VALUES ('s1', 'super-rack-o', 'super-rack-o', '{}', '[\"Ann\", \"Bo\"]', 3, "
                    ":hash, '{\"Ann\": 0, \"Bo\": 1}', 1, '[[0, 1]]', 2, :now, :now)"),
                    {"hash": "0" * 64, "now": NOW})
                connection.execute(text(
                    "INSERT INTO scoresheet_rounds (sheet_id, number, entry, document, summary, "
                    "created_at) VALUES ('s1', 1, '{}', :doc, :summary, :now)"),
                    {"doc": json.dumps(old), "summary": json.dumps(summary), "now": NOW})
            upgrade()
            with app.test_request_context():
                [listed] = json.loads(scoresheets.read("s1").text or "")["rounds"]
                detail = json.loads(scoresheets.read_round("s1", 1).text or "")
            for shown in (listed, detail):
                assert shown["round_winner"] == "Bo" and "rack_o" not in shown and "entries" not in shown
                assert [(p["won"], p["wins"], p["total"]) for p in shown["players"]] == [
                    (False, 0, 0), (True, 1, 1)]
                assert not {"points", "rack_o", "bonus"} & set(shown["players"][0])
            db.session.remove()
            downgrade(revision=SUPER_WORDS_BEFORE)
            with db.engine.connect() as connection:
                document, summary_back = connection.execute(text(
                    "SELECT document, summary FROM scoresheet_rounds")).one()
            assert json.loads(document) == old and json.loads(summary_back) == summary
        finally:
            db.session.remove()
            db.engine.dispose()
