"""The advisor's yardstick (benchmarks/yardstick): its few lines of rules agree with the engine's,
its rollouts finish, and its loss is 0 where the advisor chose the evaluator's best."""

from __future__ import annotations

import random

from hypothesis import given, settings
from hypothesis import strategies as st

from benchmarks.yardstick import policy, rules
from benchmarks.yardstick.positions import LET_GO, Position
from benchmarks.yardstick.pricing import judge
from racko_api.games.rack_o.presets import get_ruleset
from racko_api.games.rack_o.racko import can_go_rack_o
from racko_api.games.rack_o.scoring import loser_points, score_rack

EDITIONS = ("hasbro", "hasbro-bonus", "parker-1992-bonus")


def yardstick_rules(edition: str, players: int) -> rules.Rules:
    ruleset = get_ruleset(edition)
    need = 3 if edition.startswith("hasbro") and players == 2 else 0  # R-RUN3: 2 players only
    return rules.Rules(ruleset.top_card(players), need, 75, edition.endswith("bonus"))


@settings(max_examples=300, deadline=None)
@given(st.sampled_from(EDITIONS), st.sampled_from((2, 3)), st.randoms(use_true_random=False),
       st.booleans())
def test_the_yardstick_scores_a_rack_as_the_engine_does(edition: str, players: int, rnd: random.Random,
                                                        ordered: bool) -> None:
    ruleset = get_ruleset(edition)
    mine = yardstick_rules(edition, players)
    rack = tuple(rnd.sample(range(1, mine.top + 1), rules.SLOTS))
    rack = tuple(sorted(rack)) if ordered else rack
    assert rules.is_rack_o(mine, rack) == can_go_rack_o(ruleset, players, rack)
    assert rules.loser_points(rack) == loser_points(ruleset, rack)
    if rules.is_rack_o(mine, rack):
        assert rules.win_points(mine, rack) == score_rack(ruleset, players, rack, rack_o=True).points


def test_rollouts_where_a_run_is_needed_end_with_somebody_out() -> None:
    """Two-player Hasbro needs a run of 3: the policy builds one, so rounds end before the cap."""
    mine = yardstick_rules("hasbro", 2)
    finished = 0
    for seed in range(200):
        deck = list(range(1, mine.top + 1))
        random.Random(seed).shuffle(deck)
        racks, stock = [deck[:10], deck[10:20]], deck[20:]
        _, turns = policy.play_out(mine, racks, stock, [stock.pop()], random.Random(seed))
        finished += turns < policy.TURN_CAP
    assert finished >= 190


def one_card_from_rack_o(advised: int) -> Position:
    """A rack in order but for slot 4, with the card that mends it in hand."""
    return Position("parker-1992-bonus", 2, yardstick_rules("parker-1992-bonus", 2),
                    rack=(2, 8, 14, 20, 60, 30, 36, 42, 48, 54), hand=25, may_let_go=True,
                    discard=(59,), rivals=((None,) * rules.SLOTS,), stock_count=29, advised=advised)


def test_the_loss_is_zero_where_the_advisor_chose_the_evaluators_best() -> None:
    verdict = judge(one_card_from_rack_o(advised=4), first=8, most=32, price=32, seed=1)
    assert verdict["agrees"] and verdict["lost"] == 0.0


def test_a_choice_that_gives_up_rack_o_loses_points_on_fresh_deals() -> None:
    """Rack-O now is 75 points; later it is at most 75, and another player may go out first."""
    verdict = judge(one_card_from_rack_o(advised=LET_GO), first=8, most=32, price=32, seed=1)
    assert not verdict["agrees"]
    assert verdict["lost"] > 0 and verdict["in_sample"] > 0
