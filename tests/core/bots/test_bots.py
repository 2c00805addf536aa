"""The bots: each a pure function of a seat's view, each playing only legal actions, each finishing
games of every edition; `basic` is the greedy player it says it is and `strong` beats it."""

from __future__ import annotations

import random
from dataclasses import replace

import pytest

from racko_api.games.rack_o.actions import (
    CALL_RACK_O,
    DISCARD,
    DRAW_STOCK,
    NEXT_ROUND,
    TAKE_DISCARD,
    exchange,
)
from racko_api.games.rack_o.bots import BOTS, bot_move, run_bots
from racko_api.games.rack_o.bots.basic import bucket, choose_slot
from racko_api.games.rack_o.engine import apply, legal_actions, new_game
from racko_api.games.rack_o.positions import position
from racko_api.games.rack_o.presets import PRESETS, get_ruleset
from racko_api.games.rack_o.state import Phase
from racko_api.games.rack_o.views import seat_view

MESSY = [[30, 2, 17, 9, 25, 11, 38, 4, 21, 14], [1, 33, 6, 27, 12, 39, 19, 8, 35, 23]]


def test_bucket_gives_each_card_a_home_slot() -> None:
    assert [bucket(c, 40) for c in (1, 4, 5, 36, 37, 40)] == [0, 0, 1, 8, 9, 9]
    assert [bucket(c, 60) for c in (1, 6, 7, 60)] == [0, 0, 1, 9]


def test_basic_puts_a_card_in_its_home_slot_unless_the_card_there_belongs() -> None:
    state = position(get_ruleset("hasbro"), MESSY, discard=[13], next_cards=[16])
    view = seat_view(state, 1)
    # 13 belongs in slot 3 (#20), which holds 27 (a slot-6 card): take the discard
    assert BOTS["basic"](view, random.Random(0)) == TAKE_DISCARD
    state, _ = apply(state, 1, TAKE_DISCARD)
    assert BOTS["basic"](seat_view(state, 1), random.Random(0)) == exchange(3)
    # seat 0 draws 16 (home slot 3, which holds 9, a slot-2 card): exchange it there
    state, _ = apply(state, 1, exchange(3))
    state, _ = apply(state, 0, DRAW_STOCK)
    assert BOTS["basic"](seat_view(state, 0), random.Random(0)) == exchange(3)


def test_basic_lets_go_a_card_whose_home_is_settled() -> None:
    racks = [[2, 5, 9, 13, 17, 21, 25, 29, 37, 33], [6, 7, 8, 10, 11, 12, 14, 15, 16, 18]]
    state = position(get_ruleset("parker-1992", {"deck": 40}), racks, discard=[1], next_cards=[3],
                     turn=0)
    view = seat_view(state, 0)
    assert choose_slot(view, 3) is None  # 3 belongs in slot 0, where 2 already belongs
    assert BOTS["basic"](view, random.Random(0)) == DRAW_STOCK
    state, _ = apply(state, 0, DRAW_STOCK)
    assert BOTS["basic"](seat_view(state, 0), random.Random(0)) == DISCARD


def test_bots_call_rack_o_when_they_may() -> None:
    rs = get_ruleset("hasbro-bonus")
    racks = [[2, 4, 6, 8, 10, 12, 14, 15, 16, 19], [1, 3, 5, 7, 9, 11, 13, 31, 21, 23]]
    state = position(rs, racks, discard=[40])
    for name in ("basic", "strong", "random"):
        assert BOTS[name](seat_view(state, 0), random.Random(0)) == CALL_RACK_O


def test_strong_waits_for_a_run_bonus_early_in_a_round() -> None:
    """R-BONUS: with three players no run is needed, so a rack in order may wait for one."""
    rs = get_ruleset("hasbro-bonus")
    racks = [[2, 5, 8, 11, 14, 17, 20, 23, 26, 29], [1, 3, 4, 6, 7, 9, 10, 12, 13, 15],
             [31, 32, 33, 34, 35, 36, 37, 38, 39, 40]]
    state = position(rs, racks, discard=[50], turn=0)
    view = seat_view(state, 0)
    assert view.can_call
    assert BOTS["strong"](view, random.Random(0)) != CALL_RACK_O
    state = replace(state, turns=30)  # late in the round: take the sure 75
    assert BOTS["strong"](seat_view(state, 0), random.Random(0)) == CALL_RACK_O


def test_strong_takes_the_discard_that_fills_its_one_gap() -> None:
    racks = [[2, 5, 9, 13, 17, 30, 25, 29, 33, 37], [1, 3, 4, 6, 7, 8, 10, 11, 12, 14]]
    state = position(get_ruleset("parker-1992", {"deck": 40}), racks, discard=[22], turn=0)
    assert BOTS["strong"](seat_view(state, 0), random.Random(0)) == TAKE_DISCARD
    state, _ = apply(state, 0, TAKE_DISCARD)
    assert BOTS["strong"](seat_view(state, 0), random.Random(0)) == exchange(5)


@pytest.mark.parametrize("name", sorted(BOTS))
def test_every_move_of_a_bot_is_legal(name: str) -> None:
    rng = random.Random(1)
    for preset in ("hasbro", "swedish-bonus", "hasbro-bonus"):
        state, _ = new_game(get_ruleset(preset), 3, seed=9)
        for _ in range(150):
            seats = [s for s in range(3) if legal_actions(state, s)]
            seat = state.turn if state.phase in (Phase.DRAW, Phase.HOLDING) else seats[0]
            action = BOTS[name](seat_view(state, seat), rng)
            assert action in legal_actions(state, seat)
            state, _ = apply(state, seat, action)
            if state.phase is Phase.GAME_OVER:
                break


def _games() -> list[tuple[str, int]]:
    return [(p, 4) if PRESETS[p].options.teams else (p, n) for p in sorted(PRESETS) for n in (2, 3)
            if not (PRESETS[p].options.teams and n == 3)]


@pytest.mark.parametrize(("preset", "players"), _games())
def test_bot_games_finish_for_every_preset(preset: str, players: int) -> None:
    """A whole game to the target: basic, strong and random seats together."""
    names = ["strong", "basic", "random", "basic"][:players]
    state, _ = new_game(get_ruleset(preset), players, seed=players)
    state, events = run_bots(state, [BOTS[n] for n in names], random.Random(players), max_actions=60_000)
    assert state.phase is Phase.GAME_OVER and state.winner is not None
    assert max(state.team_totals or state.totals) >= state.ruleset.options.target
    assert events[-1][1].type == "game_over"
    assert not state.conservation_errors()


@pytest.mark.parametrize(("bot", "first_seed", "rounds", "share"), [
    ("strong", 100, 40, 0.65), ("expert", 300, 30, 0.75)])
def test_the_strong_and_expert_bots_beat_the_basic_bot(bot: str, first_seed: int, rounds: int,
                                                        share: float) -> None:
    rs = get_ruleset("hasbro")
    wins = 0
    for i in range(rounds):
        state, _ = new_game(rs, 2, seed=first_seed + i)
        seat = i % 2
        bots = [BOTS["basic"], BOTS["basic"]]
        bots[seat] = BOTS[bot]
        state, _ = run_bots(state, bots, random.Random(i), max_actions=20_000, stop_at_round_end=True)
        wins += state.rounds[-1].rack_o == seat
    assert wins / rounds > share


def test_bots_deal_the_next_round_only_at_a_table_of_bots() -> None:
    racks = [[1, 3, 5, 7, 9, 11, 13, 31, 21, 23], [2, 4, 6, 8, 10, 12, 14, 16, 30, 19]]
    rs = get_ruleset("parker-1992")
    state = position(rs, racks, discard=[40], next_cards=[17])
    state, _ = apply(state, 1, DRAW_STOCK)
    state, _ = apply(state, 1, exchange(8))
    assert state.phase is Phase.ROUND_OVER
    assert run_bots(state, [BOTS["basic"], None], random.Random(0), max_actions=10) == (state, [])
    assert BOTS["basic"](seat_view(state, 0), random.Random(0)) == NEXT_ROUND
    assert bot_move(state, [BOTS["basic"], BOTS["basic"]], random.Random(0)) == (0, NEXT_ROUND)
