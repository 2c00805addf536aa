"""The kinds of game the service knows, found by ruleset id: Rack-O (every preset) and Super Rack-O.

A caller looks its kind up (`kind_of`) and uses what the kind holds, instead of testing a ruleset
id (as python-chess finds a variant by name): `kind_of("hasbro").check_move(table)` answers a
Rack-O turn, `kind_of("super-rack-o").engine.apply(state, seat, action)` plays a Super Rack-O one.
A table is the request as JSON-shaped values (the fields of POST /v1/check/...).

Both engines keep one protocol (`GameEngine`): `new_game`, `legal_actions`, `verify_action`,
`can_apply` and `apply` mean the same in each. `apply` begins with `verify_action` and never
changes the state it is given; every random choice comes from the state's fixed seed or the
system's secure source (`racko_api.core.deals.table_rng`); bots read a typed seat view.
Pure core: nothing of the web here.

>>> kind_of("hasbro").id, kind_of("super-rack-o").id
('rack-o', 'super-rack-o')
"""

from __future__ import annotations

import random
from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass
from typing import Any, Protocol

from racko_api.core.errors import FieldError, InvalidInput
from racko_api.core.events import Event
from racko_api.core.verdicts import MoveVerdict, Verdict
from racko_api.core.words import tr
from racko_api.games.rack_o import actions as racko_actions
from racko_api.games.rack_o import engine as racko_engine
from racko_api.games.rack_o import referee
from racko_api.games.rack_o import state as racko_state
from racko_api.games.rack_o import views as racko_views
from racko_api.games.rack_o.bots import BOTS as RACKO_BOTS
from racko_api.games.rack_o.bots import bot_move as racko_bot_move
from racko_api.games.rack_o.bots.seat_advice import advise_seat as racko_advise_seat
from racko_api.games.rack_o.presets import PRESETS, get_ruleset
from racko_api.games.rack_o.ruleset import GAME
from racko_api.games.super_rack_o import actions as super_actions
from racko_api.games.super_rack_o import engine as super_engine
from racko_api.games.super_rack_o import referee as super_referee
from racko_api.games.super_rack_o import state as super_state
from racko_api.games.super_rack_o import views as super_views
from racko_api.games.super_rack_o.advisor import advise_seat as super_advise_seat
from racko_api.games.super_rack_o.bots import BOTS as SUPER_BOTS
from racko_api.games.super_rack_o.bots import bot_move as super_bot_move
from racko_api.games.super_rack_o.ruleset import SUPER_RACK_O, SUPER_RACK_O_ID

Table = Mapping[str, Any]
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
class Kind:
    """A game as its callers need it.

    Its id (a sheet's and a table's `game`) and the ruleset ids that play it; its referee, reading
    a table: `check_rack` (does this rack win here?) and `check_move` (may the player do this
    now?), each answering a verdict that cites the rules; and its virtual table: the engine, how
    a ruleset, an action and a stored state are read, what the table and a seat see, the bots,
    and the advisor's answer for a seat from that seat's view alone.
    """

    id: str
    ruleset_ids: tuple[str, ...]
    check_rack: Callable[[Table], Verdict]
    check_move: Callable[[Table], MoveVerdict[Any, Any, Any, Any]]
    engine: GameEngine
    ruleset: Callable[[str, Mapping[str, Any] | None], Any]  # (ruleset id, options) -> ruleset
    read_action: Callable[[object], Any]  # JSON -> action, or InvalidInput
    load: Callable[[Mapping[str, Any]], Any]  # stored JSON -> state (`state.to_dict()` back)
    public_view: Callable[[Any], dict[str, Any]]
    view: Callable[[Any, int], dict[str, Any]]
    bots: Mapping[str, Bot]
    bot_move: Callable[[Any, Sequence[Bot | None], random.Random], tuple[int, Any] | None]
    # (state, seat, call_window) -> advice; call_window: the seat may call Rack-O right after its
    # turn, before the next player draws (a person sits next; bots move at once)
    advise: Callable[[Any, int, bool], dict[str, Any]]


def _racko_rack(table: Table) -> referee.RackVerdict:
    ruleset = get_ruleset(table["ruleset"], table.get("options"))
    return referee.check_rack(ruleset, table["players"], table["rack"])


def _racko_move(table: Table) -> MoveVerdict[Any, Any, Any, Any]:
    ruleset = get_ruleset(table["ruleset"], table.get("options"))
    return referee.check_move(ruleset, table["players"], table["rack"], table["card"],
                              table["taken_from"], table["play"], table.get("slot"),
                              table.get("old_slot"), table.get("slots"))


def _super_rack(table: Table) -> Verdict:
    return super_referee.check_rack(table["blue"], table["red"])


def _super_move(table: Table) -> MoveVerdict[Any, Any, Any, Any]:
    return super_referee.check_move(table["blue"], table["red"], table["play"],
                                    card=table.get("card"), taken_from=table.get("taken_from"),
                                    slot=table.get("slot"), row=table.get("row"),
                                    pending=table.get("pending"))


def _racko_ruleset(ruleset_id: str, options: Mapping[str, Any] | None) -> Any:
    return get_ruleset(ruleset_id, dict(options) if options else None)


def _super_ruleset(ruleset_id: str, options: Mapping[str, Any] | None) -> Any:
    return SUPER_RACK_O.with_options(options)


RACK_O_KIND = Kind(
    id=GAME, ruleset_ids=tuple(PRESETS), check_rack=_racko_rack, check_move=_racko_move,
    engine=racko_engine, ruleset=_racko_ruleset, read_action=racko_actions.action_from_dict,
    load=racko_state.from_dict, public_view=racko_views.public_view, view=racko_views.view,
    bots=RACKO_BOTS, bot_move=racko_bot_move, advise=racko_advise_seat,
)
SUPER_RACK_O_KIND = Kind(
    id=SUPER_RACK_O_ID, ruleset_ids=(SUPER_RACK_O_ID,), check_rack=_super_rack,
    check_move=_super_move, engine=super_engine, ruleset=_super_ruleset,
    read_action=super_actions.action_from_dict, load=super_state.from_dict,
    public_view=super_views.public_view, view=super_views.view,
    bots=SUPER_BOTS, bot_move=super_bot_move, advise=super_advise_seat,
)

KINDS: Mapping[str, Kind] = {k.id: k for k in (RACK_O_KIND, SUPER_RACK_O_KIND)}
"""Every kind by its id."""

_BY_RULESET: Mapping[str, Kind] = {r: k for k in KINDS.values() for r in k.ruleset_ids}
RULESET_IDS = tuple(_BY_RULESET)
"""Every ruleset id the service knows: the Rack-O presets, then super-rack-o."""


def find_kind(ruleset_id: object) -> Kind | None:
    """The kind that plays `ruleset_id`, or None for an id the service does not know."""
    return _BY_RULESET.get(ruleset_id) if isinstance(ruleset_id, str) else None


def kind_of(ruleset_id: object) -> Kind:
    """The kind that plays `ruleset_id`; an unknown id is malformed input (InvalidInput).

    >>> kind_of("no-such-game")
    Traceback (most recent call last):
    ...
    racko_api.core.errors.InvalidInput: unknown ruleset 'no-such-game'
    """
    kind = find_kind(ruleset_id)
    if kind is None:
        raise InvalidInput(tr("unknown ruleset {ruleset_id!r}", ruleset_id=ruleset_id),
                           errors=(FieldError("ruleset", tr("must be one of {choices}",
                                                                    choices=", ".join(RULESET_IDS))),))
    return kind


__all__ = ["KINDS", "RACK_O_KIND", "RULESET_IDS", "SUPER_RACK_O_KIND", "Bot", "GameEngine", "Kind", "Table",
           "find_kind", "kind_of"]
