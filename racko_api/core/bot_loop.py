"""The one loop in which bots play, for every game: the game service, tests and benchmarks.

A game supplies `apply` (its engine's) and `bot_move` (which bot moves now, and how); the loop
applies moves until a person is to play, the game is over, or `until` holds.
"""

from __future__ import annotations

import random
from collections.abc import Callable, Sequence
from typing import TypeVar

from racko_api.core.events import Event

S = TypeVar("S")
A = TypeVar("A")
V = TypeVar("V")

Played = tuple[int, Event]
"""An event with the seat whose action made it."""

Bot = Callable[[V, random.Random], A | None]
"""A bot: (the seat's view, a random source) -> its action (None: it has nothing to do)."""

BotMove = Callable[[S, Sequence[Bot[V, A] | None], random.Random], tuple[int, A] | None]
"""(state, a bot or None per seat, random source) -> (seat, action) the next bot plays, or None
when the game waits for a person or is over. Type parameters: state, view, action."""


def run_bots(apply: Callable[[S, int, A], tuple[S, Sequence[Event]]], bot_move: BotMove[S, V, A],
             state: S, bots: Sequence[Bot[V, A] | None],
             rng: random.Random, *, max_actions: int, until: Callable[[S], bool] | None = None,
             keep_events: bool = True) -> tuple[S, list[Played]]:
    """Let bots move until a person is to play, the game is over, `until(state)` holds, or
    `max_actions` were applied.

    Returns the last state and the events with the seat that acted. Reaching the bound raises
    RuntimeError: bots that cannot finish are a bug, never a state to save.
    """
    played: list[Played] = []
    for _ in range(max_actions):
        if until is not None and until(state):
            return state, played
        move = bot_move(state, bots, rng)
        if move is None:
            return state, played
        seat, action = move
        state, events = apply(state, seat, action)
        if keep_events:
            played.extend((seat, event) for event in events)
    if (until is not None and until(state)) or bot_move(state, bots, rng) is None:
        return state, played
    raise RuntimeError(f"bots did not finish within {max_actions} actions")


__all__ = ["Bot", "BotMove", "Played", "run_bots"]
