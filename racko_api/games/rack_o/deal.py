"""Setting up a round: the deck by player count (R-DECK), the first dealer, and the deal (R-DEAL).

Readings taken here where the texts are silent:
- Seats 0..n-1 sit clockwise; "to the left" is seat + 1. Play starts left of the dealer, and
  the deal passes to the left every round (the Italian text says so; the others do not say).
- Hasbro's "cut for the deal, low card deals" and the Italian "highest card drawn deals" are
  simulated by each seat drawing a card of a shuffled deck. Where the youngest starts (Swedish),
  the table names the first player (`first_player`), since the server does not know ages; if it
  names none, a seat is drawn at random. Events record the draws and how the start was chosen.
- A deal hands out one card at a time clockwise from the dealer's left. Back to front: each
  player's 1st card goes into #50, the 2nd into #45 ...; random: into a random empty slot
  (Swedish; in the quick start R-QUICK only `cards_dealt` slots get a card).
- Every random choice of a deal comes from the round's seed text (`racko_api.core.deals`): the deck
  1..top is shuffled by it, then a random slot is its next `below(empty slots)`. So the seed,
  revealed when the round is over, lets anyone recompute the deal (docs/deals.md).
"""

from __future__ import annotations

import random
from collections.abc import Sequence
from dataclasses import dataclass
from typing import Any

from racko_api.core.deals import SeedStream
from racko_api.core.errors import FieldError, InvalidInput
from racko_api.core.words import tr
from racko_api.games.rack_o.racks import RACK_SIZE, SLOT_LABELS
from racko_api.games.rack_o.ruleset import DealOrder, FirstDealer, Ruleset


def verify_table(ruleset: Ruleset, players: object) -> tuple[int, int]:
    """The player count and the top card of the deck (R-DECK), if this table can play.

    The deck must hold every rack full plus a card to draw and one to discard.
    """
    n = ruleset.verify_players(players, field="seats")
    top = ruleset.top_card(n)
    if top < RACK_SIZE * n + 2:
        raise InvalidInput(
            tr("a 1-{top} deck cannot fill {n} racks of {rack_size} and keep a stock",
               top=top, n=n, rack_size=RACK_SIZE),
            rule="R-DECK",
            errors=(FieldError("options/deck", tr("needs at least {fewest} cards",
                                                  fewest=RACK_SIZE * n + 2), "R-DECK"),),
        )
    return n, top


@dataclass(frozen=True)
class DealerChoice:
    """Who deals the first round, and how it was decided (for the event log)."""

    dealer: int
    record: dict[str, Any]


START_NAMED = "named"  # the table named the seat that starts (first_player)
START_DRAWN = "drawn"  # a seat drawn at random starts
START_LEFT_OF_DEALER = "left_of_dealer"  # the player left of the dealer starts (R-TURN)


def verify_first_player(ruleset: Ruleset, players: int, first_player: object) -> int | None:
    """The seat the table names to start round 1, if it may name one here (R-DEAL).

    Only where the youngest player starts (`first_dealer: youngest`): a virtual table does not
    know ages, so the table names the youngest. Where the first dealer is drawn by cards (a cut,
    the highest card) the text says how, and the player left of that dealer starts.
    """
    if first_player is None:
        return None
    method = ruleset.options.first_dealer
    if method is not FirstDealer.YOUNGEST:
        raise InvalidInput(
            tr("the table names the first player only where the youngest player starts (option "
               "first_dealer: youngest); this ruleset draws the first dealer by cards "
               "(first_dealer: {method}), and the player left of the dealer starts",
               method=method.value),
            rule="R-DEAL",
            errors=(FieldError("first_player", tr("only with first_dealer: youngest; leave it out "
                                                  "or set that option"), "R-DEAL"),))
    if isinstance(first_player, bool) or not isinstance(first_player, int) \
            or not 0 <= first_player < players:
        raise InvalidInput(
            tr("first_player must be a seat of this table, 0 to {last}", last=players - 1),
            rule="R-DEAL",
            errors=(FieldError("first_player", tr("a seat 0 to {last}", last=players - 1), "R-DEAL"),))
    return first_player


def choose_first_dealer(ruleset: Ruleset, players: int, top: int, rng: random.Random,
                        first_player: int | None = None) -> DealerChoice:
    """The first dealer as the edition says, simulated with `rng`; where the youngest starts,
    the seat the table named (`first_player`, checked by `verify_first_player`) or a seat drawn."""
    method = ruleset.options.first_dealer
    first_player = verify_first_player(ruleset, players, first_player)
    if method is FirstDealer.YOUNGEST:
        if first_player is not None:
            first, start = first_player, START_NAMED
            note = tr("the youngest player starts: the table named the seat that starts")
        else:
            first, start = rng.randrange(players), START_DRAWN
            note = tr("the youngest player starts; the table named no seat, so a seat was drawn at "
                      "random")
        dealer = (first - 1) % players
        return DealerChoice(dealer, {"method": method.value, "first_player": first, "dealer": dealer,
                                     "start": start, "note": note})
    cards = rng.sample(range(1, top + 1), players)
    pick = min if method is FirstDealer.CUT_LOW else max
    dealer = cards.index(pick(cards))
    how = tr("low card on a cut deals") if method is FirstDealer.CUT_LOW else tr("highest card drawn "
                                                                             "deals")
    return DealerChoice(dealer, {"method": method.value, "cards": cards, "dealer": dealer,
                                 "first_player": (dealer + 1) % players, "start": START_LEFT_OF_DEALER,
                                 "note": how})


@dataclass(frozen=True)
class Deal:
    """A fresh round: racks by seat (None = empty slot), stock and discard pile (last = top)."""

    racks: list[list[int | None]]
    stock: list[int]
    discard: list[int]


def deal(ruleset: Ruleset, players: int, top: int, dealer: int, seed: str) -> Deal:
    """Shuffle cards 1..top by the seed text and deal them (R-DEAL, R-QUICK), then turn up a discard.

    The deck's last card is its top: it is dealt first, to the dealer's left.
    """
    stream = SeedStream(seed)
    deck = list(range(1, top + 1))
    stream.shuffle(deck)
    opts = ruleset.options
    racks: list[list[int | None]] = [[None] * RACK_SIZE for _ in range(players)]
    empty = [list(range(RACK_SIZE)) for _ in range(players)]
    back_to_front = opts.deal_order is DealOrder.BACK_TO_FRONT
    for k in range(opts.cards_dealt * players):
        seat = (dealer + 1 + k) % players
        free = empty[seat]
        slot = free.pop() if back_to_front else free.pop(stream.below(len(free)))
        racks[seat][slot] = deck.pop()
    discard = [deck.pop()]
    return Deal(racks, deck, discard)


def filled_labels(rack: Sequence[int | None]) -> list[int]:
    """The labels of the slots that hold a card (public in the quick start)."""
    return [SLOT_LABELS[i] for i, card in enumerate(rack) if card is not None]


__all__ = ["START_DRAWN", "START_LEFT_OF_DEALER", "START_NAMED", "Deal", "DealerChoice",
           "choose_first_dealer", "deal", "filled_labels", "verify_first_player", "verify_table"]
