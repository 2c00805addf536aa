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
    # No ping per request: a connection the server dropped is replaced when its first statement
    # fails, and the request runs again (tests/ops/test_dropped_connections.py).
    assert options["pool_pre_ping"] is False
    pinged = config.database_engine_options({"SQLALCHEMY_DATABASE_URI": "postgresql+psycopg://h/d",
                                             "DATABASE_PRE_PING": True})
    assert pinged["pool_pre_ping"] is True
    assert options["connect_args"]["connect_timeout"] == 2
    sqlite = config.database_engine_options({"SQLALCHEMY_DATABASE_URI": "sqlite://"})
    assert "connect_args" not in sqlite  # SQLite takes no such arguments


def test_every_wait_on_postgresql_is_bounded_by_default() -> None:
    """A slow statement, a row locked elsewhere, a full pool and a connect: each bounded, so a
    request answers within 5 s (the stall guard bounds a network that stops answering)."""
    from racko_api.config import Config

    settings = {k: getattr(Config, k) for k in dir(Config) if k.isupper()}
    options = config.database_engine_options({**settings, "SQLALCHEMY_DATABASE_URI": "postgresql+psycopg://h/d"})
    assert options["connect_args"]["options"] == "-c statement_timeout=2000 -c lock_timeout=1500"
    assert options["connect_args"]["connect_timeout"] == 2 and options["pool_timeout"] == 1
    assert Config.DATABASE_STALL_TIMEOUT == 2.5 and Config.DATABASE_FAIL_FAST == 1
    behind_pgbouncer = config.database_engine_options({**settings, "PGBOUNCER": True,
                                                       "SQLALCHEMY_DATABASE_URI": "postgresql://h/d"})
    assert "options" not in behind_pgbouncer["connect_args"]  # PgBouncer takes no startup options


def test_the_server_limits_reach_postgresql() -> None:
    require_postgres()
    with scratch_database("racko_limits") as name:
        app = make_app(SQLALCHEMY_DATABASE_URI=url(name), DATABASE_STATEMENT_TIMEOUT_MS=1234,
                       DATABASE_LOCK_TIMEOUT_MS=567)
        with app.app_context():
            with db.engine.connect() as connection:
                assert connection.execute(text("SHOW statement_timeout")).scalar() == "1234ms"
                assert connection.execute(text("SHOW lock_timeout")).scalar() == "567ms"
            db.engine.dispose()


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
    assert config.prepare_threshold() == expected


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
