"""Per-address limits at `make run`'s dispatcher (racko_api/address_limits.py), the ones
docs/nginx.conf sets in production: a rate with a burst and open connections per client address,
the dispatcher's own peer; probes never limited; a refusal is 429 problem+json in the client's
language. Served as `make run` serves (other addresses reach it from 127.0.0.0/8's loopback)."""

from __future__ import annotations

import asyncio
import http.client
import json
import math
import os
import re
import signal
import socket
import subprocess
import sys
import time
from collections.abc import Iterator
from pathlib import Path

import httpx
import pytest
from flask.testing import FlaskClient

from benchmarks.launch import free_port, migrate
from racko_api import serving
from racko_api.address_limits import (
    LINE_LIMIT,
    AddressLimits,
    Settings,
    beyond_limits,
    is_probe,
    language_of,
    too_many,
)
from racko_api.catalogues import catalogue
from racko_api.core.words import tr, trn
from tests.ops.helpers import make_app, run_dispatcher_loop

ROOT = Path(__file__).resolve().parents[2]
RATE, BURST, CONNECTIONS = 2, 8, 2  # 10 requests in a second, 28 in ten; 2 open connections
SCORE = {"ruleset": "hasbro", "players": 4, "rack": [1, 12, 13, 16, 34, 22, 4, 54, 31, 60]}


@pytest.fixture(scope="module")
def port(tmp_path_factory: pytest.TempPathFactory) -> Iterator[int]:
    """`make run`'s dispatcher and pools on SQLite, with small per-address limits."""
    port = free_port()
    database = f"sqlite:///{tmp_path_factory.mktemp('limits') / 'racko.sqlite3'}"
    migrate(database)
    env = {**os.environ, "BIND": f"127.0.0.1:{port}", "REQUEST_LOG": "0", "WEB_CONCURRENCY": "1",
           "STREAM_POOL_WORKERS": "1", "STREAM_POOL_THREADS": "16", "DATABASE_URL": database,
           "GUNICORN_CMD_ARGS": "--no-control-socket", "ADDRESS_RATE": str(RATE),
           "ADDRESS_BURST": str(BURST), "ADDRESS_CONNECTIONS": str(CONNECTIONS),
           "CORS_ORIGINS": "https://scores.example"}
    env.pop("PROMETHEUS_MULTIPROC_DIR", None)
    launcher = subprocess.Popen([sys.executable, "-m", "racko_api.serving"], cwd=ROOT, env=env,
                                stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    try:
        deadline = time.monotonic() + 60
        while _probe(port, "/readyz") != 200:
            assert time.monotonic() < deadline, "the launcher's pools were not ready"
            time.sleep(0.2)
        yield port
    finally:
        launcher.send_signal(signal.SIGTERM)
        assert launcher.wait(30) == 0


def _connection(port: int, address: str) -> http.client.HTTPConnection:
    """A connection to the dispatcher from `address` (any of 127.0.0.0/8 is this host)."""
    return http.client.HTTPConnection("127.0.0.1", port, timeout=30, source_address=(address, 0))


def _ask(port: int, address: str, method: str = "GET", path: str = "/v1/rulesets",
         headers: dict[str, str] | None = None, body: object = None) -> http.client.HTTPResponse:
    connection = _connection(port, address)
    data = json.dumps(body).encode() if body is not None else None
    connection.request(method, path, data, {"Content-Type": "application/json", **(headers or {})})
    answer = connection.getresponse()
    answer.read()
    connection.close()
    return answer


def _probe(port: int, path: str, address: str = "127.0.0.1") -> int:
    try:
        return _ask(port, address, path=path).status
    except OSError:
        return 0


def _until_refused(port: int, address: str, headers: dict[str, str] | None = None,
                   ) -> tuple[list[int], http.client.HTTPResponse, bytes]:
    """POST /v1/score from `address` until one is refused: the statuses before it, and the refusal."""
    statuses = []
    for _ in range(10 * (RATE * 10 + BURST)):
        connection = _connection(port, address)
        connection.request("POST", "/v1/score", json.dumps(SCORE).encode(),
                           {"Content-Type": "application/json", **(headers or {})})
        answer = connection.getresponse()
        body = answer.read()
        connection.close()
        if answer.status == 429:
            return statuses, answer, body
        statuses.append(answer.status)
    raise AssertionError(f"never refused after {len(statuses)} requests")


def test_a_burst_past_the_limit_is_refused_as_a_problem_in_the_clients_language(port: int) -> None:
    statuses, refused, body = _until_refused(port, "127.0.0.2", {"Accept-Language": "sv, en;q=0.5",
                                                                 "Origin": "https://scores.example",
                                                                 "X-Request-ID": "retry-3"})
    assert statuses and set(statuses) == {200}
    assert len(statuses) >= RATE + BURST  # the burst on top of the rate passes
    assert refused.headers["Content-Type"] == "application/problem+json"
    assert refused.headers["Content-Language"] == "sv"
    seconds = int(refused.headers["Retry-After"])
    assert seconds >= 1
    problem = json.loads(body)
    swedish = catalogue("sv")
    detail = tr("too many requests from this client: {retry}",
                retry=trn("try again in {n} second", "try again in {n} seconds", seconds))
    assert problem == {"type": "about:blank", "title": tr("Too many requests").render(swedish),
                       "status": 429, "detail": detail.render(swedish), "instance": "/v1/score",
                       "errors": [], "errors_not_listed": 0}
    assert problem["detail"] != str(detail)  # Swedish words, not the English source
    # The page of the origin CORS_ORIGINS names reads it, and the client's request id comes back.
    assert refused.headers["Access-Control-Allow-Origin"] == "https://scores.example"
    assert refused.headers["X-Request-ID"] == "retry-3"


def _raw(port: int, request: bytes) -> tuple[int, dict[str, str], bytes]:
    """Send `request` whole, as a client that writes before it reads, then read the answer."""
    with socket.create_connection(("127.0.0.1", port), 30, ("127.0.0.6", 0)) as connection:
        connection.sendall(request)
        answer = b"".join(iter(lambda: connection.recv(65536), b""))
    head, _, body = answer.partition(b"\r\n\r\n")
    status, *lines = head.decode("latin-1").split("\r\n")
    return int(status.split()[1]), {k.lower(): v for k, _, v in (x.partition(": ") for x in lines)}, body


BIG = b"{" + b" " * (3 * 1024 * 1024) + b"}"


@pytest.mark.parametrize(("request_head", "status", "title", "detail"), [
    (b"GET /v1/rulesets HTTP/1.1\r\nAuthorization: Bearer " + b"a" * 10_000 + b"\r\n",
     431, "Request header fields too large", "a header line is longer than {limit} bytes"),
    (b"GET /v1/rulesets HTTP/1.1\r\n" + b"X-A: b\r\n" * 10_000,
     431, "Request header fields too large", "the request's headers are longer than {limit} bytes"),
    (b"GET /v1/" + b"a" * 9_000 + b" HTTP/1.1\r\n", 414, "URI too long",
     "the request line is longer than {limit} bytes"),
    (b"POST /v1/check/rack HTTP/1.1\r\nContent-Type: application/json\r\nContent-Length: %d\r\n" % len(BIG),
     413, "Content too large", "the body is larger than the limit of {limit} bytes"),
], ids=["header-line", "head", "request-line", "body"])
def test_a_head_beyond_the_proxys_limits_is_refused_as_a_problem_in_the_clients_language(
        port: int, request_head: bytes, status: int, title: str, detail: str) -> None:
    """gunicorn answered the first three in HTML, and the body too large by closing the connection
    on a client still sending it; the dispatcher answers them as the proxy does."""
    body = BIG if status == 413 else b""
    got, headers, content = _raw(port, request_head + b"Accept-Language: it\r\nHost: x\r\n\r\n" + body)
    assert got == status
    assert headers["content-type"] == "application/problem+json" and headers["content-language"] == "it"
    problem = json.loads(content)
    italian = catalogue("it")
    assert problem["title"] == tr(title).render(italian) != title
    assert problem["detail"].split()[:3] == tr(detail, limit=0).render(italian).split()[:3]
    assert problem["status"] == status


def test_a_body_too_large_is_answered_to_a_client_that_sends_it_all_first(port: int) -> None:
    """httpx writes the whole body before it reads: each of these met a closed connection and
    sent it again, where the answer is 413."""
    client = httpx.Client(transport=httpx.HTTPTransport(local_address="127.0.0.7"), timeout=30)
    for size in (2, 3, 5):
        answer = client.post(f"http://127.0.0.1:{port}/v1/check/rack", content=b" " * (size << 20),
                             headers={"Content-Type": "application/json"})
        assert answer.status_code == 413
        assert answer.headers["Content-Type"] == "application/problem+json"


def test_a_head_within_every_limit_is_let_through() -> None:
    line = b"X-A: " + b"b" * (LINE_LIMIT - 5)
    head = b"POST / HTTP/1.1\r\n" + line + b"\r\nContent-Length: 10\r\n\r\n"
    assert beyond_limits(head, 10) is None
    assert beyond_limits(head.replace(line, line + b"b"), 10) is not None


def test_another_address_is_not_affected_and_a_forwarded_for_is_not_believed(port: int) -> None:
    # Each request claims another address: only the peer counts, so the claim is refused all the same.
    _until_refused(port, "127.0.0.3", {"X-Forwarded-For": "127.0.0.4"})
    assert _ask(port, "127.0.0.4").status == 200
    assert _ask(port, "127.0.0.4", "POST", "/v1/score", body=SCORE).status == 200


def test_probes_are_never_limited_nor_counted(port: int) -> None:
    _until_refused(port, "127.0.0.5")
    assert _probe(port, "/livez", "127.0.0.5") == 200
    assert _probe(port, "/readyz", "127.0.0.5") == 200
    for _ in range(2 * (10 * RATE + BURST)):  # more than the ten-second window holds
        assert _probe(port, "/livez", "127.0.0.9") == 200
    statuses, _, _ = _until_refused(port, "127.0.0.9")
    assert len(statuses) >= RATE + BURST  # the probes used none of the address's allowance


def test_open_streams_count_as_the_addresses_connections(port: int) -> None:
    sheet = json.loads(_read(_connection(port, "127.0.0.6"), "POST", "/v1/scoresheets",
                             {"ruleset": "hasbro", "players": ["Ann", "Bo"]}))
    streams = []
    for _ in range(CONNECTIONS):
        stream = _connection(port, "127.0.0.7")
        stream.request("GET", f"/v1/scoresheets/{sheet['id']}/events",
                       headers={"Accept": "text/event-stream"})
        answer = stream.getresponse()
        assert answer.status == 200 and answer.headers["Content-Type"].startswith("text/event-stream")
        streams.append((stream, answer))
    refused = _ask(port, "127.0.0.7")
    assert refused.status == 429 and refused.headers["Retry-After"] == "1"
    assert _ask(port, "127.0.0.8").status == 200  # another address's connections are its own

    for end in streams.pop():  # one stream ends (the answer holds the socket too): one is free
        end.close()
    deadline = time.monotonic() + 10
    while (status := _ask(port, "127.0.0.7").status) == 429 and time.monotonic() < deadline:
        time.sleep(0.5)  # the dispatcher hears the close as the event loop gets to it
    assert status == 200
    for stream, answer in streams:
        answer.close()
        stream.close()


def _read(connection: http.client.HTTPConnection, method: str, path: str, body: object) -> bytes:
    connection.request(method, path, json.dumps(body).encode(), {"Content-Type": "application/json"})
    answer = connection.getresponse()
    assert answer.status == 201, answer.status
    data = answer.read()
    connection.close()
    return data


def test_the_defaults_are_the_documented_proxys() -> None:
    conf = (ROOT / "docs" / "nginx.conf").read_text()
    rate = re.search(r"limit_req_zone \$binary_remote_addr zone=requests:\S+ rate=(\d+)r/s;", conf)
    burst = re.search(r"limit_req zone=requests burst=(\d+) nodelay;", conf)
    connections = re.search(r"limit_conn per_address (\d+);", conf)
    assert rate and burst and connections
    assert Settings.from_environment({}) == Settings(
        rate=int(rate[1]), burst=int(burst[1]), connections=int(connections[1]))
    assert Settings.from_environment({"ADDRESS_RATE": "5", "ADDRESS_BURST": "1",
                                      "ADDRESS_CONNECTIONS": "0"}) == Settings(5, 1, 0)


HEAD = b"POST /v1/score HTTP/1.1\r\nHost: x\r\nContent-Length: 2\r\n\r\n"


async def _start_of_a_second() -> None:
    """Wait for the next whole second: `limits`' sliding window weighs the window before, so a few
    requests that straddle a window's start could be counted as a little fewer than they are."""
    await asyncio.sleep(math.ceil(time.time()) - time.time() + 0.01)


def test_an_address_gets_its_rate_and_burst_then_is_refused_until_the_window_moves() -> None:
    async def admitted() -> tuple[list[bool], bool, int]:
        limits = AddressLimits(Settings(rate=3, burst=2, connections=0))
        await _start_of_a_second()
        seen = []
        for _ in range(8):
            answer = await limits.admit("192.0.2.1", HEAD)
            seen.append(answer is None)
        other = await limits.admit("192.0.2.2", HEAD) is None
        refusal = await limits.admit("192.0.2.1", HEAD)
        assert refusal is not None
        wait = int(re.search(rb"\r\nRetry-After: (\d+)\r\n", refusal)[1])  # type: ignore[index]
        return seen, other, wait

    seen, other, wait = run_dispatcher_loop(admitted())
    assert seen == [True] * 5 + [False] * 3  # rate + burst in one second
    assert other and wait == 1  # the one-second window's turn, in whole seconds


def test_an_address_has_so_many_open_connections_and_one_more_once_one_closes() -> None:
    async def admitted() -> list[bool]:
        limits = AddressLimits(Settings(rate=0, burst=0, connections=2))
        seen = [await limits.admit("192.0.2.1", HEAD) is None for _ in range(3)]
        limits.closed("192.0.2.1")
        seen.append(await limits.admit("192.0.2.1", HEAD) is None)
        seen.append(await limits.admit("192.0.2.9", HEAD) is None)
        return seen

    assert run_dispatcher_loop(admitted()) == [True, True, False, True, True]


def test_a_refusal_is_a_whole_http_answer_and_a_head_request_gets_no_body() -> None:
    answer = too_many(b"GET /v1/rules%20x?y=1 HTTP/1.1\r\nAccept-Language: it\r\n\r\n", 7)
    head, _, body = answer.partition(b"\r\n\r\n")
    assert head.startswith(b"HTTP/1.1 429 ") and b"\r\nRetry-After: 7\r\n" in head
    assert f"\r\nContent-Length: {len(body)}\r\n".encode() in head
    problem = json.loads(body)
    assert problem["instance"] == "/v1/rules x" and problem["status"] == 429
    assert problem["detail"] == "troppe richieste da questo client: riprova tra 7 secondi"
    assert too_many(b"HEAD /v1/rules HTTP/1.1\r\n\r\n", 7).endswith(b"\r\n\r\n")


@pytest.mark.parametrize(("language", "one", "two"), [
    ("en", "try again in 1 second", "try again in 2 seconds"),
    ("sv", "försök igen om 1 sekund", "försök igen om 2 sekunder"),
    ("it", "riprova tra 1 secondo", "riprova tra 2 secondi"),
])
def test_a_refusal_counts_its_seconds_in_the_clients_language(language: str, one: str, two: str) -> None:
    """The attack on a reader: "try again in 1 seconds", the usual wait of a one-second window."""
    head = f"GET /v1/rules HTTP/1.1\r\nAccept-Language: {language}\r\n\r\n".encode()
    details = [json.loads(too_many(head, s).partition(b"\r\n\r\n")[2])["detail"] for s in (1, 2)]
    assert details[0].endswith(one) and details[1].endswith(two)


def refusal_headers(head: bytes, origins: tuple[str, ...] = ()) -> dict[str, str]:
    """The headers of the dispatcher's 429 to `head`, by name (lower case)."""
    lines = too_many(head, 3, origins).partition(b"\r\n\r\n")[0].decode("latin-1").split("\r\n")[1:]
    return {name.lower(): value for name, _, value in (line.partition(": ") for line in lines)}


def test_a_refusal_carries_the_security_headers_the_app_puts_on_its_answers(client: FlaskClient) -> None:
    app_answer = client.get("/v1/rules")
    refusal = refusal_headers(b"GET /v1/rules HTTP/1.1\r\n\r\n")
    for name in ("X-Content-Type-Options", "Referrer-Policy", "X-Frame-Options",
                 "Cross-Origin-Opener-Policy", "Content-Security-Policy"):
        assert refusal[name.lower()] == app_answer.headers[name]


def test_a_refusal_says_the_clients_request_id_or_a_new_one() -> None:
    said = b"GET /v1/rules HTTP/1.1\r\nX-Request-ID: phone-7.retry:2\r\n\r\n"
    assert refusal_headers(said)["x-request-id"] == "phone-7.retry:2"
    forged = b"GET /v1/rules HTTP/1.1\r\nX-Request-ID: a b<script>\r\n\r\n"
    fresh = [refusal_headers(head)["x-request-id"] for head in (forged, b"GET / HTTP/1.1\r\n\r\n")]
    assert all(re.fullmatch(r"[0-9a-f]{32}", rid) for rid in fresh) and fresh[0] != fresh[1]


@pytest.mark.parametrize("origins", [("https://scores.example",), ("*",)])
def test_a_page_of_a_configured_origin_can_read_a_refusal_as_it_reads_the_apps_answers(
        origins: tuple[str, ...]) -> None:
    """The attack on a client: a 429 without CORS headers reaches another origin's page as a
    network error, with no Retry-After to wait by."""
    app_answer = make_app(CORS_ORIGINS=list(origins)).test_client().get(
        "/v1/rules", headers={"Origin": "https://scores.example"})
    refusal = refusal_headers(b"GET /v1/rules HTTP/1.1\r\nOrigin: https://scores.example\r\n\r\n", origins)
    assert refusal["access-control-allow-origin"] == app_answer.headers["Access-Control-Allow-Origin"]
    exposed = {h.strip() for h in refusal["access-control-expose-headers"].split(",")}
    assert exposed == {h.strip() for h in app_answer.headers["Access-Control-Expose-Headers"].split(",")}
    assert "Retry-After" in exposed
    assert ("Origin" in refusal["vary"]) is ("*" not in origins)


def test_a_refusal_opens_nothing_to_an_origin_not_configured() -> None:
    head = b"GET /v1/rules HTTP/1.1\r\nOrigin: https://evil.example\r\n\r\n"
    for origins in ((), ("https://scores.example",)):
        assert "access-control-allow-origin" not in refusal_headers(head, origins)
    page = b"GET / HTTP/1.1\r\nOrigin: https://scores.example\r\n\r\n"  # the page is not the API
    assert "access-control-allow-origin" not in refusal_headers(page, ("https://scores.example",))


@pytest.mark.parametrize("accepted", ["sv", "it-IT, en;q=0.2", "de, it;q=0.4, sv;q=0.6", "fr", "",
                                      "en;q=0.1, sv;q=0.05", "*"])
def test_the_dispatcher_chooses_the_language_the_app_chooses(client: FlaskClient, accepted: str) -> None:
    answer = client.get("/v1/rulesets", headers={"Accept-Language": accepted} if accepted else {})
    head = b"GET /v1/rulesets HTTP/1.1\r\n" + (f"Accept-Language: {accepted}\r\n".encode() if accepted
                                                else b"") + b"\r\n"
    assert language_of(head) == answer.headers["Content-Language"]


@pytest.mark.parametrize(("head", "probe"), [
    (b"GET /livez HTTP/1.1\r\n\r\n", True), (b"HEAD /readyz?full=1 HTTP/1.1\r\n\r\n", True),
    (b"POST /livez HTTP/1.1\r\n\r\n", False), (b"GET /livez2 HTTP/1.1\r\n\r\n", False),
    (b"GET /v1/livez HTTP/1.1\r\n\r\n", False), (b"garbage", False),
])
def test_only_probes_pass_unlimited(head: bytes, probe: bool) -> None:
    assert is_probe(head) is probe


def test_a_refused_client_still_sending_its_body_reads_the_refusal() -> None:
    """The dispatcher answers 429 before the body is read: it reads and drops the rest, so the
    client gets the answer, not a reset, and then the connection closes."""
    async def answers() -> list[bytes]:
        async def pool(reader: asyncio.StreamReader, writer: asyncio.StreamWriter) -> None:
            head = await reader.readuntil(b"\r\n\r\n")
            await reader.readexactly(int(re.search(rb"Content-Length: (\d+)", head)[1]))  # type: ignore[index]
            writer.write(b"HTTP/1.1 200 OK\r\nContent-Length: 0\r\nConnection: close\r\n\r\n")
            await writer.drain()
            writer.close()

        upstream = await asyncio.start_server(pool, "127.0.0.1", 0)
        address = upstream.sockets[0].getsockname()[:2]
        limits = AddressLimits(Settings(rate=1, burst=0, connections=0))
        dispatcher = await asyncio.get_running_loop().create_server(
            lambda: serving.Client({"ordinary": address, "stream": address}, limits), "127.0.0.1", 0)
        seen = []
        await _start_of_a_second()
        for body in (b"{}", b"x" * 2_000_000):
            reader, writer = await asyncio.open_connection(*dispatcher.sockets[0].getsockname()[:2])
            writer.write(b"POST /v1/score HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\n"
                         + f"Content-Length: {len(body)}\r\n\r\n".encode())
            sending = asyncio.ensure_future(_send(writer, body))
            seen.append(await asyncio.wait_for(reader.read(), 60))  # a guard against hanging
            await sending
            writer.close()
        dispatcher.close()
        upstream.close()
        return seen

    first, second = run_dispatcher_loop(answers())
    assert first.startswith(b"HTTP/1.1 200 ")
    assert second.startswith(b"HTTP/1.1 429 ") and b"application/problem+json" in second


async def _send(writer: asyncio.StreamWriter, body: bytes) -> None:
    writer.write(body)
    await writer.drain()  # a reset from the dispatcher would raise here
