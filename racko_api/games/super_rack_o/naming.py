"""Naming a wild (S-WILD): the value a player says a wild stands for, read and judged.

A naming rides on the wild card itself, in either card form: the text ``"BW=17"`` or the
object ``{"kind": "wild", "colour": "blue", "value": 17}``. It is a claim about the rules, so
a naming that contradicts them is refused (InvalidInput citing S-WILD), never answered:

- the value is not a whole number 1-40 (``"BW=16.5"``, ``41``);
- the wild is not on the side of its colour, where it stands for nothing;
- the value breaks the strict increase of its side: it is not above the nearest card below
  it that has a value (a number card, or a wild named too) by at least one whole number for
  each unnamed wild between them, and likewise below the nearest one above (or 40).

A side out of order elsewhere (two number cards the wrong way round) does not make a naming
wrong: that is the verdict's business (S-WIN).

>>> from racko_api.games.super_rack_o.rack import Slot
>>> from racko_api.games.super_rack_o.cards import Colour
>>> rack, named = read_named_rack({"blue": ["B3", "BW=9", "B12", "B14", "B20", "B26", "B33", "B39"],
...                               "red": ["R1", "R2", "R3", "R4", "R5", "R6", "R7", "R8"]})
>>> named[Slot(Colour.BLUE, 2)].value
9
"""

from __future__ import annotations

import json
import math
import re
from collections.abc import Mapping, Sequence
from dataclasses import dataclass

from racko_api.core.errors import FieldError, InvalidInput
from racko_api.core.words import Text, tr, trn
from racko_api.games.super_rack_o.cards import TOP_VALUE, Card, Colour, Kind, format_card
from racko_api.games.super_rack_o.rack import ROWS, SLOTS, DoubleRack, Slot, read_rack

_NAMED_TEXT = re.compile(r"^\s*([BR]W)\s*=\s*(.*?)\s*$", re.IGNORECASE)
_WHOLE = re.compile(r"^[0-9]+$")
WHOLE_1_40 = tr("a wild stands for a whole number 1-{top}, never a fraction", top=TOP_VALUE)
IN_DECK = tr("a wild stands for a whole number 1-{top}", top=TOP_VALUE)  # a whole number out of range
_FRACTION = re.compile(r"^\s*[0-9]*\s*[./,]\s*[0-9]+\s*$")


@dataclass(frozen=True)
class NamedWild:
    """The value named for one wild, and the request field it was sent in (for errors)."""

    value: int
    field: str


Naming = Mapping[Slot, NamedWild]


def split_naming(item: object, field: str) -> tuple[object, tuple[object, str] | None]:
    """A card as sent -> the card without its naming, and the naming as sent with its field."""
    if isinstance(item, str):
        m = _NAMED_TEXT.match(item)
        if m:
            return m[1], (m[2], field)
    elif isinstance(item, Mapping) and item.get("kind") == "wild" and "value" in item:
        bare = {k: v for k, v in item.items() if k != "value"}
        return bare, None if item["value"] is None else (item["value"], f"{field}/value")
    return item, None


_SAID_DIGITS = 6  # a whole number of more digits is said by its count of digits, not repeated
_SAID_CHARACTERS = 24  # any other value longer than this is repeated cut short


def _whole(raw: object) -> int | None:
    """The whole number a value names (a JSON number or a text of digits), else None. A text of
    many digits is taken as out of range unconverted (Python converts none of over 4,300)."""
    if isinstance(raw, str) and _WHOLE.match(raw):
        digits = raw.lstrip("0") or "0"
        return int(digits) if len(digits) <= _SAID_DIGITS else TOP_VALUE + 1
    if isinstance(raw, int) and not isinstance(raw, bool):
        return raw
    if isinstance(raw, float) and raw.is_integer():
        return int(raw)
    return None


def _out_of_range(raw: object, value: int) -> Text:
    """Why a whole number out of 1-40 names no wild, in a few words: the number itself when short,
    a JSON number such as 1e308 as written, a longer one by its count of digits (never all 309)."""
    if isinstance(raw, float) and abs(value) >= 10 ** _SAID_DIGITS:
        return tr("a wild named {value}: {why}", value=_value_said(raw), why=IN_DECK)
    digits = len(raw.lstrip("0") if isinstance(raw, str) else str(abs(value)))
    if digits > _SAID_DIGITS:
        return tr("a wild named a number of {digits} digits: {why}", digits=digits, why=IN_DECK)
    return tr("a wild named {value}: {why}", value=value, why=IN_DECK)


def _value_said(raw: object) -> str:
    """A value as the client sent it, in JSON ("abc", true, 2.5, 1e+308), cut short when long."""
    said = json.dumps(raw, ensure_ascii=False)
    if len(said) <= _SAID_CHARACTERS:
        return said
    if isinstance(raw, str):  # in its quotes all the same
        return json.dumps(raw[:_SAID_CHARACTERS - 6] + "…", ensure_ascii=False)
    return said[:_SAID_CHARACTERS - 4] + "…"


def read_value(raw: object, field: str) -> NamedWild:
    """A named value: a whole number 1-40, else InvalidInput citing S-WILD, whose message stays
    short however long the value sent."""
    value = _whole(raw)
    if value is None:
        fraction = (isinstance(raw, float) and math.isfinite(raw)
                    or isinstance(raw, str) and _FRACTION.match(raw) is not None)
        message = tr("a wild named {value}: {why}", value=_value_said(raw), why=WHOLE_1_40 if fraction
                     else tr("name a whole number 1-{top}", top=TOP_VALUE))
    elif not 1 <= value <= TOP_VALUE:
        message = _out_of_range(raw, value)
    else:
        return NamedWild(value, field)
    raise InvalidInput(message, rule="S-WILD", errors=(FieldError(field, message, "S-WILD"),))


def read_named_rack(data: object,
                    field: str = "rack") -> tuple[DoubleRack[Card], dict[Slot, NamedWild]]:
    """Read a double rack whose wilds may be named; the naming is read, not yet judged.

    The cards are read first (malformed, or impossible by S-DECK); then every named value
    (S-WILD). Judge the naming against the rack with `verify_naming`.
    """
    raw: dict[Slot, tuple[object, str]] = {}
    bare: object = data
    if isinstance(data, Mapping):
        bare = dict(data)
        for colour in Colour:
            side = data.get(colour.value)
            if isinstance(side, Sequence) and not isinstance(side, str) and len(side) == ROWS:
                cards = []
                for i, item in enumerate(side):
                    card, naming = split_naming(item, f"{field}/{colour.value}/{i}")
                    cards.append(card)
                    if naming is not None:
                        raw[Slot(colour, i + 1)] = naming
                bare[colour.value] = cards
    rack = read_rack(bare, field)
    named: dict[Slot, NamedWild] = {}
    errors: list[FieldError] = []
    for slot, (value, where) in raw.items():
        try:
            named[slot] = read_value(value, where)
        except InvalidInput as exc:
            errors.extend(exc.errors)
    if errors:
        raise InvalidInput(errors[0].message, rule="S-WILD", errors=tuple(errors))
    return rack, named


def _neighbour(cards: Sequence[Card], side: Colour, row: int, named: Mapping[int, int],
               step: int) -> tuple[int | None, int, int]:
    """The nearest card with a value from `row` going `step` (-1 down, +1 up): its value (None if
    there is none), its row, and how many unnamed wilds of the side lie between."""
    unnamed = 0
    r = row + step
    while 1 <= r <= len(cards):
        card = cards[r - 1]
        if card.kind is Kind.NUMBER:
            return card.value, r, unnamed
        if card.kind is Kind.WILD and card.colour is side:
            if r in named:
                return named[r], r, unnamed
            unnamed += 1
        r += step
    return None, r, unnamed


def wild_range(cards: Sequence[Card], side: Colour, row: int, named: Mapping[int, int]) -> tuple[int, int]:
    """S-WILD: the lowest and highest whole number the wild in `row` may stand for, the number
    cards and named wilds of its side kept and every other unnamed wild left a number of its own."""
    low, _, below = _neighbour(cards, side, row, named, -1)
    high, _, above = _neighbour(cards, side, row, named, +1)
    return (low or 0) + below + 1, (TOP_VALUE + 1 if high is None else high) - above - 1


def _wilds(n: int) -> str:
    return tr("the unnamed wild") if n == 1 else tr("the {n} unnamed wilds", n=n)


def _order_error(cards: Sequence[Card], slot: Slot, value: int, named: Mapping[int, int]) -> str | None:
    """Why `value` at `slot` breaks the strict increase of its side, or None."""
    low, low_row, below = _neighbour(cards, slot.side, slot.row, named, -1)
    high, high_row, above = _neighbour(cards, slot.side, slot.row, named, +1)
    said = tr("{card} in {slot} named {value}",
              card=format_card(cards[slot.row - 1]), slot=slot, value=value)
    floor, ceiling = (low or 0), (TOP_VALUE + 1 if high is None else high)
    if low is not None and value <= low:
        return tr("{said} breaks the order of its side: it is not higher than {low} in row "
                  "{low_row}", said=said, low=low, low_row=low_row)
    if high is not None and value >= high:
        return tr("{said} breaks the order of its side: it is not lower than {high} in row "
                  "{high_row}", said=said, high=high, high_row=high_row)
    if value - floor - 1 < below:
        where = (tr("between {low} (row {low_row}) and {value}", low=low, low_row=low_row,
        value=value) if low is not None
                 else tr("below {value} (they start at 1)", value=value))
        return trn("{said} breaks the order of its side: {wilds} below it needs {n} whole number {where}",
                   "{said} breaks the order of its side: {wilds} below it need {n} whole numbers {where}",
                   below, said=said, wilds=_wilds(below), where=where)
    if ceiling - value - 1 < above:
        where = tr("between {value} and {high} (row {high_row})", value=value, high=high,
        high_row=high_row) if high is not None \
            else tr("above {value} (they stop at {top})", value=value, top=TOP_VALUE)
        return trn("{said} breaks the order of its side: {wilds} above it needs {n} whole number {where}",
                   "{said} breaks the order of its side: {wilds} above it need {n} whole numbers {where}",
                   above, said=said, wilds=_wilds(above), where=where)
    return None


def naming_errors(rack: DoubleRack[Card], naming: Naming) -> list[FieldError]:
    """Every way the naming contradicts S-WILD on this rack, each at the field it was sent in."""
    errors: list[FieldError] = []
    for slot, named in sorted(naming.items(), key=lambda item: SLOTS.index(item[0])):
        card = rack[slot]
        if card.kind is not Kind.WILD:
            message: str = tr("{slot} holds {card}: only a wild's value is named",
                         slot=slot, card=format_card(card))
        elif card.colour is not slot.side:
            message = (tr("{card} in {slot} is named {value}, but a wild "
                          "stands for a number only on the side of its colour",
                          card=format_card(card), slot=slot, value=named.value))
        else:
            own = {s.row: n.value for s, n in naming.items() if s.side is slot.side}
            found = _order_error(rack.side(slot.side), slot, named.value, own)
            if found is None:
                continue
            message = found
        errors.append(FieldError(named.field, message, "S-WILD"))
    return errors


def verify_naming(rack: DoubleRack[Card], naming: Naming) -> None:
    """Raise InvalidInput citing S-WILD, naming every bad field, unless the naming is legal here."""
    errors = naming_errors(rack, naming)
    if errors:
        raise InvalidInput(tr("the naming of a wild contradicts the rules: {reason}",
                              reason=errors[0].message),
                           rule="S-WILD", errors=tuple(errors))


def values_of(naming: Naming) -> dict[Slot, int]:
    """Slot -> the value named, for the verdict (`win.rack_verdict`)."""
    return {slot: named.value for slot, named in naming.items()}


__all__ = ["WHOLE_1_40", "NamedWild", "Naming", "naming_errors", "read_named_rack", "read_value",
           "split_naming", "values_of", "verify_naming"]
