"""The rollout policy every player follows in the yardstick: fixed, written from the rules alone
and blind to the advisor, and a good player in its own right (alone on 1-40 it goes Rack-O in
about ten turns, about 13 where a run of 3 is needed: `rollouts.py --solo`). It plans a rack as
anchors, the cards it keeps where they are, chosen by a short dynamic programme so that the gaps
between them cost the fewest draws to fill (plan): a gap of k empty slots between kept cards a
and b, on a deck of 1-top, costs top x k x k / (b - a - 1) draws, each of its slots waiting
top x k / (b - a - 1) draws for a card of its share of the numbers between. A card goes where it
saves the most draws, into the gap its number falls in or in place of an anchor beside it
(best_place); a stock card is kept where it saves any, the top discard is taken only where it
saves TAKE or more, and otherwise the card is let go. Where Rack-O is automatic, a player goes
out as soon as it has one.

Where a run is needed (R-RUN3), the run is planned with the anchors (run_plan): the programme
counts, among the anchors it keeps, the outs, the cards it has not got that would make the run
(either end of a run one card short, with room beyond it; the card between two anchors a slot
and two numbers apart), and adds RUN x top x 2 / outs draws, NO_OUTS x top with none, nothing
once the run is made, which it then never gives up. So it keeps the pairs whose ends are still
to be drawn where they leave the rest of the rack room, several where they cost the gaps little,
and a card that makes an out may displace an anchor; until the run is made a card goes where it
leaves the fewest draws to go, of its best place and the slots beside its near numbers.

Where it is called (R-WAIT) and the longest run earns a bonus (R-BONUS), a player holding a
Rack-O waits while its longest run is one card short of a bonus step (2 to 5), a card it has not
seen (in its rack or on the discard pile) would lengthen that run in a slot that keeps the order,
and no rival is taken to be close to going out: none has played FAR turns since the deal.
Otherwise it calls, at the end of its turn or before its next
draw (never between the turns of others). While waiting it takes a card only where it lengthens
the run with the rack in order, and lets any other go: it never breaks a Rack-O it holds."""

from __future__ import annotations

import functools
import math
import random

from .rules import SLOTS, Rules, is_rack_o, longest_run, loser_points, run_at, win_points

TURN_CAP = 200  # turns of a rollout after which nobody has gone out: the seat scores as a loser
TOP_STEP = 6  # the run whose bonus no longer run betters (R-BONUS)
FIRST_STEP = 3  # the shortest run that earns a bonus (R-BONUS)
RUN = 0.5  # draws, a share of the deck's top card, to find a card a needed run lacks with 2 outs
NO_OUTS = 1.25  # the same, a share of the top card, where no card would make the run
TAKE = 3.0  # draws (best_place) the top discard must save to be taken rather than a stock card drawn
WIDE = 64  # a run's state in run_plan: run x WIDE + outs
FAR = 6  # turns a rival plays from its deal before the policy takes it as close to going out


def fits(rack: list[int], slot: int, card: int) -> bool:
    """`card` in `slot` keeps the order with both neighbours."""
    return (slot == 0 or rack[slot - 1] < card) and (slot == SLOTS - 1 or card < rack[slot + 1])


def kept(rules: Rules, rack: list[int]) -> range:
    """The slots the policy never gives up: where a run is needed, a run of that length or more
    among the anchors of its plan (run_plan)."""
    return kept_and_left(rules, tuple(rack))[0]


@functools.lru_cache(maxsize=1 << 16)
def kept_and_left(rules: Rules, rack: tuple[int, ...]) -> tuple[range, float]:
    """The kept run (kept) and the draws left to go (draws_left)."""
    if not rules.need:
        return range(0), plan(rules.top, rack, (0, 0))[0]
    cost, anchors = run_plan(rules, rack)
    for a in anchors[1:-1]:
        run = run_at(rack, a - 1)
        if len(run) >= rules.need and all(s + 1 in anchors for s in run):
            return run, cost
    return range(0), cost


def run_plan(rules: Rules, rack: tuple[int, ...]) -> tuple[float, tuple[int, ...]]:
    """plan where a run is needed: the anchors chosen for the least cost of their gaps plus that of
    the run (run_term), and that cost. The programme carries, at each anchor, the run of cards in
    consecutive slots and numbers that ends there and the outs counted on the way: the cards not in
    the rack that would make the needed run among the anchors, each end of a run one card short
    with room beyond it, and the card between two anchors a slot and two numbers apart."""
    top, need = rules.top, rules.need
    cost = gap_costs(top)
    values = (0, *rack, top + 1)
    held = set(rack)
    made = need * WIDE  # the state of a run made, whatever the outs
    # best[j][run * WIDE + outs]: the least cost with anchor j, the anchor before and its state.
    best: list[dict[int, tuple[float, int, int]]] = [{} for _ in range(SLOTS + 2)]
    best[0][0] = (0.0, 0, 0)
    for j in range(1, SLOTS + 2):
        vj, here = values[j], best[j]
        for i in range(j):
            vi = values[i]
            if vi >= vj or not best[i]:
                continue
            g = cost[j - i - 1][vj - vi - 1]
            if g == math.inf:
                continue
            inner = 0 < i and j <= SLOTS
            beside = inner and j == i + 1 and vj == vi + 1  # lengthens the run ending at i
            between = inner and j == i + 2 and vj == vi + 2 and vi + 1 not in held
            for state, (c, _, _) in best[i].items():
                if state >= made:
                    key = made
                elif beside:
                    key = state + WIDE
                    if key >= made:
                        key = made
                    elif key // WIDE == need - 1 and j <= SLOTS:
                        key += ends(rules, held, j, vj, need - 1)
                else:
                    key = WIDE + state % WIDE + (between and state // WIDE + 2 >= need)
                    if need == 2:
                        key += ends(rules, held, j, vj, 1)
                c += g
                if c < here.get(key, (math.inf,))[0]:
                    here[key] = (c, i, state)
        if len(here) > 2:  # a state dearer than one with the same run and as many outs, or a run made
            most: dict[int, int] = {}
            for _, key in sorted((v[0], k) for k, v in here.items()):
                run, outs = divmod(key, WIDE)
                if outs <= most.get(run, -1) or need in most:
                    del here[key]
                else:
                    most[run] = outs
    total, state = min((c + run_term(rules, *divmod(key, WIDE)), key)
                       for key, (c, _, _) in best[SLOTS + 1].items())
    out = [SLOTS + 1]
    while out[-1]:
        _, i, state = best[out[-1]][state]
        out.append(i)
    return total, tuple(reversed(out))


def ends(rules: Rules, held: set[int], j: int, last: int, n: int) -> int:
    """The ends of a run of `n` cards ending with `last` at plan index `j` (slot j - 1) that a card
    not in the rack, with room beyond it for the slots past it, could lengthen."""
    lo, hi = last - n, last + 1
    return (j > n and lo - 1 >= j - n - 1 and lo not in held) \
        + (j < SLOTS and rules.top - hi >= SLOTS - j - 1 and hi not in held)


def run_term(rules: Rules, run: int, outs: int) -> float:
    """The draws a needed run is taken to cost: none once made, RUN x top x 2 over the outs, so
    a run of `need - 1` with both ends open costs RUN x top, or NO_OUTS x top with no out."""
    if run >= rules.need:
        return 0.0
    return RUN * rules.top * 2 / outs if outs else NO_OUTS * rules.top


def gap_cost(top: int, slots: int, values: int) -> float:
    """The draws it takes to fill `slots` empty slots side by side from the `values` card numbers
    between their kept neighbours, on a deck of 1-`top`: each slot's share of those numbers comes
    up once in top x slots / values draws, and the slots are filled one after another. (Counting
    the waits as overlapping, the coupon collector's H(slots) in place of the second `slots`,
    makes splitting a gap look dearer than leaving it whole, and the policy then keeps nothing:
    15.3 turns alone on 1-40 against 10.4.)"""
    if slots == 0:
        return 0.0
    if values < slots:
        return math.inf
    return top * slots * slots / values


@functools.cache
def gap_costs(top: int) -> tuple[tuple[float, ...], ...]:
    """gap_cost for every gap of a 1-`top` deck, by slots then values."""
    return tuple(tuple(gap_cost(top, k, m) for m in range(top + 1)) for k in range(SLOTS + 1))


@functools.lru_cache(maxsize=1 << 16)
def plan(top: int, rack: tuple[int, ...], keep: tuple[int, int]) -> tuple[float, tuple[int, ...]]:
    """The rack's anchors, the cards kept where they are (the rest to be replaced), chosen so that
    the gaps between them cost the fewest draws to fill (gap_cost), and that cost. Indices run
    over the rack with a wall at each end (0: below card 1, SLOTS + 1: above the top card); the
    slots of `keep` (a range's start and stop) are always kept."""
    cost = gap_costs(top)
    values = (0, *rack, top + 1)
    best = [0.0] + [math.inf] * (SLOTS + 1)
    back = [0] * (SLOTS + 2)
    for j in range(1, SLOTS + 2):
        vj = values[j]
        for i in range(j - 1, -1, -1):
            if best[i] < math.inf and values[i] < vj:
                c = best[i] + cost[j - i - 1][vj - values[i] - 1]
                if c < best[j]:
                    best[j], back[j] = c, i
            if keep[0] < i <= keep[1]:
                break  # a kept slot (index i - 1) may not be skipped
    out = [SLOTS + 1]
    while out[-1]:
        out.append(back[out[-1]])
    return best[SLOTS + 1], tuple(reversed(out))


def best_place(rules: Rules, rack: list[int], card: int, keep: range) -> tuple[int | None, float]:
    """Where `card` saves the most draws (plan, gap_cost), and how many: into the gap between
    anchors its number falls in, or in place of an anchor beside that gap."""
    cost = gap_costs(rules.top)
    anchors = plan(rules.top, tuple(rack), (keep.start, keep.stop))[1]
    values = (0, *rack, rules.top + 1)
    g = 0
    while values[anchors[g + 1]] < card:
        g += 1
    lo, hi = anchors[g], anchors[g + 1]
    vlo, vhi = values[lo], values[hi]
    here = cost[hi - lo - 1][vhi - vlo - 1]
    where, saved = None, 0.0
    for t in range(lo + 1, hi):  # into the gap
        gain = here - cost[t - lo - 1][card - vlo - 1] - cost[hi - t - 1][vhi - card - 1]
        if gain > saved:
            where, saved = t - 1, gain
    for k in (g, g + 1):  # in place of the anchor on either side
        at = anchors[k]
        if at in (0, SLOTS + 1) or at - 1 in keep:
            continue
        left, right = anchors[k - 1], anchors[k + 1]
        vl, vr = values[left], values[right]
        before = cost[at - left - 1][values[at] - vl - 1] + cost[right - at - 1][vr - values[at] - 1]
        gain = before - cost[at - left - 1][card - vl - 1] - cost[right - at - 1][vr - card - 1]
        if gain > saved:
            where, saved = at - 1, gain
    return where, saved


def draws_left(rules: Rules, rack: list[int]) -> float:
    """The policy's measure of a rack: the draws its plan's gaps cost to fill (plan, gap_cost), and
    where a run is needed, those its run is taken to cost (run_plan, run_term)."""
    return kept_and_left(rules, tuple(rack))[1]


def wanted_slot(rules: Rules, rack: list[int], card: int, least: float = 0.0) -> int | None:
    """The slot the policy puts `card` in, or None when it does not want it: where it saves the
    most draws (best_place); while a needed run is not made, where it saves the most draws_left
    of that slot and those that set it beside, or a slot apart from, a card one or two numbers
    from it (a run's outs); so long as it saves more than `least`."""
    keep = kept(rules, rack)
    slot, saved = best_place(rules, rack, card, keep)
    if rules.need and not keep:
        now = draws_left(rules, rack)
        slots = {rack.index(near) + apart for near, apart in ((card - 1, 1), (card + 1, -1), (card - 2, 2),
                                                             (card + 2, -2)) if near in rack}
        if slot is not None:
            slots.add(slot)
        saved = 0.0
        for at in slots:
            if 0 <= at < SLOTS:
                gain = now - draws_left(rules, [*rack[:at], card, *rack[at + 1:]])
                if gain > saved:
                    slot, saved = at, gain
    return slot if saved > least else None


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


def placed_slot(rules: Rules, rack: list[int], card: int, holding: bool, least: float = 0.0) -> int | None:
    """The slot for `card`: while holding a Rack-O only one that lengthens the run in order."""
    return lengthening_slot(rack, card) if holding else wanted_slot(rules, rack, card, least)


def play_out(rules: Rules, racks: list[list[int]], stock: list[int], discard: list[int],
             rng: random.Random, before: int = 0) -> tuple[int, int, int | None]:
    """The seat's (racks[0]'s) points after the others then it play on, rack 1 first, the turns
    played (TURN_CAP: nobody went out) and the index of the rack that went out (None: none did).
    A call before a draw ends the round without a turn of its own. The furthest rival had played
    `before` turns since the deal when the play-out begins: R-WAIT's count (FAR) goes on from there."""
    players = len(racks)
    for turn in range(TURN_CAP):
        who = (turn + 1) % players
        rack = racks[who]
        holding = rules.wait and is_rack_o(rules, rack)  # a Rack-O it waited on (R-WAIT)
        if holding:
            if not waits(rules, rack, discard, before + turn // players):
                return (win_points(rules, rack) if who == 0 else loser_points(racks[0])), turn, who
        top = discard[-1] if discard else None
        slot = placed_slot(rules, rack, top, holding, TAKE) if top is not None else None
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
                and not waits(rules, rack, discard, before + (turn + 1) // players):
            return (win_points(rules, rack) if who == 0 else loser_points(racks[0])), turn + 1, who
    return loser_points(racks[0]), TURN_CAP, None


def alone(rules: Rules, rng: random.Random) -> int:
    """The turns the policy takes to go Rack-O alone from a fresh deal (TURN_CAP: it did not)."""
    deck = list(range(1, rules.top + 1))
    rng.shuffle(deck)
    rack, stock = deck[:SLOTS], deck[SLOTS:]
    return play_out(rules, [rack], stock, [stock.pop()], rng)[1]
