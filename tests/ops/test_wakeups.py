"""Wake-ups in one process: every woken stream of a topic gets its turn, WAKE_LANES at a time, and
a stopping worker wakes them all at once."""

from __future__ import annotations

import threading
import time
from collections.abc import Callable

from racko_api.ops.wakeups import WAKE_LANES, Follower, Wakeups

STREAMS = 120


def _followers(wakeups: Wakeups, topic: str, count: int,
               then: Callable[[Follower, bool], None]) -> list[threading.Thread]:
    """`count` streams that follow `topic`, wait for an event after 0 and then call `then`."""
    waiting = threading.Barrier(count + 1)

    def stream() -> None:
        with wakeups.following(topic) as follower:
            waiting.wait()
            then(follower, follower.wait(0, timeout=10))

    threads = [threading.Thread(target=stream) for _ in range(count)]
    for thread in threads:
        thread.start()
    waiting.wait()
    time.sleep(0.3)  # each one on to its wait, asleep
    return threads


def test_every_woken_stream_gets_its_turn_and_no_more_than_the_lanes_run_at_once() -> None:
    wakeups = Wakeups(None, "test", poll=30.0)
    lock, running, most, woken = threading.Lock(), [0], [0], []

    def deliver(follower: Follower, going_on: bool) -> None:
        with lock:
            running[0] += 1
            most[0] = max(most[0], running[0])
        time.sleep(0.005)  # reading and sending its events
        with lock:
            running[0] -= 1
            woken.append(going_on)  # then it ends, which hands its turn on

    threads = _followers(wakeups, "sheet:x", STREAMS, deliver)
    started = time.monotonic()
    wakeups.publish("sheet:x", 1)  # no Redis: this process's streams are woken
    for thread in threads:
        thread.join(timeout=10)
    assert woken == [True] * STREAMS  # each one woken by the event, none by its 30 s poll
    assert time.monotonic() - started < 5
    assert 1 < most[0] <= WAKE_LANES


def test_a_stream_that_waits_again_hands_its_turn_on() -> None:
    wakeups = Wakeups(None, "test", poll=30.0)
    woken: list[bool] = []

    def deliver_then_wait(follower: Follower, going_on: bool) -> None:
        woken.append(going_on)
        follower.wait(1, timeout=2)  # its turn is over here, not when it ends 2 s later

    threads = _followers(wakeups, "game:y", 3 * WAKE_LANES, deliver_then_wait)
    started = time.monotonic()
    wakeups.publish("game:y", 1)
    deadline = started + 1.5
    while len(woken) < 3 * WAKE_LANES and time.monotonic() < deadline:
        time.sleep(0.01)
    assert len(woken) == 3 * WAKE_LANES, "streams still waiting for a turn another held"
    for thread in threads:
        thread.join(timeout=5)


def test_a_stopping_worker_wakes_every_stream_at_once() -> None:
    wakeups = Wakeups(None, "test", poll=30.0)
    ended: list[bool] = []
    hold = threading.Event()

    def hold_its_turn(follower: Follower, going_on: bool) -> None:
        ended.append(going_on)
        hold.wait(5)  # none hands a turn on: only a wake of every stream ends them all

    threads = _followers(wakeups, "sheet:z", 3 * WAKE_LANES, hold_its_turn)
    wakeups.close_all()
    deadline = time.monotonic() + 2
    while len(ended) < 3 * WAKE_LANES and time.monotonic() < deadline:
        time.sleep(0.01)
    hold.set()
    for thread in threads:
        thread.join(timeout=5)
    assert ended == [False] * (3 * WAKE_LANES)
