"""S-SWAP and S-REVERSE: the swap interrupts the turn; a reverse sends it back, and back again."""

from __future__ import annotations

import pytest

from racko_api.core.errors import IllegalMove, InvalidInput
from racko_api.games.super_rack_o.actions import (
    ACCEPT_SWAP,
    CALL_SUPER_RACK_O,
    DISCARD,
    DRAW_STOCK,
    TAKE_DISCARD,
    exchange,
    play_reverse,
    play_swap,
)
from racko_api.games.super_rack_o.build import build_state
from racko_api.games.super_rack_o.cards import Card, Colour, parse_card
from racko_api.games.super_rack_o.engine import apply, legal_actions
from racko_api.games.super_rack_o.rack import DoubleRack, Slot, read_rack
from racko_api.games.super_rack_o.state import GameState, Phase

B, R = Colour.BLUE, Colour.RED

SWAPPER = read_rack({"blue": "B2 B5 B9 SWAP B20 B26 B33 B39".split(),
                     "red": "R1 R7 R8 R15 R21 REV R36 R40".split()})
TARGET = read_rack({"blue": "B1 B3 B4 B6 B7 R9 B10 B11".split(),
                    "red": "R2 R3 R4 R5 R6 B8 REV R11".split()})
THIRD = read_rack({"blue": "B12 B13 B14 B15 B16 B17 B18 B19".split(),
                   "red": "R12 R13 R14 R16 R17 R18 R19 R20".split()})


def table(draw_top: str = "R22") -> GameState:
    return build_state([SWAPPER, TARGET, THIRD], discard=[parse_card("B21")],
                       draw_top=[parse_card(t) for t in draw_top.split()])


def texts(rack: DoubleRack[Card]) -> tuple[list[str], list[str]]:
    return [str(c) for c in rack.blue], [str(c) for c in rack.red]


def play_swap_from_rack(state: GameState, target: int = 1, row: int = 6) -> GameState:
    state, _ = apply(state, 0, DRAW_STOCK)
    state, _ = apply(state, 0, exchange(Slot(B, 4)))  # R22 replaces the swap card: it is played
    assert state.phase is Phase.NAME_SWAP and str(state.discard_top) == "SWAP"
    assert set(legal_actions(state, 0)) == {play_swap(t, r) for t in (1, 2) for r in range(1, 9)}
    state, events = apply(state, 0, play_swap(target, row))
    assert events[0].type == "swap_played"
    return state


def test_S_SWAP_accepted_swap_switches_the_red_and_blue_card_of_that_row() -> None:
    state = play_swap_from_rack(table())
    assert state.phase is Phase.SWAP_PENDING and state.pending is not None
    assert set(legal_actions(state, 1)) == {ACCEPT_SWAP} | {
        play_reverse(r, Slot(R, 7)) for r in range(1, 9)}
    assert legal_actions(state, 0) == legal_actions(state, 2) == ()
    after, events = apply(state, 1, ACCEPT_SWAP)
    assert str(after.rack(1)[Slot(B, 6)]) == "B8" and str(after.rack(1)[Slot(R, 6)]) == "R9"
    assert after.turn == 1 and after.phase is Phase.DRAW and after.pending is None
    assert events[0].public == {"row": 6, "swapper": 0}


def test_S_SWAP_a_swap_drawn_from_the_draw_pile_may_be_played_at_once() -> None:
    state, _ = apply(table(draw_top="SWAP"), 0, DRAW_STOCK)
    actions = legal_actions(state, 0)
    assert play_swap(2, 3) in actions and DISCARD in actions and exchange(Slot(B, 1)) in actions
    state, _ = apply(state, 0, play_swap(2, 3))
    assert state.pending is not None and (state.pending.target, state.pending.row) == (2, 3)
    assert str(state.discard_top) == "SWAP" and state.hand is None
    after, _ = apply(state, 2, ACCEPT_SWAP)
    assert str(after.rack(2)[Slot(B, 3)]) == "R14"


def test_S_SWAP_swap_names_an_opponent_and_a_row() -> None:
    state, _ = apply(table(draw_top="SWAP"), 0, DRAW_STOCK)
    with pytest.raises(IllegalMove) as e:
        apply(state, 0, play_swap(0, 3))
    assert e.value.rule == "S-SWAP"
    for bad in (play_swap(3, 3), play_swap(1, 9), play_swap(1, 0)):
        with pytest.raises(InvalidInput):
            apply(state, 0, bad)


def test_S_SWAP_only_a_swap_card_is_played_as_a_swap() -> None:
    state, _ = apply(table(), 0, DRAW_STOCK)  # R22
    with pytest.raises(IllegalMove) as e:
        apply(state, 0, play_swap(1, 3))
    assert e.value.rule == "S-SWAP"
    with pytest.raises(IllegalMove):
        apply(table(), 0, play_swap(1, 3))


def test_S_SWAP_taking_the_discard_to_exchange_out_a_swap_plays_it() -> None:
    state, _ = apply(table(), 0, TAKE_DISCARD)
    state, _ = apply(state, 0, exchange(Slot(B, 4)))
    assert state.phase is Phase.NAME_SWAP
    with pytest.raises(IllegalMove):
        apply(state, 0, DRAW_STOCK)
    with pytest.raises(IllegalMove):
        apply(state, 0, DISCARD)


def test_S_REVERSE_a_reversed_swap_makes_the_swapper_switch_the_named_row() -> None:
    state = play_swap_from_rack(table(draw_top="R23 R22"), row=6)  # R22 drawn first, R23 next
    reversed_, events = apply(state, 1, play_reverse(2))
    # the swap is cancelled: the target's row 6 is untouched
    assert str(reversed_.rack(1)[Slot(B, 6)]) == "R9"
    # the reverser refilled the emptied slot from the draw pile
    assert str(reversed_.rack(1)[Slot(R, 7)]) == "R23"
    assert str(reversed_.discard_top) == "REV"
    assert [e.type for e in events] == ["reversed", "refilled"]
    assert events[0].public["cancels"] == "swap"
    assert events[1].private == {"card": "R23"} and "card" not in events[1].public
    # now the swapper must switch row 2 of THEIR rack, or reverse back
    assert reversed_.pending is not None
    assert (reversed_.pending.target, reversed_.pending.row) == (0, 2)
    assert ACCEPT_SWAP in legal_actions(reversed_, 0)
    after, _ = apply(reversed_, 0, ACCEPT_SWAP)
    assert texts(after.rack(0))[0][1] == "R7" and texts(after.rack(0))[1][1] == "B5"
    assert after.turn == 1 and after.phase is Phase.DRAW


def test_S_REVERSE_a_reverse_can_be_reversed_back_and_forth() -> None:
    state = play_swap_from_rack(table(draw_top="R24 R23 R22"), row=6)
    state, _ = apply(state, 1, play_reverse(2))
    assert play_reverse(5, Slot(R, 6)) in legal_actions(state, 0)
    state, events = apply(state, 0, play_reverse(5))  # the swapper's own reverse card, red row 6
    # the reverse just played by seat 1 is cancelled (not the swap, cancelled already) ...
    assert events[0].public == {"slot": {"side": "red", "row": 6}, "row": 5, "target_seat": 1,
                                "cancels": "reverse"}
    assert str(state.rack(0)[Slot(R, 6)]) == "R24"
    assert state.pending is not None
    p = state.pending
    assert (p.swapper, p.target, p.row, p.reverses) == (0, 1, 5, 2)
    # ... and seat 1, who played it, must switch the row the new reverse names: row 5.
    # Seat 1 has no reverse card left: it can only accept, switching row 5
    assert legal_actions(state, 1) == (ACCEPT_SWAP,)
    with pytest.raises(IllegalMove) as e:
        apply(state, 1, play_reverse(1))
    assert e.value.rule == "S-REVERSE"
    after, _ = apply(state, 1, ACCEPT_SWAP)
    assert str(after.rack(1)[Slot(B, 5)]) == "R6" and after.turn == 1


def test_S_REVERSE_only_the_target_answers_and_nothing_else_happens_meanwhile() -> None:
    state = play_swap_from_rack(table())
    for seat, action in ((0, ACCEPT_SWAP), (2, play_reverse(1)), (0, DRAW_STOCK), (1, DRAW_STOCK),
                         (1, CALL_SUPER_RACK_O)):
        with pytest.raises(IllegalMove):
            apply(state, seat, action)


def test_S_REVERSE_the_named_slot_must_hold_a_reverse_card() -> None:
    state = play_swap_from_rack(table())
    with pytest.raises(IllegalMove) as e:
        apply(state, 1, play_reverse(2, Slot(B, 1)))
    assert e.value.rule == "S-REVERSE"


def test_S_REVERSE_a_reverse_exchanged_out_on_your_own_turn_is_just_discarded() -> None:
    state, _ = apply(table(), 0, DRAW_STOCK)
    state, _ = apply(state, 0, exchange(Slot(R, 6)))
    assert state.phase is Phase.DRAW and state.turn == 1 and str(state.discard_top) == "REV"
