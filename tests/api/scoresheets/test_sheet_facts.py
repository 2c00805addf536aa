"""The fixed columns a process keeps per sheet (`services.sheet_facts`): only those columns, and
at most SHEET_CACHE_SIZE sheets, the least recently used forgotten first."""

from __future__ import annotations

from types import SimpleNamespace
from typing import Any

from racko_api.services.sheet_facts import FIXED, SheetFacts


def _row(sheet_id: str, **changed: Any) -> SimpleNamespace:
    columns = {name: f"{name} of {sheet_id}" for name in FIXED}
    return SimpleNamespace(**{**columns, "id": sheet_id, "version": 7, "totals": {"Ann": 75},
                              **changed})


def test_only_the_columns_that_never_change_are_kept() -> None:
    facts = SheetFacts(size=4)
    facts.put(_row("a"))
    kept = facts.get("a")
    assert kept is not None and set(kept) == set(FIXED)
    assert kept["players"] == "players of a" and "version" not in kept and "totals" not in kept


def test_the_least_recently_used_sheet_is_forgotten_first() -> None:
    facts = SheetFacts(size=2)
    facts.put(_row("a"))
    facts.put(_row("b"))
    assert facts.get("a") is not None  # a is now the most recent
    facts.put(_row("c"))
    assert facts.get("b") is None and facts.get("a") is not None and facts.get("c") is not None
    assert len(facts) == 2


def test_size_zero_keeps_nothing_and_clear_forgets_everything() -> None:
    off = SheetFacts(size=0)
    off.put(_row("a"))
    assert off.get("a") is None and len(off) == 0
    facts = SheetFacts(size=2)
    facts.put(_row("a"))
    facts.clear()
    assert facts.get("a") is None
