"""R-RACK, R-DECK and R-RUN: what a rack is, which cards are in play, and the runs in a rack."""

from __future__ import annotations

import pytest

from racko_api.core.errors import InvalidInput
from racko_api.games.rack_o.presets import PRESETS, get_ruleset
from racko_api.games.rack_o.racks import (
    SLOT_LABELS,
    consecutive_runs,
    index_of,
    is_ascending,
    leading_run,
    longest_ascending,
    longest_run,
    parse_rack,
)
from racko_api.games.rack_o.referee import read_rack

HASBRO = PRESETS["hasbro"]
ASCENDING = [3, 10, 13, 19, 22, 23, 41, 47, 55, 57]


def _refusal(cards: list[object], **kwargs: object) -> InvalidInput:
    with pytest.raises(InvalidInput) as refused:
        parse_rack(cards, **kwargs)  # type: ignore[arg-type]
    return refused.value


def test_R_RACK_ten_slots_labelled_5_to_50_low_end_first() -> None:
    assert SLOT_LABELS == (5, 10, 15, 20, 25, 30, 35, 40, 45, 50)
    assert [index_of(label) for label in (5, 25, 50)] == [0, 4, 9]
    assert parse_rack(ASCENDING) == tuple(ASCENDING)


@pytest.mark.parametrize("label", [0, 7, 55, -5])
def test_R_RACK_a_slot_is_named_by_its_printed_label(label: int) -> None:
    with pytest.raises(InvalidInput) as refused:
        index_of(label)
    assert refused.value.rule == "R-RACK"


@pytest.mark.parametrize("size", [0, 9, 11])
def test_R_RACK_a_rack_holds_exactly_ten_cards(size: int) -> None:
    refused = _refusal(list(range(1, size + 1)))
    assert refused.rule == "R-RACK"
    assert [e.field for e in refused.errors] == ["rack"]


def test_R_RACK_every_card_is_unique() -> None:
    refused = _refusal([7, 2, 3, 4, 5, 6, 8, 9, 10, 7])
    assert refused.rule == "R-RACK"
    assert [e.field for e in refused.errors] == ["rack/9"]
    assert "#5" in refused.errors[0].message  # names where the card already is


@pytest.mark.parametrize("bad", ["7", 7.0, 7.5, True, False, [7], {"card": 7}])
def test_R_RACK_a_card_is_a_whole_number(bad: object) -> None:
    refused = _refusal([1, 2, 3, 4, 5, 6, bad, 8, 9, 10])
    assert refused.rule == "R-RACK"
    assert [e.field for e in refused.errors] == ["rack/6"]


def test_R_RACK_every_bad_slot_is_named() -> None:
    refused = _refusal([0, 2, 2, "x", 5, 6, 7, 8, 9, 61])
    assert [(e.field, e.rule) for e in refused.errors] == [
        ("rack/0", "R-DECK"), ("rack/2", "R-RACK"), ("rack/3", "R-RACK"), ("rack/9", "R-DECK")]


@pytest.mark.parametrize("card", [0, -1, 61, 100])
def test_R_DECK_cards_are_numbered_1_to_60(card: int) -> None:
    refused = _refusal([card, 2, 3, 4, 5, 6, 7, 8, 9, 10])
    assert refused.rule == "R-DECK"
    assert refused.errors[0].field == "rack/0"


@pytest.mark.parametrize(("ruleset", "tops"), [
    ("hasbro", (40, 50, 60)), ("hasbro-bonus", (40, 50, 60)), ("italian", (40, 50, 60)),
    ("parker-1992", (60, 60, 60)), ("swedish", (60, 60, 60)), ("swedish-bonus", (60, 60, 60)),
])
def test_R_DECK_the_deck_by_player_count(ruleset: str, tops: tuple[int, int, int]) -> None:
    assert tuple(PRESETS[ruleset].top_card(players) for players in (2, 3, 4)) == tops


def test_R_DECK_partners_use_the_full_deck() -> None:
    assert PRESETS["hasbro-partners"].top_card(4) == PRESETS["italian-partners"].top_card(4) == 60


def test_R_DECK_41_is_outside_a_two_player_hasbro_game() -> None:
    with pytest.raises(InvalidInput) as refused:
        read_rack(HASBRO, 2, ASCENDING)
    assert refused.value.rule == "R-DECK"
    assert [e.field for e in refused.value.errors] == ["rack/6", "rack/7", "rack/8", "rack/9"]
    assert read_rack(HASBRO, 2, [1, 2, 3, 4, 5, 6, 7, 8, 9, 40])[-1] == 40
    assert read_rack(HASBRO, 4, ASCENDING) == tuple(ASCENDING)


def test_R_DECK_51_is_outside_a_three_player_hasbro_game() -> None:
    with pytest.raises(InvalidInput) as refused:
        read_rack(HASBRO, 3, [1, 2, 3, 4, 5, 6, 7, 8, 9, 51])
    assert refused.value.rule == "R-DECK"


def test_R_DECK_a_house_rule_fixes_the_top_card() -> None:
    house = get_ruleset("hasbro", {"deck": 45})
    assert [house.top_card(n) for n in (2, 3, 4)] == [45, 45, 45]
    with pytest.raises(InvalidInput):
        read_rack(house, 4, [1, 2, 3, 4, 5, 6, 7, 8, 9, 46])
    back = get_ruleset("parker-1992", {"deck": "by_players"})
    assert back.top_card(2) == 40


def test_R_RUN_a_run_is_consecutive_numbers_in_adjacent_slots() -> None:
    rack = (1, 13, 14, 15, 30, 22, 23, 40, 41, 60)
    assert [(r.start, r.length) for r in consecutive_runs(rack)] == [
        (0, 1), (1, 3), (4, 1), (5, 2), (7, 2), (9, 1)]
    best = longest_run(rack)
    assert best is not None and [rack[i] for i in best.indexes] == [13, 14, 15]


def test_R_RUN_ascending_is_not_enough_nor_descending_consecutive() -> None:
    assert longest_run((2, 4, 6, 8, 10, 12, 14, 16, 18, 20)).length == 1  # type: ignore[union-attr]
    assert longest_run((15, 14, 13, 12, 1, 3, 5, 7, 9, 11)).length == 1  # type: ignore[union-attr]


def test_R_RUN_the_first_of_equally_long_runs_is_the_longest() -> None:
    best = longest_run((1, 2, 3, 10, 20, 21, 22, 40, 50, 60))
    assert best is not None and (best.start, best.length) == (0, 3)


def test_R_RUN_an_empty_slot_breaks_a_run() -> None:
    rack = (1, 2, None, 3, 4, 30, 31, 32, 50, 60)
    assert [r.length for r in consecutive_runs(rack)] == [2, 2, 3, 1, 1]


def test_R_SCORE_LEAD_the_leading_run_stops_at_the_first_lower_card() -> None:
    assert leading_run((1, 12, 13, 16, 34, 22, 4, 54, 31, 60)) == 5
    assert leading_run((13, 8, 22, 24, 33, 34, 46, 51, 52, 59)) == 1
    assert leading_run(tuple(ASCENDING)) == 10 and is_ascending(tuple(ASCENDING))
    assert leading_run((None, 8, 22, 24, 33, 34, 46, 51, 52, 59)) == 0


def test_R_SCORE_LONGEST_the_longest_ascending_stretch_anywhere() -> None:
    best = longest_ascending((50, 45, 12, 20, 33, 41, 5, 9, 60, 2))
    assert best is not None and (best.start, best.length) == (2, 4)
    assert longest_ascending((60, 55, 48, 40, 33, 27, 20, 14, 8, 1)) is None
