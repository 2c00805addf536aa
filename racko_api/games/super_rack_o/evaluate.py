"""A measure of how close a double rack is to a Super Rack-O, for the basic bot.

`keepable(side, cards)` is the most cards of a side that can stay where they are in some
finished rack: cards of the side's colour (numbers or wilds) forming a strictly increasing
chain that leaves enough whole numbers 1-40 for the rows between, below and above them.
"""

from __future__ import annotations

from collections.abc import Sequence

from racko_api.games.super_rack_o.cards import TOP_VALUE, Card, Colour, Kind
from racko_api.games.super_rack_o.rack import ROWS, DoubleRack

Quality = tuple[int, int]


def keepable(side: Colour, cards: Sequence[Card]) -> int:
    """The longest completable chain of `side` (8 means the side is done). O(rows^3)."""
    n = len(cards)
    # best[i][c]: lowest value row i+1 can stand for, ending a kept chain of c cards
    best: list[dict[int, int]] = [{} for _ in range(n)]
    top = 0
    for i, card in enumerate(cards):
        if card.colour is not side or card.kind not in (Kind.NUMBER, Kind.WILD):
            continue
        row = i + 1
        v = card.value
        if v is not None and not row <= v <= TOP_VALUE - (n - row):
            continue
        options = {1: v if v is not None else row}
        for j in range(i):
            for c, e in best[j].items():
                need = e + (i - j)
                if v is None:
                    val = need
                elif v >= need:
                    val = v
                else:
                    continue
                if val <= TOP_VALUE - (n - row) and val < options.get(c + 1, TOP_VALUE + 1):
                    options[c + 1] = val
        best[i] = options
        top = max(top, *options)
    return top


def spread(side: Colour, cards: Sequence[Card]) -> int:
    """How far the side's own number cards sit from an even spread (row r near 5r - 2.5), doubled."""
    return sum(abs(2 * c.value - (10 * row - 5))
               for row, c in enumerate(cards, start=1)
               if c.kind is Kind.NUMBER and c.colour is side and c.value is not None)


def quality(rack: DoubleRack[Card]) -> Quality:
    """Higher is better: cards that can stay, then evenness of spread."""
    assert len(rack.blue) == ROWS
    return (sum(keepable(c, rack.side(c)) for c in Colour),
            -sum(spread(c, rack.side(c)) for c in Colour))


__all__ = ["Quality", "keepable", "quality", "spread"]
