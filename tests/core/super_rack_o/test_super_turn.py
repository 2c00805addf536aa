"""S-TURN: take from the draw pile (exchange or discard) or from the discard pile (must exchange)."""

from __future__ import annotations

import pytest

from racko_api.core.errors import IllegalMove
from racko_api.core.plays import Pile
from racko_api.games.super_rack_o.actions import DISCARD, DRAW_STOCK, TAKE_DISCARD, ActionType
from racko_api.games.super_rack_o.actions import exchange as exchange_action
from racko_api.games.super_rack_o.build import build_state
from racko_api.games.super_rack_o.cards import Card, Colour, parse_card
from racko_api.games.super_rack_o.deck import face
from racko_api.games.super_rack_o.engine import apply, legal_actions
from racko_api.games.super_rack_o.rack import DoubleRack, Slot, read_rack
from racko_api.games.super_rack_o.state import GameState, Phase
from racko_api.games.super_rack_o.turn import can_discard, can_take_discard, exchange

B, R = Colour.BLUE, Colour.RED
RACK0 = read_rack({"blue": "B2 B5 B9 B14 B20 B26 B33 R39".split(),
                   "red": "R1 R7 R8 R15 R21 R30 R36 B40".split()})
RACK1 = read_rack({"blue": "B1 B3 B4 B6 B7 B8 B10 B11".split(),
                   "red": "R2 R3 R4 R5 R6 R9 R10 R11".split()})


def table(discard: str = "B12", draw_top: str = "R12") -> GameState:
    return build_state([RACK0, RACK1], discard=[parse_card(t) for t in discard.split()],
                       draw_top=[parse_card(t) for t in draw_top.split()])


def rack_of(state: GameState, seat: int) -> DoubleRack[Card]:
    return state.rack(seat)


@pytest.mark.parametrize("top", ["SWAP", "REV"])
def test_S_TURN_swap_and_reverse_never_taken_from_the_discard_pile(top: str) -> None:
    state = table(discard=f"B12 {top}")
    assert not can_take_discard(parse_card(top))
    assert TAKE_DISCARD not in legal_actions(state, 0)
    with pytest.raises(IllegalMove) as e:
        apply(state, 0, TAKE_DISCARD)
    assert e.value.rule == "S-TURN"


@pytest.mark.parametrize("top", ["BW", "RW", "B12"])
def test_S_TURN_wilds_and_numbers_may_be_taken_from_the_discard_pile(top: str) -> None:
    state, events = apply(table(discard=top), 0, TAKE_DISCARD)
    assert str(face(state.hand or 0)) == top and state.source is Pile.DISCARD
    assert events[0].public == {"card": top}


def test_S_TURN_a_taken_discard_must_be_exchanged() -> None:
    state, _ = apply(table(), 0, TAKE_DISCARD)
    assert DISCARD not in legal_actions(state, 0)
    assert not can_discard(Pile.DISCARD)
    with pytest.raises(IllegalMove) as e:
        apply(state, 0, DISCARD)
    assert e.value.rule == "S-TURN"


def test_S_TURN_a_drawn_card_may_be_discarded() -> None:
    state, _ = apply(table(), 0, DRAW_STOCK)
    assert str(face(state.hand or 0)) == "R12"
    after, events = apply(state, 0, DISCARD)
    assert str(after.discard_top) == "R12" and after.turn == 1 and after.phase is Phase.DRAW
    assert events[0].type == "discarded"


def test_S_TURN_exchange_puts_the_new_card_in_the_same_slot() -> None:
    state, _ = apply(table(), 0, DRAW_STOCK)
    after, events = apply(state, 0, exchange_action(Slot(B, 8)))
    assert str(rack_of(after, 0)[Slot(B, 8)]) == "R12"
    assert str(after.discard_top) == "R39"
    # nothing else moved: no rearranging
    assert [c for s, c in rack_of(after, 0).items() if s != Slot(B, 8)] == \
        [c for s, c in RACK0.items() if s != Slot(B, 8)]
    assert events[0].public["discarded"] == "R39" and events[0].private == {"card": "R12"}


def test_S_TURN_exchange_helper_returns_the_old_card() -> None:
    rack, old = exchange(RACK0, Slot(R, 8), parse_card("R40"))
    assert str(old) == "B40" and str(rack[Slot(R, 8)]) == "R40"


def test_S_TURN_only_the_player_on_turn_takes_a_card() -> None:
    with pytest.raises(IllegalMove) as e:
        apply(table(), 1, DRAW_STOCK)
    assert e.value.rule == "S-TURN"


def test_S_TURN_one_card_a_turn() -> None:
    state, _ = apply(table(), 0, DRAW_STOCK)
    for action in (DRAW_STOCK, TAKE_DISCARD):
        with pytest.raises(IllegalMove):
            apply(state, 0, action)
    with pytest.raises(IllegalMove):
        apply(table(), 0, exchange_action(Slot(B, 1)))  # nothing taken yet


def test_S_TURN_a_drawn_reverse_is_kept_or_discarded_never_played() -> None:
    state, _ = apply(table(draw_top="REV"), 0, DRAW_STOCK)
    assert not any(a.type is ActionType.PLAY_SWAP for a in legal_actions(state, 0))
    assert DISCARD in legal_actions(state, 0)
