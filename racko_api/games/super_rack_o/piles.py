"""The draw and discard piles (the last item of each tuple is the top card).

Restocking (R-RESTOCK, applied to Super Rack-O whose rulebook is silent): when a
card must be drawn from an empty draw pile, the whole discard pile becomes the new draw pile as
the table's `restock` option says (`core.restock`): turned over, its oldest card then on top, or
shuffled by the round's seed.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass

from racko_api.games.super_rack_o.deck import CardId


@dataclass(frozen=True)
class Drawn:
    """The card drawn and the piles after drawing it; `restocked` if the discards became the stock."""

    card: CardId
    stock: tuple[CardId, ...]
    discard: tuple[CardId, ...]
    restocked: bool


def draw_top(stock: tuple[CardId, ...], discard: tuple[CardId, ...],
             restock: Callable[[tuple[CardId, ...]], tuple[CardId, ...]]) -> Drawn:
    """Draw the top card, making the discard pile the draw pile first if the draw pile is empty,
    as `restock` makes it from the discard pile (bottom first; `core.restock.restocked`)."""
    restocked = not stock
    if restocked:
        if not discard:
            raise RuntimeError("both piles are empty; the deck cannot be conserved")
        stock, discard = restock(discard), ()
    return Drawn(stock[-1], stock[:-1], discard, restocked)


__all__ = ["Drawn", "draw_top"]
