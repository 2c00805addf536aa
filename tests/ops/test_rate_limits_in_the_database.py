"""Rate limits counted in the app's database (database://, the default): gunicorn's workers, and
processes on one database, enforce one limit without Redis; a window ends; the counter is exact."""

from __future__ import annotations

import json
import os
import subprocess
import sys
import time
import urllib.error
import urllib.request
import uuid
from collections.abc import Iterator
from concurrent.futures import ThreadPoolExecutor
from pathlib import Path

import pytest
from flask import Flask
from flask_migrate import upgrade

from benchmarks.launch import GunicornServer, free_port, migrate
from racko_api.ops.limit_storage import DatabaseStorage

from .helpers import make_app
from .pg import require_postgres, scratch_database, url

ROOT = Path(__file__).resolve().parents[2]
LIMIT = 10
SENT = 40


@pytest.fixture(params=["sqlite", "postgresql"])
def database(request: pytest.FixtureRequest, tmp_path: Path) -> Iterator[str]:
    """A migrated database of its own: an SQLite file, or a scratch PostgreSQL database."""
    if request.param == "sqlite":
        found = f"sqlite:///{tmp_path / 'limits.sqlite3'}"
        migrate(found)
        yield found
        return
    require_postgres()
    with scratch_database("racko_limits") as name:
        migrate(url(name))
        yield url(name)


def _create(base: str) -> int:
    """POST a new sheet on a connection of its own (Connection: close): its status."""
    body = json.dumps({"ruleset": "hasbro", "players": ["Ann", "Bo"]}).encode()
    sent = urllib.request.Request(f"{base}/v1/scoresheets", body, {
        "Content-Type": "application/json", "Idempotency-Key": str(uuid.uuid4()), "Connection": "close"})
    try:
        with urllib.request.urlopen(sent, timeout=20) as answer:
            return int(answer.status)
    except urllib.error.HTTPError as refused:
        assert refused.headers["Content-Type"] == "application/problem+json"
        assert refused.status != 429 or int(refused.headers["Retry-After"]) > 0
        return int(refused.status)


def _statuses(database: str, storage: str | None) -> list[int]:
    # Sync workers take one request at a time, so requests sent at once go to both.
    env = {"REQUEST_LOG": "0", "RATELIMIT_CREATE": f"{LIMIT} per minute", "GUNICORN_WORKER_CLASS": "sync"}
    if storage is not None:
        env["RATELIMIT_STORAGE_URI"] = storage
    with GunicornServer(free_port(), database, workers=2, threads=1, env=env) as server:
        with ThreadPoolExecutor(8) as pool:
            return list(pool.map(lambda _: _create(server.url), range(SENT)))


def test_two_gunicorn_workers_enforce_one_limit(database: str) -> None:
    statuses = _statuses(database, None)  # the default: database://
    assert statuses.count(201) == LIMIT and statuses.count(429) == SENT - LIMIT, statuses


@pytest.fixture()
def counted(tmp_path: Path) -> Iterator[Flask]:
    """An app on its own SQLite file (the limiter itself keeps the tests' memory://)."""
    app = make_app(SQLALCHEMY_DATABASE_URI=f"sqlite:///{tmp_path / 'counts.sqlite3'}")
    with app.app_context():
        upgrade()
        yield app


def test_a_counter_counts_exactly_and_starts_again_when_its_window_ends(counted: Flask) -> None:
    storage = DatabaseStorage("database://")
    assert storage.check()
    assert [storage.incr("k", 1) for _ in range(3)] == [1, 2, 3]
    assert storage.get("k") == 3 and storage.get("other") == 0
    assert time.time() < storage.get_expiry("k") <= time.time() + 1
    assert storage.incr("k", 1, amount=2) == 5
    time.sleep(1.05)
    assert storage.get("k") == 0 and storage.incr("k", 60) == 1  # a new window
    storage.clear("k")
    assert storage.get("k") == 0
    storage.incr("a", 60)
    assert storage.reset() == 1 and storage.get("a") == 0


@pytest.mark.parametrize(("env", "storage"), [({}, "database://"),
                                              ({"REDIS_URL": "redis://127.0.0.1:6379/3"}, "redis://127.0.0.1:6379/3"),
                                              ({"RATELIMIT_STORAGE_URI": "memory://"}, "memory://")])
def test_the_default_storage_is_the_database_and_redis_url_chooses_redis(
        env: dict[str, str], storage: str) -> None:
    plain = {k: v for k, v in os.environ.items() if k not in ("REDIS_URL", "RATELIMIT_STORAGE_URI")}
    done = subprocess.run([sys.executable, "-c", "from racko_api.config import Config; "
                           "print(Config.RATELIMIT_STORAGE_URI)"], cwd=ROOT, env={**plain, **env},
                          capture_output=True, text=True, timeout=60, check=True)
    assert done.stdout.strip() == storage
