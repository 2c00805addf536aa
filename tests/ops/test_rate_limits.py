"""Rate limits: 429 problem+json with Retry-After, and counters shared through Redis.

Two app instances must be two processes: the limiter object is one per process, so two apps
built in the same process would share its storage whatever it is.
"""

from __future__ import annotations

import json
import os
import subprocess
import sys
import time
import uuid
from pathlib import Path

import pytest
from flask import Flask
from flask.testing import FlaskClient

from benchmarks.tcp_proxy import free_port

ROOT = Path(__file__).resolve().parents[2]
REDIS = ("127.0.0.1", 6379)
REDIS_DB = 11
CLIENT = """
import json, sys
from racko_api import create_app
app = create_app({"SQLALCHEMY_DATABASE_URI": "sqlite://", "RATELIMIT_KEY_PREFIX": sys.argv[1]})
client = app.test_client()
answers = []
for _ in range(int(sys.argv[2])):
    r = client.get("/v1/rulesets")
    answers.append([r.status_code, r.mimetype, r.headers.get("Retry-After")])
print(json.dumps(answers))
"""


def redis_reachable() -> bool:
    import redis

    try:
        return bool(redis.Redis(*REDIS, socket_connect_timeout=1).ping())
    except Exception:
        return False


def _instance(storage: str, prefix: str, requests: int) -> list[list[object]]:
    """Run one app instance in its own process and return (status, type, Retry-After) per request."""
    env = {**os.environ, "RATELIMIT_STORAGE_URI": storage, "RATELIMIT_DEFAULT": "5 per minute",
           "REQUEST_LOG": "0"}
    done = subprocess.run([sys.executable, "-c", CLIENT, prefix, str(requests)], cwd=ROOT, env=env,
                          capture_output=True, text=True, timeout=60, check=True)
    return json.loads(done.stdout.strip().splitlines()[-1])  # type: ignore[no-any-return]


@pytest.fixture()
def redis_prefix() -> object:
    if not redis_reachable():
        if os.environ.get("CI"):
            pytest.fail("Redis is not reachable on 127.0.0.1:6379")
        pytest.skip("Redis is not reachable on 127.0.0.1:6379")
    import redis

    prefix = f"racko-test-{uuid.uuid4().hex[:8]}"
    yield prefix
    store = redis.Redis(*REDIS, db=REDIS_DB)
    for key in store.scan_iter(f"*{prefix}*"):
        store.delete(key)


def test_two_instances_share_their_counters_through_redis(redis_prefix: str) -> None:
    storage = f"redis://{REDIS[0]}:{REDIS[1]}/{REDIS_DB}"
    first = _instance(storage, redis_prefix, 3)
    second = _instance(storage, redis_prefix, 3)
    assert [a[0] for a in first] == [200, 200, 200]
    assert [a[0] for a in second] == [200, 200, 429]  # 5 per minute, counted across both
    status, mimetype, retry_after = second[-1]
    assert mimetype == "application/problem+json" and int(str(retry_after)) > 0


def test_without_shared_storage_each_instance_counts_alone() -> None:
    """The contrast that makes the test above mean something."""
    prefix = f"racko-test-{uuid.uuid4().hex[:8]}"
    _instance("memory://", prefix, 3)
    assert [a[0] for a in _instance("memory://", prefix, 3)] == [200, 200, 200]


def test_a_redis_that_is_away_does_not_take_the_service_down() -> None:
    answers = _instance(f"redis://127.0.0.1:{free_port()}/0", "away", 2)
    assert [a[0] for a in answers] == [200, 200]


WRITE_METHODS = {"POST", "PUT", "PATCH", "DELETE"}
STORED = ("/v1/scoresheets", "/v1/games", "/v1/tables")  # the resources a request can change
CREATE_PATHS = set(STORED)  # where a client makes new things


def _requests(app: Flask, *, writes: bool) -> list[tuple[str, str]]:
    """Every (method, concrete path) that writes (or, with writes=False, every POST that computes
    an answer and stores nothing), with a dummy value for each path argument."""
    found = []
    for rule in app.url_map.iter_rules():
        if rule.rule.startswith(STORED) != writes:
            continue
        for method in sorted((rule.methods or set()) & WRITE_METHODS):
            path = rule.rule
            for argument in rule.arguments:
                path = path.replace(f"<int:{argument}>", "1").replace(f"<string:{argument}>", "x")
                path = path.replace(f"<{argument}>", "x")
            found.append((method, path))
    return found


def test_every_write_and_every_token_use_is_counted(app: Flask, client: FlaskClient) -> None:
    writes = _requests(app, writes=True)
    assert ("POST", "/v1/scoresheets") in writes and ("DELETE", "/v1/scoresheets/x/rounds/last") in writes
    for method, path in writes:
        answer = client.open(path, method=method, json={}, headers={"Authorization": "Bearer x"})
        assert "X-RateLimit-Limit" in answer.headers, (method, path)
        if method == "POST" and path in CREATE_PATHS:
            assert answer.headers["X-RateLimit-Limit"] == _create_limit(app), (method, path)


def test_answers_that_store_nothing_are_left_to_the_proxy_s_limits(app: Flask, client: FlaskClient) -> None:
    """Score, check and compare change nothing: no app-wide limit unless RATELIMIT_DEFAULT sets one."""
    computing = _requests(app, writes=False)
    assert ("POST", "/v1/score") in computing
    for method, path in computing:
        assert "X-RateLimit-Limit" not in client.open(path, method=method, json={}).headers, path
    assert "X-RateLimit-Limit" not in client.get("/v1/rulesets").headers


def _create_limit(app: Flask) -> str:
    return str(app.config["RATELIMIT_CREATE"]).split()[0]


def test_creating_too_fast_is_a_429_problem_with_retry_after(app: Flask, client: FlaskClient) -> None:
    limit = int(_create_limit(app))
    if limit > 1000:
        pytest.skip(f"RATELIMIT_CREATE allows {limit} a window: too many to send in a test")
    body = {"ruleset": "hasbro", "players": ["Ann", "Bo"]}
    statuses = [client.post("/v1/scoresheets", json=body).status_code for _ in range(limit)]
    assert set(statuses) == {201}
    refused = client.post("/v1/scoresheets", json=body)
    assert refused.status_code == 429 and refused.mimetype == "application/problem+json"
    assert 0 < int(refused.headers["Retry-After"]) <= 60
    assert refused.get_json()["status"] == 429
    assert client.get("/v1/rulesets").status_code == 200  # reading is still allowed


@pytest.mark.parametrize(("language", "words"), [
    ("en", "such requests in 60 seconds"), ("sv", "sådana begäranden på 60 sekunder"),
    ("it", "richieste di questo tipo in 60 secondi"),
])
def test_a_429_says_the_limit_in_the_requests_language(app: Flask, client: FlaskClient, language: str,
                                                       words: str) -> None:
    limit = int(_create_limit(app))
    if limit > 1000:
        pytest.skip(f"RATELIMIT_CREATE allows {limit} a window: too many to send in a test")
    body = {"ruleset": "hasbro", "players": ["Ann", "Bo"]}
    for _ in range(limit):
        client.post("/v1/scoresheets", json=body)
    refused = client.post("/v1/scoresheets", json=body, headers={"Accept-Language": language})
    assert refused.status_code == 429 and refused.headers["Content-Language"] == language
    detail = refused.get_json()["detail"]
    assert words in detail and "per 1 minute" not in detail
    assert str(limit) in detail


def test_a_429_says_the_real_wait_of_a_window_shorter_than_a_minute(
        app: Flask, client: FlaskClient, monkeypatch: pytest.MonkeyPatch) -> None:
    """Retry-After and the detail both give the seconds left of the broken limit's window (here
    3 s, not a minute), and after that wait the client is let through."""
    monkeypatch.setitem(app.config, "RATELIMIT_CREATE", "2 per 3 second")
    body = {"ruleset": "hasbro", "players": ["Ann", "Bo"]}
    assert [client.post("/v1/scoresheets", json=body).status_code for _ in range(2)] == [201, 201]
    refused = client.post("/v1/scoresheets", json=body)
    assert refused.status_code == 429
    wait = int(refused.headers["Retry-After"])
    assert 1 <= wait <= 3
    detail = refused.get_json()["detail"]
    retry = f"try again in {wait} seconds" if wait > 1 else "try again in 1 second"
    assert "2 such requests in 3 seconds" in detail and detail.endswith(retry)
    time.sleep(wait)
    assert client.post("/v1/scoresheets", json=body).status_code == 201
