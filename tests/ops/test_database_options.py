"""Database connection settings: fail fast, and no server-side prepared statements behind PgBouncer."""

from __future__ import annotations

import pytest
from sqlalchemy import text

from racko_api import config
from racko_api.extensions import db

from .helpers import make_app
from .pg import require_postgres, scratch_database, url


def test_postgresql_connections_time_out() -> None:
    options = config.database_engine_options({"SQLALCHEMY_DATABASE_URI": "postgresql+psycopg://h/d",
                                              "DATABASE_CONNECT_TIMEOUT": 2})
    assert options["pool_pre_ping"] is True  # a connection the server dropped is replaced unseen
    assert options["connect_args"]["connect_timeout"] == 2
    sqlite = config.database_engine_options({"SQLALCHEMY_DATABASE_URI": "sqlite://"})
    assert "connect_args" not in sqlite  # SQLite takes no such arguments


@pytest.mark.parametrize("env, expected", [
    ({}, 5), ({"DATABASE_PREPARE_THRESHOLD": "0"}, 0), ({"DATABASE_PREPARE_THRESHOLD": "none"}, None),
    ({"PGBOUNCER": "1"}, None), ({"PGBOUNCER": "1", "DATABASE_PREPARE_THRESHOLD": "3"}, None),
])
def test_pgbouncer_turns_prepared_statements_off(monkeypatch: pytest.MonkeyPatch,
                                                 env: dict[str, str], expected: int | None) -> None:
    for name in ("PGBOUNCER", "DATABASE_PREPARE_THRESHOLD"):
        monkeypatch.delenv(name, raising=False)
    for name, value in env.items():
        monkeypatch.setenv(name, value)
    assert config._prepare_threshold() == expected


@pytest.mark.parametrize("threshold", [None, 5])
def test_the_threshold_reaches_psycopg(threshold: int | None) -> None:
    require_postgres()
    with scratch_database("racko_prepare") as name:
        app = make_app(SQLALCHEMY_DATABASE_URI=url(name), DATABASE_PREPARE_THRESHOLD=threshold)
        with app.app_context():
            with db.engine.connect() as connection:
                for _ in range(8):
                    assert connection.execute(text("SELECT 1")).scalar() == 1
                raw = connection.connection.dbapi_connection
                assert raw.prepare_threshold == threshold  # type: ignore[union-attr]
            db.engine.dispose()
