"""Two app instances on one database, as two servers behind a balancer, and an SSE reader.

The database is TEST_DATABASE_URL (PostgreSQL in CI) or a SQLite file of the test's own (an
in-memory SQLite database is one per app). Wake-ups go through Redis on a channel of the test's
own (`redis`), or through nothing but each process and its poll (`poll`).
"""

from __future__ import annotations

import json
import os
import queue
import threading
import time
import uuid
from collections.abc import Iterator
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

import pytest
from flask import Flask
from flask_migrate import upgrade

from racko_api.extensions import db
from racko_api.ops.db_routing import AUTOCOMMIT
from tests.ops.helpers import make_app
from tests.ops.redis_server import require_redis

REDIS_URL = "redis://127.0.0.1:6379/13"
STREAM_SETTINGS = {"STREAMS_HEARTBEAT_SECONDS": 0.4, "STREAMS_MAX_SECONDS": 4.0}



def _database(tmp_path: Path, request: pytest.FixtureRequest) -> str:
    url = os.environ.get("TEST_DATABASE_URL")
    if url:
        request.getfixturevalue("app")  # migrated, and emptied after the test
        return url
    return f"sqlite:///{tmp_path / 'streams.sqlite3'}"


def _close(app: Flask) -> None:
    """Give back the app's database connections (PostgreSQL counts them across test runs)."""
    with app.app_context():
        db.session.remove()
        db.engine.dispose()
        app.extensions[AUTOCOMMIT].dispose()


@pytest.fixture(params=["redis", "poll"])
def servers(request: pytest.FixtureRequest, tmp_path: Path,
            readers: list[Reader]) -> Iterator[tuple[Flask, Flask]]:
    """Two apps on one database; woken through Redis, or by polling it (0.2 s) without Redis."""
    url = _database(tmp_path, request)
    settings: dict[str, Any] = {**STREAM_SETTINGS, "SQLALCHEMY_DATABASE_URI": url}
    if request.param == "redis":
        require_redis(REDIS_URL)
        settings.update(STREAMS_REDIS_URL=REDIS_URL, STREAMS_CHANNEL=f"racko-test-{uuid.uuid4().hex}")
    else:
        settings.update(STREAMS_POLL_SECONDS=0.2)
    first, second = make_app(**settings), make_app(**settings)
    if url.startswith("sqlite"):
        with first.app_context():
            upgrade()
    yield first, second
    for reader in readers:  # every stream has ended before its app goes
        reader.ended.wait(10)
    for app in (first, second):
        _close(app)


@dataclass
class Reader:
    """An SSE stream read on a thread of its own: status, headers, comments and events as they come."""

    status: int = 0
    headers: dict[str, str] = field(default_factory=dict)
    events: queue.Queue[tuple[float, dict[str, Any]]] = field(default_factory=queue.Queue)
    ids: list[int] = field(default_factory=list)
    comments: int = 0
    retry: int | None = None
    opened: threading.Event = field(default_factory=threading.Event)
    ended: threading.Event = field(default_factory=threading.Event)
    error: BaseException | None = None

    def next(self, timeout: float = 3.0) -> dict[str, Any]:
        return self.events.get(timeout=timeout)[1]

    def all(self, timeout: float = 8.0) -> list[dict[str, Any]]:
        """Every event until the stream ends."""
        assert self.ended.wait(timeout), "the stream did not end"
        assert self.error is None, self.error
        out = []
        while not self.events.empty():
            out.append(self.events.get()[1])
        return out


def _parse(reader: Reader, block: str) -> None:
    data, seq = None, None
    for line in block.split("\n"):
        if line.startswith(":"):
            reader.comments += 1
        elif line.startswith("id: "):
            seq = int(line[4:])
        elif line.startswith("data: "):
            data = json.loads(line[6:])
        elif line.startswith("retry: "):
            reader.retry = int(line[7:])
    if data is not None:
        assert seq == data["seq"], (seq, data)
        reader.ids.append(seq)
        reader.events.put((time.monotonic(), data))


def listen(app: Flask, path: str, headers: dict[str, str] | None = None) -> Reader:
    """Open `path` with Accept: text/event-stream on `app` and read it on a thread; once the
    answer's headers are in, `opened` is set."""
    reader = Reader()

    def run() -> None:
        try:
            response = app.test_client().get(
                path, headers={"Accept": "text/event-stream", **(headers or {})}, buffered=False)
            reader.status, reader.headers = response.status_code, dict(response.headers)
            reader.opened.set()
            pending = ""
            for chunk in response.response:
                pending += chunk.decode() if isinstance(chunk, bytes) else chunk
                while "\n\n" in pending:
                    block, pending = pending.split("\n\n", 1)
                    _parse(reader, block)
            response.close()
        except BaseException as exc:  # noqa: BLE001  reported by the test that reads
            reader.error = exc
        finally:
            reader.opened.set()
            reader.ended.set()

    threading.Thread(target=run, daemon=True).start()
    assert reader.opened.wait(5), "no answer"
    return reader


def wait_until(check: Any, timeout: float = 3.0) -> None:
    deadline = time.monotonic() + timeout
    while not check():
        assert time.monotonic() < deadline, "timed out"
        time.sleep(0.01)


@pytest.fixture()
def readers() -> Iterator[list[Reader]]:
    """Streams a test opened; each must have ended by itself (STREAMS_MAX_SECONDS) afterwards."""
    opened: list[Reader] = []
    yield opened
    for reader in opened:
        assert reader.ended.wait(10), "a stream did not end by itself"
