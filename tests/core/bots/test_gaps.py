"""The strong bot's measure of a rack (`gaps.py`): consistent from both ends, and it prices a
change of one slot exactly as a fresh search over the changed rack would."""

from __future__ import annotations

import math

from hypothesis import given, settings
from hypothesis import strategies as st

from racko_api.games.rack_o.bots.gaps import FULL, GONE, INF, SEEN, Board, Plan

TOP = 40


def _board(rack: list[int]) -> tuple[Board, list[int]]:
    weights = [FULL] * (TOP + 2)
    weights[0] = weights[TOP + 1] = GONE
    for c in rack:
        weights[c] = GONE
    return Board(TOP, weights, 10.0), weights


racks = st.lists(st.integers(1, TOP), min_size=10, max_size=10, unique=True)


@settings(max_examples=150, deadline=None)
@given(rack=racks, need=st.sampled_from([0, 3]))
def test_the_cheapest_chain_costs_the_same_from_either_end(rack: list[int], need: int) -> None:
    board, weights = _board(rack)
    plan = Plan(board, rack, weights, need)
    assert math.isclose(plan.f1[-1], plan.b1[0]) or plan.f1[-1] == plan.b1[0] == INF


@settings(max_examples=150, deadline=None)
@given(rack=racks, slot=st.integers(0, 9), card=st.integers(1, TOP), need=st.sampled_from([0, 3]))
def test_a_changed_slot_is_priced_as_a_fresh_search_prices_it(rack: list[int], slot: int, card: int,
                                                              need: int) -> None:
    if card in rack:
        return
    board, weights = _board(rack)
    priced = Plan(board, rack, weights, need).with_card(slot, card)
    changed = rack[:slot] + [card] + rack[slot + 1:]
    fresh = Plan(board, changed, weights, need)
    # the fresh search may also drop the new card; keeping it can only cost as much or more
    assert priced >= fresh.cost - 1e-9 or fresh.cost == INF
    if priced != INF:
        assert fresh.cost <= priced + 1e-9


def test_an_ordered_rack_costs_nothing_and_a_missing_run_costs_something() -> None:
    rack = [2, 5, 9, 13, 17, 21, 25, 29, 33, 37]
    board, weights = _board(rack)
    assert Plan(board, rack, weights, 0).cost == 0
    assert 0 < Plan(board, rack, weights, 3).cost < INF
    with_run = [2, 5, 9, 13, 17, 18, 19, 29, 33, 37]
    board, weights = _board(with_run)
    assert Plan(board, with_run, weights, 3).cost == 0


def test_a_gap_without_room_cannot_be_filled() -> None:
    board, _ = _board([])
    assert board.gap(3, 10, 13) == INF and board.gap(2, 10, 13) < INF and board.gap(0, 10, 11) == 0
    assert board.gap(2, 10, 30) < board.gap(2, 10, 14)


@settings(max_examples=150, deadline=None)
@given(rack=racks, slot=st.integers(0, 9), card=st.integers(1, TOP), need=st.sampled_from([0, 3]),
       bound=st.floats(0.0, 30.0))
def test_a_bound_only_cuts_what_is_not_below_it(rack: list[int], slot: int, card: int, need: int,
                                                bound: float) -> None:
    if card in rack:
        return
    board, weights = _board(rack)
    plan = Plan(board, rack, weights, need)
    exact = plan.with_card(slot, card)
    cut = plan.with_card(slot, card, bound)
    assert cut == (exact if exact < bound else INF) or math.isclose(exact, bound)
    best, where = plan.best_slot(card)
    assert plan.best_slot(card, bound) == ((best, where) if best < bound else (INF, -1)) \
        or math.isclose(best, bound)
    # the same cost (up to the order its terms were added in), the slots tried home first and
    # only those with room for the card
    assert math.isclose(plan.cheapest(card), best)
    cut_best = plan.cheapest(card, bound)
    assert math.isclose(cut_best, best if best < bound else INF) or math.isclose(best, bound)


def _seen_board(seen: list[int]) -> Board:
    weights = [FULL] * (TOP + 2)
    weights[0] = weights[TOP + 1] = GONE
    for c in seen:
        weights[c] = SEEN
    return Board(TOP, weights, 12.0)


@given(first=st.lists(st.integers(1, TOP), max_size=12, unique=True),
       second=st.lists(st.integers(1, TOP), max_size=12, unique=True),
       k=st.integers(1, 4), low=st.integers(0, TOP - 1), width=st.integers(2, 20))
def test_boards_that_share_a_table_of_gap_costs_each_get_the_formula(
        first: list[int], second: list[int], k: int, low: int, width: int) -> None:
    high = min(low + width, TOP + 1)
    for seen in (first, second, first):
        board = _seen_board(seen)
        weight = sum(FULL if v not in seen else SEEN for v in range(low + 1, high))
        rate = 12.0 * (weight / FULL) / (k * board.pool)
        expected = INF if high - low - 1 < k else -k * math.log(-math.expm1(-rate)) if rate < 30 else 0.0
        assert math.isclose(board.gap(k, low, high), expected) or board.gap(k, low, high) == expected
