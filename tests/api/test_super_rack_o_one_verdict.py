"""One verdict on every Super Rack-O endpoint: a rack that cannot exist is a 422 citing S-DECK,
a naming of a wild that contradicts the rules a 422 citing S-WILD, on /v1/check/rack,
/v1/check/move and a scoresheet's winner check alike; a rack that can exist gets an answer.
"""

from __future__ import annotations

import uuid
from typing import Any

import pytest
from flask.testing import FlaskClient

BLUE = ["B2", "B5", "B9", "B14", "B20", "B26", "B33", "B39"]
RED = ["R1", "R7", "R8", "R15", "R21", "R30", "R36", "R40"]


def _key() -> dict[str, str]:
    return {"Idempotency-Key": str(uuid.uuid4())}


def _rack(client: FlaskClient, blue: list[Any], red: list[Any]) -> Any:
    return client.post("/v1/check/rack", json={"ruleset": "super-rack-o", "blue": blue, "red": red})


def _move(client: FlaskClient, blue: list[Any], red: list[Any], **move: Any) -> Any:
    body = {"play": "discard", "card": "R12", "taken_from": "stock", **move}
    return client.post("/v1/check/move", json={"ruleset": "super-rack-o", "blue": blue, "red": red,
                                               **body})


@pytest.fixture()
def won_round(client: FlaskClient, conforms: Any) -> Any:
    sheet = conforms(client.post("/v1/scoresheets", headers=_key(), json={
        "ruleset": "super-rack-o", "players": ["Ann", "Bo"]})).json

    def post(blue: list[Any], red: list[Any]) -> Any:
        return client.post(f"/v1/scoresheets/{sheet['id']}/rounds", headers={
            "Authorization": f"Bearer {sheet['edit_token']}", **_key()},
            json={"winner": "Ann", "rack": {"blue": blue, "red": red}})

    return post


CANNOT_EXIST = {
    "eight blue wilds": (["BW"] * 8, RED, ["blue/5", "blue/6", "blue/7"]),
    "a number card twice in one colour": ([*BLUE[:7], "B9"], RED, ["blue/7"]),
    "eleven swaps": (["SWAP"] * 8, ["SWAP", "SWAP", "SWAP", *RED[3:]], ["red/2"]),
    "nine reverses": (["REV"] * 8, ["REV", *RED[1:]], ["red/0"]),
    "a red 41": (BLUE, [*RED[:7], "R41"], ["red/7"]),
}


@pytest.mark.parametrize("case", CANNOT_EXIST, ids=list(CANNOT_EXIST))
def test_S_DECK_a_rack_that_cannot_exist_is_refused_alike_everywhere(client: FlaskClient, problem: Any,
                                                                    won_round: Any, case: str) -> None:
    blue, red, fields = CANNOT_EXIST[case]
    problem(_rack(client, blue, red), 422, rule="S-DECK", fields=fields)
    problem(_move(client, blue, red), 422, rule="S-DECK", fields=fields)
    body = problem(won_round(blue, red), 422, rule="S-DECK", fields=[f"rack/{f}" for f in fields])
    assert all(e["rule"] == "S-DECK" for e in body["errors"])


def test_S_DECK_a_drawn_card_already_in_the_rack(client: FlaskClient, problem: Any) -> None:
    body = problem(_move(client, BLUE, RED, card="B9"), 422, rule="S-DECK", fields=["card"])
    assert "B9" in body["detail"]


def test_S_DECK_is_in_the_catalogue_with_its_text_and_sources(client: FlaskClient, conforms: Any) -> None:
    body = conforms(client.get("/v1/rules/S-DECK")).json
    assert body["id"] == "S-DECK" and "108" in body["text"] and "10 swap" in body["text"]
    assert "Super Rack-O rulebook" in body["sources"]
    assert "S-DECK" in [r["id"] for r in conforms(client.get("/v1/rules")).json]


def test_S_WIN_a_rack_that_can_exist_is_answered_on_every_endpoint(client: FlaskClient, conforms: Any,
                                                                   won_round: Any, problem: Any) -> None:
    """A rack out of order is no refusal on the checker; on a sheet, claiming it won is (S-WIN)."""
    blue = ["B5", "B2", *BLUE[2:]]
    rack = conforms(_rack(client, blue, RED))
    assert rack.status_code == 200 and rack.json["legal"] is False
    assert [(r["side"], r["row"], r["rule"]) for r in rack.json["reasons"]] == [("blue", 2, "S-WIN")]
    move = conforms(_move(client, blue, RED))
    assert move.status_code == 200 and move.json["legal"] is True
    assert move.json["super_rack_o_after"] is False
    problem(won_round(blue, RED), 422, rule="S-WIN")


NAMING_REFUSED = {
    "a fraction": (["B2", "B16", "BW=16.5", "B17", *BLUE[4:]], "blue/2"),
    "a fraction in the object form": (
        ["B2", "B16", {"kind": "wild", "colour": "blue", "value": 16.5}, "B17", *BLUE[4:]], "blue/2/value"),
    "41": (["B2", "B5", "B9", "B14", "B20", "B26", "B33", "BW=41"], "blue/7"),
    "0": (["BW=0", *BLUE[1:]], "blue/0"),
    "breaks the order": (["B2", "BW=10", "B9", *BLUE[3:]], "blue/1"),
    "leaves no room for an unnamed wild": (["B2", "BW", "BW=3", *BLUE[3:]], "blue/2"),
}


@pytest.mark.parametrize("case", NAMING_REFUSED, ids=list(NAMING_REFUSED))
def test_S_WILD_a_naming_that_contradicts_the_rules_is_refused(client: FlaskClient, problem: Any,
                                                              won_round: Any, case: str) -> None:
    blue, field = NAMING_REFUSED[case]
    problem(_rack(client, blue, RED), 422, rule="S-WILD", fields=[field])
    problem(_move(client, blue, RED), 422, rule="S-WILD", fields=[field])
    problem(won_round(blue, RED), 422, rule="S-WILD", fields=[f"rack/{field}"])


@pytest.mark.parametrize(("named", "said"), [
    (1e308, "a wild named 1e+308: "),  # a JSON number read as a whole number of 309 digits
    (10 ** 400, "a wild named a number of 401 digits: "),
    ("9" * 5000, "a wild named a number of 5000 digits: "),  # more digits than Python reads as text
    ("x" * 5000, 'a wild named "xxxxxxxxxxxxxxxxxx…": '),
    (41, "a wild named 41: "),
])
def test_S_WILD_a_wild_named_a_huge_value_is_refused_in_a_few_words(client: FlaskClient, problem: Any,
                                                                    named: object, said: str) -> None:
    blue = [{"kind": "wild", "colour": "blue", "value": named}, *BLUE[1:]]
    body = problem(_rack(client, blue, RED), 422, rule="S-WILD", fields=["blue/0/value"])
    assert body["detail"].startswith(said) and len(body["detail"]) < 120, body["detail"]
    assert "1-40" in body["detail"]
    sv = problem(client.post("/v1/check/rack", json={"ruleset": "super-rack-o", "blue": blue, "red": RED},
                             headers={"Accept-Language": "sv"}), 422, rule="S-WILD")
    assert len(sv["detail"]) < 120, sv["detail"]


def test_S_WILD_a_legal_naming_is_judged_and_shown(client: FlaskClient, conforms: Any,
                                                   won_round: Any) -> None:
    blue = ["B2", "BW=6", "BW", *BLUE[3:]]
    body = conforms(_rack(client, blue, RED)).json
    assert body["legal"] is True
    assert body["wilds"] == [{"side": "blue", "row": 2, "value": 6, "named": True},
                             {"side": "blue", "row": 3, "value": 7, "named": False}]
    assert [r["value"] for r in body["sides"]["blue"]][:3] == [2, 6, 7]
    assert body["sides"]["blue"][1]["card"] == "BW"
    assert "is named 6" in body["reasons"][0]["text"] and body["reasons"][0]["rule"] == "S-WILD"
    saved = conforms(won_round(blue, RED))
    assert saved.status_code == 201 and saved.json["rack"]["blue"][:3] == ["B2", "BW=6", "BW"]


def test_S_WILD_without_a_naming_one_legal_value_or_none(client: FlaskClient, conforms: Any) -> None:
    found = conforms(_rack(client, ["B2", "BW", *BLUE[2:]], RED)).json
    assert found["wilds"] == [{"side": "blue", "row": 2, "value": 3, "named": False}]
    none = conforms(_rack(client, ["B9", "BW", "B5", *BLUE[3:]], RED)).json
    assert none["wilds"] == [] and none["legal"] is False
    assert [(r["row"], r["rule"]) for r in none["reasons"]] == [(2, "S-WILD"), (3, "S-WIN")]
    assert "keeps the blue side strictly increasing" in none["reasons"][0]["text"]


def test_S_WILD_the_card_taken_may_be_named_where_it_goes(client: FlaskClient, conforms: Any,
                                                          problem: Any) -> None:
    response = conforms(_move(client, BLUE, RED, play="exchange", card="BW=12",
                              slot={"side": "blue", "row": 4}))
    body = response.json
    assert response.status_code == 200 and body["legal"] is True
    assert body["slot_after"] == {"side": "blue", "row": 4, "card": "BW", "value": 12, "reasons": []}
    assert body["rack_after"]["blue"][3] == "BW" and body["super_rack_o_after"] is True
    problem(_move(client, BLUE, RED, play="exchange", card="BW=9", slot={"side": "blue", "row": 4}),
            422, rule="S-WILD", fields=["card"])
    problem(_move(client, BLUE, RED, card="BW=12"), 422, rule="S-WILD", fields=["card"])


@pytest.mark.parametrize(("named", "detail"), [
    (True, "a wild named true: name a whole number 1-40"),  # JSON's word, not Python's True
    ("abc", 'a wild named "abc": name a whole number 1-40'),
    (2.5, "a wild named 2.5: a wild stands for a whole number 1-40, never a fraction"),
    (41, "a wild named 41: a wild stands for a whole number 1-40"),  # a whole number, no fraction
    (0, "a wild named 0: a wild stands for a whole number 1-40"),
])
def test_S_WILD_a_refused_value_is_quoted_as_sent_and_told_what_is_wrong_with_it(
        client: FlaskClient, problem: Any, named: object, detail: str) -> None:
    blue = [{"kind": "wild", "colour": "blue", "value": named}, *BLUE[1:]]
    body = problem(_rack(client, blue, RED), 422, rule="S-WILD", fields=["blue/0/value"])
    assert body["detail"] == detail
