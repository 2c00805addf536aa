"""Who starts round 1 (R-DEAL, R-TURN): where the youngest starts (the Swedish presets) the table
names the first player, or a seat is drawn if it names none; the editions whose first dealer is
found by cards refuse a named seat, and the player left of the dealer starts there."""

from __future__ import annotations

import pytest

from racko_api.core.errors import InvalidInput
from racko_api.games.rack_o.engine import new_game
from racko_api.games.rack_o.presets import get_ruleset


@pytest.mark.parametrize("preset", ["swedish", "swedish-bonus"])
@pytest.mark.parametrize(("players", "named"), [(2, 0), (2, 1), (3, 2), (4, 3), (4, 0)])
def test_R_DEAL_the_table_names_the_youngest_who_starts(preset: str, players: int, named: int) -> None:
    state, events = new_game(get_ruleset(preset), players, seed=7, first_player=named)
    assert state.turn == named and state.dealer == (named - 1) % players
    first = next(e for e in events if e.type == "first_dealer")
    assert first.public["start"] == "named" and first.public["first_player"] == named
    assert first.public["method"] == "youngest" and first.rule == "R-DEAL"
    dealt = next(e for e in events if e.type == "dealt")
    assert dealt.public["first_player"] == named and dealt.public["dealer"] == state.dealer


def test_R_DEAL_named_by_nobody_the_youngest_is_drawn() -> None:
    starts = set()
    for seed in range(40):
        state, events = new_game(get_ruleset("swedish"), 3, seed=seed)
        first = next(e for e in events if e.type == "first_dealer")
        assert first.public["start"] == "drawn" and first.public["first_player"] == state.turn
        starts.add(state.turn)
    assert starts == {0, 1, 2}  # the draw reaches every seat


@pytest.mark.parametrize("named", [-1, 2, 3, True, "1"])
def test_R_DEAL_a_seat_the_table_lacks_is_refused(named: object) -> None:
    with pytest.raises(InvalidInput) as refused:
        new_game(get_ruleset("swedish"), 2, seed=1, first_player=named)  # type: ignore[arg-type]
    assert refused.value.rule == "R-DEAL"
    assert [e.field for e in refused.value.errors] == ["first_player"]


@pytest.mark.parametrize("preset", ["hasbro", "hasbro-bonus", "parker-1992", "italian",
                                    "italian-partners"])
def test_R_DEAL_editions_that_draw_the_dealer_by_cards_refuse_a_named_first_player(preset: str) -> None:
    players = 4 if preset.endswith("partners") else 2
    with pytest.raises(InvalidInput) as refused:
        new_game(get_ruleset(preset), players, seed=1, first_player=1)
    assert refused.value.rule == "R-DEAL"
    assert "first_dealer: youngest" in str(refused.value)


def test_R_DEAL_the_house_rule_first_dealer_youngest_lets_any_edition_name_the_first_player() -> None:
    state, events = new_game(get_ruleset("hasbro", {"first_dealer": "youngest"}), 3, seed=2,
                             first_player=2)
    assert state.turn == 2
    assert next(e for e in events if e.type == "first_dealer").public["start"] == "named"


@pytest.mark.parametrize("seed", range(12))
def test_R_TURN_italian_the_highest_card_deals_and_the_player_left_of_the_dealer_starts(seed: int) -> None:
    state, events = new_game(get_ruleset("italian"), 3, seed=seed)
    first = next(e for e in events if e.type == "first_dealer")
    cards = first.public["cards"]
    assert first.public["method"] == "high_draw_rotating"
    assert state.dealer == cards.index(max(cards))
    assert state.turn == (state.dealer + 1) % 3 == first.public["first_player"]
    assert first.public["start"] == "left_of_dealer"


@pytest.mark.parametrize("seed", range(6))
def test_R_TURN_hasbro_the_low_card_deals_and_the_player_left_of_the_dealer_starts(seed: int) -> None:
    state, events = new_game(get_ruleset("hasbro"), 4, seed=seed)
    first = next(e for e in events if e.type == "first_dealer")
    assert state.dealer == first.public["cards"].index(min(first.public["cards"]))
    assert state.turn == (state.dealer + 1) % 4 and first.public["start"] == "left_of_dealer"
