"""The `expert` bot: plays the advisor's first choice (see `advisor.py`).

It calls Rack-O as the `strong` bot does (at once, unless a run bonus is one card away), and in
a round that has run long it sometimes takes a card anyway, as `strong` does, so that no table
can stall for ever.
"""

from __future__ import annotations

import random

from racko_api.bots.advisor import advise, table_of
from racko_api.bots.strong import LONG_ROUND, SHAKE, wants_bonus
from racko_api.engine.actions import CALL_RACK_O, NEXT_ROUND, TAKE_DISCARD, Action, ActionType
from racko_api.engine.state import Phase
from racko_api.engine.views import SeatView


def expert_bot(view: SeatView, rng: random.Random) -> Action | None:
    """See the module docstring."""
    if view.phase is Phase.ROUND_OVER:
        return NEXT_ROUND
    if view.can_call and not wants_bonus(view):
        return CALL_RACK_O
    if not view.my_turn:
        return None
    choices = advise(table_of(view)).choices
    if view.turns >= LONG_ROUND * view.players and rng.random() < SHAKE:
        if view.phase is Phase.DRAW and any(c.action == TAKE_DISCARD for c in choices):
            return TAKE_DISCARD  # shifts which player draws which stock card
        kept = [c for c in choices if c.action.type is not ActionType.DISCARD]
        if view.phase is Phase.HOLDING and kept:
            return kept[0].action  # a card taken anyway, where it costs least
    return choices[0].action


__all__ = ["expert_bot"]
