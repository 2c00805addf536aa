"""Every "said by" of the rule catalogue quotes its text word for word, from the project's own copy
of the texts in docs/sources/: a citation the text does not bear out fails here."""

from __future__ import annotations

import re
from pathlib import Path

import pytest

from racko_api.core.sources import HASBRO, ITALIAN, PARKER_1992, SWEDISH, Source
from racko_api.games.kinds import RULES, TEXTS

SOURCES = Path(__file__).resolve().parents[2] / "docs" / "sources"


def _flat(text: str) -> str:
    """Line breaks and runs of spaces count as one space, as a text wraps where it likes."""
    return re.sub(r"\s+", " ", text).strip()


def _text(source: Source) -> str:
    return _flat((SOURCES / source.file).read_text(encoding="utf-8"))


def test_the_project_keeps_a_copy_of_every_text() -> None:
    cited = {c.source for r in RULES.values() for c in r.sources}
    described = [t.source for t in TEXTS]
    assert cited == set(described) and len(described) == len(set(described)) == 5
    assert all((SOURCES / s.file).is_file() and (SOURCES / s.file).stat().st_size > 3000
               for s in described)


@pytest.mark.parametrize("rule_id", list(RULES))
def test_every_citation_of_a_rule_is_found_word_for_word_in_its_text(rule_id: str) -> None:
    rule = RULES[rule_id]
    assert rule.sources, "a rule that no text says is a Decision, not a rule"
    missing = [(c.source.title, c.quote) for c in rule.sources
               if len(c.quote) < 15 or _flat(c.quote) not in _text(c.source)]
    assert missing == []


def test_the_lines_the_readings_rest_on_are_in_their_texts() -> None:
    missing = [(t.source.title, q) for t in TEXTS for q in t.quotes if _flat(q) not in _text(t.source)]
    assert missing == []


def test_a_quote_from_another_text_is_not_found() -> None:
    """The check can fail: Hasbro's words are not the Italian text's, nor a paraphrase Hasbro's."""
    hasbro = RULES["R-RUN3"].sources[0]
    assert hasbro.source is HASBRO and _flat(hasbro.quote) in _text(HASBRO)
    assert _flat(hasbro.quote) not in _text(ITALIAN)
    assert "Six or more card run" not in _text(HASBRO)


@pytest.mark.parametrize(("rule_id", "silent"), [
    ("R-RACK", {SWEDISH, ITALIAN}),  # neither numbers a slot
    ("R-RUN", set()),  # Italian is cited for the run, never for "only the longest"
    ("R-RESTOCK", {PARKER_1992, SWEDISH, ITALIAN}),  # Parker: "turn it over"
    ("S-DECK", set()),
])
def test_a_text_is_not_cited_where_it_is_silent(rule_id: str, silent: set[Source]) -> None:
    cited = {c.source for c in RULES[rule_id].sources}
    assert cited.isdisjoint(silent)
    if rule_id == "R-RUN":
        italian = [c.quote for c in RULES[rule_id].sources if c.source is ITALIAN]
        assert italian and all("lung" not in q for q in italian)
    if rule_id == "S-DECK":
        assert not any("per deck" in d.decision for d in RULES[rule_id].decisions)
        assert any("5 in all" in d.reason for d in RULES[rule_id].decisions)
