"""The advisor's answer for one seat of a game, from that seat's view alone."""

from __future__ import annotations

from dataclasses import replace
from typing import Any

from racko_api.core.deals.chain import verify_dealt
from racko_api.core.errors import IllegalMove
from racko_api.core.words import tr
from racko_api.games.rack_o.actions import NEXT_ROUND
from racko_api.games.rack_o.bots.advisor import advise
from racko_api.games.rack_o.bots.choices import table_of
from racko_api.games.rack_o.state import GameState, Phase
from racko_api.games.rack_o.views import seat_view


def advise_seat(state: GameState, seat: int, call_window: bool = True) -> dict[str, Any]:
    """What `seat` should do now; IllegalMove (R-TURN) when it is not that seat's decision.
    Between rounds every seat's one legal action, `next_round`, is the advice.
    `call_window`: the seat may call Rack-O right after its turn, before the next player draws
    (R-WAIT); not so when a bot sits next, since bots move at once. Before round 1 is dealt:
    IllegalMove (R-DEAL)."""
    verify_dealt(state)
    seen = seat_view(state, seat)
    if seen.phase is Phase.ROUND_OVER:
        return between_rounds(seen.ruleset.id, seen.players)
    if not seen.my_turn:
        raise IllegalMove(tr("advice is for the seat whose turn it is, to take or play a card"),
        rule="R-TURN")
    advice = advise(replace(table_of(seen), call_window=call_window))
    return {"ruleset": seen.ruleset.id, "players": seen.players, **advice.to_dict()}


def between_rounds(ruleset_id: str, players: int) -> dict[str, Any]:
    """The advice once a round is over: deal the next one (R-DEAL), the only thing to do."""
    action = NEXT_ROUND.to_dict()
    choice = {"action": action, "estimate": 0.0, "value": 0.0, "points": 0.0, "points_sd": 0.0,
              "looked_ahead": False}
    return {"ruleset": ruleset_id, "players": players, "action": action, "estimate": 0.0,
            "points": 0.0, "points_sd": 0.0, "call": None, "horizon": 0,
            "reasons": [{"rule": "R-DEAL", "text": tr("the round is over: deal the next round "
                                                      "(the deal passes to the left); nothing "
                                                      "else can be done now")}],
            "alternatives": [choice]}


__all__ = ["advise_seat", "between_rounds"]
