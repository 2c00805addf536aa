"""The advisor and the `expert` bot that follows it: legal, ranked, consistent, and strong."""

from __future__ import annotations

import random
import statistics
from dataclasses import replace

import pytest

from racko_api.core.plays import Pile
from racko_api.games.rack_o.actions import DISCARD, DRAW_STOCK, TAKE_DISCARD, ActionType, exchange
from racko_api.games.rack_o.bots import BOTS, run_bots
from racko_api.games.rack_o.bots.advisor import advise
from racko_api.games.rack_o.bots.choices import POINTS_TIE, TIE, Table, table_of
from racko_api.games.rack_o.bots.consult import consult
from racko_api.games.rack_o.engine import apply, new_game
from racko_api.games.rack_o.positions import position
from racko_api.games.rack_o.presets import HASBRO, get_ruleset
from racko_api.games.rack_o.ruleset import Ruleset
from racko_api.games.rack_o.state import Phase
from racko_api.games.rack_o.views import seat_view


@pytest.mark.parametrize(("preset", "players"), [("hasbro", 2), ("swedish", 3), ("swedish-bonus", 2),
                                                 ("parker-1992", 4), ("hasbro-bonus", 3)])
def test_every_choice_is_legal_and_ranked_by_points(preset: str, players: int) -> None:
    state, _ = new_game(get_ruleset(preset), players, seed=players)
    rng = random.Random(1)
    gifts_seen: list[float | None] = []
    for _ in range(80):
        if state.phase not in (Phase.DRAW, Phase.HOLDING):
            break
        seat = state.turn
        view = seat_view(state, seat)
        advice = advise(table_of(view))
        legal = view.legal_actions
        chosen = [c.action for c in advice.choices]
        assert set(chosen) == {a for a in legal if a.type is not ActionType.CALL_RACK_O}
        # with the game's totals a choice likelier to win the game may come first (R-TARGET)
        for_the_game = [r for r in advice.reasons
                        if r.rule == "R-TARGET" and r.text.startswith("for the game")]
        ranked = advice.choices[1:] if for_the_game else advice.choices
        estimates = [c.estimate for c in ranked]
        judged = [c for c in ranked if c.gift is not None]  # the close choices, with their gift
        if view.hand is not None:
            # every choice ranked by the points it is expected to score this round, but for
            # choices a player could not tell apart (told apart by counts)
            bad = [(a.to_dict(), b.to_dict()) for a, b in zip(ranked, ranked[1:], strict=False)
                   if not (a.points >= b.points - POINTS_TIE)]
            assert not bad, (bad, [c.to_dict() for c in ranked])
            assert all(c.first is not None and 0.0 <= c.first <= 1.0 and c.points_sd >= 0.0
                       for c in ranked)
        else:
            assert all(a >= b - TIE for a, b in zip(estimates, estimates[1:], strict=False))
        assert all(0.0 <= e <= 1.0 for e in estimates)
        gifts_seen.extend(c.gift for c in judged)
        assert advice.reasons
        state, _ = apply(state, seat, chosen[rng.randrange(len(chosen))] if rng.random() < 0.3 else chosen[0])
    assert gifts_seen and all(g is not None and 0.0 <= g <= 1.0 for g in gifts_seen)


def test_R_TURN_DISCARD_MUST_a_card_taken_from_the_discard_pile_is_never_let_go() -> None:
    racks = [[2, 5, 9, 13, 17, 21, 25, 29, 33, 37], [1, 3, 4, 6, 7, 8, 10, 11, 12, 14]]
    state = position(get_ruleset("parker-1992", {"deck": 40}), racks, discard=[39], turn=0)
    state, _ = apply(state, 0, TAKE_DISCARD)
    advice = advise(table_of(seat_view(state, 0)))
    assert DISCARD not in {c.action for c in advice.choices} and len(advice.choices) == 10


def test_the_discard_that_completes_the_rack_is_taken_and_placed() -> None:
    racks = [[2, 5, 9, 13, 17, 30, 25, 29, 33, 37], [1, 3, 4, 6, 7, 8, 10, 11, 12, 14]]
    state = position(get_ruleset("parker-1992", {"deck": 40}), racks, discard=[22], turn=0)
    advice = advise(table_of(seat_view(state, 0)))
    assert advice.best.action == TAKE_DISCARD and advice.best.estimate == 1.0
    state, _ = apply(state, 0, TAKE_DISCARD)
    best = advise(table_of(seat_view(state, 0))).best
    assert (best.action.type, best.action.slot, best.estimate) == (ActionType.EXCHANGE, 5, 1.0)


def test_the_stock_is_drawn_when_the_discard_helps_less() -> None:
    racks = [[2, 5, 9, 13, 17, 30, 25, 29, 33, 37], [1, 3, 4, 6, 7, 8, 10, 11, 12, 14]]
    state = position(get_ruleset("parker-1992", {"deck": 40}), racks, discard=[40], turn=0)
    assert advise(table_of(seat_view(state, 0))).best.action == DRAW_STOCK


def test_R_RUN3_the_stock_is_drawn_when_one_unseen_card_completes_the_rack() -> None:
    """Only an 8 (for #15, making the run 7-8-9) is missing; the top discard changes nothing.
    The stock's estimate counts the 8 among the cards it may bring, so it is clearly higher."""
    racks = [[2, 7, 5, 9, 13, 21, 24, 27, 31, 37], [1, 3, 4, 6, 10, 11, 12, 14, 15, 16]]
    state = position(get_ruleset("hasbro"), racks, discard=[17], turn=0)
    stock, discard = advise(table_of(seat_view(state, 0))).choices
    assert stock.action == DRAW_STOCK and discard.action == TAKE_DISCARD
    assert stock.estimate > discard.estimate + 0.01  # the chance of the 8, not a rounding error


def test_R_TURN_DISCARD_MUST_taking_the_discard_is_explained_as_the_rack_it_leaves() -> None:
    """Advice to take the 14 says where it goes, and the gaps and the run it names are those of
    the rack with the 14 in place: the same reasons as the advice once the 14 is in hand."""
    rs, rack = get_ruleset("hasbro"), [4, 35, 15, 39, 25, 33, 8, 34, 13, 32]
    before = consult(rs, 2, rack, discard_top=14, seen=[27, 14])
    holding = consult(rs, 2, rack, card=14, taken_from="discard", seen=[27])
    assert before.best.action == TAKE_DISCARD
    assert holding.best.action == exchange(1)
    assert before.reasons[0].rule == "R-TURN-DISCARD-MUST"
    assert before.reasons[1].text == "14 goes into #10 in place of 35, between 4 and 15"
    assert before.reasons[1:] == tuple(r for r in holding.reasons if r.rule != "R-SCORE-WIN")
    points = [r.text for r in holding.reasons if r.rule == "R-SCORE-WIN"]  # why #10 beats #20
    first, second = holding.choices[:2]
    assert len(points) == 1 and points[0].startswith(
        f"14 in #10: {first.points:.1f} points expected this round (± {first.points_sd:.1f}) "
        f"against {second.points:.1f} (± {second.points_sd:.1f}) for 14 in #20")
    assert first.points > second.points + POINTS_TIE


def test_the_advice_is_a_function_of_the_view_alone() -> None:
    """Two games that differ only in cards seat 0 cannot see get the same advice."""
    rs = get_ruleset("hasbro")
    mine = [12, 3, 30, 8, 21, 25, 17, 36, 1, 40]
    one = position(rs, [mine, [2, 4, 6, 9, 11, 14, 16, 19, 22, 24]], discard=[27], turn=0)
    two = position(rs, [mine, [5, 7, 10, 13, 15, 18, 20, 23, 26, 28]], discard=[27], turn=0)
    assert seat_view(one, 0).rack == seat_view(two, 0).rack
    first, second = advise(table_of(seat_view(one, 0))), advise(table_of(seat_view(two, 0)))
    assert first == second


def test_R_TURN_the_card_kept_from_the_next_player_depends_only_on_what_was_seen() -> None:
    """Seat 1 was seen to put 8 into #20 and 10 into #30 (its other cards differ between the two
    games): seat 0, holding a 27 from the stock, lets it go rather than give away the 9."""
    rs = get_ruleset("hasbro")
    mine = [5, 19, 15, 16, 17, 9, 33, 36, 37, 40]
    seen = (None, None, None, 8, None, 10, 12, 25, 34, 39)
    advice = []
    for hidden in ([1, 2, 3, 11], [20, 21, 22, 23]):
        fill = iter(hidden)
        theirs = [c if c is not None else next(fill) for c in seen]
        state = position(rs, [mine, theirs], discard=[35], next_cards=[27], turn=0)
        state = replace(state, shown=((None,) * 10, seen))
        state, _ = apply(state, 0, DRAW_STOCK)
        advice.append(advise(table_of(seat_view(state, 0))))
    assert advice[0] == advice[1]
    best = advice[0].best
    rival = next(c for c in advice[0].choices if c.card_out == 9)
    assert best.action == DISCARD and rival.estimate > best.estimate
    assert best.gift is not None and rival.gift is not None and rival.value < best.value


@pytest.mark.parametrize("shown_seat", [1, 2])
def test_R_TURN_at_three_players_only_the_next_player_is_given_a_card(shown_seat: int) -> None:
    """The card let go is on top when the next player (seat 1) takes a turn, and buried by then
    for the player after it: the cards seen in seat 1's rack weigh the gifts, seat 2's never."""
    rs = get_ruleset("hasbro")
    mine = [5, 19, 15, 16, 17, 9, 33, 36, 37, 40]
    seen = (None, None, None, 8, None, 10, 12, 25, 34, 39)
    wants = [1, 2, 3, 8, 11, 10, 12, 25, 34, 39]
    other = [41, 42, 43, 44, 45, 46, 47, 48, 49, 50]
    racks = [mine, wants, other] if shown_seat == 1 else [mine, other, wants]
    state = position(rs, racks, discard=[35], next_cards=[27], turn=0)
    shown = [(None,) * 10] * 3
    shown[shown_seat] = seen
    state, _ = apply(replace(state, shown=tuple(shown)), 0, DRAW_STOCK)
    table = table_of(seat_view(state, 0))
    assert table.next_rack is not None and table.next_rack.cards == tuple(shown[1])
    gifts = [c.gift for c in advise(table).choices if c.gift is not None]
    if shown_seat == 1:
        assert gifts and max(gifts) > 0.0
    else:
        assert not gifts


def test_the_horizon_shrinks_each_time_every_player_has_had_a_turn() -> None:
    rs = get_ruleset("hasbro")
    state = position(rs, [[37, 5, 9, 13, 17, 21, 25, 29, 33, 2], [14, 3, 4, 6, 7, 8, 10, 11, 12, 1]],
                     discard=[39], turn=0)
    horizons = []
    for _ in range(6):
        for _ in range(2):  # one turn: draw, then let the card go
            state, _ = apply(state, state.turn, DRAW_STOCK)
            state, _ = apply(state, state.turn, DISCARD)
        horizons.append(table_of(seat_view(state, state.turn)).horizon)
    assert horizons == [11, 10, 9, 8, 7, 6]
    late = replace(table_of(seat_view(state, state.turn)), turns=100)
    assert late.horizon == 4 and replace(late, players=1).horizon == 12
    dealt = replace(late, turns=0)
    assert [replace(dealt, players=n).horizon for n in (2, 3, 4)] == [12, 10, 8]  # more rivals


@pytest.mark.parametrize("open_racks", [False, True])
def test_R_QUICK_the_next_rack_s_empty_slots_are_known_to_be_empty(open_racks: bool) -> None:
    rs = get_ruleset("hasbro", {"cards_dealt": 5, "open_racks": open_racks, "deal_order": "random"})
    state, _ = new_game(rs, 2, seed=3)
    view = seat_view(state, state.turn)
    theirs = state.racks[(state.turn + 1) % 2]
    table = table_of(view)
    assert table.next_rack is not None
    assert table.next_rack.empty == tuple(i for i, c in enumerate(theirs) if c is None)
    assert len(table.next_rack.empty) == 5


SOLO = replace(HASBRO, players=(1, 4)).with_options({"deck": 40, "rack_o_needs_run": 0})


def _solo_turns(bot: str, deals: range, ruleset: Ruleset = SOLO) -> list[int]:
    out = []
    rng = random.Random(0)
    for seed in deals:
        state, _ = new_game(ruleset, 1, seed=seed)
        while not state.rounds and state.turns < 300:
            action = BOTS[bot](seat_view(state, 0), rng)
            assert action is not None
            state, _ = apply(state, 0, action)
        out.append(state.rounds[-1].turns if state.rounds else state.turns)
    return out


@pytest.mark.slow
def test_the_expert_goes_rack_o_alone_sooner_than_strong() -> None:
    deals = range(500, 700)  # 60 deals were within noise of each other (10.45 against 10.38 turns)
    expert, strong = _solo_turns("expert", deals), _solo_turns("strong", deals)
    assert statistics.mean(expert) < statistics.mean(strong)


@pytest.mark.slow
def test_R_RUN3_the_expert_alone_never_goes_round_in_circles_when_a_run_is_needed() -> None:
    """With a run to build, a round alone once ran to the 300-turn cap: the advice took the
    card it had just let go, again and again, instead of drawing the one card it needed."""
    run = SOLO.with_options({"rack_o_needs_run": {"length": 3, "applies_to": "all"}})
    deals = range(780, 810)
    expert, strong = _solo_turns("expert", deals, run), _solo_turns("strong", deals, run)
    assert max(expert) < 60
    assert statistics.mean(expert) < statistics.mean(strong)




@pytest.mark.parametrize("preset", ["hasbro", "swedish-bonus", "italian-partners"])
def test_games_with_expert_seats_finish(preset: str) -> None:
    rs = get_ruleset(preset)
    players = 4 if rs.options.teams else 3
    names = ["expert", "strong", "expert", "basic"][:players]
    state, _ = new_game(rs, players, seed=9)
    state, _ = run_bots(state, [BOTS[n] for n in names], random.Random(9), max_actions=60_000)
    assert state.phase is Phase.GAME_OVER and state.winner is not None


def test_a_rack_o_beats_a_choice_a_player_cannot_tell_from_it(monkeypatch: pytest.MonkeyPatch) -> None:
    """R-RACKO: among choices priced alike (a rack one card from Rack-O with nearly every draw
    finishing it, at a long horizon), the one that is a Rack-O now comes first. Ranked by outs
    alone, the finished rack (no outs left) came last, and the `expert` bot went round in
    circles with the top discard: 6 for 12 and back, a turn after a turn."""
    import racko_api.games.rack_o.bots.choices as choices

    monkeypatch.setattr(choices, "HORIZON", 16.0)
    rack = (4, 5, 6, 3, 26, 28, 29, 30, 36, 40)
    weights = (0, 2, 2, 0, 0, 0, 0, 2, 2, 1, 2, 2, 0, 2, 2, 1, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 0, 2, 0, 0, 0,
               2, 2, 2, 2, 2, 0, 2, 2, 2, 0, 0)
    ruleset = SOLO.with_options({"rack_o_needs_run": {"length": 3, "applies_to": "all"}})
    table = Table(ruleset, 1, rack, None, 12, Pile.DISCARD, weights)
    choices = advise(table).choices
    assert abs(choices[1].value - choices[0].value) <= TIE  # a tie a player could not see
    assert choices[0].action == exchange(3) and choices[0].estimate == 1.0
    assert choices[1].estimate < 1.0
