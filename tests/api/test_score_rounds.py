"""POST /v1/rounds/score: a whole round, checked across every rack, with team points for partners."""

from __future__ import annotations

from typing import Any

import pytest
from flask.testing import FlaskClient

ANN = [2, 7, 13, 14, 15, 21, 28, 34, 40, 50]
BO = [1, 12, 16, 18, 36, 22, 4, 54, 31, 60]
CY = [3, 5, 9, 8, 10, 11, 19, 20, 23, 24]
DI = [6, 17, 25, 26, 27, 29, 59, 32, 33, 35]
TABLE = [{"player": "Ann", "rack": ANN}, {"player": "Bo", "rack": BO},
         {"player": "Cy", "rack": CY}, {"player": "Di", "rack": DI}]
TWO = [{"player": "Ann", "rack": [2, 7, 13, 14, 15, 21, 28, 34, 36, 40]},
       {"player": "Bo", "rack": [9, 8, 22, 24, 33, 35, 16, 11, 12, 39]}]


def _round(client: FlaskClient, **body: Any) -> Any:
    return client.post("/v1/rounds/score", json={"ruleset": "hasbro", "racks": TABLE, **body})


def test_every_player_scored_and_the_rack_o_inferred(client: FlaskClient, conforms: Any) -> None:
    body = conforms(_round(client)).json
    assert (body["ruleset"], body["rack_o"], body["teams"]) == ("hasbro", "Ann", [])
    assert [(p["player"], p["points"], p["rack_o"]) for p in body["players"]] == [
        ("Ann", 75, True), ("Bo", 25, False), ("Cy", 15, False), ("Di", 35, False)]
    assert all(len(p["slots"]) == 10 and p["reasons"] for p in body["players"])


def test_a_two_player_round(client: FlaskClient, conforms: Any) -> None:
    body = conforms(client.post("/v1/rounds/score", json={"ruleset": "hasbro", "racks": TWO})).json
    assert [(p["player"], p["points"]) for p in body["players"]] == [("Ann", 75), ("Bo", 5)]


@pytest.mark.parametrize("ruleset", ["hasbro-partners", "italian-partners"])
def test_R_TEAMS_team_points_for_partners(client: FlaskClient, conforms: Any, ruleset: str) -> None:
    body = conforms(_round(client, ruleset=ruleset)).json
    ann = 125 if ruleset == "italian-partners" else 75  # the Italian partners pay the run bonus
    assert body["teams"] == [{"players": ["Ann", "Cy"], "points": ann + 15},
                             {"players": ["Bo", "Di"], "points": 25 + 35}]


def test_R_TEAMS_named_teams(client: FlaskClient, conforms: Any, problem: Any) -> None:
    body = conforms(_round(client, ruleset="hasbro-partners", teams=[["Ann", "Di"], ["Bo", "Cy"]])).json
    assert [t["points"] for t in body["teams"]] == [110, 40]
    problem(_round(client, ruleset="hasbro-partners", teams=[["Ann", "Zed"], ["Bo", "Cy"]]), 422,
            rule="R-TEAMS", fields=["teams"])


@pytest.mark.parametrize("ruleset", ["hasbro", "swedish"])
def test_R_TEAMS_teams_for_a_ruleset_not_played_in_teams(client: FlaskClient, problem: Any,
                                                         ruleset: str) -> None:
    """Refused as a scoresheet refuses them, not scored without the teams asked for."""
    body = problem(_round(client, ruleset=ruleset, teams=[["Ann", "Cy"], ["Bo", "Di"]]), 422,
                   rule="R-TEAMS", fields=["teams"])
    assert f"{ruleset} is not played in teams" in body["detail"]


def test_R_TEAMS_partners_are_four(client: FlaskClient, problem: Any) -> None:
    problem(client.post("/v1/rounds/score", json={"ruleset": "hasbro-partners", "racks": TWO}), 422,
            rule="R-TEAMS", fields=["racks"])


def test_R_DECK_no_card_twice_across_racks(client: FlaskClient, problem: Any) -> None:
    racks = [TABLE[0], {"player": "Bo", "rack": [1, 12, 16, 18, 36, 22, 4, 54, 31, 50]}]
    body = problem(client.post("/v1/rounds/score", json={"ruleset": "parker-1992", "racks": racks}), 422,
                   rule="R-DECK", fields=["racks/1/rack/9"])
    assert "Ann" in body["errors"][0]["message"]


def test_R_DECK_the_deck_for_the_player_count(client: FlaskClient, problem: Any) -> None:
    racks = [TABLE[0], TABLE[2]]  # 50 is outside the 1-40 deck of a two-player Hasbro game
    problem(client.post("/v1/rounds/score", json={"ruleset": "hasbro", "racks": racks}), 422,
            rule="R-DECK", fields=["racks/0/rack/9"])
    three = client.post("/v1/rounds/score", json={"ruleset": "hasbro", "racks": [*racks, TABLE[3]]})
    assert three.status_code == 422 and [e["field"] for e in three.json["errors"]] == ["racks/2/rack/6"]


def test_R_RACKO_exactly_one_rack_o(client: FlaskClient, conforms: Any, problem: Any) -> None:
    nobody = [TABLE[1], TABLE[2]]
    problem(client.post("/v1/rounds/score", json={"ruleset": "parker-1992", "racks": nobody}), 422,
            rule="R-RACKO", fields=["rack_o"])
    two = [TABLE[0], {"player": "Bo", "rack": [1, 3, 6, 8, 10, 12, 16, 18, 22, 60]}]
    problem(client.post("/v1/rounds/score", json={"ruleset": "parker-1992", "racks": two}), 422,
            rule="R-RACKO", fields=["rack_o"])
    named = conforms(client.post("/v1/rounds/score",
                                 json={"ruleset": "parker-1992", "racks": two, "rack_o": "Bo"})).json
    assert [(p["player"], p["points"]) for p in named["players"]] == [("Ann", 50), ("Bo", 75)]


def test_R_RACKO_the_named_player_must_hold_one(client: FlaskClient, problem: Any) -> None:
    problem(_round(client, rack_o="Bo"), 422, rule="R-RACKO", fields=["racks/1/rack"])
    problem(_round(client, rack_o="Zed"), 422, fields=["rack_o"])


def test_R_RUN3_in_a_two_player_round(client: FlaskClient, problem: Any) -> None:
    racks = [{"player": "Ann", "rack": [2, 5, 9, 12, 16, 20, 24, 29, 33, 38]},
             {"player": "Bo", "rack": [1, 3, 6, 8, 10, 11, 14, 13, 15, 17]}]
    problem(client.post("/v1/rounds/score", json={"ruleset": "hasbro", "racks": racks, "rack_o": "Ann"}), 422,
            rule="R-RUN3", fields=["racks/0/rack"])


@pytest.mark.parametrize(("body", "fields"), [
    ({"racks": TABLE[:1]}, ["racks"]),
    ({"racks": [*TABLE, {"player": "Ed", "rack": [41, 42, 43, 44, 45, 46, 47, 48, 49, 51]}]}, ["racks"]),
    ({"racks": [TABLE[0], {"player": "Ann", "rack": BO}]}, ["racks/1/player"]),
    ({"racks": [TABLE[0], {"rack": BO}]}, ["racks/1/player"]),
    ({"racks": [TABLE[0], {"player": "", "rack": BO}]}, ["racks/1/player"]),
    ({"racks": [TABLE[0], {"player": "Bo"}]}, ["racks/1/rack"]),
    ({"racks": [TABLE[0], {"player": "Bo", "rack": BO[:9]}]}, ["racks/1/rack"]),
    ({"racks": [TABLE[0], {"player": "Bo", "rack": BO, "score": 3}]}, ["racks/1/score"]),
    ({"racks": "Ann"}, ["racks"]),
    ({"racks": TABLE, "rack_o": 1}, ["rack_o"]),
    ({"racks": TABLE, "teams": "Ann+Cy"}, ["teams"]),
    ({"racks": TABLE, "ruleset": "bridge"}, ["ruleset"]),
    ({"racks": TABLE, "options": {"target": -5}}, ["options/target"]),
])
def test_bad_input(client: FlaskClient, problem: Any, body: dict[str, Any], fields: list[str]) -> None:
    problem(client.post("/v1/rounds/score", json={"ruleset": "hasbro", **body}), 422, fields=fields)
