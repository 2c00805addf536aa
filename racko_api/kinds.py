"""The kinds of game the service knows, found by ruleset id: Rack-O (every preset) and Super Rack-O.

A caller looks its kind up (`kind_of`) and uses what the kind holds, instead of testing a ruleset
id: `kind_of("hasbro").check_move(table)` answers a Rack-O turn, `kind_of("super-rack-o")` a
Super Rack-O one. A table is the request as JSON-shaped values (the fields of POST /v1/check/...).
Pure core: nothing of the web here.

>>> kind_of("hasbro").id, kind_of("super-rack-o").id
('rack-o', 'super-rack-o')
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from dataclasses import dataclass
from typing import Any

from .rules import referee
from .rules.errors import FieldError, InvalidInput
from .rules.presets import PRESETS, get_ruleset
from .rules.ruleset import GAME
from .rules.verdicts import MoveVerdict, Verdict
from .super_rack_o import referee as super_referee
from .super_rack_o.ruleset import SUPER_RACK_O_ID

Table = Mapping[str, Any]


@dataclass(frozen=True)
class Kind:
    """A game as its callers need it: its id (a sheet's and a table's `game`), the ruleset ids
    that play it, and its referee, reading a table: `check_rack` (does this rack win here?) and
    `check_move` (may the player do this now?), each answering a verdict that cites the rules."""

    id: str
    ruleset_ids: tuple[str, ...]
    check_rack: Callable[[Table], Verdict]
    check_move: Callable[[Table], MoveVerdict[Any, Any, Any, Any]]


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


RACK_O_KIND = Kind(id=GAME, ruleset_ids=tuple(PRESETS), check_rack=_racko_rack,
                   check_move=_racko_move)
SUPER_RACK_O_KIND = Kind(id=SUPER_RACK_O_ID, ruleset_ids=(SUPER_RACK_O_ID,),
                         check_rack=_super_rack, check_move=_super_move)

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
    racko_api.rules.errors.InvalidInput: unknown ruleset 'no-such-game'
    """
    kind = find_kind(ruleset_id)
    if kind is None:
        raise InvalidInput(f"unknown ruleset {ruleset_id!r}",
                           errors=(FieldError("ruleset", "must be one of " + ", ".join(RULESET_IDS)),))
    return kind


__all__ = ["KINDS", "RACK_O_KIND", "RULESET_IDS", "SUPER_RACK_O_KIND", "Kind", "Table", "find_kind",
           "kind_of"]
