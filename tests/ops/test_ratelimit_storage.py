"""The default in-process rate-limit storage counts, refuses and forgets like memory://."""

from __future__ import annotations

import threading
import time

from limits import parse
from limits.storage import storage_from_string
from limits.strategies import FixedWindowRateLimiter, MovingWindowRateLimiter

from racko_api.ops.ratelimit_storage import SweptMemoryStorage


def test_the_scheme_names_the_swept_storage() -> None:
    assert isinstance(storage_from_string("memory-swept://"), SweptMemoryStorage)


def test_fixed_window_refuses_past_the_limit_and_forgets_after_the_window() -> None:
    limiter = FixedWindowRateLimiter(storage_from_string("memory-swept://"))
    limit = parse("3 per 1 second")
    assert [limiter.hit(limit, "client") for _ in range(4)] == [True, True, True, False]
    assert limiter.hit(limit, "other client")
    time.sleep(1.05)
    assert limiter.hit(limit, "client")


def test_moving_window_entries_are_swept_without_a_timer_thread() -> None:
    storage = storage_from_string("memory-swept://")
    limiter = MovingWindowRateLimiter(storage)
    limit = parse("2 per 1 second")
    threads_before = threading.active_count()
    assert limiter.hit(limit, "k") and limiter.hit(limit, "k")
    assert not limiter.hit(limit, "k")
    time.sleep(1.05)
    assert limiter.hit(limit, "k")
    for _ in range(200):
        storage.incr("counter", 1)
    assert threading.active_count() <= threads_before + 1  # no thread per burst of requests
