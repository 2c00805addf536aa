"""Swap and reverse, S-SWAP and S-REVERSE: an interruption of the turn, answered back and forth.

How the rulebook is read (S-SWAP, S-REVERSE in the catalogue):

- A swap is played on your turn either by exchanging the card you took (from either pile)
  for a swap card of your rack, or at once when the card drawn from the draw pile is a
  swap. Exchanging a swap card out of your rack *is* playing it: you must then name an
  opponent and a row 1-8. A drawn swap may also be kept (exchanged in) or discarded
  unplayed.
- The target answers at once, before anything else happens: accept (switch the red and
  blue card of that row of their rack) or play a reverse card from their rack naming a
  row. The reverse card goes on the discard pile, the reverser refills that very slot
  with the top card of the draw pile, the card reversed is cancelled (the swap, or the
  reverse just played when a reverse is reversed), and the player who played it is now the
  target, of a swap of the row the new reverse names. They answer the same way, so a chain
  goes back and forth until someone accepts.
- Only the reverse card's slot is refilled; the reverser's other cards do not move.
- A reverse card has no effect on your own turn: exchanged out it is simply discarded.
- When the chain ends, the turn of the player who played the first swap is over.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any, TypeVar

from racko_api.core.errors import FieldError, IllegalMove, InvalidInput
from racko_api.core.words import tr
from racko_api.games.super_rack_o.cards import Card, Kind, format_card
from racko_api.games.super_rack_o.rack import ROWS, DoubleRack, Slot

T = TypeVar("T")


@dataclass(frozen=True)
class PendingSwap:
    """A swap (or reverse) aimed at `target`'s row `row`, played by `swapper`; `reverses` so far."""

    swapper: int
    target: int
    row: int
    reverses: int = 0

    def reversed_by_target(self, row: int) -> PendingSwap:
        """The target reversed it naming `row`: now the swapper must switch `row` (S-REVERSE)."""
        return PendingSwap(self.target, self.swapper, row, self.reverses + 1)

    def to_dict(self) -> dict[str, Any]:
        return {"swapper": self.swapper, "target": self.target, "row": self.row,
                "reverses": self.reverses}

    @staticmethod
    def from_dict(data: dict[str, Any]) -> PendingSwap:
        return PendingSwap(int(data["swapper"]), int(data["target"]), int(data["row"]),
                           int(data.get("reverses", 0)))


def verify_swap_target(players: int, swapper: int, target: int, row: int) -> None:
    """The target is another seat at the table and the row is 1-8 (S-SWAP)."""
    if not 0 <= target < players:
        raise InvalidInput(tr("there is no seat {target}", target=target), rule="S-SWAP",
                           errors=(FieldError("target_seat", tr("a seat 0-{last_seat}",
                                                                last_seat=players - 1), "S-SWAP"),))
    if not 1 <= row <= ROWS:
        raise InvalidInput(tr("row {row} is not 1-{rows}", row=row, rows=ROWS), rule="S-SWAP",
                           errors=(FieldError("row", tr("a row 1-{rows}", rows=ROWS), "S-SWAP"),))
    if target == swapper:
        raise IllegalMove(tr("a swap names an opponent, not yourself"), rule="S-SWAP",
                          errors=(FieldError("target_seat", tr("name an opponent"), "S-SWAP"),))


def verify_playable_swap(card: Card) -> None:
    """Only a swap card can be played as a swap (S-SWAP)."""
    if card.kind is not Kind.SWAP:
        raise IllegalMove(tr("{card} is not a swap card", card=format_card(card)),
        rule="S-SWAP")


def reverse_slots(rack: DoubleRack[Card]) -> tuple[Slot, ...]:
    """The slots holding a reverse card, in `SLOTS` order."""
    return tuple(slot for slot, card in rack.items() if card.kind is Kind.REVERSE)


def verify_reverse(rack: DoubleRack[Card], slot: Slot | None, row: int) -> Slot:
    """The reverse card to play: the one in `slot`, or the first one if no slot is named.

    Raises IllegalMove (S-REVERSE) if the rack has no reverse card there.
    """
    if not 1 <= row <= ROWS:
        raise InvalidInput(tr("row {row} is not 1-{rows}", row=row, rows=ROWS), rule="S-REVERSE",
                           errors=(FieldError("row", tr("a row 1-{rows}", rows=ROWS), "S-REVERSE"),))
    slots = reverse_slots(rack)
    if slot is None:
        if not slots:
            raise IllegalMove(tr("there is no reverse card in your rack"), rule="S-REVERSE")
        return slots[0]
    if slot not in slots:
        raise IllegalMove(tr("{slot} holds {card}, not a reverse card",
                             slot=slot, card=format_card(rack[slot])),
                          rule="S-REVERSE", errors=(FieldError("slot", tr("not a reverse card"),
                          "S-REVERSE"),))
    return slot


def accept_swap(rack: DoubleRack[T], row: int) -> DoubleRack[T]:
    """The target switches the red and blue card of `row` (S-SWAP)."""
    return rack.switch_row(row)


__all__ = ["PendingSwap", "accept_swap", "reverse_slots", "verify_playable_swap",
           "verify_reverse", "verify_swap_target"]
