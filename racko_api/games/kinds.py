"""The kinds of game the service knows, found by ruleset id: Rack-O (every preset) and Super Rack-O.

A caller looks its kind up (`kind_of`) and uses what the kind holds (`racko_api.core.kind.Kind`),
instead of testing a ruleset id (as python-chess finds a variant by name):
`kind_of("hasbro").check_move(table)` answers a Rack-O turn,
`kind_of("super-rack-o").engine.apply(state, seat, action)` plays a Super Rack-O one. Adding a
game is a package under `games/` whose `kind.py` exports its Kind as `KIND`, and one line here, its
package's name in `GAME_PACKAGES`; a game defined elsewhere (the tests' toy game) plays for the
length of a block (`registered`).

>>> kind_of("hasbro").id, kind_of("super-rack-o").id
('rack-o', 'super-rack-o')
"""

from __future__ import annotations

from collections.abc import Iterator, Mapping, Sequence
from contextlib import contextmanager
from importlib import import_module
from types import MappingProxyType
from typing import Any, overload

from racko_api.core.catalog import BASE_RULES, Rule, assemble, with_decisions
from racko_api.core.errors import FieldError, InvalidInput
from racko_api.core.events import SHARED, EventType, catalogue
from racko_api.core.kind import GameEngine, Kind, Scoring, Table
from racko_api.core.sources import Text
from racko_api.core.words import tr

AnyKind = Kind[Any, Any, Any, Any]

GAME_PACKAGES: tuple[str, ...] = (  # one line per game: its package under games/, in the order listed
    "rack_o",
    "super_rack_o",
)


def _load(package: str) -> AnyKind:
    """The Kind a game package's `kind` module exports as `KIND`."""
    kind = import_module(f"{__name__.rpartition('.')[0]}.{package}.kind").KIND
    if not isinstance(kind, Kind):
        raise TypeError(f"games.{package}.kind.KIND is not a Kind")
    return kind


_KINDS: dict[str, AnyKind] = {k.id: k for k in map(_load, GAME_PACKAGES)}
KINDS: Mapping[str, AnyKind] = MappingProxyType(_KINDS)
"""Every kind by its id."""

_EVENT_TYPES: dict[str, EventType] = {}
EVENT_TYPES: Mapping[str, EventType] = MappingProxyType(_EVENT_TYPES)
"""Every event type a game emits, by name: the shared ones, then each kind's own."""

RULES: Mapping[str, Rule] = assemble(
    with_decisions(BASE_RULES.values(), {r: tuple(d for k in KINDS.values() for d in k.decisions.get(r, ()))
                                         for k in KINDS.values() for r in k.decisions}),
    *(k.rules for k in KINDS.values()))
"""The rule catalogue by id: the R- rules any game may cite, then each kind's own."""

TEXTS: tuple[Text, ...] = tuple(t for k in KINDS.values() for t in k.texts)
"""Every text the rules are read from, each kind's in turn."""

_BY_RULESET: dict[str, AnyKind] = {}


class _RulesetIds(Sequence[str]):
    """The known ruleset ids, read from the registry each time (a kind registered later is in it)."""

    @overload
    def __getitem__(self, index: int) -> str: ...

    @overload
    def __getitem__(self, index: slice) -> Sequence[str]: ...

    def __getitem__(self, index: int | slice) -> str | Sequence[str]:
        return tuple(_BY_RULESET)[index]

    def __len__(self) -> int:
        return len(_BY_RULESET)

    def __repr__(self) -> str:
        return repr(tuple(_BY_RULESET))


RULESET_IDS: Sequence[str] = _RulesetIds()
"""Every ruleset id the service knows: the Rack-O presets, then super-rack-o."""


def _index() -> None:
    """Rebuild the lookups that follow from the kinds."""
    _EVENT_TYPES.clear()
    _EVENT_TYPES.update(catalogue(SHARED + tuple(t for k in _KINDS.values() for t in k.event_types)))
    _BY_RULESET.clear()
    _BY_RULESET.update({r: k for k in _KINDS.values() for r in k.ruleset_ids})


_index()


@contextmanager
def registered(kind: AnyKind) -> Iterator[AnyKind]:
    """Play `kind` as if it had its line here, until the block ends (a game defined outside the
    package, such as the tests' toy game). Its id and ruleset ids must be new."""
    taken = {kind.id, *kind.ruleset_ids} & {*_KINDS, *_BY_RULESET}
    if taken:
        raise ValueError(f"already registered: {', '.join(sorted(taken))}")
    _KINDS[kind.id] = kind
    _index()
    try:
        yield kind
    finally:
        del _KINDS[kind.id]
        _index()


def find_kind(ruleset_id: object) -> AnyKind | None:
    """The kind that plays `ruleset_id`, or None for an id the service does not know."""
    return _BY_RULESET.get(ruleset_id) if isinstance(ruleset_id, str) else None


def kind_of(ruleset_id: object) -> AnyKind:
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


LARGEST_TARGET = max(k.sheet.max_target for k in KINDS.values())
"""The largest target any game's sheet may set."""

SCORING_RULESET_IDS = tuple(r for r, k in _BY_RULESET.items() if k.scoring is not None)
"""The ruleset ids whose racks score points."""


def scoring_of(ruleset_id: object) -> Scoring:
    """The scoring endpoints of the kind that plays `ruleset_id`; an unknown id, or one whose racks
    score no points, is malformed input (InvalidInput)."""
    scoring = kind_of(ruleset_id).scoring
    if scoring is None:
        raise InvalidInput(tr("{ruleset} scores no points", ruleset=ruleset_id),
                           errors=(FieldError("ruleset", tr("must be one of {choices}",
                                                            choices=", ".join(SCORING_RULESET_IDS))),))
    return scoring


__all__ = ["EVENT_TYPES", "GAME_PACKAGES", "KINDS", "LARGEST_TARGET", "RULES", "RULESET_IDS",
           "SCORING_RULESET_IDS", "TEXTS", "AnyKind", "GameEngine", "Kind", "Scoring", "Table", "find_kind",
           "kind_of", "registered", "scoring_of"]
