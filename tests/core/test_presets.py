"""The editions as presets, and house rules as a preset with options overridden."""

from __future__ import annotations

from typing import Any

import pytest

from racko_api.core.errors import InvalidInput
from racko_api.games.rack_o.applicable import applicable_rules
from racko_api.games.rack_o.presets import PRESETS, get_ruleset
from racko_api.games.rack_o.ruleset import (
    BY_PLAYERS,
    OPTION_NAMES,
    DealOrder,
    LoserScoring,
    Restock,
    Ruleset,
    RunBonus,
    RunBonusFrom,
    RunScope,
)

# One row per preset, as its text says (and the catalogue's Decisions):
# deck, dealt, deal order, run needed (length, scope), loser scoring, bonus, target, teams, open racks,
# a stock card may be discarded, explicit call, a team's rack
_BP, _B2F, _RND = BY_PLAYERS, "back_to_front", "random"
_RUN3, _NO_RUN = (3, "two_players"), (0, "two_players")
_LEAD, _LONG = "leading_run_x5", "longest_sequence_x10"
TABLE: dict[str, tuple[Any, ...]] = {
    "hasbro": (_BP, 10, _B2F, _RUN3, _LEAD, "off", 500, False, False, True, False, "each_player"),
    "hasbro-bonus": (_BP, 10, _B2F, _RUN3, _LEAD, "longest", 500, False, False, True, True, "each_player"),
    "hasbro-partners": (_BP, 10, _B2F, _RUN3, _LEAD, "off", 500, True, False, True, False, "each_player"),
    "parker-1992": (60, 10, _B2F, _NO_RUN, _LEAD, "off", 500, False, False, True, False, "each_player"),
    "parker-1992-bonus": (60, 10, _B2F, _NO_RUN, _LEAD, "longest", 500, False, False, True, True,
                          "each_player"),
    "swedish": (60, 10, _RND, _NO_RUN, _LONG, "off", 300, False, True, False, False, "shared"),
    "swedish-bonus": (60, 5, _RND, _NO_RUN, _LONG, "off", 200, False, True, False, False, "shared"),
    "italian": (_BP, 10, _B2F, _RUN3, _LEAD, "off", 500, False, False, True, False, "each_player"),
    "italian-partners": (_BP, 10, _B2F, _RUN3, _LEAD, "longest", 500, True, False, True, False,
                         "each_player"),
}


def test_every_edition_is_a_preset() -> None:
    assert set(PRESETS) == set(TABLE)
    assert all(isinstance(p, Ruleset) and p.id == key and not p.is_house_rules for key, p in PRESETS.items())


@pytest.mark.parametrize("ruleset", list(TABLE))
def test_presets_match_the_table_of_editions(ruleset: str) -> None:
    o = PRESETS[ruleset].options
    run = (o.rack_o_needs_run.length, o.rack_o_needs_run.applies_to.value)
    row = (o.deck, o.cards_dealt, o.deal_order.value, run, o.loser_scoring.value, o.run_bonus.value,
           o.target, o.teams, o.open_racks, o.stock_card_discard, o.explicit_call, o.team_rack.value)
    assert row == TABLE[ruleset]
    assert o.win_points == 75 and o.restock is Restock.TURN_OVER
    assert o.run_bonus_from is RunBonusFrom.RACK_O_PLAYER


def test_options_are_named_as_in_the_rules() -> None:
    assert set(OPTION_NAMES) >= {"deck", "cards_dealt", "deal_order", "rack_o_needs_run", "loser_scoring",
                                 "win_points", "run_bonus", "target", "teams", "open_racks", "restock",
                                 "explicit_call", "stock_card_discard", "run_bonus_from", "team_rack"}
    for preset in PRESETS.values():
        assert set(preset.options.to_dict()) == set(OPTION_NAMES)
        assert preset.with_options(preset.options.to_dict()).options == preset.options  # round trip


def test_R_DEAL_back_to_front_or_random_slots() -> None:
    swedish = {p.options.deal_order for p in PRESETS.values() if p.id.startswith("swedish")}
    others = {p.options.deal_order for p in PRESETS.values() if not p.id.startswith("swedish")}
    assert (swedish, others) == ({DealOrder.RANDOM}, {DealOrder.BACK_TO_FRONT})


def test_R_RESTOCK_the_discard_pile_is_turned_over_unless_a_table_shuffles() -> None:
    assert all(p.options.restock is Restock.TURN_OVER for p in PRESETS.values())
    assert get_ruleset("hasbro", {"restock": "shuffle"}).options.restock is Restock.SHUFFLE


def test_R_OPEN_racks_are_open_in_the_swedish_editions_only() -> None:
    open_ = {p.id for p in PRESETS.values() if p.options.open_racks}
    assert open_ == {"swedish", "swedish-bonus"}
    assert {p.id for p in PRESETS.values() if "R-OPEN" in [r.id for r in applicable_rules(p)]} == open_


def test_R_TEAMS_swedish_teams_are_two_racks_of_any_number_of_members() -> None:
    for ruleset_id in ("swedish", "swedish-bonus"):
        teams = get_ruleset(ruleset_id, {"teams": True})
        assert teams.shared_team_racks and teams.verify_players(2) == 2
        with pytest.raises(InvalidInput) as refused:
            teams.verify_players(4)
        assert refused.value.rule == "R-TEAMS" and "sharing one rack" in refused.value.message
        assert "R-TEAMS" in {r.id for r in applicable_rules(teams)}


def test_R_TURN_STOCK_MUST_only_the_swedish_editions_forbid_discarding_a_stock_card() -> None:
    def ids(ruleset: Ruleset) -> set[str]:
        return {r.id for r in applicable_rules(ruleset)}

    must = {p.id for p in PRESETS.values() if "R-TURN-STOCK-MUST" in ids(p)}
    may = {p.id for p in PRESETS.values() if "R-TURN-STOCK-MAY" in ids(p)}
    assert must == {"swedish", "swedish-bonus"} and may == set(PRESETS) - must


def test_R_BONUS_parker_1992_bonus_is_the_texts_bonus_variation() -> None:
    bonus = PRESETS["parker-1992-bonus"]
    assert {"R-BONUS", "R-WAIT"} <= {r.id for r in applicable_rules(bonus)}
    assert "R-RUN3" not in {r.id for r in applicable_rules(bonus)}
    strict = get_ruleset("parker-1992-bonus", {"rack_o_needs_run": {"length": 3, "applies_to": "all"}})
    assert strict.run_needed(4) == 3 and "R-RUN3" in {r.id for r in applicable_rules(strict)}


def test_R_TEAMS_the_partner_presets_seat_four() -> None:
    for ruleset in ("hasbro-partners", "italian-partners"):
        assert PRESETS[ruleset].verify_players(4) == 4
        with pytest.raises(InvalidInput) as refused:
            PRESETS[ruleset].verify_players(2)
        assert refused.value.rule == "R-TEAMS"
        assert refused.value.errors[0].message == "must be 4"  # not "from 4 to 4"
    with pytest.raises(InvalidInput) as refused:
        get_ruleset("swedish", {"teams": True}).verify_players(3)
    assert refused.value.errors[0].message == "must be 2"


@pytest.mark.parametrize("players", [1, 5, 0, "4", 4.0, True, None])
def test_R_DECK_two_to_four_players(players: object) -> None:
    with pytest.raises(InvalidInput) as refused:
        PRESETS["hasbro"].verify_players(players)
    assert refused.value.errors[0].field == "players"


def test_house_rules_override_options_and_say_which() -> None:
    house = get_ruleset("hasbro", {"target": 300, "run_bonus": "sum_of_runs", "deck": 60})
    assert house.id == "hasbro" and house.is_house_rules
    assert house.overrides == ("deck", "run_bonus", "target")
    o = house.options
    assert (o.target, o.run_bonus, o.deck) == (300, RunBonus.SUM_OF_RUNS, 60)
    assert house.options.loser_scoring is LoserScoring.LEADING_RUN_X5  # the rest is the preset's
    assert PRESETS["hasbro"].options.target == 500  # the preset itself is untouched
    assert get_ruleset("hasbro", {}) is PRESETS["hasbro"]


def test_the_run_requirement_in_full_or_short() -> None:
    full = get_ruleset("italian", {"rack_o_needs_run": {"length": 4, "applies_to": "all"}}).options
    assert (full.rack_o_needs_run.length, full.rack_o_needs_run.applies_to) == (4, RunScope.ALL)
    short = get_ruleset("swedish", {"rack_o_needs_run": 3}).options.rack_o_needs_run
    assert (short.length, short.applies_to) == (3, RunScope.TWO_PLAYERS)


@pytest.mark.parametrize(("options", "field"), [
    ({"decks": 60}, "options/decks"),
    ({"deck": 61}, "options/deck"), ({"deck": 19}, "options/deck"), ({"deck": "all"}, "options/deck"),
    ({"cards_dealt": 0}, "options/cards_dealt"), ({"cards_dealt": 11}, "options/cards_dealt"),
    ({"cards_dealt": 5.0}, "options/cards_dealt"), ({"cards_dealt": True}, "options/cards_dealt"),
    ({"deal_order": "front_to_back"}, "options/deal_order"),
    ({"rack_o_needs_run": 11}, "options/rack_o_needs_run"),
    ({"rack_o_needs_run": {"length": 3, "applies_to": "some"}}, "options/rack_o_needs_run"),
    ({"rack_o_needs_run": {"length": -1}}, "options/rack_o_needs_run"),
    ({"rack_o_needs_run": {"size": 3}}, "options/rack_o_needs_run"),
    ({"loser_scoring": "x5"}, "options/loser_scoring"), ({"win_points": -1}, "options/win_points"),
    ({"run_bonus": "all"}, "options/run_bonus"), ({"target": 0}, "options/target"),
    ({"teams": "yes"}, "options/teams"), ({"open_racks": 1}, "options/open_racks"),
    ({"restock": "burn"}, "options/restock"), ({"explicit_call": None}, "options/explicit_call"),
    ({"first_dealer": "oldest"}, "options/first_dealer"),
    ({"stock_card_discard": "no"}, "options/stock_card_discard"),
    ({"run_bonus_from": "both"}, "options/run_bonus_from"), ({"team_rack": "one"}, "options/team_rack"),
])
def test_a_bad_option_is_named(options: dict[str, object], field: str) -> None:
    with pytest.raises(InvalidInput) as refused:
        get_ruleset("hasbro", options)
    assert [e.field for e in refused.value.errors] == [field]


def test_every_bad_option_is_named_at_once() -> None:
    with pytest.raises(InvalidInput) as refused:
        get_ruleset("hasbro", {"target": "500", "teams": 1, "cards_dealt": 10})
    assert sorted(e.field for e in refused.value.errors) == ["options/target", "options/teams"]


@pytest.mark.parametrize("ruleset", ["nope", "Hasbro", "", None, 1, "super-rack-o "])
def test_an_unknown_ruleset_is_invalid_input(ruleset: object) -> None:
    with pytest.raises(InvalidInput) as refused:
        get_ruleset(ruleset)
    assert [e.field for e in refused.value.errors] == ["ruleset"]


def test_each_ruleset_lists_the_rules_it_plays_by() -> None:
    def ids(ruleset: Ruleset) -> set[str]:
        return {r.id for r in applicable_rules(ruleset)}

    assert {"R-RUN3", "R-SCORE-LEAD"} <= ids(PRESETS["hasbro"])
    assert not {"R-BONUS", "R-WAIT", "R-TEAMS", "R-SCORE-LONGEST", "R-QUICK", "R-OPEN"} & ids(
        PRESETS["hasbro"])
    assert {"R-BONUS", "R-WAIT"} <= ids(PRESETS["hasbro-bonus"])
    assert "R-TEAMS" in ids(PRESETS["hasbro-partners"]) and "R-TEAMS" in ids(PRESETS["italian-partners"])
    assert "R-RUN3" not in ids(PRESETS["parker-1992"])
    assert {"R-SCORE-LONGEST", "R-QUICK", "R-OPEN"} <= ids(PRESETS["swedish-bonus"])
    assert "R-SCORE-LEAD" not in ids(PRESETS["swedish"])
    assert all(not r.id.startswith("S-") for p in PRESETS.values() for r in applicable_rules(p))
