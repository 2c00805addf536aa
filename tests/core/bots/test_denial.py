"""Gifts: how much the next player would want a card, from what was seen of its rack."""

from __future__ import annotations

from racko_api.games.rack_o.bots.choices import weights_of
from racko_api.games.rack_o.bots.denial import NextRack, gifts

TOP = 40


def _gifts(cards: list[int], known: list[int | None], held: list[int]) -> dict[int, float]:
    weights = weights_of(TOP, [*held, *known], ())
    hidden = tuple(v for v in range(1, TOP + 1) if weights[v] == 2)
    return gifts(cards, NextRack(tuple(known), hidden), weights, 0, 12.0)


def test_a_card_that_fills_a_narrow_gap_is_a_bigger_gift_than_one_for_a_wide_gap() -> None:
    cards = [22, 25, 3, 40]
    narrow = _gifts(cards, [2, 6, 9, 13, 17, 21, None, 23, 34, 38], held=cards)  # #35: the 22
    wide = _gifts(cards, [2, 6, 9, 13, 17, 21, None, 30, 34, 38], held=cards)  # #35: 22-29
    assert narrow[22] > narrow[25] > 0.0  # the 25 only helps by replacing the 23
    assert narrow[22] > 5 * wide[22] > 0.0  # eight cards fill the wide gap: a stock card may too
    assert narrow[3] == narrow[40] == wide[3] == wide[40] == 0.0  # no slot for them


def test_a_fully_seen_rack_needs_no_samples_and_every_answer_repeats() -> None:
    known: list[int | None] = [2, 6, 9, 13, 17, 21, None, 30, 34, None]
    first = _gifts([25, 39, 11], known, held=[1, 5])
    assert first == _gifts([25, 39, 11], known, held=[1, 5])
    assert all(0.0 <= g <= 1.0 for g in first.values())
    full = known[:6] + [24] + known[7:9] + [39]
    assert _gifts([26], full, held=[])[26] == 0.0  # its rack is done: nothing helps


def test_with_nothing_to_sample_there_is_no_opinion() -> None:
    known: list[int | None] = [None] * 10
    given = gifts([7, 8], NextRack(tuple(known), (1, 2, 3)), weights_of(TOP, [], ()), 0, 12.0)
    assert given == {7: 0.0, 8: 0.0}


def test_R_QUICK_an_empty_slot_stays_empty() -> None:
    """A slot known to be empty (R-QUICK) is not filled with a sampled card."""
    known: list[int | None] = [2, None, 9, 13, 17, 21, 25, 30, 34, 38]  # #10 is empty: 3-8 fill it
    weights = weights_of(TOP, known, ())
    hidden = tuple(v for v in range(1, TOP + 1) if weights[v] == 2)
    given = gifts([3, 5, 40], NextRack(tuple(known), hidden, empty=(1,)), weights, 0, 12.0)
    assert given[3] == given[5] > 0.0 and given[40] == 0.0  # any of 3-8 completes the rack
    assert given == gifts([3, 5, 40], NextRack(tuple(known), (), empty=(1,)), weights, 0, 12.0)
    sampled = gifts([3, 5, 40], NextRack(tuple(known), hidden), weights, 0, 12.0)
    assert given != sampled  # #10 sampled: another rack
