"""The bots, each a pure function from a seat's view (see `views.py`) and a random source to an action.

- ``random``: uniform over the legal actions in the view.
- ``basic``: calls when it can; keeps the exchange that most improves `evaluate.quality`;
  plays drawn swaps on the next opponent; accepts a swap unless it hurts and it holds a
  reverse card, which it then plays naming the same row.
- ``expert``: plays the advisor's first choice (`advisor.py`).
"""

from __future__ import annotations

import random
from collections.abc import Callable, Mapping
from typing import Any

from racko_api.super_rack_o.actions import (
    AcceptSwap,
    Action,
    CallSuperRackO,
    Discard,
    DrawStock,
    Exchange,
    NextRound,
    PlayReverse,
    PlaySwap,
    TakeDiscard,
    action_from_dict,
)
from racko_api.super_rack_o.advisor import advise_view
from racko_api.super_rack_o.cards import Card, parse_card
from racko_api.super_rack_o.evaluate import quality
from racko_api.super_rack_o.rack import SLOTS, DoubleRack, Slot

Bot = Callable[[Mapping[str, Any], random.Random], Action]


def random_bot(view: Mapping[str, Any], rng: random.Random) -> Action:
    """A uniformly random legal action."""
    return action_from_dict(rng.choice(view["legal_actions"]))


def _rack(view: Mapping[str, Any]) -> DoubleRack[Card]:
    r = view["rack"]
    return DoubleRack(tuple(map(parse_card, r["blue"])), tuple(map(parse_card, r["red"])))


def _best_exchange(rack: DoubleRack[Card], card: Card) -> tuple[Slot, bool]:
    """The slot where `card` helps most, and whether that beats keeping the rack as it is."""
    here = quality(rack)
    slot = max(SLOTS, key=lambda s: quality(rack.replace(s, card)))
    return slot, quality(rack.replace(slot, card)) > here


def basic_bot(view: Mapping[str, Any], rng: random.Random) -> Action:
    """A sensible player: see the module docstring."""
    legal = [action_from_dict(a) for a in view["legal_actions"]]
    kinds = {type(a) for a in legal}
    if CallSuperRackO in kinds:
        return CallSuperRackO()
    if NextRound in kinds:
        return NextRound()
    if not legal:
        raise ValueError("no legal action for this seat now")
    rack = _rack(view)
    seat = int(view["seat"])
    if AcceptSwap in kinds:
        row = int(view["pending_swap"]["row"])
        reverses = [a for a in legal if isinstance(a, PlayReverse) and a.row == row]
        if reverses and quality(rack.switch_row(row)) < quality(rack):
            return reverses[0]
        return AcceptSwap()
    swaps = [a for a in legal if isinstance(a, PlaySwap)]
    next_seat = (seat + 1) % int(view["players"])
    if swaps and Exchange not in kinds:  # a swap card was exchanged out: name the target
        return _swap_on(swaps, next_seat, view)
    if DrawStock in kinds:
        top = view["discard_top"]
        if TakeDiscard in kinds and top is not None and _best_exchange(rack, parse_card(top))[1]:
            return TakeDiscard()
        return DrawStock()
    hand = parse_card(view["hand"])
    slot, better = _best_exchange(rack, hand)
    if swaps:
        return _swap_on(swaps, next_seat, view)
    if better or Discard not in kinds:
        return Exchange(slot)
    return Discard()


def _swap_on(swaps: list[PlaySwap], target: int, view: Mapping[str, Any]) -> Action:
    row = int(view["moves"]) % 8 + 1
    for a in swaps:
        if a.target_seat == target and a.row == row:
            return a
    return swaps[0]


def expert_bot(view: Mapping[str, Any], rng: random.Random) -> Action:
    """The advisor's first choice."""
    return advise_view(view).choices[0].action


BOTS: dict[str, Bot] = {"random": random_bot, "basic": basic_bot, "expert": expert_bot}

__all__ = ["BOTS", "Bot", "basic_bot", "expert_bot", "random_bot"]
