"""S-DECK (a rack the 108-card box cannot supply) and S-WILD naming (a value the player names).

Both are refusals that cite their rule: the rack cannot exist, or the naming contradicts the rules.
"""

from __future__ import annotations

from typing import Any

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from racko_api.core.errors import InvalidInput
from racko_api.games.super_rack_o.cards import Colour, number, parse_card, wild
from racko_api.games.super_rack_o.naming import (
    NamedWild,
    naming_errors,
    read_named_rack,
    read_value,
    values_of,
    verify_naming,
)
from racko_api.games.super_rack_o.rack import Slot, read_rack
from racko_api.games.super_rack_o.referee import check_move, check_rack
from racko_api.games.super_rack_o.wilds import solve_side
from racko_api.games.super_rack_o.win import rack_verdict
from racko_api.games.super_rack_o.wins import verify_won_round

BLUE = ["B2", "B5", "B9", "B14", "B20", "B26", "B33", "B39"]
RED = ["R1", "R7", "R8", "R15", "R21", "R30", "R36", "R40"]


def _refused(call: Any, rule: str) -> InvalidInput:
    with pytest.raises(InvalidInput) as exc:
        call()
    assert exc.value.rule == rule
    assert exc.value.errors and all(e.rule == rule for e in exc.value.errors)
    return exc.value


@pytest.mark.parametrize(("blue", "red", "fields"), [
    (["BW"] * 8, RED, ["rack/blue/5", "rack/blue/6", "rack/blue/7"]),
    ([*BLUE[:7], "B2"], RED, ["rack/blue/7"]),
    (["SWAP"] * 8, ["SWAP", "SWAP", "SWAP", *RED[3:]], ["rack/red/2"]),
    (["REV"] * 8, ["REV", *RED[1:]], ["rack/red/0"]),
    ([*BLUE[:7], "B41"], RED, ["rack/blue/7"]),
    (BLUE, [*RED[:7], {"kind": "number", "colour": "red", "value": 0}], ["rack/red/7/value"]),
])
def test_S_DECK_a_rack_the_box_cannot_supply_cites_the_rule(blue: list[Any], red: list[Any],
                                                            fields: list[str]) -> None:
    exc = _refused(lambda: read_rack({"blue": blue, "red": red}), "S-DECK")
    assert [e.field for e in exc.errors] == fields


def test_S_DECK_a_number_card_once_per_colour_so_B9_and_R9_may_share_a_rack() -> None:
    rack = read_rack({"blue": BLUE, "red": ["R9", *RED[1:]]})
    assert rack.red[0] == parse_card("R9")


def test_S_DECK_a_card_taken_that_the_rack_already_holds() -> None:
    exc = _refused(lambda: check_move(BLUE, RED, "discard", card="B9", taken_from="stock"), "S-DECK")
    assert [e.field for e in exc.errors] == ["card"]
    five = ["BW"] * 5 + BLUE[5:]
    _refused(lambda: check_move(five, RED, "discard", card="BW", taken_from="stock"), "S-DECK")


def test_S_DECK_a_swap_cannot_be_aimed_when_the_rack_holds_all_ten() -> None:
    swaps = {"blue": ["SWAP"] * 8, "red": ["SWAP", "SWAP", *RED[2:]]}
    _refused(lambda: check_move(**swaps, play="accept_swap", pending={"card": "swap", "row": 1}),
             "S-DECK")


def test_S_DECK_a_sheet_refuses_a_winner_rack_that_cannot_exist() -> None:
    _refused(lambda: verify_won_round(["ann", "bo"], "ann", {"blue": [*BLUE[:7], "B2"], "red": RED}),
             "S-DECK")


@pytest.mark.parametrize("raw", ["16.5", 16.5, "16½", "x", "", 0, 41, True, None, [17], float("inf")])
def test_S_WILD_a_naming_that_is_no_whole_number_1_to_40(raw: object) -> None:
    _refused(lambda: read_value(raw, "blue/4"), "S-WILD")


@pytest.mark.parametrize(("raw", "value"), [("17", 17), (17, 17), (17.0, 17), ("1", 1), (40, 40)])
def test_S_WILD_a_naming_is_a_whole_number(raw: object, value: int) -> None:
    assert read_value(raw, "f").value == value


def test_S_WILD_both_card_forms_name_a_wild() -> None:
    text = {"blue": ["B2", "BW=3", *BLUE[2:]], "red": RED}
    objects = {"blue": ["B2", {"kind": "wild", "colour": "blue", "value": 3}, *BLUE[2:]], "red": RED}
    (rack_a, named_a), (rack_b, named_b) = read_named_rack(text), read_named_rack(objects)
    assert rack_a == rack_b and values_of(named_a) == values_of(named_b) == {Slot(Colour.BLUE, 2): 3}
    assert named_a[Slot(Colour.BLUE, 2)].field == "rack/blue/1"
    assert named_b[Slot(Colour.BLUE, 2)].field == "rack/blue/1/value"


@pytest.mark.parametrize(("blue", "words"), [
    (["B2", "BW=2", *BLUE[2:]], "not higher than 2 in row 1"),
    (["B2", "BW=9", *BLUE[2:]], "not lower than 9 in row 3"),
    (["B2", "BW", "BW=3", *BLUE[3:]], "the unnamed wild below it needs 1 whole number between 2 (row 1)"),
    (["B2", "BW=3", "BW=3", *BLUE[3:]], "not higher than 3 in row 2"),
    ([*BLUE[:6], "BW=40", "BW"], "the unnamed wild above it needs 1 whole number above 40 (they stop at 40)"),
    (["BW", "BW=1", *BLUE[2:]], "the unnamed wild below it needs 1 whole number below 1 (they start at 1)"),
])
def test_S_WILD_a_naming_that_breaks_the_order_of_its_side(blue: list[str], words: str) -> None:
    exc = _refused(lambda: check_rack(blue, RED), "S-WILD")
    assert any(words in e.message for e in exc.errors), exc.errors


def test_S_WILD_naming_a_wild_on_the_other_colours_side() -> None:
    exc = _refused(lambda: check_rack(BLUE, ["R1", "BW=5", *RED[2:]]), "S-WILD")
    assert [e.field for e in exc.errors] == ["red/1"] and "side of its colour" in exc.errors[0].message


def test_S_WILD_a_legal_naming_is_the_value_the_verdict_uses() -> None:
    verdict = check_rack(["B2", "BW=6", "BW", *BLUE[3:]], RED)
    assert verdict.legal
    assert verdict.blue.values[:3] == (2, 6, 7) and verdict.blue.named_rows == {2}
    wilds = verdict.to_dict()["wilds"]
    assert wilds == [{"side": "blue", "row": 2, "value": 6, "named": True},
                     {"side": "blue", "row": 3, "value": 7, "named": False}]
    assert any("is named 6" in r.text for r in verdict.reasons)


def test_S_WILD_a_legal_naming_on_a_side_out_of_order_elsewhere_is_kept() -> None:
    verdict = check_rack(["B10", "B5", "BW=7", *BLUE[3:]], RED)
    assert not verdict.legal and verdict.blue.values[2] == 7
    assert [(r.row, r.rule) for r in verdict.reasons] == [(2, "S-WIN")]


def test_S_WILD_no_naming_given_and_none_exists_says_so() -> None:
    verdict = check_rack(["B10", "B5", "BW", *BLUE[3:]], RED)
    assert [(r.row, r.rule) for r in verdict.reasons] == [(2, "S-WIN"), (3, "S-WILD")]
    assert "keeps the blue side strictly increasing" in verdict.reasons[1].text
    assert verdict.to_dict()["wilds"] == []


def test_S_WILD_verify_naming_and_rack_verdict_agree_on_every_single_value() -> None:
    """A naming is refused exactly when no strictly increasing side has the wild at that value."""
    side = ["B2", "BW", "B6", "BW", "BW", "B20", "B26", "BW"]
    rack = read_rack({"blue": side, "red": RED})
    for row in (2, 4, 5, 8):
        for value in range(1, 41):
            slot = Slot(Colour.BLUE, row)
            named = {slot: read_value(value, "f")}
            try:
                verify_naming(rack, named)
                accepted = True
            except InvalidInput:
                accepted = False
            assert accepted == rack_verdict(rack, values_of(named)).blue.ok, (row, value)


def test_S_WILD_a_naming_travels_with_its_wild_in_a_move() -> None:
    blue = ["B2", "BW=6", *BLUE[2:]]
    kept = check_move(blue, RED, "exchange", card="R12", taken_from="stock",
                      slot={"side": "red", "row": 2})
    assert kept.legal and kept.after is not None
    assert kept.after.blue.named_rows == {2} and kept.after.blue.values[1] == 6
    placed = check_move(BLUE, RED, "exchange", card="BW=12", taken_from="stock",
                        slot={"side": "blue", "row": 4})
    assert placed.after is not None and placed.after.blue.values[3] == 12
    _refused(lambda: check_move(BLUE, RED, "exchange", card="BW=9", taken_from="stock",
                                slot={"side": "blue", "row": 4}), "S-WILD")
    _refused(lambda: check_move(BLUE, RED, "discard", card="BW=12", taken_from="stock"), "S-WILD")
    # accepting a swap moves the named blue wild to the red side, where it names nothing
    _refused(lambda: check_move(blue, RED, "accept_swap", pending={"card": "swap", "row": 2}), "S-WILD")


def test_S_WILD_a_sheet_judges_the_winner_naming() -> None:
    won = verify_won_round(["ann", "bo"], "ann", {"blue": ["B2", "BW=6", *BLUE[2:]], "red": RED})
    assert won.named == {Slot(Colour.BLUE, 2): 6}
    _refused(lambda: verify_won_round(["ann", "bo"], "ann",
                                      {"blue": ["B2", "BW=16.5", *BLUE[2:]], "red": RED}), "S-WILD")


@settings(max_examples=200, deadline=None)
@given(numbers=st.lists(st.integers(1, 40), min_size=8, max_size=8, unique=True),
       wild_rows=st.sets(st.integers(1, 8), min_size=1, max_size=5), pick=st.integers(0, 4),
       value=st.integers(1, 40))
def test_S_WILD_a_naming_is_refused_exactly_when_no_completion_of_its_side_has_it(
        numbers: list[int], wild_rows: set[int], pick: int, value: int) -> None:
    """On a side that some naming completes, naming one wild `value` is refused exactly when the
    search, given that value, finds no completion (the search is checked by brute force)."""
    cards = [wild(Colour.BLUE) if row in wild_rows else number(Colour.BLUE, n)
             for row, n in enumerate(sorted(numbers), start=1)]
    if not solve_side(Colour.BLUE, cards).ok:
        return
    row = sorted(wild_rows)[pick % len(wild_rows)]
    rack = read_rack({"blue": [str(c) for c in cards], "red": RED})
    errors = naming_errors(rack, {Slot(Colour.BLUE, row): NamedWild(value, "f")})
    assert (errors == []) == solve_side(Colour.BLUE, cards, named={row: value}).ok


def test_S_WILD_several_namings_on_both_sides_are_judged_together() -> None:
    exc = _refused(lambda: check_rack(["BW=5", *BLUE[1:7], "RW=30"], ["RW=1", "BW=2", *RED[2:]]),
                   "S-WILD")
    assert [e.field for e in exc.errors] == ["blue/0", "blue/7", "red/1"]
