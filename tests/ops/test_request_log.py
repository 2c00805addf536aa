"""One JSON log line per request with a request id; never a token, a body or a rack."""

from __future__ import annotations

import json
import logging
from collections.abc import Iterator

import pytest
from flask.testing import FlaskClient

from racko_api.ops.request_log import JsonFormatter


class _Lines(logging.Handler):
    def __init__(self) -> None:
        super().__init__()
        self.setFormatter(JsonFormatter())
        self.lines: list[str] = []

    def emit(self, record: logging.LogRecord) -> None:
        self.lines.append(self.format(record))


@pytest.fixture()
def log_lines() -> Iterator[list[str]]:
    handler = _Lines()
    logger = logging.getLogger("racko_api")
    logger.addHandler(handler)
    yield handler.lines
    logger.removeHandler(handler)


def test_each_request_is_one_json_line_with_its_id(client: FlaskClient, log_lines: list[str]) -> None:
    response = client.get("/v1/rulesets/hasbro?x=1", headers={"X-Request-ID": "table-7.round-3"})
    assert response.headers["X-Request-ID"] == "table-7.round-3"
    entries = [json.loads(line) for line in log_lines if '"request"' in line]
    assert len(entries) == 1
    entry = entries[0]
    assert entry["request_id"] == "table-7.round-3"
    assert (entry["method"], entry["path"], entry["status"]) == ("GET", "/v1/rulesets/hasbro", 200)
    assert entry["duration_ms"] >= 0 and entry["remote_addr"] == "127.0.0.1"
    assert entry["level"] == "info" and "time" in entry


def test_a_missing_or_unsafe_request_id_is_replaced(client: FlaskClient) -> None:
    made = client.get("/livez").headers["X-Request-ID"]
    assert len(made) == 32 and made != client.get("/livez").headers["X-Request-ID"]
    for unsafe in ('x", "status": 200, "injected', "a" * 200):
        echoed = client.get("/livez", headers={"X-Request-ID": unsafe}).headers["X-Request-ID"]
        assert echoed != unsafe and len(echoed) == 32


def test_refused_requests_are_logged_too(client: FlaskClient, log_lines: list[str]) -> None:
    client.post("/v1/score", json={"ruleset": "hasbro", "players": 2, "rack": [1, 2]})
    (entry,) = [json.loads(line) for line in log_lines if '"request"' in line]
    assert entry["status"] == 422


def test_tokens_bodies_and_racks_are_never_logged(client: FlaskClient, log_lines: list[str]) -> None:
    secret = "s3cret-token-value"
    rack = [3, 10, 13, 19, 22, 23, 41, 47, 55, 57]
    client.post("/v1/check/rack?token=" + secret,
                json={"ruleset": "hasbro", "players": 2, "rack": rack},
                headers={"Authorization": f"Bearer {secret}", "Idempotency-Key": secret})
    text = "\n".join(log_lines)
    assert log_lines and secret not in text
    assert "Authorization" not in text and "Bearer" not in text
    assert "41, 47" not in text and "41,47" not in text
