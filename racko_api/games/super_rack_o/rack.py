"""The double rack: a blue side (left) and a red side (right), rows 1..8, row 1 the low end.

`DoubleRack` is generic: the rules use racks of `Card` faces, the engine racks of card ids.
The dict form is ``{"blue": [row 1, ..., row 8], "red": [...]}``.
"""

from __future__ import annotations

from collections.abc import Callable, Iterator, Mapping, Sequence
from dataclasses import dataclass
from typing import Any, Generic, TypeVar

from racko_api.core.errors import FieldError, InvalidInput
from racko_api.core.words import tr
from racko_api.games.super_rack_o.cards import Card, Colour, Kind, format_card, read_card

ROWS = 8
T = TypeVar("T")
U = TypeVar("U")


@dataclass(frozen=True, order=True)
class Slot:
    """One slot of a double rack: a side and a row 1..8."""

    side: Colour
    row: int

    def __post_init__(self) -> None:
        if not 1 <= self.row <= ROWS:
            raise ValueError(tr("row {row} is not 1-{rows}", row=self.row, rows=ROWS))

    def to_dict(self) -> dict[str, Any]:
        return {"side": self.side.value, "row": self.row}

    def __str__(self) -> str:
        return tr("{side} row {row}", side=self.side.value, row=self.row)


SLOTS: tuple[Slot, ...] = tuple(Slot(side, row) for side in Colour for row in range(1, ROWS + 1))
"""Every slot, blue rows 1..8 then red rows 1..8: the order used whenever one must be picked."""


def read_row(data: object, field: str = "row") -> int:
    """A row number 1..8; anything else is malformed input."""
    if isinstance(data, bool) or not isinstance(data, int) or not 1 <= data <= ROWS:
        raise InvalidInput(tr("a row is a whole number 1-{rows}", rows=ROWS),
                           errors=(FieldError(field, tr("a row is a whole number 1-{rows}", rows=ROWS)),))
    return data


def read_slot(data: object, field: str = "slot") -> Slot:
    """Read ``{"side": "blue", "row": 3}``."""
    if not isinstance(data, Mapping):
        raise InvalidInput(tr("a slot is an object with side and row"),
                           errors=(FieldError(field, tr("a slot is an object with side and row")),))
    try:
        side = Colour(data.get("side"))
    except ValueError:
        raise InvalidInput(tr("side is blue or red"),
                           errors=(FieldError(f"{field}/side", tr("side is blue or red")),)) from None
    return Slot(side, read_row(data.get("row"), f"{field}/row"))


@dataclass(frozen=True)
class DoubleRack(Generic[T]):
    """Eight cards a side; index 0 of each tuple is row 1."""

    blue: tuple[T, ...]
    red: tuple[T, ...]

    def __post_init__(self) -> None:
        if len(self.blue) != ROWS or len(self.red) != ROWS:
            raise ValueError(tr("each side of a double rack holds {rows} cards", rows=ROWS))

    def side(self, colour: Colour) -> tuple[T, ...]:
        return self.blue if colour is Colour.BLUE else self.red

    def __getitem__(self, slot: Slot) -> T:
        return self.side(slot.side)[slot.row - 1]

    def replace(self, slot: Slot, item: T) -> DoubleRack[T]:
        """The same rack with `item` in `slot` (S-TURN: the new card takes the old card's slot)."""
        cards = list(self.side(slot.side))
        cards[slot.row - 1] = item
        if slot.side is Colour.BLUE:
            return DoubleRack(tuple(cards), self.red)
        return DoubleRack(self.blue, tuple(cards))

    def switch_row(self, row: int) -> DoubleRack[T]:
        """Move the red card of `row` to the blue side and the blue card to the red (S-SWAP)."""
        i = row - 1
        blue, red = list(self.blue), list(self.red)
        blue[i], red[i] = self.red[i], self.blue[i]
        return DoubleRack(tuple(blue), tuple(red))

    def items(self) -> Iterator[tuple[Slot, T]]:
        """Every slot with its card, in `SLOTS` order."""
        for slot in SLOTS:
            yield slot, self[slot]

    def map(self, f: Callable[[T], U]) -> DoubleRack[U]:
        return DoubleRack(tuple(f(x) for x in self.blue), tuple(f(x) for x in self.red))


def rack_to_dict(rack: DoubleRack[Card], named: Mapping[Slot, int] | None = None) -> dict[str, list[str]]:
    """Text form of each card, low row first; a wild named a value reads ``BW=17``."""
    given = named or {}
    return {c.value: [format_card(card) + (f"={given[Slot(c, row)]}" if Slot(c, row) in given else "")
                      for row, card in enumerate(rack.side(c), start=1)] for c in Colour}


_LIMITS = {Kind.WILD: 5, Kind.SWAP: 10, Kind.REVERSE: 8}
"""How many of each card the 108-card box holds (S-DECK): 5 wilds a colour, 10 swaps, 8 reverses."""


def read_rack(data: object, field: str = "rack") -> DoubleRack[Card]:
    """Read ``{"blue": [8 cards], "red": [8 cards]}`` (text or dict cards), all errors at once.

    Cards that the 108-card box cannot supply (a number card twice, a sixth wild of a colour,
    more than 10 swaps or 8 reverses, a number outside 1-40) are a rack that cannot exist, not
    an illegal position: InvalidInput citing S-DECK.
    """
    if not isinstance(data, Mapping):
        raise InvalidInput(tr("a double rack is an object with blue and red lists"),
                           errors=(FieldError(field, tr("an object with blue and red lists")),))
    errors: list[FieldError] = []
    sides: dict[Colour, list[Card]] = {}
    for colour in Colour:
        raw = data.get(colour.value)
        where = f"{field}/{colour.value}"
        if not isinstance(raw, Sequence) or isinstance(raw, str) or len(raw) != ROWS:
            errors.append(FieldError(where, tr("the {colour} side is a list of {rows} "
                                               "cards, row 1 first", colour=colour.value, rows=ROWS)))
            continue
        cards: list[Card] = []
        for i, item in enumerate(raw):
            try:
                cards.append(read_card(item, f"{where}/{i}"))
            except InvalidInput as e:
                errors.extend(e.errors)
        sides[colour] = cards
    extra = set(data) - {c.value for c in Colour}
    errors.extend(FieldError(f"{field}/{k}", tr("unknown field")) for k in sorted(map(str, extra)))
    if not errors:
        errors.extend(_box_errors(sides, field))
    if errors:
        rules = {e.rule for e in errors}
        rule = rules.pop() if len(rules) == 1 else None
        message = (tr("the double rack cannot exist: {why}", why=errors[0].message) if rule == "S-DECK"
                   else tr("the double rack is malformed"))
        raise InvalidInput(message, rule=rule, errors=tuple(errors))
    return DoubleRack(tuple(sides[Colour.BLUE]), tuple(sides[Colour.RED]))


def _box_errors(sides: dict[Colour, list[Card]], field: str) -> list[FieldError]:
    errors: list[FieldError] = []
    seen: dict[Card, str] = {}
    counts: dict[tuple[Kind, Colour | None], int] = {}
    for colour in Colour:
        for i, card in enumerate(sides[colour]):
            where = f"{field}/{colour.value}/{i}"
            if card.kind is Kind.NUMBER:
                if card in seen:
                    errors.append(FieldError(where, tr("{card} is already at "
                                                       "{where}; the box has one of each "
                                                       "number card",
                                                       card=format_card(card),
                                                       where=seen[card]), "S-DECK"))
                seen[card] = where
                continue
            key = (card.kind, card.colour)
            counts[key] = counts.get(key, 0) + 1
            if counts[key] > _LIMITS[card.kind]:
                errors.append(FieldError(where, tr("the box has only {count} "
                                                   "{card} cards",
                                                   count=_LIMITS[card.kind],
                                                   card=format_card(card)), "S-DECK"))
    return errors


__all__ = ["ROWS", "SLOTS", "DoubleRack", "Slot", "rack_to_dict", "read_rack", "read_row", "read_slot"]
