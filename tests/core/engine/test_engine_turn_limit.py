"""The turn limit (R-TURN-LIMIT): a round that lasts `turn_limit` turns without a Rack-O ends
blocked, every rack scored as a loser's, and the next round can be dealt."""

from __future__ import annotations

import random

import pytest

from racko_api.core.errors import InvalidInput
from racko_api.core.events import problems
from racko_api.games.kinds import EVENT_TYPES, RULES
from racko_api.games.rack_o.actions import CALL_RACK_O, DISCARD, DRAW_STOCK, NEXT_ROUND, exchange
from racko_api.games.rack_o.applicable import applicable_rules
from racko_api.games.rack_o.bots import BOTS
from racko_api.games.rack_o.bots.play import run_bots
from racko_api.games.rack_o.engine import apply, legal_actions, new_game
from racko_api.games.rack_o.positions import position
from racko_api.games.rack_o.presets import PRESETS, get_ruleset
from racko_api.games.rack_o.state import GameState, Phase, from_dict
from racko_api.games.rack_o.views import public_view

ALMOST = [2, 4, 6, 8, 10, 12, 14, 16, 30, 19]  # leading run of 9 (30 then 19): 45; 17 into #45 orders it
OTHER = [1, 3, 5, 7, 9, 11, 13, 31, 21, 23]  # leading run of 8: 40
IN_ORDER = [2, 4, 6, 8, 10, 12, 14, 16, 17, 19]


def at_turn(preset: str, racks: list[list[int]], turns: int, next_cards: list[int],
            options: dict[str, object] | None = None) -> GameState:
    """Seat 1 to play with `turns` turns of the round already played."""
    rs = get_ruleset(preset, options)
    return position(rs, racks, discard=[40], next_cards=next_cards).but(turns=turns)


def test_R_TURN_LIMIT_the_turn_that_reaches_the_limit_ends_the_round_blocked() -> None:
    state = at_turn("hasbro", [OTHER, ALMOST], 19, [25], {"turn_limit": 20})
    state, _ = apply(state, 1, DRAW_STOCK)
    state, events = apply(state, 1, DISCARD)
    assert state.phase is Phase.ROUND_OVER and state.turns == 20
    kinds = [e.type for e in events]
    assert "rack_o" not in kinds and kinds[:2] == ["discarded", "round_over"]
    ended = events[1]
    assert not problems(ended, EVENT_TYPES)
    assert ended.rule == "R-TURN-LIMIT"
    assert ended.public["winner"] is None and ended.public["ended_by"] == "turn_limit"
    assert ended.public["turn_limit"] == 20
    assert ended.public["scores"] == [40, 45]  # each rack's leading run x5, nobody's 75
    assert all(r["rule"] == "R-SCORE-LEAD" for d in ended.public["details"] for r in d["reasons"])
    assert state.totals == (40, 45)
    result = state.rounds[-1]
    assert result.rack_o is None and result.bonus == 0 and result.ended_by == "turn_limit"
    table = public_view(state)
    assert table["round_winner"] is None and table["scores"]["rounds"][0]["winner"] is None
    assert from_dict(state.to_dict()).rounds == state.rounds  # a stored game reads back alike

    assert legal_actions(state, 0) == [NEXT_ROUND]
    state, dealt = apply(state, 0, NEXT_ROUND)
    assert state.round == 2 and state.phase is Phase.DRAW and state.turns == 0
    assert dealt[0].type == "dealt"


def test_R_TURN_LIMIT_one_turn_before_the_limit_play_goes_on() -> None:
    state = at_turn("hasbro", [OTHER, ALMOST], 18, [25], {"turn_limit": 20})
    state, _ = apply(state, 1, DRAW_STOCK)
    state, events = apply(state, 1, DISCARD)
    assert state.phase is Phase.DRAW and state.turn == 0 and [e.type for e in events] == ["discarded"]


def test_R_TURN_LIMIT_a_rack_o_on_the_last_turn_still_wins() -> None:
    state = at_turn("parker-1992", [OTHER, ALMOST], 19, [17], {"turn_limit": 20})
    state, _ = apply(state, 1, DRAW_STOCK)
    state, events = apply(state, 1, exchange(8))
    assert [e.type for e in events][:3] == ["exchanged", "rack_o", "round_over"]
    assert events[2].rule == "R-SCORE-WIN" and events[2].public["winner"] == 1
    assert "ended_by" not in events[2].public and events[2].public["scores"] == [40, 75]


def test_R_TURN_LIMIT_a_waiting_rack_in_order_scores_as_a_losers() -> None:
    # parker-1992-bonus: going Rack-O is called (R-WAIT); seat 1 waits with a rack in order
    state = at_turn("parker-1992-bonus", [OTHER, IN_ORDER], 19, [25], {"turn_limit": 20})
    assert CALL_RACK_O in legal_actions(state, 1)
    state, _ = apply(state, 1, DRAW_STOCK)
    state, events = apply(state, 1, DISCARD)
    ended = next(e for e in events if e.type == "round_over")
    assert ended.rule == "R-TURN-LIMIT" and ended.public["scores"] == [40, 50]  # 50, not 75
    assert CALL_RACK_O not in legal_actions(state, 1)


@pytest.mark.parametrize(("preset", "racks"), [
    ("parker-1992-bonus", [OTHER, IN_ORDER]),  # waiting to call (R-WAIT)
    ("hasbro", [OTHER, IN_ORDER]),  # two players, in order without the run of 3 (R-RUN3)
])
def test_R_TURN_LIMIT_a_rack_in_order_is_not_said_to_have_lost_to_a_rack_o(
        preset: str, racks: list[list[int]]) -> None:
    """Nobody went Rack-O: its 50 says the round ended at the turn limit, not that another won."""
    state = at_turn(preset, racks, 19, [25], {"turn_limit": 20})
    state, _ = apply(state, 1, DRAW_STOCK)
    state, events = apply(state, 1, DISCARD)
    ended = next(e for e in events if e.type == "round_over")
    assert ended.public["scores"] == [40, 50]
    why = ended.public["details"][1]["reasons"]
    assert [r["rule"] for r in why] == ["R-SCORE-LEAD"]
    assert "went Rack-O" not in why[0]["text"] and "turn limit" in why[0]["text"]


def test_R_TURN_LIMIT_the_swedish_count_scores_the_longest_sequence() -> None:
    state = at_turn("swedish", [OTHER, ALMOST], 19, [25], {"turn_limit": 20})
    state, _ = apply(state, 1, DRAW_STOCK)
    state, events = apply(state, 1, exchange(0))  # Swedish: a stock card must replace a rack card
    ended = next(e for e in events if e.type == "round_over")
    # 25, 4, 6 ... 16, 30 (then 19): the longest sequence is 4 ... 30, 8 cards x 10
    assert ended.rule == "R-TURN-LIMIT" and ended.public["scores"] == [80, 80]
    assert all(r["rule"] == "R-SCORE-LONGEST" for d in ended.public["details"] for r in d["reasons"])


def test_R_TURN_LIMIT_the_option_defaults_to_200_and_takes_20_to_1000() -> None:
    assert all(preset.options.turn_limit == 200 for preset in PRESETS.values())
    assert all(RULES["R-TURN-LIMIT"] in applicable_rules(preset) for preset in PRESETS.values())
    for limit in (20, 1000):
        assert get_ruleset("hasbro", {"turn_limit": limit}).options.turn_limit == limit
    for bad in (19, 1001, 20.0, True, "200"):
        with pytest.raises(InvalidInput) as refused:
            get_ruleset("hasbro", {"turn_limit": bad})
        assert refused.value.errors[0].field == "options/turn_limit"


def test_R_TURN_LIMIT_random_bots_end_every_round_within_the_limit() -> None:
    rs = get_ruleset("hasbro", {"turn_limit": 20, "target": 200})
    state, _ = new_game(rs, 4, seed=48)
    state, played = run_bots(state, [BOTS["random"]] * 4, random.Random(48), max_actions=20_000)
    assert state.phase is Phase.GAME_OVER
    assert all(r.turns <= 20 for r in state.rounds)
    assert any(r.rack_o is None for r in state.rounds)
    ended = [e for _, e in played if e.type == "round_over"]
    assert len(ended) == len(state.rounds)
    assert all(e.rule == "R-TURN-LIMIT" for e in ended if e.public["winner"] is None)
