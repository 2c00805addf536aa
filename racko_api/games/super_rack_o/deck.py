"""The 108 physical cards of Super Rack-O, each with a stable id 0..107.

S-DECK fixes the counts (a Decision where the rulebook is silent): two decks, blue and red,
each with numbers 1-40, 5 wilds of its colour, 5 swaps and 4 reverses. The game state holds
ids, so conservation ("every card in exactly one place") is a check on integers.
"""

from __future__ import annotations

from dataclasses import dataclass

from racko_api.games.super_rack_o.cards import REVERSE, SWAP, TOP_VALUE, Card, Colour, number, wild

WILDS_PER_DECK = 5
SWAPS_PER_DECK = 5
REVERSES_PER_DECK = 4

CardId = int


@dataclass(frozen=True)
class PhysicalCard:
    """One card of the box: its id, its face, the deck it belongs to, and its copy number."""

    id: CardId
    card: Card
    deck: Colour
    copy: int

    @property
    def key(self) -> str:
        """A readable unique key such as ``B17``, ``BW#2``, ``R-SWAP#4``."""
        if self.card.value is not None:
            return f"{self.deck.letter}{self.card.value}"
        name = {"wild": "W", "swap": "-SWAP", "reverse": "-REV"}[self.card.kind.value]
        return f"{self.deck.letter}{name}#{self.copy}"


def _build() -> tuple[PhysicalCard, ...]:
    faces: list[tuple[Card, Colour, int]] = []
    for colour in Colour:
        faces += [(number(colour, v), colour, 0) for v in range(1, TOP_VALUE + 1)]
        faces += [(wild(colour), colour, i) for i in range(WILDS_PER_DECK)]
        faces += [(SWAP, colour, i) for i in range(SWAPS_PER_DECK)]
        faces += [(REVERSE, colour, i) for i in range(REVERSES_PER_DECK)]
    return tuple(PhysicalCard(i, c, d, k) for i, (c, d, k) in enumerate(faces))


DECK: tuple[PhysicalCard, ...] = _build()
DECK_SIZE = len(DECK)
ALL_IDS: frozenset[CardId] = frozenset(range(DECK_SIZE))


def face(card_id: CardId) -> Card:
    """The face of a physical card."""
    return DECK[card_id].card


__all__ = [
    "ALL_IDS",
    "DECK",
    "DECK_SIZE",
    "REVERSES_PER_DECK",
    "SWAPS_PER_DECK",
    "WILDS_PER_DECK",
    "CardId",
    "PhysicalCard",
    "face",
]
