"""The local Redis the cross-server tests need: a test fails without it in CI, else skips."""

from __future__ import annotations

import os

import pytest


def require_redis(url: str) -> None:
    """Fail (CI) or skip (a developer's machine) unless the Redis at `url` answers a PING."""
    import redis

    try:
        redis.Redis.from_url(url, socket_connect_timeout=1).ping()
    except Exception:
        if os.environ.get("CI"):
            pytest.fail("Redis is not reachable on 127.0.0.1:6379")
        pytest.skip("Redis is not reachable on 127.0.0.1:6379")
