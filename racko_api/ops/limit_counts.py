"""Rate-limit counters kept in this process (RATELIMIT_STORAGE_URI=process://, the default).

The same fixed-window counts as the `limits` library's memory://, without its expiry timer:
memory:// starts a thread whenever its last one has ended, 10 ms after it began, so under a
steady load nearly every limited request started a thread (about a millisecond of CPU a write
under gunicorn, measured by benchmarks/scoresheets_http.py). Here a counter whose window has
passed counts as zero when it is read, and the expired ones are dropped at most once every
SWEEP_SECONDS, by the write that comes then. Each process counts alone, as with memory://;
redis:// shares the counts between processes and servers.
"""

from __future__ import annotations

import threading
import time
from typing import Any

from limits.storage import Storage

SWEEP_SECONDS = 60.0


class ProcessCounters(Storage):
    """Fixed-window counters of one process: {key: (count, when its window ends)}."""

    STORAGE_SCHEME = ["process"]

    def __init__(self, uri: str | None = None, wrap_exceptions: bool = False, **options: Any) -> None:
        super().__init__(uri, wrap_exceptions=wrap_exceptions, **options)
        self.counts: dict[str, tuple[int, float]] = {}
        self.lock = threading.Lock()
        self.next_sweep = time.time() + SWEEP_SECONDS

    @property
    def base_exceptions(self) -> type[Exception]:
        return ValueError

    def incr(self, key: str, expiry: int, amount: int = 1) -> int:
        """Add `amount` to the key's count; a window that has passed starts again, for `expiry` s."""
        now = time.time()
        with self.lock:
            if now >= self.next_sweep:
                self.next_sweep = now + SWEEP_SECONDS
                self.counts = {k: v for k, v in self.counts.items() if v[1] > now}
            count, ends = self.counts.get(key, (0, 0.0))
            if ends <= now:
                count, ends = 0, now + expiry
            count += amount
            self.counts[key] = (count, ends)
            return count

    def get(self, key: str) -> int:
        count, ends = self.counts.get(key, (0, 0.0))
        return count if ends > time.time() else 0

    def get_expiry(self, key: str) -> float:
        """When the key's window ends (now, when it has none)."""
        now = time.time()
        return max(self.counts.get(key, (0, 0.0))[1], now)

    def check(self) -> bool:
        return True

    def reset(self) -> int:
        with self.lock:
            cleared = len(self.counts)
            self.counts = {}
        return cleared

    def clear(self, key: str) -> None:
        with self.lock:
            self.counts.pop(key, None)
