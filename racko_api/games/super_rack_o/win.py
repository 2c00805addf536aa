"""The win check S-WIN: 8 blue cards ascending on the blue side, 8 red on the red side.

Wilds take legal values (S-WILD, see `wilds.py`); a swap or reverse card anywhere in the
rack, or a card on the other colour's side, means no win. `rack_verdict` gives the full
verdict for the rules-dispute checker; `verify_super_rack_o` raises with the same reasons.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass
from typing import Any

from racko_api.core.errors import IllegalMove
from racko_api.core.verdicts import Verdict
from racko_api.core.words import tr
from racko_api.games.super_rack_o.cards import Card, Colour, Kind, format_card
from racko_api.games.super_rack_o.naming import wild_range
from racko_api.games.super_rack_o.rack import DoubleRack, Slot
from racko_api.games.super_rack_o.reasons import RowReason
from racko_api.games.super_rack_o.wilds import SideValues, solve_side


@dataclass(frozen=True)
class RackVerdict(Verdict):
    """Whether a double rack is a Super Rack-O (`legal`), why, and the value of each card.

    `reasons` (blue side first, then by row) say why not, or, for a Super Rack-O, why it is one:
    each wild's value (S-WILD), each side in order (S-WIN).
    """

    reasons: tuple[RowReason, ...]
    rack: DoubleRack[Card]
    blue: SideValues
    red: SideValues

    @property
    def failures(self) -> tuple[RowReason, ...]:
        """The reasons it is not a Super Rack-O (none when it is one)."""
        return () if self.legal else self.reasons

    def side(self, colour: Colour) -> SideValues:
        return self.blue if colour is Colour.BLUE else self.red

    def row_reasons(self, colour: Colour, row: int) -> tuple[RowReason, ...]:
        """The reasons the card in `row` of side `colour` stops a Super Rack-O."""
        return tuple(r for r in self.failures if r.side is colour and r.row == row)

    def to_dict(self) -> dict[str, Any]:
        """JSON-ready: the verdict, per-row values and reasons, and the values given to wilds."""
        sides: dict[str, Any] = {}
        for colour in Colour:
            sv = self.side(colour)
            sides[colour.value] = [
                {"row": row, "card": format_card(card), "value": sv.values[row - 1],
                 "reasons": [r.to_dict() for r in self.row_reasons(colour, row)]}
                for row, card in enumerate(self.rack.side(colour), start=1)
            ]
        return {
            "super_rack_o": self.legal,
            "rule": "S-WIN",
            "sides": sides,
            "wilds": [{"side": c.value, "row": row, "value": v, "named": row in self.side(c).named_rows}
                      for c in Colour for row, v in sorted(self.side(c).wild_values.items())],
            "reasons": [r.to_dict() for r in self.reasons],
        }


def _placement_reasons(rack: DoubleRack[Card]) -> list[RowReason]:
    reasons = []
    for slot, card in rack.items():
        if card.is_action:
            reasons.append(RowReason(slot.side, slot.row, card, "S-WIN",
                                     tr("a swap card in {slot}: swap and reverse cards never "
                                        "count toward a Super Rack-O", slot=slot)
                                     if card.kind is Kind.SWAP else
                                     tr("a reverse card in {slot}: swap and reverse cards never "
                                        "count toward a Super Rack-O", slot=slot)))
        elif card.kind is Kind.NUMBER and card.colour is not slot.side:
            reasons.append(RowReason(slot.side, slot.row, card, "S-WIN",
                                     tr("{card} is a {colour} card on "
                                        "the {side} side (row {row})",
                                        card=format_card(card),
                                        colour=slot.side.other.value,
                                        side=slot.side.value, row=slot.row)))
    return reasons


def _wild_value(colour: Colour, row: int, value: int, named: bool, fits: tuple[int, int]) -> str:
    """S-WILD: the value a wild of a Super Rack-O stands for, and the whole numbers that fit its row."""
    first, last = fits
    words = dict(colour=colour.value, row=row, value=value, first=first, last=last)
    if first == last:
        return (tr("the {colour} wild in row {row} is named {value}, the only whole number that fits "
                   "there", **words) if named else
                tr("the {colour} wild in row {row} stands for {value}, the only whole number that fits "
                   "there", **words))
    return (tr("the {colour} wild in row {row} is named {value}: any whole number from {first} to "
               "{last} fits there", **words) if named else
            tr("the {colour} wild in row {row} stands for {value}: any whole number from {first} to "
               "{last} fits there", **words))


def _explain(rack: DoubleRack[Card], blue: SideValues, red: SideValues) -> tuple[RowReason, ...]:
    """Why a Super Rack-O is one: each side in order (S-WIN), each wild's value (S-WILD)."""
    out = []
    for colour, sv in ((Colour.BLUE, blue), (Colour.RED, red)):
        values = sv.values
        cards = rack.side(colour)
        named = {row: v for row in sv.named_rows if (v := values[row - 1]) is not None}
        for row, value in sorted(sv.wild_values.items()):
            out.append(RowReason(colour, row, cards[row - 1], "S-WILD",
                                 _wild_value(colour, row, value, row in sv.named_rows,
                                             wild_range(cards, colour, row, named))))
        chain = " < ".join(str(v) for v in values)
        out.append(RowReason(colour, len(cards), cards[-1], "S-WIN",
                             tr("all {count} {colour} cards ascend on the "
                                "{colour} side: {chain}",
                                count=len(cards), colour=colour.value, chain=chain)))
    return tuple(out)


def _solve(rack: DoubleRack[Card], named: Mapping[Slot, int] | None,
           ) -> tuple[SideValues, SideValues, tuple[RowReason, ...]]:
    """Both sides solved (S-WILD) and every reason the rack is not a Super Rack-O, blue side
    first, then by row."""
    given = named or {}
    blue, red = (solve_side(c, rack.side(c), named={s.row: v for s, v in given.items() if s.side is c})
                 for c in Colour)
    reasons = _placement_reasons(rack) + list(blue.reasons) + list(red.reasons)
    side_order = {Colour.BLUE: 0, Colour.RED: 1}
    reasons.sort(key=lambda r: (side_order[r.side], r.row))
    return blue, red, tuple(reasons)


def rack_verdict(rack: DoubleRack[Card], named: Mapping[Slot, int] | None = None) -> RackVerdict:
    """The full S-WIN verdict on a double rack read already.

    `named` holds the values the player named for wilds, judged first by
    `naming.verify_naming`; the other wilds get the values the search finds (S-WILD).
    """
    blue, red, failures = _solve(rack, named)
    reasons = failures or _explain(rack, blue, red)
    return RackVerdict(not failures, reasons, rack, blue, red)


def verify_super_rack_o(rack: DoubleRack[Card], named: Mapping[Slot, int] | None = None) -> None:
    """Raise IllegalMove (rule S-WIN, one field error per reason) unless the rack wins."""
    _, _, failures = _solve(rack, named)
    if failures:
        first = failures[0]
        raise IllegalMove(tr("not a Super Rack-O: {reason}", reason=first.text), rule="S-WIN",
                          errors=tuple(r.field_error() for r in failures))


def can_super_rack_o(rack: DoubleRack[Card]) -> bool:
    return not _solve(rack, None)[2]


__all__ = ["RackVerdict", "can_super_rack_o", "rack_verdict", "verify_super_rack_o"]
