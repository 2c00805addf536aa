"""POST /v1/check/rack answers whether a rack could be the rack as dealt (R-DEAL, R-QUICK)."""

from __future__ import annotations

from typing import Any

import pytest
from flask.testing import FlaskClient

RACK = [3, 10, 13, 19, 22, 23, 41, 47, 55, 57]


def _as_dealt(client: FlaskClient, conforms: Any, **body: Any) -> dict[str, Any]:
    answer = conforms(client.post("/v1/check/rack", json={"players": 4, "rack": RACK, **body}))
    assert answer.status_code == 200, answer.json
    return answer.json["as_dealt"]  # type: ignore[no-any-return]


def test_R_DEAL_without_the_order_dealt_any_full_rack_could_be_dealt(client: FlaskClient,
                                                                      conforms: Any) -> None:
    for ruleset in ("hasbro", "parker-1992", "swedish", "italian"):
        answer = _as_dealt(client, conforms, ruleset=ruleset)
        assert answer["possible"] is True and answer["fits"] == [] and answer["reason"]["rule"] == "R-DEAL"


@pytest.mark.parametrize(("ruleset", "dealt", "possible", "fits"), [
    ("hasbro", RACK[::-1], True, ["back_to_front", "random"]),  # the first card into #50
    ("italian", RACK[::-1], True, ["back_to_front", "random"]),  # "partendo dal fondo", as read
    ("italian", RACK, False, ["front_to_back", "random"]),  # the other reading: first card into #5
    ("hasbro", [RACK[1], RACK[0], *RACK[2:]], False, ["random"]),
    ("swedish", [RACK[1], RACK[0], *RACK[2:]], True, ["random"]),  # random slots: any order
])
def test_R_DEAL_the_order_dealt_decides_by_the_editions_deal_order(
        client: FlaskClient, conforms: Any, ruleset: str, dealt: list[int], possible: bool,
        fits: list[str]) -> None:
    answer = _as_dealt(client, conforms, ruleset=ruleset, dealt=dealt)
    assert answer["possible"] is possible and answer["fits"] == fits
    assert answer["reason"]["rule"] == "R-DEAL"
    if ruleset == "italian" and not possible:
        assert "partendo dal fondo" in answer["reason"]["text"]


@pytest.mark.parametrize("ruleset", ["hasbro", "hasbro-partners", "parker-1992", "parker-1992-bonus"])
def test_R_DEAL_dealt_front_to_back_outside_the_italian_editions(client: FlaskClient, conforms: Any,
                                                                 ruleset: str) -> None:
    """The Italian text's other reading is no reading of the English texts: said without it."""
    answer = _as_dealt(client, conforms, ruleset=ruleset, dealt=RACK)
    assert answer["possible"] is False and answer["fits"] == ["front_to_back", "random"]
    assert answer["reason"] == {"rule": "R-DEAL", "text": "this edition puts the first card dealt into #50; "
                                                          "this rack was dealt front to back, the first card "
                                                          "into #5"}


def test_R_QUICK_a_quick_start_rack_as_dealt_holds_five_cards(client: FlaskClient,
                                                              conforms: Any) -> None:
    full = _as_dealt(client, conforms, ruleset="swedish-bonus")
    assert full["possible"] is False and full["reason"]["rule"] == "R-QUICK"
    five = [3, None, 13, None, 22, None, 41, None, 55, None]
    answer = _as_dealt(client, conforms, ruleset="swedish-bonus", rack=five, dealt=[55, 3, 41, 13, 22])
    assert answer["possible"] is True and answer["fits"] == ["random"]


def test_R_DEAL_dealt_must_be_the_racks_cards_and_changes_nothing_else(client: FlaskClient,
                                                                       conforms: Any) -> None:
    answer = conforms(client.post("/v1/check/rack", json={"ruleset": "hasbro", "players": 4,
                                                          "rack": RACK, "dealt": [3, 10, 13]}))
    assert answer.status_code == 422 and answer.json["errors"][0]["field"] == "dealt"
    assert answer.json["rule"] == "R-DEAL"
    plain = client.post("/v1/check/rack", json={"ruleset": "hasbro", "players": 4, "rack": RACK}).json
    given = client.post("/v1/check/rack", json={"ruleset": "hasbro", "players": 4, "rack": RACK,
                                                "dealt": RACK}).json
    assert {k: v for k, v in plain.items() if k != "as_dealt"} == {
        k: v for k, v in given.items() if k != "as_dealt"}


@pytest.mark.parametrize(("ruleset", "when"), [
    ("parker-1992", "first turn"),  # going Rack-O is automatic: checked as the first turn ends
    ("parker-1992-bonus", "before taking a card"),  # Rack-O is called (R-WAIT)
])
def test_R_RACKO_a_rack_dealt_in_order_says_when_its_player_goes_rack_o(
        client: FlaskClient, conforms: Any, ruleset: str, when: str) -> None:
    in_order = [2, 7, 13, 14, 15, 21, 28, 34, 40, 50]
    answer = conforms(client.post("/v1/check/rack", json={
        "ruleset": ruleset, "players": 4, "rack": in_order, "dealt": in_order[::-1]}))
    assert answer.status_code == 200 and answer.json["legal"] is True
    assert answer.json["as_dealt"]["possible"] is True
    last = answer.json["reasons"][-1]
    assert last["rule"] == "R-RACKO" and when in last["text"]
    plain = client.post("/v1/check/rack", json={"ruleset": ruleset, "players": 4, "rack": in_order}).json
    assert [r["rule"] for r in plain["reasons"]] == [r["rule"] for r in answer.json["reasons"][:-1]]
