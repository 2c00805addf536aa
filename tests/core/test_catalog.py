"""The rule catalogue: every rule id the core cites exists, and every rule has a test named after it."""

from __future__ import annotations

import re
from pathlib import Path

import pytest

from racko_api.core.catalog import BASE_RULES, Decision, Rule, assemble, with_decisions
from racko_api.core.sources import Source
from racko_api.games.kinds import KINDS, RULES
from racko_api.games.super_rack_o.rules import SUPER_RULEBOOK

ROOT = Path(__file__).resolve().parents[2]
RULE_ID = re.compile(r"""["'](R-[A-Z0-9-]*[A-Z0-9]|S-[A-Z]+)["']""")


def _cited_in(folder: Path) -> set[str]:
    return {m for path in folder.rglob("*.py") for m in RULE_ID.findall(path.read_text())}


def test_every_rule_the_code_cites_is_in_the_catalogue() -> None:
    cited = _cited_in(ROOT / "racko_api")
    assert cited, "the pattern finds the citations"
    assert cited - set(RULES) == set()


def test_every_rule_has_a_text_and_the_editions_that_say_it() -> None:
    for rule_id, entry in RULES.items():
        assert entry.id == rule_id
        assert entry.title and entry.text.endswith(".") and entry.sources
        assert all(isinstance(c.source, Source) and c.quote for c in entry.sources)


def test_super_rack_o_rules_come_from_its_own_rulebook() -> None:
    assert all({c.source for c in r.sources} == {SUPER_RULEBOOK} for r in RULES.values()
               if r.id.startswith("S-"))
    assert RULES["S-DECK"].decisions, "the wilds the rulebook counts two ways are a Decision"
    assert all(c.source is not SUPER_RULEBOOK for r in RULES.values() if r.id.startswith("R-")
               for c in r.sources)


def test_each_game_states_its_own_rules_and_the_registry_assembles_them() -> None:
    own = [r.id for k in KINDS.values() for r in k.rules]
    assert list(RULES) == [*BASE_RULES, *own] and all(i.startswith("S-") for i in own)
    assert all(not r.startswith("S-") for r in BASE_RULES)
    twice = Rule("R-X", "x", "x.", ())
    with pytest.raises(ValueError, match="R-X"):
        assemble([twice], [twice])


def test_a_game_adds_its_decisions_to_a_shared_rule_after_the_rule_s_own() -> None:
    """A Decision that names a game's preset is the game's to state (its `Kind.decisions`)."""
    own, added = Decision("own", "why"), Decision("added", "why")
    rule = Rule("R-X", "x", "x.", (), (own,))
    assert with_decisions([rule], {"R-X": (added,)})[0].decisions == (own, added)
    with pytest.raises(ValueError, match="R-Y"):
        with_decisions([rule], {"R-Y": (added,)})
    stated = {d for k in KINDS.values() for ds in k.decisions.values() for d in ds}
    assert stated and stated <= set(RULES["R-DECK"].decisions) - set(BASE_RULES["R-DECK"].decisions)


def test_every_rule_has_a_test_named_after_it() -> None:
    """Rule tests are named test_<RULE_ID with underscores>_...; R-DEAL and R-RESTOCK are included."""
    names = {m for path in (ROOT / "tests" / "core").rglob("test_*.py")
             for m in re.findall(r"def (test_[A-Z]_[A-Z0-9_]+?)_[a-z]", path.read_text())}
    missing = [r for r in RULES if f"test_{r.replace('-', '_')}" not in names]
    assert missing == []
