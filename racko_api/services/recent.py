"""A bounded map that forgets the least recently used entry first, shared by a process's threads:
the base of the per-process sheet caches (`sheet_cache`, `sheet_facts`)."""

from __future__ import annotations

import threading
from collections import OrderedDict
from collections.abc import Callable
from typing import Generic, TypeVar

K = TypeVar("K")
V = TypeVar("V")


class MostRecent(Generic[K, V]):
    """At most `size` entries (0 keeps none); the least recently used goes first."""

    def __init__(self, size: int) -> None:
        self.size = size
        self._entries: OrderedDict[K, V] = OrderedDict()
        self._lock = threading.Lock()  # gthread workers serve several requests at once

    def _get(self, key: K) -> V | None:
        """The entry under `key`, if any; it becomes the most recent."""
        with self._lock:
            value = self._entries.get(key)
            if value is not None:
                self._entries.move_to_end(key)
            return value

    def _put(self, key: K, value: V, replaces: Callable[[V], bool] | None = None) -> None:
        """Keep `value` under `key`, unless `replaces` says no to the entry kept there now."""
        if self.size <= 0:
            return
        with self._lock:
            kept = self._entries.get(key)
            if kept is not None and replaces is not None and not replaces(kept):
                return
            self._entries[key] = value
            self._entries.move_to_end(key)
            while len(self._entries) > self.size:
                self._entries.popitem(last=False)

    def clear(self) -> None:
        with self._lock:
            self._entries.clear()

    def __len__(self) -> int:
        return len(self._entries)
