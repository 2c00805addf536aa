"""POST /v1/check/move with ruleset super-rack-o: may I do this now? Every verdict cites the rules.

The verdicts are the engine's own (a game would accept or refuse the same move), so a few are
also played through the engine here to show the two agree.
"""

from __future__ import annotations

from typing import Any

import pytest
from flask.testing import FlaskClient

from racko_api.games.super_rack_o import Colour, DoubleRack, Slot, apply, build_state, can_apply, parse_card
from racko_api.games.super_rack_o.actions import TAKE_DISCARD, exchange

BLUE = ["B2", "B5", "B9", "B14", "B20", "B26", "B33", "B39"]
RED = ["R1", "R7", "R8", "SWAP", "R21", "R30", "R36", "R40"]  # one swap card short of a win
WITH_REVERSE = ["REV", "R7", "R8", "R15", "R21", "R30", "R36", "R40"]


def _move(client: FlaskClient, blue: list[Any] = BLUE, red: list[Any] = RED, **move: Any) -> Any:
    return client.post("/v1/check/move", json={"ruleset": "super-rack-o", "blue": blue, "red": red,
                                               **move})


def _verdict(conforms: Any, response: Any) -> tuple[bool, list[str]]:
    body = conforms(response).json
    assert response.status_code == 200, body
    assert body["ruleset"] == "super-rack-o"
    return body["legal"], [r["rule"] for r in body["reasons"]]


def _rack(blue: list[str], red: list[str]) -> DoubleRack[Any]:
    return DoubleRack(tuple(map(parse_card, blue)), tuple(map(parse_card, red)))


def _refused(body: dict[str, Any]) -> None:
    assert body["rack_after"] is None and body["discarded"] is None
    assert body["slot_after"] is None and body["super_rack_o_after"] is None


def test_S_TURN_a_swap_card_may_not_be_taken_from_the_discard_pile(client: FlaskClient,
                                                                   conforms: Any) -> None:
    for play in ({"play": "exchange", "slot": {"side": "blue", "row": 1}},
                 {"play": "play_swap", "row": 3}):
        response = _move(client, card="SWAP", taken_from="discard", **play)
        assert _verdict(conforms, response) == (False, ["S-TURN"])
        assert "discard pile" in response.json["reasons"][0]["text"]
        _refused(response.json)


def test_S_TURN_a_reverse_card_may_not_be_taken_from_the_discard_pile(client: FlaskClient,
                                                                      conforms: Any) -> None:
    response = _move(client, card={"kind": "reverse"}, taken_from="discard", play="exchange",
                     slot={"side": "red", "row": 4})
    assert _verdict(conforms, response) == (False, ["S-TURN"])


def test_S_TURN_a_wild_may_be_taken_from_the_discard_pile(client: FlaskClient, conforms: Any) -> None:
    response = _move(client, card="RW", taken_from="discard", play="exchange",
                     slot={"side": "red", "row": 4})
    # the swap card it replaces is played (S-SWAP); the rack after it is a Super Rack-O
    assert _verdict(conforms, response) == (True, ["S-TURN", "S-TURN", "S-SWAP"])
    body = response.json
    assert body["rack_after"] == {"blue": BLUE, "red": ["R1", "R7", "R8", "RW", "R21", "R30", "R36", "R40"]}
    assert body["discarded"] == "SWAP"
    assert body["slot_after"] == {"side": "red", "row": 4, "card": "RW", "value": 9, "reasons": []}
    assert body["super_rack_o_after"] is True


def test_S_TURN_a_card_from_the_discard_pile_must_be_exchanged(client: FlaskClient, conforms: Any) -> None:
    response = _move(client, card="R12", taken_from="discard", play="discard")
    assert _verdict(conforms, response) == (False, ["S-TURN"])
    response = _move(client, card="R12", taken_from="stock", play="discard")
    assert _verdict(conforms, response) == (True, ["S-TURN", "S-TURN"])
    assert response.json["discarded"] == "R12" and response.json["rack_after"] == {"blue": BLUE, "red": RED}


def test_S_WILD_a_blue_wild_on_the_red_side_is_no_legal_wild(client: FlaskClient, conforms: Any) -> None:
    """The exchange itself is a turn like any other (a game accepts it); the wild is not legal there."""
    response = _move(client, card="BW", taken_from="stock", play="exchange",
                     slot={"side": "red", "row": 2})
    legal, rules = _verdict(conforms, response)
    assert legal is True and rules[-1] == "S-WILD"
    body = response.json
    assert body["slot_after"]["card"] == "BW" and body["slot_after"]["value"] is None
    assert [r["rule"] for r in body["slot_after"]["reasons"]] == ["S-WILD"]
    assert "side of its colour" in body["reasons"][-1]["text"]
    assert body["super_rack_o_after"] is False
    # the engine, asked directly, agrees that the exchange is a legal move
    other = _rack(["B1", "B3", "B4", "B6", "B7", "B8", "B10", "B11"],
                  ["R2", "R3", "R4", "R5", "R6", "R9", "R10", "R11"])
    state, _ = apply(build_state([_rack(BLUE, RED), other], discard=[parse_card("BW")]), 0, TAKE_DISCARD)
    assert can_apply(state, 0, exchange(Slot(Colour.RED, 2)))


def test_S_SWAP_exchanging_a_swap_card_out_plays_it(client: FlaskClient, conforms: Any) -> None:
    response = _move(client, card="R15", taken_from="stock", play="exchange",
                     slot={"side": "red", "row": 4})
    assert _verdict(conforms, response) == (True, ["S-TURN", "S-TURN", "S-SWAP"])
    assert response.json["discarded"] == "SWAP" and response.json["super_rack_o_after"] is True


def test_S_SWAP_a_drawn_swap_is_played_at_once(client: FlaskClient, conforms: Any) -> None:
    response = _move(client, card="SWAP", taken_from="stock", play="play_swap", row=5)
    assert _verdict(conforms, response) == (True, ["S-TURN", "S-SWAP"])
    body = response.json
    assert "row 5" in body["reasons"][-1]["text"]
    assert body["discarded"] == "SWAP" and body["rack_after"] == {"blue": BLUE, "red": RED}


def test_S_SWAP_only_a_swap_card_plays_as_a_swap(client: FlaskClient, conforms: Any) -> None:
    response = _move(client, card="B12", taken_from="stock", play="play_swap", row=5)
    assert _verdict(conforms, response) == (False, ["S-SWAP"])


def test_S_SWAP_accepting_a_swap_switches_the_row(client: FlaskClient, conforms: Any) -> None:
    response = _move(client, play="accept_swap", pending={"card": "swap", "row": 2})
    assert _verdict(conforms, response) == (True, ["S-SWAP"])
    after = response.json["rack_after"]
    assert after["blue"][1] == "R7" and after["red"][1] == "B5"
    assert after["blue"][2:] == BLUE[2:] and after["red"][2:] == RED[2:]
    assert response.json["discarded"] is None


def test_S_REVERSE_accepting_a_reverse_switches_the_row_it_names(client: FlaskClient,
                                                                 conforms: Any) -> None:
    """The swapper reversed switches the row the reverse named: the penalty S-REVERSE gives."""
    response = _move(client, play="accept_swap", pending={"card": "reverse", "row": 2})
    assert _verdict(conforms, response) == (True, ["S-REVERSE"])
    after = response.json["rack_after"]
    assert after["blue"][1] == "R7" and after["red"][1] == "B5"


@pytest.mark.parametrize("aimed", ["swap", "reverse"])
def test_S_REVERSE_a_swap_or_a_reverse_can_be_reversed(client: FlaskClient, conforms: Any,
                                                      aimed: str) -> None:
    response = _move(client, red=WITH_REVERSE, play="play_reverse", row=6,
                     pending={"card": aimed, "row": 2}, slot={"side": "red", "row": 1})
    assert _verdict(conforms, response) == (True, ["S-REVERSE", "S-REVERSE"])
    body = response.json
    assert body["discarded"] == "REV" and "row 6" in body["reasons"][0]["text"]
    cancelled = {"swap": "the swap is cancelled",
                 "reverse": "the reverse the opponent just played is cancelled"}[aimed]
    assert cancelled in body["reasons"][0]["text"]
    assert "must switch row 6 instead" in body["reasons"][0]["text"]
    if aimed == "reverse":
        assert "swap is cancelled" not in body["reasons"][0]["text"]
    assert "red row 1" in body["reasons"][1]["text"]  # the reverser refills that slot
    assert body["rack_after"] is None  # ... from the draw pile, which nobody sees


def test_S_REVERSE_without_a_reverse_card(client: FlaskClient, conforms: Any) -> None:
    response = _move(client, play="play_reverse", row=6, pending={"card": "reverse", "row": 2})
    assert _verdict(conforms, response) == (False, ["S-REVERSE"])
    _refused(response.json)


def test_S_REVERSE_the_slot_named_holds_no_reverse_card(client: FlaskClient, conforms: Any) -> None:
    response = _move(client, red=WITH_REVERSE, play="play_reverse", row=6,
                     pending={"card": "swap", "row": 2}, slot={"side": "red", "row": 2})
    assert _verdict(conforms, response) == (False, ["S-REVERSE"])
    assert "R7" in response.json["reasons"][0]["text"]


# --- situations that cannot be: 422 naming the field ---------------------------------------------

def test_a_play_without_the_fields_it_needs(client: FlaskClient, problem: Any) -> None:
    problem(_move(client, card="B12", taken_from="stock", play="exchange"), 422, fields=["slot"])
    problem(_move(client, play="play_reverse", pending={"card": "swap", "row": 1}), 422, fields=["row"])
    problem(_move(client, play="accept_swap"), 422, fields=["pending"])


def test_a_field_the_play_does_not_use(client: FlaskClient, problem: Any) -> None:
    problem(_move(client, play="accept_swap", pending={"card": "swap", "row": 1}, card="B12"),
            422, fields=["card"])


def test_a_card_taken_that_is_already_in_the_rack(client: FlaskClient, problem: Any) -> None:
    body = problem(_move(client, card="B9", taken_from="stock", play="discard"), 422, fields=["card"])
    assert "B9" in body["detail"]


def test_a_malformed_card_or_rack(client: FlaskClient, problem: Any) -> None:
    problem(_move(client, card="B0", taken_from="stock", play="discard"), 422, fields=["card"])
    problem(_move(client, blue=BLUE[:7], card="B12", taken_from="stock", play="discard"),
            422, fields=["blue"])


def test_the_rack_o_form_still_answers_as_before(client: FlaskClient, conforms: Any) -> None:
    response = conforms(client.post("/v1/check/move", json={
        "ruleset": "hasbro", "players": 2, "rack": [1, 12, 13, 16, 34, 22, 4, 24, 31, 40],
        "card": 17, "taken_from": "stock", "play": "discard"}))
    assert response.status_code == 200
    assert set(response.json) == {"legal", "reasons", "rack_after", "discarded", "rack_o_after"}


ALMOST = ["R1", "R7", "R8", "R3", "R21", "R30", "R36", "R40"]  # R3 out of place in row 4


@pytest.mark.parametrize(("move", "may", "rule"), [
    # the exchange completes the rack and ends the turn: call now
    ({"red": ALMOST, "card": "R15", "taken_from": "stock", "play": "exchange",
      "slot": {"side": "red", "row": 4}}, True, "S-CALL"),
    # exchanging the swap card out plays it: the opponent and row are still to be named
    ({"card": "R15", "taken_from": "stock", "play": "exchange", "slot": {"side": "red", "row": 4}},
     False, "S-CALL"),
    # the card taken is thrown away: the rack still holds the swap card, nothing to call
    ({"card": "R15", "taken_from": "stock", "play": "discard"}, False, "S-WIN"),
    # a swap played at the opponent waits for its answer: nobody calls meanwhile
    ({"card": "SWAP", "taken_from": "stock", "play": "play_swap", "row": 2}, False, "S-CALL"),
    # refused (a swap may not be taken from the discard pile): nothing was taken, and the rack,
    # swap card and all, is no Super Rack-O
    ({"card": "SWAP", "taken_from": "discard", "play": "exchange", "slot": {"side": "red", "row": 4}},
     False, "S-WIN"),
])
def test_S_CALL_the_move_check_says_whether_the_player_may_call_now(
        client: FlaskClient, conforms: Any, move: dict[str, Any], may: bool, rule: str) -> None:
    body = conforms(_move(client, **move)).json
    assert body["may_call_now"] is may and body["call_reason"]["rule"] == rule
    assert body["call_reason"]["text"]
    if may:
        assert body["super_rack_o_after"] is True and "SUPER RACK-O!" in body["call_reason"]["text"]


def test_S_CALL_the_answer_to_a_swap_and_to_a_reverse_waits_or_calls(client: FlaskClient,
                                                                     conforms: Any) -> None:
    winner = ["R1", "R7", "R8", "R15", "R21", "R30", "R36", "R40"]
    accepted = conforms(_move(client, red=winner, play="accept_swap",
                              pending={"card": "swap", "row": 2})).json
    assert accepted["legal"] and accepted["may_call_now"] is False  # row 2 switched: no win
    assert accepted["call_reason"]["rule"] == "S-WIN"
    reversed_ = conforms(_move(client, red=WITH_REVERSE, play="play_reverse", row=3,
                               pending={"card": "swap", "row": 2})).json
    assert reversed_["legal"] and reversed_["may_call_now"] is False
    assert reversed_["call_reason"]["rule"] == "S-CALL"  # the swapper may reverse again
    sv = conforms(client.post("/v1/check/move", headers={"Accept-Language": "sv"}, json={
        "ruleset": "super-rack-o", "blue": BLUE, "red": ALMOST, "card": "R15", "taken_from": "stock",
        "play": "exchange", "slot": {"side": "red", "row": 4}})).json
    assert sv["may_call_now"] and "ropa" in sv["call_reason"]["text"]


@pytest.mark.parametrize(("language", "moved", "refilled"), [
    ("it", "va nella riga 4 del lato rosso", "la riga 1 del lato rosso viene riempita"),
    ("sv", "läggs på rad 4 på den röda sidan", "rad 1 på den röda sidan fylls"),
])
def test_the_slot_a_card_goes_into_reads_in_the_language(client: FlaskClient, conforms: Any,
                                                         language: str, moved: str, refilled: str) -> None:
    """A row of a side is named with its article and agreement where it stands in the sentence."""
    body = {"ruleset": "super-rack-o", "blue": BLUE, "red": RED, "card": "RW", "taken_from": "discard",
            "play": "exchange", "slot": {"side": "red", "row": 4}}
    answer = conforms(client.post("/v1/check/move", json=body, headers={"Accept-Language": language}))
    assert moved in answer.json["reasons"][1]["text"]
    body = {"ruleset": "super-rack-o", "blue": BLUE, "red": WITH_REVERSE, "play": "play_reverse",
            "row": 6, "pending": {"card": "swap", "row": 2}, "slot": {"side": "red", "row": 1}}
    answer = conforms(client.post("/v1/check/move", json=body, headers={"Accept-Language": language}))
    assert refilled in answer.json["reasons"][1]["text"]
