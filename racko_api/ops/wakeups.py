"""Wake-ups for streams: "topic T has events up to n", from any worker on any server.

Only a wake-up travels here, never an event: a woken stream reads its events from the database,
the one place they are kept. With STREAMS_REDIS_URL a committed write publishes "T n" on one
Redis pub/sub channel and one listener thread in each process wakes that process's streams of T.
Without Redis (one server, SQLite) the write wakes the streams of its own process, and every
stream also looks at the database every STREAMS_POLL_SECONDS, which is how it learns of a write
made by another worker. Both set-ups run the same code: publish after commit; wait, then read.

The streams of one topic in one process share their reads: when many are woken together, one
reads the database and the others take the rows it read, provided that read began after they
started waiting and reaches the last event heard of (so no stream misses an event it was woken
for). A per-process copy checked against what was heard, as the sheet cache is.

Woken streams of one topic take turns, WAKE_LANES at a time: each wakes the next when it has sent
its events and waits again (or ends). A thousand streams released at once would all queue for
the interpreter's lock, ahead of every ordinary request of the worker; in turns they send as
fast, and the requests go on between them (benchmarks/streams.py: delivery p99 about a third).
"""

from __future__ import annotations

import logging
import threading
import time
from collections import deque
from collections.abc import Callable, Iterator, Sequence
from contextlib import contextmanager
from dataclasses import dataclass, field
from typing import Any, Protocol

from flask import Flask

EXTENSION = "racko_wakeups"
WAKE_LANES = 8  # woken streams of one topic running at once in a process
log = logging.getLogger(__name__)


class Row(Protocol):
    seq: int


@dataclass(frozen=True)
class Batch:
    """What one read of a topic found: its rows after `after`, in order, and what the reader
    needs besides (whether the game is over, say)."""

    after: int
    rows: Sequence[Any]
    extra: Any = None

    @property
    def top(self) -> int:
        return self.rows[-1].seq if self.rows else self.after


@dataclass
class _Topic:
    followers: set[Follower] = field(default_factory=set)
    heard: int = 0  # the highest event number heard of since a stream began following
    generation: int = 0  # moves on when wake-ups may have been lost: every stream reads again
    fetching: threading.Lock = field(default_factory=threading.Lock)
    kept: tuple[Batch, float] | None = None  # the last read, and when it began
    queued: deque[Follower] = field(default_factory=deque)  # woken, waiting for their turn
    running: int = 0  # followers woken in their turn that have not yet handed it on


class _Process:
    """How this process learns it is shutting down: gunicorn.conf.py's post_worker_init sets
    `stopping` to "the worker is no longer alive" (SIGTERM, a restart after max_requests)."""

    stopping: Callable[[], bool] = staticmethod(lambda: False)


PROCESS = _Process()


def stop_streams_when(stopping: Callable[[], bool]) -> None:
    """Streams of this process end (cleanly, within about a second) once `stopping()` is true."""
    PROCESS.stopping = stopping  # type: ignore[method-assign]


class Wakeups:
    """The wake-ups of one process: publish after a commit, follow a topic in a stream."""

    def __init__(self, redis_url: str | None, channel: str, poll: float) -> None:
        self.redis_url = redis_url
        self.channel = channel
        self.poll = poll
        self.guard = threading.Lock()  # the topics, their followers and what they heard
        self._topics: dict[str, _Topic] = {}
        self._redis: Any = None
        self._listener: threading.Thread | None = None
        self.closing = False
        self.open_streams = 0

    # --- writers ----------------------------------------------------------------------------------

    def publish(self, topic: str, top: int) -> None:
        """Tell every stream of `topic`, on every server, that events up to `top` are committed.
        Redis away: this process's streams are woken, the others read on their next poll."""
        if self.redis_url is not None:
            try:
                self._client().publish(self.channel, f"{topic} {top}")
                return
            except Exception as exc:  # noqa: BLE001  a write never fails for want of a wake-up
                log.warning("stream wake-up not published: %s", type(exc).__name__)
        self._wake(topic, top)

    # --- streams ----------------------------------------------------------------------------------

    @contextmanager
    def following(self, topic: str) -> Iterator[Follower]:
        """Follow `topic` for the life of a stream: nothing published meanwhile is missed."""
        self._start_listener()
        with self.guard:
            state = self._topics.get(topic)
            if state is None:
                state = self._topics[topic] = _Topic()
            follower = Follower(self, state)
            state.followers.add(follower)
            self.open_streams += 1
        try:
            yield follower
        finally:
            with self.guard:
                follower.end_turn()
                state.followers.discard(follower)
                self.open_streams -= 1
                if not state.followers:
                    self._topics.pop(topic, None)

    def close_all(self) -> None:
        """The worker is stopping: every stream ends at its next wake, which is now (no turns)."""
        with self.guard:
            self.closing = True
            for state in self._topics.values():
                for follower in state.followers:
                    follower.wake()

    # --- inside ------------------------------------------------------------------------------------

    def _wake(self, topic: str, top: int) -> None:
        with self.guard:
            state = self._topics.get(topic)
            if state is not None and top > state.heard:
                state.heard = top
                self._signal(state)

    @staticmethod
    def _signal(state: _Topic) -> None:
        """Wake every stream of the topic that waits, in turns (the caller holds the lock)."""
        for follower in state.followers:
            if follower.waiting and not follower.queued:
                follower.queued = True
                state.queued.append(follower)
        _give_turns(state)

    def _wake_all(self) -> None:
        """After a gap in the wake-ups (Redis lost and back), every stream reads once more."""
        with self.guard:
            for state in self._topics.values():
                state.generation += 1
                state.kept = None
                self._signal(state)

    def _client(self) -> Any:
        if self._redis is None:
            import redis

            self._redis = redis.Redis.from_url(str(self.redis_url), socket_connect_timeout=1,
                                               socket_timeout=1, health_check_interval=10)
        return self._redis

    def _start_listener(self) -> None:
        with self.guard:
            if self._listener is not None and self._listener.is_alive():
                return
            self._listener = threading.Thread(target=self._listen, name="stream-wakeups", daemon=True)
            self._listener.start()

    def _listen(self) -> None:
        """Wake streams as Redis messages come (or only watch for shutdown, without Redis)."""
        lost = False
        while not self.closing:
            if PROCESS.stopping():
                self.close_all()
                return
            if self.redis_url is None:
                time.sleep(1.0)
                continue
            try:
                pubsub = self._client().pubsub(ignore_subscribe_messages=True)
                pubsub.subscribe(self.channel)
                if lost:
                    self._wake_all()
                    lost = False
                while not self.closing and not PROCESS.stopping():
                    message = pubsub.get_message(timeout=1.0)
                    if message is not None:
                        topic, _, top = message["data"].decode().partition(" ")
                        self._wake(topic, int(top))
                pubsub.close()
            except Exception as exc:  # noqa: BLE001  Redis away: streams poll until it is back
                log.warning("stream wake-ups lost: %s", type(exc).__name__)
                lost = True
                time.sleep(1.0)


def _give_turns(state: _Topic) -> None:
    """Wake queued followers while fewer than WAKE_LANES are in their turn (the caller holds
    the lock). One that stopped following or woke by itself meanwhile is passed over."""
    while state.running < WAKE_LANES and state.queued:
        follower = state.queued.popleft()
        follower.queued = False
        if follower in state.followers and follower.wake():
            follower.turn = True
            state.running += 1


class Follower:
    """One stream's hold on a topic: wait for a wake-up, then read (a shared read if fresh).

    A follower sleeps on a lock of its own, released by the wake-up, so a thousand woken streams
    do not queue for one shared lock before they read."""

    def __init__(self, wakeups: Wakeups, state: _Topic) -> None:
        self.wakeups = wakeups
        self.state = state
        self.since = time.monotonic()  # when this stream began waiting after its last read
        self.signal = threading.Lock()
        self.signal.acquire()  # held: released once by a wake-up
        self.waiting = False
        self.queued = False  # in its topic's queue for a turn
        self.turn = False  # woken in its turn: hands it on when it waits again or ends

    def wake(self) -> bool:
        """Release a waiting follower (the caller holds the lock); False if it was not waiting."""
        if not self.waiting:
            return False
        self.waiting = False
        self.signal.release()
        return True

    def end_turn(self) -> None:
        """Its events are sent: the next queued follower's turn (the caller holds the lock)."""
        if self.turn:
            self.turn = False
            self.state.running -= 1
            _give_turns(self.state)

    def wait(self, after: int, timeout: float) -> bool:
        """Until events after `after` are heard of, the poll interval passes, `timeout` passes or
        the process stops; True unless the stream should end (the process is stopping)."""
        self.since = time.monotonic()
        state, wakeups = self.state, self.wakeups
        with wakeups.guard:
            self.end_turn()
            if state.heard > after or wakeups.closing:
                return not wakeups.closing
            self.waiting = True
        # A release that comes after a timeout leaves the lock free: the next wait returns at
        # once and reads, which finds nothing new; never a missed event.
        self.signal.acquire(timeout=max(0.0, min(timeout, wakeups.poll)))
        self.waiting = False
        return not wakeups.closing

    def read(self, after: int, fetch: Callable[[int], Batch]) -> Batch:
        """The rows after `after`: from a read of this topic that began after this stream started
        waiting and reaches every event heard of, else from `fetch(after)` (one stream at a time)."""
        state = self.state
        kept = state.kept
        if kept is None or not self._fresh(kept, after):
            with state.fetching:
                kept = state.kept
                if kept is None or not self._fresh(kept, after):
                    began = time.monotonic()
                    batch = fetch(after)
                    state.kept = (batch, began)
                    return batch
        batch = kept[0]
        return Batch(after, [r for r in batch.rows if r.seq > after], batch.extra)

    def _fresh(self, kept: tuple[Batch, float], after: int) -> bool:
        batch, began = kept
        return batch.after <= after and began >= self.since and batch.top >= self.state.heard


def register_wakeups(app: Flask) -> None:
    redis_url = app.config.get("STREAMS_REDIS_URL") or None
    poll = app.config.get("STREAMS_POLL_SECONDS") or (10.0 if redis_url else 0.5)
    app.extensions[EXTENSION] = Wakeups(redis_url, app.config.get("STREAMS_CHANNEL", "racko:streams"),
                                        float(poll))


def app_wakeups(app: Flask) -> Wakeups:
    """The app's hub, which create_app hands the services (`services.outlets`)."""
    return app.extensions[EXTENSION]  # type: ignore[no-any-return]
