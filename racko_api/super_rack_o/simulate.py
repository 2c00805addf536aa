"""Bots playing a whole game against each other, for tests and benchmarks."""

from __future__ import annotations

import random
from collections.abc import Sequence

from racko_api.super_rack_o.bots import BOTS
from racko_api.super_rack_o.engine import apply, awaited_seat, may_call, new_game
from racko_api.super_rack_o.state import GameState, Phase
from racko_api.super_rack_o.views import view


def next_actor(state: GameState) -> int | None:
    """A seat that may call Super Rack-O first, else the seat the game waits for."""
    waited = awaited_seat(state)
    callers = [s for s in range(state.players) if s != waited and may_call(state, s)]
    if callers:
        return callers[0]
    return 0 if state.phase is Phase.ROUND_OVER else waited


def play(bots: Sequence[str], *, seed: int = 0, wins_needed: int = 1, max_moves: int = 10_000) -> GameState:
    """Play until the game is over or `max_moves` actions were applied; return the last state."""
    rng = random.Random(seed)
    state, _ = new_game(len(bots), wins_needed=wins_needed, rng=rng)
    for _ in range(max_moves):
        seat = next_actor(state)
        if seat is None or state.phase is Phase.GAME_OVER:
            break
        action = BOTS[bots[seat]](view(state, seat), rng)
        state, _ = apply(state, seat, action, rng=rng)
    return state


__all__ = ["next_actor", "play"]
