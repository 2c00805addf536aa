"""The advisor's yardstick (benchmarks/yardstick): its few lines of rules agree with the engine's,
its rollouts finish, its loss is 0 where the advisor chose the evaluator's best, and its players
wait with a Rack-O (R-WAIT) where that pays and call it where it cannot."""

from __future__ import annotations

import random
import statistics
from dataclasses import replace

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from benchmarks.yardstick import pace, policy, rules
from benchmarks.yardstick.pace import Pace
from benchmarks.yardstick.positions import LET_GO, Position, positions
from benchmarks.yardstick.pricing import deal_hidden, judge, race, rollout, warm_up
from racko_api.games.rack_o.presets import get_ruleset
from racko_api.games.rack_o.racko import can_go_rack_o
from racko_api.games.rack_o.scoring import loser_points, score_rack

EDITIONS = ("hasbro", "hasbro-bonus", "parker-1992-bonus")


def yardstick_rules(edition: str, players: int) -> rules.Rules:
    ruleset = get_ruleset(edition)
    need = 3 if edition.startswith("hasbro") and players == 2 else 0  # R-RUN3: 2 players only
    return rules.Rules(ruleset.top_card(players), need, 75, edition.endswith("bonus"),
                       ruleset.options.explicit_call)


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
        _, turns, _ = policy.play_out(mine, racks, stock, [stock.pop()], random.Random(seed))
        finished += turns < policy.TURN_CAP
    assert finished >= 190


def test_the_rollout_policy_goes_rack_o_alone_on_1_40_as_fast_as_a_good_player() -> None:
    """A weak rollout policy biases every rollout value: alone on 1-40 it goes Rack-O in about
    ten turns (the zone policy it replaced took 14.4), and with a run of 3 needed (R-RUN3) in
    about 13 (keeping only the run of 2 that left the fewest draws, blind to its outs: 14.6)."""
    plain, run = rules.Rules(40, 0, 75, bonus=False), rules.Rules(40, 3, 75, bonus=False)
    assert statistics.fmean(policy.alone(plain, random.Random(seed)) for seed in range(600)) < 11
    with_run = [policy.alone(run, random.Random(seed)) for seed in range(600)]
    assert statistics.fmean(with_run) < 13.6
    assert max(with_run) < policy.TURN_CAP


def test_a_card_goes_into_the_gap_its_number_falls_in() -> None:
    """In order but for slot 4 (40): 19 belongs between 15 and 22, and saves draws there."""
    mine = rules.Rules(40, 0, 75, bonus=False)
    rack = [3, 7, 11, 15, 40, 22, 26, 30, 34, 38]
    assert policy.wanted_slot(mine, rack, 19) == 4
    assert policy.best_place(mine, rack, 19, range(0))[1] > policy.TAKE


def test_a_card_that_saves_no_draws_is_let_go() -> None:
    """5 fits between 3 and 7, but the gap there is already closed: nothing is gained."""
    mine = rules.Rules(40, 0, 75, bonus=False)
    assert policy.wanted_slot(mine, [3, 7, 11, 15, 40, 22, 26, 30, 34, 38], 5) is None


def test_a_needed_run_is_lengthened_and_then_kept() -> None:
    """A run of 3 needed (R-RUN3): 23 beside 21, 22 makes it, and the run is never given up."""
    mine = rules.Rules(40, 3, 75, bonus=False)
    rack = [3, 7, 11, 15, 40, 21, 22, 30, 34, 38]
    assert policy.kept(mine, rack) == range(0)
    assert policy.wanted_slot(mine, rack, 23) == 7
    made = [3, 7, 11, 15, 40, 21, 22, 23, 34, 38]
    assert policy.kept(mine, made) == range(5, 8)
    assert policy.wanted_slot(mine, made, 25) not in range(5, 8)


def test_a_run_that_would_cramp_the_rack_is_not_planned_around() -> None:
    """R-RUN3: 13-14 in the last two slots leaves 12 numbers for eight slots, so the plan keeps
    neither card and builds the run elsewhere; 1-2 in the first two slots it keeps."""
    mine = rules.Rules(40, 3, 75, bonus=False)
    assert not {9, 10} & set(policy.run_plan(mine, (15, 25, 10, 31, 18, 37, 36, 2, 13, 14))[1])
    assert {1, 2} <= set(policy.run_plan(mine, (1, 2, 11, 15, 40, 21, 22, 30, 34, 38))[1])


def test_a_needed_run_is_priced_by_its_outs() -> None:
    """R-RUN3: with 15-16 in order (outs 14 and 17), 24 beside 23 makes a second pair and two more
    outs (22 and 25): it is taken for them where, with no run needed, it saves nothing."""
    mine, plain = rules.Rules(40, 3, 75, bonus=False), rules.Rules(40, 0, 75, bonus=False)
    rack = [3, 7, 10, 15, 16, 19, 23, 27, 33, 40]
    assert policy.wanted_slot(mine, rack, 24) == 7
    assert policy.wanted_slot(plain, rack, 24) is None


def one_card_from_rack_o(advised: int) -> Position:
    """A rack in order but for slot 4, with the card that mends it in hand, ten cards into the
    stock: the rival has played five turns."""
    return Position("parker-1992-bonus", 2, yardstick_rules("parker-1992-bonus", 2),
                    rack=(2, 8, 14, 20, 60, 30, 36, 42, 48, 54), hand=25, may_let_go=True,
                    discard=(59,), rivals=((None,) * rules.SLOTS,), stock_count=29, advised=advised,
                    played=(5,))


def test_the_loss_is_zero_where_the_advisor_chose_the_evaluators_best() -> None:
    verdict = judge(one_card_from_rack_o(advised=4), first=8, most=32, price=32, seed=1)
    assert verdict["agrees"] and verdict["lost"] == 0.0


def test_a_choice_that_gives_up_rack_o_loses_points_on_fresh_deals() -> None:
    """Rack-O now is 75 points; later it is at most 75, and another player may go out first."""
    verdict = judge(one_card_from_rack_o(advised=LET_GO), first=8, most=32, price=32, seed=1)
    assert not verdict["agrees"]
    assert verdict["lost"] > 0 and verdict["in_sample"] > 0


def a_rack_o_in_hand(rack: tuple[int, ...], hand: int) -> Position:
    """Two-player Bonus Rack-O early in the round: `hand` in slot 0 makes `rack` a Rack-O."""
    return Position("hasbro-bonus", 2, yardstick_rules("hasbro-bonus", 2), rack=rack, hand=hand,
                    may_let_go=True, discard=(22,), rivals=((None,) * rules.SLOTS,),
                    stock_count=19, advised=0)


def test_the_bonus_editions_let_a_player_wait_and_the_classic_one_does_not() -> None:
    assert [yardstick_rules(e, 2).wait for e in EDITIONS] == [False, True, True]


def test_a_player_waits_on_a_run_of_five_with_both_ends_unseen_and_it_pays(
        monkeypatch: pytest.MonkeyPatch) -> None:
    """Run 14-18 (200) with 13 and 19 unseen, the rival freshly dealt: a card that lengthens the
    run earns 200 more, a rival going out first costs 225, and the rival is far from out."""
    pos = a_rack_o_in_hand((38, 5, 9, 14, 15, 16, 17, 18, 30, 35), hand=1)
    rack = [1, *pos.rack[1:]]
    assert rules.is_rack_o(pos.rules, rack) and rules.win_points(pos.rules, rack) == 275
    assert policy.waits(pos.rules, rack, [*pos.discard, 38], played=0)
    waited = [rollout(pos, 0, seed) for seed in range(400)]
    assert all(turns > 0 for _, turns in waited)
    assert statistics.fmean(points for points, _ in waited) > 275 + 20
    monkeypatch.setattr(policy, "FAR", 0)  # a rival taken as close from the start: call at once
    assert {rollout(pos, 0, seed) for seed in range(20)} == {(275, 0)}


def test_a_player_calls_once_a_rival_has_played_far_turns_since_the_deal() -> None:
    """R-WAIT's count starts at the deal, not at the rollout: the same run of five, the rival
    FAR turns into the round, is called at once."""
    pos = replace(a_rack_o_in_hand((38, 5, 9, 14, 15, 16, 17, 18, 30, 35), hand=1), played=(policy.FAR,))
    assert {rollout(pos, 0, seed) for seed in range(20)} == {(275, 0)}


def test_a_player_calls_a_run_of_six_at_once() -> None:
    """Run 14-19 already earns the top bonus: nothing is left to wait for."""
    pos = a_rack_o_in_hand((38, 5, 9, 14, 15, 16, 17, 18, 19, 35), hand=1)
    rack = [1, *pos.rack[1:]]
    assert not policy.waits(pos.rules, rack, [*pos.discard, 38], played=0)
    assert {rollout(pos, 0, seed) for seed in range(20)} == {(75 + 400, 0)}


def test_a_waiting_player_keeps_its_rack_in_order_and_calls_once_a_rival_may_be_close() -> None:
    """All play on from a rack that waits: the seat never leaves its Rack-O, and it calls
    (or a rival goes out) by the time every rival has played FAR turns."""
    mine = yardstick_rules("hasbro-bonus", 2)
    for seed in range(50):
        rng = random.Random(seed)
        seat = [1, 5, 9, 14, 15, 16, 17, 18, 30, 35]
        rest = [c for c in range(1, mine.top + 1) if c not in seat]
        rng.shuffle(rest)
        rival, stock = rest[:10], rest[10:]
        points, turns, _ = policy.play_out(mine, [seat, rival], stock, [stock.pop()], rng)
        assert rules.is_rack_o(mine, seat)
        assert points in {50, *(75 + rules.BONUS[n] for n in (5, 6))}
        assert turns <= 2 * policy.FAR


def a_position_mid_round(played: int) -> Position:
    """Three-player Parker Bonus (1-60, no run needed): rival 1 was seen to place 12 in slot 2 and
    41 in slot 8, rival 2 nothing; each has played `played` turns."""
    mine = yardstick_rules("parker-1992-bonus", 3)
    shown = (None, None, 12, None, None, None, None, None, 41, None)
    return Position("parker-1992-bonus", 3, mine, rack=(3, 9, 44, 17, 22, 27, 31, 35, 38, 49),
                    hand=6, may_let_go=True, discard=(20, 33), rivals=(shown, (None,) * rules.SLOTS),
                    stock_count=27, advised=LET_GO, played=(played, played))


def test_the_warm_up_keeps_the_cards_the_seat_saw_and_conserves_the_deck() -> None:
    pos = a_position_mid_round(played=9)
    seen = {*pos.rack, pos.hand, *pos.discard, 12, 41}
    for seed in range(100):
        racks, stock = deal_hidden(pos, random.Random(seed))
        assert racks[0][2] == 12 and racks[0][8] == 41
        dealt = [c for r in racks for c in r] + stock
        assert sorted(dealt) == sorted(c for c in range(1, pos.rules.top + 1) if c not in seen - {12, 41})
        assert len(stock) == pos.stock_count
        assert not any(rules.is_rack_o(pos.rules, r) for r in racks)  # nobody has gone out yet


def turns_alone_to_go_out(mine: rules.Rules, rack: list[int], pool: list[int], rng: random.Random) -> int:
    """The policy's turns, drawing alone from `pool`, until `rack` is a Rack-O."""
    for turn in range(1, policy.TURN_CAP):
        i = rng.randrange(len(pool))
        slot = policy.wanted_slot(mine, rack, pool[i])
        if slot is not None:
            pool[i], rack[slot] = rack[slot], pool[i]
            if rules.is_rack_o(mine, rack):
                return turn
    return policy.TURN_CAP


def test_a_warmed_up_rival_needs_fewer_turns_to_go_out_than_a_fresh_deal() -> None:
    mine = yardstick_rules("parker-1992-bonus", 2)
    fresh, warmed = [], []
    for seed in range(300):
        for turns, out in ((0, fresh), (8, warmed)):
            rng = random.Random(seed)
            deck = list(range(1, mine.top + 1))
            rng.shuffle(deck)
            rack, pool = deck[:10], deck[10:]
            warm_up(mine, rack, set(), pool, turns, rng)
            assert sorted(rack + pool) == list(range(1, mine.top + 1))
            out.append(turns_alone_to_go_out(mine, rack, pool, rng))
    assert statistics.fmean(warmed) < statistics.fmean(fresh) - 3


def test_a_rival_with_nothing_left_to_draw_still_has_its_cards_arranged_by_its_turns() -> None:
    """Late in a round the stock may hold none of the cards the seat has not seen: the rival's
    re-dealt cards are then exactly those, and its turns leave them arranged as its play would
    (fewer draws to go than as dealt), never a Rack-O, the cards the seat saw left in place."""
    mine = yardstick_rules("parker-1992-bonus", 2)
    dealt, warmed = [], []
    for seed in range(200):
        rng = random.Random(seed)
        rack = rng.sample(range(1, mine.top + 1), rules.SLOTS)
        before = list(rack)
        warm_up(mine, rack, {3}, [], 12, rng)
        assert sorted(rack) == sorted(before) and rack[3] == before[3]
        assert not rules.is_rack_o(mine, rack)
        dealt.append(policy.draws_left(mine, before))
        warmed.append(policy.draws_left(mine, rack))
    assert statistics.fmean(warmed) < 0.8 * statistics.fmean(dealt)


def test_rollouts_from_a_later_position_end_sooner() -> None:
    """The same cards seen, the rivals having played more turns: the rounds left are shorter."""
    early, late = a_position_mid_round(played=0), a_position_mid_round(played=9)
    mean_turns = [statistics.fmean(rollout(p, LET_GO, seed)[1] for seed in range(300)) for p in (early, late)]
    assert mean_turns[1] < mean_turns[0]


def policy_game(mine: rules.Rules, seed: int) -> list[tuple[Position, int, int | None]]:
    """A two-player round of the rollout policy (Rack-O automatic), and every third decision with a
    stock card in hand after the first round of turns as the seat saw it: a rival's card seen only
    where it was taken from the discard pile; with hindsight, the turns after it and who went out."""
    rng = random.Random(seed)
    deck = list(range(1, mine.top + 1))
    rng.shuffle(deck)
    racks, stock = [deck[:10], deck[10:20]], deck[20:]
    discard = [stock.pop()]
    seen = [[False] * rules.SLOTS for _ in racks]
    found: list[tuple[Position, int]] = []
    for turn in range(policy.TURN_CAP):
        who, rack = turn % 2, racks[turn % 2]
        slot = policy.wanted_slot(mine, rack, discard[-1], policy.TAKE)
        taken = slot is not None
        if taken:
            card = discard.pop()
        else:
            if not stock:
                stock = discard[:-1]
                del discard[:-1]
                rng.shuffle(stock)
            card = stock.pop()
            if turn % 3 == 0 and turn >= 2:
                shown = tuple(c if s else None for c, s in zip(racks[1 - who], seen[1 - who], strict=True))
                own = policy.wanted_slot(mine, rack, card)
                found.append((Position("self", 2, mine, tuple(rack), card, True, tuple(discard), (shown,),
                                       len(stock), LET_GO if own is None else own, ((turn + 1) // 2,)), turn))
            slot = policy.wanted_slot(mine, rack, card)
        if slot is None:
            discard.append(card)
            continue
        discard.append(rack[slot])
        rack[slot], seen[who][slot] = card, taken
        if rules.is_rack_o(mine, rack):
            return [(pos, turn - at, (who - at) % 2) for pos, at in found]
    return [(pos, turn - at, None) for pos, at in found]


def test_rollouts_rivals_go_out_at_the_pace_of_the_games_the_positions_come_from() -> None:
    """The yardstick's own check of its warm-up: from positions of the policy's own games, the
    rival's chance of going out on its 7th-12th turn is the same in the rollouts (the policy
    playing the rival warmed up from what the seat saw) as in those games. Re-dealt cards left
    where dealt gave 0.12 against 0.19."""
    mine = rules.Rules(40, 0, 75, bonus=False)
    games, rollouts = Pace(), Pace()
    for seed in range(100):
        for i, (pos, left, out) in enumerate(policy_game(mine, seed)):
            games.add(pos, left, out)
            for deal in range(6):
                _, turns, who = race(pos, pos.advised, seed * 100 + i * 10 + deal)
                rollouts.add(pos, turns, who, 1 / 6)
    real, rolled = games.hazard(range(7, 13)), rollouts.hazard(range(7, 13))
    assert real is not None and rolled is not None
    assert 0.8 * real < rolled < 1.25 * real


def test_a_call_between_turns_ends_the_round_on_the_callers_last_turn() -> None:
    """Two players, 4 turns after the seat's: the seat (0) went out on the 4th; the rival, who
    played the 3rd, called between turns on it or, before its draw, on the 5th."""
    assert pace.ending(2, 4, 0) == 4
    assert pace.ending(2, 3, 1) == 3
    assert pace.ending(2, 4, 1) == 5
    assert pace.ending(3, 4, None) == 4


def test_a_bonus_rack_o_is_mostly_called_on_the_turn_that_made_it_in_the_positions_games() -> None:
    """The positions' games move bots as the game service does (R-WAIT: a seat that may call is
    asked first), so `expert` calls a Rack-O it will not wait on before the next player's turn,
    not on its own next turn, a round of turns later."""
    found = [p for p in positions("hasbro-bonus", 40, 4600) if p.out is not None and p.left is not None]
    at_once = [p.left % p.players == p.out for p in found]
    assert found and statistics.fmean(at_once) > 0.5
