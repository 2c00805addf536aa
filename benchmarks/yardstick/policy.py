"""The rollout policy every player follows in the yardstick: simple, fixed, and blind to the
advisor. Card c belongs in slot (c - 1) x 10 // top (its zone). The top discard is taken when the
card in its zone slot does not belong there, or breaks the order beside it; otherwise a stock card
is drawn and kept on the same test, or let go. Where a run is needed, the rack's longest run is
kept whole (when the rest can be ordered around it) and the zones are re-drawn around it; while it
is too short, a card goes beside its neighbour in number when that lengthens it and keeps the
order. Where Rack-O is automatic, a player goes out as soon as it has one.

Where it is called (R-WAIT) and the longest run earns a bonus (R-BONUS), a player holding a
Rack-O waits while its longest run is one card short of a bonus step (2 to 5), a card it has not
seen (in its rack or on the discard pile) would lengthen that run in a slot that keeps the order,
and no rival is taken to be close to going out: none has played FAR turns since its cards were
dealt (in a rollout: re-dealt). Otherwise it calls, at the end of its turn or before its next
draw (never between the turns of others). While waiting it takes a card only where it lengthens
the run with the rack in order, and lets any other go: it never breaks a Rack-O it holds."""

from __future__ import annotations

import random

from .rules import SLOTS, Rules, is_rack_o, longest_run, loser_points, run_at, win_points

TURN_CAP = 200  # turns of a rollout after which nobody has gone out: the seat scores as a loser
TOP_STEP = 6  # the run whose bonus no longer run betters (R-BONUS)
FIRST_STEP = 3  # the shortest run that earns a bonus (R-BONUS)
FAR = 6  # turns a rival plays from its deal before the policy takes it as close to going out


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


def lengthening_slot(rack: list[int], card: int) -> int | None:
    """A slot where `card` keeps the rack in order and lengthens its longest run, if any."""
    best, where = longest_run(rack), None
    for slot in range(SLOTS):
        if not fits(rack, slot, card):
            continue
        if not ((slot > 0 and rack[slot - 1] == card - 1)
                or (slot < SLOTS - 1 and rack[slot + 1] == card + 1)):
            continue
        run = longest_run([*rack[:slot], card, *rack[slot + 1:]])
        if run > best:
            best, where = run, slot
    return where


def waits(rules: Rules, rack: list[int], seen: list[int], played: int) -> bool:
    """A player holding Rack-O `rack` plays on rather than call it, the table having played
    `played` rounds of turns since the deal: Rack-O is called and the run earns a bonus, the
    longest run is one card short of a bonus step (2 to 5), a card not in `seen` (the discard
    pile) nor in the rack would lengthen it in a slot that keeps the order, and no rival has
    played FAR turns yet."""
    if not (rules.wait and rules.bonus) or played >= FAR:
        return False
    if not FIRST_STEP - 1 <= longest_run(rack) < TOP_STEP:
        return False
    known = {*seen, *rack}
    return any(0 < c <= rules.top and c not in known and lengthening_slot(rack, c) is not None
               for c in {rack[s] + side for s in range(SLOTS) for side in (-1, 1)})


def placed_slot(rules: Rules, rack: list[int], card: int, holding: bool) -> int | None:
    """The slot for `card`: while holding a Rack-O only one that lengthens the run in order."""
    return lengthening_slot(rack, card) if holding else wanted_slot(rules, rack, card)


def play_out(rules: Rules, racks: list[list[int]], stock: list[int], discard: list[int],
             rng: random.Random) -> tuple[int, int]:
    """The seat's (racks[0]'s) points after the others then it play on, rack 1 first, and the
    turns played (TURN_CAP: nobody went out)."""
    players = len(racks)
    for turn in range(TURN_CAP):
        who = (turn + 1) % players
        rack = racks[who]
        holding = rules.wait and is_rack_o(rules, rack)  # a Rack-O it waited on (R-WAIT)
        if holding:
            if not waits(rules, rack, discard, turn // players):
                return (win_points(rules, rack) if who == 0 else loser_points(racks[0])), turn
        top = discard[-1] if discard else None
        slot = placed_slot(rules, rack, top, holding) if top is not None else None
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
            slot = placed_slot(rules, rack, card, holding)
        if slot is None:
            discard.append(card)
        else:
            discard.append(rack[slot])
            rack[slot] = card
        if (holding or slot is not None) and is_rack_o(rules, rack) \
                and not waits(rules, rack, discard, (turn + 1) // players):
            return (win_points(rules, rack) if who == 0 else loser_points(racks[0])), turn + 1
    return loser_points(racks[0]), TURN_CAP
