"""The Swedish editions in a game: a stock card must replace a rack card (R-TURN-STOCK-MUST), and
two teams each share one rack (R-TEAMS); bots keep to both."""

from __future__ import annotations

import random

import pytest

from racko_api.core.errors import IllegalMove, InvalidInput
from racko_api.games.rack_o.actions import DISCARD, DRAW_STOCK, ActionType, exchange, place
from racko_api.games.rack_o.bots import BOTS, run_bots
from racko_api.games.rack_o.engine import apply, legal_actions, new_game
from racko_api.games.rack_o.positions import position
from racko_api.games.rack_o.presets import get_ruleset
from racko_api.games.rack_o.views import seat_view

MESSY = [[30, 2, 17, 9, 25, 11, 38, 4, 21, 14], [1, 33, 6, 27, 12, 39, 19, 8, 35, 23]]
QUICK = [[30, None, 17, None, 25, None, 38, None, 51, None],
         [1, None, 6, None, 12, None, 19, None, 35, None]]


@pytest.mark.parametrize(("preset", "racks"), [("swedish", MESSY), ("swedish-bonus", QUICK)])
def test_R_TURN_STOCK_MUST_a_drawn_card_is_never_discarded(preset: str, racks: list) -> None:
    state = position(get_ruleset(preset), racks, discard=[40])
    state, _ = apply(state, 1, DRAW_STOCK)
    assert DISCARD not in legal_actions(state, 1)
    with pytest.raises(IllegalMove) as refused:
        state, _ = apply(state, 1, DISCARD)
    assert refused.value.rule == "R-TURN-STOCK-MUST"
    kinds = {a.type for a in legal_actions(state, 1)}
    assert ActionType.EXCHANGE in kinds
    if preset == "swedish-bonus":
        assert place(1) in legal_actions(state, 1)  # an empty slot may be filled instead


def test_R_TURN_STOCK_MAY_the_same_table_with_the_house_rule_may_discard() -> None:
    state = position(get_ruleset("swedish", {"stock_card_discard": True}), MESSY, discard=[40])
    state, _ = apply(state, 1, DRAW_STOCK)
    assert DISCARD in legal_actions(state, 1)
    state, _ = apply(state, 1, DISCARD)


@pytest.mark.parametrize("preset", ["swedish", "swedish-bonus"])
@pytest.mark.parametrize("bot", ["basic", "strong"])
def test_R_TURN_STOCK_MUST_bots_never_discard_a_stock_card(preset: str, bot: str) -> None:
    state, _ = new_game(get_ruleset(preset), 3, seed=7)
    state, events = run_bots(state, [BOTS[bot]] * 3, random.Random(7), max_actions=30_000,
                      stop_at_round_end=True)
    assert events and not any(e.type == "discarded" for _, e in events)
    assert state.round == 1 and state.rounds  # the round was played to its end


@pytest.mark.parametrize("preset", ["swedish", "swedish-bonus"])
def test_R_TURN_STOCK_MUST_the_random_bot_picks_only_legal_plays(preset: str) -> None:
    state, _ = new_game(get_ruleset(preset), 2, seed=3)
    rng = random.Random(3)
    for _ in range(400):
        if state.rounds:
            break
        seat = state.turn
        action = BOTS["random"](seat_view(state, seat), rng)
        assert action is not None and action != DISCARD
        state, _ = apply(state, seat, action)


def test_R_TEAMS_swedish_teams_play_two_shared_racks() -> None:
    teams = get_ruleset("swedish", {"teams": True})
    with pytest.raises(InvalidInput) as refused:
        new_game(teams, 4, seed=1)
    assert refused.value.rule == "R-TEAMS"
    state, _ = new_game(teams, 2, seed=1)
    assert state.teams == ((0,), (1,)) and len(state.racks) == 2
    state, _ = run_bots(state, [BOTS["basic"]] * 2, random.Random(1), max_actions=30_000,
                        stop_at_round_end=True)
    assert state.team_totals == state.totals and max(state.totals) == 75


def test_R_BONUS_run_bonus_from_team_in_a_game() -> None:
    ruleset = get_ruleset("italian-partners", {"run_bonus_from": "team"})
    ann = [1, 5, 9, 14, 20, 33, 41, 47, 52, 60]  # in order, longest run 1
    cy = [2, 3, 4, 6, 21, 22, 23, 24, 25, 58]  # partner of seat 0: a run of 5
    bo = [30, 7, 17, 10, 26, 11, 39, 13, 27, 15]
    di = [12, 34, 8, 28, 16, 40, 19, 18, 36, 29]
    state = position(ruleset, [ann[:9] + [59], bo, cy, di], discard=[31], next_cards=[60],
                     stock=None, turn=0)
    state, _ = apply(state, 0, DRAW_STOCK)
    state, events = apply(state, 0, exchange(9))
    scored = next(e for e in events if e.type == "round_over")
    assert scored.public["details"][0]["bonus"] == 200 and scored.public["details"][0]["points"] == 275
    assert scored.public["scores"][0] == 275
    assert scored.public["team_points"][0] == 275 + 50
