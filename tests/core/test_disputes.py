"""The classic disputes of tests/data/disputes.json through the core: the referee answers each as
the HTTP API does, and every turn dispute the game engine can play is played there, with the
same verdict and the same rule."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import pytest

from racko_api.core.errors import IllegalMove, InvalidInput, RulesError
from racko_api.games.rack_o import referee
from racko_api.games.rack_o.actions import DISCARD, DRAW_STOCK, TAKE_DISCARD, Action, exchange, place
from racko_api.games.rack_o.engine import apply
from racko_api.games.rack_o.positions import position
from racko_api.games.rack_o.presets import get_ruleset
from racko_api.games.rack_o.racks import index_of
from racko_api.games.rack_o.rounds import Entry, score_round
from racko_api.games.rack_o.state import Phase

CASES: list[dict[str, Any]] = json.loads(
    (Path(__file__).parents[1] / "data" / "disputes.json").read_text(encoding="utf-8"))["cases"]
CORE = [c for c in CASES if c["endpoint"] != "scoresheet"]
ENGINE_PLAYS = {"exchange", "discard", "place"}


def _ruleset(request: dict[str, Any]):  # type: ignore[no-untyped-def]
    return get_ruleset(request["ruleset"], request.get("options"))


def _ask(case: dict[str, Any]) -> Any:
    """The referee's answer to the case, as the endpoint's view would ask it."""
    r = case["request"]
    endpoint = case["endpoint"]
    if endpoint == "/v1/check/move":
        return referee.check_move(_ruleset(r), r["players"], r["rack"], r["card"], r["taken_from"],
                                  r["play"], r.get("slot"), r.get("old_slot"), r.get("slots"))
    if endpoint == "/v1/check/rack":
        return referee.check_rack(_ruleset(r), r["players"], r["rack"])
    if endpoint == "/v1/score":
        return referee.score(_ruleset(r), r["players"], r["rack"], r.get("rack_o"))
    if endpoint == "/v1/score/compare":
        return referee.compare(r["players"], r["rack"], r.get("rack_o"))
    entries = [Entry(x["player"], rack=x["rack"]) for x in r["racks"]]
    return score_round(_ruleset(r), entries, r.get("rack_o"), r.get("teams"))


@pytest.mark.parametrize("case", CORE, ids=lambda c: c["id"])
def test_dispute_through_the_referee(case: dict[str, Any]) -> None:
    expect = case["expect"]
    if expect["status"] == 422:
        with pytest.raises(InvalidInput) as refused:
            _ask(case)
        assert refused.value.rule == expect["rule"]
        return
    answer = _ask(case)
    endpoint = case["endpoint"]
    if endpoint == "/v1/check/move":
        assert answer.legal is expect["legal"]
        assert [r.rule for r in answer.reasons] == expect["rules"]
        if "rack_o_after" in expect:
            assert (answer.wins_after is True) is expect["rack_o_after"]
    elif endpoint == "/v1/check/rack":
        assert answer.legal is expect["legal"]
        assert [r.rule for r in answer.reasons] == expect["rules"]
    elif endpoint == "/v1/score":
        assert answer.points == expect["points"]
        assert [r.rule for r in answer.reasons] == expect["rules"]
    elif endpoint == "/v1/score/compare":
        results = {c.ruleset: c for c in answer}
        for ruleset, want in expect["results"].items():
            assert results[ruleset].legal_rack_o is want["legal_rack_o"]
            assert (results[ruleset].problem.rule if results[ruleset].problem else None) == want["problem"]
    else:
        assert answer.rack_o == expect["rack_o"]
        assert {p.player: p.points for p in answer.players} == expect["points"]


def _table(case: dict[str, Any]):  # type: ignore[no-untyped-def]
    """A game position in which seat 0 holds the case's rack and is about to take its card."""
    r = case["request"]
    ruleset = _ruleset(r)
    top = ruleset.top_card(r["players"])
    used = {c for c in r["rack"] if c is not None} | {r["card"]}
    spare = [c for c in range(1, top + 1) if c not in used]
    others = [spare[10 * i:10 * (i + 1)] for i in range(r["players"] - 1)]
    under = spare[10 * (r["players"] - 1)]
    from_discard = r["taken_from"] == "discard"
    return position(ruleset, [r["rack"], *others], turn=0,
                    discard=[under, r["card"]] if from_discard else [under],
                    next_cards=[] if from_discard else [r["card"]])


def _play(request: dict[str, Any]) -> Action:
    if request["play"] == "discard":
        return DISCARD
    slot = index_of(request["slot"])
    return exchange(slot) if request["play"] == "exchange" else place(slot)


MOVES = [c for c in CASES if c["endpoint"] == "/v1/check/move"
         and (c["request"]["play"] in ENGINE_PLAYS and "old_slot" not in c["request"]
              or c["expect"]["status"] == 422)]


def test_the_engine_plays_most_turn_disputes() -> None:
    assert len(MOVES) >= 20


@pytest.mark.parametrize("case", MOVES, ids=lambda c: c["id"])
def test_dispute_through_the_engine(case: dict[str, Any]) -> None:
    expect, r = case["expect"], case["request"]
    if expect["status"] == 422:  # a card that cannot be there: no such game can be set up
        with pytest.raises(InvalidInput):
            _table(case)
        return
    state = _table(case)
    state, _ = apply(state, 0, TAKE_DISCARD if r["taken_from"] == "discard" else DRAW_STOCK)
    try:
        state, events = apply(state, 0, _play(r))
    except RulesError as refused:
        assert isinstance(refused, IllegalMove) and not expect["legal"]
        assert refused.rule == expect["rules"][0]
        return
    assert expect["legal"], [e.type for e in events]
    if "rack_after" in expect:
        assert list(state.racks[0]) == expect["rack_after"]
    if "discarded" in expect:
        assert (state.discard[-1] if expect["discarded"] is not None else None) == expect["discarded"]
    if "rack_o_after" in expect:
        assert (state.phase is Phase.ROUND_OVER) is expect["rack_o_after"]
