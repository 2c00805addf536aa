"""The sheets this process served last, as JSON text, each under the version it was read at.

A sheet's version goes up with every write to it, and its JSON is a function of its row and its
rounds, so the text read at version v is the answer for version v wherever it was read. A read
then costs one look at the version (a single integer) when the text is still current, instead
of the sheet and all its rounds: a table's phones polling a sheet between rounds get their
answers without the rounds being read or encoded again. Bounded; the least recently served
sheet goes first. Each process keeps its own: nothing needs to be told of another's writes.
"""

from __future__ import annotations

from flask import Flask, current_app

from .recent import MostRecent


class RenderedSheets(MostRecent[str, tuple[int, str]]):
    """At most `size` sheets' JSON text, each with the version it shows."""

    def kept(self, sheet_id: str) -> tuple[int, str] | None:
        """The version and text kept for this sheet, if any (it becomes the most recent)."""
        return self._get(sheet_id)

    def put(self, sheet_id: str, version: int, text: str) -> None:
        """Keep the text of the sheet at this version, unless a newer one is kept already."""
        self._put(sheet_id, (version, text), replaces=lambda kept: kept[0] <= version)


EXTENSION = "racko_rendered_sheets"


def register_sheet_cache(app: Flask) -> None:
    """One cache per app, of SHEET_CACHE_SIZE sheets (0 turns it off)."""
    app.extensions[EXTENSION] = RenderedSheets(int(app.config.get("SHEET_CACHE_SIZE", 256)))


def rendered_sheets() -> RenderedSheets:
    return current_app.extensions[EXTENSION]  # type: ignore[no-any-return]
