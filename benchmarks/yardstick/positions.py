"""Positions from real games: two- and three-player games of `expert` bots played on the engine,
moved as the game service moves them (bot_move), seed after seed; every decision with a card in
hand, one in STRIDE, as the seat sees it. The advisor is asked only for its first choice there;
nothing else of it is used."""

from __future__ import annotations

import random
from dataclasses import dataclass, replace

from racko_api.games.rack_o.actions import ActionType
from racko_api.games.rack_o.bots import BOTS, bot_move
from racko_api.games.rack_o.bots.advisor import advise
from racko_api.games.rack_o.bots.choices import table_of
from racko_api.games.rack_o.engine import apply, new_game
from racko_api.games.rack_o.presets import get_ruleset
from racko_api.games.rack_o.ruleset import RunBonus
from racko_api.games.rack_o.state import Phase
from racko_api.games.rack_o.views import SeatView, seat_view

from .rules import SLOTS, Rules

STRIDE = 3  # one decision with a card in hand in this many becomes a position
GAME_TURNS = 400  # a game's turns after which its remaining decisions are not drawn
LET_GO = -1  # the choice of letting the card in hand go


@dataclass(frozen=True)
class Position:
    """One decision with a card in hand, as the seat knows it."""

    edition: str
    players: int
    rules: Rules
    rack: tuple[int, ...]
    hand: int
    may_let_go: bool
    discard: tuple[int, ...]
    rivals: tuple[tuple[int | None, ...], ...]  # in turn order after the seat; None: unseen
    stock_count: int
    advised: int  # the advisor's choice: a slot, or LET_GO
    played: tuple[int, ...] = ()  # per rival, in the same order, the turns it played this round
    left: int | None = None  # hindsight, for the report only: turns the game played after this one
    out: int | None = None  # hindsight, for the report only: who went out, 0 the seat, k rival k

    @property
    def rival_turns(self) -> tuple[int, ...]:
        return self.played or (0,) * len(self.rivals)

    @property
    def choices(self) -> list[int]:
        return [*range(SLOTS), *([LET_GO] if self.may_let_go else [])]


def rules_of(view: SeatView) -> Rules:
    opts = view.ruleset.options
    return Rules(view.top, view.run_needed, opts.win_points, opts.run_bonus is not RunBonus.OFF,
                 opts.explicit_call)


def position_of(edition: str, view: SeatView) -> Position | None:
    """The decision `view` faces, or None when it is not one the yardstick prices."""
    if view.hand is None or any(c is None for c in view.rack):
        return None
    racks = view.open_racks or view.shown
    rivals = tuple(tuple(racks[(view.seat + k) % view.players]) for k in range(1, view.players))
    advice = advise(table_of(view)).best.action
    if advice.type is ActionType.EXCHANGE and advice.slot is not None:
        advised = advice.slot
    elif advice.type is ActionType.DISCARD:
        advised = LET_GO
    else:
        return None
    may_let_go = any(a.type is ActionType.DISCARD for a in view.legal_actions)
    rack = tuple(c for c in view.rack if c is not None)
    unseen = sum(c is None for r in rivals for c in r)
    known = len(set(rack) | {view.hand} | set(view.discard) | {c for r in rivals for c in r if c})
    if view.top - known != unseen + view.stock_count:
        return None  # the view's piles do not add up to the deck: not priced
    # Turns pass seat by seat, so rival k after the seat took one in every `players` of the round's
    # turns so far, the latest k turns before the seat's first.
    played = tuple((view.turns + k) // view.players for k in range(1, view.players))
    return Position(edition, view.players, rules_of(view), rack, view.hand, may_let_go,
                    view.discard, rivals, view.stock_count, advised, played)


def positions(edition: str, count: int, seed: int) -> list[Position]:
    """`count` positions from games of `expert` bots, two players then three, seed after seed."""
    return [pos for pos, _ in decisions(edition, count, seed)]


def decisions(edition: str, count: int, seed: int) -> list[tuple[Position, SeatView]]:
    """`positions`, each with the view of the seat that faced it (what a replay re-advises)."""
    ruleset = get_ruleset(edition)
    rng = random.Random(seed)
    out: list[tuple[Position, SeatView]] = []
    game = 0
    while len(out) < count:
        players = 2 + game % 2
        state, _ = new_game(ruleset, players, seed=seed + game)
        game += 1
        decisions = 0
        found: list[tuple[Position, SeatView, int, int]] = []
        while state.phase in (Phase.DRAW, Phase.HOLDING) and state.turns < GAME_TURNS:
            seat = state.turn
            view = seat_view(state, seat)
            if view.phase is Phase.HOLDING:
                decisions += 1
                if decisions % STRIDE == 0 and len(out) + len(found) < count:
                    pos = position_of(edition, view)
                    if pos is not None:
                        found.append((pos, view, state.turns, seat))
            # As the game service moves bots: a seat that may call Rack-O (R-WAIT) is asked
            # first, so a player who just made one calls it before the next player's turn.
            move = bot_move(state, [BOTS["expert"]] * players, rng)
            assert move is not None
            mover, action = move
            state, _ = apply(state, mover, action)
            if action.type is ActionType.CALL_RACK_O:
                break
        # The turns after the seat's own, to the end of the round (the going-out turn included,
        # a call before a draw not), and who went out, counted from the seat.
        winner = state.rounds[-1].rack_o if state.rounds else None
        out += [(replace(pos, left=state.turns - at - 1,
                         out=None if winner is None else (winner - seat) % players), view)
                for pos, view, at, seat in found]
    return out
