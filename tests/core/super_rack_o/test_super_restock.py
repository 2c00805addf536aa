"""R-RESTOCK in Super Rack-O: the table's `restock` option, the discard pile turned over (the
default) or shuffled by the seed text "<round seed>/restock/<k>", as in Rack-O."""

from __future__ import annotations

import json
from dataclasses import replace

import pytest

from racko_api.core.deals import SeedStream
from racko_api.core.errors import InvalidInput
from racko_api.core.restock import Restock
from racko_api.games.super_rack_o.actions import DISCARD, DRAW_STOCK, play_reverse
from racko_api.games.super_rack_o.cards import Colour, Kind
from racko_api.games.super_rack_o.deck import CardId, face
from racko_api.games.super_rack_o.engine import apply, new_game
from racko_api.games.super_rack_o.rack import Slot
from racko_api.games.super_rack_o.ruleset import SUPER_RACK_O
from racko_api.games.super_rack_o.state import GameState, Phase, from_dict
from racko_api.games.super_rack_o.swap import PendingSwap
from racko_api.games.super_rack_o.views import public_view, view

SHUFFLE = SUPER_RACK_O.with_options({"restock": "shuffle"})


def _drained(restock: str, seed: int = 5) -> GameState:
    """Round 1 of a dealt game whose draw pile has all gone onto the discard pile (oldest first)."""
    state, _ = new_game(SUPER_RACK_O.with_options({"restock": restock}), 2, seed=seed)
    return replace(state, discard=state.discard + state.stock[::-1], stock=())


def _expected(seed_text: str | None, k: int, pile: tuple[CardId, ...]) -> tuple[CardId, ...]:
    """The new draw pile as the published construction makes it: turned over, then shuffled."""
    stock = list(reversed(pile))
    assert seed_text is not None
    SeedStream(f"{seed_text}/restock/{k}").shuffle(stock)
    return tuple(stock)


def test_R_RESTOCK_the_option_is_turn_over_unless_the_table_says_shuffle() -> None:
    assert SUPER_RACK_O.options() == {"target": 1, "restock": "turn_over"}
    assert SHUFFLE.restock is Restock.SHUFFLE and SHUFFLE.options()["restock"] == "shuffle"
    assert SUPER_RACK_O.with_options({"target": 3}).restock is Restock.TURN_OVER


@pytest.mark.parametrize("value", ["shuffled", "", None, 1, True])
def test_R_RESTOCK_a_bad_restock_is_refused_naming_the_field(value: object) -> None:
    with pytest.raises(InvalidInput) as e:
        SUPER_RACK_O.with_options({"restock": value})
    assert [f.field for f in e.value.errors] == ["options/restock"]


def test_R_RESTOCK_turn_over_keeps_the_oldest_discard_on_top() -> None:
    state = _drained("turn_over")
    pile = state.discard
    after, events = apply(state, state.turn, DRAW_STOCK)
    assert [e.type for e in events] == ["restocked", "drew"]
    assert events[0].public == {"method": "turn_over", "cards": len(pile)}
    assert after.hand == pile[0] and after.stock == tuple(reversed(pile))[:-1]
    assert after.restocks == 1 and not after.conservation_errors()


def test_R_RESTOCK_shuffle_draws_the_discards_in_an_order_the_round_seed_reproduces() -> None:
    state = _drained("shuffle")
    pile = state.discard
    after, events = apply(state, state.turn, DRAW_STOCK)
    assert events[0].type == "restocked" and events[0].rule == "R-RESTOCK"
    assert events[0].public == {"method": "shuffle", "cards": len(pile)}
    new_stock = (*after.stock, after.hand)
    assert new_stock == _expected(state.seeds[-1], 1, pile)
    assert new_stock != tuple(reversed(pile))  # not the turned-over order
    assert sorted(new_stock) == sorted(pile) and not after.conservation_errors()
    again, _ = apply(from_dict(json.loads(json.dumps(state.to_dict()))), state.turn, DRAW_STOCK)
    assert again == after  # the stored game makes the same shuffle


def test_R_RESTOCK_shuffle_differs_by_round_seed_and_by_restock() -> None:
    orders = set()
    for seed in range(4):
        state = _drained("shuffle", seed)
        after, _ = apply(state, state.turn, DRAW_STOCK)
        orders.add(after.stock)
    assert len(orders) == 4
    # the second restock of the round is shuffled by ".../restock/2"
    state = _drained("shuffle")
    state, _ = apply(state, state.turn, DRAW_STOCK)
    state, _ = apply(state, state.turn, DISCARD)
    state = replace(state, discard=state.discard + state.stock[::-1], stock=())
    pile = state.discard
    after, events = apply(state, state.turn, DRAW_STOCK)
    assert events[0].public["method"] == "shuffle" and after.restocks == 2
    assert (*after.stock, after.hand) == _expected(state.seeds[-1], 2, pile)


def test_R_RESTOCK_shuffle_serves_the_refill_after_a_reverse_too() -> None:
    state = _drained("shuffle")
    reverse = next(c for c in state.discard if face(c).kind is Kind.REVERSE)
    slot = Slot(Colour.BLUE, 1)
    old = state.racks[1][slot]
    racks = (state.racks[0], state.racks[1].replace(slot, reverse))
    discard = tuple(c for c in state.discard if c != reverse) + (old,)
    state = replace(state, racks=racks, discard=discard, phase=Phase.SWAP_PENDING, turn=0,
                    pending=PendingSwap(0, 1, 2))
    assert not state.conservation_errors()
    after, events = apply(state, 1, play_reverse(3))
    assert [e.type for e in events] == ["reversed", "restocked", "refilled"]
    assert events[1].public["method"] == "shuffle"
    assert after.racks[1][slot] == _expected(state.seeds[-1], 1, discard + (reverse,))[-1]
    assert not after.conservation_errors()


def test_R_RESTOCK_the_option_is_stored_and_shown_but_never_the_shuffled_order() -> None:
    state = _drained("shuffle")
    assert from_dict(json.loads(json.dumps(state.to_dict()))).restock is Restock.SHUFFLE
    old = state.to_dict()
    del old["restock"]  # a game stored before the option
    assert from_dict(old).restock is Restock.TURN_OVER
    after, _ = apply(state, state.turn, DRAW_STOCK)
    for shown in (public_view(after), view(after, 0), view(after, 1)):
        assert shown["options"] == {"target": 1, "restock": "shuffle"}
        assert shown["stock_count"] == len(after.stock)
        assert not any(len(items) >= len(after.stock) for items in _lists(shown))  # no pile of its size


def _lists(value: object) -> list[list[object]]:
    """Every list anywhere in a JSON-like value."""
    if isinstance(value, dict):
        return [x for v in value.values() for x in _lists(v)]
    if isinstance(value, list):
        return [value, *(x for v in value for x in _lists(v))]
    return []
