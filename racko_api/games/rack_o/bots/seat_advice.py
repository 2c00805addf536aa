"""The advisor's answer for one seat of a game, from that seat's view alone."""

from __future__ import annotations

from dataclasses import replace
from typing import Any

from racko_api.core.errors import IllegalMove
from racko_api.core.words import tr
from racko_api.games.rack_o.bots.advisor import advise, table_of
from racko_api.games.rack_o.state import GameState
from racko_api.games.rack_o.views import seat_view


def advise_seat(state: GameState, seat: int, call_window: bool = True) -> dict[str, Any]:
    """What `seat` should do now; IllegalMove (R-TURN) when it is not that seat's decision.
    `call_window`: the seat may call Rack-O right after its turn, before the next player draws
    (R-WAIT); not so when a bot sits next, since bots move at once."""
    seen = seat_view(state, seat)
    if not seen.my_turn:
        raise IllegalMove(tr("advice is for the seat whose turn it is, to take or play a card"),
        rule="R-TURN")
    advice = advise(replace(table_of(seen), call_window=call_window))
    return {"ruleset": seen.ruleset.id, "players": seen.players, **advice.to_dict()}


__all__ = ["advise_seat"]
