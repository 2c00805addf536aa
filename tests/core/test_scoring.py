"""R-SCORE-WIN, R-SCORE-LEAD, R-SCORE-LONGEST, R-BONUS and R-WAIT: what a final rack scores."""

from __future__ import annotations

import random

import pytest

from racko_api.core.errors import InvalidInput
from racko_api.games.rack_o.applicable import applicable_rules
from racko_api.games.rack_o.presets import PRESETS, get_ruleset
from racko_api.games.rack_o.scoring import bonus_for_run, loser_points, score_rack

HASBRO, BONUS = PRESETS["hasbro"], PRESETS["hasbro-bonus"]
RUN_3 = (2, 7, 13, 14, 15, 21, 28, 34, 40, 50)
TWO_RUNS = (3, 4, 5, 17, 18, 19, 20, 38, 46, 55)  # runs of 3 and 4


def _run_of(length: int) -> tuple[int, ...]:
    """An ascending rack whose longest run is `length` (the rest spread out)."""
    run = tuple(range(20, 20 + length))
    low = tuple(range(1, 2 * (10 - length) + 1, 2))[: max(0, 10 - length)]
    rack = (low + run)[:10]
    assert len(rack) == 10 and list(rack) == sorted(rack)
    return rack


def _labels(score: object) -> list[int]:
    return [s.label for s in score.slots if s.scored]  # type: ignore[attr-defined]


def test_R_SCORE_WIN_rack_o_scores_75_five_a_card_and_25() -> None:
    score = score_rack(HASBRO, 4, RUN_3, rack_o=True)
    assert (score.points, score.rack_o, score.bonus) == (75, True, 0)
    assert [s.points for s in score.slots] == [5] * 10 and all(s.scored for s in score.slots)
    assert [r.rule for r in score.reasons] == ["R-SCORE-WIN"]
    assert "5 for each of the 10 cards and 25 for going Rack-O = 75" in score.reasons[0].text


@pytest.mark.parametrize("ruleset", list(PRESETS))
def test_R_SCORE_WIN_every_edition_pays_75(ruleset: str) -> None:
    assert score_rack(PRESETS[ruleset], 4, (2, 5, 9, 12, 16, 20, 24, 29, 33, 38), rack_o=True).points == 75


def test_R_SCORE_WIN_a_house_rule_changes_the_win_points() -> None:
    assert score_rack(get_ruleset("hasbro", {"win_points": 100}), 4, RUN_3).points == 100
    assert score_rack(get_ruleset("hasbro", {"win_points": 30}), 4, RUN_3).points == 30


def test_R_SCORE_WIN_claiming_rack_o_for_an_unordered_rack_is_refused() -> None:
    with pytest.raises(InvalidInput) as refused:
        score_rack(HASBRO, 4, (13, 8, 22, 24, 33, 34, 46, 51, 52, 59), rack_o=True)
    assert refused.value.rule == "R-RACKO"


def test_R_SCORE_LEAD_five_a_card_until_the_first_lower_card() -> None:
    score = score_rack(HASBRO, 4, (1, 12, 13, 16, 34, 22, 4, 54, 31, 60))
    assert (score.points, score.rack_o) == (25, False)
    assert _labels(score) == [5, 10, 15, 20, 25]
    assert [s.points for s in score.slots] == [5] * 5 + [0] * 5
    assert "broken at #30" in score.reasons[0].text


def test_R_SCORE_LEAD_a_low_second_card_leaves_only_5() -> None:
    score = score_rack(HASBRO, 4, (30, 2, 8, 14, 19, 27, 33, 41, 52, 60))
    assert score.points == 5
    assert score.reasons[0].text == "only #5 is in order, broken at #10: 1 x 5 = 5"  # not "from #5 to #5"


def test_R_SCORE_LEAD_a_loser_wholly_in_order_scores_50_not_75() -> None:
    score = score_rack(HASBRO, 4, RUN_3, rack_o=False)
    assert (score.points, score.rack_o, score.bonus) == (50, False, 0)
    assert "not 75" in score.reasons[0].text


def test_R_SCORE_LEAD_an_empty_first_slot_scores_nothing() -> None:
    quick_classic = get_ruleset("swedish-bonus", {"loser_scoring": "leading_run_x5"})
    score = score_rack(quick_classic, 3, (None, 8, 22, 24, 33, 34, 46, 51, 52, 59))
    assert score.points == 0 and _labels(score) == []


@pytest.mark.parametrize("ruleset", ["swedish", "swedish-bonus"])
def test_R_SCORE_LONGEST_ten_a_card_of_the_longest_ascending_stretch(ruleset: str) -> None:
    score = score_rack(PRESETS[ruleset], 4, (50, 45, 12, 20, 33, 41, 5, 9, 60, 2))
    assert (score.points, score.rack_o) == (40, False)
    assert _labels(score) == [15, 20, 25, 30]
    assert [r.rule for r in score.reasons] == ["R-SCORE-LONGEST"]


def test_R_SCORE_LONGEST_no_sequence_of_two_scores_zero() -> None:
    score = score_rack(PRESETS["swedish"], 4, (60, 55, 48, 40, 33, 27, 20, 14, 8, 1))
    assert score.points == 0 and _labels(score) == []


def test_R_SCORE_LONGEST_a_loser_wholly_in_order_scores_100() -> None:
    assert score_rack(PRESETS["swedish"], 4, RUN_3, rack_o=False).points == 100


def test_R_SCORE_LONGEST_as_a_house_rule_on_hasbro() -> None:
    house = get_ruleset("hasbro", {"loser_scoring": "longest_sequence_x10"})
    assert score_rack(house, 4, (1, 12, 13, 16, 34, 22, 4, 54, 31, 60)).points == 50
    assert "R-SCORE-LONGEST" in [r.id for r in applicable_rules(house)]


@pytest.mark.parametrize(("length", "bonus"), [(1, 0), (2, 0), (3, 50), (4, 100), (5, 200), (6, 400),
                                               (7, 400), (10, 400)])
def test_R_BONUS_the_bonus_table(length: int, bonus: int) -> None:
    assert bonus_for_run(length) == bonus
    score = score_rack(BONUS, 4, _run_of(length))
    assert score.longest_run == length
    assert (score.points, score.bonus) == (75 + bonus, bonus)


def test_R_BONUS_only_for_the_player_who_goes_rack_o() -> None:
    loser = score_rack(BONUS, 4, (1, 12, 13, 14, 15, 16, 4, 54, 31, 60))
    assert (loser.points, loser.bonus, loser.longest_run) == (30, 0, 5)


def test_R_BONUS_only_the_longest_run_counts() -> None:
    score = score_rack(BONUS, 4, TWO_RUNS)
    assert (score.points, score.bonus) == (175, 100)
    assert [r.rule for r in score.reasons] == ["R-SCORE-WIN", "R-BONUS"]
    assert "17, 18, 19, 20" in score.reasons[1].text


def test_R_BONUS_sum_of_runs_house_rule_pays_every_run() -> None:
    score = score_rack(get_ruleset("hasbro-bonus", {"run_bonus": "sum_of_runs"}), 4, TWO_RUNS)
    assert (score.points, score.bonus) == (225, 150)
    assert [r.text.split(":")[0] for r in score.reasons[1:]] == ["run of 3 (3, 4, 5)",
                                                                 "run of 4 (17, 18, 19, 20)"]


def test_R_BONUS_a_short_run_earns_nothing_and_says_why() -> None:
    score = score_rack(BONUS, 4, (3, 10, 13, 19, 22, 23, 41, 47, 55, 57))
    assert (score.points, score.bonus) == (75, 0)
    assert "longest run is 2" in score.reasons[1].text


@pytest.mark.parametrize("ruleset", ["hasbro", "hasbro-partners", "parker-1992", "swedish", "italian"])
def test_R_BONUS_off_unless_the_edition_plays_it(ruleset: str) -> None:
    score = score_rack(PRESETS[ruleset], 4, _run_of(6))
    assert (score.points, score.bonus) == (75, 0)


def test_R_BONUS_the_italian_partners_pay_it() -> None:
    assert score_rack(PRESETS["italian-partners"], 4, RUN_3).points == 125


def test_R_WAIT_explicit_call_loser_with_ascending_rack_scores_50() -> None:
    assert BONUS.options.explicit_call
    waiting = score_rack(BONUS, 4, _run_of(4), rack_o=False)
    assert (waiting.points, waiting.bonus, waiting.rack_o) == (50, 0, False)
    called = score_rack(BONUS, 4, _run_of(4), rack_o=True)
    assert (called.points, called.bonus) == (175, 100)


def test_R_WAIT_is_a_rule_of_the_bonus_editions_only() -> None:
    assert "R-WAIT" in [r.id for r in applicable_rules(BONUS)]
    assert "R-WAIT" not in [r.id for r in applicable_rules(HASBRO)]
    assert "R-WAIT" in [r.id for r in applicable_rules(get_ruleset("hasbro", {"explicit_call": True}))]


@pytest.mark.parametrize("ruleset", ["hasbro", "swedish", "swedish-bonus"])
def test_R_SCORE_LEAD_and_LONGEST_the_loser_figure_alone_is_the_slot_by_slot_score(ruleset: str) -> None:
    """`loser_points` (what the advisor prices) and `score_rack` never disagree."""
    rs, rng = get_ruleset(ruleset), random.Random(ruleset)
    for _ in range(300):
        rack: list[int | None] = list(rng.sample(range(1, 61), 10))
        for i in rng.sample(range(10), rng.randrange(0, 3 if ruleset == "swedish-bonus" else 1)):
            rack[i] = None
        rack_t = tuple(rack)
        assert loser_points(rs, rack_t) == score_rack(rs, 4, rack_t, rack_o=False).points
