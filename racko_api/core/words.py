"""Sentences for people as message ids with parameters, rendered in a language later.

The core writes English source text through `tr` (and `trn` for a count): the result is a `str`
holding the English sentence, so the core and its tests read it as any string, and it also keeps
its message id and parameters, so the HTTP layer can render it again from a gettext catalogue
in the request's language (`Text.render`). Parameters that are themselves `Text` are rendered
in the same language, and a side, colour or phase by its word. `pybabel extract` finds the
message ids by the keywords `tr`, `trn`, `tr_noop` and `tr_word`. A translation may write a name
in the genitive as `{name:s}` (Swedish: "Annas", "Hans", "Lag A:s"; see `genitive`).

>>> says = tr("card {card} is not in the deck 1-{top}", card=75, top=60)
>>> says, says.msgid
('card 75 is not in the deck 1-60', 'card {card} is not in the deck 1-{top}')
>>> trn("{n} point", "{n} points", 2)
'2 points'
"""

from __future__ import annotations

import re
from collections.abc import Callable, Mapping
from typing import Protocol


class Catalogue(Protocol):
    """What rendering needs of a gettext catalogue (gettext.GNUTranslations has both)."""

    def gettext(self, message: str, /) -> str: ...

    def ngettext(self, singular: str, plural: str, n: int, /) -> str: ...

    def pgettext(self, context: str, message: str, /) -> str: ...


class Text(str):
    """An English sentence that remembers its message id, plural id, count and parameters."""

    msgid: str
    plural: str | None
    number: int | None
    params: Mapping[str, object]

    def __new__(cls, msgid: str, params: Mapping[str, object], plural: str | None = None,
                count: int | None = None) -> Text:
        source = msgid if plural is None or count == 1 else plural
        self = super().__new__(cls, source.format(**{k: _joined(v) for k, v in params.items()}))
        self.msgid, self.plural, self.number, self.params = msgid, plural, count, dict(params)
        return self

    def render(self, catalogue: Catalogue) -> str:
        """This sentence in the catalogue's language (its English words where it has none)."""
        if self.plural is not None and self.number is not None:
            template = catalogue.ngettext(self.msgid, self.plural, self.number)
        else:
            template = catalogue.gettext(self.msgid)
        template = _numbers(template, self.params, catalogue)
        return template.format(**{k: _value(k, v, catalogue) for k, v in self.params.items()})

    def __reduce__(self) -> tuple[Callable[..., Text], tuple[object, ...]]:
        return (Text, (self.msgid, self.params, self.plural, self.number))


def render(value: object, catalogue: Catalogue) -> object:
    """`value` rendered in the catalogue's language when it is a `Text` (a list of them: each,
    joined by commas); anything else as it is."""
    if isinstance(value, list):
        return ", ".join(str(render(v, catalogue)) for v in value)
    return value.render(catalogue) if isinstance(value, Text) else value


class Name(str):
    """A text parameter that a translation may put in the genitive: `{owner:s}` (the format
    spec `s`, the genitive's s, so that gettext's own checks read it as a valid placeholder)."""

    def __format__(self, spec: str) -> str:
        return genitive(self) if spec == "s" else super().__format__(spec)


def genitive(name: str) -> str:
    """A name in the Swedish genitive, as Språkrådet writes it: an s added ("Annas"), none after
    s, x or z ("Hans", "Max"), a colon before it after a letter alone, an abbreviation, a digit
    or a sign ("Lag A:s", "SVT:s", "Spelare 2:s").

    >>> [genitive(n) for n in ("Anna", "Hans", "Max", "Lag A", "SVT", "Spelare 2")]
    ['Annas', 'Hans', 'Max', 'Lag A:s', 'SVT:s', 'Spelare 2:s']
    """
    name = name.rstrip()
    if not name or name[-1].lower() in "sxz":
        return name
    last_word = name.split()[-1]
    if not name[-1].isalpha() or len(last_word) == 1 or (len(last_word) > 1 and last_word.isupper()):
        return f"{name}:s"
    return f"{name}s"


_VALUE = re.compile(r"[a-z_]+")
WORD_PARAMETERS = frozenset({"side", "colour", "phase"})
"""The parameters that name a side, a colour or a phase by its value ("red", "game_over"): each is
looked up in the catalogue with the parameter's name as its context (`value_words.py`), so a
translator gives the form that fits every sentence saying "the {side} side". Any other parameter
is shown as it is: a field or an action ("discard") is never taken for a word of the game."""


def _value(name: str, value: object, catalogue: Catalogue) -> object:
    """A parameter in the catalogue's language: a `Text` rendered, and a side, colour or phase
    (`WORD_PARAMETERS`) by its word in the catalogue."""
    if (name in WORD_PARAMETERS and isinstance(value, str) and not isinstance(value, Text)
            and _VALUE.fullmatch(value)):
        return catalogue.pgettext(name, value)
    if not isinstance(value, str | int | float) and isinstance(shown := str(value), Text):
        return shown.render(catalogue)  # a value whose words are a sentence (a slot: "red row 4")
    rendered = render(value, catalogue)
    return Name(rendered) if isinstance(rendered, str) else rendered


_NUMBER = re.compile(r"\{(\w+)(?::\.(\d)f)?\}")


def _numbers(template: str, params: Mapping[str, object], catalogue: Catalogue) -> str:
    """The template with each number parameter (`{n}`, `{gain:.1f}`) written in the catalogue's
    language, when the catalogue can (a `number(value, places)` method: "65 536", "0,35")."""
    number: Callable[[float, int | None], str] | None = getattr(catalogue, "number", None)
    if number is None:
        return template

    def written(match: re.Match[str]) -> str:
        value = params.get(match[1])
        if isinstance(value, bool) or not isinstance(value, int | float):
            return match[0]
        return number(value, None if match[2] is None else int(match[2])).replace("{", "{{")

    return _NUMBER.sub(written, template)


def _joined(value: object) -> object:
    """A list parameter in English: its items joined by commas."""
    return ", ".join(map(str, value)) if isinstance(value, list) else value


def said(exc: BaseException) -> str:
    """What an exception says: the `Text` it was raised with (it renders in any language), else
    its own English words."""
    first = exc.args[0] if exc.args else None
    return first if isinstance(first, Text) else str(exc)


def tr(msgid: str, **params: object) -> Text:
    """A sentence for a person: English `msgid` with `{name}` placeholders filled from `params`."""
    return Text(msgid, params)


def trn(singular: str, plural: str, number: int, /, **params: object) -> Text:
    """A sentence with a count (`{n}` in the text is the count): "1 point", "2 points"."""
    return Text(singular, {"n": number, **params}, plural, number)


def tr_word(context: str, value: str) -> str:
    """Marks a value word for extraction under its context ("side", "red"); see `WORD_PARAMETERS`."""
    return value


def tr_noop(msgid: str) -> str:
    """Marks a message id for extraction where the text is translated later by its value."""
    return msgid


__all__ = ["WORD_PARAMETERS", "Catalogue", "Name", "Text", "genitive", "render", "said", "tr", "tr_noop",
           "tr_word", "trn"]
