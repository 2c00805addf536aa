"""The generated client (clients/python) against the app served over real HTTP in a thread."""

from __future__ import annotations

import os
import sys
import threading
from collections.abc import Iterator
from pathlib import Path

import pytest
from flask import Flask
from werkzeug.serving import make_server

from racko_api import create_app
from racko_api.config import TestConfig
from racko_api.extensions import limiter

from ..conftest import reset_schema
from .serve import Server

CLIENTS = Path(__file__).resolve().parents[2] / "clients" / "python"
if str(CLIENTS) not in sys.path:
    sys.path.insert(0, str(CLIENTS))  # `import racko_client`, as an installed client would


# Every stream of these tests comes from 127.0.0.1: not a test of STREAMS_PER_CLIENT, which is
# off (0: no lease written).
STREAMS_FROM_ONE_ADDRESS = 0


@pytest.fixture(scope="session")
def app(tmp_path_factory: pytest.TempPathFactory) -> Iterator[Flask]:
    """The app these servers serve, on a SQLite file (as `make run` keeps it) unless
    TEST_DATABASE_URL names a database: a file gives each server thread a connection of its own.
    The in-memory database is one connection every thread shares, so whatever one thread did to
    it (a lone read switching it to autocommit, a session's rollback) committed or ended the
    transaction another thread's write had begun: a play answered 412 now and then."""
    url = os.environ.get("TEST_DATABASE_URL") or f"sqlite:///{tmp_path_factory.mktemp('db') / 'racko.db'}"
    app = create_app(type("ClientTestConfig", (TestConfig,), {"SQLALCHEMY_DATABASE_URI": url}))
    with app.app_context():
        reset_schema()
    yield app


@pytest.fixture()
def base_url(app: Flask) -> Iterator[str]:
    """The app on a free local port, for this test; requests are not rate-limited (not a limit test)."""
    server = make_server("127.0.0.1", 0, app, threaded=False)
    thread = threading.Thread(target=server.serve_forever, name="racko-test-server", daemon=True)
    thread.start()
    limiter.enabled, per_client = False, app.config["STREAMS_PER_CLIENT"]
    app.config["STREAMS_PER_CLIENT"] = STREAMS_FROM_ONE_ADDRESS
    try:
        yield f"http://127.0.0.1:{server.server_port}"
    finally:
        app.config["STREAMS_PER_CLIENT"] = per_client
        limiter.enabled = True
        server.shutdown()
        thread.join()


@pytest.fixture()
def threaded_url(app: Flask) -> Iterator[str]:
    """The app on a threaded server, streams ending every 0.4 s (the client resumes)."""
    server = make_server("127.0.0.1", 0, app, threaded=True)
    thread = threading.Thread(target=server.serve_forever, daemon=True)
    thread.start()
    limiter.enabled, lifetime = False, app.config["STREAMS_MAX_SECONDS"]
    per_client = app.config["STREAMS_PER_CLIENT"]
    app.config["STREAMS_MAX_SECONDS"] = 0.4
    app.config["STREAMS_PER_CLIENT"] = STREAMS_FROM_ONE_ADDRESS
    try:
        yield f"http://127.0.0.1:{server.server_port}"
    finally:
        app.config["STREAMS_MAX_SECONDS"], app.config["STREAMS_PER_CLIENT"] = lifetime, per_client
        limiter.enabled = True
        server.shutdown()
        thread.join()


@pytest.fixture()
def server(tmp_path: Path) -> Iterator[Server]:
    running = Server(tmp_path)
    running.start()
    try:
        yield running
    finally:
        running.stop()
