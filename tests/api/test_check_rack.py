"""POST /v1/check/rack: is this rack a legal Rack-O here, why, and what does it score?"""

from __future__ import annotations

from typing import Any

import pytest
from flask.testing import FlaskClient

PARKER = [3, 10, 13, 19, 22, 23, 41, 47, 55, 57]


def _check(client: FlaskClient, rack: list[Any], players: int = 2, ruleset: str = "hasbro",
           **more: Any) -> Any:
    return client.post("/v1/check/rack", json={"ruleset": ruleset, "players": players, "rack": rack, **more})


def test_a_legal_rack_o_and_its_score(client: FlaskClient, conforms: Any) -> None:
    body = conforms(_check(client, [2, 5, 9, 12, 13, 14, 24, 29, 33, 38])).json
    assert (body["ruleset"], body["players"], body["legal"]) == ("hasbro", 2, True)
    assert [r["rule"] for r in body["reasons"]] == ["R-RACKO", "R-RUN3"]
    assert (body["score"]["points"], body["score"]["rack_o"]) == (75, True)


@pytest.mark.parametrize("path", ["/v1/check/rack", "/v1/score"])
def test_R_DECK_a_rack_outside_the_deck_is_one_verdict_everywhere(client: FlaskClient, conforms: Any,
                                                                  path: str) -> None:
    """Rule changed: a card outside the deck for the player count makes a rack that cannot exist,
    so the checker refuses it as /v1/score does (it used to answer 200 legal: false)."""
    response = conforms(client.post(path, json={"ruleset": "hasbro", "players": 2, "rack": PARKER}))
    assert response.status_code == 422 and response.mimetype == "application/problem+json"
    assert response.json["rule"] == "R-DECK"
    assert [e["field"] for e in response.json["errors"]] == ["rack/6", "rack/7", "rack/8", "rack/9"]


def test_R_RUN3_every_reason_against_a_rack_in_the_deck(client: FlaskClient, conforms: Any) -> None:
    body = conforms(_check(client, PARKER, players=2, ruleset="parker-1992",
                           options={"rack_o_needs_run": {"length": 3, "applies_to": "all"}})).json
    assert body["legal"] is False and [r["rule"] for r in body["reasons"]] == ["R-RUN3"]
    assert (body["score"]["points"], body["score"]["rack_o"]) == (50, False)


@pytest.mark.parametrize(("ruleset", "options", "scope"), [
    ("hasbro", None, "in a two-player game"),
    ("parker-1992", {"rack_o_needs_run": {"length": 3, "applies_to": "all"}}, "in this ruleset"),
])
def test_R_RUN3_the_reason_says_which_games_need_the_run(client: FlaskClient, conforms: Any, ruleset: str,
                                                         options: dict[str, Any] | None, scope: str) -> None:
    """Parker's "some may variate" table needs the run in every game, two players or not."""
    more = {"options": options} if options else {}
    body = conforms(_check(client, [2, 5, 9, 12, 16, 20, 24, 29, 33, 38], ruleset=ruleset, **more)).json
    assert body["legal"] is False and [r["rule"] for r in body["reasons"]] == ["R-RUN3"]
    assert f"needed to go Rack-O {scope};" in body["reasons"][0]["text"]


def test_the_same_rack_is_legal_with_more_players(client: FlaskClient, conforms: Any) -> None:
    body = conforms(_check(client, PARKER, players=4)).json
    assert body["legal"] is True and [r["rule"] for r in body["reasons"]] == ["R-RACKO"]


@pytest.mark.parametrize("ruleset", ["hasbro-bonus", "parker-1992-bonus"])
def test_R_WAIT_a_legal_rack_o_where_rack_o_is_called_says_its_player_must_call_it(
        client: FlaskClient, conforms: Any, ruleset: str) -> None:
    """Legal is not yet over where Rack-O is called: the answer says the player calls or waits."""
    body = conforms(_check(client, [2, 7, 13, 14, 15, 21, 28, 34, 40, 50], players=4, ruleset=ruleset)).json
    assert body["legal"] is True and [r["rule"] for r in body["reasons"]] == ["R-RACKO", "R-WAIT"]
    assert "must call Rack-O" in body["reasons"][1]["text"] and "wait" in body["reasons"][1]["text"]


def test_R_WAIT_said_only_where_rack_o_is_called(client: FlaskClient, conforms: Any) -> None:
    body = conforms(_check(client, [2, 7, 13, 14, 15, 21, 28, 34, 40, 50], players=4)).json
    assert [r["rule"] for r in body["reasons"]] == ["R-RACKO"]
    called = conforms(_check(client, [2, 7, 13, 14, 15, 21, 28, 34, 40, 50], players=4,
                             options={"explicit_call": True})).json
    assert [r["rule"] for r in called["reasons"]] == ["R-RACKO", "R-WAIT"]


def test_out_of_order_scores_as_another_players_rack(client: FlaskClient, conforms: Any) -> None:
    body = conforms(_check(client, [13, 8, 22, 24, 33, 34, 46, 51, 52, 59], players=4)).json
    assert body["legal"] is False and [r["rule"] for r in body["reasons"]] == ["R-RACKO"]
    assert (body["score"]["points"], body["score"]["rack_o"]) == (5, False)


def test_house_rules_apply(client: FlaskClient, conforms: Any) -> None:
    variation = {"rack_o_needs_run": {"length": 3, "applies_to": "all"}}
    body = conforms(_check(client, PARKER, players=4, ruleset="parker-1992", options=variation)).json
    assert body["legal"] is False and [r["rule"] for r in body["reasons"]] == ["R-RUN3"]


def test_R_QUICK_an_unfilled_quick_start_rack(client: FlaskClient, conforms: Any) -> None:
    body = conforms(_check(client, [3, 8, None, 20, 25, 31, 36, 40, 47, 52], players=3,
                           ruleset="swedish-bonus")).json
    assert body["legal"] is False and [r["rule"] for r in body["reasons"]] == ["R-QUICK"]
    assert body["score"]["points"] == 70  # 20 to 52: a rise of 7 cards x 10


@pytest.mark.parametrize(("rack", "fields"), [
    (PARKER[:9], ["rack"]), ([*PARKER[:9], 3], ["rack/9"]), ([*PARKER[:9], 0], ["rack/9"]),
    ([*PARKER[:9], 61], ["rack/9"]), ([*PARKER[:9], None], ["rack/9"]), ([*PARKER[:9], "57"], ["rack/9"]),
    ([*PARKER[:9], 57.5], ["rack/9"]),
])
def test_a_rack_that_cannot_be(client: FlaskClient, problem: Any, rack: list[Any], fields: list[str]) -> None:
    problem(_check(client, rack, players=4), 422, fields=fields)


@pytest.mark.parametrize(("more", "fields"), [
    ({"ruleset": "uno"}, ["ruleset"]), ({"players": 6}, ["players"]),
    ({"options": {"deck": 10}}, ["options/deck"]),
    ({"verdict": True}, ["verdict"]),
])
def test_bad_fields(client: FlaskClient, problem: Any, more: dict[str, Any], fields: list[str]) -> None:
    body = {"ruleset": "hasbro", "players": 4, "rack": PARKER, **more}
    problem(client.post("/v1/check/rack", json=body), 422, fields=fields)
