"""S-WILD: whole numbers 1-40 for the wilds of a side, found greedily, checked by brute force."""

from __future__ import annotations

import itertools
from collections.abc import Sequence

from hypothesis import given, settings
from hypothesis import strategies as st

from racko_api.games.super_rack_o.cards import REVERSE, SWAP, Card, Colour, Kind, number, parse_card, wild
from racko_api.games.super_rack_o.wilds import solve_side

B = Colour.BLUE


def side(text: str) -> list[Card]:
    return [parse_card(t) for t in text.split()]


def test_S_WILD_wild_between_16_and_17_is_not_legal() -> None:
    result = solve_side(B, side("B3 B16 BW B17"))
    assert not result.ok
    (r,) = result.reasons
    assert (r.row, r.rule) == (3, "S-WILD")
    assert "between 16 (row 2) and 17 (row 4)" in r.text


def test_S_WILD_wild_between_16_and_18_is_17() -> None:
    result = solve_side(B, side("B3 B16 BW B18"))
    assert result.ok and result.wild_values == {3: 17}


def test_S_WILD_wild_of_the_other_colour_is_illegal_on_a_side() -> None:
    (r,) = solve_side(B, side("B3 RW B17")).reasons
    assert (r.row, r.rule, str(r.card)) == (2, "S-WILD", "RW")


def test_S_WILD_wilds_above_40_have_no_value() -> None:
    (r,) = solve_side(B, side("B38 BW BW BW")).reasons
    assert (r.row, r.rule) == (4, "S-WILD") and "40" in r.text
    assert solve_side(B, side("B37 BW BW BW")).wild_values == {2: 38, 3: 39, 4: 40}


def test_S_WILD_too_many_wilds_below_the_first_number() -> None:
    (r,) = solve_side(B, side("BW BW B2")).reasons
    assert r.rule == "S-WILD" and "2 whole numbers" in r.text and "only 1" in r.text


def test_S_WIN_order_broken_names_the_row_and_the_card_below() -> None:
    (r,) = solve_side(B, side("B5 B3 B9")).reasons
    assert (r.row, r.rule) == (2, "S-WIN")
    assert r.text == "order broken at row 2 of the blue side: 3 is not higher than 5 in row 1"


def test_S_WILD_a_side_out_of_order_has_no_legal_naming_and_says_so() -> None:
    result = solve_side(B, side("B5 B3 BW B9"))
    order, none = result.reasons
    assert (order.row, order.rule) == (2, "S-WIN")
    assert (none.row, none.rule) == (3, "S-WILD") and "order is broken at row 2" in none.text
    assert result.values[2] is None and result.wild_values == {}


def test_S_WILD_a_named_wild_counts_like_a_number_card() -> None:
    result = solve_side(B, side("B3 BW BW B20"), named={3: 10})
    assert result.ok and result.values == (3, 4, 10, 20)
    assert result.named_rows == {3} and result.wild_values == {2: 4, 3: 10}


def test_S_WILD_a_named_wild_keeps_its_value_on_a_side_out_of_order() -> None:
    result = solve_side(B, side("B10 B5 BW B20 BW"), named={3: 7})
    assert [r.rule for r in result.reasons] == ["S-WIN", "S-WILD"]
    assert result.values == (10, 5, 7, 20, None)


def test_S_WILD_a_wild_of_the_other_colour_leaves_the_own_wilds_their_values() -> None:
    result = solve_side(B, side("B3 RW BW B17"))
    assert [(r.row, r.rule) for r in result.reasons] == [(2, "S-WILD")]
    assert result.values == (3, None, 4, 17)


def test_S_WILD_all_wilds_side_is_1_to_8() -> None:
    result = solve_side(B, [wild(B)] * 8)
    assert result.values == tuple(range(1, 9))


def brute_force(colour: Colour, cards: Sequence[Card], top: int) -> bool:
    """Try every whole-number value for every wild."""
    if any(c.kind is Kind.WILD and c.colour is not colour for c in cards):
        return False
    slots = [c for c in cards if c.kind in (Kind.NUMBER, Kind.WILD)]
    wilds = [i for i, c in enumerate(slots) if c.kind is Kind.WILD]
    for values in itertools.product(range(1, top + 1), repeat=len(wilds)):
        seq = [c.value for c in slots]
        for i, v in zip(wilds, values, strict=True):
            seq[i] = v
        if all(a is not None and b is not None and a < b for a, b in itertools.pairwise(seq)):
            return True
    return False


TOP = 9
small_cards = st.one_of(
    st.builds(number, st.sampled_from(list(Colour)), st.integers(1, TOP)),
    st.builds(wild, st.sampled_from(list(Colour))),
    st.builds(wild, st.just(B)),
    st.sampled_from([SWAP, REVERSE]),
)


@settings(max_examples=300, deadline=None)
@given(st.lists(small_cards, min_size=1, max_size=6))
def test_S_WILD_greedy_search_agrees_with_brute_force(cards: list[Card]) -> None:
    result = solve_side(B, cards, top=TOP)
    assert result.ok == brute_force(B, cards, TOP)
    if result.ok:  # the values found are themselves a legal assignment
        seq = [result.values[i] for i, c in enumerate(cards) if c.kind in (Kind.NUMBER, Kind.WILD)]
        assert all(v is not None and 1 <= v <= TOP for v in seq)
        assert all(a < b for a, b in itertools.pairwise(seq))  # type: ignore[operator]
    else:
        assert all(r.rule in ("S-WILD", "S-WIN") for r in result.reasons)
