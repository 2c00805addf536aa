"""Streams under gunicorn (gunicorn.conf.py): a worker told to stop ends its streams cleanly,
and a client that reconnects to the worker that replaces it gets what it missed, on SQLite and
on PostgreSQL with Redis wake-ups (the production set-up)."""

from __future__ import annotations

import json
import os
import signal
import threading
import time
import urllib.request
import uuid
from collections.abc import Iterator
from contextlib import ExitStack
from pathlib import Path

import pytest

from benchmarks.launch import GunicornServer, children, free_port, migrate
from tests.ops.pg import require_postgres, scratch_database, url
from tests.ops.redis_server import require_redis

REDIS_URL = "redis://127.0.0.1:6379/12"


@pytest.fixture(params=["sqlite", "postgresql"])
def server(request: pytest.FixtureRequest, tmp_path: Path) -> Iterator[GunicornServer]:
    env = {"REQUEST_LOG": "0", "STREAMS_MAX_SECONDS": "300"}
    with ExitStack() as stack:
        if request.param == "sqlite":
            database = f"sqlite:///{tmp_path / 'racko.sqlite3'}"
        else:
            require_postgres()
            require_redis(REDIS_URL)
            database = url(stack.enter_context(scratch_database("racko_streams")))
            env["STREAMS_REDIS_URL"] = REDIS_URL
        migrate(database)
        live = GunicornServer(free_port(), database, workers=1, threads=8, env=env)
        live.start()
        stack.callback(live.stop)
        yield live


def _post(address: str, body: dict, headers: dict[str, str] | None = None) -> dict:
    request = urllib.request.Request(address, json.dumps(body).encode(),
                                     {"Content-Type": "application/json", **(headers or {})})
    # 30 s: after a worker stops, the request waits for the one that replaces it to boot, which
    # takes seconds on a busy machine
    with urllib.request.urlopen(request, timeout=30) as answer:
        return json.loads(answer.read())


def test_a_worker_told_to_stop_ends_its_streams_at_once_and_exits_long_before_its_grace(
        server: GunicornServer) -> None:
    sheet = _post(f"{server.url}/v1/scoresheets", {"ruleset": "hasbro", "players": ["Ann", "Bo"]})
    stream = urllib.request.urlopen(urllib.request.Request(
        f"{server.url}/v1/scoresheets/{sheet['id']}/events", headers={"Accept": "text/event-stream"}),
        timeout=30)
    assert stream.status == 200
    lines: list[bytes] = []
    ended = threading.Event()
    failure: list[BaseException] = []

    def read() -> None:
        try:
            lines.extend(stream)  # to the end of the chunked answer: a clean end, not a cut
        except BaseException as exc:  # noqa: BLE001
            failure.append(exc)
        ended.set()

    threading.Thread(target=read, daemon=True).start()
    time.sleep(0.5)
    assert server.process is not None
    (worker,) = children(server.process.pid)
    stopped = time.monotonic()
    os.kill(worker, signal.SIGTERM)  # as the master does on a restart (HUP) or at max_requests
    assert ended.wait(5), "the stream was not ended"
    assert not failure, failure
    assert time.monotonic() - stopped < 3 and lines[:1] == [b"retry: 2000\n"]
    deadline = time.monotonic() + 5  # graceful_timeout is 20 s
    while worker in children(server.process.pid) and time.monotonic() < deadline:
        time.sleep(0.1)
    assert worker not in children(server.process.pid), "the worker did not exit"

    # A round added while the client is away reaches it when it reconnects with Last-Event-ID,
    # served by the worker the master started in place of the old one.
    _post(f"{server.url}/v1/scoresheets/{sheet['id']}/rounds",
          {"rack_o": "Ann", "entries": [{"player": "Ann", "scoring_cards": 10},
                                        {"player": "Bo", "scoring_cards": 2}]},
          {"Authorization": f"Bearer {sheet['edit_token']}", "Idempotency-Key": str(uuid.uuid4())})
    again = urllib.request.urlopen(urllib.request.Request(
        f"{server.url}/v1/scoresheets/{sheet['id']}/events",
        headers={"Accept": "text/event-stream", "Last-Event-ID": "0"}), timeout=30)
    assert again.status == 200
    seen = b""
    while b"round_added" not in seen or not seen.endswith(b"\n\n"):
        seen += again.readline()
    assert b"id: 1\n" in seen and seen.count(b"round_added") == 1, seen
    again.close()
