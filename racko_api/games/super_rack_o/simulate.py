"""Bots playing a whole game against each other, for tests and benchmarks."""

from __future__ import annotations

import random
from collections.abc import Sequence

from racko_api.core.bot_loop import run_bots
from racko_api.games.super_rack_o.bots import BOTS, bot_move
from racko_api.games.super_rack_o.engine import apply, new_game
from racko_api.games.super_rack_o.ruleset import SUPER_RACK_O
from racko_api.games.super_rack_o.state import GameState


def play(bots: Sequence[str], *, seed: int = 0, wins_needed: int = 1, max_moves: int = 10_000) -> GameState:
    """Play until the game is over or `max_moves` actions were applied; return the last state."""
    rng = random.Random(seed)
    players = [BOTS[name] for name in bots]
    state, _ = new_game(SUPER_RACK_O.with_options({"wins_needed": wins_needed}), len(bots), seed=seed)
    return run_bots(apply, bot_move, state, players, rng, max_actions=max_moves + 1,
                    until=lambda s: s.moves >= max_moves, keep_events=False)[0]


__all__ = ["play"]
