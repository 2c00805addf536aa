"""The `strong` bot: keeps the cheapest chain of cards and fills the gaps it leaves (see `gaps.py`).

It knows what its seat may know: its rack, every card that has been face up this round (the
discard pile, and after a restock which cards never showed, so must sit in some rack), the
cards others took from the discard pile and where they put them, and open racks. With a card
in hand it puts it where the rack's cost falls most, or lets it go if no slot helps. Before
drawing it compares what the top discard would save with what a card from the stock saves on
average over the cards it has not seen. When a run is needed (R-RUN3) the plan must contain
one. It calls Rack-O as soon as it may, unless a run bonus (R-BONUS) is one card away.
"""

from __future__ import annotations

import random

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
from racko_api.games.rack_o.bots.gaps import FULL, GONE, SEEN, Board, Plan, plan_of
from racko_api.games.rack_o.racks import RACK_SIZE, longest_run
from racko_api.games.rack_o.ruleset import RunBonus
from racko_api.games.rack_o.state import Phase
from racko_api.games.rack_o.turns import can_discard
from racko_api.games.rack_o.views import SeatView

HORIZON = 10.0  # draws ahead over which the gaps are priced
SAMPLE = 10  # unseen values tried when pricing a card from the stock
LONG_ROUND = 12  # turns per player after which a stuck player sometimes shakes its rack up
SHAKE = 0.15
BONUS_RUN = 3


def weights_for(view: SeatView) -> list[int]:
    """How obtainable each value 0..top+1 is for this seat (see `gaps.py`)."""
    top = view.top
    w = [FULL] * (top + 2)
    w[0] = w[top + 1] = GONE
    if view.restocks:  # every card that never showed since the deal sits in some rack
        seen = view.seen
        for c in range(1, top + 1):
            if not seen >> c & 1:
                w[c] = GONE
    for c in view.discard:
        w[c] = SEEN
    for rack in (view.rack, *view.shown, *(view.open_racks or ())):
        for held in rack:
            if held is not None:
                w[held] = GONE
    if view.hand is not None:
        w[view.hand] = GONE
    return w


def plan_for(view: SeatView, need: int) -> tuple[Plan, list[int]]:
    """The priced rack; if no run can be planned, the plan that at least keeps order."""
    weights = weights_for(view)
    return plan_of(Board(view.top, weights, HORIZON), view.rack, weights, need), weights


def stock_gain(plan: Plan, weights: list[int]) -> float:
    """The mean saving of a card from the stock, over (a spread of) the values not yet seen."""
    unseen = [v for v, w in enumerate(weights) if w == FULL]
    if not unseen:
        return 0.0
    step = max(1, len(unseen) // SAMPLE)
    tried = unseen[step // 2::step]
    total = 0.0
    for value in tried:
        best, _ = plan.best_slot(value)
        if best < plan.cost:
            total += plan.cost - best
    return total / len(tried)


def wants_bonus(view: SeatView) -> bool:
    """R-BONUS: wait to call when the longest run is short of a bonus and the round is young."""
    if view.ruleset.options.run_bonus is RunBonus.OFF or view.turns >= LONG_ROUND * view.players // 2:
        return False
    run = longest_run(view.rack)
    return run is None or run.length < BONUS_RUN


def strong_bot(view: SeatView, rng: random.Random) -> Action | None:
    """See the module docstring."""
    if view.phase is Phase.ROUND_OVER:
        return NEXT_ROUND
    need = view.run_needed
    if view.can_call:
        if not wants_bonus(view):
            return CALL_RACK_O
        need = BONUS_RUN
    if not view.my_turn:
        return None
    plan, weights = plan_for(view, need)
    if view.phase is Phase.DRAW:
        top = view.discard_top
        if top is not None:
            best, _ = plan.best_slot(top)
            if plan.cost - best > stock_gain(plan, weights):
                return TAKE_DISCARD
            if _stalled(view) and rng.random() < SHAKE:
                return TAKE_DISCARD  # shifts which player draws which stock card (see `_shake`)
        return DRAW_STOCK
    card = view.hand
    assert card is not None
    best, slot = plan.best_slot(card)
    if best >= plan.cost or slot < 0:
        shaken = _shake(view, plan, card, rng)
        if shaken is None:
            if view.source is not None and can_discard(view.ruleset, view.source):
                return DISCARD
            shaken = min(range(RACK_SIZE), key=lambda i: plan.with_card(i, card))
        slot = shaken
    return exchange(slot) if view.rack[slot] is not None else place(slot)


def _stalled(view: SeatView) -> bool:
    return view.turns >= LONG_ROUND * view.players


def _shake(view: SeatView, plan: Plan, card: int, rng: random.Random) -> int | None:
    """In a long round nothing may help: the cards needed sit in other racks, or a stock turned
    over and over always brings them to another player first. Sometimes take a card anyway,
    into the slot where it costs least, so no table can stall for ever."""
    if not _stalled(view) or rng.random() >= SHAKE:
        return None
    options = [i for i in range(RACK_SIZE) if view.rack[i] != card]
    return min(options, key=lambda i: (plan.with_card(i, card), rng.random()))


__all__ = ["strong_bot"]
