"""The round as a race (`race.py`): the seat's chance of Rack-O draw by draw against the others'."""

from __future__ import annotations

import math
import random

import pytest

from racko_api.games.rack_o.bots import BOTS, run_bots
from racko_api.games.rack_o.bots.gaps import INF
from racko_api.games.rack_o.bots.points import going_out
from racko_api.games.rack_o.bots.race import HORIZONS, LAST, SETTLE, curve, race, survival
from racko_api.games.rack_o.engine import new_game
from racko_api.games.rack_o.presets import get_ruleset


def test_the_curve_rises_with_the_draws_and_meets_the_gap_model_at_each_horizon() -> None:
    costs = [3.0, 2.0, 1.2, 0.6, 0.2, 0.05]
    g = curve(costs)
    assert len(g) == LAST
    assert all(a <= b for a, b in zip(g, g[1:], strict=False))
    for h, cost in zip(HORIZONS, costs, strict=True):
        assert g[h - 1] == pytest.approx(2.718281828 ** -cost, rel=1e-6)
    assert curve([INF] * len(HORIZONS)) == [0.0] * LAST  # a rack that cannot go Rack-O


@pytest.mark.parametrize(("need", "top"), [(0, 40), (3, 40), (0, 60)])
def test_more_players_and_a_later_turn_mean_others_go_out_sooner(need: int, top: int) -> None:
    one, three = survival(1, 0, need, top), survival(3, 0, need, top)
    assert all(a >= b for a, b in zip(one, one[1:], strict=False))
    assert all(a >= b for a, b in zip(one, three, strict=True)) and three[-1] < one[-1]
    assert survival(1, 8, need, top)[5] < one[5]
    assert survival(0, 0, need, top) == (1.0,) * LAST  # alone, nobody else goes out


def test_alone_the_seat_goes_first_whenever_it_goes_rack_o() -> None:
    g = curve([3.0, 2.0, 1.2, 0.6, 0.2, 0.05])
    r = race(g, survival(0, 0, 0, 40), 75, 20)
    assert r.first == pytest.approx(g[-1])
    assert r.points == pytest.approx(g[-1] * 75 + (1 - g[-1]) * 20)


def test_a_likelier_rack_goes_first_more_often_and_the_points_lie_between_the_outcomes() -> None:
    survive = survival(1, 2, 3, 40)
    slow = race(curve([6.0, 5.0, 4.0, 3.0, 2.0, 1.0]), survive, 75, 40)
    fast = race(curve([3.0, 2.0, 1.2, 0.6, 0.2, 0.05]), survive, 75, 40)
    assert 0.0 < slow.first < fast.first < 1.0
    assert 40 < slow.points < fast.points < 75
    assert slow.sd > 0.0 and fast.sd > 0.0
    # rivals who go out sooner leave the seat less chance to go first
    assert race(curve([3.0, 2.0, 1.2, 0.6, 0.2, 0.05]), survival(3, 2, 3, 40), 75, 40).first < fast.first


def test_loser_points_drift_towards_the_rack_before_the_choice() -> None:
    g, survive = curve([6.0, 5.0, 4.0, 3.0, 2.0, 1.0]), survival(1, 2, 3, 40)
    kept, settled = race(g, survive, 75, 50), race(g, survive, 75, 50, settle=20.0)
    assert settled.first == kept.first and 20 < settled.points < kept.points


def test_R_SCORE_LEAD_a_choice_s_loser_points_are_half_way_to_the_rack_before_it_after_SETTLE_draws() -> None:
    """The seat never goes out and the other player goes out right before the seat's draw
    SETTLE: the seat then scores half way between the rack the choice leaves (50) and the one
    before it (20), the rack having changed for SETTLE draws whatever the choice."""
    at = int(SETTLE)
    survive = [1.0] * (at - 1) + [0.0] * (LAST - at + 1)
    settled = race([0.0] * LAST, survive, 75, 50, settle=20.0)
    assert settled.first == 0.0 and settled.points == pytest.approx(35.0)


def test_the_others_go_out_as_soon_as_they_do_in_real_games() -> None:
    """The hazard the race and the call price (`going_out`) is that of real games: over two-player
    Hasbro rounds of `strong` bots (a run of 3 needed, 1-40), the share of rounds somebody has
    gone out by each player's TURNS-th turn is what the table predicts, within four standard
    errors. A table measured for one player alone predicts far fewer."""
    deals, turns = 100, 10
    ended = 0
    for seed in range(1, deals + 1):
        state, _ = new_game(get_ruleset("hasbro"), 2, seed=seed)
        state, _ = run_bots(state, [BOTS["strong"]] * 2, random.Random(seed), max_actions=100_000,
                            stop_at_round_end=True, keep_events=False)
        ended += state.rounds[-1].turns <= 2 * turns
    alive = math.prod((1.0 - going_out(n, 3, 40, 2)) ** 2 for n in range(1, turns + 1))
    predicted = 1.0 - alive
    assert abs(ended / deals - predicted) <= 4 * math.sqrt(predicted * alive / deals)


def test_a_case_not_measured_takes_the_nearest_deck_then_player_count() -> None:
    """GOING_OUT is keyed by deck, run needed and player count (R-DECK, R-RUN3): five players
    take four players' figures, a run of 3 on any deck the run's, a deck between two the nearer."""
    for n in range(1, 20):
        assert going_out(n, 0, 60, 5) == going_out(n, 0, 60, 4)
        assert going_out(n, 4, 60, 2) == going_out(n, 3, 40, 2)
        assert going_out(n, 0, 58, 3) == going_out(n, 0, 60, 3)
    assert going_out(0, 0, 60, 2) == 0.0
    assert any(going_out(n, 0, 60, 3) != going_out(n, 0, 60, 2) for n in range(1, 20))
