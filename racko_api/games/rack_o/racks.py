"""A rack as a value, and the facts about its order that every rule is built on.

A rack is a tuple of 10 slots, slot #5 first; a slot holds a card number, or None
while empty (only in the Swedish Bonus quick start, R-QUICK).
"""

from __future__ import annotations

from collections.abc import Iterator, Sequence
from dataclasses import dataclass

from racko_api.core.errors import FieldError, InvalidInput
from racko_api.core.words import Text, tr

RACK_SIZE = 10
LONGEST_SAID = 10 ** 6  # a card number this long or longer is not repeated in a refusal
SLOT_LABELS: tuple[int, ...] = tuple(5 * (i + 1) for i in range(RACK_SIZE))

Rack = tuple[int | None, ...]


def label_of(index: int) -> int:
    """Slot index 0..9 -> printed label 5..50."""
    return SLOT_LABELS[index]


def index_of(label: int) -> int:
    """Printed label 5..50 -> slot index 0..9; anything else is malformed."""
    if label not in SLOT_LABELS:
        raise InvalidInput(
            tr("{label!r} is not a slot label; labels are 5, 10, ... 50", label=label),
            rule="R-RACK",
            errors=(FieldError("slot", tr("must be one of 5, 10, ... 50"), "R-RACK"),),
        )
    return SLOT_LABELS.index(label)


def parse_rack(
    cards: Sequence[object], *, top_card: int = 60, allow_empty: bool = False, field: str = "rack"
) -> Rack:
    """Check a list of 10 card numbers (None for an empty slot when allowed) and freeze it.

    >>> parse_rack([3, 10, 13, 19, 22, 23, 41, 47, 55, 57])[0]
    3
    """
    if len(cards) != RACK_SIZE:
        raise InvalidInput(
            tr("a rack has {rack_size} slots, got {got} cards",
               rack_size=RACK_SIZE, got=len(cards)),
            rule="R-RACK",
            errors=(FieldError(field, tr("must hold exactly {rack_size} cards", rack_size=RACK_SIZE),
            "R-RACK"),),
        )
    # The usual case, ten distinct cards in the deck, in one pass; else find and name each problem.
    if all(type(card) is int and 1 <= card <= top_card for card in cards) and len(set(cards)) == RACK_SIZE:
        return tuple(cards)  # type: ignore[arg-type]
    errors: list[FieldError] = []
    seen: dict[int, int] = {}
    for i, card in enumerate(cards):
        where = f"{field}/{i}"
        if card is None:
            if not allow_empty:
                errors.append(FieldError(where, tr("an empty slot is only allowed in the quick "
                                                   "start (R-QUICK)"), "R-QUICK"))
            continue
        if isinstance(card, bool) or not isinstance(card, int):
            errors.append(FieldError(where, tr("a card is a whole number"), "R-RACK"))
            continue
        if not 1 <= card <= top_card:
            errors.append(FieldError(where, out_of_deck(card, top_card), "R-DECK"))
        if card in seen:
            errors.append(FieldError(where, tr("card {card} is already in slot "
                                               "#{seen_label}; every card is unique",
                                               card=card, seen_label=label_of(seen[card])), "R-RACK"))
        seen.setdefault(card, i)
    if errors:
        raise InvalidInput(errors[0].message, rule=errors[0].rule, errors=tuple(errors))
    return tuple(cards)  # type: ignore[arg-type]


@dataclass(frozen=True)
class Stretch:
    """Adjacent slots start..start+length-1 (indexes), a run or an ascending stretch."""

    start: int
    length: int

    @property
    def indexes(self) -> range:
        return range(self.start, self.start + self.length)


def leading_run(rack: Rack) -> int:
    """R-SCORE-LEAD: cards from slot #5 onward while each is higher than the one before.

    >>> leading_run((1, 12, 13, 16, 34, 22, 4, 54, 31, 60))
    5
    """
    if rack[0] is None:
        return 0
    length = 1
    for prev, card in zip(rack, rack[1:], strict=False):
        if card is None or prev is None or card < prev:
            break
        length += 1
    return length


def is_ascending(rack: Rack) -> bool:
    """R-RACKO: all 10 slots filled and strictly increasing from #5 to #50."""
    return leading_run(rack) == RACK_SIZE


def _spans(rack: Rack, links: list[bool]) -> Iterator[tuple[int, int]]:
    """(start, length) of each maximal stretch of filled slots joined by links[i] (slot i to i+1)."""
    start = 0
    for i in range(RACK_SIZE):
        if i == RACK_SIZE - 1 or not links[i]:
            if rack[start] is not None:
                yield start, i - start + 1
            start = i + 1


def _longest(rack: Rack, links: list[bool]) -> Stretch | None:
    """The first longest stretch, building only that one."""
    best: tuple[int, int] | None = None
    for span in _spans(rack, links):
        if best is None or span[1] > best[1]:
            best = span
    return Stretch(*best) if best else None


def _run_links(rack: Rack) -> list[bool]:
    """R-RUN: slot i and slot i+1 hold consecutive numbers."""
    return [a is not None and b is not None and b == a + 1 for a, b in zip(rack, rack[1:], strict=False)]


def consecutive_runs(rack: Rack) -> list[Stretch]:
    """R-RUN: maximal stretches whose cards go up by exactly one, each a run of 1 or more."""
    return [Stretch(*span) for span in _spans(rack, _run_links(rack))]


def longest_run(rack: Rack) -> Stretch | None:
    """R-RUN: the longest consecutive run (the first of equals), or None for an empty rack.

    >>> longest_run((1, 12, 13, 16, 34, 22, 4, 54, 31, 60))
    Stretch(start=1, length=2)
    """
    return _longest(rack, _run_links(rack))


def longest_ascending(rack: Rack) -> Stretch | None:
    """R-SCORE-LONGEST: the longest ascending stretch of 2 or more cards, anywhere; else None."""
    links = [a is not None and b is not None and b > a for a, b in zip(rack, rack[1:], strict=False)]
    best = _longest(rack, links)
    return best if best is not None and best.length >= 2 else None


def out_of_deck(card: int, top: int) -> Text:
    """R-DECK: a card not in the deck 1-top, its number said unless it is very long.

    >>> out_of_deck(75, 60), out_of_deck(10 ** 400, 60)
    ('card 75 is not in the deck 1-60', 'a card of 7 digits or more is not in the deck 1-60')
    """
    if abs(card) >= LONGEST_SAID:
        return tr("a card of {digits} digits or more is not in the deck 1-{top}",
                  digits=len(str(LONGEST_SAID)), top=top)
    return tr("card {card} is not in the deck 1-{top}", card=card, top=top)
