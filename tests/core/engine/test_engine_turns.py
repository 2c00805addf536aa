"""A turn (R-TURN and its sub-rules): every refusal names the rule and changes nothing."""

from __future__ import annotations

import json

import pytest

from racko_api.core.errors import IllegalMove, InvalidInput
from racko_api.games.rack_o.actions import (
    DISCARD,
    DRAW_STOCK,
    TAKE_DISCARD,
    Action,
    ActionType,
    action_from_dict,
    exchange,
    place,
)
from racko_api.games.rack_o.engine import apply, legal_actions
from racko_api.games.rack_o.positions import position
from racko_api.games.rack_o.presets import get_ruleset
from racko_api.games.rack_o.state import GameState, Phase, from_dict

MESSY = [[30, 2, 17, 9, 25, 11, 38, 4, 21, 14], [1, 33, 6, 27, 12, 39, 19, 8, 35, 23]]


def snapshot(state: GameState) -> str:
    return json.dumps(state.to_dict(), sort_keys=True)


def refused(state: GameState, seat: int, action: Action, rule: str) -> None:
    before = snapshot(state)
    with pytest.raises(IllegalMove) as err:
        state, _ = apply(state, seat, action)
    assert err.value.rule == rule, err.value.message
    assert snapshot(state) == before
    assert action not in legal_actions(state, seat)


def table(preset: str = "hasbro", racks: list[list[int | None]] | None = None, **kw: object) -> GameState:
    return position(get_ruleset(preset), racks or MESSY, discard=kw.pop("discard", [40]), **kw)  # type: ignore[arg-type]


def test_R_TURN_a_seat_out_of_turn_is_refused() -> None:
    state = table()
    assert state.turn == 1
    for action in (DRAW_STOCK, TAKE_DISCARD):
        refused(state, 0, action, "R-TURN")
    state, _ = apply(state, 1, DRAW_STOCK)
    refused(state, 0, exchange(3), "R-TURN")
    refused(state, 0, DISCARD, "R-TURN")


def test_R_TURN_take_one_card_then_play_it() -> None:
    state = table()
    refused(state, 1, exchange(0), "R-TURN")  # nothing in hand yet
    refused(state, 1, DISCARD, "R-TURN")
    state, _ = apply(state, 1, DRAW_STOCK)
    refused(state, 1, DRAW_STOCK, "R-TURN")  # one card a turn
    refused(state, 1, TAKE_DISCARD, "R-TURN")


def test_R_TURN_STOCK_MAY_a_card_from_the_stock_may_be_discarded() -> None:
    state = table()
    stock_top = state.stock[-1]
    state, events = apply(state, 1, DRAW_STOCK)
    assert state.hand == stock_top and events[-1].view(0) == {
        "type": "drew", "seat": 1, "stock_count": len(state.stock), "rule": "R-TURN-STOCK-MAY"}
    assert events[-1].view(1)["card"] == stock_top
    assert DISCARD in legal_actions(state, 1)
    state, _ = apply(state, 1, DISCARD)
    assert state.discard[-1] == stock_top and state.turn == 0 and state.phase is Phase.DRAW


def test_R_TURN_DISCARD_MUST_a_taken_discard_cannot_be_thrown_back() -> None:
    state = table()
    state, _ = apply(state, 1, TAKE_DISCARD)
    assert state.hand == 40
    refused(state, 1, DISCARD, "R-TURN-DISCARD-MUST")
    state, _ = apply(state, 1, exchange(0))
    assert state.racks[1][0] == 40 and state.discard == (1,)


def test_R_TURN_SAME_SLOT_the_new_card_takes_the_old_card_s_slot() -> None:
    state = table()
    state, _ = apply(state, 1, DRAW_STOCK)
    card = state.hand
    state, events = apply(state, 1, exchange(4))
    assert state.racks[1][4] == card and state.discard[-1] == 12
    shown = events[0].view(0)
    assert shown == {"type": "exchanged", "seat": 1, "slot": 25, "discarded": 12, "rule": "R-TURN-SAME-SLOT"}
    assert events[0].view(1)["card"] == card


def test_R_TURN_NO_REARRANGE_there_is_no_action_that_moves_two_rack_cards() -> None:
    kinds = {a.type for a in legal_actions(table(), 1)} | {ActionType.EXCHANGE, ActionType.PLACE}
    assert all(k in ActionType for k in kinds)
    with pytest.raises(InvalidInput):
        action_from_dict({"type": "swap", "slot": 5})
    with pytest.raises(InvalidInput):
        action_from_dict({"type": "exchange", "slot": 5, "other_slot": 10})


def test_R_TURN_the_discard_pile_cannot_be_taken_when_empty() -> None:
    rs = get_ruleset("swedish-bonus")
    racks: list[list[int | None]] = [[1, None, 10, None, 20, None, 30, None, 40, None],
                                     [2, None, 11, None, 21, None, 31, None, 41, None]]
    state = position(rs, racks, discard=[50])
    state, _ = apply(state, 1, TAKE_DISCARD)
    state, _ = apply(state, 1, place(9))  # nothing goes onto the discard pile
    assert state.discard == ()
    refused(state, 0, TAKE_DISCARD, "R-TURN")


def test_R_QUICK_a_card_goes_into_an_empty_slot_and_nothing_is_discarded() -> None:
    rs = get_ruleset("swedish-bonus")
    racks: list[list[int | None]] = [[1, None, 10, None, 20, None, 30, None, 40, None],
                                     [2, None, 11, None, 21, None, 31, None, 41, None]]
    state = position(rs, racks, discard=[50])
    state, _ = apply(state, 1, DRAW_STOCK)
    legal = legal_actions(state, 1)
    assert place(1) in legal and exchange(1) not in legal and exchange(0) in legal
    refused(state, 1, exchange(1), "R-QUICK")  # an empty slot has nothing to exchange
    refused(state, 1, place(0), "R-QUICK")  # a full slot is exchanged, not placed into
    card = state.hand
    state, events = apply(state, 1, place(1))
    assert state.racks[1][1] == card and state.discard == (50,)
    assert events[0].view(0) == {"type": "placed", "seat": 1, "slot": 10, "card": card, "rule": "R-QUICK"}


def test_R_QUICK_placing_is_refused_where_every_slot_is_dealt() -> None:
    state = table()
    state, _ = apply(state, 1, DRAW_STOCK)
    refused(state, 1, place(3), "R-QUICK")


def test_malformed_actions_are_invalid_input_not_moves() -> None:
    for bad in ({"type": "exchange"}, {"type": "exchange", "slot": 7}, {"type": "exchange", "slot": True},
                {"type": "draw_stock", "slot": 5}, {"type": "fly"}, [], {"type": "place", "slot": "5"}):
        with pytest.raises(InvalidInput):
            action_from_dict(bad)
    assert action_from_dict({"type": "exchange", "slot": 50}) == exchange(9)
    assert exchange(9).to_dict() == {"type": "exchange", "slot": 50}
    state = table()
    with pytest.raises(InvalidInput):
        state, _ = apply(state, 5, DRAW_STOCK)


def test_legal_actions_are_exactly_what_apply_accepts() -> None:
    state = table()
    everything = [DRAW_STOCK, TAKE_DISCARD, DISCARD, *(exchange(i) for i in range(10)),
                  *(place(i) for i in range(10)), action_from_dict({"type": "call_rack_o"}),
                  action_from_dict({"type": "next_round"})]
    for _ in range(6):
        for seat in (0, 1):
            legal = legal_actions(state, seat)
            for action in everything:
                trial = from_dict(state.to_dict())
                try:
                    trial, _ = apply(trial, seat, action)
                    accepted = True
                except IllegalMove:
                    accepted = False
                assert accepted == (action in legal), (seat, action)
        seat = state.turn
        state, _ = apply(state, seat, DRAW_STOCK if state.phase is Phase.DRAW else DISCARD)


def test_a_new_state_leaves_the_old_one_as_it_was_and_stays_frozen():
    state, _ = apply(position(get_ruleset("hasbro"), MESSY, discard=[40], next_cards=[7]), 1,
                     DRAW_STOCK)
    before = snapshot(state)
    after, _ = apply(state, 1, exchange(0))
    assert snapshot(state) == before and after.racks[1][0] == 7 and after.hand is None
    with pytest.raises(AttributeError):
        after.turn = 0  # type: ignore[misc]
    with pytest.raises(TypeError, match="no field"):
        state.but(hnad=3)
