"""The advice plays for the game when the totals and the target are known (R-TARGET)."""

from __future__ import annotations

import pytest

from racko_api.games.rack_o.actions import exchange
from racko_api.games.rack_o.bots.consult import consult
from racko_api.games.rack_o.bots.game import win_chance
from racko_api.games.rack_o.presets import get_ruleset
from racko_api.games.rack_o.racks import index_of

# Its leading run 5-12-29-33-34 (25 points): 40 in #30 makes it 6 cards, 30 points
RACK = [5, 12, 29, 33, 34, 7, 19, 10, 38, 17]


def test_the_chance_of_winning_the_game_follows_the_gap_and_the_rounds_left() -> None:
    assert win_chance(300, 300, 500, 75) == pytest.approx(0.5)
    assert win_chance(520, 400, 500, 75) == 1.0 and win_chance(400, 520, 500, 75) == 0.0
    assert win_chance(510, 510, 500, 75) == 0.5  # a tie at the target plays on
    assert win_chance(100, 50, 500, 75) < win_chance(400, 350, 500, 75) < win_chance(450, 350, 500, 75)


def test_R_TARGET_near_the_target_the_advice_secures_the_points_that_win_the_game() -> None:
    rs = get_ruleset("hasbro")
    plain = consult(rs, 2, RACK, card=40, taken_from="stock")
    assert plain.best.action == exchange(index_of(50))  # for the round: the likeliest Rack-O
    assert not any(r.text.startswith("for the game") for r in plain.reasons)
    near = consult(rs, 2, RACK, card=40, taken_from="stock", totals=(470, 300))
    assert near.best.action == exchange(index_of(30))  # 470 + 30 reaches the target
    game = [r for r in near.reasons if r.rule == "R-TARGET" and r.text.startswith("for the game")]
    assert len(game) == 1 and "40 in #30 wins it with chance 1.00" in game[0].text
    assert not any("no slot brings" in r.text for r in near.reasons)
    far = consult(rs, 2, RACK, card=40, taken_from="stock", totals=(0, 0))
    assert far.best.action == plain.best.action  # at the start the game is the round


def test_R_TARGET_the_game_never_passes_over_a_choice_that_goes_rack_o() -> None:
    """Swedish: 215 + 90 for a nine-card sequence would reach 300 if the other player went out,
    more than the 75 of going Rack-O now; but a table where everyone waits never ends the round."""
    rs = get_ruleset("swedish")
    advice = consult(rs, 2, [1, 2, 3, 4, 5, 6, 7, 8, 60, 10], card=9, taken_from="stock",
                     totals=(215, 200))
    assert advice.best.action == exchange(index_of(45)) and advice.best.estimate == 1.0
    assert not any(r.text.startswith("for the game") for r in advice.reasons)
