"""The draw and discard piles (the last item of each tuple is the top card).

Restocking (R-RESTOCK, applied to Super Rack-O whose rulebook is silent): when a
card must be drawn from an empty draw pile, the whole discard pile is turned over, not
shuffled, as the new draw pile; its oldest card is then on top.
"""

from __future__ import annotations

from dataclasses import dataclass

from racko_api.super_rack_o.deck import CardId


@dataclass(frozen=True)
class Drawn:
    """The card drawn and the piles after drawing it; `restocked` if the discards were turned over."""

    card: CardId
    draw_pile: tuple[CardId, ...]
    discard_pile: tuple[CardId, ...]
    restocked: bool


def turn_over(discard_pile: tuple[CardId, ...]) -> tuple[CardId, ...]:
    """The discard pile turned face down: its bottom (oldest) card becomes the top."""
    return tuple(reversed(discard_pile))


def draw_top(draw_pile: tuple[CardId, ...], discard_pile: tuple[CardId, ...]) -> Drawn:
    """Draw the top card, turning the discard pile over first if the draw pile is empty."""
    restocked = not draw_pile
    if restocked:
        if not discard_pile:
            raise RuntimeError("both piles are empty; the deck cannot be conserved")
        draw_pile, discard_pile = turn_over(discard_pile), ()
    return Drawn(draw_pile[-1], draw_pile[:-1], discard_pile, restocked)


__all__ = ["Drawn", "draw_top", "turn_over"]
