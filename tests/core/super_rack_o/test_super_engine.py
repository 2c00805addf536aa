"""The engine around the rules: calling Super Rack-O, rounds, restocking, persistence, views."""

from __future__ import annotations

import json
from typing import Any

import pytest

from racko_api.core.errors import IllegalMove, InvalidInput
from racko_api.games.super_rack_o.actions import (
    ACCEPT_SWAP,
    CALL_SUPER_RACK_O,
    DISCARD,
    DRAW_STOCK,
    NEXT_ROUND,
    TAKE_DISCARD,
    action_from_dict,
    action_to_dict,
    exchange,
    play_reverse,
    play_swap,
)
from racko_api.games.super_rack_o.build import build_state
from racko_api.games.super_rack_o.cards import Colour, parse_card
from racko_api.games.super_rack_o.engine import (
    apply,
    awaited_seat,
    can_apply,
    legal_actions,
    may_call,
    new_game,
    seats_to_act,
    verify_action,
)
from racko_api.games.super_rack_o.events import Event
from racko_api.games.super_rack_o.rack import Slot, read_rack
from racko_api.games.super_rack_o.referee import call_now
from racko_api.games.super_rack_o.ruleset import SUPER_RACK_O
from racko_api.games.super_rack_o.state import GameState, Phase, from_dict
from racko_api.games.super_rack_o.views import public_view, view

B, R = Colour.BLUE, Colour.RED
WINNER = read_rack({"blue": "B2 B5 B9 B14 B20 B26 B33 B39".split(),
                    "red": "R1 R7 R8 R15 R21 R30 R36 R40".split()})
ALMOST = read_rack({"blue": "B1 B3 B4 B6 B7 B8 B10 B11".split(),
                    "red": "R2 R3 R4 R5 R6 R9 R10 B12".split()})


def test_new_game_deals_and_waits_for_the_dealers_left() -> None:
    state, events = new_game(SUPER_RACK_O, 3, seed=1)
    assert state.turn == (state.dealer + 1) % 3
    assert (state.phase, state.round, state.wins) == (Phase.DRAW, 1, (0, 0, 0))
    assert {new_game(SUPER_RACK_O, 3, seed=s)[0].dealer for s in range(20)} == {0, 1, 2}
    assert not state.conservation_errors()
    assert [e.type for e in events] == ["deal_chain", "first_dealer", "dealt", "rack_dealt",
                                        "rack_dealt", "rack_dealt"]
    assert events[2].rule == "S-DEAL" and events[2].public["first_player"] == state.turn
    assert [e.seat for e in events[3:]] == [0, 1, 2]
    assert all(e.public == {} and len(e.private["rack"]["blue"]) == 8 for e in events[3:])


@pytest.mark.parametrize("options", [{"target": 3}, {"wins_needed": 3}, {"target": 3, "wins_needed": 3}])
def test_S_WIN_the_target_is_the_wins_needed_under_either_name(options: dict[str, Any]) -> None:
    state, _ = new_game(SUPER_RACK_O.with_options(options), 2, seed=1)
    assert state.wins_needed == 3
    assert SUPER_RACK_O.with_options(options).options() == {"target": 3, "restock": "turn_over"}


@pytest.mark.parametrize(("players", "options", "field"), [
    (1, {}, "seats"), (5, {}, "seats"), (2, {"wins_needed": 0}, "options/wins_needed"),
    (2, {"wins_needed": True}, "options/wins_needed"), (2, {"target": 0}, "options/target"),
    (2, {"target": 51}, "options/target"), (2, {"target": 2, "wins_needed": 3}, "options/wins_needed"),
    (2, {"points": 3}, "options/points"),
])
def test_new_game_rejects_bad_settings(players: int, options: dict[str, Any], field: str) -> None:
    with pytest.raises(InvalidInput) as e:
        new_game(SUPER_RACK_O.with_options(options), players)
    assert e.value.errors[0].field == field


def test_S_WIN_call_wins_the_round_and_a_game_to_one_win_ends() -> None:
    state = build_state([ALMOST, WINNER], turn=0)
    assert may_call(state, 1) and not may_call(state, 0)
    assert CALL_SUPER_RACK_O in legal_actions(state, 1)  # out of turn: the rack is already done
    over, events = apply(state, 1, CALL_SUPER_RACK_O)
    assert over.phase is Phase.GAME_OVER and over.wins == (0, 1) and over.game_winner == 1
    assert [e.type for e in events] == ["super_rack_o", "round_over", "game_over"]
    assert events[0].public["rack"]["blue"][0] == "B2"  # laid down for all to check
    ended = events[1].view(0)
    assert ended["winner"] == 1 and ended["scores"] == [0, 1] and ended["totals"] == [0, 1]
    assert ended["racks"][1]["blue"][0] == "B2" and len(ended["racks"]) == 2  # every rack, to all
    assert events[2].view(0) == {"type": "game_over", "seat": None, "winner": [1], "totals": [0, 1],
                                 "team_totals": None, "score_unit": "wins", "rule": "S-WIN"}
    assert legal_actions(over, 0) == legal_actions(over, 1) == ()
    with pytest.raises(IllegalMove):
        apply(over, 0, NEXT_ROUND)


def test_S_WIN_a_false_call_is_refused_with_the_reasons() -> None:
    state = build_state([ALMOST, WINNER], turn=0)
    with pytest.raises(IllegalMove) as e:
        apply(state, 0, CALL_SUPER_RACK_O)
    assert e.value.rule == "S-WIN"
    assert e.value.errors[0].field == "rack/red/7"


def test_S_CALL_the_window_the_engine_and_the_referee_share() -> None:
    """A winning rack may call before taking a card and between others' turns, never with a card
    taken mid-turn nor while a swap waits for its answer; the referee's answer is the engine's."""
    state = build_state([WINNER, ALMOST], draw_top=[parse_card("SWAP")], turn=0)
    assert may_call(state, 0) and call_now(state, 0).legal
    assert call_now(state, 0).reasons[0].rule == "S-CALL"
    assert not call_now(state, 1).legal and call_now(state, 1).reasons[0].rule == "S-WIN"
    holding, _ = apply(state, 0, DRAW_STOCK)
    verdict = call_now(holding, 0)
    assert not verdict.legal and verdict.reasons[0].rule == "S-CALL" and not may_call(holding, 0)
    with pytest.raises(IllegalMove) as e:
        apply(holding, 0, CALL_SUPER_RACK_O)
    assert e.value.rule == "S-CALL" and e.value.message == verdict.reasons[0].text
    waiting, _ = apply(holding, 0, play_swap(1, 2))
    assert waiting.phase is Phase.SWAP_PENDING and not may_call(waiting, 0)
    assert not call_now(waiting, 0).legal and "answered" in call_now(waiting, 0).reasons[0].text


def test_S_WIN_exchange_then_call_and_play_to_two_wins() -> None:
    state = build_state([ALMOST, WINNER], draw_top=[parse_card("R12")], turn=0, wins_needed=2)
    state, _ = apply(state, 0, DRAW_STOCK)
    assert CALL_SUPER_RACK_O not in legal_actions(state, 0)  # mid-turn
    with pytest.raises(IllegalMove) as e:
        apply(state, 0, CALL_SUPER_RACK_O)
    assert e.value.rule == "S-CALL"
    state, _ = apply(state, 0, exchange(Slot(R, 8)))
    assert state.turn == 1 and may_call(state, 0) and may_call(state, 1)
    state, _ = apply(state, 0, CALL_SUPER_RACK_O)
    assert state.phase is Phase.ROUND_OVER and state.wins == (1, 0) and state.game_winner is None
    assert legal_actions(state, 1) == (NEXT_ROUND,)
    with pytest.raises(IllegalMove):
        apply(state, 1, DRAW_STOCK)
    state, events = apply(state, 1, NEXT_ROUND)
    assert (state.round, state.dealer, state.turn, state.phase) == (2, 0, 1, Phase.DRAW)
    assert state.wins == (1, 0) and state.round_winner is None and not state.conservation_errors()
    with pytest.raises(IllegalMove):
        apply(state, 1, NEXT_ROUND)


def test_restock_turns_the_discard_pile_over_when_the_draw_pile_is_empty() -> None:
    state = build_state([ALMOST, WINNER])
    # move all but nothing: empty the draw pile onto the discard pile, oldest first
    state = GameState(**{**state.__dict__, "discard": state.discard + state.stock[::-1],
                         "stock": ()})
    oldest = state.discard[0]
    after, events = apply(state, 0, DRAW_STOCK)
    assert [e.type for e in events] == ["restocked", "drew"] and events[0].rule == "R-RESTOCK"
    assert after.hand == oldest and after.discard == ()
    assert after.stock == tuple(reversed(state.discard))[:-1]
    assert not after.conservation_errors()
    assert TAKE_DISCARD not in legal_actions(after, 0) or after.discard


def test_illegal_actions_leave_the_state_unchanged() -> None:
    state, _ = new_game(SUPER_RACK_O, 2, seed=5)
    before = json.dumps(state.to_dict())
    me, other = state.turn, 1 - state.turn
    for seat, action in ((other, DRAW_STOCK), (me, DISCARD), (me, ACCEPT_SWAP), (me, play_reverse(1)),
                         (me, play_swap(other, 1)), (me, exchange(Slot(B, 1))), (me, NEXT_ROUND)):
        with pytest.raises((IllegalMove, InvalidInput)):
            apply(state, seat, action)
        assert json.dumps(state.to_dict()) == before
    with pytest.raises(InvalidInput):
        apply(state, 7, DRAW_STOCK)


def test_state_round_trips_through_json() -> None:
    state, _ = new_game(SUPER_RACK_O, 4, seed=9)
    state, _ = apply(state, state.turn, DRAW_STOCK)
    data = json.loads(json.dumps(state.to_dict()))
    assert from_dict(data) == state


@pytest.mark.parametrize("mutate", [
    lambda d: d["draw_pile"].pop(),
    lambda d: d["draw_pile"].append(d["discard_pile"][0]),
    lambda d: d.update(version=99),
    lambda d: d.update(phase="dancing"),
    lambda d: d.update(turn=9),
    lambda d: d.update(hand=None),
    lambda d: d["racks"][0]["blue"].pop(),
    lambda d: d.update(pending={"swapper": 0, "target": 0, "row": 1}),
])
def test_inconsistent_stored_state_is_invalid_input(mutate: Any) -> None:
    state, _ = new_game(SUPER_RACK_O, 2, seed=9)
    state, _ = apply(state, state.turn, DRAW_STOCK)
    data = json.loads(json.dumps(state.to_dict()))
    mutate(data)
    with pytest.raises(InvalidInput):
        from_dict(data)


def test_views_are_json_ready_and_show_only_the_seats_own_cards() -> None:
    state = build_state([ALMOST, WINNER], draw_top=[parse_card("R12")], turn=0)
    state, _ = apply(state, 0, DRAW_STOCK)
    mine, theirs, public = view(state, 0), view(state, 1), public_view(state)
    for v in (mine, theirs, public):
        assert json.loads(json.dumps(v)) == v
    assert mine["hand"] == "R12" and theirs["hand"] is None
    assert public["holding"] == theirs["holding"] == {"seat": 0, "source": "stock"}
    assert mine["rack"]["red"][7] == "B12" and "B12" not in json.dumps(theirs)
    assert "R12" not in json.dumps(theirs) and "rack" not in public
    assert theirs["legal_actions"] == [{"type": "call_super_rack_o"}]
    assert public["stock_count"] == len(state.stock)


def test_a_card_taken_from_the_discard_pile_is_public() -> None:
    state = build_state([ALMOST, WINNER], discard=[parse_card("R12")], turn=0)
    state, _ = apply(state, 0, TAKE_DISCARD)
    assert public_view(state)["holding"] == {"seat": 0, "source": "discard", "card": "R12"}


def test_events_show_private_parts_only_to_their_seat() -> None:
    state = build_state([ALMOST, WINNER], draw_top=[parse_card("R12")], turn=0)
    _, (event,) = apply(state, 0, DRAW_STOCK)
    assert event.view(0)["card"] == "R12"
    assert "card" not in event.view(1) and "card" not in event.view(None)
    assert Event.from_dict(json.loads(json.dumps(event.to_dict()))) == event


def test_S_DEAL_a_seeded_game_is_reproducible_and_the_default_source_deals_too() -> None:
    assert new_game(SUPER_RACK_O, 2, seed=4)[0] == new_game(SUPER_RACK_O, 2, seed=4)[0]
    state, _ = new_game(SUPER_RACK_O, 4)
    assert not state.conservation_errors()


def test_verify_action_and_can_apply_answer_like_apply() -> None:
    state = build_state([ALMOST, WINNER], turn=0)
    assert can_apply(state, 0, DRAW_STOCK) and not can_apply(state, 1, DRAW_STOCK)
    with pytest.raises(IllegalMove) as e:
        verify_action(state, 0, DISCARD)
    assert e.value.rule == "S-TURN"


def test_a_view_for_a_seat_that_is_not_there_is_invalid_input() -> None:
    with pytest.raises(InvalidInput):
        view(build_state([ALMOST, WINNER]), 2)


def test_awaited_seat_and_seats_to_act() -> None:
    state = build_state([ALMOST, WINNER], turn=0)
    assert awaited_seat(state) == 0 and seats_to_act(state) == (0, 1)


@pytest.mark.parametrize("data", [
    {"type": "draw_stock"}, {"type": "take_discard"}, {"type": "discard"}, {"type": "accept_swap"},
    {"type": "call_super_rack_o"}, {"type": "next_round"},
    {"type": "exchange", "slot": {"side": "red", "row": 8}},
    {"type": "play_swap", "target_seat": 2, "row": 3},
    {"type": "play_reverse", "row": 4},
    {"type": "play_reverse", "row": 4, "slot": {"side": "blue", "row": 1}},
])
def test_actions_round_trip_through_dicts(data: dict[str, Any]) -> None:
    assert action_to_dict(action_from_dict(data)) == data


@pytest.mark.parametrize(("data", "field"), [
    ({"type": "fly"}, "type"), ({"type": "exchange", "slot": {"side": "red", "row": 9}}, "slot/row"),
    ({"type": "exchange", "slot": {"side": "green", "row": 1}}, "slot/side"),
    ({"type": "exchange"}, "slot"), ({"type": "play_swap", "target_seat": -1, "row": 1}, "target_seat"),
    ({"type": "play_swap", "target_seat": 1, "row": "2"}, "row"), ({"type": "discard", "slot": 1}, "slot"),
    ([], ""),
])
def test_malformed_actions_are_invalid_input_naming_the_field(data: Any, field: str) -> None:
    with pytest.raises(InvalidInput) as e:
        action_from_dict(data)
    assert e.value.errors[0].field == field
