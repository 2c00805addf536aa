"""R-TARGET: the game ends after the round in which someone reaches the target; highest wins."""

from __future__ import annotations

import pytest

from racko_api.core.target import standing
from racko_api.games.rack_o.presets import PRESETS, get_ruleset


@pytest.mark.parametrize(("ruleset", "target"), [
    ("hasbro", 500), ("hasbro-bonus", 500), ("hasbro-partners", 500), ("parker-1992", 500),
    ("italian", 500), ("italian-partners", 500), ("swedish", 300), ("swedish-bonus", 200),
])
def test_R_TARGET_each_edition_plays_to_its_target(ruleset: str, target: int) -> None:
    assert PRESETS[ruleset].options.target == target


def test_R_TARGET_the_game_goes_on_below_the_target() -> None:
    result = standing({"Ann": 495, "Bo": 480}, 500)
    assert (result.winner, result.target_reached, result.leaders) == (None, False, ("Ann",))


def test_R_TARGET_reaching_the_target_ends_the_game() -> None:
    result = standing({"Ann": 500, "Bo": 480}, 500)
    assert (result.winner, result.target_reached, result.tie_at_target) == ("Ann", True, False)


def test_R_TARGET_the_highest_total_wins_not_the_first_to_reach_it() -> None:
    assert standing({"Ann": 505, "Bo": 540, "Cy": 120}, 500).winner == "Bo"


def test_R_TARGET_an_exact_tie_for_highest_plays_another_round() -> None:
    result = standing({"Ann": 525, "Bo": 525, "Cy": 430}, 500)
    assert (result.winner, result.tie_at_target, result.leaders) == (None, True, ("Ann", "Bo"))


def test_R_TARGET_a_tie_below_the_highest_does_not_matter() -> None:
    assert standing({"Ann": 600, "Bo": 525, "Cy": 525}, 500).winner == "Ann"


def test_R_TARGET_teams_reach_it_together() -> None:
    result = standing({"Ann+Cy": 310, "Bo+Di": 290}, PRESETS["swedish"].options.target)
    assert result.winner == "Ann+Cy"


def test_R_TARGET_a_house_rule_moves_it() -> None:
    short = get_ruleset("hasbro", {"target": 150})
    assert standing({"Ann": 150, "Bo": 75}, short.options.target).winner == "Ann"


def test_R_TARGET_no_totals_yet() -> None:
    assert standing({}, 500).winner is None and not standing({}, 500).target_reached
