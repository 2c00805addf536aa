"""The rollout policy every player follows in the yardstick: simple, fixed, and blind to the
advisor. Card c belongs in slot (c - 1) x 10 // top (its zone). The top discard is taken when the
card in its zone slot does not belong there, or breaks the order beside it; otherwise a stock card
is drawn and kept on the same test, or let go. Where a run is needed, the rack's longest run is
kept whole (when the rest can be ordered around it) and the zones are re-drawn around it; while it
is too short, a card goes beside its neighbour in number when that lengthens it and keeps the
order. A player calls Rack-O as soon as it has one."""

from __future__ import annotations

import random

from .rules import SLOTS, Rules, is_rack_o, longest_run, loser_points, run_at, win_points

TURN_CAP = 200  # turns of a rollout after which nobody has gone out: the seat scores as a loser


def fits(rack: list[int], slot: int, card: int) -> bool:
    """`card` in `slot` keeps the order with both neighbours."""
    return (slot == 0 or rack[slot - 1] < card) and (slot == SLOTS - 1 or card < rack[slot + 1])


def kept(rules: Rules, rack: list[int]) -> range:
    """The slots the policy never gives up: the longest run, where a run is needed and the rest of
    the rack can still be ordered around it."""
    if not rules.need:
        return range(0)
    best = max((run_at(rack, s) for s in range(SLOTS)), key=len)
    if len(best) < 2:
        return range(0)
    low, high = rack[best.start], rack[best.stop - 1]
    if low - 1 < best.start or rules.top - high < SLOTS - best.stop:
        return range(0)  # too few cards below or above it to fill the slots beside it
    return best


def zones(rules: Rules, rack: list[int], keep: range) -> tuple[int | None, ...]:
    """Per card, the slot it belongs in: the deck spread evenly over the slots, or, around a kept
    run, the cards below it over the slots before it and those above over the slots after it."""
    if not keep:
        return rules.zones
    low, high = rack[keep.start], rack[keep.stop - 1]
    key = (rules.top, keep.start, keep.stop, low, high)
    if key not in AROUND:
        before, after = keep.start, SLOTS - keep.stop
        AROUND[key] = tuple(
            (c - 1) * before // (low - 1) if 0 < c < low and before
            else keep.stop + (c - high - 1) * after // (rules.top - high) if c > high and after
            else None
            for c in range(rules.top + 1))
    return AROUND[key]


AROUND: dict[tuple[int, ...], tuple[int | None, ...]] = {}


def run_slot(rules: Rules, rack: list[int], card: int, keep: range) -> int | None:
    """A slot beside `card`'s neighbour in number that lengthens the longest run, if any."""
    best = longest_run(rack)
    for other, side in ((card - 1, 1), (card + 1, -1)):
        if other not in rack:
            continue
        slot = rack.index(other) + side
        if 0 <= slot < SLOTS and slot not in keep and fits(rack, slot, card):
            placed = [*rack[:slot], card, *rack[slot + 1:]]
            if len(run_at(placed, slot)) > best:
                return slot
    return None


def wanted_slot(rules: Rules, rack: list[int], card: int) -> int | None:
    """The slot the policy puts `card` in, or None when it does not want it."""
    keep = kept(rules, rack)
    if rules.need and len(keep) < rules.need:
        slot = run_slot(rules, rack, card, keep)
        if slot is not None:
            return slot
    zone = zones(rules, rack, keep)
    slot = zone[card]
    if slot is None or slot in keep:
        return None
    if zone[rack[slot]] != slot:
        return slot
    if not fits(rack, slot, rack[slot]) and fits(rack, slot, card):
        return slot
    return None


def play_out(rules: Rules, racks: list[list[int]], stock: list[int], discard: list[int],
             rng: random.Random) -> tuple[int, int]:
    """The seat's (racks[0]'s) points after the others then it play on, rack 1 first, and the
    turns played (TURN_CAP: nobody went out)."""
    players = len(racks)
    for turn in range(TURN_CAP):
        who = (turn + 1) % players
        rack = racks[who]
        top = discard[-1] if discard else None
        slot = wanted_slot(rules, rack, top) if top is not None else None
        if slot is not None:
            card = discard.pop()
        else:
            if not stock:
                if len(discard) < 2:
                    break
                stock = discard[:-1]
                del discard[:-1]
                rng.shuffle(stock)
            card = stock.pop()
            slot = wanted_slot(rules, rack, card)
        if slot is None:
            discard.append(card)
            continue
        discard.append(rack[slot])
        rack[slot] = card
        if is_rack_o(rules, rack):
            return (win_points(rules, rack) if who == 0 else loser_points(racks[0])), turn + 1
    return loser_points(racks[0]), TURN_CAP
