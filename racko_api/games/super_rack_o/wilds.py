"""The wild-value search S-WILD: whole numbers 1-40 for the wilds of one side, or why none exist.

A single pass, lowest value first. Giving each wild the smallest number above the card below
it leaves the most room above, so if this greedy choice fails no choice succeeds: k wilds
between number cards u and v need k whole numbers strictly between them (v - u - 1 >= k),
wilds below the first number need v - 1 >= k, wilds above the last need 40 - u >= k.

Wilds the player has named (see `naming.py`) keep their named value and count like number
cards; the search gives values to the others. When a side is out of order whatever its wilds
stand for, an S-WILD reason says that no naming of its wilds is legal.

Only order and wild legality are judged here. Number cards of the other colour still count
by their value (their colour is S-WIN's business, see `win.py`); swap and reverse cards
take no value and are passed over (S-WIN rejects them); a wild of the other colour is
illegal on this side (S-WILD) and is passed over too.

>>> from racko_api.games.super_rack_o.cards import parse_card
>>> side = [parse_card(t) for t in "B3 B16 BW B17".split()]
>>> solve_side(Colour.BLUE, side).reasons[0].text
'no whole number lies between 16 (row 2) and 17 (row 4) for the wild in row 3; a wild cannot be a fraction'
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass

from racko_api.core.words import tr, trn
from racko_api.games.super_rack_o.cards import TOP_VALUE, Card, Colour, Kind, format_card
from racko_api.games.super_rack_o.reasons import RowReason


@dataclass(frozen=True)
class SideValues:
    """The outcome for one side: the number each card stands for, and what is wrong.

    `values[i]` is row i+1's number: a number card's own value, a wild's assigned value
    (a named wild's always; a found one only when the side has no reasons), else None.
    `wild_rows` are the rows of this side's own wilds, `named_rows` those the player named.
    """

    side: Colour
    values: tuple[int | None, ...]
    wild_rows: tuple[int, ...]
    reasons: tuple[RowReason, ...]
    named_rows: frozenset[int] = frozenset()

    @property
    def ok(self) -> bool:
        return not self.reasons

    @property
    def wild_values(self) -> dict[int, int]:
        """Row -> value given to each wild (empty unless `ok`)."""
        return {r: v for r in self.wild_rows if (v := self.values[r - 1]) is not None}


def _wilds(rows: Sequence[int]) -> str:
    """The wilds of these rows, in a whole sentence for one and for several."""
    if len(rows) == 1:
        return tr("the wild in row {row}", row=rows[0])
    return tr("the {count} wilds in rows {rows}", count=len(rows), rows=", ".join(map(str, rows)))


def solve_side(side: Colour, cards: Sequence[Card], *, top: int = TOP_VALUE,
               named: Mapping[int, int] | None = None) -> SideValues:
    """Find values for the wilds of `side` that keep it strictly increasing, or explain why not.

    `named` maps rows of this side's own wilds to the values the player named; those are
    taken as given (judge them first with `naming.verify_naming`).
    """
    named = {r: v for r, v in (named or {}).items()
             if cards[r - 1].kind is Kind.WILD and cards[r - 1].colour is side}
    reasons: list[RowReason] = []
    values: list[int | None] = [c.value if c.kind is Kind.NUMBER else None for c in cards]
    wild_rows: list[int] = []
    base_value, base_row = 0, 0  # the last number card seen (0, 0: none yet)
    pending: list[int] = []  # rows of this side's wilds since that card
    for row, card in enumerate(cards, start=1):
        if card.kind is Kind.WILD:
            if card.colour is not side:
                reasons.append(RowReason(side, row, card, "S-WILD",
                                         tr("{card} in {side} row {row}: a "
                                            "wild is legal only on the side of its colour",
                                            card=format_card(card), side=side.value,
                                            row=row)))
                continue
            wild_rows.append(row)
            if row not in named:
                pending.append(row)
                if base_value + len(pending) > top:
                    text = (tr("no whole number up to {top} is left above {low} (row "
                               "{low_row}) for {wilds}",
                               top=top, low=base_value, low_row=base_row,
                               wilds=_wilds(pending)) if base_row
                            else tr("only {top} whole numbers exist for {wilds}",
                                    top=top, wilds=_wilds(pending)))
                    reasons.append(RowReason(side, row, card, "S-WILD", text))
                continue
        elif card.kind is not Kind.NUMBER:
            continue
        v = named[row] if card.kind is Kind.WILD else card.value
        assert v is not None
        values[row - 1] = v
        if v <= base_value:
            reasons.append(RowReason(side, row, card, "S-WIN",
                                     tr("order broken at row {row} of the {side} side: {value} "
                                        "is not higher than {low} in row {low_row}",
                                        row=row, side=side.value, value=v, low=base_value,
                                        low_row=base_row)))
        elif v - base_value - 1 < len(pending):
            room = v - base_value - 1
            where = (tr("between {low} (row {low_row}) and {high} (row {row})",
                        low=base_value, low_row=base_row, high=v, row=row) if base_row
                     else tr("from 1 up to below {high} (row {row})", high=v, row=row))
            if len(pending) == 1:
                text = tr("no whole number lies {where} for {wilds}; a wild cannot be a "
                          "fraction", where=where, wilds=_wilds(pending))
            else:
                text = trn("{wilds} need {count} whole numbers {where}; there is only {n}",
                           "{wilds} need {count} whole numbers {where}; there are only {n}",
                           room, wilds=_wilds(pending), count=len(pending), where=where)
            reasons.append(RowReason(side, pending[-1], cards[pending[-1] - 1], "S-WILD", text))
        else:
            for k, wrow in enumerate(pending, start=1):
                values[wrow - 1] = base_value + k
        base_value, base_row, pending = v, row, []
    for k, wrow in enumerate(pending, start=1):
        if base_value + k <= top:
            values[wrow - 1] = base_value + k
    unnamed = [r for r in wild_rows if r not in named]
    order = [r.row for r in reasons if r.rule == "S-WIN"]  # a wild of the other colour blocks nothing here
    no_room = [r.row for r in reasons if r.row in wild_rows]
    if order or no_room:
        for wrow in unnamed:
            values[wrow - 1] = None
        if unnamed and not no_room:
            broken = order[0]
            reasons.append(RowReason(side, unnamed[0], cards[unnamed[0] - 1], "S-WILD",
                                     tr("no value for {wilds} keeps the {side} "
                                        "side strictly increasing: its order is broken at row "
                                        "{broken}",
                                        wilds=_wilds(unnamed), side=side.value, broken=broken)))
    return SideValues(side, tuple(values), tuple(wild_rows), tuple(reasons), frozenset(named))
