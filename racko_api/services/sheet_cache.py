"""The sheets this process served last, as JSON text, each under the version it was read at.

A sheet's version goes up with every write to it, and its JSON is a function of its row and its
rounds, so the text read at version v is the answer for version v wherever it was read. A read
then costs one look at the version (a single integer) when the text is still current, instead
of the sheet and all its rounds. Bounded; the least recently served sheet goes first. Each
process keeps its own, checked against the database on every read: nothing needs to be told of
another process's writes. The app factory makes one per app; a view hands it to
`services.scoresheets.read`.
"""

from __future__ import annotations

import threading
from collections import OrderedDict


class RenderedSheets:
    """At most `size` sheets' JSON text (0 keeps none), each with the version it shows."""

    def __init__(self, size: int) -> None:
        self.size = size
        self._entries: OrderedDict[str, tuple[int, str]] = OrderedDict()
        self._lock = threading.Lock()  # gthread workers serve several requests at once

    def kept(self, sheet_id: str) -> tuple[int, str] | None:
        """The version and text kept for this sheet, if any (it becomes the most recent)."""
        with self._lock:
            found = self._entries.get(sheet_id)
            if found is not None:
                self._entries.move_to_end(sheet_id)
            return found

    def put(self, sheet_id: str, version: int, text: str) -> None:
        """Keep the text of the sheet at this version, unless a newer one is kept already."""
        if self.size <= 0:
            return
        with self._lock:
            found = self._entries.get(sheet_id)
            if found is not None and found[0] > version:
                return
            self._entries[sheet_id] = (version, text)
            self._entries.move_to_end(sheet_id)
            while len(self._entries) > self.size:
                self._entries.popitem(last=False)

    def clear(self) -> None:
        with self._lock:
            self._entries.clear()

    def __len__(self) -> int:
        return len(self._entries)

