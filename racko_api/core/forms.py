"""What the HTTP layer builds a game's forms from: plain values, no schema.

A game declares its `Forms` in its `Kind`: the family of forms its bodies take (one rack of
printed slot labels, or a double rack of two coloured sides), its house-rule options, and the
figures those forms check or cite. The API builds each family's marshmallow forms once, from the
facts of a game of that family, and looks a game's form up by its family, so no schema module
names a game, and a game of a known family needs no schema of its own. A game of no family gets
the fields every family's form checks alike, the rest checked by its core.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, field
from enum import StrEnum
from typing import Any


class FormFamily(StrEnum):
    """The shapes of body the API has forms for."""

    NONE = ""  # no form of its own: the shared fields, the rest passed to the game's core
    SINGLE_RACK = "single_rack"  # one rack of numbered cards in printed slots; options by preset
    DOUBLE_RACK = "double_rack"  # two coloured sides of rows, cards in text form, wilds


@dataclass(frozen=True)
class OptionSpec:
    """What values one option takes: the rules read it, and the API's schema is written from it."""

    name: str
    kind: str  # "int", "enum", "bool", "deck" (by_players or a top card), "run" (RunRequirement)
    low: int = 0  # "int", "deck", "run": the lowest whole number
    high: int = 0  # ... and the highest
    enum: type[StrEnum] | None = None  # "enum": its values
    description: str = ""

    @property
    def choices(self) -> tuple[str, ...]:
        return () if self.enum is None else tuple(m.value for m in self.enum)


@dataclass(frozen=True, kw_only=True)
class Forms:
    """A game's forms as plain values: its family, its options, and the figures its forms use
    (by name, as the family's schema module reads them: slot labels, rows, the advisor's bounds)."""

    family: FormFamily = FormFamily.NONE
    options: Mapping[str, OptionSpec] = field(default_factory=dict)
    facts: Mapping[str, Any] = field(default_factory=dict)


__all__ = ["FormFamily", "Forms", "OptionSpec"]
