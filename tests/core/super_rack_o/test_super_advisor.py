"""The Super Rack-O advisor: every legal action ranked once, each estimate as documented."""

from __future__ import annotations

import random

from racko_api.super_rack_o.actions import ActionType
from racko_api.super_rack_o.advisor import advise
from racko_api.super_rack_o.bots import BOTS, bot_move
from racko_api.super_rack_o.cards import Card, Colour
from racko_api.super_rack_o.engine import apply, new_game
from racko_api.super_rack_o.evaluate import keepable, spread
from racko_api.super_rack_o.rack import DoubleRack
from racko_api.super_rack_o.ruleset import SUPER_RACK_O
from racko_api.super_rack_o.state import Phase
from racko_api.super_rack_o.views import seat_view


def documented_estimate(rack: DoubleRack[Card]) -> float:
    """The module docstring's estimate: cards that can stay, plus a fraction for the spread."""
    kept = sum(keepable(c, rack.side(c)) for c in Colour)
    return kept + 1.0 / (1.0 + sum(spread(c, rack.side(c)) for c in Colour) / 100.0)


def test_every_exchange_is_ranked_once_with_the_documented_estimate() -> None:
    checked = 0
    for game in range(6):
        rng = random.Random(game)
        state, _ = new_game(SUPER_RACK_O, 2 + game % 3, seed=game)
        for _ in range(150):
            if state.phase is Phase.GAME_OVER:
                break
            seat = state.turn
            seen = seat_view(state, seat)
            if seen.hand is not None and seen.legal_actions:
                advice = advise(seen)
                assert sorted(map(str, (c.action for c in advice.choices))) == \
                    sorted(map(str, seen.legal_actions))
                for choice in advice.choices:
                    if choice.action.type is ActionType.EXCHANGE:
                        assert choice.action.slot is not None
                        after = seen.rack.replace(choice.action.slot, seen.hand)
                        assert choice.estimate == documented_estimate(after)
                        checked += 1
            move = bot_move(state, [BOTS["basic"]] * state.players, rng)
            if move is None:
                break
            state, _ = apply(state, *move)
    assert checked > 500
