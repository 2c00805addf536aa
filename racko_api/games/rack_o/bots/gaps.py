"""The `strong` bot's measure of a rack: how hard its gaps are to fill, and the best cards to keep.

A finished rack is a chain of kept cards, each higher than the last, with the slots between
them (the gaps) still to be filled. A gap of k slots between kept cards a and b needs k cards
from the values strictly between them; it can only be filled if there are at least k such
values (room). How likely that is within a horizon of H draws depends on how many of those
values can still be drawn: a card nobody has seen counts fully, a card in the discard pile
half (it comes back after a restock, or when it is on top), a card in some rack not at all.

Splitting a gap into k equal shares of m obtainable values, one share per slot, each slot is
hit with rate H * m / (k * pool) over the horizon, so the chance all k slots are filled is
about (1 - exp(-H m / (k pool)))^k. The cost of a gap is minus the log of that chance, so
costs add up along the chain: the cheapest chain (a shortest path over slots) is the plan,
and its cost measures the rack. The cost of a rack with one slot changed is found from the
shortest paths to the left and to the right of that slot, without a new search.

A run that the rules require (R-RUN3) is a block of `need` adjacent slots holding consecutive
values: the chain must pass through one such block, and each of its values not yet in place
costs as a single specific card.
"""

from __future__ import annotations

import math
from collections.abc import Sequence
from functools import lru_cache

from racko_api.games.rack_o.racks import RACK_SIZE

INF = float("inf")
FULL, SEEN, GONE = 2, 1, 0  # weights of a value: unseen, in the discard pile, held in some rack


class Board:
    """What the costs depend on for one decision: the deck, the weights, the horizon."""

    __slots__ = ("top", "prefix", "pool", "horizon", "pins", "costs")

    def __init__(self, top: int, weights: Sequence[int], horizon: float) -> None:
        """`weights[v]` for v in 0..top+1 (0 and top+1 are sentinels of weight 0)."""
        self.top = top
        prefix = [0] * (top + 2)
        total = 0
        for v in range(1, top + 2):
            total += weights[v]
            prefix[v] = total
        self.prefix = prefix
        self.pool = max(total / FULL, 1.0)
        self.horizon = horizon
        # The cost of one specific card (a value a planned run needs in a given slot), by its
        # weight: GONE, SEEN, FULL.
        self.pins = (INF, self._pin_cost(SEEN), self._pin_cost(FULL))
        self.costs = gap_costs(total, horizon)

    def gap(self, k: int, low: int, high: int) -> float:
        """Cost of filling k slots with values strictly between `low` and `high` (INF without room)."""
        if high - low - 1 < k:
            return INF
        return self.costs[k][self.prefix[high - 1] - self.prefix[low]]

    def _pin_cost(self, weight: int) -> float:
        rate = self.horizon * (weight / FULL) / self.pool
        return -math.log(-math.expm1(-rate))


@lru_cache(maxsize=256)
def gap_costs(total: int, horizon: float) -> tuple[tuple[float, ...], ...]:
    """`costs[k][weight]`: the cost of a gap of k slots (0..10) whose values weigh `weight` in all,
    for every board with the same total weight and horizon (the costs depend on nothing else)."""
    pool = max(total / FULL, 1.0)
    return tuple(tuple(_gap_cost(k, weight, pool, horizon) for weight in range(total + 1))
                 for k in range(RACK_SIZE + 1))


def _gap_cost(k: int, weight: int, pool: float, horizon: float) -> float:
    if k == 0:
        return 0.0
    if weight <= 0:
        return 12.0 * k  # nothing left to draw: only a restock can help
    rate = horizon * (weight / FULL) / (k * pool)
    return -k * math.log(-math.expm1(-rate)) if rate < 30 else 0.0


Node = tuple[int, int]  # (slot index, value); slot -1 and 10 are the sentinels


def chance(cost: float) -> float:
    """The chance a rack of this cost is complete within the horizon: costs are minus its log."""
    return math.exp(-cost) if cost != INF else 0.0


def nodes_of(rack: Sequence[int | None], top: int) -> list[Node]:
    """The sentinels and every card in place, left to right."""
    out: list[Node] = [(-1, 0)]
    out += [(i, c) for i, c in enumerate(rack) if c is not None]
    out.append((len(rack), top + 1))
    return out


def forward(board: Board, nodes: Sequence[Node]) -> list[float]:
    """Cheapest chain cost from the left sentinel to each node, keeping that node."""
    best = [INF] * len(nodes)
    best[0] = 0.0
    gap = board.gap
    for j in range(1, len(nodes)):
        sj, vj = nodes[j]
        b = INF
        for p in range(j):
            fp = best[p]
            if fp >= b:  # a gap never costs less than nothing
                continue
            sp, vp = nodes[p]
            if vp >= vj:
                continue
            c = fp + gap(sj - sp - 1, vp, vj)
            if c < b:
                b = c
        best[j] = b
    return best


def backward(board: Board, nodes: Sequence[Node]) -> list[float]:
    """Cheapest chain cost from each node (kept) to the right sentinel."""
    n = len(nodes)
    best = [INF] * n
    best[n - 1] = 0.0
    gap = board.gap
    for j in range(n - 2, -1, -1):
        sj, vj = nodes[j]
        b = INF
        for q in range(j + 1, n):
            bq = best[q]
            if bq >= b:  # a gap never costs less than nothing
                continue
            sq, vq = nodes[q]
            if vq <= vj:
                continue
            c = gap(sq - sj - 1, vj, vq) + bq
            if c < b:
                b = c
        best[j] = b
    return best


Block = tuple[int, int, float]  # (first slot, first value, cost of its cards not yet in place)


class Chain:
    """The cheapest chains of kept cards of one rack, from either end, and its run blocks: enough
    to name the plan's run (`best_block`) without pricing changes to the rack (see `Plan`)."""

    __slots__ = ("board", "rack", "weights", "need", "pin_of", "nodes", "blocks", "f0", "b0", "fb",
                 "_l0", "_r0")

    def __init__(self, board: Board, rack: Sequence[int | None], weights: Sequence[int],
                 need: int = 0) -> None:
        self.board, self.rack, self.weights, self.need = board, rack, weights, need
        self.pin_of = [board.pins[w] for w in weights] if need else []  # by value
        nodes = self.nodes = nodes_of(rack, board.top)
        self.f0 = forward(board, nodes)
        self.b0 = backward(board, nodes)
        self._l0 = _ends(nodes, self.f0)
        self._r0 = _ends(nodes, self.b0)[::-1]
        self.blocks: list[Block] = self._blocks() if need else []
        self.fb = [pins + self._left(self._l0, s, v) for s, v, pins in self.blocks]

    def _blocks(self) -> list[Block]:
        """Every run block with at least one card already in place, and the cost of the rest."""
        rack, need, top = self.rack, self.need, self.board.top
        size = len(rack)
        seen: set[tuple[int, int]] = set()
        out: list[Block] = []
        for t, c in enumerate(rack):
            if c is None:
                continue
            for d in range(need):
                s, v = t - d, c - d
                if s < 0 or s + need > size or v < 1 or v + need - 1 > top or (s, v) in seen:
                    continue
                seen.add((s, v))
                pins = self._pins(s, v, -1)
                if pins != INF:
                    out.append((s, v, pins))
        return out

    def _pins(self, s: int, v: int, skip: int) -> float:
        """Cost of the block's cards not yet in place (slot `skip` is taken care of)."""
        total = 0.0
        rack, pin_of = self.rack, self.pin_of
        for u in range(s, s + self.need):
            want = v + u - s
            if u != skip and rack[u] != want:
                total += pin_of[want]
        return total

    def _left(self, cands: Sequence[tuple[int, int, float]], slot: int, value: int,
              bound: float = INF) -> float:
        """Cheapest cost from the left sentinel to a card `value` kept in `slot`; INF if it is
        not below `bound`.

        `cands` are the chain ends to come from: (slot, value, cost), lowest slot first.
        The advisor's hottest loop: `Board.gap` is written out here (and in `_right`).
        """
        costs, prefix = self.board.costs, self.board.prefix
        below_value = prefix[value - 1]
        best = bound
        for s, v, c in cands:
            if s >= slot:
                break
            if v < value and c < best:  # a gap never costs less than nothing
                k = slot - s - 1
                if value - v - 1 >= k:  # room for k cards between v and value
                    c += costs[k][below_value - prefix[v]]
                    if c < best:
                        best = c
        return best if best < bound else INF

    def _right(self, cands: Sequence[tuple[int, int, float]], slot: int, value: int,
               bound: float = INF) -> float:
        """Cheapest cost from a card `value` kept in `slot` to the right sentinel (highest slot
        first); INF if it is not below `bound`."""
        costs, prefix = self.board.costs, self.board.prefix
        up_to_value = prefix[value]
        best = bound
        for s, v, c in cands:
            if s <= slot:
                break
            if v > value and c < best:  # a gap never costs less than nothing
                k = s - slot - 1
                if v - value - 1 >= k:  # room for k cards between value and v
                    c += costs[k][prefix[v - 1] - up_to_value]
                    if c < best:
                        best = c
        return best if best < bound else INF

    def best_block(self) -> tuple[int, int] | None:
        """The run block of the cheapest plan: (first slot, first value); None without one."""
        end = self.need - 1
        best, where = INF, None
        for (s, v, _), c in zip(self.blocks, self.fb, strict=True):
            if c != INF:
                c += self._right(self._r0, s + end, v + end)
                if c < best:
                    best, where = c, (s, v)
        return where


class Plan(Chain):
    """The costs of one rack, ready to price any single change of one slot.

    Without a run to build (need 0) the chain runs through kept cards only; with one, it must
    pass through exactly one run block. Left of the block the costs are `f0`, right of it `f1`
    (and `b1`, `b0` from the right), so a block may sit anywhere along the chain.
    """

    __slots__ = ("f1", "b1", "bb", "cost", "_l1", "_r1")

    def __init__(self, board: Board, rack: Sequence[int | None], weights: Sequence[int],
                 need: int = 0) -> None:
        super().__init__(board, rack, weights, need)
        if not need:
            self.f1, self.b1, self.bb = self.f0, self.b0, []
            self._l1, self._r1 = self._l0, self._r0
            self.cost = self.f0[-1]
            return
        nodes, end = self.nodes, need - 1
        self.bb = [pins + self._right(self._r0, s + end, v + end) for s, v, pins in self.blocks]
        self.f1 = self._forward_through_block()
        self.b1 = self._backward_through_block()
        block_ends = [(s + end, v + end, c) for (s, v, _), c in zip(self.blocks, self.fb, strict=True)
                      if c != INF]
        self._l1 = _frontier(sorted(_ends(nodes, self.f1) + block_ends))
        block_starts = [(s, v, c) for (s, v, _), c in zip(self.blocks, self.bb, strict=True) if c != INF]
        self._r1 = _frontier(sorted(_ends(nodes, self.b1) + block_starts,
                                    key=lambda e: (-e[0], -e[1], e[2])))
        self.cost = self.f1[-1]

    def _forward_through_block(self) -> list[float]:
        nodes, gap, end = self.nodes, self.board.gap, self.need - 1
        f1 = [INF] * len(nodes)
        for j in range(1, len(nodes)):
            sj, vj = nodes[j]
            best = INF
            for p in range(1, j):
                c = f1[p]
                sp, vp = nodes[p]
                if c < best and vp < vj:  # a gap never costs less than nothing
                    c += gap(sj - sp - 1, vp, vj)
                    if c < best:
                        best = c
            for (s, v, _), c in zip(self.blocks, self.fb, strict=True):
                if c < best and s + end < sj and v + end < vj:
                    c += gap(sj - s - end - 1, v + end, vj)
                    if c < best:
                        best = c
            f1[j] = best
        return f1

    def _backward_through_block(self) -> list[float]:
        nodes, gap, n = self.nodes, self.board.gap, len(self.nodes)
        b1 = [INF] * n
        for j in range(n - 2, -1, -1):
            sj, vj = nodes[j]
            best = INF
            for q in range(j + 1, n - 1):
                c = b1[q]
                sq, vq = nodes[q]
                if c < best and vq > vj:
                    c += gap(sq - sj - 1, vj, vq)
                    if c < best:
                        best = c
            for (s, v, _), c in zip(self.blocks, self.bb, strict=True):
                if c < best and s > sj and v > vj:
                    c += gap(s - sj - 1, vj, v)
                    if c < best:
                        best = c
            b1[j] = best
        return b1

    def with_card(self, slot: int, card: int, bound: float = INF) -> float:
        """Cost of the rack with `card` in `slot` (kept there, or as part of a run block); INF if
        it is not below `bound`, so that a search for the cheapest can skip what cannot win."""
        left0 = self._left(self._l0, slot, card, bound)
        if not self.need:
            if left0 == INF:
                return INF
            total = left0 + self._right(self._r0, slot, card, bound - left0)
            return total if total < bound else INF
        right0 = self._right(self._r0, slot, card, bound)
        best = bound
        if left0 != INF:
            c = left0 + self._right(self._r1, slot, card, best - left0)
            if c < best:
                best = c
        if right0 != INF:
            c = self._left(self._l1, slot, card, best - right0) + right0
            if c < best:
                best = c
        need, rack, top, pin_of = self.need, self.rack, self.board.top, self.pin_of
        size, end = len(rack), need - 1
        for d in range(need):  # a new block through this slot, with this card in it
            s, v = slot - d, card - d
            if s < 0 or s + need > size or v < 1 or v + end > top:
                continue
            pins = 0.0  # `_pins(s, v, slot)`, written out
            for u in range(s, s + need):
                if u != slot and rack[u] != v + u - s:
                    pins += pin_of[v + u - s]
            if pins >= best:
                continue
            left = left0 if d == 0 else self._left(self._l0, s, v, best - pins)
            if left == INF:
                continue
            right = right0 if d == end else self._right(self._r0, s + end, v + end, best - pins - left)
            c = left + pins + right
            if c < best:
                best = c
        return best if best < bound else INF

    def best_slot(self, card: int, bound: float = INF) -> tuple[float, int]:
        """The cheapest rack `card` can make, and the slot it goes into; (INF, -1) if none is
        below `bound`."""
        best, where = bound, -1
        for slot in range(len(self.rack)):
            c = self.with_card(slot, card, best)
            if c < best:
                best, where = c, slot
        return (best, where) if where >= 0 else (INF, -1)

    def cheapest(self, card: int, bound: float = INF) -> float:
        """The cost of `best_slot` alone, found sooner: the slots are tried from the one whose
        share of the deck `card` matches, outward, so the bound tightens early and the rest
        are cut short."""
        size, top = len(self.rack), self.board.top
        # In an ordered rack a card has a card below it in every slot to its left, one above it
        # in every slot to its right: the slots without room for them cannot hold it.
        low, high = max(0, size - 1 - (top - card)), min(size - 1, card - 1)
        home = min(high, max(low, (card - 1) * size // top))
        best = bound
        for d in range(size):
            for slot in (home - d, home + d) if d else (home,):
                if low <= slot <= high:
                    c = self.with_card(slot, card, best)
                    if c < best:
                        best = c
        return best if best < bound else INF


def plan_of(board: Board, rack: Sequence[int | None], weights: Sequence[int], need: int) -> Plan:
    """The priced rack with the run it needs; if no run can be planned, the plan that at least
    keeps order."""
    plan = Plan(board, rack, weights, need)
    if need and plan.cost == INF:
        plan = Plan(board, rack, weights, 0)
    return plan


def _frontier(ends: list[tuple[int, int, float]]) -> list[tuple[int, int, float]]:
    """Of chain ends sorted by slot, then from the value farthest from the cards to come, those
    no other end in the same slot beats: one with a value farther from them and a cost no higher
    always prices a card at least as cheaply (more values to fill the gap, not more slots)."""
    out: list[tuple[int, int, float]] = []
    slot, least = -2, INF
    for end in ends:
        if end[0] != slot:
            slot, least = end[0], INF
        if end[2] < least:
            least = end[2]
            out.append(end)
    return out


def _ends(nodes: Sequence[Node], costs: Sequence[float]) -> list[tuple[int, int, float]]:
    """(slot, value, cost) of every node with a finite cost, left to right."""
    return [(s, v, c) for (s, v), c in zip(nodes, costs, strict=True) if c != INF]


__all__ = ["FULL", "GONE", "INF", "SEEN", "Board", "Chain", "Plan", "backward", "chance", "forward",
           "nodes_of", "plan_of"]
