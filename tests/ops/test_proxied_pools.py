"""The two pools as docs/reverse-proxy.md runs them behind nginx: each gunicorn started on its own
port, one metrics directory, one trusted proxy hop. A client reaches each port as nginx routes
(streams to the stream pool, everything else to the ordinary pool), on SQLite and on PostgreSQL
with Redis wake-ups; nginx itself is not needed to prove what the pools do behind it."""

from __future__ import annotations

import json
import os
import signal
import subprocess
import sys
import time
import urllib.error
import urllib.request
import uuid
from collections.abc import Iterator
from contextlib import ExitStack
from dataclasses import dataclass
from pathlib import Path

import pytest

from benchmarks.launch import free_port, migrate
from tests.ops.pg import require_postgres, scratch_database, url
from tests.ops.redis_server import require_redis

ROOT = Path(__file__).resolve().parents[2]
GUNICORN = Path(sys.executable).with_name("gunicorn")
REDIS_URL = "redis://127.0.0.1:6379/12"
STREAM = {"Accept": "text/event-stream", "X-Forwarded-For": "203.0.113.7"}  # nginx adds the client
ORDINARY = {"X-Forwarded-For": "203.0.113.7"}


@dataclass(frozen=True)
class Pools:
    ordinary: str  # the ordinary pool's address, where nginx sends everything but streams
    stream: str  # the stream pool's


def _ready(address: str, timeout: float = 60) -> None:
    deadline = time.monotonic() + timeout
    while time.monotonic() < deadline:
        try:
            with urllib.request.urlopen(address + "/readyz", timeout=2) as answer:
                if answer.status == 200:
                    return
        except OSError:
            time.sleep(0.2)
    raise RuntimeError(f"the pool at {address} was not ready")


@pytest.fixture(params=["sqlite", "postgresql"])
def pools(request: pytest.FixtureRequest, tmp_path: Path) -> Iterator[Pools]:
    env = {**os.environ, "REQUEST_LOG": "0", "WEB_CONCURRENCY": "1", "STREAM_POOL_WORKERS": "1",
           "STREAM_POOL_THREADS": "16", "STREAMS_MAX_SECONDS": "300", "TRUSTED_PROXIES": "1",
           "PROMETHEUS_MULTIPROC_DIR": str(tmp_path / "metrics"),
           "GUNICORN_CMD_ARGS": "--no-control-socket"}
    with ExitStack() as stack:
        if request.param == "sqlite":
            database = f"sqlite:///{tmp_path / 'racko.sqlite3'}"
        else:
            require_postgres()
            require_redis(REDIS_URL)
            database = url(stack.enter_context(scratch_database("racko_pools")))
            env["STREAMS_REDIS_URL"] = REDIS_URL
        migrate(database)
        env["DATABASE_URL"] = database
        addresses = {}
        # The ordinary pool first: it empties the shared metrics directory as it starts.
        for config in ("gunicorn.conf.py", "gunicorn.streams.conf.py"):
            port = free_port()
            pool = subprocess.Popen([str(GUNICORN), "-c", config, "wsgi:app"], cwd=ROOT,
                                    env={**env, "BIND": f"127.0.0.1:{port}"},
                                    stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
            stack.callback(pool.wait, 30)
            stack.callback(pool.send_signal, signal.SIGTERM)
            addresses[config] = f"http://127.0.0.1:{port}"
            _ready(addresses[config])
        yield Pools(addresses["gunicorn.conf.py"], addresses["gunicorn.streams.conf.py"])


def _post(address: str, body: dict, headers: dict[str, str] | None = None) -> dict:
    request = urllib.request.Request(address, json.dumps(body).encode(), {
        "Content-Type": "application/json", **ORDINARY, **(headers or {})})
    with urllib.request.urlopen(request, timeout=30) as answer:
        return json.loads(answer.read())


def _read_event(stream: urllib.response.addinfourl, name: bytes) -> bytes:
    """The stream's lines up to the end of the first event called `name`."""
    seen = b""
    while name not in seen or not seen.endswith(b"\n\n"):
        line = stream.readline()
        assert line, seen  # the stream ended first
        seen += line
    return seen


def test_a_stream_and_ordinary_requests_side_by_side_on_the_pools_ports(pools: Pools) -> None:
    sheet = _post(f"{pools.ordinary}/v1/scoresheets", {"ruleset": "hasbro", "players": ["Ann", "Bo"]})
    path = f"/v1/scoresheets/{sheet['id']}/events"
    request = urllib.request.Request(pools.stream + path, headers=STREAM)
    with urllib.request.urlopen(request, timeout=30) as stream:
        assert stream.status == 200 and stream.headers["Content-Type"].startswith("text/event-stream")
        # The ordinary pool's only worker is a sync one: it answers while the stream stays open.
        score = _post(f"{pools.ordinary}/v1/score", {"ruleset": "hasbro", "players": 4,
                                                     "rack": [1, 12, 13, 16, 34, 22, 4, 54, 31, 60]})
        assert isinstance(score["points"], int)
        # A round added at the ordinary pool wakes the stream at the other pool.
        _post(f"{pools.ordinary}{path[:-len('events')]}rounds",
              {"rack_o": "Ann", "entries": [{"player": "Ann", "scoring_cards": 10},
                                            {"player": "Bo", "scoring_cards": 2}]},
              {"Authorization": f"Bearer {sheet['edit_token']}", "Idempotency-Key": str(uuid.uuid4())})
        assert b"id: 1\n" in _read_event(stream, b"round_added")
    # The same URL asked for JSON goes to the ordinary pool: the log, as a poll reads it.
    poll = urllib.request.Request(pools.ordinary + path, headers={**ORDINARY, "Accept": "application/json"})
    with urllib.request.urlopen(poll, timeout=10) as log:
        assert [event["type"] for event in json.loads(log.read())["events"]] == ["round_added"]


def test_a_stream_sent_to_the_ordinary_pool_is_refused_as_a_problem(pools: Pools) -> None:
    """Why the proxy must route streams: a sync worker holds no stream (it would hold the whole
    worker), so it answers 503 with Retry-After and the client polls meanwhile."""
    sheet = _post(f"{pools.ordinary}/v1/scoresheets", {"ruleset": "hasbro", "players": ["Ann", "Bo"]})
    request = urllib.request.Request(f"{pools.ordinary}/v1/scoresheets/{sheet['id']}/events",
                                     headers=STREAM)
    with pytest.raises(urllib.error.HTTPError) as refused:
        urllib.request.urlopen(request, timeout=10)
    assert refused.value.code == 503 and refused.value.headers["Retry-After"]
    assert refused.value.headers["Content-Type"] == "application/problem+json"
