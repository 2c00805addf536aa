"""The games the service knows, each behind one shape: callers look a game up here and never
test a ruleset id themselves (as python-chess finds a variant by name).

Both engines keep one protocol (`GameEngine`): `new_game`, `legal_actions`, `verify_action`,
`can_apply` and `apply` mean the same in each. `apply` begins with `verify_action` and never
changes the state it is given; every random choice is drawn from the state's fixed seed or the
system's secure source (`racko_api.deals.table_rng`); bots read a typed seat view.
"""

from __future__ import annotations

import random
from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass
from typing import Any, Protocol

from racko_api import engine as racko_engine
from racko_api.bots import BOTS as RACKO_BOTS
from racko_api.bots import bot_move as racko_bot_move
from racko_api.bots.seat_advice import advise_seat as racko_advise_seat
from racko_api.engine.events import Event
from racko_api.rules.presets import get_ruleset
from racko_api.rules.ruleset import GAME
from racko_api.super_rack_o import actions as super_actions
from racko_api.super_rack_o import engine as super_engine
from racko_api.super_rack_o import state as super_state
from racko_api.super_rack_o import views as super_views
from racko_api.super_rack_o.advisor import advise_seat as super_advise_seat
from racko_api.super_rack_o.bots import BOTS as SUPER_BOTS
from racko_api.super_rack_o.bots import bot_move as super_bot_move
from racko_api.super_rack_o.ruleset import SUPER_RACK_O, SUPER_RACK_O_ID

Bot = Callable[[Any, random.Random], Any]


class GameEngine(Protocol):
    """What each game's engine module offers, with the same meaning in every game."""

    def new_game(self, ruleset: Any, players: int, *, seed: int | None = None) -> tuple[Any, Sequence[Event]]:
        """Seat `players` and deal round 1 (`seed`: a fixed seed, tests and replays only)."""

    def legal_actions(self, state: Any, seat: int) -> Sequence[Any]:
        """Every action `seat` may take now; `apply` accepts exactly these."""

    def verify_action(self, state: Any, seat: int, action: Any) -> None:
        """Raise IllegalMove (naming the rule) or InvalidInput unless `seat` may play `action` now."""

    def can_apply(self, state: Any, seat: int, action: Any) -> bool:
        """`verify_action` as a yes or no."""

    def apply(self, state: Any, seat: int, action: Any) -> tuple[Any, Sequence[Event]]:
        """The state after the action, and its events; the given state does not change."""

    def awaited_seat(self, state: Any) -> int | None:
        """The seat the game waits for; None when any seat may deal the next round, or at the end."""


@dataclass(frozen=True)
class GameKind:
    """One game: its engine, how its rulesets, actions and stored states are read, what a seat or
    the table sees, its bots and its advisor."""

    id: str
    engine: GameEngine
    ruleset: Callable[[str, Mapping[str, Any] | None], Any]  # (ruleset id, options) -> ruleset
    read_action: Callable[[object], Any]  # JSON -> action, or InvalidInput
    load: Callable[[Mapping[str, Any]], Any]  # stored JSON -> state (`state.to_dict()` back)
    public_view: Callable[[Any], dict[str, Any]]
    view: Callable[[Any, int], dict[str, Any]]
    bots: Mapping[str, Bot]
    bot_move: Callable[[Any, Sequence[Bot | None], random.Random], tuple[int, Any] | None]
    advise: Callable[[Any, int], dict[str, Any]]  # (state, seat) -> advice from that seat's view

    def is_over(self, state: Any) -> bool:
        return bool(state.phase == "game_over")


RACK_O = GameKind(
    id=GAME, engine=racko_engine,
    ruleset=lambda ruleset_id, options: get_ruleset(ruleset_id, dict(options) if options else None),
    read_action=racko_engine.action_from_dict, load=racko_engine.from_dict,
    public_view=racko_engine.public_view, view=racko_engine.view,
    bots=RACKO_BOTS, bot_move=racko_bot_move, advise=racko_advise_seat,
)

SUPER = GameKind(
    id=SUPER_RACK_O_ID, engine=super_engine,
    ruleset=lambda _id, options: SUPER_RACK_O.with_options(options),
    read_action=super_actions.action_from_dict, load=super_state.from_dict,
    public_view=super_views.public_view, view=super_views.view,
    bots=SUPER_BOTS, bot_move=super_bot_move, advise=super_advise_seat,
)

GAME_KINDS: dict[str, GameKind] = {k.id: k for k in (RACK_O, SUPER)}


def game_kind(ruleset: str) -> GameKind:
    """The game a ruleset id plays: Super Rack-O for its own id, Rack-O for every other."""
    return SUPER if ruleset == SUPER_RACK_O_ID else RACK_O


__all__ = ["GAME_KINDS", "RACK_O", "SUPER", "Bot", "GameEngine", "GameKind", "game_kind"]
