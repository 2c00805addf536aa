"""The state of a Rack-O game: racks, piles, whose turn, phase, scores.

A state is a frozen value, as in Super Rack-O: the engine returns a new one for every action
and a caller's state never changes under it. `to_dict`/`from_dict` give a JSON-ready form for
storage: it holds every hidden card and the seed text of every round dealt (the current one is
secret until the round is over), so it is never shown to a player (see `views.py`). Stored
form 1 (before verifiable deals) still loads: its rounds have no seed to reveal, and a seed it
was created with decides nothing from then on.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Mapping
from dataclasses import dataclass, fields
from enum import StrEnum
from typing import Any

from racko_api.core.deals import chain as deal_chain
from racko_api.core.deals.chain import chain_fields, read_chain_fields
from racko_api.core.errors import FieldError, InvalidInput
from racko_api.core.events import Event
from racko_api.core.plays import Pile
from racko_api.core.words import said, tr, trn
from racko_api.games.rack_o.presets import get_ruleset
from racko_api.games.rack_o.racks import RACK_SIZE, SLOT_LABELS
from racko_api.games.rack_o.ruleset import Ruleset

STATE_VERSION = 2


class Phase(StrEnum):
    """What the game waits for."""

    WAITING = "waiting"  # round 1 waits for the awaited seats' contributions (R-DEAL)
    DRAW = "draw"  # the player on turn takes a card from the stock or the discard pile
    HOLDING = "holding"  # ... and now exchanges, places or discards it
    ROUND_OVER = "round_over"  # someone went Rack-O; next_round deals again
    GAME_OVER = "game_over"  # someone reached the target with the highest total (R-TARGET)


@dataclass(frozen=True, slots=True)
class RoundResult:
    """One scored round: who went Rack-O (None: the round reached its turn limit, R-TURN-LIMIT),
    every seat's points and final rack."""

    round: int
    dealer: int
    rack_o: int | None
    called: bool
    points: tuple[int, ...]
    bonus: int
    racks: tuple[tuple[int | None, ...], ...]
    team_points: tuple[int, ...] | None
    turns: int

    def to_dict(self) -> dict[str, Any]:
        return {"round": self.round, "dealer": self.dealer, "rack_o": self.rack_o,
                "called": self.called, "points": list(self.points), "bonus": self.bonus,
                "racks": [list(r) for r in self.racks],
                "team_points": None if self.team_points is None else list(self.team_points),
                "turns": self.turns, "ended_by": self.ended_by}

    @property
    def ended_by(self) -> str:
        """How the round ended: "rack_o" (R-RACKO) or "turn_limit" (R-TURN-LIMIT)."""
        return "rack_o" if self.rack_o is not None else "turn_limit"

    @staticmethod
    def from_dict(data: Mapping[str, Any]) -> RoundResult:
        team = data.get("team_points")
        rack_o = data["rack_o"]
        return RoundResult(int(data["round"]), int(data["dealer"]), None if rack_o is None else int(rack_o),
                           bool(data["called"]), tuple(int(p) for p in data["points"]),
                           int(data["bonus"]), tuple(tuple(r) for r in data["racks"]),
                           None if team is None else tuple(int(p) for p in team), int(data["turns"]))


def seen_cards(mask: int) -> list[int]:
    """The cards of a bit mask, lowest first."""
    return [c for c in range(mask.bit_length()) if mask >> c & 1]


@dataclass(frozen=True, eq=False)
class GameState:
    """One moment of a game. Seats are 0..players-1 clockwise; lists hold the top card last."""

    ruleset: Ruleset
    players: int
    top: int  # the highest card of the deck (R-DECK)
    seed: int | None  # a fixed seed (tests and replays only): see `deals.table_rng`
    first_dealer: Mapping[str, Any]  # how the first dealer was chosen (read-only)
    round: int
    dealer: int
    turn: int
    phase: Phase
    racks: tuple[tuple[int | None, ...], ...]
    stock: tuple[int, ...]
    discard: tuple[int, ...]
    hand: int | None = None
    source: Pile | None = None  # where the card in hand came from
    totals: tuple[int, ...] = ()
    rounds: tuple[RoundResult, ...] = ()
    winner: tuple[int, ...] | None = None  # the winning seat, or both partners (R-TEAMS)
    turns: int = 0  # turns completed in this round
    moves: int = 0  # actions applied in this game
    seen: int = 0  # bit c set: card c has been face up on the discard pile this round
    restocks: int = 0  # times the stock was made from the discard pile this round
    shown: tuple[tuple[int | None, ...], ...] = ()  # rack cards all saw go in
    deal_seeds: tuple[str | None, ...] = ()  # per round dealt; None: form 1
    chain: str | None = None  # the secret end of the game's seed chain (`deals.chain`); None: older games
    contributions: tuple[str | None, ...] = ()  # each seat's contribution, once made
    server_seeds: tuple[str | None, ...] = ()  # per round dealt, its link of the chain
    dealt_with: tuple[str | None, ...] = ()  # the contributions the current round was mixed with
    awaiting: tuple[int, ...] = ()  # the seats whose contributions round 1 waits for (R-DEAL)

    @property
    def teams(self) -> tuple[tuple[int, ...], ...] | None:
        """R-TEAMS: partners sit opposite, seats 0 and 2 against 1 and 3."""
        if not self.ruleset.options.teams:
            return None
        return (tuple(range(0, self.players, 2)), tuple(range(1, self.players, 2)))

    @property
    def team_totals(self) -> tuple[int, ...] | None:
        teams = self.teams
        return None if teams is None else tuple(sum(self.totals[s] for s in t) for t in teams)

    @property
    def discard_top(self) -> int | None:
        return self.discard[-1] if self.discard else None

    def but(self, **changes: Any) -> GameState:
        """This state with `changes`: the engine's one way to a new state.

        `dataclasses.replace` runs `__init__`, whose frozen field-by-field assignment cost a
        fifth of a simulated round; this copies the fields' dict instead. Unknown names are
        refused as `replace` would refuse them, and the new state is as frozen as this one.
        """
        unknown = changes.keys() - _FIELD_NAMES
        if unknown:
            raise TypeError(f"GameState has no field {sorted(unknown)}")
        new = object.__new__(GameState)
        fields_ = new.__dict__
        fields_.update(self.__dict__)
        fields_.update(changes)
        return new

    def rack(self, seat: int) -> tuple[int | None, ...]:
        return self.racks[seat]

    def card_places(self) -> Counter[int]:
        """How often each card appears anywhere (once each while the deck is conserved)."""
        places: Counter[int] = Counter(self.stock)
        places.update(self.discard)
        for rack in self.racks:
            places.update(c for c in rack if c is not None)
        if self.hand is not None:
            places[self.hand] += 1
        return places

    def conservation_errors(self) -> list[str]:
        """Cards missing, duplicated or foreign; empty when every card is in exactly one place."""
        places = self.card_places()
        deck = set(range(1, self.top + 1))
        errors: list[str] = [trn("card {card} is in {n} place", "card {card} is in {n} places", n, card=c)
                  for c, n in sorted(places.items()) if n != 1]
        errors += [tr("card {card} is missing", card=c) for c in sorted(deck - set(places))]
        errors += [tr("card {card} is not in the 1-{top} deck", card=c, top=self.top)
                   for c in sorted(set(places) - deck)]
        return errors

    def to_dict(self) -> dict[str, Any]:
        """JSON-ready, with every hidden card: for storage only."""
        opts = self.ruleset.options.to_dict()
        return {
            "version": STATE_VERSION,
            "ruleset": {"id": self.ruleset.id, "options": {k: opts[k] for k in self.ruleset.overrides}},
            "players": self.players,
            "top": self.top,
            "seed": self.seed,
            "first_dealer": dict(self.first_dealer),
            "round": self.round,
            "dealer": self.dealer,
            "turn": self.turn,
            "phase": self.phase.value,
            "racks": [list(r) for r in self.racks],
            "stock": list(self.stock),
            "discard": list(self.discard),
            "hand": self.hand,
            "source": None if self.source is None else self.source.value,
            "totals": list(self.totals),
            "rounds": [r.to_dict() for r in self.rounds],
            "winner": None if self.winner is None else list(self.winner),
            "turns": self.turns,
            "moves": self.moves,
            "seen": seen_cards(self.seen),
            "restocks": self.restocks,
            "shown": [list(r) for r in self.shown],
            "deal_seeds": list(self.deal_seeds),
            **chain_fields(self),
        }


def from_dict(data: Mapping[str, Any]) -> GameState:
    """Rebuild a stored state; anything inconsistent (a lost card, a bad seat) is InvalidInput."""
    try:
        form = data.get("version")
        if form not in (1, STATE_VERSION):
            raise ValueError(tr("unknown state version {version!r}", version=form))
        ruleset = get_ruleset(data["ruleset"]["id"], data["ruleset"]["options"])
        seed = data.get("seed") if form == STATE_VERSION else None
        winner = data.get("winner")
        source = data.get("source")
        state = GameState(
            ruleset=ruleset,
            players=int(data["players"]),
            top=int(data["top"]),
            seed=None if seed is None else int(seed),
            first_dealer=dict(data["first_dealer"]),
            round=int(data["round"]),
            dealer=int(data["dealer"]),
            turn=int(data["turn"]),
            phase=Phase(data["phase"]),
            racks=tuple(tuple(None if c is None else int(c) for c in r) for r in data["racks"]),
            stock=tuple(int(c) for c in data["stock"]),
            discard=tuple(int(c) for c in data["discard"]),
            hand=None if data.get("hand") is None else int(data["hand"]),
            source=None if source is None else Pile(source),
            totals=tuple(int(t) for t in data["totals"]),
            rounds=tuple(RoundResult.from_dict(r) for r in data["rounds"]),
            winner=None if winner is None else tuple(int(s) for s in winner),
            turns=int(data["turns"]),
            moves=int(data["moves"]),
            seen=sum(1 << int(c) for c in data["seen"]),
            restocks=int(data["restocks"]),
            shown=tuple(tuple(None if c is None else int(c) for c in r) for r in data["shown"]),
            deal_seeds=(tuple(None if v is None else str(v) for v in data["deal_seeds"])
                        if form == STATE_VERSION else (None,) * int(data["round"])),
            **read_chain_fields(data),
        )
    except (KeyError, TypeError, ValueError) as e:
        reason = said(e)
        raise InvalidInput(tr("not a stored Rack-O state: {reason}", reason=reason),
                           errors=(FieldError("state", reason),)) from None
    problems = consistency_errors(state)
    if problems:
        raise InvalidInput(tr("inconsistent Rack-O state: {problems}", problems=list(problems[:3])),
                           errors=tuple(FieldError("state", p) for p in problems))
    return state


def consistency_errors(state: GameState) -> list[str]:
    """Everything that makes a state impossible; empty for every state the engine makes."""
    errors = state.conservation_errors()
    n = state.players
    if (len(state.racks) != n or len(state.totals) != n or len(state.shown) != n
            or any(len(r) != RACK_SIZE for r in [*state.racks, *state.shown])):
        errors.append(tr("one rack of {slots} slots and one total per seat", slots=len(SLOT_LABELS)))
    if any(k is not None and k != c for r, sh in zip(state.racks, state.shown, strict=False)
           for c, k in zip(r, sh, strict=False)):
        errors.append(tr("a card shown in a rack is the card in that slot"))
    if not (0 <= state.turn < n and 0 <= state.dealer < n):
        errors.append(tr("turn and dealer are seats"))
    holding = state.phase is Phase.HOLDING
    if (state.hand is not None) != holding or (state.source is not None) != holding:
        errors.append(tr("a card in hand, with its source, goes with the holding phase"))
    if (state.winner is not None) != (state.phase is Phase.GAME_OVER):
        errors.append(tr("a winner goes with a finished game"))
    if len(state.deal_seeds) != state.round:
        errors.append(tr("one deal seed for every round dealt"))
    return errors


def round_over(state: GameState) -> bool:
    return state.phase is Phase.ROUND_OVER or state.phase is Phase.GAME_OVER


def revealed(state: GameState) -> list[Event]:
    """The event that reveals the seeds of the round just over (none for a form-1 round)."""
    seed = state.deal_seeds[-1] if state.deal_seeds else None
    if seed is None:
        return []
    server = state.server_seeds[-1] if len(state.server_seeds) == state.round else None
    return [Event("deal_revealed", None, deal_chain.revealed(
        state.round, deal_chain.DealSeed(server, seed), state.dealt_with), rule="R-DEAL")]


_FIELD_NAMES = frozenset(f.name for f in fields(GameState))

__all__ = ["STATE_VERSION", "GameState", "Phase", "RoundResult", "consistency_errors", "from_dict",
           "revealed", "round_over", "seen_cards"]
