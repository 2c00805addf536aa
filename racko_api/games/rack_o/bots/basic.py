"""The `basic` bot: a plain greedy player that gives each card a home slot by its value.

Card c of a 1..top deck belongs in slot ``(c - 1) * 10 // top`` (its bucket). A card is kept
when it sits in its bucket; a new card replaces the card in its bucket's slot unless that
card already belongs there. Once the rack is in order but may not yet go Rack-O (R-RUN3
needs a run), it keeps the order and takes only cards that lengthen its longest run. Now and
then it makes a harmless move (in the run phase, or in a very long round), so players who
each hold what another needs, or a stock that always brings a card to the wrong player, can
never stall a table for ever.
"""

from __future__ import annotations

import random
from functools import lru_cache

from racko_api.games.rack_o.actions import (
    CALL_RACK_O,
    DISCARD,
    DRAW_STOCK,
    NEXT_ROUND,
    TAKE_DISCARD,
    Action,
    exchange,
    place,
)
from racko_api.games.rack_o.racks import RACK_SIZE, is_ascending, longest_run
from racko_api.games.rack_o.state import Phase
from racko_api.games.rack_o.turns import can_discard
from racko_api.games.rack_o.views import Rack, SeatView

WANDER = 0.1  # chance of a harmless move when no card helps
LONG_ROUND = 30  # turns per player after which a round counts as stalled


def bucket(card: int, top: int) -> int:
    """The home slot index of `card` in a 1..top deck.

    >>> bucket(1, 40), bucket(40, 40), bucket(21, 60)
    (0, 9, 3)
    """
    return (card - 1) * RACK_SIZE // top


@lru_cache(maxsize=1 << 12)
def _ordered(rack: Rack) -> bool:
    return is_ascending(rack)


@lru_cache(maxsize=1 << 12)
def _run_length(rack: Rack) -> int:
    run = longest_run(rack)
    return run.length if run else 0


def _between(rack: Rack, slot: int, card: int) -> bool:
    """`card` lies between the neighbours of `slot`, so an ordered rack stays in order."""
    low = rack[slot - 1] if slot else None
    high = rack[slot + 1] if slot + 1 < RACK_SIZE else None
    return (low is None or low < card) and (high is None or card < high)


def _run_through(rack: Rack, slot: int, card: int) -> int:
    """The length of the consecutive run through `slot` once `card` is there."""
    length, value = 1, card
    for i in range(slot - 1, -1, -1):
        if rack[i] != value - 1:
            break
        length, value = length + 1, value - 1
    value = card
    for i in range(slot + 1, RACK_SIZE):
        if rack[i] != value + 1:
            break
        length, value = length + 1, value + 1
    return length


def choose_slot(view: SeatView, card: int, rng: random.Random | None = None) -> int | None:
    """Where `card` goes, or None to let it go (`rng` given: now and then a harmless move)."""
    rack, top = view.rack, view.top
    if view.run_needed and _ordered(rack):
        here = _run_length(rack)
        fits = [i for i in range(RACK_SIZE) if _between(rack, i, card)]
        better = [i for i in fits if _run_through(rack, i, card) > here]
        if better:
            return better[0]
        if fits and rng is not None and rng.random() < WANDER:
            return rng.choice(fits)
        return None
    home = bucket(card, top)
    held = rack[home]
    if held is None or bucket(held, top) != home:
        return home
    if rng is not None and _long(view) and rng.random() < WANDER:
        return home  # a long round: let a settled card go round again
    return None


def harmless_slot(view: SeatView, card: int) -> int | None:
    """A slot `card` may take without undoing anything: its home slot, or in the run phase a
    slot where it keeps the rack in order."""
    rack = view.rack
    if view.run_needed and _ordered(rack):
        return next((i for i in range(RACK_SIZE) if _between(rack, i, card)), None)
    return bucket(card, view.top)


def _long(view: SeatView) -> bool:
    return view.turns >= LONG_ROUND * view.players


def basic_bot(view: SeatView, rng: random.Random) -> Action | None:
    """Call Rack-O when it may; otherwise the greedy move of the module docstring."""
    if view.phase is Phase.ROUND_OVER:
        return NEXT_ROUND
    if view.can_call:
        return CALL_RACK_O
    if not view.my_turn:
        return None
    if view.phase is Phase.DRAW:
        top = view.discard_top
        if top is not None and choose_slot(view, top) is not None:
            return TAKE_DISCARD
        if (top is not None and _long(view) and rng.random() < WANDER
                and harmless_slot(view, top) is not None):
            # Taking a discard shifts which player draws which stock card: in a long round this
            # breaks a cycle in which the card a player needs always reaches someone else first.
            return TAKE_DISCARD
        return DRAW_STOCK
    card = view.hand
    assert card is not None
    slot = choose_slot(view, card, rng)
    if slot is None:
        if view.source is not None and can_discard(view.ruleset, view.source):
            return DISCARD
        slot = harmless_slot(view, card)  # a card taken from the discard pile must go in
        if slot is None:
            slot = bucket(card, view.top)
    return exchange(slot) if view.rack[slot] is not None else place(slot)


__all__ = ["basic_bot", "bucket", "choose_slot", "harmless_slot"]
