"""Seating, the first dealer, the deck by player count and the deal (R-DECK, R-DEAL, R-QUICK)."""

from __future__ import annotations

from dataclasses import replace

import pytest

from racko_api.core.deals import SeedStream
from racko_api.core.errors import InvalidInput
from racko_api.games.rack_o.actions import NEXT_ROUND
from racko_api.games.rack_o.deal import deal
from racko_api.games.rack_o.engine import apply, new_game
from racko_api.games.rack_o.presets import get_ruleset
from racko_api.games.rack_o.state import Phase
from racko_api.games.rack_o.views import public_view


@pytest.mark.parametrize(("preset", "players", "top"), [
    ("hasbro", 2, 40), ("hasbro", 3, 50), ("hasbro", 4, 60), ("italian", 2, 40),
    ("parker-1992", 2, 60), ("swedish", 2, 60), ("swedish-bonus", 3, 60),
])
def test_R_DECK_the_deck_follows_the_player_count(preset: str, players: int, top: int) -> None:
    state, _ = new_game(get_ruleset(preset), players, seed=1)
    assert state.top == top
    assert sorted(state.card_places()) == list(range(1, top + 1))
    assert public_view(state)["deck"] == {"low": 1, "high": top, "cards": top}


def test_R_DECK_a_fixed_deck_too_small_for_the_table_is_refused() -> None:
    with pytest.raises(InvalidInput) as err:
        new_game(get_ruleset("hasbro", {"deck": 40}), 4, seed=1)
    assert err.value.rule == "R-DECK"


def test_R_TEAMS_partners_need_exactly_four_seats() -> None:
    with pytest.raises(InvalidInput) as err:
        new_game(get_ruleset("hasbro-partners"), 2)
    assert err.value.rule == "R-TEAMS"


def test_R_DEAL_back_to_front_the_first_card_dealt_goes_into_50() -> None:
    """One card at a time from the dealer's left: each player's first card is in #50."""
    rs = get_ruleset("hasbro")
    order = list(range(1, 41))
    SeedStream("seed-7").shuffle(order)  # the same shuffle the deal makes
    d = deal(rs, 2, 40, 0, "seed-7")
    # the top of the shuffled deck is its last card; seat 1 (left of dealer 0) gets it first
    first_cards = [order[-1 - k] for k in range(20)]
    assert d.racks[1][9] == first_cards[0] and d.racks[0][9] == first_cards[1]
    assert d.racks[1][8] == first_cards[2] and d.racks[1][0] == first_cards[18]
    assert d.racks[0][0] == first_cards[19]
    assert d.discard == [order[-21]]
    assert d.stock == order[:-21]


def test_R_DEAL_random_slots_fill_every_slot_in_the_swedish_edition() -> None:
    rs = get_ruleset("swedish")
    racks = [deal(rs, 2, 60, 0, f"seed-{seed}").racks[1] for seed in range(30)]
    assert all(None not in r for r in racks)
    back_to_front = deal(get_ruleset("hasbro", {"deck": 60}), 2, 60, 0, "seed-3").racks
    assert back_to_front[1] != deal(rs, 2, 60, 0, "seed-3").racks[1]  # not the classic order
    # with random slots, the first card dealt does not always land in #50
    first_in_50 = 0
    for seed in range(30):
        order = list(range(1, 61))
        SeedStream(f"seed-{seed}").shuffle(order)
        first_in_50 += deal(rs, 2, 60, 0, f"seed-{seed}").racks[1][9] == order[-1]
    assert first_in_50 < 15


def test_R_QUICK_the_swedish_bonus_deals_five_cards_into_five_random_slots() -> None:
    rs = get_ruleset("swedish-bonus")
    patterns = set()
    for seed in range(20):
        state, events = new_game(rs, 3, seed=seed)
        for rack in state.racks:
            assert sum(c is not None for c in rack) == 5
            patterns.add(tuple(c is None for c in rack))
        assert len(state.stock) == 60 - 15 - 1
        assert events[2].type == "dealt" and events[2].rule == "R-QUICK"
        assert public_view(state)["filled_slots"] == [
            [5 * (i + 1) for i, c in enumerate(r) if c is not None] for r in state.racks]
    assert len(patterns) > 10


@pytest.mark.parametrize(("preset", "method"), [
    ("hasbro", "cut_low"), ("italian", "high_draw_rotating"), ("swedish", "youngest")])
def test_R_DEAL_the_first_dealer_is_chosen_as_the_edition_says_and_recorded(preset: str, method: str) -> None:
    dealers = set()
    for seed in range(40):
        state, events = new_game(get_ruleset(preset), 3, seed=seed)
        record = events[1].view(None)
        assert events[0].type == "deal_chain" and events[1].type == "first_dealer"
        assert record["method"] == method
        assert record["dealer"] == state.dealer
        assert state.turn == (state.dealer + 1) % 3  # play starts left of the dealer
        if method == "cut_low":
            assert record["cards"][state.dealer] == min(record["cards"])
        elif method == "high_draw_rotating":
            assert record["cards"][state.dealer] == max(record["cards"])
        else:
            assert record["first_player"] == state.turn
        dealers.add(state.dealer)
    assert dealers == {0, 1, 2}


def test_R_DEAL_the_deal_passes_to_the_left_each_round() -> None:
    state, _ = new_game(get_ruleset("italian"), 3, seed=4)
    first = state.dealer
    state = replace(state, phase=Phase.ROUND_OVER)  # as if someone had gone Rack-O
    state, _ = apply(state, 2, NEXT_ROUND)
    assert state.dealer == (first + 1) % 3 and state.turn == (first + 2) % 3 and state.round == 2
