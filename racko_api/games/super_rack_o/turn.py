"""The turn S-TURN as verify_/can_ functions: take a card, then exchange it or discard it.

From the stock (the draw pile) the card may be exchanged or discarded; from the discard pile it must be
exchanged, and a swap or reverse card may never be taken from the discard pile (a wild may).
An exchange puts the new card in the very slot the old card left; rack cards are never
rearranged, and one exchange is all a turn allows (the action set has no other move).
"""

from __future__ import annotations

from typing import TypeVar

from racko_api.core.errors import IllegalMove
from racko_api.core.plays import Pile
from racko_api.core.words import tr
from racko_api.games.super_rack_o.cards import Card, Kind, format_card
from racko_api.games.super_rack_o.rack import DoubleRack, Slot

T = TypeVar("T")


def verify_take_discard(top: Card | None) -> None:
    """A discard may be taken unless the pile is empty or its top is a swap or reverse card."""
    if top is None:
        raise IllegalMove(tr("the discard pile is empty"), rule="S-TURN")
    if top.is_action:
        card = format_card(top)
        raise IllegalMove(tr("a swap card ({card}) may not be taken from the discard pile", card=card)
                          if top.kind is Kind.SWAP else
                          tr("a reverse card ({card}) may not be taken from the discard pile", card=card),
                          rule="S-TURN")


def can_take_discard(top: Card | None) -> bool:
    try:
        verify_take_discard(top)
    except IllegalMove:
        return False
    return True


def verify_discard(source: Pile) -> None:
    """Only a card from the draw pile may be thrown away; a taken discard must be exchanged."""
    if source is Pile.DISCARD:
        raise IllegalMove(tr("a card taken from the discard pile must be exchanged for a card of "
                             "the rack"), rule="S-TURN")


def can_discard(source: Pile) -> bool:
    return source is Pile.STOCK


def exchange(rack: DoubleRack[T], slot: Slot, card: T) -> tuple[DoubleRack[T], T]:
    """Put `card` into `slot` and hand back the card it replaces (same slot, S-TURN)."""
    return rack.replace(slot, card), rack[slot]


__all__ = ["can_discard", "can_take_discard", "exchange", "verify_discard", "verify_take_discard"]
