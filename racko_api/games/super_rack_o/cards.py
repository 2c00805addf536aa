"""Super Rack-O card faces: what the rules see of a card, with its text and dict forms.

Text forms: ``B17`` (blue 17), ``R3``, ``BW`` / ``RW`` (wilds), ``SWAP``, ``REV``.
Swap and reverse cards belong to a deck (see `deck.py`) but their colour never matters
to a rule, so their face has no colour.

>>> parse_card("b17")
Card(kind=<Kind.NUMBER: 'number'>, colour=<Colour.BLUE: 'blue'>, value=17)
>>> format_card(parse_card("RW"))
'RW'
"""

from __future__ import annotations

import re
from collections.abc import Mapping
from dataclasses import dataclass
from enum import Enum
from typing import Any

from racko_api.core.errors import FieldError, InvalidInput
from racko_api.core.words import Text, tr

TOP_VALUE = 40
"""Number cards run 1..40 in each colour (S-DECK; S-WILD: a wild stands for 1..40)."""


class Colour(Enum):
    """A deck colour, and the side of the double rack that wants it."""

    BLUE = "blue"
    RED = "red"

    @property
    def letter(self) -> str:
        return self.value[0].upper()

    @property
    def other(self) -> Colour:
        return Colour.RED if self is Colour.BLUE else Colour.BLUE


class Kind(Enum):
    NUMBER = "number"
    WILD = "wild"
    SWAP = "swap"
    REVERSE = "reverse"


@dataclass(frozen=True)
class Card:
    """A card face. Numbers and wilds have a colour; only numbers have a value."""

    kind: Kind
    colour: Colour | None = None
    value: int | None = None

    def __post_init__(self) -> None:
        coloured = self.kind in (Kind.NUMBER, Kind.WILD)
        if coloured != (self.colour is not None):
            raise ValueError(_colour_refused(self.kind))
        if self.kind is Kind.NUMBER:
            if self.value is None or not 1 <= self.value <= TOP_VALUE:
                raise ValueError(tr("a number card needs a value 1-{top}", top=TOP_VALUE))
        elif self.value is not None:
            raise ValueError(no_value(self.kind))

    @property
    def is_action(self) -> bool:
        """Swap and reverse cards: never part of a winning rack (S-WIN)."""
        return self.kind in (Kind.SWAP, Kind.REVERSE)

    def __str__(self) -> str:
        return format_card(self)


def number(colour: Colour, value: int) -> Card:
    return Card(Kind.NUMBER, colour, value)


def wild(colour: Colour) -> Card:
    return Card(Kind.WILD, colour)


SWAP = Card(Kind.SWAP)
REVERSE = Card(Kind.REVERSE)

_TEXT = re.compile(r"^(?:(?P<c>[BR])(?:(?P<v>0|[1-9][0-9]*)|(?P<w>W))|(?P<swap>SWAP)|(?P<rev>REV))$")
_LETTER = {"B": Colour.BLUE, "R": Colour.RED}


def parse_card(text: object, field: str = "card") -> Card:
    """Read the text form (case-insensitive); malformed text raises InvalidInput naming `field`.

    A number outside 1-40 is well-formed but no card of the box: InvalidInput citing S-DECK.
    """
    if not isinstance(text, str):
        raise _bad(field, tr("a card is a text such as B17, R3, BW, RW, SWAP or REV"))
    m = _TEXT.match(text.strip().upper())
    if m is None:
        raise _bad(field, tr("{text!r} is not a card: use B1-B40, R1-R40, BW, RW, SWAP or REV", text=text))
    if m["swap"]:
        return SWAP
    if m["rev"]:
        return REVERSE
    colour = _LETTER[m["c"]]
    if m["w"]:
        return wild(colour)
    value = int(m["v"])
    if not 1 <= value <= TOP_VALUE:
        raise _bad(field, tr("{text!r} is no card of the box: number cards run 1-{top} in "
                             "each colour", text=text, top=TOP_VALUE), rule="S-DECK")
    return number(colour, value)


def format_card(card: Card) -> str:
    """The text form: B17, RW, SWAP, REV."""
    if card.kind is Kind.SWAP:
        return "SWAP"
    if card.kind is Kind.REVERSE:
        return "REV"
    assert card.colour is not None
    return card.colour.letter + ("W" if card.kind is Kind.WILD else str(card.value))


def card_to_dict(card: Card) -> dict[str, Any]:
    """The dict form: ``{"colour": "blue", "kind": "number", "value": 17}`` (keys only if set)."""
    out: dict[str, Any] = {"kind": card.kind.value}
    if card.colour is not None:
        out["colour"] = card.colour.value
    if card.value is not None:
        out["value"] = card.value
    return out


def card_from_dict(data: object, field: str = "card") -> Card:
    """Read the dict form; a colour given for a swap or reverse card (blue or red) rules nothing."""
    if not isinstance(data, Mapping):
        raise _bad(field, tr("a card is a text (B1-B40, R1-R40, BW, RW, SWAP or REV) or an "
                             "object with kind, colour and value"))
    extra = set(data) - {"kind", "colour", "value"}
    if extra:
        raise _bad(f"{field}/{sorted(extra)[0]}", "unknown field")
    try:
        kind = Kind(data.get("kind"))
    except ValueError:
        raise _bad(f"{field}/kind",
        tr("kind is one of number, wild, swap, reverse")) from None
    colour: Colour | None = None
    if kind in (Kind.NUMBER, Kind.WILD) or data.get("colour") is not None:
        try:
            colour = Colour(data.get("colour"))
        except ValueError:
            raise _bad(f"{field}/colour", tr("colour is blue or red")) from None
    if kind in (Kind.SWAP, Kind.REVERSE):
        colour = None  # a swap or reverse card's colour rules nothing
    value = data.get("value")
    if kind is Kind.NUMBER:
        if isinstance(value, bool) or not isinstance(value, int):
            raise _bad(f"{field}/value", tr("a number card has a whole value 1-{top}",
                                            top=TOP_VALUE))
        if not 1 <= value <= TOP_VALUE:
            raise _bad(f"{field}/value", tr("{value} is no card of the box: number cards run "
                                            "1-{top} in each colour",
                                            value=value, top=TOP_VALUE), rule="S-DECK")
    elif value is not None:
        raise _bad(f"{field}/value", no_value(kind))
    return Card(kind, colour, value)


def no_value(kind: Kind) -> Text:
    """A card of `kind` (not a number) given a value: a whole sentence for each kind."""
    return {Kind.WILD: tr("a wild card has no value"), Kind.SWAP: tr("a swap card has no value"),
            Kind.REVERSE: tr("a reverse card has no value")}[kind]


def _colour_refused(kind: Kind) -> Text:
    """A number or wild card without a colour, or a swap or reverse card with one."""
    return {Kind.NUMBER: tr("a number card needs a colour"), Kind.WILD: tr("a wild card needs a colour"),
            Kind.SWAP: tr("a swap card has no colour"),
            Kind.REVERSE: tr("a reverse card has no colour")}[kind]


def read_card(data: object, field: str = "card") -> Card:
    """Either form: a text such as ``"B17"`` or a dict."""
    return parse_card(data, field) if isinstance(data, str) else card_from_dict(data, field)


def _bad(field: str, message: str, rule: str | None = None) -> InvalidInput:
    return InvalidInput(message, rule=rule, errors=(FieldError(field, message, rule),))
