"""POST /v1/check/rack for Super Rack-O answers whether a double rack is the rack as dealt
(S-DEAL) and whether a Super Rack-O dealt so may be called at once (S-CALL)."""

from __future__ import annotations

from typing import Any

from flask.testing import FlaskClient

BLUE = ["B2", "B5", "B9", "B14", "B20", "B26", "B33", "B39"]
RED = ["R1", "R7", "R8", "R15", "R21", "R30", "R36", "R40"]  # with BLUE: a Super Rack-O
MIXED = ["R2", "B7", "R9", "B15", "SWAP", "BW", "R37", "B40"]


def _zigzag(blue: list[str], red: list[str]) -> list[str]:
    """The cards in the order S-DEAL deals them: blue row 8, red row 8, blue row 7 ... red row 1."""
    return [card for row in range(8, 0, -1) for card in (blue[row - 1], red[row - 1])]


def _check(client: FlaskClient, conforms: Any, blue: list[str], red: list[str], **body: Any) -> Any:
    return conforms(client.post("/v1/check/rack", json={"ruleset": "super-rack-o", "blue": blue,
                                                        "red": red, **body}))


def test_S_CALL_a_super_rack_o_as_dealt_may_be_called_at_once(client: FlaskClient,
                                                              conforms: Any) -> None:
    answer = _check(client, conforms, BLUE, RED, dealt=_zigzag(BLUE, RED))
    assert answer.status_code == 200 and answer.json["legal"] is True
    dealt = answer.json["as_dealt"]
    assert dealt["possible"] is True and [r["rule"] for r in dealt["reasons"]] == ["S-DEAL", "S-CALL"]
    assert "at once" in dealt["reasons"][1]["text"]


def test_S_DEAL_the_order_dealt_decides_and_a_rack_not_won_is_not_called(client: FlaskClient,
                                                                        conforms: Any) -> None:
    dealt = _zigzag(MIXED, RED)
    answer = _check(client, conforms, MIXED, RED, dealt=dealt)
    assert answer.json["legal"] is False
    assert answer.json["as_dealt"] == {"possible": True, "reasons": [answer.json["as_dealt"]["reasons"][0]]}
    assert answer.json["as_dealt"]["reasons"][0]["rule"] == "S-DEAL"
    reversed_order = _check(client, conforms, MIXED, RED, dealt=dealt[::-1]).json["as_dealt"]
    assert reversed_order["possible"] is False and reversed_order["reasons"][0]["rule"] == "S-DEAL"


def test_S_DEAL_without_dealt_there_is_no_as_dealt_and_the_verdict_is_the_same(
        client: FlaskClient, conforms: Any) -> None:
    plain = _check(client, conforms, BLUE, RED).json
    given = _check(client, conforms, BLUE, RED, dealt=_zigzag(BLUE, RED)).json
    assert "as_dealt" not in plain
    assert {k: v for k, v in given.items() if k != "as_dealt"} == plain


def test_S_DEAL_dealt_must_be_the_racks_cards(client: FlaskClient, problem: Any) -> None:
    def refused(dealt: list[str]) -> Any:
        return client.post("/v1/check/rack", json={"ruleset": "super-rack-o", "blue": BLUE,
                                                   "red": RED, "dealt": dealt})

    problem(refused(_zigzag(BLUE, RED)[:15] + ["B3"]), 422, rule="S-DEAL", fields=["dealt"])
    problem(refused(_zigzag(BLUE, RED)[:15]), 422, fields=["dealt"])
    problem(refused(["X9"] * 16), 422, fields=["dealt/0"])
