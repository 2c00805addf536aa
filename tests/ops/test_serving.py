"""`make run`'s set-up (racko_api/serving.py): one port, ordinary requests on sync workers and
streams on the threaded stream pool, on SQLite and on PostgreSQL with Redis wake-ups."""

from __future__ import annotations

import asyncio
import json
import os
import re
import signal
import socket
import struct
import subprocess
import sys
import threading
import time
import urllib.error
import urllib.request
import uuid
from collections.abc import Iterator
from contextlib import ExitStack
from dataclasses import dataclass
from pathlib import Path

import pytest

from benchmarks.launch import children, free_port, migrate
from racko_api import serving
from racko_api.serving import pool_for, with_forwarded_for
from tests.ops.helpers import run_dispatcher_loop
from tests.ops.pg import require_postgres, scratch_database, url
from tests.ops.redis_server import require_redis

ROOT = Path(__file__).resolve().parents[2]
REDIS_URL = "redis://127.0.0.1:6379/12"
STREAM = {"Accept": "text/event-stream"}


@dataclass(frozen=True)
class Served:
    url: str
    launcher: subprocess.Popen[bytes]

    def masters(self) -> dict[str, int]:
        """The two gunicorn masters by the config each runs: 'gunicorn.conf.py' -> pid."""
        found = {}
        for pid in children(self.launcher.pid):
            arguments = Path(f"/proc/{pid}/cmdline").read_bytes().decode().split("\0")
            found[arguments[arguments.index("-c") + 1]] = pid
        return found


def _get(address: str, headers: dict[str, str] | None = None) -> urllib.request.Request:
    return urllib.request.Request(address, headers=headers or {})


def _ready(address: str, timeout: float = 60) -> None:
    deadline = time.monotonic() + timeout
    while time.monotonic() < deadline:
        try:
            with urllib.request.urlopen(address + "/readyz", timeout=2) as answer:
                if answer.status == 200:
                    return
        except OSError:
            time.sleep(0.2)
    raise RuntimeError("the launcher's pools were not ready")


@pytest.fixture(params=["sqlite", "postgresql"])
def served(request: pytest.FixtureRequest, tmp_path: Path) -> Iterator[Served]:
    port = free_port()
    env = {**os.environ, "BIND": f"127.0.0.1:{port}", "REQUEST_LOG": "0", "WEB_CONCURRENCY": "1",
           "STREAM_POOL_WORKERS": "1", "STREAM_POOL_THREADS": "16", "STREAMS_MAX_SECONDS": "300",
           "GUNICORN_CMD_ARGS": "--no-control-socket", "METRICS_PUBLIC": "1",
           # The app's own limits are met here, not the dispatcher's (tests/ops/test_address_limits.py).
           "ADDRESS_RATE": "1000"}
    env.pop("PROMETHEUS_MULTIPROC_DIR", None)
    with ExitStack() as stack:
        if request.param == "sqlite":
            database = f"sqlite:///{tmp_path / 'racko.sqlite3'}"
        else:
            require_postgres()
            require_redis(REDIS_URL)
            database = url(stack.enter_context(scratch_database("racko_serving")))
            env["STREAMS_REDIS_URL"] = REDIS_URL
        migrate(database)
        env["DATABASE_URL"] = database
        launcher = subprocess.Popen([sys.executable, "-m", "racko_api.serving"], cwd=ROOT, env=env,
                                    stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
        stack.callback(launcher.wait, 30)
        stack.callback(launcher.send_signal, signal.SIGTERM)
        _ready(f"http://127.0.0.1:{port}")
        yield Served(f"http://127.0.0.1:{port}", launcher)


def _post(address: str, body: dict, headers: dict[str, str] | None = None) -> dict:
    request = urllib.request.Request(address, json.dumps(body).encode(),
                                     {"Content-Type": "application/json", **(headers or {})})
    with urllib.request.urlopen(request, timeout=30) as answer:  # a replaced worker may boot first
        return json.loads(answer.read())


def _add_round(served: Served, sheet: dict) -> None:
    _post(f"{served.url}/v1/scoresheets/{sheet['id']}/rounds",
          {"rack_o": "Ann", "entries": [{"player": "Ann", "scoring_cards": 10},
                                        {"player": "Bo", "scoring_cards": 2}]},
          {"Authorization": f"Bearer {sheet['edit_token']}", "Idempotency-Key": str(uuid.uuid4())})


def _read_event(stream: urllib.response.addinfourl, name: bytes) -> bytes:
    """The stream's lines up to the end of the first event called `name`."""
    seen = b""
    while name not in seen or not seen.endswith(b"\n\n"):
        line = stream.readline()
        assert line, seen  # the stream ended first
        seen += line
    return seen


def test_a_stream_and_ordinary_requests_are_served_side_by_side_on_one_port(served: Served) -> None:
    sheet = _post(f"{served.url}/v1/scoresheets", {"ruleset": "hasbro", "players": ["Ann", "Bo"]})
    events = f"{served.url}/v1/scoresheets/{sheet['id']}/events"
    with urllib.request.urlopen(_get(events, STREAM), timeout=30) as stream:
        assert stream.status == 200 and stream.headers["Content-Type"].startswith("text/event-stream")
        # The only ordinary worker is a sync one: it answers while the stream stays open.
        with urllib.request.urlopen(served.url + "/livez", timeout=10) as live:
            assert live.status == 200
        _add_round(served, sheet)
        assert b"id: 1\n" in _read_event(stream, b"round_added")
    # The same URL asked for JSON is an ordinary request: the log, as a poll reads it.
    with urllib.request.urlopen(_get(events, {"Accept": "application/json"}), timeout=10) as log:
        assert [event["type"] for event in json.loads(log.read())["events"]] == ["round_added"]

    # A sync worker serves no stream (STREAMS_MAX_OPEN is 0 there: 503), so the 200 above came
    # from the stream pool, the pool of the second master.
    assert set(served.masters()) == {"gunicorn.conf.py", "gunicorn.streams.conf.py"}


def test_a_bad_request_through_the_dispatcher_is_answered_as_a_problem(
        served: Served) -> None:
    request = urllib.request.Request(f"{served.url}/v1/scoresheets", b"{not json",
                                     {"Content-Type": "application/json"})
    with pytest.raises(urllib.error.HTTPError) as refused:
        urllib.request.urlopen(request, timeout=10)
    assert refused.value.code == 400
    assert refused.value.headers["Content-Type"] == "application/problem+json"


def test_a_stream_pool_worker_restart_resumes_the_stream_with_last_event_id(served: Served) -> None:
    sheet = _post(f"{served.url}/v1/scoresheets", {"ruleset": "hasbro", "players": ["Ann", "Bo"]})
    events = f"{served.url}/v1/scoresheets/{sheet['id']}/events"
    stream = urllib.request.urlopen(_get(events, STREAM), timeout=30)
    ended = threading.Event()
    threading.Thread(target=lambda: (stream.read(), ended.set()), daemon=True).start()
    time.sleep(0.5)
    (worker,) = children(served.masters()["gunicorn.streams.conf.py"])
    os.kill(worker, signal.SIGTERM)  # as its master does on a restart (HUP) or at max_requests
    assert ended.wait(10), "the stream was not ended"

    _add_round(served, sheet)  # while the client is away
    with urllib.request.urlopen(_get(events, {**STREAM, "Last-Event-ID": "0"}), timeout=30) as again:
        seen = _read_event(again, b"round_added")
    assert b"id: 1\n" in seen and seen.count(b"round_added") == 1, seen
    assert worker not in children(served.masters()["gunicorn.streams.conf.py"])


def test_metrics_add_up_the_workers_of_both_pools(served: Served) -> None:
    """/metrics is answered by the ordinary pool and speaks for the stream pool's worker too."""
    deadline = time.monotonic() + 20  # the stream pool's worker may still be booting
    while True:
        with urllib.request.urlopen(served.url + "/metrics", timeout=10) as answer:
            text = answer.read().decode()
        workers = [line for line in text.splitlines() if line.startswith("racko_worker_up{")]
        if len(workers) == 2 or time.monotonic() > deadline:
            break
        time.sleep(0.5)
    speaking = {int(re.search(r'pid="(\d+)"', line).group(1)) for line in workers}  # type: ignore[union-attr]
    assert speaking == {worker for master in served.masters().values() for worker in children(master)}


def test_the_launcher_stops_both_pools_with_itself(served: Served) -> None:
    masters = served.masters()
    served.launcher.send_signal(signal.SIGTERM)
    assert served.launcher.wait(30) == 0
    assert all(not Path(f"/proc/{pid}").exists() for pid in masters.values())


@pytest.mark.parametrize(("head", "pool"), [
    (b"GET /v1/games/g1/events HTTP/1.1\r\nAccept: text/event-stream\r\n\r\n", "stream"),
    (b"GET /v1/scoresheets/s1/events?after=3 HTTP/1.1\r\nhost: x\r\naccept: Text/Event-Stream\r\n\r\n",
     "stream"),
    (b"GET /v1/games/g1/events HTTP/1.1\r\nAccept: application/json\r\n\r\n", "ordinary"),
    (b"GET /v1/games/g1/events HTTP/1.1\r\n\r\n", "ordinary"),
    (b"POST /v1/games/g1/events HTTP/1.1\r\nAccept: text/event-stream\r\n\r\n", "ordinary"),
    (b"GET /v1/games/g1 HTTP/1.1\r\nAccept: text/event-stream\r\n\r\n", "ordinary"),
    (b"GET /livez HTTP/1.1\r\nX-Note: /events text/event-stream\r\n\r\n", "ordinary"),
    (b"garbage", "ordinary"),
])
def test_a_connection_goes_to_the_pool_its_request_head_names(head: bytes, pool: str) -> None:
    assert pool_for(head) == pool


def test_the_dispatcher_adds_the_client_address_and_scheme_after_any_the_client_sent() -> None:
    head = b"GET / HTTP/1.1\r\nHost: x\r\nX-Forwarded-For: 203.0.113.9\r\n\r\n{}"
    assert with_forwarded_for(head, "10.0.0.7") == (
        b"GET / HTTP/1.1\r\nHost: x\r\nX-Forwarded-For: 203.0.113.9\r\n"
        b"X-Forwarded-For: 10.0.0.7\r\nX-Forwarded-Proto: http\r\n\r\n{}")
    assert with_forwarded_for(b"GET / HTTP/1.1\r\nHost: x", "10.0.0.7") == b"GET / HTTP/1.1\r\nHost: x"


def test_a_client_naming_another_address_is_still_counted_as_itself(served: Served) -> None:
    """Sheet creations are limited to 60 a minute an address: a client that says it is a new
    address each time in X-Forwarded-For still meets the limit at the 61st."""
    statuses = []
    for attempt in range(61):
        body = json.dumps({"ruleset": "hasbro", "players": ["Ann", "Bo"]}).encode()
        request = urllib.request.Request(f"{served.url}/v1/scoresheets", body, {
            "Content-Type": "application/json", "X-Forwarded-For": f"203.0.113.{attempt}"})
        try:
            with urllib.request.urlopen(request, timeout=30) as answer:
                statuses.append(answer.status)
        except urllib.error.HTTPError as refused:
            statuses.append(refused.code)
    assert statuses == [201] * 60 + [429]


def test_from_the_moment_the_port_accepts_every_request_is_answered(tmp_path: Path) -> None:
    """The launcher opens its port once both pools listen: a client polling for it meets refused
    connections first, then answers, never an empty reply from a pool not yet started."""
    port = free_port()
    database = f"sqlite:///{tmp_path / 'racko.sqlite3'}"
    migrate(database)
    env = {**os.environ, "BIND": f"127.0.0.1:{port}", "REQUEST_LOG": "0", "WEB_CONCURRENCY": "1",
           "STREAM_POOL_WORKERS": "1", "STREAM_POOL_THREADS": "16", "DATABASE_URL": database,
           "GUNICORN_CMD_ARGS": "--no-control-socket"}
    env.pop("PROMETHEUS_MULTIPROC_DIR", None)
    launcher = subprocess.Popen([sys.executable, "-m", "racko_api.serving"], cwd=ROOT, env=env,
                                stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    try:
        deadline = time.monotonic() + 60
        while True:
            assert time.monotonic() < deadline, "the port never opened"
            try:
                with urllib.request.urlopen(f"http://127.0.0.1:{port}/livez", timeout=30) as answer:
                    assert answer.status == 200
                    break
            except urllib.error.URLError as failed:
                assert isinstance(failed.reason, ConnectionRefusedError), failed
                time.sleep(0.01)
    finally:
        launcher.send_signal(signal.SIGTERM)
        assert launcher.wait(30) == 0


def test_a_client_that_ends_before_its_head_is_whole_is_closed_at_once(
        monkeypatch: pytest.MonkeyPatch) -> None:
    """Its request can never be answered: the dispatcher lets the connection go then, not when
    HEAD_SECONDS pass (an hour here, so only the client's end can close it)."""
    monkeypatch.setattr(serving, "HEAD_SECONDS", 3600)

    async def answer_to(data: bytes) -> bytes:
        nowhere = ("127.0.0.1", free_port())
        server = await asyncio.get_running_loop().create_server(
            lambda: serving.Client({"ordinary": nowhere, "stream": nowhere}), "127.0.0.1", 0)
        reader, writer = await asyncio.open_connection(*server.sockets[0].getsockname()[:2])
        writer.write(data)
        writer.write_eof()
        answer = await asyncio.wait_for(reader.read(), 60)  # a guard against hanging, not a measure
        writer.close()
        server.close()
        return answer

    assert run_dispatcher_loop(answer_to(b"GET /livez HTTP/1.1\r\nHost: x\r\n")) == b""


@pytest.mark.parametrize("reset", [False, True])
def test_a_stream_whose_client_goes_is_reset_at_its_pool(reset: bool) -> None:
    """A stream's client that closes its socket (or resets it) is gone: the dispatcher resets
    the pool's connection, so the worker's next heartbeat fails and the stream ends then (its
    lease and thread given back), rather than writing on into a connection nobody reads."""
    async def pool_hears() -> str:
        heads: asyncio.Queue[tuple[asyncio.StreamReader, asyncio.StreamWriter]] = asyncio.Queue()

        async def accepted(reader: asyncio.StreamReader, writer: asyncio.StreamWriter) -> None:
            await reader.readuntil(b"\r\n\r\n")
            writer.write(b"HTTP/1.1 200 OK\r\nContent-Type: text/event-stream\r\n\r\nretry: 2000\n\n")
            await heads.put((reader, writer))

        pool = await asyncio.start_server(accepted, "127.0.0.1", 0)
        address = pool.sockets[0].getsockname()[:2]
        dispatcher = await asyncio.get_running_loop().create_server(
            lambda: serving.Client({"ordinary": address, "stream": address}), "127.0.0.1", 0)
        client = socket.create_connection(dispatcher.sockets[0].getsockname()[:2])
        client.sendall(b"GET /v1/games/g1/events HTTP/1.1\r\nAccept: text/event-stream\r\n\r\n")
        reader, writer = await asyncio.wait_for(heads.get(), 60)
        if reset:
            client.setsockopt(socket.SOL_SOCKET, socket.SO_LINGER, struct.pack("ii", 1, 0))
        client.close()
        try:
            heard = "end" if await asyncio.wait_for(reader.read(), 60) == b"" else "data"
        except ConnectionResetError:
            heard = "reset"
        writer.close()
        dispatcher.close()
        pool.close()
        return heard

    assert run_dispatcher_loop(pool_hears()) == "reset"
