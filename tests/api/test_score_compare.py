"""POST /v1/score/compare: the same rack under every edition, agreeing with single scores."""

from __future__ import annotations

from typing import Any

import pytest
from flask.testing import FlaskClient
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from racko_api.games.rack_o.presets import PRESETS

BONUS_RACK = [2, 7, 13, 14, 15, 21, 28, 34, 40, 50]


def test_every_edition_side_by_side(client: FlaskClient, conforms: Any) -> None:
    response = conforms(client.post("/v1/score/compare", json={"players": 4, "rack": BONUS_RACK}))
    results = response.json["results"]
    assert [r["ruleset"] for r in results] == list(PRESETS)
    points = {r["ruleset"]: r["score"]["points"] for r in results}
    assert points == {"hasbro": 75, "hasbro-bonus": 125, "hasbro-partners": 75, "parker-1992": 75,
                      "parker-1992-bonus": 125, "swedish": 75, "swedish-bonus": 75, "italian": 75,
                      "italian-partners": 125}
    assert all(r["legal_rack_o"] and r["problem"] is None and r["title"] for r in results)


def test_where_a_rack_cannot_be_scored_the_rule_says_why(client: FlaskClient, conforms: Any) -> None:
    rack = [3, 10, 13, 19, 22, 23, 41, 47, 55, 57]
    results = {r["ruleset"]: r for r in conforms(client.post(
        "/v1/score/compare", json={"players": 2, "rack": rack})).json["results"]}
    assert results["hasbro"]["score"] is None and results["hasbro"]["problem"]["rule"] == "R-DECK"
    assert results["hasbro-partners"]["problem"]["rule"] == "R-TEAMS"
    assert results["parker-1992"]["score"]["points"] == 75 and results["parker-1992"]["legal_rack_o"]
    assert results["swedish"]["score"]["points"] == 75


def test_R_RUN3_a_two_player_rack_in_order_without_a_run_names_the_rule(client: FlaskClient,
                                                                        conforms: Any) -> None:
    rack = [2, 5, 9, 12, 16, 20, 24, 29, 33, 38]  # in order, no run of 3
    results = {r["ruleset"]: r for r in conforms(client.post(
        "/v1/score/compare", json={"players": 2, "rack": rack})).json["results"]}
    for ruleset in ("hasbro", "hasbro-bonus", "italian"):
        assert results[ruleset]["legal_rack_o"] is False
        assert results[ruleset]["problem"]["rule"] == "R-RUN3"
        assert results[ruleset]["score"]["points"] == 50
    assert results["parker-1992"]["legal_rack_o"] and results["parker-1992"]["problem"] is None


def test_a_loser_under_every_edition(client: FlaskClient, conforms: Any) -> None:
    rack = [1, 12, 13, 16, 34, 22, 4, 54, 31, 60]
    results = conforms(client.post("/v1/score/compare", json={"players": 4, "rack": rack})).json["results"]
    points = {r["ruleset"]: r["score"]["points"] for r in results}
    assert points["hasbro"] == 25 and points["swedish"] == 50  # 5 x leading run, 10 x longest rise
    assert not any(r["legal_rack_o"] for r in results)


def test_a_rack_o_claim_is_judged_edition_by_edition(client: FlaskClient, conforms: Any) -> None:
    rack = [2, 5, 9, 12, 16, 20, 24, 29, 33, 38]  # ascending, no run
    results = {r["ruleset"]: r for r in conforms(client.post(
        "/v1/score/compare", json={"players": 2, "rack": rack, "rack_o": True})).json["results"]}
    assert results["hasbro"]["problem"]["rule"] == "R-RUN3" and results["hasbro"]["score"] is None
    assert results["parker-1992"]["score"]["points"] == 75


@pytest.mark.parametrize(("body", "fields"), [
    ({"players": 4, "rack": BONUS_RACK[:9]}, ["rack"]),
    ({"players": 4, "rack": [*BONUS_RACK[:9], None]}, ["rack/9"]),
    ({"players": 4, "rack": [*BONUS_RACK[:9], 2]}, ["rack/9"]),
    ({"players": 4, "rack": [*BONUS_RACK[:9], 61]}, ["rack/9"]),
    ({"players": 4, "rack": BONUS_RACK, "ruleset": "hasbro"}, ["ruleset"]),
    ({"players": "4", "rack": BONUS_RACK}, ["players"]),
    ({"rack": BONUS_RACK}, ["players"]),
    ({"players": 4, "rack": BONUS_RACK, "rack_o": "true"}, ["rack_o"]),
])
def test_bad_input(client: FlaskClient, problem: Any, body: dict[str, Any], fields: list[str]) -> None:
    problem(client.post("/v1/score/compare", json=body), 422, fields=fields)


@st.composite
def tables(draw: st.DrawFn) -> dict[str, Any]:
    cards = draw(st.lists(st.integers(1, 60), min_size=10, max_size=10, unique=True))
    if draw(st.booleans()):
        cards.sort()
    table = {"players": draw(st.integers(2, 4)), "rack": cards}
    rack_o = draw(st.sampled_from([None, True, False]))
    return table if rack_o is None else {**table, "rack_o": rack_o}


@given(table=tables())
@settings(max_examples=40, deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture])
def test_compare_agrees_with_single_scores(client: FlaskClient, no_rate_limit: None,
                                           table: dict[str, Any]) -> None:
    """Each column of the comparison is what /v1/score and /v1/check/rack answer for that edition."""
    results = client.post("/v1/score/compare", json=table).json["results"]
    for result in results:
        single = client.post("/v1/score", json={"ruleset": result["ruleset"], **table})
        if result["score"] is None:
            assert single.status_code == 422 and single.json["rule"] == result["problem"]["rule"]
        else:
            assert single.status_code == 200
            assert {k: v for k, v in single.json.items() if k != "ruleset"} == result["score"]
        check = client.post("/v1/check/rack", json={"ruleset": result["ruleset"], "players": table["players"],
                                                    "rack": table["rack"]})
        if check.status_code == 200:
            assert check.json["legal"] is result["legal_rack_o"]
