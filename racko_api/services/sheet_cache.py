"""What this process knows of the sheets it served last, each under the version it was read at.

A sheet's version goes up with every write to it, so whatever was read at version v holds for
version v wherever it was read. Two such per-process copies, each bounded (the least recently
used sheet goes first) and each checked against the database before it answers anything:

- `RenderedSheets`, the sheets' JSON text: a read looks at the version (a single integer) and
  answers with the text kept while it is the same, instead of reading the sheet and its rounds.
- `KnownSheets`, the sheets' rows as this process last wrote them: adding a round starts from
  the row kept, and its UPDATE writes only WHERE the version is still the one kept, which is the
  check; when it is not, the row is read again under its lock (`services.scoresheets`).

Nothing needs to be told of another process's writes. The app factory makes one of each per app;
a view hands them to `services.scoresheets`.
"""

from __future__ import annotations

import threading
from collections import OrderedDict
from typing import Generic, TypeVar

from ..store.sheet_queries import SheetRecord

T = TypeVar("T")


class Latest(Generic[T]):
    """At most `size` sheets' values (0 keeps none), each with the version it shows."""

    def __init__(self, size: int) -> None:
        self.size = size
        self._entries: OrderedDict[str, tuple[int, T]] = OrderedDict()
        self._lock = threading.Lock()  # gthread workers serve several requests at once

    def kept(self, sheet_id: str) -> tuple[int, T] | None:
        """The version and value kept for this sheet, if any (it becomes the most recent)."""
        with self._lock:
            found = self._entries.get(sheet_id)
            if found is not None:
                self._entries.move_to_end(sheet_id)
            return found

    def put(self, sheet_id: str, version: int, value: T) -> None:
        """Keep the sheet's value at this version, unless a newer one is kept already."""
        if self.size <= 0:
            return
        with self._lock:
            found = self._entries.get(sheet_id)
            if found is not None and found[0] > version:
                return
            self._entries[sheet_id] = (version, value)
            self._entries.move_to_end(sheet_id)
            while len(self._entries) > self.size:
                self._entries.popitem(last=False)

    def clear(self) -> None:
        with self._lock:
            self._entries.clear()

    def __len__(self) -> int:
        return len(self._entries)


class RenderedSheets(Latest[str]):
    """Sheets' JSON text as served."""


class KnownSheets(Latest[SheetRecord]):
    """Sheets' rows (`store.locking` records) as written by this process; never changed once kept."""
