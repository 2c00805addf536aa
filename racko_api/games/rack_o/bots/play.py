"""Bots playing rounds and games on the engine, for the game service, tests and benchmarks."""

from __future__ import annotations

import random
from collections.abc import Callable, Sequence

from racko_api.core import bot_loop
from racko_api.core.bot_loop import Played
from racko_api.games.rack_o.actions import CALL_RACK_O, NEXT_ROUND, Action
from racko_api.games.rack_o.engine import apply, may_call
from racko_api.games.rack_o.state import GameState, Phase
from racko_api.games.rack_o.views import SeatView, seat_view

Bot = Callable[[SeatView, random.Random], Action | None]


def bot_move(state: GameState, bots: Sequence[Bot | None], rng: random.Random) -> tuple[int, Action] | None:
    """The next move a bot makes now, or None when the game waits for a human (or is over, or
    waits for its players' contributions).

    A bot seat that may call Rack-O (R-WAIT) is asked first; then the seat on turn. After a
    round, a bot deals the next one only when no human sits at the table.
    """
    phase = state.phase
    if phase is Phase.GAME_OVER or phase is Phase.WAITING:
        return None
    if phase is Phase.ROUND_OVER:
        if all(b is not None for b in bots):
            return 0, NEXT_ROUND
        return None
    if state.ruleset.options.explicit_call:  # R-WAIT: a seat that may call is asked first
        for caller, bot in enumerate(bots):
            if bot is not None and may_call(state, caller) \
                    and bot(seat_view(state, caller), rng) == CALL_RACK_O:
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
             keep_events: bool = True) -> tuple[GameState, list[Played]]:
    """The bot loop (`core.bot_loop.run_bots`) on the Rack-O engine; `stop_at_round_end`: stop
    once a round is over, before the next is dealt."""
    return bot_loop.run_bots(apply, bot_move, state, bots, rng, max_actions=max_actions,
                             until=round_is_over if stop_at_round_end else None,
                             keep_events=keep_events)


def round_is_over(state: GameState) -> bool:
    return state.phase is not Phase.DRAW and state.phase is not Phase.HOLDING


__all__ = ["Bot", "bot_move", "run_bots"]
