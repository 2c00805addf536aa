"""What never changes in a sheet once it is made: its game, ruleset, options, players, teams,
target and the hash of its edit token. Each process keeps them for the sheets it added rounds to
last, so that with the sheet's state (`store.sheet_states`) a round can be placed and written
without reading the sheet first.
"""

from __future__ import annotations

import threading
from collections import OrderedDict
from typing import Any

from flask import Flask, current_app

FIXED = ("id", "game", "ruleset", "options", "players", "teams", "target", "edit_token_hash",
         "created_at")
EXTENSION = "racko_sheet_facts"


class SheetFacts:
    """The fixed columns of at most `size` sheets; the least recently used go first."""

    def __init__(self, size: int) -> None:
        self.size = size
        self._facts: OrderedDict[str, dict[str, Any]] = OrderedDict()
        self._lock = threading.Lock()  # gthread workers serve several requests at once

    def get(self, sheet_id: str) -> dict[str, Any] | None:
        with self._lock:
            facts = self._facts.get(sheet_id)
            if facts is not None:
                self._facts.move_to_end(sheet_id)
            return facts

    def put(self, sheet: Any) -> None:
        """Keep the fixed columns of `sheet` (a row read, with the columns as attributes)."""
        if self.size <= 0:
            return
        with self._lock:
            self._facts[sheet.id] = {name: getattr(sheet, name) for name in FIXED}
            self._facts.move_to_end(sheet.id)
            while len(self._facts) > self.size:
                self._facts.popitem(last=False)

    def clear(self) -> None:
        with self._lock:
            self._facts.clear()


def register_sheet_facts(app: Flask) -> None:
    app.extensions[EXTENSION] = SheetFacts(int(app.config.get("SHEET_CACHE_SIZE", 256)))


def sheet_facts() -> SheetFacts:
    return current_app.extensions[EXTENSION]  # type: ignore[no-any-return]
