"""The games behind each family of forms (`core.forms.FormFamily`), read from the kind registry.

A family's schema module builds its forms once, from the facts of the first registered game of
that family (`facts_of`), and accepts the ruleset ids of every game of it (`ruleset_ids_of`); a
form per game (`ByRuleset`) is looked up by the game's family, so no schema module names a game.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable, Mapping
from typing import Any

from marshmallow import validate

from racko_api.core.forms import FormFamily, Forms, OptionSpec
from racko_api.core.traits import ScoreUnit
from racko_api.games.kinds import KINDS, AnyKind


def kinds_of(family: FormFamily) -> list[AnyKind]:
    """The registered kinds whose bodies take `family`'s forms, in the registry's order."""
    return [k for k in KINDS.values() if k.forms.family == family]


def forms_of(family: FormFamily) -> Forms:
    """The plain values `family`'s forms are built from: the first such kind's."""
    kinds = kinds_of(family)
    if not kinds:
        raise LookupError(f"no game takes the {family.value} forms")
    return kinds[0].forms


def facts_of(family: FormFamily) -> Mapping[str, Any]:
    """The figures `family`'s forms check and cite (slot labels, rows, the advisor's bounds ...)."""
    return forms_of(family).facts


def options_of(family: FormFamily) -> Mapping[str, OptionSpec]:
    """The house-rule options `family`'s forms take."""
    return forms_of(family).options


def ruleset_ids_of(family: FormFamily) -> list[str]:
    """Every ruleset id a game of `family` plays."""
    return [r for k in kinds_of(family) for r in k.ruleset_ids]




class OneOfRegistered(validate.OneOf):
    """`validate.OneOf` whose choices are read from the kind registry at each use, not at import:
    a game registered later (`kinds.registered`) is accepted, and documented by an app made then."""

    def __init__(self, read: Callable[[], Iterable[str]]) -> None:
        self.read = read
        super().__init__(())

    @property
    def choices(self) -> list[str]:
        return list(self.read())

    @choices.setter
    def choices(self, value: object) -> None:
        """Set by `OneOf.__init__`; the registry is read instead."""

    @property
    def choices_text(self) -> str:
        return ", ".join(self.choices)

    @choices_text.setter
    def choices_text(self, value: object) -> None:
        """Set by `OneOf.__init__`; the registry is read instead."""


def most_wins_needed() -> int | None:
    """The largest target, in won rounds, that any registered game whose sheet counts wins may
    set; None when no such game is registered."""
    return max((k.sheet.max_target for k in KINDS.values() if k.traits.score_unit is ScoreUnit.WINS),
               default=None)


def game_ids() -> list[str]:
    """Every registered kind's id (a table's and a sheet's `game`)."""
    return list(KINDS)


def ruleset_ids() -> list[str]:
    """Every registered kind's ruleset ids (a request's `ruleset`), in the registry's order."""
    return [r for kind in KINDS.values() for r in kind.ruleset_ids]


def action_types() -> list[str]:
    """Every action `type` any registered game reads, in order."""
    return sorted({t for kind in KINDS.values() for t in kind.action_types})


def bot_names() -> list[str]:
    """Every bot any registered game seats, in the registry's order."""
    return list(dict.fromkeys(name for kind in KINDS.values() for name in kind.bots))


__all__ = ["OneOfRegistered", "action_types", "bot_names", "facts_of", "forms_of", "game_ids", "kinds_of",
           "most_wins_needed", "options_of", "ruleset_ids", "ruleset_ids_of"]
