"""The texts the rules are read from, each described in the project's own words.

The project keeps its own copy of every text in docs/sources/ (`Source.file`); each citation of the
rule catalogue quotes one of them word for word, and a test finds every quote there. Each game
declares the texts its editions read (`Kind.texts`); the texts the R- rules cite are named here.
"""

from __future__ import annotations

from dataclasses import dataclass


@dataclass(frozen=True)
class Source:
    """A rule text: how the API names it in a rule's `sources`, and its file in docs/sources/."""

    title: str
    file: str


HASBRO = Source("Hasbro / Milton Bradley rulebook", "rack-o-rulebook-hasbro.txt")
PARKER_1992 = Source("Parker Brothers 1992 reprint, a player's summary", "rack-o-usenet-parker-1992.txt")
SWEDISH = Source("Swedish edition (Rack-O regler)", "rack-o-regler-svenska.txt")
ITALIAN = Source("Italian edition (Rack-O regole)", "rack-o-regole-italiano.txt")


@dataclass(frozen=True)
class Text:
    """What a text is, which presets read it, and the short lines the readings rest on."""

    source: Source
    language: str
    presets: tuple[str, ...]
    about: str
    quotes: tuple[str, ...]


__all__ = ["HASBRO", "ITALIAN", "PARKER_1992", "SWEDISH", "Source", "Text"]
