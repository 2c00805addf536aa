"""The state of a Super Rack-O game: racks, piles, whose turn, phase, pending swap, wins.

The state holds card ids (see `deck.py`) so every physical card can be found in exactly
one place: a rack, the draw pile, the discard pile, or the hand of the player on turn.
`to_dict`/`from_dict` give a JSON-ready form for storage; it holds every hidden card and the
seed text of every round dealt (the current one secret until the round is over), so it is never
shown to a player (see `views.py`). Stored form 1 (before verifiable deals) still loads; its
rounds have no seed to reveal.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Mapping
from dataclasses import dataclass
from enum import StrEnum
from typing import Any

from racko_api.core.deals.chain import chain_fields, read_chain_fields
from racko_api.core.errors import FieldError, InvalidInput
from racko_api.core.plays import Pile
from racko_api.core.restock import Restock
from racko_api.core.words import said, tr, trn
from racko_api.games.super_rack_o.cards import Card
from racko_api.games.super_rack_o.deal import MAX_PLAYERS, MIN_PLAYERS
from racko_api.games.super_rack_o.deck import ALL_IDS, DECK_SIZE, CardId, face
from racko_api.games.super_rack_o.rack import ROWS, DoubleRack
from racko_api.games.super_rack_o.swap import PendingSwap


class Phase(StrEnum):
    """What the game waits for."""

    WAITING = "waiting"  # round 1 waits for the awaited seats' contributions (R-DEAL)
    DRAW = "draw"  # the player on turn takes a card from a pile
    HOLDING = "holding"  # ... and now exchanges, discards or plays it
    NAME_SWAP = "name_swap"  # ... exchanged out a swap card and must name an opponent and a row
    SWAP_PENDING = "swap_pending"  # the target of a swap accepts or reverses
    ROUND_OVER = "round_over"  # someone called Super Rack-O; next_round deals again
    GAME_OVER = "game_over"  # someone has the wins needed


STATE_VERSION = 2


@dataclass(frozen=True)
class RoundWon:
    """A finished round: who dealt, who called SUPER RACK-O!, the turns played, every rack."""

    round: int
    dealer: int
    winner: int
    turns: int
    racks: tuple[DoubleRack[CardId], ...]

    def to_dict(self) -> dict[str, Any]:
        return {"round": self.round, "dealer": self.dealer, "winner": self.winner,
                "turns": self.turns,
                "racks": [{"blue": list(r.blue), "red": list(r.red)} for r in self.racks]}

    @staticmethod
    def from_dict(data: Mapping[str, Any]) -> RoundWon:
        return RoundWon(int(data["round"]), int(data["dealer"]), int(data["winner"]),
                        int(data["turns"]), _racks(data["racks"]))


@dataclass(frozen=True)
class GameState:
    """One moment of a game. Seats are 0..players-1; play passes to seat + 1 (the left)."""

    players: int
    wins_needed: int
    round: int
    dealer: int
    turn: int
    phase: Phase
    racks: tuple[DoubleRack[CardId], ...]
    stock: tuple[CardId, ...]
    discard: tuple[CardId, ...]
    hand: CardId | None = None
    source: Pile | None = None
    pending: PendingSwap | None = None
    wins: tuple[int, ...] = ()
    round_winner: int | None = None
    moves: int = 0
    turns: int = 0  # turns ended this round
    restocks: int = 0  # times the discard pile became the draw pile this round
    restock: Restock = Restock.TURN_OVER  # the table's `restock` option (R-RESTOCK)
    first_dealer: int | None = None  # who dealt round 1 (None: a game stored before it was kept)
    rounds: tuple[RoundWon, ...] = ()  # the finished rounds, round 1 first
    deal_seeds: tuple[str | None, ...] = ()  # per round dealt; None: a round of stored form 1
    seed: int | None = None  # a fixed seed (tests and replays only): see `deals.table_rng`
    chain: str | None = None  # the secret end of the game's seed chain (`deals.chain`); None: older games
    contributions: tuple[str | None, ...] = ()  # each seat's contribution, once made
    server_seeds: tuple[str | None, ...] = ()  # per round dealt, its link of the chain
    dealt_with: tuple[str | None, ...] = ()  # the contributions the current round was mixed with
    awaiting: tuple[int, ...] = ()  # the seats whose contributions round 1 waits for (R-DEAL)

    @property
    def seeds(self) -> tuple[str | None, ...]:
        """The seed text of each round dealt, round 1 first; None where there is none to show
        (a round of stored form 1, or a position built by hand rather than dealt)."""
        if len(self.deal_seeds) == self.round:
            return self.deal_seeds
        return (None,) * self.round

    def rack(self, seat: int) -> DoubleRack[Card]:
        """The faces of a seat's rack."""
        return self.racks[seat].map(face)

    @property
    def discard_top(self) -> Card | None:
        return face(self.discard[-1]) if self.discard else None

    @property
    def game_winner(self) -> int | None:
        return self.round_winner if self.phase is Phase.GAME_OVER else None

    def card_places(self) -> Counter[CardId]:
        """How many times each card id appears anywhere (1 each when the deck is conserved)."""
        places: Counter[CardId] = Counter(self.stock)
        places.update(self.discard)
        for rack in self.racks:
            places.update(rack.blue + rack.red)
        if self.hand is not None:
            places[self.hand] += 1
        return places

    def conservation_errors(self) -> list[str]:
        """Cards missing, duplicated or unknown; empty when every card is in exactly one place."""
        places = self.card_places()
        errors: list[str] = [trn("card {card} is in {n} place", "card {card} is in {n} places", n, card=i)
                  for i, n in sorted(places.items()) if n != 1]
        errors += [tr("card {card} is missing", card=i) for i in sorted(ALL_IDS - set(places))]
        errors += [tr("card {card} is not in the deck", card=i) for i in sorted(set(places) - ALL_IDS)]
        return errors

    def to_dict(self) -> dict[str, Any]:
        """JSON-ready, with every hidden card: for storage only."""
        return {
            "version": STATE_VERSION,
            "players": self.players,
            "wins_needed": self.wins_needed,
            "round": self.round,
            "dealer": self.dealer,
            "turn": self.turn,
            "phase": self.phase.value,
            "racks": [{"blue": list(r.blue), "red": list(r.red)} for r in self.racks],
            "draw_pile": list(self.stock),
            "discard_pile": list(self.discard),
            "hand": self.hand,
            "hand_source": None if self.source is None else self.source.value,
            "pending": None if self.pending is None else self.pending.to_dict(),
            "wins": list(self.wins),
            "round_winner": self.round_winner,
            "moves": self.moves,
            "turns": self.turns,
            "restocks": self.restocks,
            "restock": self.restock.value,
            "first_dealer": self.first_dealer,
            "rounds": [r.to_dict() for r in self.rounds],
            "deal_seeds": list(self.deal_seeds),
            "seed": self.seed,
            **chain_fields(self),
        }


def from_dict(data: Mapping[str, Any]) -> GameState:
    """Rebuild a stored state; anything inconsistent (a lost card, a bad seat) is InvalidInput."""
    try:
        form = data.get("version")
        if form not in (1, STATE_VERSION):
            raise ValueError(tr("unknown state version {version!r}", version=form))
        racks = _racks(data["racks"])
        first = data.get("first_dealer")
        hand = data.get("hand")
        src = data.get("hand_source")
        pending = data.get("pending")
        state = GameState(
            players=int(data["players"]),
            wins_needed=int(data["wins_needed"]),
            round=int(data["round"]),
            dealer=int(data["dealer"]),
            turn=int(data["turn"]),
            phase=Phase(data["phase"]),
            racks=racks,
            stock=tuple(map(_id, data["draw_pile"])),
            discard=tuple(map(_id, data["discard_pile"])),
            hand=None if hand is None else _id(hand),
            source=None if src is None else Pile(src),
            pending=None if pending is None else PendingSwap.from_dict(pending),
            wins=tuple(int(w) for w in data["wins"]),
            round_winner=None if data.get("round_winner") is None else int(data["round_winner"]),
            moves=int(data.get("moves", 0)),
            turns=int(data.get("turns", 0)),
            restocks=int(data.get("restocks", 0)),
            restock=Restock(data.get("restock", Restock.TURN_OVER.value)),
            first_dealer=None if first is None else int(first),
            rounds=tuple(RoundWon.from_dict(r) for r in data.get("rounds", ())),
            deal_seeds=(tuple(None if v is None else str(v) for v in data["deal_seeds"])
                        if form == STATE_VERSION else (None,) * int(data["round"])),
            seed=None if data.get("seed") is None else int(data["seed"]),
            **read_chain_fields(data),
        )
    except (KeyError, TypeError, ValueError) as e:
        reason = said(e)
        raise InvalidInput(tr("not a stored Super Rack-O state: {reason}", reason=reason),
                           errors=(FieldError("state", reason),)) from None
    problems = consistency_errors(state)
    if problems:
        raise InvalidInput(tr("inconsistent Super Rack-O state: {problems}", problems=list(problems[:3])),
                           errors=tuple(FieldError("state", p) for p in problems))
    return state


def _racks(data: Any) -> tuple[DoubleRack[CardId], ...]:
    return tuple(DoubleRack(tuple(map(_id, r["blue"])), tuple(map(_id, r["red"]))) for r in data)


def _id(x: object) -> CardId:
    if isinstance(x, bool) or not isinstance(x, int) or not 0 <= x < DECK_SIZE:
        raise ValueError(tr("{value!r} is not a card id 0-{last}", value=x, last=DECK_SIZE - 1))
    return x


def consistency_errors(state: GameState) -> list[str]:
    """Everything that makes a state impossible; empty for every state the engine makes."""
    errors = state.conservation_errors()
    n = state.players
    if not MIN_PLAYERS <= n <= MAX_PLAYERS:
        errors.append(tr("{n} players; Super Rack-O is for {min}-{max}", n=n, min=MIN_PLAYERS,
                         max=MAX_PLAYERS))
        return errors
    racks = 0 if state.phase is Phase.WAITING else n  # nothing is dealt while the game waits
    if len(state.racks) != racks or len(state.wins) != n:
        errors.append(tr("one rack and one win count per seat"))
    if not (0 <= state.turn < n and 0 <= state.dealer < n):
        errors.append(tr("turn and dealer are seats"))
    if state.wins_needed < 1:
        errors.append(tr("wins_needed is at least 1"))
    holding = state.phase is Phase.HOLDING or (
        state.hand is not None and state.phase in (Phase.ROUND_OVER, Phase.GAME_OVER))
    if (state.hand is not None) != holding or (state.hand is None) != (state.source is None):
        errors.append(tr("a hand card goes with the holding phase and a source"))
    if (state.pending is not None) != (state.phase is Phase.SWAP_PENDING):
        errors.append(tr("a pending swap goes with the swap_pending phase"))
    p = state.pending
    if p is not None and not (0 <= p.swapper < n and 0 <= p.target < n and p.swapper != p.target
                              and 1 <= p.row <= ROWS):
        errors.append(tr("the pending swap names two different seats and a row 1-8"))
    over = state.phase in (Phase.ROUND_OVER, Phase.GAME_OVER)
    if over != (state.round_winner is not None):
        errors.append(tr("a round winner goes with a finished round"))
    return errors


__all__ = ["STATE_VERSION", "GameState", "Phase", "RoundWon", "consistency_errors", "from_dict"]
