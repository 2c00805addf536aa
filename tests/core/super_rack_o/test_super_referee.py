"""The Super Rack-O referee agrees with the engine on real game positions, and a won round on a sheet.

Positions come from games played by random bots; the checker is asked about the seat on turn
(or the seat a swap is aimed at) knowing only what that player knows: their rack and the card.
"""

from __future__ import annotations

import random

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from racko_api.core.errors import InvalidInput
from racko_api.games.super_rack_o.actions import (
    ACCEPT_SWAP,
    DISCARD,
    DRAW_STOCK,
    TAKE_DISCARD,
    exchange,
    play_reverse,
    play_swap,
)
from racko_api.games.super_rack_o.bots import bot_move, random_bot
from racko_api.games.super_rack_o.cards import format_card
from racko_api.games.super_rack_o.deck import face
from racko_api.games.super_rack_o.engine import apply, can_apply, new_game
from racko_api.games.super_rack_o.rack import SLOTS, rack_to_dict
from racko_api.games.super_rack_o.referee import check_move, check_rack
from racko_api.games.super_rack_o.ruleset import SUPER_RACK_O
from racko_api.games.super_rack_o.state import GameState, Phase
from racko_api.games.super_rack_o.wins import verify_won_round

WIN = {"blue": ["B2", "B5", "B9", "B14", "B20", "B26", "B33", "B39"],
       "red": ["R1", "R7", "R8", "R15", "R21", "R30", "R36", "R40"]}


def _position(seed: int, moves: int, phase: Phase) -> GameState | None:
    """A position of a random-bot game reached after about `moves` moves, in `phase`."""
    rng = random.Random(seed)
    state, _ = new_game(SUPER_RACK_O, rng.choice((2, 3, 4)), seed=seed)
    for i in range(moves + 400):
        if i >= moves and state.phase is phase:
            return state
        move = bot_move(state, [random_bot] * state.players, rng)
        if move is None or state.phase in (Phase.ROUND_OVER, Phase.GAME_OVER):
            return None
        state, _ = apply(state, *move)
    return None


def _then(state: GameState, seat: int, *actions: object) -> bool:
    """Whether the engine accepts these actions one after the other."""
    for action in actions:
        if not can_apply(state, seat, action):  # type: ignore[arg-type]
            return False
        state, _ = apply(state, seat, action)  # type: ignore[arg-type]
    return True


SETTINGS = settings(max_examples=60, deadline=None, suppress_health_check=list(HealthCheck))


@SETTINGS
@given(seed=st.integers(0, 10**6), moves=st.integers(0, 80), slot=st.sampled_from(SLOTS),
       play=st.sampled_from(["exchange", "discard", "play_swap"]), row=st.integers(1, 8),
       from_discard=st.booleans())
def test_S_TURN_the_checker_agrees_with_the_engine_on_a_turn(seed: int, moves: int, slot: object,
                                                             play: str, row: int, from_discard: bool) -> None:
    state = _position(seed, moves, Phase.DRAW)
    if state is None or (from_discard and not state.discard):
        return
    seat = state.turn
    card = state.discard[-1] if from_discard else state.stock[-1] if state.stock else None
    if card is None:
        return
    take = TAKE_DISCARD if from_discard else DRAW_STOCK
    action = {"exchange": exchange(slot), "discard": DISCARD,  # type: ignore[arg-type]
              "play_swap": play_swap((seat + 1) % state.players, row)}[play]
    verdict = check_move(**rack_to_dict(state.rack(seat)), play=play, card=format_card(face(card)),
                         taken_from="discard" if from_discard else "stock",
                         slot=slot.to_dict() if play == "exchange" else None,  # type: ignore[attr-defined]
                         row=row if play == "play_swap" else None)
    assert verdict.legal == _then(state, seat, take, action)
    if verdict.legal:
        after, _ = apply(state, seat, take)
        after, _ = apply(after, seat, action)
        assert verdict.rack_after == after.rack(seat)
        assert verdict.discarded == after.discard_top


@SETTINGS
@given(seed=st.integers(0, 10**6), moves=st.integers(0, 200), row=st.integers(1, 8),
       accept=st.booleans())
def test_S_REVERSE_the_checker_agrees_with_the_engine_on_an_answer(seed: int, moves: int, row: int,
                                                                  accept: bool) -> None:
    state = _position(seed, moves, Phase.SWAP_PENDING)
    if state is None or state.pending is None:
        return
    p = state.pending
    aimed = "reverse" if p.reverses else "swap"
    play = "accept_swap" if accept else "play_reverse"
    verdict = check_move(**rack_to_dict(state.rack(p.target)), play=play,
                         pending={"card": aimed, "row": p.row}, row=None if accept else row)
    action = ACCEPT_SWAP if accept else play_reverse(row)
    assert verdict.legal == can_apply(state, p.target, action)
    if accept:
        assert verdict.rack_after == apply(state, p.target, action)[0].rack(p.target)


def test_S_WIN_check_rack_reads_the_request_fields() -> None:
    assert check_rack(WIN["blue"], WIN["red"]).legal
    with pytest.raises(InvalidInput) as exc:
        check_rack(WIN["blue"][:7], [*WIN["red"][:7], "R41"])
    assert [e.field for e in exc.value.errors] == ["blue", "red/7"]


def test_S_WIN_a_won_round_names_a_player_of_the_sheet() -> None:
    won = verify_won_round(["Ann", "Bo"], "Bo")
    assert (won.wins("Ann"), won.wins("Bo")) == (0, 1) and won.rack is None
    with pytest.raises(InvalidInput) as exc:
        verify_won_round(["Ann", "Bo"], "Cy")
    assert exc.value.errors[0].field == "winner"


def test_S_WIN_a_won_round_with_a_rack_that_is_no_win() -> None:
    assert verify_won_round(["Ann", "Bo"], "Ann", WIN).rack is not None
    broken = {"blue": WIN["blue"], "red": ["R1", "R7", "R8", "SWAP", "R21", "R30", "R36", "R40"]}
    with pytest.raises(InvalidInput) as exc:
        verify_won_round(["Ann", "Bo"], "Ann", broken)
    assert exc.value.rule == "S-WIN" and [e.field for e in exc.value.errors] == ["rack/red/3"]
