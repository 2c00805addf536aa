"""The whole-games benchmark's interval (benchmarks/expert_games.py): each seed's pair of games,
the seats swapped, is one sample, so what the two plays share narrows or widens it as it should."""

from __future__ import annotations

import random

from benchmarks.bots import wilson
from benchmarks.expert_games import paired


def pair(won: int, rounds: int = 10, rounds_won: int = 5) -> dict[str, int]:
    return {"games": 2, "won": won, "rounds": rounds, "rounds_won": rounds_won}


def test_pairs_that_always_split_leave_no_doubt_about_the_share() -> None:
    """A seed the hand decides (each bot wins it once, whichever seat holds the good hand) says
    nothing about who plays better, and 1 of 2 every time is exactly a half."""
    assert paired([pair(1) for _ in range(50)], "won", "games") == [0.5, 0.5]


def test_pairs_that_agree_are_one_sample_each_not_two() -> None:
    """Both plays of a seed won or both lost: 50 seeds are 50 samples, not 100 games, so the
    interval is wider than Wilson's for 100 independent games."""
    pairs = [pair(2 if n % 2 else 0) for n in range(50)]
    low, high = paired(pairs, "won", "games")
    w_low, w_high = wilson(50, 100)
    assert low < 0.5 < high and high - low > 1.3 * (w_high - w_low)


def test_independent_games_get_about_wilsons_interval() -> None:
    rng = random.Random(7)
    pairs = [pair(sum(rng.random() < 0.6 for _ in range(2))) for _ in range(2000)]
    won = sum(p["won"] for p in pairs)
    low, high = paired(pairs, "won", "games")
    w_low, w_high = wilson(won, 4000)
    assert abs(low - w_low) < 0.004 and abs(high - w_high) < 0.004


def test_rounds_are_a_ratio_over_pairs_of_unequal_length() -> None:
    pairs = [pair(1, rounds=r, rounds_won=w) for r, w in ((10, 6), (20, 11), (14, 7), (30, 17))]
    low, high = paired(pairs, "rounds_won", "rounds")
    share = 41 / 74
    assert low < share < high and high - low < 0.1
