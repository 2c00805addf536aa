"""The Rack-O score a rack short of Rack-O is expected to reach (R-BONUS), which the advisor's
race prices where Rack-O is called and a player may build a run (R-WAIT): its runs lengthened by
the cards that will fill its gaps (`runs.py`)."""

from __future__ import annotations

from collections.abc import Sequence

import pytest

from racko_api.games.rack_o.bots.advisor import weights_of
from racko_api.games.rack_o.bots.points import rack_o_points
from racko_api.games.rack_o.bots.runs import expected_rack_o_points
from racko_api.games.rack_o.presets import get_ruleset
from racko_api.games.rack_o.ruleset import Ruleset
from racko_api.games.rack_o.scoring import bonus_for_run

PARKER_BONUS = get_ruleset("parker-1992-bonus")  # 1-60, no run needed, Rack-O called (R-WAIT)
# 20-21-22 in #15-#25, and #30 holds a 3 out of order: one slot to fill between 22 and 40.
GAP_BESIDE_RUN = (5, 10, 20, 21, 22, 3, 40, 45, 50, 55)


def priced(ruleset: Ruleset, players: int, rack: Sequence[int], held: Sequence[int] = ()) -> float:
    top = ruleset.top_card(players)
    weights = weights_of(top, [*rack, *held], ())
    return expected_rack_o_points(ruleset, players, tuple(rack), weights, 12.0, ruleset.run_needed(players))


def test_R_BONUS_a_gap_beside_a_run_is_priced_with_the_chance_its_card_lengthens_the_run() -> None:
    """#30 takes one of the 17 values 23-39; a 23 makes the run 20-23 (+100, not +50)."""
    now = rack_o_points(PARKER_BONUS, 2, GAP_BESIDE_RUN)
    assert now == PARKER_BONUS.options.win_points + bonus_for_run(3)
    lengthened = bonus_for_run(4) - bonus_for_run(3)
    assert priced(PARKER_BONUS, 2, GAP_BESIDE_RUN) == pytest.approx(now + lengthened / 17)


def test_R_BONUS_a_card_held_by_another_player_cannot_lengthen_the_run() -> None:
    """With the 23 in another rack the run stays 20-22 whatever fills #30."""
    assert priced(PARKER_BONUS, 2, GAP_BESIDE_RUN, held=[23]) == \
        rack_o_points(PARKER_BONUS, 2, GAP_BESIDE_RUN)


def test_R_RUN_a_gap_only_one_card_can_fill_joins_the_runs_either_side() -> None:
    """Every card from 11 to 19 and from 25 to 44 is in other racks, so 20-21 and 23-24 stay and
    only a 22 fits between them: the rack goes out with the run 20-24 (R-BONUS: +200)."""
    rack = (5, 10, 20, 21, 3, 23, 24, 45, 50, 55)
    held = [*range(11, 20), *range(25, 45)]
    assert priced(PARKER_BONUS, 3, rack, held) == PARKER_BONUS.options.win_points + bonus_for_run(5)


def test_R_BONUS_a_gap_beside_no_run_adds_nothing() -> None:
    rack = (5, 10, 20, 25, 29, 3, 40, 45, 50, 55)  # no two consecutive cards
    assert priced(PARKER_BONUS, 2, rack) == rack_o_points(PARKER_BONUS, 2, rack)


def test_R_RUN3_the_run_needed_is_the_least_a_two_player_hasbro_bonus_rack_earns() -> None:
    """Two players, 1-40: a run of 3 is needed to go Rack-O, so it earns at least its bonus; the
    gap #45 beside 31-32-33 takes one of 34-38, and a 34 makes it a run of 4."""
    rs = get_ruleset("hasbro-bonus")
    rack = (5, 9, 14, 27, 28, 31, 32, 33, 11, 39)
    least = rs.options.win_points + bonus_for_run(3)
    assert rack_o_points(rs, 2, rack) == least
    assert priced(rs, 2, rack) == pytest.approx(least + (bonus_for_run(4) - bonus_for_run(3)) / 5)


def test_R_BONUS_a_rack_far_from_rack_o_is_priced_as_it_stands() -> None:
    """#5-#15 out of order as well: three slots to fill, more than NEAR, and the cards it keeps
    may change before it goes out."""
    rs = get_ruleset("hasbro-bonus")
    rack = (18, 16, 9, 27, 28, 31, 32, 33, 11, 39)
    assert priced(rs, 2, rack) == rack_o_points(rs, 2, rack)


def test_R_BONUS_without_a_run_bonus_the_rack_is_priced_as_it_stands() -> None:
    rs = get_ruleset("hasbro")  # R-BONUS off
    assert priced(rs, 3, GAP_BESIDE_RUN) == rack_o_points(rs, 3, GAP_BESIDE_RUN)


def test_R_RUN3_the_run_s_missing_card_counts_among_the_cards_still_to_change() -> None:
    """31-32 want a 33 in #40 for the run of 3 needed; #45 is then a gap beside it. Two cards to
    change is near enough: a 34 in #45 makes the run 31-34. With #50 out of order too, three
    cards must change, and the rack is priced as it stands."""
    rs = get_ruleset("hasbro-bonus")
    near = (5, 9, 14, 27, 28, 31, 32, 2, 11, 39)
    least = rs.options.win_points + bonus_for_run(3)
    assert priced(rs, 2, near) == pytest.approx(least + (bonus_for_run(4) - bonus_for_run(3)) / 5)
    far = (5, 9, 14, 27, 28, 31, 32, 2, 11, 1)
    assert priced(rs, 2, far) == rack_o_points(rs, 2, far) == least
