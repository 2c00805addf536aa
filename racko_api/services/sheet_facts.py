"""What never changes in a sheet once it is made: its game, ruleset, options, players, teams,
target and the hash of its edit token. Each process keeps them for the sheets it added rounds to
last, so that with the sheet's state (`store.sheet_states`) a round can be placed and written
without reading the sheet first.
"""

from __future__ import annotations

from typing import Any

from flask import Flask, current_app

from .recent import MostRecent

FIXED = ("id", "game", "ruleset", "options", "players", "teams", "target", "edit_token_hash",
         "created_at")
EXTENSION = "racko_sheet_facts"


class SheetFacts(MostRecent[str, dict[str, Any]]):
    """The fixed columns of at most `size` sheets; the least recently used go first."""

    def get(self, sheet_id: str) -> dict[str, Any] | None:
        return self._get(sheet_id)

    def put(self, sheet: Any) -> None:
        """Keep the fixed columns of `sheet` (a row read, with the columns as attributes)."""
        self._put(sheet.id, {name: getattr(sheet, name) for name in FIXED})


def register_sheet_facts(app: Flask) -> None:
    app.extensions[EXTENSION] = SheetFacts(int(app.config.get("SHEET_CACHE_SIZE", 256)))


def sheet_facts() -> SheetFacts:
    return current_app.extensions[EXTENSION]  # type: ignore[no-any-return]
