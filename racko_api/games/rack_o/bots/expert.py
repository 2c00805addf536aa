"""The `expert` bot: plays the advisor's first choice (see `advisor.py`).

Where going Rack-O is a call (R-WAIT) it calls when the advice's `call` says so (`points.py`:
at once when waiting is worth less than calling, or would risk the game). In a round that has
run long it sometimes takes a card anyway, as `strong` does, so that no table can stall for
ever; never with a rack that may already go Rack-O.
"""

from __future__ import annotations

import random

from racko_api.games.rack_o.actions import CALL_RACK_O, NEXT_ROUND, TAKE_DISCARD, Action, ActionType
from racko_api.games.rack_o.bots.advisor import advise, call_for
from racko_api.games.rack_o.bots.choices import table_of
from racko_api.games.rack_o.bots.strong import LONG_ROUND, SHAKE
from racko_api.games.rack_o.racko import can_go_rack_o
from racko_api.games.rack_o.state import Phase
from racko_api.games.rack_o.views import SeatView


def expert_bot(view: SeatView, rng: random.Random) -> Action | None:
    """See the module docstring."""
    if view.phase is Phase.ROUND_OVER:
        return NEXT_ROUND
    if view.can_call:
        call = call_for(table_of(view), before_drawing=view.my_turn)
        if call is None or call.now:
            return CALL_RACK_O
    if not view.my_turn:
        return None
    choices = advise(table_of(view)).choices
    if view.turns >= LONG_ROUND * view.players and rng.random() < SHAKE and \
            not can_go_rack_o(view.ruleset, view.players, view.rack):
        if view.phase is Phase.DRAW and any(c.action == TAKE_DISCARD for c in choices):
            return TAKE_DISCARD  # shifts which player draws which stock card
        kept = [c for c in choices if c.action.type is not ActionType.DISCARD]
        if view.phase is Phase.HOLDING and kept:
            return kept[0].action  # a card taken anyway, where it costs least
    return choices[0].action


__all__ = ["expert_bot"]
