"""The deal S-DEAL: 16 cards each, one at a time, clockwise from the dealer's left.

Each player puts the cards in the order received, zigzag: row 8 blue, row 8 red, row 7
blue ... row 1 red (the last card). Then the top of the draw pile starts the discard pile.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from typing import TypeVar

from racko_api.core.deals import SeedStream
from racko_api.core.words import tr
from racko_api.games.super_rack_o.cards import Colour
from racko_api.games.super_rack_o.deck import DECK_SIZE, CardId
from racko_api.games.super_rack_o.rack import ROWS, DoubleRack, Slot

T = TypeVar("T")

DEAL_ORDER: tuple[Slot, ...] = tuple(
    Slot(side, row) for row in range(ROWS, 0, -1) for side in (Colour.BLUE, Colour.RED)
)
"""Where the 1st, 2nd ... 16th card dealt to a player goes (S-DEAL)."""

CARDS_DEALT = len(DEAL_ORDER)
MIN_PLAYERS, MAX_PLAYERS = 2, 4
"""The box holds 4 double racks; the swap needs an opponent."""


def zigzag(cards: Sequence[T]) -> DoubleRack[T]:
    """Place 16 cards, in the order dealt, as S-DEAL says."""
    if len(cards) != CARDS_DEALT:
        raise ValueError(tr("a player is dealt {cards_dealt} cards", cards_dealt=CARDS_DEALT))
    placed = {slot: card for slot, card in zip(DEAL_ORDER, cards, strict=True)}
    return DoubleRack(
        tuple(placed[Slot(Colour.BLUE, r)] for r in range(1, ROWS + 1)),
        tuple(placed[Slot(Colour.RED, r)] for r in range(1, ROWS + 1)),
    )


@dataclass(frozen=True)
class Deal:
    """A fresh round: racks by seat, draw pile and discard pile (the last item is the top)."""

    racks: tuple[DoubleRack[CardId], ...]
    stock: tuple[CardId, ...]
    discard: tuple[CardId, ...]


def deal(players: int, dealer: int, seed: str) -> Deal:
    """Shuffle the 108 card ids 0..107 by the seed text (`racko_api.core.deals`) and deal them (S-DEAL)."""
    ids = list(range(DECK_SIZE))
    SeedStream(seed).shuffle(ids)
    return deal_from(players, dealer, ids)


def deal_from(players: int, dealer: int, order: Sequence[CardId]) -> Deal:
    """Deal a given deck order; ``order[-1]`` is the top card. Seat ``dealer + 1`` gets the first card."""
    if not MIN_PLAYERS <= players <= MAX_PLAYERS:
        raise ValueError(tr("Super Rack-O is for {min_players}-{max_players} players",
                            min_players=MIN_PLAYERS, max_players=MAX_PLAYERS))
    pile = list(order)
    received: list[list[CardId]] = [[] for _ in range(players)]
    for k in range(CARDS_DEALT * players):
        received[(dealer + 1 + k) % players].append(pile.pop())
    discard = (pile.pop(),)
    return Deal(tuple(zigzag(cards) for cards in received), tuple(pile), discard)


__all__ = ["CARDS_DEALT", "DEAL_ORDER", "MAX_PLAYERS", "MIN_PLAYERS", "Deal", "deal", "deal_from", "zigzag"]
