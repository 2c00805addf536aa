"""POST /v1/check/move: may a player do this with the card they took? Every verdict cites the rules."""

from __future__ import annotations

from typing import Any

import pytest
from flask.testing import FlaskClient

RACK = [1, 12, 13, 16, 34, 22, 4, 24, 31, 40]
QUICK = [3, None, 13, None, 25, None, 36, None, 47, None]


def _move(client: FlaskClient, **move: Any) -> Any:
    body = {"ruleset": "hasbro", "players": 2, "rack": RACK, "card": 17, "taken_from": "stock", **move}
    return client.post("/v1/check/move", json={k: v for k, v in body.items() if v is not None})


def _verdict(conforms: Any, response: Any) -> tuple[bool, list[str]]:
    body = conforms(response).json
    assert response.status_code == 200, body
    return body["legal"], [r["rule"] for r in body["reasons"]]


def test_R_TURN_DISCARD_MUST_a_discard_pile_card_thrown_straight_back(client: FlaskClient,
                                                                     conforms: Any) -> None:
    for play in ("discard", "put_back"):
        response = _move(client, taken_from="discard", play=play)
        assert _verdict(conforms, response) == (False, ["R-TURN-DISCARD-MUST"])
        assert response.json["rack_after"] is None and response.json["discarded"] is None


def test_R_TURN_DISCARD_MUST_exchanging_it_is_legal(client: FlaskClient, conforms: Any) -> None:
    response = _move(client, taken_from="discard", play="exchange", slot=30)
    assert _verdict(conforms, response) == (True, ["R-TURN-DISCARD-MUST", "R-TURN-SAME-SLOT"])
    assert response.json["rack_after"] == [1, 12, 13, 16, 34, 17, 4, 24, 31, 40]
    assert response.json["discarded"] == 22 and response.json["rack_o_after"] is False


def test_R_TURN_STOCK_MAY_a_stock_card_discarded(client: FlaskClient, conforms: Any) -> None:
    response = _move(client, play="discard")
    assert _verdict(conforms, response) == (True, ["R-TURN-STOCK-MAY"])
    assert response.json["rack_after"] == RACK and response.json["discarded"] == 17


def test_R_TURN_STOCK_MAY_never_put_back(client: FlaskClient, conforms: Any) -> None:
    assert _verdict(conforms, _move(client, play="put_back")) == (False, ["R-TURN-STOCK-MAY"])


@pytest.mark.parametrize(("ruleset", "rack", "uses"), [
    ("swedish", RACK, {"en": "is exchanged for a rack card;", "sv": "blir bytt mot ett kort i stället;",
                       "it": "è scambiata con una carta della rastrelliera;"}),
    ("swedish-bonus", QUICK, {"en": "is exchanged or placed in an empty slot;",
                              "sv": "blir bytt mot ett kort i stället eller lagt på en tom plats;",
                              "it": "è scambiata con una carta della rastrelliera o messa in un posto "
                                    "vuoto;"}),
])
def test_R_TURN_STOCK_MUST_never_put_back_said_in_the_language_asked(
        client: FlaskClient, conforms: Any, ruleset: str, rack: list[int | None],
        uses: dict[str, str]) -> None:
    """Where a stock card must be used, the refusal says how, every word in the table's language."""
    for language, words in uses.items():
        response = client.post("/v1/check/move", headers={"Accept-Language": language}, json={
            "ruleset": ruleset, "players": 3, "rack": rack, "card": 17, "taken_from": "stock",
            "play": "put_back"})
        assert _verdict(conforms, response) == (False, ["R-TURN-STOCK-MUST"])
        assert words in response.json["reasons"][0]["text"]


def test_R_TURN_NO_REARRANGE_swapping_two_rack_cards(client: FlaskClient, conforms: Any) -> None:
    assert _verdict(conforms, _move(client, play="swap", slots=[30, 35])) == (False, ["R-TURN-NO-REARRANGE"])
    assert _verdict(conforms, _move(client, play="swap", slot=30, old_slot=35)) == (False,
                                                                                   ["R-TURN-NO-REARRANGE"])


def test_R_TURN_NO_REARRANGE_exchanging_two(client: FlaskClient, conforms: Any) -> None:
    verdict = _verdict(conforms, _move(client, taken_from="discard", play="exchange_two", slots=[25, 30]))
    assert verdict == (False, ["R-TURN-NO-REARRANGE"])


def test_R_TURN_SAME_SLOT_the_new_card_in_another_slot(client: FlaskClient, conforms: Any) -> None:
    response = _move(client, play="exchange", slot=20, old_slot=30)
    assert _verdict(conforms, response) == (False, ["R-TURN-SAME-SLOT"])
    assert "#30" in response.json["reasons"][0]["text"]
    same = _move(client, play="exchange", slot=30, old_slot=30)
    assert _verdict(conforms, same)[0] is True


def test_R_RACKO_a_move_that_completes_the_rack(client: FlaskClient, conforms: Any) -> None:
    rack = [2, 5, 9, 12, 13, 14, 30, 29, 33, 38]
    response = _move(client, rack=rack, card=24, taken_from="discard", play="exchange", slot=35)
    assert _verdict(conforms, response)[0] is True and response.json["rack_o_after"] is True


@pytest.mark.parametrize(("ruleset", "players", "card", "rules", "rack_o"), [
    ("hasbro", 2, 16, ["R-RUN3"], False),  # in order, no run of 3: the round goes on
    ("hasbro", 2, 15, ["R-RACKO", "R-RUN3"], True),  # 13, 14, 15: the round ends
    ("hasbro", 3, 16, ["R-RACKO"], True),
    ("hasbro-bonus", 3, 16, ["R-WAIT"], True),  # Rack-O is called: the player may call or wait
])
def test_R_RACKO_a_move_that_puts_the_rack_in_order_says_what_follows(
        client: FlaskClient, conforms: Any, ruleset: str, players: int, card: int, rules: list[str],
        rack_o: bool) -> None:
    """A move that leaves every card in order says whether the rack now goes Rack-O, and why."""
    rack = [2, 5, 9, 13, 14, 40, 24, 29, 33, 38]
    response = _move(client, ruleset=ruleset, players=players, rack=rack, card=card, play="exchange", slot=30)
    assert _verdict(conforms, response) == (True, ["R-TURN-STOCK-MAY", "R-TURN-SAME-SLOT", *rules])
    assert response.json["rack_o_after"] is rack_o


def test_R_QUICK_place_into_an_empty_slot(client: FlaskClient, conforms: Any) -> None:
    response = _move(client, ruleset="swedish-bonus", players=3, rack=QUICK, card=20, play="place", slot=20)
    assert _verdict(conforms, response) == (True, ["R-TURN-STOCK-MUST", "R-QUICK"])
    assert response.json["rack_after"] == [3, None, 13, 20, 25, None, 36, None, 47, None]
    assert response.json["discarded"] is None


def test_R_QUICK_place_refused(client: FlaskClient, conforms: Any) -> None:
    occupied = _move(client, ruleset="swedish-bonus", players=3, rack=QUICK, card=20, play="place", slot=15)
    assert _verdict(conforms, occupied) == (False, ["R-QUICK"])
    classic = _move(client, play="place", slot=20)
    assert _verdict(conforms, classic) == (False, ["R-QUICK"])


@pytest.mark.parametrize(("move", "rule", "fields"), [
    ({"card": 22, "play": "discard"}, "R-DECK", ["card"]),  # already in the rack
    ({"card": 41, "play": "discard"}, "R-DECK", ["card"]),  # outside a two-player deck
    ({"card": 0, "play": "discard"}, "R-DECK", ["card"]),
    ({"play": "exchange"}, None, ["slot"]),
    ({"play": "swap"}, None, ["slots"]),
    ({"play": "exchange", "slot": 12}, None, ["slot"]),
    ({"play": "swap", "slots": [30]}, None, ["slots"]),
    ({"play": "juggle"}, None, ["play"]),
    ({"play": "discard", "taken_from": "floor"}, None, ["taken_from"]),
    ({"play": "discard", "card": "17"}, None, ["card"]),
    ({"play": "discard", "card": 17.0}, None, ["card"]),
    ({"play": "discard", "rack": [*RACK[:9], 41]}, "R-DECK", ["rack/9"]),
    ({"play": "discard", "rack": [*RACK[:9], None]}, "R-QUICK", ["rack/9"]),
    ({"play": "discard", "why": "because"}, None, ["why"]),
    # a slot the play never uses is refused, not ignored: the answer would not be about that move
    ({"play": "discard", "slot": 25}, None, ["slot"]),
    ({"play": "put_back", "slots": [25, 30]}, None, ["slots"]),
    ({"play": "exchange", "slot": 25, "slots": [5, 10]}, None, ["slots"]),
    ({"play": "place", "slot": 25, "old_slot": 30}, None, ["old_slot"]),
])
def test_a_situation_that_cannot_be(client: FlaskClient, problem: Any, move: dict[str, Any], rule: str | None,
                                    fields: list[str]) -> None:
    problem(_move(client, **move), 422, rule=rule, fields=fields)
