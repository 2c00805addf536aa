"""POST /v1/check/rack with a double rack (ruleset super-rack-o): verdict, wild values, reasons per row.

The golden racks are the rulebook's worked cases (tests/core/super_rack_o/data), here through HTTP.
"""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import pytest
from flask.testing import FlaskClient

GOLDEN = json.loads((Path(__file__).resolve().parents[1] / "core" / "super_rack_o" / "data"
                     / "super_rack_o_golden.json").read_text())["racks"]
WIN_BLUE = ["B2", "B5", "B9", "B14", "B20", "B26", "B33", "B39"]
WIN_RED = ["R1", "R7", "R8", "R15", "R21", "R30", "R36", "R40"]


def _check(client: FlaskClient, blue: list[Any], red: list[Any], **extra: Any) -> Any:
    return client.post("/v1/check/rack", json={"ruleset": "super-rack-o", "blue": blue, "red": red,
                                               **extra})


def _row(body: dict[str, Any], side: str, row: int) -> dict[str, Any]:
    entry = body["sides"][side][row - 1]
    assert entry["row"] == row
    return entry


@pytest.mark.parametrize("case", GOLDEN, ids=[c["name"] for c in GOLDEN])
def test_golden_racks_of_the_rulebook(client: FlaskClient, conforms: Any, case: dict[str, Any]) -> None:
    response = conforms(_check(client, case["rack"]["blue"], case["rack"]["red"]))
    assert response.status_code == 200, response.json
    body = response.json
    assert body["ruleset"] == "super-rack-o" and body["legal"] is case["super_rack_o"]
    if case["super_rack_o"]:
        assert [(r["side"], r["rule"]) for r in body["reasons"] if r["rule"] == "S-WIN"] == [
            ("blue", "S-WIN"), ("red", "S-WIN")]
        assert [[w["side"], w["row"], w["value"]] for w in body["wilds"]] == case["wilds"]
    else:
        assert [[r["side"], r["row"], r["rule"]] for r in body["reasons"]] == case["reasons"]
        for side, row, rule in case["reasons"]:
            assert rule in [r["rule"] for r in _row(body, side, row)["reasons"]]


def test_S_WILD_a_wild_between_16_and_17_is_not_legal(client: FlaskClient, conforms: Any) -> None:
    blue = ["B2", "B5", "B9", "B16", "BW", "B17", "B33", "B39"]
    body = conforms(_check(client, blue, WIN_RED)).json
    assert body["legal"] is False and body["wilds"] == []
    wild = _row(body, "blue", 5)
    assert wild["card"] == "BW" and wild["value"] is None
    [reason] = wild["reasons"]
    assert reason["rule"] == "S-WILD" and "16" in reason["text"] and "17" in reason["text"]
    assert all(_row(body, "blue", r)["reasons"] == [] for r in (1, 2, 3, 4, 6, 7, 8))


def test_S_WILD_a_wilds_value_is_said_with_the_numbers_that_fit_it(client: FlaskClient,
                                                                  conforms: Any) -> None:
    """The numbers a wild could stand for, as a player reads them: cards 1-40, never 0 or 41."""
    blue = ["BW", "B5", "B9", "BW", "BW", "B20", "B30", "BW"]
    body = conforms(_check(client, blue, WIN_RED)).json
    assert body["legal"] is True
    said = {r["row"]: r["text"] for r in body["reasons"] if r["rule"] == "S-WILD"}
    assert said == {1: "the blue wild in row 1 stands for 1: any whole number from 1 to 4 fits there",
                    4: "the blue wild in row 4 stands for 10: any whole number from 10 to 18 fits there",
                    5: "the blue wild in row 5 stands for 11: any whole number from 11 to 19 fits there",
                    8: "the blue wild in row 8 stands for 31: any whole number from 31 to 40 fits there"}
    named = conforms(_check(client, [*blue[:7], "BW=40"], WIN_RED)).json
    assert [r["text"] for r in named["reasons"] if r["row"] == 8 and r["rule"] == "S-WILD"] == [
        "the blue wild in row 8 is named 40: any whole number from 31 to 40 fits there"]
    only = conforms(_check(client, ["BW", "B2", *blue[2:]], WIN_RED)).json
    assert [r["text"] for r in only["reasons"] if r["row"] == 1] == [
        "the blue wild in row 1 stands for 1, the only whole number that fits there"]


def test_S_WIN_a_swap_card_in_the_rack_blocks_a_win(client: FlaskClient, conforms: Any) -> None:
    red = ["R1", "R7", "R8", "SWAP", "R21", "R30", "R36", "R40"]
    body = conforms(_check(client, WIN_BLUE, red)).json
    assert body["legal"] is False
    assert [(r["side"], r["row"], r["card"], r["rule"]) for r in body["reasons"]] == [
        ("red", 4, "SWAP", "S-WIN")]
    assert _row(body, "red", 4)["value"] is None


def test_S_WILD_a_winning_rack_with_wilds_and_their_values(client: FlaskClient, conforms: Any) -> None:
    blue = ["BW", "B4", "BW", "BW", "B20", "B26", "B33", "BW"]
    red = ["R1", "R7", "RW", "R15", "R21", "RW", "R36", "RW"]
    body = conforms(_check(client, blue, red)).json
    assert body["legal"] is True
    assert [(r["side"], r["row"], r["rule"]) for r in body["reasons"] if r["rule"] == "S-WILD"] == [
        ("blue", 1, "S-WILD"), ("blue", 3, "S-WILD"), ("blue", 4, "S-WILD"), ("blue", 8, "S-WILD"),
        ("red", 3, "S-WILD"), ("red", 6, "S-WILD"), ("red", 8, "S-WILD")]
    assert body["wilds"] == [{"side": side, "row": row, "value": value, "named": False}
                             for side, row, value in [
        ("blue", 1, 1), ("blue", 3, 5), ("blue", 4, 6), ("blue", 8, 34),
        ("red", 3, 8), ("red", 6, 22), ("red", 8, 37)]]
    assert [_row(body, "blue", r)["value"] for r in range(1, 9)] == [1, 4, 5, 6, 20, 26, 33, 34]


def test_S_WILD_a_blue_wild_on_the_red_side(client: FlaskClient, conforms: Any) -> None:
    red = ["R1", "R7", "R8", "BW", "R21", "R30", "R36", "R40"]
    body = conforms(_check(client, WIN_BLUE, red)).json
    assert body["legal"] is False
    assert [(r["side"], r["row"], r["rule"]) for r in body["reasons"]] == [("red", 4, "S-WILD")]


def test_cards_in_object_form_mean_the_same(client: FlaskClient, conforms: Any) -> None:
    def card(text: str) -> dict[str, Any]:
        if text in ("SWAP", "REV"):
            return {"kind": "swap" if text == "SWAP" else "reverse"}
        colour = {"B": "blue", "R": "red"}[text[0]]
        if text[1:] == "W":
            return {"kind": "wild", "colour": colour}
        return {"kind": "number", "colour": colour, "value": int(text[1:])}

    blue = ["BW", "B4", "BW", "B14", "B20", "B26", "B33", "B39"]
    red = ["R1", "R7", "R8", "REV", "R21", "R30", "R36", "R40"]
    as_text = conforms(_check(client, blue, red)).json
    as_objects = conforms(_check(client, [card(c) for c in blue], [card(c) for c in red])).json
    mixed = conforms(_check(client, [card(c) for c in blue], red)).json
    assert as_text == as_objects == mixed
    assert as_text["sides"]["red"][3]["card"] == "REV"


def test_card_text_is_read_in_any_case(client: FlaskClient, conforms: Any) -> None:
    lower = [c.lower() for c in WIN_BLUE[:-1]] + ["bw"]
    body = conforms(_check(client, lower, [c.lower() for c in WIN_RED])).json
    assert body["legal"] is True
    assert body["wilds"] == [{"side": "blue", "row": 8, "value": 34, "named": False}]


def test_the_rack_o_form_still_answers_as_before(client: FlaskClient, conforms: Any) -> None:
    response = conforms(client.post("/v1/check/rack", json={
        "ruleset": "hasbro", "players": 2, "rack": [3, 10, 11, 12, 22, 23, 27, 31, 35, 40]}))
    body = response.json
    assert response.status_code == 200 and body["legal"] is True and body["score"]["points"] == 75
    assert set(body) == {"ruleset", "players", "legal", "reasons", "score", "as_dealt"}  # as_dealt: R-DEAL


# --- malformed double racks: 422 problem+json naming the field -------------------------------------

def test_bad_card_text(client: FlaskClient, problem: Any) -> None:
    blue = ["B2", "B5", "blue nine", "B14", "B20", "B26", "B33", "B39"]
    body = problem(_check(client, blue, WIN_RED), 422, fields=["blue/2"])
    assert "blue nine" in body["errors"][0]["message"]


def test_a_number_41(client: FlaskClient, problem: Any) -> None:
    red = ["R1", "R7", "R8", "R15", "R21", "R30", "R36", "R41"]
    problem(_check(client, WIN_BLUE, red), 422, fields=["red/7"])
    as_object = [*WIN_RED[:7], {"kind": "number", "colour": "red", "value": 41}]
    problem(_check(client, WIN_BLUE, as_object), 422, fields=["red/7/value"])


def test_seven_cards_on_a_side(client: FlaskClient, problem: Any) -> None:
    body = problem(_check(client, WIN_BLUE[:7], WIN_RED), 422, fields=["blue"])
    assert "8" in body["errors"][0]["message"]


def test_the_same_number_card_twice(client: FlaskClient, problem: Any) -> None:
    blue = ["B2", "B5", "B9", "B14", "B20", "B26", "B33", "B9"]
    body = problem(_check(client, blue, WIN_RED), 422, fields=["blue/7"])
    assert "B9" in body["errors"][0]["message"]


def test_more_wilds_than_the_box_holds(client: FlaskClient, problem: Any) -> None:
    blue = ["BW", "BW", "BW", "BW", "BW", "BW", "B33", "B39"]
    problem(_check(client, blue, WIN_RED), 422, fields=["blue/5"])


def test_an_object_card_that_cannot_be(client: FlaskClient, problem: Any) -> None:
    blue = [{"kind": "swap", "value": 3}, *WIN_BLUE[1:]]
    problem(_check(client, blue, WIN_RED), 422, fields=["blue/0/value"])


def test_a_reverse_card_of_no_colour_of_the_box(client: FlaskClient, problem: Any,
                                                conforms: Any) -> None:
    red = ["R1", "R7", "R8", {"kind": "reverse", "colour": "green"}, "R21", "R30", "R36", "R40"]
    problem(_check(client, WIN_BLUE, red), 422, fields=["red/3/colour"])
    red[3] = {"kind": "reverse", "colour": "red"}  # a colour of the box rules nothing
    assert conforms(_check(client, WIN_BLUE, red)).json["sides"]["red"][3]["card"] == "REV"


def test_S_WILD_a_wild_named_null_is_not_named(client: FlaskClient, conforms: Any) -> None:
    blue = [{"kind": "wild", "colour": "blue", "value": None}, *WIN_BLUE[1:]]
    assert conforms(_check(client, blue, WIN_RED)).json == conforms(_check(client, ["BW", *WIN_BLUE[1:]],
                                                                           WIN_RED)).json


def test_the_two_forms_do_not_mix(client: FlaskClient, problem: Any) -> None:
    body = problem(_check(client, WIN_BLUE, WIN_RED, rack=list(range(1, 11))), 422, fields=["rack"])
    assert "Rack-O" in body["errors"][0]["message"]
    body = problem(client.post("/v1/check/rack", json={
        "ruleset": "hasbro", "players": 2, "rack": list(range(1, 11)), "blue": WIN_BLUE}),
        422, fields=["blue"])
    assert "super-rack-o" in body["errors"][0]["message"]


def test_an_unknown_ruleset_names_super_rack_o_too(client: FlaskClient, problem: Any) -> None:
    body = problem(_check(client, WIN_BLUE, WIN_RED, ruleset="super-racko"), 422)
    [ruleset] = [e for e in body["errors"] if e["field"] == "ruleset"]
    assert "super-rack-o" in ruleset["message"] and "hasbro" in ruleset["message"]
