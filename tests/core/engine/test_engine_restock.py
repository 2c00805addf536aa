"""R-RESTOCK: an empty stock is made again from the discard pile, turned over or shuffled."""

from __future__ import annotations

from dataclasses import replace

from racko_api.games.rack_o.actions import DISCARD, DRAW_STOCK
from racko_api.games.rack_o.engine import apply
from racko_api.games.rack_o.positions import position
from racko_api.games.rack_o.presets import get_ruleset

RACKS = [[30, 2, 17, 9, 25, 11, 38, 4, 21, 14], [1, 33, 6, 27, 12, 39, 19, 8, 35, 23]]


def _drain(preset: str, seed: int = 0):  # type: ignore[no-untyped-def]
    """A table whose stock holds two cards; the discard pile is 40, 3, 5 ... (bottom first)."""
    state = position(get_ruleset(preset), RACKS, stock=[16, 18],
                     discard=[40, 3, 5, 7, 10, 13, 15, 20, 22, 24, 26, 28, 29, 31, 32, 34, 36, 37],
                     seed=seed)
    for _ in range(2):
        state, _ = apply(state, state.turn, DRAW_STOCK)
        state, _ = apply(state, state.turn, DISCARD)
    assert state.stock == () and state.discard[-2:] == (18, 16)
    return state


def test_R_RESTOCK_the_discard_pile_is_turned_over_oldest_card_on_top() -> None:
    state = _drain("hasbro")
    pile = list(state.discard)
    state, events = apply(state, state.turn, DRAW_STOCK)
    assert events[0].type == "restocked" and events[0].rule == "R-RESTOCK"
    assert events[0].view(None)["method"] == "turn_over"
    assert state.hand == pile[0] == 40  # the bottom card of the pile comes up first
    assert state.stock == tuple(pile[:0:-1])  # the rest, turned over, not shuffled
    assert state.discard == () and state.restocks == 1
    assert not state.conservation_errors()


def test_R_RESTOCK_the_shuffle_option_shuffles_the_new_stock() -> None:
    orders = set()
    for seed in range(5):
        state = _drain("hasbro", seed)
        pile = sorted(state.discard)
        state = replace(state, ruleset=get_ruleset("hasbro", {"restock": "shuffle"}))
        state, events = apply(state, state.turn, DRAW_STOCK)
        assert events[0].view(None)["method"] == "shuffle"
        assert sorted([*state.stock, state.hand]) == pile  # type: ignore[type-var]
        orders.add(tuple(state.stock))
    assert len(orders) > 1
