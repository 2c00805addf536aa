"""Hostile bodies: deep nesting is a 400 problem on every endpoint that takes a body, a chunked
body past 64 KiB is a 413 (in-process and under gunicorn), and none of it logs a stack trace."""

from __future__ import annotations

import gzip
import io
import json
import logging
import socket
import uuid
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest
from flask import Flask
from flask.testing import FlaskClient
from werkzeug.test import EnvironBuilder

from racko_api.ops.request_body import MAX_JSON_DEPTH

LIMIT = 64 * 1024
SCORE = {"ruleset": "hasbro", "players": 4, "rack": [1, 12, 13, 16, 34, 22, 4, 54, 31, 60]}


def nested(depth: int) -> str:
    """A body whose `ruleset` is `depth - 1` arrays deep (the object itself is level 1)."""
    return '{"ruleset": ' + "[" * (depth - 1) + "]" * (depth - 1) + "}"


@pytest.fixture()
def log_lines() -> Iterator[list[str]]:
    lines: list[str] = []

    class Collect(logging.Handler):
        def emit(self, record: logging.LogRecord) -> None:
            lines.append(record.getMessage() + (str(record.exc_info) if record.exc_info else ""))

    handler = Collect()
    logging.getLogger().addHandler(handler)
    yield lines
    logging.getLogger().removeHandler(handler)


def _body_endpoints(app: Flask) -> list[tuple[str, str]]:
    """Every route that takes a body, with made-up ids in its path."""
    found = []
    for rule in app.url_map.iter_rules():
        for method in sorted((rule.methods or set()) & {"POST", "PUT", "PATCH"}):
            path = rule.rule
            for name in rule.arguments:
                path = path.replace(f"<{name}>", "1").replace(f"<int:{name}>", "1")
                path = path.replace(f"<string:{name}>", "AAAAAAAAAAAAAAAAAAAAAA")
            found.append((method, path))
    return found


def test_every_endpoint_refuses_deep_nesting_with_a_problem(app: Flask, client: FlaskClient,
                                                            log_lines: list[str]) -> None:
    endpoints = _body_endpoints(app)
    assert ("POST", "/v1/score") in endpoints and ("POST", "/v1/games") in endpoints
    headers = {"Authorization": "Bearer not-a-real-token", "If-Match": '"1"'}
    for method, path in endpoints:
        for depth in (MAX_JSON_DEPTH + 1, 1000, 30_000):
            answer = client.open(path, method=method, data=nested(depth), headers=headers,
                                 content_type="application/json")
            assert answer.status_code == 400, (method, path, depth, answer.get_data(as_text=True))
            assert answer.mimetype == "application/problem+json"
            assert f"deeper than {MAX_JSON_DEPTH}" in answer.get_json()["detail"]
    assert not [line for line in log_lines if "Traceback" in line or "RecursionError" in line]


def test_every_endpoint_refuses_a_compressed_body_as_415_naming_what_it_reads(app: Flask,
                                                                             client: FlaskClient) -> None:
    """A gzip body is not decoded: read as it is, it was refused as "not UTF-8", which misled."""
    headers = {"Authorization": "Bearer not-a-real-token", "If-Match": '"1"', "Content-Encoding": "gzip"}
    for method, path in _body_endpoints(app):
        answer = client.open(path, method=method, data=gzip.compress(json.dumps(SCORE).encode()),
                             headers=headers, content_type="application/json")
        assert answer.status_code == 415, (method, path, answer.get_data(as_text=True))
        assert answer.mimetype == "application/problem+json"
        assert answer.headers["Accept-Encoding"] == "identity"
        assert "Content-Encoding gzip" in answer.get_json()["detail"]
    plain = client.post("/v1/score", json=SCORE, headers={"Content-Encoding": "identity"})
    assert plain.status_code == 200, plain.get_data(as_text=True)


def test_a_compressed_round_changes_nothing(client: FlaskClient) -> None:
    made = client.post("/v1/scoresheets", json={"ruleset": "hasbro", "players": ["Ann", "Bo"]},
                       headers={"Idempotency-Key": str(uuid.uuid4())}).get_json()
    round_ = {"rack_o": "Ann", "entries": [{"player": "Ann", "scoring_cards": 10},
                                            {"player": "Bo", "scoring_cards": 2}]}
    answer = client.post(f"/v1/scoresheets/{made['id']}/rounds", content_type="application/json",
                         data=gzip.compress(json.dumps(round_).encode()), headers={
                             "Authorization": f"Bearer {made['edit_token']}", "Content-Encoding": "gzip",
                             "Idempotency-Key": str(uuid.uuid4())})
    assert answer.status_code == 415
    assert client.get(f"/v1/scoresheets/{made['id']}").get_json()["rounds"] == []


def test_every_endpoint_refuses_a_number_too_long_to_read(app: Flask, client: FlaskClient,
                                                          log_lines: list[str]) -> None:
    """Python converts no integer of more than 4300 digits: a 400 problem, not a ValueError."""
    body = '{"ruleset": "hasbro", "players": ' + "9" * 5000 + "}"
    for method, path in _body_endpoints(app):
        answer = client.open(path, method=method, data=body, content_type="application/json",
                             headers={"Authorization": "Bearer not-a-real-token", "If-Match": '"1"'})
        assert answer.status_code == 400, (method, path, answer.get_data(as_text=True))
        assert "more than 4300 digits" in answer.get_json()["detail"]
    assert not [line for line in log_lines if "Traceback" in line or "ValueError" in line]
    padded = json.dumps(SCORE)[:-1] + " " * 5000 + "}"  # long, shallow, no long number
    assert client.post("/v1/score", data=padded, content_type="application/json").get_json()["points"] == 25


def test_nesting_up_to_the_limit_is_parsed_as_usual(client: FlaskClient) -> None:
    answer = client.post("/v1/score", data=nested(MAX_JSON_DEPTH), content_type="application/json")
    assert answer.status_code == 422 and answer.get_json()["errors"][0]["field"] == "ruleset"
    wide = {**SCORE, "rack": [[i] for i in range(500)]}  # many brackets, shallow: the schema answers
    assert client.post("/v1/score", json=wide).get_json()["errors"][0]["field"].startswith("rack")
    assert client.post("/v1/score", json=SCORE).get_json()["points"] == 25


def _chunked(app: Flask, data: bytes) -> tuple[int, dict[str, Any]]:
    """A body of unknown length, ended by the server (as gunicorn hands a chunked body over)."""
    environ = EnvironBuilder(path="/v1/score", method="POST", data=data,
                             content_type="application/json").get_environ()
    environ.pop("CONTENT_LENGTH", None)
    environ.update({"wsgi.input": io.BytesIO(data), "wsgi.input_terminated": True,
                    "REMOTE_ADDR": "127.0.0.1"})
    status: list[str] = []
    answer = app(environ, lambda s, _h, _e=None: status.append(s))
    body = json.loads(b"".join(answer))
    answer.close()  # type: ignore[attr-defined]
    return int(status[0].split()[0]), body


def _padded(size: int) -> bytes:
    """A valid score request of exactly `size` bytes (blanks before its closing brace)."""
    head = json.dumps(SCORE).encode()[:-1]
    return head + b" " * (size - len(head) - 1) + b"}"


def test_a_chunked_body_past_the_limit_is_413_not_cut_and_parsed(app: Flask) -> None:
    for size in (LIMIT + 1, LIMIT + 5000, 4 * LIMIT):
        status, body = _chunked(app, _padded(size))
        assert (status, body["status"]) == (413, 413), size
        assert f"limit of {LIMIT} bytes" in body["detail"]
    status, body = _chunked(app, _padded(LIMIT))  # exactly the limit is still taken
    assert status == 200 and body["points"] == 25
    status, body = _chunked(app, nested(30_000).encode())
    assert status == 400


# --- under gunicorn ------------------------------------------------------------------------------

def _raw(port: int, request: bytes) -> tuple[int, str, str]:
    """Send a whole request at once and read the answer: (status, content type, body)."""
    with socket.create_connection(("127.0.0.1", port), timeout=10) as sock:
        sock.sendall(request)
        received = b""
        while chunk := sock.recv(65536):
            received += chunk
    head, _, body = received.partition(b"\r\n\r\n")
    lines = head.decode("latin-1").split("\r\n")
    fields = {k.lower(): v.strip() for k, _, v in (line.partition(":") for line in lines[1:])}
    if fields.get("transfer-encoding") == "chunked":
        body = _unchunk(body)
    return int(lines[0].split()[1]), fields.get("content-type", ""), body.decode()


def _unchunk(data: bytes) -> bytes:
    out = b""
    while data:
        size, _, rest = data.partition(b"\r\n")
        n = int(size, 16)
        if n == 0:
            break
        out, data = out + rest[:n], rest[n + 2:]
    return out


def _chunked_request(body: bytes, piece: int = 16 * 1024) -> bytes:
    chunks = b"".join(b"%x\r\n%s\r\n" % (len(body[i:i + piece]), body[i:i + piece])
                      for i in range(0, len(body), piece))
    return (b"POST /v1/score HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\n"
            b"Transfer-Encoding: chunked\r\nConnection: close\r\n\r\n" + chunks + b"0\r\n\r\n")


@pytest.fixture(scope="module")
def server(tmp_path_factory: pytest.TempPathFactory) -> Iterator[tuple[int, Path]]:
    from benchmarks.launch import GunicornServer, migrate
    from benchmarks.tcp_proxy import free_port

    folder = tmp_path_factory.mktemp("hostile")
    database = f"sqlite:///{folder / 'racko.sqlite3'}"
    migrate(database)
    log = folder / "gunicorn.log"
    with GunicornServer(free_port(), database, workers=1, threads=1, log=log) as running:
        yield running.port, log


def test_under_gunicorn_a_chunked_body_past_64_kib_is_413(server: tuple[int, Path]) -> None:
    port, log = server
    status, kind, body = _raw(port, _chunked_request(_padded(LIMIT + 10_000)))
    assert (status, kind) == (413, "application/problem+json"), body
    assert json.loads(body)["status"] == 413
    status, _, body = _raw(port, _chunked_request(_padded(LIMIT - 100)))
    assert status == 200 and json.loads(body)["points"] == 25
    status, kind, body = _raw(port, _chunked_request(nested(5000).encode()))
    assert (status, kind) == (400, "application/problem+json"), body
    assert "Traceback" not in log.read_text()


MALFORMED_CHUNKS = {
    "a chunk size that is not hexadecimal": b"zz\r\n{}\r\n0\r\n\r\n",
    "a chunk size past any integer": b"ffffffffffffffffffff\r\n{}\r\n0\r\n\r\n",
    "a chunk cut short": b"10\r\n{\"a\":1}",
    "a chunk without its CRLF": b"2\r\n{}XX0\r\n\r\n",
    "no last chunk": b"2\r\n{}\r\n",
}


@pytest.mark.parametrize("body", MALFORMED_CHUNKS.values(), ids=list(MALFORMED_CHUNKS))
def test_under_gunicorn_malformed_chunking_is_a_400_problem_everywhere(server: tuple[int, Path],
                                                                       body: bytes) -> None:
    """The attack: bad sizes, truncated bodies and missing terminators got gunicorn's 500 on every
    endpoint, with an ERROR traceback in the log."""
    port, log = server
    for method, path, kind in (("POST", "/v1/score", "application/json"),
                               ("POST", "/v1/scoresheets", "application/json"),
                               ("POST", "/v1/score", "text/plain"), ("GET", "/livez", "text/plain"),
                               ("GET", "/v1/rulesets", "application/json")):
        request = (f"{method} {path} HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: {kind}\r\n"
                   "Transfer-Encoding: chunked\r\nConnection: close\r\n\r\n").encode() + body
        with socket.create_connection(("127.0.0.1", port), timeout=10) as sock:
            sock.sendall(request)
            sock.shutdown(socket.SHUT_WR)  # the client sends nothing more: the body ends here
            received = b""
            while chunk := sock.recv(65536):
                received += chunk
        head, _, answer = received.partition(b"\r\n\r\n")
        assert head.split(b" ")[1] == b"400", (method, path, received[:300])
        assert b"application/problem+json" in head
        assert b"chunked encoding is malformed" in answer
    assert "Traceback" not in log.read_text() and '"level":"error"' not in log.read_text()
