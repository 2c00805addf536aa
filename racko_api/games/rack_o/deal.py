"""Setting up a round: the deck by player count (R-DECK), the first dealer, and the deal (R-DEAL).

Readings taken here where the texts are silent:
- Seats 0..n-1 sit clockwise; "to the left" is seat + 1. Play starts left of the dealer, and
  the deal passes to the left every round (the Italian text says so; the others do not say).
- Hasbro's "cut for the deal, low card deals" and the Italian "highest card drawn deals" are
  simulated by each seat drawing a card of a shuffled deck; the Swedish "youngest starts" is a
  seat drawn at random, since the table's ages are not known. The draws are recorded in events.
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


def choose_first_dealer(ruleset: Ruleset, players: int, top: int, rng: random.Random) -> DealerChoice:
    """The first dealer as the edition says, simulated with `rng`."""
    method = ruleset.options.first_dealer
    if method is FirstDealer.YOUNGEST:
        first = rng.randrange(players)
        dealer = (first - 1) % players
        return DealerChoice(dealer, {"method": method.value, "first_player": first, "dealer": dealer,
                                     "note": tr("the youngest player starts; ages are not known, "
                                                "so a seat was drawn at random")})
    cards = rng.sample(range(1, top + 1), players)
    pick = min if method is FirstDealer.CUT_LOW else max
    dealer = cards.index(pick(cards))
    how = tr("low card on a cut deals") if method is FirstDealer.CUT_LOW else tr("highest card drawn "
                                                                             "deals")
    return DealerChoice(dealer, {"method": method.value, "cards": cards, "dealer": dealer, "note": how})


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


__all__ = ["Deal", "DealerChoice", "choose_first_dealer", "deal", "filled_labels", "verify_table"]
