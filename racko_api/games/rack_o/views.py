"""What one seat, or anyone at the table, may see of a game.

A seat sees its own rack and the card it holds; of the others only what was laid face up:
the discard pile (every card of it was seen face up), a card taken from it, the racks of a
finished round, and every rack when racks are open (R-OPEN). Nobody sees the stock's order,
only its size. `seat_view` is the typed form the bots read; `view` and `public_view` are
JSON-ready dicts for the API.
"""

from __future__ import annotations

from typing import Any, NamedTuple

from racko_api.core.deals.ledger import chain_view, deal_commitment, deals_revealed
from racko_api.core.plays import Pile
from racko_api.games.rack_o.actions import Action
from racko_api.games.rack_o.deal import filled_labels
from racko_api.games.rack_o.engine import SCORE_UNIT, legal_actions, legal_for, may_call, rack_may_call
from racko_api.games.rack_o.racks import RACK_SIZE
from racko_api.games.rack_o.ruleset import GAME, Ruleset
from racko_api.games.rack_o.state import GameState, Phase, round_over, seen_cards

Rack = tuple[int | None, ...]


class SeatView(NamedTuple):
    """Everything `seat` may know now, as values; bots decide from this alone.

    A named tuple rather than a dataclass: a simulated round builds dozens of them.
    """

    ruleset: Ruleset
    players: int
    top: int
    seat: int
    phase: Phase
    turn: int
    rack: Rack
    hand: int | None  # the card this seat holds (its own turn only)
    source: Pile | None
    discard: tuple[int, ...]  # the discard pile, bottom first; the top is the last card
    stock_count: int
    open_racks: tuple[Rack, ...] | None  # every seat's rack when racks are open (R-OPEN)
    round: int
    turns: int
    totals: tuple[int, ...]
    run_needed: int  # R-RUN3: the run this table needs to go Rack-O (0: none)
    seen: int  # bit c set: card c has been face up this round
    restocks: int  # times the discard pile became the stock this round
    shown: tuple[Rack, ...]  # per seat, the cards everyone saw go into each slot (None: unknown)
    can_call: bool  # R-WAIT: this seat may call Rack-O now
    my_turn: bool  # the game waits for this seat to take or play a card
    empty: tuple[tuple[int, ...], ...] = ()  # R-QUICK: per seat, its empty slots (public)

    @property
    def legal_actions(self) -> list[Action]:
        """Every action this seat may take now (worked out on demand)."""
        return legal_for(self.ruleset, self.players, self.phase, self.seat, self.turn, self.rack,
                         self.stock_count, len(self.discard), self.source)

    @property
    def discard_top(self) -> int | None:
        return self.discard[-1] if self.discard else None


def seat_view(state: GameState, seat: int) -> SeatView:
    """The typed view of `seat` (see the module docstring for what it holds)."""
    phase, ruleset, players = state.phase, state.ruleset, state.players
    my_turn = seat == state.turn and (phase is Phase.DRAW or phase is Phase.HOLDING)
    holding = my_turn and phase is Phase.HOLDING
    rack = state.racks[seat]
    options = ruleset.options  # the state's fields are tuples already: shared, not copied
    return SeatView(
        ruleset, players, state.top, seat, phase, state.turn, rack,
        state.hand if holding else None, state.source if holding else None,
        state.discard, len(state.stock), state.racks if options.open_racks else None,
        state.round, state.turns, state.totals, options.rack_o_needs_run.needed(players),
        state.seen, state.restocks, state.shown,
        options.explicit_call and rack_may_call(ruleset, players, phase, rack), my_turn,
        tuple(tuple(i for i, c in enumerate(r) if c is None) for r in state.racks)
        if options.cards_dealt < RACK_SIZE else (),
    )


def _winner(state: GameState) -> dict[str, Any] | None:
    if state.winner is None:
        return None
    teams = state.teams
    team = next((i for i, t in enumerate(teams) if state.winner[0] in t), None) if teams else None
    return {"seats": list(state.winner), "team": team}


def public_view(state: GameState) -> dict[str, Any]:
    """What everyone at the table sees."""
    opts = state.ruleset.options
    playing = state.phase in (Phase.DRAW, Phase.HOLDING)
    holding: dict[str, Any] | None = None
    if state.phase is Phase.HOLDING and state.source is not None:
        holding = {"seat": state.turn, "source": state.source.value}
        if state.source is Pile.DISCARD:  # it was face up
            holding["card"] = state.hand
    teams = state.teams
    return {
        "game": GAME,
        "ruleset": state.ruleset.id,
        "options": opts.to_dict(),
        "house_rules": list(state.ruleset.overrides),
        "players": state.players,
        "deck": {"low": 1, "high": state.top, "cards": state.top},
        "deal": deal_commitment(state.round, state.deal_seeds),
        "deals": deals_revealed(state.deal_seeds, round_over=round_over(state),
                                servers=state.server_seeds),
        **chain_view(state),
        "first_dealer": state.first_dealer,
        "round": state.round,
        "dealer": state.dealer,
        "turn": state.turn if playing else None,
        "phase": state.phase.value,
        "turns_this_round": state.turns,
        "holding": holding,
        "discard_top": state.discard_top,
        "discard_pile": list(state.discard),
        "stock_count": len(state.stock),
        "restocks_this_round": state.restocks,
        "seen_this_round": seen_cards(state.seen),
        "known_racks": [list(r) for r in state.shown],
        "racks": [list(r) for r in state.racks] if opts.open_racks else None,
        "filled_slots": ([filled_labels(r) for r in state.racks] if opts.cards_dealt < RACK_SIZE
                         else None),
        "teams": None if teams is None else [list(t) for t in teams],
        "target": opts.target,
        "score_unit": SCORE_UNIT,
        "scores": {
            "rounds": [{**r.to_dict(), "winner": r.rack_o, "scores": list(r.points)}
                       for r in state.rounds],
            "totals": list(state.totals),
            "team_totals": None if state.team_totals is None else list(state.team_totals),
        },
        "round_winner": state.rounds[-1].rack_o if round_over(state) and state.rounds else None,
        "winner": _winner(state),
    }


def view(state: GameState, seat: int) -> dict[str, Any]:
    """What `seat` sees: the public table, its own rack and held card, and its legal actions."""
    out = public_view(state)
    own_turn = seat == state.turn and state.phase is Phase.HOLDING
    out["seat"] = seat
    out["rack"] = list(state.racks[seat])
    out["hand"] = state.hand if own_turn else None
    out["can_call"] = may_call(state, seat)
    out["legal_actions"] = [a.to_dict() for a in legal_actions(state, seat)]
    return out


__all__ = ["SeatView", "public_view", "seat_view", "view"]
