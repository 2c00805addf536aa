"""What a game offers the layers above it: one engine protocol and one `Kind` value per game.

Every game package (`racko_api.games.<name>`) builds its `Kind` in its `kind.py`, and the
registry (`racko_api.games.kinds`) finds it by ruleset id, as python-chess finds a variant by
name. Callers use what the kind holds instead of testing a ruleset id. Typed by the game's
state `S`, action `A`, ruleset `R` and seat view `V`, so mypy checks each game against it.
"""

from __future__ import annotations

import random
from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass, field
from typing import Any, Generic, Protocol, TypeVar

from racko_api.core.bot_loop import Bot, BotMove, Played, run_bots
from racko_api.core.catalog import Decision, Rule
from racko_api.core.deals.chain import DealSeed
from racko_api.core.events import Event, EventType
from racko_api.core.forms import Forms
from racko_api.core.sheet import SheetKind
from racko_api.core.sources import Text
from racko_api.core.traits import Traits

S = TypeVar("S")
A = TypeVar("A")
R = TypeVar("R")
V = TypeVar("V")
R_contra = TypeVar("R_contra", contravariant=True)

Table = Mapping[str, Any]
"""A request as JSON-shaped values (the fields of POST /v1/check/..., /v1/advice, /v1/deals/...)."""

Answer = dict[str, Any]
"""An answer as JSON values in the shape the API documents; its sentences are `Text` values that
the HTTP layer renders in the request's language."""


@dataclass(frozen=True)
class Edition:
    """A ruleset as a reader of the rules sees it: what it is, who plays it, its options, its rules."""

    id: str
    game: str  # the kind's id
    title: str
    source: str
    summary: str
    players: tuple[int, int]  # fewest and most
    options: Mapping[str, Any]
    rules: tuple[Rule, ...]


@dataclass(frozen=True)
class Scoring:
    """The stateless scoring endpoints of a game whose racks score points, each from a request's
    fields to its answer."""

    score_rack: Callable[[Table], Answer]  # POST /v1/score: one final rack, slot by slot
    compare_rack: Callable[[Table], list[Answer]]  # POST /v1/score/compare: under each edition
    score_round: Callable[[Table], Answer]  # POST /v1/rounds/score: every rack of a round
    check_partial: Callable[[Table], Answer]  # POST /v1/check/partial: a rack being typed


class GameEngine(Protocol[S, A, R_contra]):
    """What each game's engine module offers, with the same meaning in every game.

    `apply` begins with `verify_action` and never changes the state it is given; every random
    choice comes from the state's fixed seed or the system's secure source (`deals.table_rng`).
    """

    def new_game(self, ruleset: R_contra, players: int, *, seed: int | None = None,
                 wait_for: Sequence[int] = (), first_player: int | None = None
                 ) -> tuple[S, Sequence[Event]]:
        """Seat `players` and deal round 1, or with `wait_for` wait until those seats have
        contributed (`seed`: a fixed seed, tests and replays only; `first_player`: the seat the
        table names to start, where the game lets it, else InvalidInput)."""

    def legal_actions(self, state: S, seat: int) -> Sequence[A]:
        """Every action `seat` may take now; `apply` accepts exactly these."""

    def verify_action(self, state: S, seat: int, action: A) -> None:
        """Raise IllegalMove (naming the rule) or InvalidInput unless `seat` may play `action` now."""

    def can_apply(self, state: S, seat: int, action: A) -> bool:
        """`verify_action` as a yes or no."""

    def apply(self, state: S, seat: int, action: A) -> tuple[S, Sequence[Event]]:
        """The state after the action, and its events; the given state does not change."""

    def contribute(self, state: S, seat: int, text: object) -> tuple[S, Sequence[Event]]:
        """The state with `seat`'s contribution to the seeds of later rounds, and its event; the
        last contribution round 1 waits for deals it (and its events follow)."""

    def before_round(self, ruleset: R_contra, players: int, round_number: int,
                     totals: tuple[int, ...], contributions: tuple[str | None, ...]) -> S:
        """A table about to deal round `round_number` (where a replay of a logged round starts)."""

    def deal_round(self, state: S, dealer: int, seeds: DealSeed) -> tuple[S, Sequence[Event]]:
        """Deal the next round from `seeds` (a replay of a logged round starts here)."""

    def awaited_seat(self, state: S) -> int | None:
        """The seat the game waits for; None when any seat may deal the next round, or at the end."""


@dataclass(frozen=True)
class Kind(Generic[S, A, R, V]):
    """A game as its callers need it.

    Its id (a sheet's and a table's `game`) and the editions that play it; its referee, reading
    a table: `check_rack` (does this rack win here?) and `check_move` (may the player do this
    now?), each answering as the API documents, citing the rules; and its virtual table: the engine, how
    a ruleset, an action and a stored state are read, what the table and a seat see, the bots,
    and the advisor's answer for a seat from that seat's view alone; and its scoresheet.
    """

    id: str
    name: str  # the game's name as its box prints it, in every language ("Rack-O")
    editions: Mapping[str, Edition]  # by ruleset id, in the order they are listed
    # the stateless endpoints, each from a request's fields to its answer: does this rack win
    # here (`check_rack`), may the player do this now (`check_move`), each citing the rules
    check_rack: Callable[[Table], Answer]
    check_move: Callable[[Table], Answer]
    advise_position: Callable[[Table], Answer]  # what to do in a described position, and why
    recompute_deal: Callable[[Table], Answer]  # the racks and piles a revealed seed deals
    engine: GameEngine[S, A, R]
    ruleset: Callable[[str, Mapping[str, Any] | None], R]  # (ruleset id, options) -> ruleset
    read_action: Callable[[object], A]  # JSON -> action, or InvalidInput
    action_types: tuple[str, ...]  # the `type` of every action `read_action` reads
    plays: tuple[str, ...]  # the `play` of POST /v1/check/move, in the order the API documents them
    load: Callable[[Mapping[str, Any]], S]  # stored JSON -> state (`state.to_dict()` back)
    public_view: Callable[[S], dict[str, Any]]
    view: Callable[[S, int], dict[str, Any]]
    bots: Mapping[str, Bot[V, A]]
    bot_move: BotMove[S, V, A]
    # (state, seat, call_window) -> advice; call_window: the seat may call Rack-O right after its
    # turn, before the next player draws (a person sits next; bots move at once)
    advise: Callable[[S, int, bool], dict[str, Any]]
    sheet: SheetKind  # what a scoresheet of this game does with a new sheet and a round
    event_types: tuple[EventType, ...]  # the events only this game emits (`core.events.SHARED`: all)
    traits: Traits  # what differs for the people at the table: score unit, rack, wilds, round forms
    rules: tuple[Rule, ...]  # the rules only this game states (`core.catalog.BASE_RULES`: any game's)
    texts: tuple[Text, ...]  # the texts its editions are read from, as the rules page lists them
    scoring: Scoring | None = None  # None: its racks score no points (a win is all it counts)
    # the Decisions it adds to rules any game may cite (`core.catalog.BASE_RULES`), by rule id
    decisions: Mapping[str, tuple[Decision, ...]] = field(default_factory=dict)
    forms: Forms = Forms()  # what the HTTP layer builds its forms from (none: the shared fields)

    @property
    def ruleset_ids(self) -> tuple[str, ...]:
        return tuple(self.editions)

    def run_bots(self, state: S, bots: Sequence[str | None], rng: random.Random, *,
                 max_actions: int) -> tuple[S, list[Played]]:
        """Let the named bots move until a person is to play or the game is over (see `run_bots`)."""
        players = [None if name is None else self.bots[name] for name in bots]
        return run_bots(self.engine.apply, self.bot_move, state, players, rng, max_actions=max_actions)


__all__ = ["Answer", "Edition", "GameEngine", "Kind", "Scoring", "Table"]
