"""Fixtures shared by every test: `app`, `client`, `runner` (the Flask tutorial's shape).

The database is the in-memory SQLite one, or TEST_DATABASE_URL (PostgreSQL in CI).
The schema is built by the migrations once a session; every test starts with empty tables.
"""

from __future__ import annotations

import os
from collections.abc import Iterator

import pytest
from flask import Flask
from flask.testing import FlaskClient, FlaskCliRunner
from flask_migrate import upgrade
from hypothesis import settings
from sqlalchemy import text

from racko_api import create_app
from racko_api.config import TestConfig
from racko_api.extensions import db, limiter

# No per-example deadline: on a shared 2-core machine one example can take longer than
# hypothesis's 200 ms without anything being wrong; the speed floors are the benchmarks' job.
settings.register_profile("racko", deadline=None)
settings.load_profile("racko")


def pytest_configure(config: pytest.Config) -> None:
    """The catalogues as `make test` builds them, so a bare pytest run reads fresh .mo files
    (built once, by the run that starts the workers when tests run in parallel)."""
    from racko_api.catalogues import build

    if not os.environ.get("PYTEST_XDIST_WORKER"):
        build()


def reset_schema() -> None:
    """Drop whatever an earlier run left behind, then migrate to head."""
    db.drop_all()
    with db.engine.begin() as connection:
        connection.execute(text("DROP TABLE IF EXISTS alembic_version"))
    upgrade()


@pytest.fixture(scope="session")
def app() -> Iterator[Flask]:
    app = create_app(TestConfig)
    with app.app_context():
        reset_schema()
    yield app


@pytest.fixture(autouse=True)
def _clean_state(request: pytest.FixtureRequest) -> Iterator[None]:
    """Empty tables and fresh rate-limit counters for every test that uses the app."""
    yield
    if "app" not in request.fixturenames:
        return
    app: Flask = request.getfixturevalue("app")
    with app.app_context():
        db.session.remove()
        with db.engine.begin() as connection:
            for table in reversed(db.metadata.sorted_tables):
                connection.execute(table.delete())
        limiter.reset()


@pytest.fixture()
def client(app: Flask) -> FlaskClient:
    return app.test_client()


@pytest.fixture()
def runner(app: Flask) -> FlaskCliRunner:
    return app.test_cli_runner()
