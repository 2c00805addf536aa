"""A kind registered for a block (`games.kinds.registered`) is found like the two real games,
and gone once the block ends: its ruleset ids, its event types, its kind."""

from __future__ import annotations

import random

import pytest

from racko_api.core.errors import InvalidInput
from racko_api.core.events import problems
from racko_api.games.kinds import EVENT_TYPES, KINDS, RULESET_IDS, find_kind, kind_of, registered
from racko_api.games.rack_o.kind import RACK_O_KIND
from tests.games.toy.kind import TOY_KIND
from tests.games.toy.state import TOY_RULESET


def test_a_registered_kind_is_found_by_its_ruleset_until_its_block_ends() -> None:
    before = (tuple(RULESET_IDS), dict(KINDS), dict(EVENT_TYPES))
    with registered(TOY_KIND):
        assert kind_of(TOY_RULESET) is TOY_KIND and KINDS[TOY_KIND.id] is TOY_KIND
        assert tuple(RULESET_IDS) == (*before[0], TOY_RULESET)
        assert {"toy_dealt", "toy_sorted"} <= set(EVENT_TYPES) and "drew" in EVENT_TYPES
    assert (tuple(RULESET_IDS), dict(KINDS), dict(EVENT_TYPES)) == before
    assert find_kind(TOY_RULESET) is None
    with pytest.raises(InvalidInput):
        kind_of(TOY_RULESET)


def test_a_kind_or_ruleset_id_already_known_is_not_registered_again() -> None:
    with pytest.raises(ValueError, match="rack-o"):
        with registered(RACK_O_KIND):
            pass
    with registered(TOY_KIND), pytest.raises(ValueError, match=TOY_RULESET):
        with registered(TOY_KIND):
            pass
    assert find_kind(TOY_RULESET) is None and kind_of("hasbro") is RACK_O_KIND


def test_the_toy_games_events_are_the_ones_its_kind_and_the_core_declare() -> None:
    engine = TOY_KIND.engine
    state, dealt = engine.new_game(TOY_KIND.ruleset(TOY_RULESET, None), 3, seed=2)
    state, played = TOY_KIND.run_bots(state, ["basic"] * 3, random.Random(2), max_actions=100)
    assert str(state.phase) == "game_over" and engine.awaited_seat(state) is None
    with registered(TOY_KIND):
        assert [p for e in (*dealt, *(e for _, e in played)) for p in problems(e, EVENT_TYPES)] == []
