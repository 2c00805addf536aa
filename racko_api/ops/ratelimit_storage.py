"""In-process rate-limit counters without a timer thread: the default storage.

limits' MemoryStorage starts a fresh threading.Timer about every 10 ms under load to
expire windows, and the request that starts it waits for the thread; that cost more
than the scoring itself. This subclass expires lazily (fixed windows already do on
read) and sweeps the rest inline at most once a second. Use it as `memory-swept://`.
"""

from __future__ import annotations

import time

from limits.storage import MemoryStorage

SWEEP_EVERY_SECONDS = 1.0


class SweptMemoryStorage(MemoryStorage):
    STORAGE_SCHEME = ["memory-swept"]

    def __init__(self, uri: str | None = None, wrap_exceptions: bool = False, **options: str) -> None:
        super().__init__(uri, wrap_exceptions=wrap_exceptions, **options)
        self._next_sweep = 0.0

    def _MemoryStorage__schedule_expiry(self) -> None:  # noqa: N802 - overrides the private hook
        now = time.monotonic()
        if now >= self._next_sweep:
            self._next_sweep = now + SWEEP_EVERY_SECONDS
            self._MemoryStorage__expire_events()  # type: ignore[attr-defined]
