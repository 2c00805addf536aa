"""Bots playing rounds and games on the engine, for the game service, tests and benchmarks."""

from __future__ import annotations

import random
from collections.abc import Callable, Sequence

from racko_api.core.events import Event
from racko_api.games.rack_o.actions import CALL_RACK_O, NEXT_ROUND, Action
from racko_api.games.rack_o.engine import apply, may_call
from racko_api.games.rack_o.state import GameState, Phase
from racko_api.games.rack_o.views import SeatView, seat_view

Bot = Callable[[SeatView, random.Random], Action | None]


def bot_move(state: GameState, bots: Sequence[Bot | None], rng: random.Random) -> tuple[int, Action] | None:
    """The next move a bot makes now, or None when the game waits for a human (or is over).

    A bot seat that may call Rack-O (R-WAIT) is asked first; then the seat on turn. After a
    round, a bot deals the next one only when no human sits at the table.
    """
    phase = state.phase
    if phase is Phase.GAME_OVER:
        return None
    if phase is Phase.ROUND_OVER:
        if all(b is not None for b in bots):
            return 0, NEXT_ROUND
        return None
    for caller, bot in enumerate(bots):  # R-WAIT: a seat that may call is asked first
        if bot is None or not may_call(state, caller):
            continue
        if bot(seat_view(state, caller), rng) == CALL_RACK_O:
            return caller, CALL_RACK_O
    seat = state.turn  # the seat the game waits for (`awaited_seat`) while a round is played
    bot = bots[seat]
    if bot is None:
        return None
    action = bot(seat_view(state, seat), rng)
    if action is None:
        raise RuntimeError(f"the bot of seat {seat} did not move on its turn")
    return seat, action


def run_bots(state: GameState, bots: Sequence[Bot | None], rng: random.Random, *,
             max_actions: int, stop_at_round_end: bool = False,
             keep_events: bool = True) -> tuple[GameState, list[tuple[int, Event]]]:
    """Let bots move until a human is to play, the game is over, or `max_actions` were applied.

    Returns the last state and the events with the seat that acted. Reaching the bound raises
    RuntimeError: bots that cannot finish are a bug, never a state to save.
    """
    out: list[tuple[int, Event]] = []
    for _ in range(max_actions):
        if stop_at_round_end and state.phase is not Phase.DRAW and state.phase is not Phase.HOLDING:
            return state, out
        move = bot_move(state, bots, rng)
        if move is None:
            return state, out
        seat, action = move
        state, events = apply(state, seat, action)
        if keep_events:
            out.extend((seat, e) for e in events)
    if stop_at_round_end and state.phase not in (Phase.DRAW, Phase.HOLDING):
        return state, out
    if bot_move(state, bots, rng) is None:
        return state, out
    raise RuntimeError(f"bots did not finish within {max_actions} actions")


__all__ = ["Bot", "bot_move", "run_bots"]
