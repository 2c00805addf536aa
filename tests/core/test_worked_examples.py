"""Every worked example of the rule texts (tests/data/worked_examples.json) through the core."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import pytest

from racko_api.core.errors import InvalidInput
from racko_api.games.rack_o import referee
from racko_api.games.rack_o.presets import get_ruleset
from racko_api.games.rack_o.rounds import Entry, score_round

EXAMPLES: list[dict[str, Any]] = json.loads(
    (Path(__file__).parents[1] / "data" / "worked_examples.json").read_text()
)["examples"]


def test_every_example_names_its_source_and_expectation() -> None:
    ids = [e["id"] for e in EXAMPLES]
    assert len(ids) == len(set(ids))
    assert {e["kind"] for e in EXAMPLES} == {"score", "check", "round"}
    for example in EXAMPLES:
        assert example["source"]["text"] and example["source"]["quote"], example["id"]
        assert example["expect"], example["id"]


def _ruleset(example: dict[str, Any]):  # type: ignore[no-untyped-def]
    return get_ruleset(example["ruleset"], example.get("options"))


@pytest.mark.parametrize("example", [e for e in EXAMPLES if e["kind"] == "score"], ids=lambda e: e["id"])
def test_score_example(example: dict[str, Any]) -> None:
    expect = example["expect"]
    args = (_ruleset(example), example["players"], example["rack"], example["rack_o"])
    if "status" in expect:
        with pytest.raises(InvalidInput) as refused:
            referee.score(*args)
        assert refused.value.rule == expect["rule"]
        return
    result = referee.score(*args)
    assert result.points == expect["points"]
    assert (result.rack_o, result.bonus) == (expect["rack_o"], expect["bonus"])
    assert [r.rule for r in result.reasons] == expect["rules"]
    if "scored_slots" in expect:
        assert [s.label for s in result.slots if s.scored] == expect["scored_slots"]
    if "longest_run" in expect:
        assert result.longest_run == expect["longest_run"]


@pytest.mark.parametrize("example", [e for e in EXAMPLES if e["kind"] == "check"], ids=lambda e: e["id"])
def test_check_example(example: dict[str, Any]) -> None:
    expect = example["expect"]
    if "status" in expect:
        with pytest.raises(InvalidInput) as refused:
            referee.check_rack(_ruleset(example), example["players"], example["rack"])
        assert refused.value.rule == expect["rule"]
        return
    verdict = referee.check_rack(_ruleset(example), example["players"], example["rack"])
    assert verdict.legal is expect["legal"]
    assert [r.rule for r in verdict.reasons] == expect["rules"]
    if "points" in expect:
        assert verdict.score is not None and verdict.score.points == expect["points"]


@pytest.mark.parametrize("example", [e for e in EXAMPLES if e["kind"] == "round"], ids=lambda e: e["id"])
def test_round_example(example: dict[str, Any]) -> None:
    expect = example["expect"]
    entries = [Entry(r["player"], rack=r["rack"]) for r in example["racks"]]
    result = score_round(_ruleset(example), entries, example["rack_o"])
    assert result.rack_o == expect["rack_o"]
    assert {p.player: p.points for p in result.players} == expect["points"]
    assert [[list(t.players), t.points] for t in result.teams] == expect["teams"]
