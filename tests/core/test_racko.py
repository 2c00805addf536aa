"""R-RACKO and R-RUN3: when a rack may go Rack-O, in every edition, with the reason either way."""

from __future__ import annotations

import pytest

from racko_api.core.errors import IllegalMove
from racko_api.games.rack_o.presets import PRESETS, get_ruleset
from racko_api.games.rack_o.racko import can_go_rack_o, rack_o_failures, rack_o_reasons, verify_rack_o

NO_RUN = (2, 5, 9, 12, 16, 20, 24, 29, 33, 38)  # ascending, within 1-40, no two consecutive
RUN_OF_3 = (2, 5, 9, 12, 13, 14, 24, 29, 33, 38)
OUT_OF_ORDER = (2, 5, 9, 12, 16, 20, 29, 24, 33, 38)


def _refused_by(ruleset_id: str, players: int, rack: tuple[int | None, ...], **options: object) -> str:
    with pytest.raises(IllegalMove) as refused:
        verify_rack_o(get_ruleset(ruleset_id, options or None), players, rack)
    return refused.value.rule  # type: ignore[return-value]


@pytest.mark.parametrize("ruleset", list(PRESETS))
def test_R_RACKO_all_ten_cards_strictly_increasing(ruleset: str) -> None:
    preset = PRESETS[ruleset]
    players = 4
    assert can_go_rack_o(preset, players, RUN_OF_3)
    verify_rack_o(preset, players, RUN_OF_3)
    assert not can_go_rack_o(preset, players, OUT_OF_ORDER)


def test_R_RACKO_the_refusal_names_the_slot_where_order_breaks() -> None:
    with pytest.raises(IllegalMove) as refused:
        verify_rack_o(PRESETS["hasbro"], 4, OUT_OF_ORDER)
    assert refused.value.rule == "R-RACKO"
    assert "24 in slot #40 is lower than 29 in #35" in refused.value.message


def test_R_RACKO_reasons_explain_a_legal_rack_o() -> None:
    assert [r.rule for r in rack_o_reasons(PRESETS["hasbro"], 4, NO_RUN)] == ["R-RACKO"]
    reasons = rack_o_reasons(PRESETS["hasbro"], 2, RUN_OF_3)
    assert [r.rule for r in reasons] == ["R-RACKO", "R-RUN3"]
    assert "12, 13, 14" in reasons[1].text


def test_R_RACKO_every_rule_against_it_is_listed_in_order() -> None:
    rack = (2, 5, 9, 12, 16, 20, 29, 24, 33, 45)  # out of the 1-40 deck, out of order, no run
    assert [r.rule for r in rack_o_failures(PRESETS["hasbro"], 2, rack)] == ["R-DECK", "R-RACKO", "R-RUN3"]


@pytest.mark.parametrize("ruleset", ["hasbro", "hasbro-bonus", "italian"])
def test_R_RUN3_two_player_games_need_a_run_of_three(ruleset: str) -> None:
    assert _refused_by(ruleset, 2, NO_RUN) == "R-RUN3"
    assert not can_go_rack_o(PRESETS[ruleset], 2, NO_RUN)
    assert can_go_rack_o(PRESETS[ruleset], 2, RUN_OF_3)


@pytest.mark.parametrize("players", [3, 4])
@pytest.mark.parametrize("ruleset", ["hasbro", "hasbro-bonus", "italian"])
def test_R_RUN3_games_of_three_or_four_need_no_run(ruleset: str, players: int) -> None:
    assert can_go_rack_o(PRESETS[ruleset], players, NO_RUN)


@pytest.mark.parametrize("ruleset", ["parker-1992", "swedish", "swedish-bonus"])
def test_R_RUN3_editions_without_the_rule(ruleset: str) -> None:
    assert PRESETS[ruleset].run_needed(2) == 0
    assert can_go_rack_o(PRESETS[ruleset], 2, NO_RUN)


def test_R_RUN3_the_parker_variation_needs_a_run_in_every_game() -> None:
    variation = {"length": 3, "applies_to": "all"}
    assert _refused_by("parker-1992", 4, NO_RUN, rack_o_needs_run=variation) == "R-RUN3"
    every_game = get_ruleset("parker-1992", {"rack_o_needs_run": variation})
    assert can_go_rack_o(every_game, 4, RUN_OF_3)


def test_R_RUN3_a_house_rule_sets_the_length_or_turns_it_off() -> None:
    assert _refused_by("hasbro", 2, RUN_OF_3, rack_o_needs_run={"length": 4}) == "R-RUN3"
    assert can_go_rack_o(get_ruleset("hasbro", {"rack_o_needs_run": 0}), 2, NO_RUN)
    assert get_ruleset("hasbro", {"rack_o_needs_run": 5}).run_needed(2) == 5


def test_R_RUN3_the_refusal_says_how_long_the_longest_run_is() -> None:
    with pytest.raises(IllegalMove) as refused:
        verify_rack_o(PRESETS["hasbro"], 2, (2, 5, 9, 12, 13, 20, 24, 29, 33, 38))
    assert "a two-player game" in refused.value.message and "longest run here is 2" in refused.value.message


def test_R_QUICK_rack_o_needs_all_ten_slots_filled() -> None:
    quick = PRESETS["swedish-bonus"]
    rack = (2, 5, 9, None, 16, 20, 24, 29, 33, 38)
    assert [r.rule for r in rack_o_failures(quick, 3, rack)] == ["R-QUICK"]
    assert not can_go_rack_o(quick, 3, rack)
    assert can_go_rack_o(quick, 3, NO_RUN)
