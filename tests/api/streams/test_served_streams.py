"""Streams under gunicorn (gunicorn.conf.py): a worker told to stop ends its streams cleanly."""

from __future__ import annotations

import json
import os
import signal
import threading
import time
import urllib.request
from collections.abc import Iterator
from pathlib import Path

import pytest

from benchmarks.launch import GunicornServer, children, free_port, migrate


@pytest.fixture()
def server(tmp_path: Path) -> Iterator[GunicornServer]:
    database = f"sqlite:///{tmp_path / 'racko.sqlite3'}"
    migrate(database)
    live = GunicornServer(free_port(), database, workers=1, threads=8,
                          env={"REQUEST_LOG": "0", "STREAMS_MAX_SECONDS": "300"})
    live.start()
    try:
        yield live
    finally:
        live.stop()


def _post(url: str, body: dict) -> dict:
    request = urllib.request.Request(url, json.dumps(body).encode(), {"Content-Type": "application/json"})
    with urllib.request.urlopen(request, timeout=10) as answer:
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
