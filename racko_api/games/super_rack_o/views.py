"""What one seat, or a spectator, may see of a game.

A seat sees its own rack and the card in its own hand; of the others only what was laid
face up (the discard pile, a card taken from it, a rack called as Super Rack-O in the
events). Nobody sees the order of the draw pile, only its size. `seat_view` is the typed form
the bots and the advisor read (as in Rack-O); `view` and `public_view` are JSON-ready dicts.
"""

from __future__ import annotations

from typing import Any, NamedTuple

from racko_api.core.deals.ledger import chain_view, deal_commitment, deals_revealed
from racko_api.core.errors import FieldError, InvalidInput
from racko_api.core.plays import Pile
from racko_api.core.words import tr
from racko_api.games.super_rack_o.actions import Action, action_to_dict
from racko_api.games.super_rack_o.cards import TOP_VALUE, Card, format_card
from racko_api.games.super_rack_o.deck import DECK_SIZE, face
from racko_api.games.super_rack_o.engine import SCORE_UNIT, first_dealer_record, legal_actions, may_call
from racko_api.games.super_rack_o.rack import DoubleRack, rack_to_dict
from racko_api.games.super_rack_o.ruleset import SUPER_RACK_O_ID
from racko_api.games.super_rack_o.state import GameState, Phase, RoundWon
from racko_api.games.super_rack_o.swap import PendingSwap

DECK = {"low": 1, "high": TOP_VALUE, "cards": DECK_SIZE}
"""Number cards 1-40 in each colour, with wilds, swaps and reverses: 108 cards (S-DECK)."""


class SeatView(NamedTuple):
    """Everything `seat` may know now, as values; bots and the advisor decide from this alone."""

    players: int
    wins_needed: int
    seat: int
    phase: Phase
    turn: int
    rack: DoubleRack[Card]
    hand: Card | None  # the card this seat holds (its own turn only)
    source: Pile | None
    discard: tuple[Card, ...]  # the discard pile, bottom first; the top is the last card
    stock_count: int
    pending: PendingSwap | None  # a swap (or reverse) waiting to be answered
    wins: tuple[int, ...]
    round: int
    moves: int
    can_call: bool  # S-WIN: this seat may call Super Rack-O now
    legal_actions: tuple[Action, ...]

    @property
    def discard_top(self) -> Card | None:
        return self.discard[-1] if self.discard else None


def seat_view(state: GameState, seat: int) -> SeatView:
    """The typed view of `seat` (see the module docstring for what it holds)."""
    if not 0 <= seat < state.players:
        raise InvalidInput(tr("there is no seat {seat}", seat=seat),
                           errors=(FieldError("seat", tr("0-{last_seat}",
                                                         last_seat=state.players - 1)),))
    holding = state.hand is not None and seat == state.turn
    return SeatView(
        state.players, state.wins_needed, seat, state.phase, state.turn, state.rack(seat),
        face(state.hand) if holding and state.hand is not None else None,
        state.source if holding else None,
        tuple(face(c) for c in state.discard), len(state.stock), state.pending,
        state.wins, state.round, state.moves, may_call(state, seat), legal_actions(state, seat),
    )


def public_view(state: GameState) -> dict[str, Any]:
    """What everyone at the table sees, under the names a Rack-O table uses for the same things."""
    holding: dict[str, Any] | None = None
    if state.hand is not None and state.source is not None:
        holding = {"seat": state.turn, "source": state.source.value}
        if state.source is Pile.DISCARD:  # it was face up
            holding["card"] = format_card(face(state.hand))
    top = state.discard_top
    playing = state.phase not in (Phase.ROUND_OVER, Phase.GAME_OVER)
    winner = state.game_winner
    return {
        "game": SUPER_RACK_O_ID,
        "ruleset": SUPER_RACK_O_ID,
        "options": {"target": state.wins_needed, "restock": state.restock.value},
        "players": state.players,
        "deck": DECK,
        "deal": deal_commitment(state.round, state.seeds),
        "deals": deals_revealed(state.seeds, round_over=not playing, servers=state.server_seeds),
        **chain_view(state),
        "first_dealer": None if state.first_dealer is None else first_dealer_record(state.first_dealer),
        "round": state.round,
        "dealer": state.dealer,
        "turn": state.turn if playing else None,
        "phase": state.phase.value,
        "turns_this_round": state.turns,
        "holding": holding,
        "pending_swap": None if state.pending is None else state.pending.to_dict(),
        "discard_pile": [format_card(face(c)) for c in state.discard],
        "discard_top": None if top is None else format_card(top),
        "stock_count": len(state.stock),
        "restocks_this_round": state.restocks,
        "target": state.wins_needed,
        "score_unit": SCORE_UNIT,
        "scores": {"rounds": [_round(r, state.players) for r in state.rounds],
                   "totals": list(state.wins), "team_totals": None},
        "round_winner": state.round_winner,
        "winner": None if winner is None else {"seats": [winner], "team": None},
        # the names before API 1.6, kept for clients that read them: target, scores.totals
        "wins": list(state.wins),
        "wins_needed": state.wins_needed,
        "moves": state.moves,
    }


def _round(result: RoundWon, players: int) -> dict[str, Any]:
    """A finished round as a Rack-O table shows one: its winner, each seat's score, every rack."""
    return {"round": result.round, "dealer": result.dealer, "winner": result.winner,
            "scores": [int(s == result.winner) for s in range(players)], "turns": result.turns,
            "racks": [rack_to_dict(r.map(face)) for r in result.racks]}


def view(state: GameState, seat: int) -> dict[str, Any]:
    """What `seat` sees: the public view, its own rack and hand, and its legal actions (no rack
    while the game waits for its players: nothing is dealt yet)."""
    out = public_view(state)
    if state.phase is Phase.WAITING:
        return {**out, "seat": seat, "rack": None, "hand": None, "can_call": False,
                "legal_actions": []}
    seen = seat_view(state, seat)
    out["seat"] = seat
    out["rack"] = rack_to_dict(seen.rack)
    out["hand"] = None if seen.hand is None else format_card(seen.hand)
    out["can_call"] = seen.can_call
    out["legal_actions"] = [action_to_dict(a) for a in seen.legal_actions]
    return out


__all__ = ["SeatView", "public_view", "seat_view", "view"]
