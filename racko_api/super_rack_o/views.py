"""What one seat, or a spectator, may see of a game: plain JSON-ready dicts.

A seat sees its own rack and the card in its own hand; of the others only what was laid
face up (the discard pile, a card taken from it, a rack called as Super Rack-O in the
events). Nobody sees the order of the draw pile, only its size.
"""

from __future__ import annotations

from typing import Any

from racko_api.rules.errors import FieldError, InvalidInput
from racko_api.rules.turns import Pile
from racko_api.super_rack_o.actions import action_to_dict
from racko_api.super_rack_o.cards import format_card
from racko_api.super_rack_o.deck import face
from racko_api.super_rack_o.engine import legal_actions, may_call
from racko_api.super_rack_o.rack import rack_to_dict
from racko_api.super_rack_o.ruleset import SUPER_RACK_O_ID
from racko_api.super_rack_o.state import GameState, Phase


def public_view(state: GameState) -> dict[str, Any]:
    """What everyone at the table sees, under the names a Rack-O table uses for the same things."""
    holding: dict[str, Any] | None = None
    if state.hand is not None and state.hand_source is not None:
        holding = {"seat": state.turn, "source": state.hand_source.value}
        if state.hand_source is Pile.DISCARD:  # it was face up
            holding["card"] = format_card(face(state.hand))
    top = state.discard_top
    playing = state.phase not in (Phase.ROUND_OVER, Phase.GAME_OVER)
    winner = state.game_winner
    return {
        "game": SUPER_RACK_O_ID,
        "ruleset": SUPER_RACK_O_ID,
        "options": {"wins_needed": state.wins_needed},
        "players": state.players,
        "round": state.round,
        "dealer": state.dealer,
        "turn": state.turn if playing else None,
        "phase": state.phase.value,
        "holding": holding,
        "pending_swap": None if state.pending is None else state.pending.to_dict(),
        "discard_pile": [format_card(face(c)) for c in state.discard_pile],
        "discard_top": None if top is None else format_card(top),
        "stock_count": len(state.draw_pile),
        "wins": list(state.wins),
        "wins_needed": state.wins_needed,
        "round_winner": state.round_winner,
        "winner": None if winner is None else {"seats": [winner], "team": None},
        "moves": state.moves,
    }


def view(state: GameState, seat: int) -> dict[str, Any]:
    """What `seat` sees: the public view, its own rack and hand, and its legal actions."""
    if not 0 <= seat < state.players:
        raise InvalidInput(f"there is no seat {seat}",
                           errors=(FieldError("seat", f"0-{state.players - 1}"),))
    out = public_view(state)
    out["seat"] = seat
    out["rack"] = rack_to_dict(state.rack(seat))
    out["hand"] = (format_card(face(state.hand))
                   if state.hand is not None and seat == state.turn else None)
    out["can_call"] = may_call(state, seat)
    out["legal_actions"] = [action_to_dict(a) for a in legal_actions(state, seat)]
    return out


__all__ = ["public_view", "view"]
