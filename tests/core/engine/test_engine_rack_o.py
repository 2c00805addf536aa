"""Going Rack-O (R-RACKO, R-RUN3, R-WAIT), scoring the round, and the game to the target."""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import replace

import pytest

from racko_api.core.errors import IllegalMove
from racko_api.games.rack_o.actions import CALL_RACK_O, DISCARD, DRAW_STOCK, NEXT_ROUND, exchange
from racko_api.games.rack_o.engine import apply, legal_actions
from racko_api.games.rack_o.positions import position
from racko_api.games.rack_o.presets import get_ruleset
from racko_api.games.rack_o.state import GameState, Phase
from racko_api.games.rack_o.views import public_view

ALMOST = [2, 4, 6, 8, 10, 12, 14, 16, 30, 19]  # 17 into #45 puts it in order (a run 16, 17)
ALMOST_RUN = [2, 4, 6, 8, 10, 12, 14, 15, 30, 19]  # 16 into #45 -> 14, 15, 16: a run of 3
OTHER = [1, 3, 5, 7, 9, 11, 13, 31, 21, 23]


def table(preset: str, racks: Sequence[Sequence[int | None]], next_cards: Sequence[int],
          options: dict[str, object] | None = None, discard: Sequence[int] = (40,)) -> GameState:
    """Seat 1 to play; the stock's top cards are `next_cards` (the first is drawn first)."""
    rs = get_ruleset(preset, options)
    players = len(racks)
    top = rs.top_card(players)
    used = {c for r in racks for c in r if c is not None} | set(discard) | set(next_cards)
    stock = [c for c in range(1, top + 1) if c not in used] + list(reversed(next_cards))
    return position(rs, racks, discard=discard, stock=stock)


def test_R_RACKO_the_round_ends_with_the_turn_that_puts_the_rack_in_order() -> None:
    state = table("parker-1992", [OTHER, ALMOST], [17])
    state, _ = apply(state, 1, DRAW_STOCK)
    state, events = apply(state, 1, exchange(8))
    assert state.phase is Phase.ROUND_OVER and legal_actions(state, 0) == [NEXT_ROUND]
    kinds = [e.type for e in events]
    assert kinds == ["exchanged", "rack_o", "round_over", "deal_revealed"]
    scored = events[2].view(0)
    assert scored["winner"] == 1 and scored["racks"][1] == [2, 4, 6, 8, 10, 12, 14, 16, 17, 19]
    assert scored["scores"] == [40, 75]  # R-SCORE-LEAD: 1 ... 13, 31, then 21 is lower
    assert [s["points"] for s in scored["details"]] == [40, 75]
    assert state.totals == (40, 75) and state.rounds[0].rack_o == 1 and not state.rounds[0].called
    table_view = public_view(state)
    assert table_view["scores"]["rounds"][0]["points"] == [40, 75] and table_view["turn"] is None


def test_R_RUN3_two_players_of_the_classic_game_need_a_run_of_three() -> None:
    state = table("hasbro", [OTHER, ALMOST], [17, 25])
    state, _ = apply(state, 1, DRAW_STOCK)
    state, _ = apply(state, 1, exchange(8))
    assert state.phase is Phase.DRAW and state.turn == 0  # in order, but the longest run is 2

    state = table("hasbro", [OTHER, ALMOST_RUN], [16])
    state, _ = apply(state, 1, DRAW_STOCK)
    state, events = apply(state, 1, exchange(8))
    assert state.phase is Phase.ROUND_OVER and events[1].type == "rack_o"


def test_R_RUN3_three_players_go_rack_o_without_a_run() -> None:
    state = table("hasbro", [OTHER, ALMOST, [41, 42, 43, 44, 45, 46, 47, 48, 49, 50]], [17])
    state, _ = apply(state, 1, DRAW_STOCK)
    state, _ = apply(state, 1, exchange(8))
    assert state.phase is Phase.ROUND_OVER


def test_R_WAIT_with_an_explicit_call_the_round_goes_on_until_rack_o_is_called() -> None:
    state = table("hasbro-bonus", [OTHER, ALMOST_RUN], [16, 25])
    state, _ = apply(state, 1, DRAW_STOCK)
    state, _ = apply(state, 1, exchange(8))
    assert state.phase is Phase.DRAW and state.turn == 0
    assert CALL_RACK_O in legal_actions(state, 1) and CALL_RACK_O not in legal_actions(state, 0)
    with pytest.raises(IllegalMove) as err:
        state, _ = apply(state, 0, CALL_RACK_O)
    assert err.value.rule == "R-RACKO"
    state, _ = apply(state, 0, DRAW_STOCK)
    with pytest.raises(IllegalMove) as err:  # not while a card is held
        state, _ = apply(state, 1, CALL_RACK_O)
    assert err.value.rule == "R-WAIT"
    state, _ = apply(state, 0, DISCARD)
    state, events = apply(state, 1, CALL_RACK_O)
    assert state.phase is Phase.ROUND_OVER and state.rounds[0].called
    assert [e.type for e in events] == ["rack_o", "round_over", "deal_revealed"]
    # R-BONUS: 14, 15, 16 is a run of 3: 75 + 50
    assert state.rounds[0].points[1] == 125 and state.rounds[0].bonus == 50


def test_R_WAIT_a_call_that_the_rules_refuse_names_the_rule() -> None:
    state = table("hasbro-bonus", [OTHER, ALMOST], [17, 25])
    state, _ = apply(state, 1, DRAW_STOCK)
    state, _ = apply(state, 1, exchange(8))  # in order, but no run of 3
    with pytest.raises(IllegalMove) as err:
        state, _ = apply(state, 1, CALL_RACK_O)
    assert err.value.rule == "R-RUN3"


def test_R_WAIT_there_is_nothing_to_call_when_going_rack_o_is_automatic() -> None:
    state = table("hasbro", [OTHER, ALMOST], [17])
    with pytest.raises(IllegalMove) as err:
        state, _ = apply(state, 1, CALL_RACK_O)
    assert err.value.rule == "R-WAIT"


def test_R_SCORE_LONGEST_the_swedish_losers_score_their_longest_sequence() -> None:
    state = table("swedish", [[60, 1, 3, 5, 50, 51, 52, 53, 7, 9], ALMOST], [17])
    state, _ = apply(state, 1, DRAW_STOCK)
    state, events = apply(state, 1, exchange(8))
    assert state.rounds[0].points == (70, 75)  # 1, 3, 5, 50, 51, 52, 53: 7 x 10
    scored = next(e for e in events if e.type == "round_over")
    assert scored.view(0)["details"][0]["reasons"][0]["rule"] == "R-SCORE-LONGEST"


def test_R_TARGET_the_game_ends_after_the_round_that_reaches_the_target() -> None:
    state = table("parker-1992", [OTHER, ALMOST], [17])
    state = replace(state, totals=(200, 430))
    state, _ = apply(state, 1, DRAW_STOCK)
    state, events = apply(state, 1, exchange(8))
    assert state.phase is Phase.GAME_OVER and state.winner == (1,)
    assert events[-1].type == "game_over" and events[-1].view(None)["winner"] == [1]
    assert public_view(state)["winner"] == {"seats": [1], "team": None}
    assert legal_actions(state, 0) == []
    with pytest.raises(IllegalMove) as err:
        state, _ = apply(state, 0, NEXT_ROUND)
    assert err.value.rule == "R-TARGET"


def test_R_TARGET_a_tie_for_the_highest_total_plays_another_round() -> None:
    state = table("parker-1992", [OTHER, ALMOST], [17])
    state = replace(state, totals=(465, 430))
    state, _ = apply(state, 1, DRAW_STOCK)
    state, events = apply(state, 1, exchange(8))
    assert state.totals == (505, 505) and state.phase is Phase.ROUND_OVER and state.winner is None
    assert events[-1].type == "tie_at_target"
    state, _ = apply(state, 0, NEXT_ROUND)
    assert state.round == 2 and state.phase is Phase.DRAW and not state.conservation_errors()


def test_R_TEAMS_partners_add_their_scores_and_win_together() -> None:
    racks = [OTHER, ALMOST, [41, 42, 43, 44, 45, 46, 47, 48, 49, 50],
             [51, 52, 53, 54, 55, 56, 57, 58, 59, 60]]
    state = table("hasbro-partners", racks, [17], discard=(40,))
    state = replace(state, totals=(100, 260, 100, 140))
    state, _ = apply(state, 1, DRAW_STOCK)
    state, _ = apply(state, 1, exchange(8))
    # seat 1 scores 75, its partner seat 3 scores 50 (in order, but not Rack-O)
    assert state.rounds[0].team_points == (40 + 50, 75 + 50)
    assert state.team_totals == (100 + 40 + 100 + 50, 260 + 75 + 140 + 50)
    assert state.winner == (1, 3) and public_view(state)["winner"] == {"seats": [1, 3], "team": 1}


def test_next_round_deals_afresh_and_any_seat_may_ask_for_it() -> None:
    state = table("parker-1992", [OTHER, ALMOST], [17])
    state, _ = apply(state, 1, DRAW_STOCK)
    state, _ = apply(state, 1, exchange(8))
    with pytest.raises(IllegalMove) as err:
        state, _ = apply(state, 1, DRAW_STOCK)
    assert err.value.rule == "R-RACKO"
    state, events = apply(state, 0, NEXT_ROUND)
    assert events[0].type == "dealt" and state.round == 2 and state.turns == 0
    assert state.dealer == 1 and state.turn == 0
    assert sorted(state.card_places()) == list(range(1, 61))
    with pytest.raises(IllegalMove):
        state, _ = apply(state, 0, NEXT_ROUND)


IN_ORDER = [2, 4, 6, 8, 10, 12, 14, 15, 16, 19]  # in order, with a run of 3 (14, 15, 16)


def test_R_RACKO_a_rack_dealt_in_order_goes_rack_o_at_the_end_of_its_first_turn() -> None:
    state = table("parker-1992", [OTHER, IN_ORDER], [50])
    assert CALL_RACK_O not in legal_actions(state, 1)  # automatic: nothing to call
    state, _ = apply(state, 1, DRAW_STOCK)
    state, events = apply(state, 1, DISCARD)
    assert state.phase is Phase.ROUND_OVER and [e.type for e in events][:2] == ["discarded", "rack_o"]
    assert state.rounds[0].rack_o == 1


def test_R_RACKO_a_rack_dealt_in_order_may_be_called_before_a_card_is_taken() -> None:
    state = table("parker-1992-bonus", [OTHER, IN_ORDER], [50])
    assert CALL_RACK_O in legal_actions(state, 1) and CALL_RACK_O not in legal_actions(state, 0)
    state, _ = apply(state, 1, CALL_RACK_O)
    assert state.phase is Phase.ROUND_OVER and state.rounds[0].rack_o == 1 and state.rounds[0].called
