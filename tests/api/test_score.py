"""POST /v1/score: one final rack scored slot by slot, and every way a request can be wrong."""

from __future__ import annotations

from typing import Any

import pytest
from flask.testing import FlaskClient

from racko_api.api.schemas.score import ScoreOut

RACK_O = [3, 10, 13, 19, 22, 23, 41, 47, 55, 57]
LOSER_25 = [1, 12, 13, 16, 34, 22, 4, 54, 31, 60]
NO_RUN_40 = [2, 5, 9, 12, 16, 20, 24, 29, 33, 38]  # ascending within 1-40, no run
VALID = {"ruleset": "hasbro", "players": 4, "rack": LOSER_25}


def _with(**changes: Any) -> dict[str, Any]:
    body = {**VALID, **changes}
    return {k: v for k, v in body.items() if v is not ...}


def test_a_loser_is_scored_slot_by_slot(client: FlaskClient, conforms: Any) -> None:
    response = conforms(client.post("/v1/score", json=VALID))
    assert response.status_code == 200 and response.mimetype == "application/json"
    body = response.json
    assert (body["ruleset"], body["points"], body["rack_o"], body["bonus"]) == ("hasbro", 25, False, 0)
    assert body["slots"][0] == {"label": 5, "card": 1, "points": 5, "scored": True}
    assert body["slots"][5] == {"label": 30, "card": 22, "points": 0, "scored": False}
    assert [s["label"] for s in body["slots"]] == list(range(5, 55, 5))
    assert body["reasons"] == [{"rule": "R-SCORE-LEAD", "text": body["reasons"][0]["text"]}]
    assert "broken at #30" in body["reasons"][0]["text"]


def test_rack_o_is_inferred_from_the_rack(client: FlaskClient, conforms: Any) -> None:
    body = conforms(client.post("/v1/score", json=_with(rack=RACK_O))).json
    assert (body["points"], body["rack_o"], body["longest_run"]) == (75, True, 2)
    assert all(s["scored"] and s["points"] == 5 for s in body["slots"])


def test_rack_o_false_scores_an_ordered_rack_as_a_loser(client: FlaskClient, conforms: Any) -> None:
    body = conforms(client.post("/v1/score", json=_with(rack=RACK_O, rack_o=False))).json
    assert (body["points"], body["rack_o"]) == (50, False)


def test_the_run_bonus_is_explained(client: FlaskClient, conforms: Any) -> None:
    body = conforms(client.post("/v1/score", json=_with(
        ruleset="hasbro-bonus", rack=[2, 7, 13, 14, 15, 21, 28, 34, 40, 50]))).json
    assert (body["points"], body["bonus"]) == (125, 50)
    assert [r["rule"] for r in body["reasons"]] == ["R-SCORE-WIN", "R-BONUS"]


def test_options_override_the_preset(client: FlaskClient, conforms: Any) -> None:
    rack = [3, 4, 5, 17, 18, 19, 20, 38, 46, 55]
    plain = conforms(client.post("/v1/score", json=_with(ruleset="hasbro-bonus", rack=rack))).json
    house = conforms(client.post("/v1/score", json=_with(
        ruleset="hasbro-bonus", rack=rack, options={"run_bonus": "sum_of_runs", "win_points": 100}))).json
    assert (plain["points"], house["points"]) == (175, 250)
    swedish_scoring = conforms(client.post("/v1/score", json=_with(
        options={"loser_scoring": "longest_sequence_x10"}))).json
    assert swedish_scoring["points"] == 50


def test_quick_start_racks_may_have_empty_slots(client: FlaskClient, conforms: Any) -> None:
    rack = [3, 8, None, 20, 25, 31, None, 40, 47, 52]
    body = conforms(client.post("/v1/score", json=_with(ruleset="swedish-bonus", players=3, rack=rack))).json
    assert body["points"] == 30
    assert body["slots"][2] == {"label": 15, "card": None, "points": 0, "scored": False}


def test_R_RACKO_claimed_for_a_rack_out_of_order(client: FlaskClient, problem: Any) -> None:
    body = problem(client.post("/v1/score", json=_with(rack_o=True)), 422, rule="R-RACKO")
    assert "not in order" in body["detail"]


def test_R_RUN3_claimed_without_a_run_in_a_two_player_hasbro_game(client: FlaskClient, problem: Any) -> None:
    body = problem(client.post("/v1/score", json=_with(players=2, rack=NO_RUN_40, rack_o=True)), 422,
                   rule="R-RUN3")
    assert "run of 3" in body["detail"]


def test_R_RUN3_the_same_rack_without_the_claim_is_a_loser(client: FlaskClient, conforms: Any) -> None:
    body = conforms(client.post("/v1/score", json=_with(players=2, rack=NO_RUN_40))).json
    assert (body["points"], body["rack_o"]) == (50, False)


@pytest.mark.parametrize(("rack", "rule", "fields"), [
    (list(range(1, 10)), "R-RACK", ["rack"]),
    (list(range(1, 12)), "R-RACK", ["rack"]),
    ([], "R-RACK", ["rack"]),
    ([5, 2, 3, 4, 5, 6, 7, 8, 9, 10], "R-RACK", ["rack/4"]),
    ([0, 2, 3, 4, 5, 6, 7, 8, 9, 10], "R-DECK", ["rack/0"]),
    ([1, 2, 3, 4, 5, 6, 7, 8, 9, 61], "R-DECK", ["rack/9"]),
    ([1, 2, 3, 4, 5, 6, 7, 8, 9, None], "R-QUICK", ["rack/9"]),
])
def test_a_rack_that_cannot_be(client: FlaskClient, problem: Any, rack: list[Any], rule: str,
                               fields: list[str]) -> None:
    problem(client.post("/v1/score", json=_with(rack=rack)), 422, fields=fields)
    if len(rack) == 10:  # the length is the schema's to refuse; the rest is the rules'
        assert client.post("/v1/score", json=_with(rack=rack)).json["rule"] == rule


def test_R_DECK_41_in_a_two_player_hasbro_game(client: FlaskClient, problem: Any) -> None:
    rack = [1, 2, 3, 4, 5, 6, 7, 8, 9, 41]
    problem(client.post("/v1/score", json=_with(players=2, rack=rack)), 422, rule="R-DECK", fields=["rack/9"])
    assert client.post("/v1/score", json=_with(players=3, rack=rack)).status_code == 200


@pytest.mark.parametrize("card", ["7", 7.5, 7.0, True, False, [7], {"n": 7}])
def test_a_card_that_is_not_a_whole_number(client: FlaskClient, problem: Any, card: Any) -> None:
    problem(client.post("/v1/score", json=_with(rack=[1, 2, 3, 4, 5, 6, card, 8, 9, 10])), 422,
            fields=["rack/6"])


@pytest.mark.parametrize(("change", "fields"), [
    ({"rack": None}, ["rack"]), ({"rack": "1,2,3"}, ["rack"]), ({"rack": ...}, ["rack"]),
    ({"players": None}, ["players"]), ({"players": "4"}, ["players"]), ({"players": 4.0}, ["players"]),
    ({"players": True}, ["players"]), ({"players": 1}, ["players"]), ({"players": 5}, ["players"]),
    ({"players": ...}, ["players"]),
    ({"ruleset": "monopoly"}, ["ruleset"]), ({"ruleset": None}, ["ruleset"]), ({"ruleset": 1}, ["ruleset"]),
    ({"ruleset": ...}, ["ruleset"]),
    ({"rack_o": "yes"}, ["rack_o"]), ({"rack_o": 1}, ["rack_o"]), ({"rack_o": 0}, ["rack_o"]),
    ({"rack_o": None}, ["rack_o"]),
    ({"options": {"decks": 60}}, ["options/decks"]),
    ({"options": {"target": "500"}}, ["options/target"]),
    ({"options": {"run_bonus": "double"}}, ["options/run_bonus"]),
    ({"options": {"teams": 1}}, ["options/teams"]),
    ({"options": {"cards_dealt": 11}}, ["options/cards_dealt"]),
    ({"options": {"deck": 61}}, ["options/deck"]),
    ({"options": {"deck": "all"}}, ["options/deck"]),
    ({"options": []}, ["options"]),
    ({"options": {"rack_o_needs_run": {"length": 3, "applies_to": "never"}}},
     ["options/rack_o_needs_run/applies_to"]),
    ({"color": "red"}, ["color"]),
])
def test_a_field_that_is_wrong(client: FlaskClient, problem: Any, change: dict[str, Any],
                               fields: list[str]) -> None:
    problem(client.post("/v1/score", json=_with(**change)), 422, fields=fields)


def test_every_bad_field_is_named_at_once(client: FlaskClient, problem: Any) -> None:
    body = problem(client.post("/v1/score", json={"ruleset": "nope", "players": 9, "rack": [1], "x": 1}), 422)
    assert sorted(e["field"] for e in body["errors"]) == ["players", "rack", "ruleset", "x"]


def test_house_rules_that_seat_partners_need_four(client: FlaskClient, problem: Any) -> None:
    problem(client.post("/v1/score", json=_with(players=3, options={"teams": True})), 422, rule="R-TEAMS",
            fields=["players"])


@pytest.mark.parametrize(("body", "fields"), [
    ([], ["body"]), ("rack", ["body"]), (42, ["body"]), (None, ["ruleset", "players", "rack"]),
    ({}, ["ruleset", "players", "rack"]),
])
def test_a_body_that_is_not_an_object(client: FlaskClient, problem: Any, body: Any,
                                      fields: list[str]) -> None:
    problem(client.post("/v1/score", json=body), 422, fields=fields)


@pytest.mark.parametrize("rack", [LOSER_25, RACK_O, [3, 8, None, 20, 25, 31, None, 40, 47, 52]])
def test_the_answer_is_exactly_the_documented_shape(client: FlaskClient, rack: list[Any]) -> None:
    """The view sends its answer without dumping it again: it must already be what ScoreOut gives."""
    body = client.post("/v1/score", json=_with(ruleset="swedish-bonus", players=3, rack=rack)).json
    assert ScoreOut().dump(body) == body
    assert ScoreOut().validate(body) == {}
