"""S-SWAP: the row a swap names, chosen from what the seat knows.

An opponent's rack is hidden, but it was dealt and is built toward the same finished rack as
the seat's own. So the swap names the row whose switch would cost the seat's own rack the most
cards that can stay (`evaluate.keepable`); on a tie the middle rows come first, since a finished
side can least do without their cards.
"""

from __future__ import annotations

from racko_api.games.super_rack_o.cards import Card, Colour
from racko_api.games.super_rack_o.evaluate import keepable
from racko_api.games.super_rack_o.rack import ROWS, DoubleRack


def kept(rack: DoubleRack[Card]) -> int:
    """The cards of both sides that can stay where they are in some finished rack."""
    return keepable(Colour.BLUE, rack.blue) + keepable(Colour.RED, rack.red)


def swap_row(rack: DoubleRack[Card]) -> int:
    """The row 1-ROWS a swap played by the seat holding `rack` names.

    >>> from racko_api.games.super_rack_o.cards import Kind
    >>> blue = tuple(Card(Kind.NUMBER, Colour.BLUE, 5 * r) for r in range(1, ROWS + 1))
    >>> red = tuple(Card(Kind.NUMBER, Colour.RED, 5 * r) for r in range(1, ROWS + 1))
    >>> swap_row(DoubleRack(blue, red))  # every switch costs two cards: a middle row
    4
    """
    now = kept(rack)
    return max(range(1, ROWS + 1),
               key=lambda row: (now - kept(rack.switch_row(row)), -abs(2 * row - ROWS - 1), -row))


__all__ = ["kept", "swap_row"]
