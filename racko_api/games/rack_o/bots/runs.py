"""The Rack-O score a rack is expected to reach (R-BONUS): its runs lengthened by the cards that
will fill its gaps.

A rack short of Rack-O goes out as the chain of kept cards of the gap model (`gaps.py`, through
the planned run where one is needed, R-RUN3) with its gaps filled. A gap of k slots between kept
cards a and b takes k of the n values between them that can still be drawn; taken as any k of
them alike, its first j slots hold a+1 ... a+j, lengthening a run that ends at a, with chance
k (k-1) ... (k-j+1) / (n (n-1) ... (n-j+1)), and its last j slots lengthen a run that starts
at b the same way (R-RUN). A gap with no more values than slots is filled for certain. The
longest run's bonus is then priced over those chances, each stretch of kept consecutive cards
(R-RUN) taken apart from the others; the rack's Rack-O score as it stands (`rack_o_points`) is
the least it is worth. Only a rack NEAR Rack-O is read so: with more cards to change, the cards
it keeps are likely to change before it goes out, and the gaps' cards are no guide. Counting
only the runs that reach the gaps' ends, and taking the fill at random where a player would pick
the card that lengthens a run, this understates the bonus a little; the race model used to price
a rack short of Rack-O at the bonus it held already, as if no card to come could lengthen a run.
"""

from __future__ import annotations

from collections.abc import Sequence

from racko_api.games.rack_o.bots.gaps import Board, Chain, Gap, chain_gaps
from racko_api.games.rack_o.bots.points import rack_o_points
from racko_api.games.rack_o.racks import RACK_SIZE, Rack
from racko_api.games.rack_o.ruleset import Ruleset, RunBonus
from racko_api.games.rack_o.scoring import bonus_for_run

NEAR = 2  # slots whose cards must still change (gaps and the run's cards), at most, for a rack's
# gaps to be read as the cards it goes out with

Lengths = dict[int, float]  # a run's length -> its chance


def expected_rack_o_points(ruleset: Ruleset, players: int, rack: Rack, weights: Sequence[int],
                           horizon: float, need: int) -> float:
    """What `rack` is expected to score on going Rack-O once its gaps are filled, the gap model
    read at `horizon` draws (see the module docstring); its Rack-O score as it stands where the
    longest run earns no bonus (R-BONUS off, or every run counted: a house rule priced as it
    stands)."""
    now = float(rack_o_points(ruleset, players, rack))
    cards = [c for c in rack if c is not None]
    if ruleset.options.run_bonus is not RunBonus.LONGEST or len(cards) < len(rack) or \
            _out_of_order(cards) > NEAR:
        return now
    board = Board(len(weights) - 2, weights, horizon)
    planned = list(rack)
    chain = Chain(board, rack, weights, need)
    if need:
        block = chain.best_block()
        if block is None:
            return now
        s, v = block
        planned[s:s + need] = range(v, v + need)
    gaps = chain_gaps(board, planned)
    open_slots = {i for first, last, _, _ in gaps for i in range(first, last + 1)}
    pinned = sum(1 for i, c in enumerate(rack) if planned[i] != c and i not in open_slots)
    if len(open_slots) + pinned > NEAR:
        return now
    filled = _filled(planned, weights, gaps)
    if filled is None:
        return now
    longest = _longest(filled)
    bonus = sum(p * bonus_for_run(n) for n, p in longest.items())
    return max(now, ruleset.options.win_points + bonus)


Slot = tuple[int | None, Lengths, Lengths]  # a kept value (None in a gap); its runs' reach down, up


def _out_of_order(rack: Sequence[int]) -> int:
    """The fewest slots whose cards must change for `rack` to be in order: any chain of kept
    cards leaves at least that many slots to fill."""
    longest = [1] * len(rack)  # the longest ascending choice of cards ending at each slot
    for j in range(len(rack)):
        for i in range(j):
            if rack[i] < rack[j] and longest[i] + 1 > longest[j]:
                longest[j] = longest[i] + 1
    return len(rack) - max(longest)


def _filled(rack: Sequence[int | None], weights: Sequence[int], gaps: Sequence[Gap]) -> list[Slot] | None:
    """Each slot: its kept value (None where a gap is still open), and for the slots beside an
    open gap, how far a run is lengthened into it (down from a card above it, up from one
    below). A gap with no more values to draw than slots is filled at once; None where a gap
    cannot be filled."""
    slots: list[Slot] = [(c, {0: 1.0}, {0: 1.0}) for c in rack]
    for first, last, low, high in gaps:
        k = last - first + 1
        values = [v for v in range(low + 1, high) if weights[v] > 0]
        if len(values) < k:
            return None
        if len(values) == k:
            for i, v in enumerate(values):
                slots[first + i] = (v, {0: 1.0}, {0: 1.0})
            continue
        for i in range(first, last + 1):
            slots[i] = (None, {0: 1.0}, {0: 1.0})
        up = _reach(k, len(values), [low + j + 1 in values for j in range(k)])
        down = _reach(k, len(values), [high - j - 1 in values for j in range(k)])
        if first > 0:
            below, d, _ = slots[first - 1]
            slots[first - 1] = (below, d, up)
        if last + 1 < RACK_SIZE:
            above, _, u = slots[last + 1]
            slots[last + 1] = (above, down, u)
    return slots


def _reach(k: int, n: int, there: Sequence[bool]) -> Lengths:
    """How many slots of a gap of k, filled with k of n values alike, continue a run: the chance
    of each count j, the first j values beside the run being `there` to draw."""
    out: Lengths = {}
    at_least = 1.0
    for j in range(k + 1):
        more = at_least * (k - j) / (n - j) if j < k and there[j] else 0.0
        out[j] = at_least - more
        at_least = more
    return out


def _longest(slots: Sequence[Slot]) -> Lengths:
    """The chance of each length of the longest run, the stretches of kept consecutive cards
    taken apart from each other."""
    stretches: list[Lengths] = []
    i = 0
    while i < len(slots):
        v, down, up = slots[i]
        if v is None:
            i += 1
            continue
        j = i
        while j + 1 < len(slots) and slots[j + 1][0] == (slots[j][0] or 0) + 1:
            j += 1
        length: Lengths = {}
        for a, pa in down.items():
            for b, pb in slots[j][2].items():
                n = j - i + 1 + a + b
                length[n] = length.get(n, 0.0) + pa * pb
        stretches.append(length)
        i = j + 1
    below = {n: 1.0 for n in range(RACK_SIZE + 2)}  # P(longest <= n)
    for length in stretches:
        for n in below:
            below[n] *= sum(p for m, p in length.items() if m <= n)
    out: Lengths = {}
    for n in range(1, RACK_SIZE + 1):
        p = below[n] - below[n - 1]
        if p > 0.0:
            out[n] = p
    return out


__all__ = ["expected_rack_o_points"]
