"""A whole round: every rack checked against the others, then scored; R-TEAMS adds partners."""

from __future__ import annotations

import pytest

from racko_api.core.errors import InvalidInput
from racko_api.games.rack_o.presets import PRESETS, get_ruleset
from racko_api.games.rack_o.rounds import Entry, default_teams, score_round

ANN = (2, 7, 13, 14, 15, 21, 28, 34, 40, 50)  # Rack-O with a run of 3
BO = (1, 12, 16, 18, 36, 22, 4, 54, 31, 60)  # leading run 5
CY = (3, 5, 9, 8, 10, 11, 19, 20, 23, 24)  # leading run 3
DI = (6, 17, 25, 26, 27, 29, 59, 32, 33, 35)  # leading run 7
TABLE = {"Ann": ANN, "Bo": BO, "Cy": CY, "Di": DI}


def _entries(**racks: tuple[int | None, ...]) -> list[Entry]:
    return [Entry(name, rack=list(rack)) for name, rack in racks.items()]


def _refusal(ruleset: str, entries: list[Entry], rack_o: str | None = None, **kwargs: object) -> InvalidInput:
    with pytest.raises(InvalidInput) as refused:
        score_round(PRESETS[ruleset], entries, rack_o, **kwargs)  # type: ignore[arg-type]
    return refused.value


def test_a_round_scores_every_player_and_infers_the_rack_o() -> None:
    result = score_round(PRESETS["hasbro"], _entries(**TABLE))
    assert result.rack_o == "Ann"
    assert [(p.player, p.points, p.rack_o) for p in result.players] == [
        ("Ann", 75, True), ("Bo", 25, False), ("Cy", 15, False), ("Di", 35, False)]
    assert result.teams == ()


def test_R_TEAMS_partners_scores_are_added_seats_one_and_three_against_two_and_four() -> None:
    result = score_round(PRESETS["hasbro-partners"], _entries(**TABLE))
    assert [(t.players, t.points) for t in result.teams] == [(("Ann", "Cy"), 90), (("Bo", "Di"), 60)]
    assert default_teams(["a", "b", "c", "d"]) == (("a", "c"), ("b", "d"))


def test_R_TEAMS_a_table_may_name_its_teams() -> None:
    result = score_round(PRESETS["italian-partners"], _entries(**TABLE), teams=[["Ann", "Bo"], ["Cy", "Di"]])
    assert [(t.players, t.points) for t in result.teams] == [(("Ann", "Bo"), 150), (("Cy", "Di"), 50)]


@pytest.mark.parametrize("teams", [[["Ann", "Bo"], ["Cy", "Zed"]], [["Ann", "Bo", "Cy"], ["Di"]],
                                   [["Ann", "Bo"], ["Ann", "Di"]], [["Ann", "Bo"]]])
def test_R_TEAMS_two_teams_of_two_made_of_the_players(teams: list[list[str]]) -> None:
    refused = _refusal("hasbro-partners", _entries(**TABLE), teams=teams)
    assert refused.rule == "R-TEAMS" and refused.errors[0].field == "teams"


@pytest.mark.parametrize("players", [2, 3])
def test_R_TEAMS_partners_are_exactly_four(players: int) -> None:
    refused = _refusal("hasbro-partners", _entries(**dict(list(TABLE.items())[:players])))
    assert refused.rule == "R-TEAMS" and refused.errors[0].field == "racks"
    with pytest.raises(InvalidInput):
        get_ruleset("hasbro").with_options({"teams": True}).verify_players(players)


def test_R_DECK_no_card_is_in_two_racks() -> None:
    refused = _refusal("parker-1992", _entries(Ann=ANN, Bo=(1, 12, 16, 18, 36, 22, 4, 54, 31, 50)))
    assert refused.rule == "R-DECK"
    assert [e.field for e in refused.errors] == ["racks/1/rack/9"]
    assert "also in Ann's rack" in refused.errors[0].message


def test_R_DECK_every_card_inside_the_deck_for_the_player_count() -> None:
    two = _entries(Ann=(2, 7, 13, 14, 15, 21, 28, 34, 40, 41), Bo=(1, 12, 16, 18, 36, 22, 4, 3, 31, 39))
    refused = _refusal("hasbro", two)
    assert refused.rule == "R-DECK" and [e.field for e in refused.errors] == ["racks/0/rack/9"]
    assert score_round(PRESETS["parker-1992"], two).rack_o == "Ann"


def test_R_RACKO_exactly_one_player_goes_rack_o() -> None:
    nobody = _refusal("parker-1992", _entries(Bo=BO, Cy=CY))
    assert nobody.rule == "R-RACKO" and nobody.errors[0].field == "rack_o"
    both = _entries(Ann=ANN, Di=(1, 3, 6, 8, 10, 12, 16, 18, 22, 60))
    assert _refusal("parker-1992", both).rule == "R-RACKO"
    assert "name the player" in _refusal("parker-1992", both).message
    assert score_round(PRESETS["parker-1992"], both, rack_o="Di").rack_o == "Di"


def test_R_RACKO_the_named_player_must_hold_a_rack_o() -> None:
    refused = _refusal("hasbro", _entries(**TABLE), rack_o="Bo")
    assert refused.rule == "R-RACKO" and refused.errors[0].field == "racks/1/rack"
    stranger = _refusal("hasbro", _entries(**TABLE), rack_o="Zed")
    assert stranger.errors[0].field == "rack_o"


def test_R_RUN3_checked_across_a_two_player_round() -> None:
    no_run = (2, 5, 9, 12, 16, 20, 24, 29, 33, 38)
    entries = _entries(Ann=no_run, Bo=(1, 3, 6, 8, 10, 11, 14, 13, 15, 17))
    assert _refusal("hasbro", entries).rule == "R-RACKO"  # no rack is eligible
    named = _refusal("hasbro", entries, rack_o="Ann")
    assert named.rule == "R-RUN3" and named.errors[0].field == "racks/0/rack"
    assert score_round(get_ruleset("hasbro", {"rack_o_needs_run": 0}), entries).rack_o == "Ann"


def test_R_WAIT_a_waiting_player_in_order_scores_50_when_another_calls() -> None:
    waiting = (1, 3, 6, 8, 10, 12, 16, 17, 18, 20)  # in order with a run of 3, but did not call
    full_deck = get_ruleset("hasbro-bonus", {"deck": 60})
    result = score_round(full_deck, _entries(Ann=ANN, Di=waiting), rack_o="Ann")
    assert [(p.player, p.points, p.bonus) for p in result.players] == [("Ann", 125, 50), ("Di", 50, 0)]


def test_a_player_appears_once() -> None:
    entries = [Entry("Ann", rack=list(ANN)), Entry("Ann", rack=list(BO))]
    assert _refusal("hasbro", entries).errors[0].field == "racks/1/player"


def test_quick_entries_score_counts_a_table_reports() -> None:
    """A scoresheet may report how many cards scored instead of the rack."""
    entries = [Entry("Ann", scoring_cards=10, run=4), Entry("Bo", scoring_cards=5),
               Entry("Cy", rack=list(CY))]
    result = score_round(PRESETS["hasbro-bonus"], entries, rack_o="Ann")
    assert [(p.player, p.points) for p in result.players] == [("Ann", 175), ("Bo", 25), ("Cy", 15)]


def test_a_quick_entry_s_reason_counts_one_card_in_the_singular() -> None:
    table = [Entry("Ann", scoring_cards=10), Entry("Bo", scoring_cards=1), Entry("Cy", scoring_cards=2)]
    result = score_round(PRESETS["hasbro"], table, rack_o="Ann")
    assert [p.reasons[0].text for p in result.players[1:]] == ["1 scoring card x 5 = 5",
                                                               "2 scoring cards x 5 = 10"]
    refused = _refusal("swedish", [Entry("Ann", scoring_cards=10), Entry("Bo", scoring_cards=1)],
                       rack_o="Ann")
    assert refused.errors[0].message.startswith("1 scoring card is impossible here; allowed: 0 to 10")


@pytest.mark.parametrize(("ruleset", "entry", "rule"), [
    ("hasbro", Entry("Bo", scoring_cards=0), "R-SCORE-LEAD"),  # slot #5 always scores
    ("swedish", Entry("Bo", scoring_cards=1), "R-SCORE-LONGEST"),  # a sequence has 2 cards
    ("hasbro", Entry("Bo", scoring_cards=3, run=3), "R-BONUS"),  # only the Rack-O player
])
def test_quick_entries_no_rack_could_score_are_refused(ruleset: str, entry: Entry, rule: str) -> None:
    table = [Entry("Ann", scoring_cards=10), entry, Entry("Cy", scoring_cards=2)]
    refused = _refusal(ruleset, table, rack_o="Ann")
    assert refused.rule == rule


def test_R_RUN3_a_two_player_loser_may_hold_all_ten_in_order() -> None:
    """Without the run, an ordered rack could not go Rack-O, so a loser may report 10 cards."""
    table = [Entry("Ann", scoring_cards=10, run=3), Entry("Bo", scoring_cards=10)]
    result = score_round(PRESETS["hasbro"], table, rack_o="Ann")
    assert [p.points for p in result.players] == [75, 50]
    assert [r.rule for r in result.players[0].reasons] == ["R-SCORE-WIN", "R-RUN3"]


@pytest.mark.parametrize("ruleset", ["hasbro", "italian"])
def test_R_RUN3_a_two_player_quick_rack_o_is_checked_when_its_run_is_stated(ruleset: str) -> None:
    short = _refusal(ruleset, [Entry("Ann", scoring_cards=10, run=2), Entry("Bo", scoring_cards=4)],
                     rack_o="Ann")
    assert short.rule == "R-RUN3" and short.errors[0].field == "racks/0/run"
    unstated = score_round(PRESETS[ruleset], [Entry("Ann", scoring_cards=10),
                                              Entry("Bo", scoring_cards=4)], rack_o="Ann")
    why = unstated.players[0].reasons
    assert unstated.players[0].points == 75 and why[-1].rule == "R-RUN3"
    assert why[-1].text.startswith("unchecked")


@pytest.mark.parametrize(("ruleset", "players"), [("hasbro-bonus", 3), ("parker-1992-bonus", 2),
                                                  ("italian-partners", 4)])
def test_R_BONUS_a_quick_rack_o_without_its_run_says_its_bonus_is_not_counted(ruleset: str,
                                                                              players: int) -> None:
    """75 and not a word would read as a rack with no run of 3: the answer says the run was not given."""
    table = [Entry("Ann", scoring_cards=10)]
    table += [Entry(name, scoring_cards=1) for name in ("Bo", "Cy", "Di")[:players - 1]]
    ann = score_round(PRESETS[ruleset], table, rack_o="Ann").players[0]
    assert (ann.points, ann.bonus) == (75, 0)
    assert [r.rule for r in ann.reasons] == ["R-SCORE-WIN", "R-BONUS"]
    assert "states no run" in ann.reasons[-1].text


@pytest.mark.parametrize(("ruleset", "players"), [("hasbro", 3), ("hasbro", 4), ("parker-1992", 2),
                                                  ("parker-1992", 3), ("italian", 4), ("hasbro-bonus", 3)])
def test_R_SCORE_LEAD_a_quick_count_of_10_for_a_loser_is_50_in_every_edition(
        ruleset: str, players: int) -> None:
    table = [Entry("Ann", scoring_cards=10, run=3 if players == 2 and ruleset != "parker-1992"
                   else None)]
    table += [Entry(name, scoring_cards=10) for name in ("Bo", "Cy", "Di")[:players - 1]]
    result = score_round(PRESETS[ruleset], table, rack_o="Ann")
    assert [p.points for p in result.players[1:]] == [50] * (players - 1)
    assert "not 75" in result.players[1].reasons[0].text


IN_ORDER = [2, 7, 13, 14, 15, 21, 28, 34, 36, 40]


@pytest.mark.parametrize(("ruleset", "points"), [
    ("hasbro", 50), ("hasbro-bonus", 50), ("parker-1992", 50), ("parker-1992-bonus", 50),
    ("italian", 50), ("swedish", 100), ("swedish-bonus", 100)])
def test_R_SCORE_LEAD_and_R_SCORE_LONGEST_a_loser_in_order_scores_alike_by_rack_or_by_count(
        ruleset: str, points: int) -> None:
    """The Decision of R-SCORE-LEAD: a loser's rack wholly in order scores 50 (leading run x5) or
    100 (Swedish longest sequence x10), and a quick count of 10 gives the same answer."""
    result = score_round(PRESETS[ruleset], [Entry("Ann", scoring_cards=10),
                                            Entry("Bo", rack=IN_ORDER),
                                            Entry("Cy", scoring_cards=10)], rack_o="Ann")
    assert [p.points for p in result.players[1:]] == [points, points]
    rule = "R-SCORE-LONGEST" if points == 100 else "R-SCORE-LEAD"
    assert {p.reasons[0].rule for p in result.players[1:]} == {rule}


def test_R_TEAMS_swedish_teams_score_one_rack_each() -> None:
    teams = get_ruleset("swedish", {"teams": True})
    entries = [Entry("Reds", rack=[2, 5, 9, 14, 20, 33, 41, 47, 52, 60]),
               Entry("Blues", rack=[3, 8, 1, 22, 30, 35, 40, 6, 7, 10])]
    result = score_round(teams, entries, teams=[["Ann", "Bo", "Cy"], ["Di"]])
    assert result.rack_o == "Reds"
    assert [(t.players, t.points) for t in result.teams] == [(("Ann", "Bo", "Cy"), 75), (("Di",), 50)]
    with pytest.raises(InvalidInput) as refused:
        score_round(teams, entries + [Entry("Greens", scoring_cards=2)])
    assert refused.value.rule == "R-TEAMS"
    with pytest.raises(InvalidInput) as twice:
        score_round(teams, entries, teams=[["Ann", "Bo"], ["Bo"]])
    assert twice.value.rule == "R-TEAMS"


def test_R_BONUS_run_bonus_from_team_counts_either_partners_rack() -> None:
    ruleset = get_ruleset("italian-partners", {"run_bonus_from": "team"})
    ann = [1, 5, 9, 14, 20, 33, 41, 47, 52, 60]  # Rack-O, longest run 1
    cy = [2, 3, 4, 5 + 1, 21, 22, 23, 24, 25, 58]  # partner: a run of 5 (21-25)
    entries = [Entry("Ann", rack=ann), Entry("Bo", scoring_cards=3), Entry("Cy", rack=cy),
               Entry("Di", scoring_cards=2)]
    result = score_round(ruleset, entries, rack_o="Ann")
    assert (result.players[0].points, result.players[0].bonus) == (275, 200)
    assert result.players[0].score is not None and result.players[0].score.bonus == 200
    assert [t.points for t in result.teams] == [275 + result.players[2].points, 15 + 10]
    plain = score_round(PRESETS["italian-partners"], entries, rack_o="Ann")
    assert (plain.players[0].points, plain.players[0].bonus) == (75, 0)
