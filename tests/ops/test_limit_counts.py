"""The process:// rate-limit counters: fixed windows, expired as they are read, no thread."""

from __future__ import annotations

import threading

import pytest
from limits import parse
from limits.storage import storage_from_string
from limits.strategies import FixedWindowRateLimiter

from racko_api.ops import limit_counts
from racko_api.ops.limit_counts import SWEEP_SECONDS, ProcessCounters


class Clock:
    def __init__(self) -> None:
        self.now = 1_000_000.0

    def __call__(self) -> float:
        return self.now


@pytest.fixture()
def clock(monkeypatch: pytest.MonkeyPatch) -> Clock:
    fake = Clock()
    monkeypatch.setattr(limit_counts.time, "time", fake)
    return fake


def test_the_scheme_names_these_counters() -> None:
    assert isinstance(storage_from_string("process://"), ProcessCounters)


def test_a_window_counts_its_hits_and_starts_again_once_it_has_passed(clock: Clock) -> None:
    limiter = FixedWindowRateLimiter(ProcessCounters())
    three = parse("3 per minute")
    assert [limiter.hit(three, "client") for _ in range(4)] == [True, True, True, False]
    assert limiter.get_window_stats(three, "client") == (clock.now + 60, 0)
    assert limiter.hit(three, "another client")  # each key counts alone
    clock.now += 59.9
    assert not limiter.hit(three, "client")
    clock.now += 0.2
    assert limiter.get_window_stats(three, "client") == (clock.now, 3)
    assert limiter.hit(three, "client")
    assert limiter.get_window_stats(three, "client") == (clock.now + 60, 2)


def test_expired_counters_are_dropped_by_a_later_write(clock: Clock) -> None:
    counters = ProcessCounters()
    counters.incr("old", 10)
    counters.incr("live", 10 * SWEEP_SECONDS)
    clock.now += SWEEP_SECONDS + 1
    counters.incr("new", 10)
    assert set(counters.counts) == {"live", "new"}
    assert counters.reset() == 2 and counters.get("live") == 0


def test_counting_starts_no_thread() -> None:
    """memory:// starts one whenever its last expiry timer has ended; these never do."""
    counters = ProcessCounters()
    started = threading.active_count()
    for n in range(100):
        counters.incr(f"client {n % 7}", 1)
    assert threading.active_count() == started
    counters.clear("client 0")
    assert counters.get("client 0") == 0 and counters.get("client 1") == 15
