"""Ties told apart by what a player would count; points on every choice; and when to call
Rack-O where it is a call (R-WAIT), in the Bonus editions (R-BONUS)."""

from __future__ import annotations

import random
from dataclasses import replace

import pytest

from racko_api.games.rack_o.actions import CALL_RACK_O, DISCARD, DRAW_STOCK, TAKE_DISCARD, exchange
from racko_api.games.rack_o.bots import BOTS, expert_bot, run_bots
from racko_api.games.rack_o.bots.advisor import advise, call_for
from racko_api.games.rack_o.bots.choices import table_of
from racko_api.games.rack_o.bots.consult import consult
from racko_api.games.rack_o.bots.points import (
    advise_call,
    call_risk,
    expected_points,
    finishing_cards,
    going_out,
    rack_o_points,
    run_gain,
)
from racko_api.games.rack_o.bots.seat_advice import advise_seat
from racko_api.games.rack_o.engine import apply, new_game
from racko_api.games.rack_o.positions import position
from racko_api.games.rack_o.presets import get_ruleset
from racko_api.games.rack_o.racks import index_of
from racko_api.games.rack_o.state import Phase
from racko_api.games.rack_o.views import seat_view

TIE_RACK = [1, 4, 7, 12, 15, 18, 22, 26, 31, 37]
# A Rack-O with 22-23 in #25-#30 waiting for a third card (R-BONUS: a run of 3 is +50)
WAITING = [2, 5, 9, 13, 22, 23, 30, 33, 41, 47]


def test_tie_position_13_goes_into_25_keeping_order_and_two_finishing_cards() -> None:
    """Hasbro, two players (a run of 3 needed): 13 in #15 and 13 in #25 are alike by the chance
    of Rack-O, but #15 breaks the order (15 points if another player goes out, not 50) and
    leaves one card that finishes the rack (14); #25 keeps the order and leaves two (11 and 14).
    Ranked by points, #25 comes first, ahead of #15 by what the rack scores if another player
    goes out first (R-SCORE-LEAD), a difference that fades as the rack goes on changing."""
    advice = consult(get_ruleset("hasbro"), 2, TIE_RACK, card=13, taken_from="stock")
    best = advice.best
    rival = next(c for c in advice.choices if c.action == exchange(index_of(15)))
    assert best.action == exchange(index_of(25))
    assert abs(best.estimate - rival.estimate) < 0.0005  # the tie as the issue found it
    assert best.points > rival.points
    assert any(r.rule == "R-SCORE-WIN" and "otherwise 50 points" in r.text for r in advice.reasons)


def test_finishing_cards_are_the_unseen_ones_that_make_a_legal_rack_o() -> None:
    rs = get_ruleset("hasbro")
    rack = (1, 4, 7, 12, 13, 18, 22, 26, 31, 37)
    weights = [2] * 42
    weights[0] = weights[41] = 0
    for c in rack:
        weights[c] = 0
    assert finishing_cards(rs, 2, rack, weights) == (11, 14)  # R-RUN3: 11-12-13 or 12-13-14
    weights[14] = 1  # on the discard pile: not counted
    assert finishing_cards(rs, 2, rack, weights) == (11,)
    assert finishing_cards(get_ruleset("parker-1992"), 2, (5, 1, 7, 12, 13, 18, 22, 26, 31, 37),
                           [2] * 62) == (6,)  # only #10 can change; 1..4 are below 5


@pytest.mark.parametrize(("preset", "players"), [("hasbro-bonus", 3), ("parker-1992-bonus", 2)])
def test_R_BONUS_a_24_from_the_stock_makes_the_run_of_3_not_let_go(preset: str, players: int) -> None:
    rs = get_ruleset(preset)
    advice = consult(rs, players, WAITING, card=24, taken_from="stock")
    assert advice.best.action == exchange(index_of(35))
    assert advice.best.points == 125.0
    let_go = next(c for c in advice.choices if c.action == DISCARD)
    assert let_go.points == 75.0
    assert "the rack is then a Rack-O, worth 125" in advice.reasons[0].text
    assert not any("no slot brings the rack closer" in r.text for r in advice.reasons)
    assert any(r.rule == "R-BONUS" and r.text == "the run 22-24 in #25-#35 earns +50 when the rack "
               "goes Rack-O" for r in advice.reasons)


def test_R_BONUS_a_24_taken_from_the_discard_pile_goes_into_35_not_30() -> None:
    rs = get_ruleset("hasbro-bonus")
    before = consult(rs, 3, WAITING, discard_top=24)
    assert before.best.action == TAKE_DISCARD and before.best.points == 125.0
    advice = consult(rs, 3, WAITING, card=24, taken_from="discard")
    assert advice.best.action == exchange(index_of(35))
    assert next(c for c in advice.choices if c.action == exchange(index_of(30))).points == 75.0


@pytest.mark.parametrize(("card", "slot", "points"), [(25, 40, 175), (21, 20, 175)])
def test_R_BONUS_a_run_of_3_is_made_a_run_of_4(card: int, slot: int, points: int) -> None:
    rs = get_ruleset("parker-1992-bonus")
    rack = [2, 5, 9, 13, 22, 23, 24, 33, 41, 47]
    advice = consult(rs, 2, rack, card=card, taken_from="stock")
    assert advice.best.action == exchange(index_of(slot)) and advice.best.points == points


def test_R_BONUS_a_run_of_4_is_made_a_run_of_5() -> None:
    rack = [2, 5, 9, 21, 22, 23, 24, 33, 41, 47]
    advice = consult(get_ruleset("parker-1992-bonus"), 2, rack, card=25, taken_from="stock")
    assert advice.best.action == exchange(index_of(40)) and advice.best.points == 275


def test_R_WAIT_the_call_draws_first_then_weighs_calling_against_waiting() -> None:
    rs = get_ruleset("hasbro-bonus")
    before = consult(rs, 3, WAITING, discard_top=1)
    assert before.call is not None and not before.call.now
    assert before.call.reason.rule == "R-WAIT" and before.call.reason.text.startswith("draw first")
    # a 24 makes the run of 3: at the deal nobody goes out within a turn, so waiting for a 21 or
    # a 25 costs nothing; ten turns each into the round it is not worth the risk
    early = consult(rs, 3, WAITING, card=24, taken_from="stock")
    assert early.call is not None and not early.call.now and early.call.waiting > 125
    late = consult(rs, 3, WAITING, card=24, taken_from="stock", turns=30)
    assert late.call is not None and late.call.now and late.call.points_now == 125
    assert late.call.waiting < 125 and late.call.reason.text.startswith("call now: 125 points")
    assert late.reasons[-1] == late.call.reason


def test_R_WAIT_a_run_one_card_short_of_a_bonus_is_waited_for_early_and_called_late() -> None:
    rs = get_ruleset("parker-1992-bonus")
    rack = (2, 5, 9, 13, 22, 23, 30, 33, 41, 47)
    weights = [2] * 62
    weights[0] = weights[61] = 0
    for c in rack:
        weights[c] = 0
    early = advise_call(rs, 2, rack, weights, turns=4, before_drawing=False)
    late = advise_call(rs, 2, rack, weights, turns=20, before_drawing=False)
    assert early is not None and late is not None
    assert not early.now and late.now
    assert early.waiting > 75 > late.waiting
    assert run_gain(rs, 2, rack, weights) == pytest.approx((125 - 75) * 2 / 50)  # 21 or 24


def test_R_TARGET_a_call_that_wins_the_game_is_made_at_once() -> None:
    rs = get_ruleset("parker-1992-bonus")
    rack = [2, 5, 9, 13, 22, 23, 30, 33, 41, 47]
    plain = consult(rs, 2, rack, card=60, taken_from="stock")
    assert plain.call is not None and not plain.call.now  # a round young: wait for the run
    won = consult(rs, 2, rack, card=60, taken_from="stock", totals=(430, 200))
    assert won.call is not None and won.call.now and won.call.reason.rule == "R-TARGET"
    threat = consult(rs, 2, rack, card=60, taken_from="stock", totals=(100, 440))
    assert threat.call is not None and threat.call.now and "440" in threat.call.reason.text


def test_R_WAIT_no_call_where_going_rack_o_is_automatic_or_the_rack_is_not_one() -> None:
    assert consult(get_ruleset("parker-1992"), 2, WAITING, discard_top=1).call is None
    broken = [4, 1, 7, 12, 15, 18, 22, 26, 31, 37]
    assert consult(get_ruleset("parker-1992-bonus"), 2, broken, discard_top=2).call is None


def test_points_are_the_chance_of_rack_o_times_its_score_plus_the_rest_times_the_lead() -> None:
    rs = get_ruleset("hasbro")
    rack = (1, 4, 7, 12, 13, 18, 22, 26, 31, 37)  # in order: 50 if another player goes out
    assert expected_points(rs, 2, rack, 0.4) == pytest.approx(0.4 * 75 + 0.6 * 50)
    swedish = get_ruleset("swedish")
    broken = (1, 4, 7, 12, 13, 3, 22, 26, 31, 37)  # longest sequence 5 (R-SCORE-LONGEST): 50
    assert expected_points(swedish, 2, broken, 0.0) == 50
    advice = consult(rs, 2, TIE_RACK, card=13, taken_from="stock")
    assert all(c.points >= 0 for c in advice.choices)


def test_R_WAIT_the_expert_calls_when_the_advice_says_so() -> None:
    rs = get_ruleset("parker-1992-bonus")
    racks = [[2, 5, 9, 13, 22, 23, 24, 33, 41, 47], [1, 3, 4, 6, 7, 8, 10, 11, 12, 14]]
    state = position(rs, racks, discard=[60], turn=1)
    view = seat_view(state, 0)  # between turns: seat 1 is to draw
    call = call_for(table_of(view), before_drawing=False)
    assert call is not None
    assert (expert_bot(view, random.Random(0)) == CALL_RACK_O) is call.now
    assert not call.now  # at the deal waiting costs nothing
    state = replace(state, turns=40)  # twenty turns each: the risk of waiting outweighs a run of 4
    late = seat_view(state, 0)
    late_call = call_for(table_of(late), before_drawing=False)
    assert late_call is not None and late_call.now
    assert expert_bot(late, random.Random(0)) == CALL_RACK_O
    mine = position(rs, racks, discard=[60], turn=0)  # its own turn: draw first
    assert expert_bot(seat_view(mine, 0), random.Random(0)) == DRAW_STOCK


@pytest.mark.parametrize("preset", ["hasbro-bonus", "parker-1992-bonus"])
def test_R_WAIT_games_of_an_expert_in_the_bonus_editions_finish(preset: str) -> None:
    rs = get_ruleset(preset)
    state, _ = new_game(rs, 2, seed=5)
    state, _ = run_bots(state, [BOTS["expert"], BOTS["strong"]], random.Random(5), max_actions=60_000)
    assert state.phase is Phase.GAME_OVER  # waiting for a run never stalls a game
    assert all(r.called for r in state.rounds)  # R-WAIT: every Rack-O was called


def test_a_game_s_advice_knows_the_totals_and_the_target() -> None:
    rs = get_ruleset("parker-1992-bonus")
    racks = [[2, 5, 9, 13, 22, 23, 30, 33, 41, 47], [1, 3, 4, 6, 7, 8, 10, 11, 12, 14]]
    state = position(rs, racks, discard=[60], turn=0)
    state = replace(state, totals=(430, 120))
    table = table_of(seat_view(state, 0))
    assert (table.totals, table.target) == ((430, 120), 500)
    state, _ = apply(state, 0, DRAW_STOCK)
    advice = advise(table_of(seat_view(state, 0)))
    assert advice.call is not None and advice.call.reason.rule == "R-TARGET"


def test_R_WAIT_with_a_bot_next_drawing_first_is_waiting_and_is_weighed() -> None:
    """A person whose next seat is a bot cannot call between turns (the bot moves at once): before
    drawing, the game's advice weighs the call as waiting a turn of every other player."""
    rs = get_ruleset("parker-1992-bonus")
    racks = [[2, 5, 9, 13, 22, 23, 24, 33, 41, 47], [1, 3, 4, 6, 7, 8, 10, 11, 12, 14]]
    state = position(rs, racks, discard=[60], turn=0)
    state = replace(state, turns=40)
    at_a_table = advise_seat(state, 0)
    assert at_a_table["call"]["now"] is False and at_a_table["call"]["reason"].startswith("draw first")
    bot_next = advise_seat(state, 0, call_window=False)
    assert bot_next["call"]["now"] is True and bot_next["call"]["waiting"] < 125


def test_R_WAIT_with_a_card_in_hand_and_a_bot_next_no_call_is_advised() -> None:
    """A call right after the turn cannot be made where a bot sits next (it moves at once), so
    the advice for the rack a card in hand leaves says nothing of calling; at a table of people
    it does."""
    rs = get_ruleset("parker-1992-bonus")
    racks = [[2, 5, 9, 13, 22, 23, 24, 33, 41, 47], [1, 3, 4, 6, 7, 8, 10, 11, 12, 14]]
    state = position(rs, racks, discard=[60], turn=0)
    state, _ = apply(state, 0, DRAW_STOCK)
    assert advise_seat(state, 0)["call"] is not None
    assert advise_seat(state, 0, call_window=False)["call"] is None


def test_R_WAIT_the_risk_of_waiting_is_that_of_the_deck_and_the_players() -> None:
    """Another player goes out sooner on a small deck without a run to build, and more rivals
    mean more risk: the risk is not one table for every deck."""
    parker, hasbro = get_ruleset("parker-1992-bonus"), get_ruleset("hasbro-bonus")
    turns = 2 * 7  # each player's 8th turn next
    small = call_risk(parker.with_options({"deck": 40}), 2, turns)
    assert small > call_risk(parker, 2, turns) > 0.0  # 1-40 against 1-60, no run
    assert call_risk(hasbro, 2, turns) < small  # a run of 3 to build on 1-40
    assert call_risk(parker, 3, 3 * 7) > call_risk(parker, 2, turns)


def test_R_WAIT_the_risk_of_waiting_reads_the_figures_of_the_tables_player_count() -> None:
    """Each of the two others at a table of three goes out as players do at a table of three
    (GOING_OUT is keyed by the player count), not as at a table of two."""
    parker = get_ruleset("parker-1992-bonus")
    for turn in range(1, 15):
        risk = call_risk(parker, 3, 3 * (turn - 1))
        assert risk == pytest.approx(1.0 - (1.0 - going_out(turn, 0, 60, 3)) ** 2)
    assert any(call_risk(parker, 3, 3 * t) != pytest.approx(1.0 - (1.0 - going_out(t + 1, 0, 60, 2)) ** 2)
               for t in range(14))


# Two players of Hasbro Bonus: a run of 3 is needed to go Rack-O (R-RUN3), and this rack holds
# none yet; its 14 in #5 is out of order, so it scores 5 if another player goes out first.
NO_RUN_YET = [14, 5, 9, 13, 20, 22, 23, 30, 33, 38]


def test_R_BONUS_R_RUN3_a_rack_o_that_needs_a_run_is_priced_with_that_runs_bonus() -> None:
    """Where a run of 3 is needed to go Rack-O, every Rack-O holds one and earns its bonus (+50):
    a rack without a run yet is worth 75 + 50 on going out, not 75; with three players (no run
    needed) and without the Bonus (no bonus) it is worth 75; a run already longer counts as is."""
    bonus, plain = get_ruleset("hasbro-bonus"), get_ruleset("hasbro")
    broken = (2, 5, 9, 13, 20, 22, 23, 30, 33, 1)
    assert rack_o_points(bonus, 2, broken) == 125
    assert rack_o_points(bonus, 3, broken) == 75
    assert rack_o_points(plain, 2, broken) == 75
    four = (2, 5, 20, 21, 22, 23, 9, 30, 33, 38)  # 20-23: +100 once the rest is in order
    assert rack_o_points(bonus, 2, four) == 175
    assert expected_points(bonus, 2, broken, 0.4) == pytest.approx(0.4 * 125 + 0.6 * 45)  # 9 cards lead


def test_R_BONUS_R_RUN3_every_choices_points_count_the_needed_runs_bonus() -> None:
    """With a card in hand, each choice's expected points weigh its chance of going out first by
    at least 125 (75 and the +50 of the run every Rack-O here holds) and its loser points
    otherwise, so they are never below that chance times 125: priced at 75, letting the 3 go
    (5 points if another goes out) would seem worth less than its chance times 125."""
    advice = consult(get_ruleset("hasbro-bonus"), 2, NO_RUN_YET, card=3, taken_from="stock", turns=10)
    assert sum(c.first is not None and c.first > 0.05 for c in advice.choices) >= 3
    for c in advice.choices:
        assert c.first is not None
        assert c.points >= c.first * 125 - 1e-9, c.to_dict()
