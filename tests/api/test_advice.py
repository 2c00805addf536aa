"""POST /v1/advice (Rack-O): the advised choice, every legal alternative ranked, and why."""

from __future__ import annotations

from typing import Any

import pytest
from flask.testing import FlaskClient

from racko_api.core.plays import Pile
from racko_api.games.rack_o.plays import Play
from racko_api.games.rack_o.presets import get_ruleset
from racko_api.games.rack_o.turns import move_verdict

RACK = [3, 8, 14, 30, 19, 24, 27, 33, 36, 39]  # #20 (30) breaks the order


def _advice(client: FlaskClient, conforms: Any, **body: Any) -> dict[str, Any]:
    payload = {"ruleset": "hasbro", "players": 2, "rack": RACK, **body}
    response = conforms(client.post("/v1/advice", json={k: v for k, v in payload.items()
                                                        if v is not None}))
    assert response.status_code == 200, response.json
    return response.json  # type: ignore[no-any-return]


def _ranked(answer: dict[str, Any]) -> None:
    estimates = [a["estimate"] for a in answer["alternatives"]]
    points = [a["points"] for a in answer["alternatives"]]
    if "play" in answer:  # with a card in hand: by points, shown to one place, ties within 0.05
        assert all(a >= b - 0.1 for a, b in zip(points, points[1:], strict=False))
    else:  # before drawing: by estimate, ties within 0.0005, as the OpenAPI document says
        assert all(a >= b - 0.0005 for a, b in zip(estimates, estimates[1:], strict=False))
    assert all(0.0 <= e <= 1.0 for e in estimates)
    assert answer["estimate"] == estimates[0] and answer["points"] == points[0]


def test_a_card_that_fills_the_broken_slot_goes_there(client: FlaskClient, conforms: Any) -> None:
    answer = _advice(client, conforms, card=17, taken_from="stock", discard_top=5,
                     options={"rack_o_needs_run": {"length": 0}})
    assert (answer["play"], answer["slot"], answer["estimate"]) == ("exchange", 20, 1.0)
    let_go = answer["alternatives"][1]
    assert let_go["play"] == "discard"
    assert answer["reasons"][0] == {"rule": "R-TURN-SAME-SLOT", "text": "17 goes into #20 in place "
                                    "of 30, between 14 and 19: the rack is then a Rack-O, worth 75"}
    assert len(answer["reasons"]) == 2 and answer["reasons"][1]["rule"] == "R-SCORE-WIN"
    why = answer["reasons"][1]["text"]
    assert why.startswith(f"17 in #20: 75.0 points expected this round (± 0.0) against "
                          f"{let_go['points']:.1f} (± {let_go['points_sd']:.1f}) for letting the 17 "
                          "go: Rack-O with chance 1.00 against 0.")
    assert why.endswith("worth 75 against 75, and otherwise 50 points against 20")
    _ranked(answer)


def test_R_RUN3_the_advice_weighs_the_run_against_the_cards_in_order(
        client: FlaskClient, conforms: Any) -> None:
    """The 17 in #15 starts the run 17-19 a Rack-O needs (20 points if the other player goes out
    first); in #20 it puts every card in order (50): the two lead, ranked by their points, and
    the reasons say why the first beats the second."""
    answer = _advice(client, conforms, card=17, taken_from="stock", discard_top=5)
    _ranked(answer)
    # every slot is an exchange, and the stock card may also be let go: 11 legal choices
    assert len(answer["alternatives"]) == 11
    assert {a["play"] for a in answer["alternatives"]} == {"exchange", "discard"}
    first, second = answer["alternatives"][:2]
    assert {first["slot"], second["slot"]} == {15, 20} and answer["slot"] == first["slot"]
    assert answer["reasons"][0]["text"].startswith(f"17 goes into #{first['slot']} in place of ")
    assert answer["reasons"][1]["rule"] == "R-SCORE-WIN"
    assert answer["reasons"][1]["text"].startswith(
        f"17 in #{first['slot']}: {first['points']:.1f} points expected this round "
        f"(± {first['points_sd']:.1f}) against {second['points']:.1f} (± {second['points_sd']:.1f}) "
        f"for 17 in #{second['slot']}")
    assert any(r["rule"] == "R-RUN3" for r in answer["reasons"])


def test_R_TURN_DISCARD_MUST_a_card_from_the_discard_pile_is_never_advised_back(
        client: FlaskClient, conforms: Any) -> None:
    answer = _advice(client, conforms, card=1, taken_from="discard")
    plays = [a["play"] for a in answer["alternatives"]]
    assert "discard" not in plays and len(plays) == 10
    _ranked(answer)


def test_R_TURN_STOCK_MAY_a_useless_stock_card_is_let_go(client: FlaskClient, conforms: Any) -> None:
    rack = [2, 5, 9, 10, 11, 20, 23, 28, 38, 13]  # only #50 is missing: 39 or 40
    answer = _advice(client, conforms, rack=rack, card=1, taken_from="stock")
    assert answer["play"] == "discard" and answer["slot"] is None
    assert answer["reasons"][0]["rule"] == "R-TURN-STOCK-MAY"


DENIAL = {"rack": [5, 19, 15, 16, 17, 9, 33, 36, 37, 40], "card": 27, "taken_from": "stock",
          "discard_top": 35}


def test_R_TURN_a_card_the_next_player_is_seen_to_need_is_kept_from_it(client: FlaskClient,
                                                                       conforms: Any) -> None:
    """The next player was seen to put 8 into #20 and 10 into #30: the 9 fills its #25."""
    plain = _advice(client, conforms, **DENIAL)
    assert (plain["play"], plain["slot"]) == ("exchange", 30)  # the 9 would go
    assert all(a["gift"] is None for a in plain["alternatives"])
    seen = [None, None, None, 8, None, 10, 12, 25, 34, 39]
    answer = _advice(client, conforms, **DENIAL, next_rack=seen)
    assert (answer["play"], answer["slot"]) == ("discard", None)
    first = answer["alternatives"][0]
    rival = next(a for a in answer["alternatives"] if a["discards"] == 9)
    assert rival["estimate"] > first["estimate"]
    assert rival["gift"] > first["gift"] + (rival["estimate"] - first["estimate"])
    assert answer["reasons"][0] == {"rule": "R-TURN-STOCK-MAY", "text": "let the 27 go"}
    assert answer["reasons"][1]["rule"] == "R-TURN"
    assert answer["reasons"][1]["text"].startswith("keep the 9 from the next player")
    judged = [a["estimate"] - a["gift"] for a in answer["alternatives"] if a["gift"] is not None]
    assert judged == sorted(judged, reverse=True) and len(judged) >= 2
    assert _advice(client, conforms, **DENIAL, next_rack=seen) == answer  # one question, one answer


def test_R_DECK_a_card_given_twice_is_refused_with_where_it_already_is(client: FlaskClient,
                                                                      conforms: Any,
                                                                      problem: Any) -> None:
    for body, field, where in (({"card": 3, "taken_from": "stock"}, "card", "in the rack"),
                               ({**DENIAL, "next_rack": [27] + [None] * 9}, "next_rack/0",
                                "the card in hand"),
                               ({**DENIAL, "next_rack": [None] * 9 + [35]}, "next_rack/9",
                                "the discard top")):
        payload = {"ruleset": "hasbro", "players": 2, "rack": RACK, **body}
        response = conforms(client.post("/v1/advice", json=payload))
        assert response.status_code == 422
        error = next(e for e in response.json["errors"] if e["field"] == field)
        assert f"is already {where}; each card exists once" in error["message"]


def test_every_alternative_is_legal_for_the_checker(client: FlaskClient, conforms: Any) -> None:
    """The advice and the rules-dispute checker never disagree, in every edition."""
    for ruleset_id, players, rack, card in (
            ("hasbro", 2, RACK, 17), ("swedish", 3, [50, 3, 14, 22, 29, 33, 41, 46, 51, 58], 7),
            ("swedish-bonus", 2, [3, None, 13, None, 25, None, 36, None, 47, None], 30),
            ("parker-1992", 4, [10, 3, 14, 22, 29, 33, 41, 46, 51, 58], 60)):
        ruleset = get_ruleset(ruleset_id)
        for source in ("stock", "discard"):
            answer = _advice(client, conforms, ruleset=ruleset_id, players=players, rack=rack,
                             card=card, taken_from=source)
            for alt in answer["alternatives"]:
                slot = None if alt["slot"] is None else alt["slot"] // 5 - 1
                verdict = move_verdict(ruleset, tuple(rack), card, Pile(source), Play(alt["play"]), slot)
                assert verdict.legal, (ruleset_id, source, alt, verdict.reasons)


def test_before_drawing_the_discard_that_completes_the_rack_is_taken(client: FlaskClient,
                                                                      conforms: Any) -> None:
    rack = [2, 5, 9, 10, 11, 20, 23, 28, 31, 13]
    answer = _advice(client, conforms, rack=rack, discard_top=38)
    assert answer["take"] == "discard" and answer["estimate"] == 1.0
    assert answer["reasons"][0]["rule"] == "R-TURN-DISCARD-MUST"
    _ranked(answer)
    assert {a["take"] for a in answer["alternatives"]} == {"discard", "stock"}


def test_before_drawing_with_an_empty_discard_pile_only_the_stock(client: FlaskClient,
                                                                  conforms: Any) -> None:
    answer = _advice(client, conforms)
    assert answer["take"] == "stock" and [a["take"] for a in answer["alternatives"]] == ["stock"]


def test_seen_cards_change_how_many_can_fill_a_gap(client: FlaskClient, conforms: Any) -> None:
    rack = [2, 5, 9, 10, 11, 20, 23, 28, 31, 13]  # #50 needs one of 32-40
    plain = _advice(client, conforms, rack=rack)
    counted = _advice(client, conforms, rack=rack, seen=[32, 33, 34, 35, 36])
    gap = "#50 still needs 1 card above 31 and up to 40: "
    assert {"rule": "R-RACKO", "text": gap + "9 unseen cards can fill it"} in plain["reasons"]
    assert {"rule": "R-RACKO", "text": gap + "4 unseen cards can fill it (5 more seen on the "
            "discard pile)"} in counted["reasons"]
    assert counted["estimate"] < plain["estimate"]


@pytest.mark.parametrize(("body", "field"), [
    ({"card": 17}, "taken_from"),
    ({"taken_from": "stock"}, "card"),
    ({"card": 3, "taken_from": "stock"}, "card"),  # already in the rack
    ({"card": 41, "taken_from": "stock"}, "card"),  # not in the two-player 1-40 deck
    ({"discard_top": 8}, "discard_top"),
    ({"seen": [1, 8]}, "seen/1"),
    ({"rack": [1, 2, 3]}, "rack"),
    ({"players": 5}, "players"),
    ({"next_rack": [3] + [None] * 9}, "next_rack/0"),  # already in the rack
    ({"next_rack": [None] * 9 + [41]}, "next_rack/9"),  # not in the 1-40 deck
    ({"next_rack": [None] * 9}, "next_rack"),  # not 10 slots
])
def test_bad_input_is_a_422_naming_the_field(client: FlaskClient, conforms: Any, problem: Any,
                                             body: dict[str, Any], field: str) -> None:
    payload = {"ruleset": "hasbro", "players": 2, "rack": RACK, **body}
    response = conforms(client.post("/v1/advice", json=payload))
    assert response.status_code == 422
    assert field in {e["field"] for e in response.json["errors"]}


BLUE = ["B3", "B8", "REV", "R14", "B17", "B22", "B30", "B38"]
RED = ["R1", "R5", "R9", "B16", "R20", "R25", "R33", "R40"]


def _super(client: FlaskClient, conforms: Any, **body: Any) -> dict[str, Any]:
    payload = {"ruleset": "super-rack-o", "blue": BLUE, "red": RED, **body}
    response = conforms(client.post("/v1/advice", json=payload))
    assert response.status_code == 200, response.json
    answer = response.json
    estimates = [a["estimate"] for a in answer["alternatives"]]
    assert estimates == sorted(estimates, reverse=True) and answer["action"] == \
        answer["alternatives"][0]["action"]
    return answer  # type: ignore[no-any-return]


def test_S_SWAP_a_drawn_swap_is_played_on_an_opponent(client: FlaskClient, conforms: Any) -> None:
    answer = _super(client, conforms, card="SWAP", taken_from="stock")
    assert answer["action"]["type"] == "play_swap" and answer["action"]["target_seat"] == 1
    assert answer["reasons"][0]["rule"] == "S-SWAP"
    kinds = {a["action"]["type"] for a in answer["alternatives"]}
    assert kinds == {"play_swap", "exchange", "discard"}


def test_S_SWAP_a_swap_that_puts_both_cards_right_is_accepted(client: FlaskClient,
                                                              conforms: Any) -> None:
    answer = _super(client, conforms, pending={"card": "swap", "row": 4})
    assert answer["action"] == {"type": "accept_swap"}


def test_S_REVERSE_a_swap_that_hurts_is_reversed(client: FlaskClient, conforms: Any) -> None:
    answer = _super(client, conforms, pending={"card": "swap", "row": 2})
    assert answer["action"]["type"] == "play_reverse" and answer["action"]["row"] == 2
    assert answer["reasons"][0]["rule"] == "S-REVERSE"


def test_super_rack_o_a_card_goes_where_it_helps(client: FlaskClient, conforms: Any) -> None:
    answer = _super(client, conforms, card="B12", taken_from="discard")
    assert answer["action"] == {"type": "exchange", "slot": {"side": "blue", "row": 3}}
    assert "discard" not in {a["action"]["type"] for a in answer["alternatives"]}


def test_super_rack_o_bad_input_is_a_422(client: FlaskClient, conforms: Any) -> None:
    for body, field in (({"card": "B12"}, "taken_from"), ({"card": "B3", "taken_from": "stock"}, "card"),
                        ({"pending": {"card": "swap", "row": 9}}, "pending/row")):
        payload = {"ruleset": "super-rack-o", "blue": BLUE, "red": RED, **body}
        response = conforms(client.post("/v1/advice", json=payload))
        assert response.status_code == 422, (body, response.json)
        assert any(e["field"].startswith(field) for e in response.json["errors"]), response.json


@pytest.mark.parametrize("ruleset", ["swedish", "swedish-bonus"])
def test_R_TURN_STOCK_MUST_a_swedish_stock_card_is_never_advised_away(
        client: FlaskClient, conforms: Any, ruleset: str) -> None:
    rack = ([2, 5, 9, 10, 11, 20, 23, 28, 38, 13] if ruleset == "swedish"
            else [2, None, 9, None, 11, None, 23, None, 38, None])
    answer = _advice(client, conforms, ruleset=ruleset, players=2, rack=rack, card=1,
                     taken_from="stock")
    assert "discard" not in {a["play"] for a in answer["alternatives"]}
    assert len(answer["alternatives"]) == 10
    before = _advice(client, conforms, ruleset=ruleset, players=2, rack=rack, discard_top=60)
    assert {a["take"] for a in before["alternatives"]} == {"discard", "stock"}


@pytest.mark.parametrize(("body", "field", "message"), [
    ({}, "ruleset", "Missing data for required field."),  # missing: not "must be one of ..."
    ({"ruleset": "hasbro-2"}, "ruleset", "must be one of: hasbro, "),
    ({"ruleset": "super-rack-o", "blue": BLUE, "red": RED, "discard_top": 17}, "discard_top",
     "a card is a text (B1-B40, R1-R40, BW, RW, SWAP or REV) or an object"),
    ({"ruleset": "super-rack-o", "blue": ["BW=abc", *BLUE[1:]], "red": RED}, "blue/0",
     'a wild named "abc": name a whole number 1-40'),
    ({"ruleset": "super-rack-o", "blue": ["BW=2.5", *BLUE[1:]], "red": RED}, "blue/0",
     'a wild named "2.5": a wild stands for a whole number 1-40, never a fraction'),
])
def test_a_refusal_says_what_is_wrong_with_the_field(client: FlaskClient, conforms: Any,
                                                     body: dict[str, Any], field: str,
                                                     message: str) -> None:
    response = conforms(client.post("/v1/advice", json=body))
    assert response.status_code == 422
    said = {e["field"]: e["message"] for e in response.json["errors"]}
    assert said[field].startswith(message)


TIE_RACK = [1, 4, 7, 12, 15, 18, 22, 26, 31, 37]
WAITING = [2, 5, 9, 13, 22, 23, 30, 33, 41, 47]  # a Rack-O, 22-23 waiting for a third card


def test_tie_position_13_goes_into_25_and_the_reasons_say_why_in_points(client: FlaskClient,
                                                              conforms: Any) -> None:
    answer = _advice(client, conforms, rack=TIE_RACK, card=13, taken_from="stock")
    first = answer["alternatives"][0]
    at_15 = next(a for a in answer["alternatives"] if a["slot"] == 15)
    assert answer["slot"] == 25
    assert first["estimate"] == at_15["estimate"]  # alike to four places by the chance of Rack-O
    assert first["points"] > at_15["points"]  # 50 if another player goes out, not 15
    assert answer["reasons"][1]["rule"] == "R-SCORE-WIN"
    assert answer["reasons"][1]["text"].startswith(
        f"13 in #25: {first['points']:.1f} points expected this round (± {first['points_sd']:.1f})")
    _ranked(answer)
    assert answer["call"] is None  # Hasbro: going Rack-O is automatic


@pytest.mark.parametrize(("ruleset", "players"), [("hasbro-bonus", 3), ("parker-1992-bonus", 2)])
def test_R_BONUS_a_rack_o_waiting_for_a_run_keeps_the_card_that_makes_it(
        client: FlaskClient, conforms: Any, ruleset: str, players: int) -> None:
    answer = _advice(client, conforms, ruleset=ruleset, players=players, rack=WAITING, card=24,
                     taken_from="stock", turns=30)
    assert (answer["play"], answer["slot"], answer["points"]) == ("exchange", 35, 125)
    let_go = next(a for a in answer["alternatives"] if a["play"] == "discard")
    assert let_go["points"] == 75 and let_go["value"] == let_go["estimate"] == 1.0
    assert answer["call"]["now"] is True and answer["call"]["points_now"] == 125
    assert answer["call"]["rule"] == "R-WAIT" and answer["call"]["reason"].startswith("call now")
    taken = _advice(client, conforms, ruleset=ruleset, players=players, rack=WAITING,
                    discard_top=24)
    assert (taken["take"], taken["points"]) == ("discard", 125)
    assert taken["call"]["now"] is False and taken["call"]["reason"].startswith("draw first")
    held = _advice(client, conforms, ruleset=ruleset, players=players, rack=WAITING, card=24,
                   taken_from="discard")
    assert held["slot"] == 35  # not #30, which breaks the run


@pytest.mark.parametrize(("ruleset", "players"), [("hasbro-bonus", 3), ("parker-1992-bonus", 2)])
def test_R_WAIT_a_rack_o_not_yet_called_is_said_to_be_one_before_drawing(
        client: FlaskClient, conforms: Any, ruleset: str, players: int) -> None:
    body = {"ruleset": ruleset, "players": players, "rack": WAITING}
    taken = _advice(client, conforms, **body, discard_top=24)
    assert taken["reasons"][0] == {"rule": "R-TURN-DISCARD-MUST", "text": (
        "take the 24 from the discard pile: the rack is already a Rack-O, worth 75, and the 24 "
        "makes it score more than a stock card would on average; it must go into the rack")}
    drawn = _advice(client, conforms, **body, discard_top=50)
    assert drawn["take"] == "stock"
    assert drawn["reasons"][0] == {"rule": "R-TURN", "text": (
        "draw from the stock: the rack is already a Rack-O, worth 75, and the 50 on the discard "
        "pile adds no more to its score than a stock card does on average")}
    assert not any("closer" in r["text"] or "helps the rack" in r["text"] for r in drawn["reasons"])


def test_R_BONUS_a_run_of_3_is_made_4_and_4_made_5(client: FlaskClient, conforms: Any) -> None:
    body = {"ruleset": "parker-1992-bonus", "card": 25, "taken_from": "stock"}
    four = _advice(client, conforms, **body, rack=[2, 5, 9, 13, 22, 23, 24, 33, 41, 47])
    assert (four["slot"], four["points"]) == (40, 175)
    five = _advice(client, conforms, **body, rack=[2, 5, 9, 21, 22, 23, 24, 33, 41, 47])
    assert (five["slot"], five["points"]) == (40, 275)


def test_R_TARGET_totals_near_the_target_call_at_once(client: FlaskClient, conforms: Any) -> None:
    body = {"ruleset": "parker-1992-bonus", "rack": WAITING, "card": 60, "taken_from": "stock"}
    assert _advice(client, conforms, **body)["call"]["now"] is False  # the deal: wait for a run
    won = _advice(client, conforms, **body, totals=[430, 200])
    assert won["call"]["now"] is True and won["call"]["rule"] == "R-TARGET"
    assert won["call"]["reason"].startswith("call now: 430 + 75 reaches the target of 500")
    lower = _advice(client, conforms, **body, totals=[330, 200], target=400)
    assert lower["call"]["rule"] == "R-TARGET"


def test_totals_need_one_for_each_player(client: FlaskClient, conforms: Any, problem: Any) -> None:
    response = conforms(client.post("/v1/advice", json={
        "ruleset": "parker-1992-bonus", "players": 3, "rack": WAITING, "totals": [1, 2]}))
    problem(response, 422, fields=["totals"])


def test_R_TURN_STOCK_MUST_the_swedish_stock_rule_is_cited(client: FlaskClient,
                                                         conforms: Any) -> None:
    answer = _advice(client, conforms, ruleset="swedish", rack=[1, 4, 7, 12, 15, 18, 22, 26, 31, 37],
                     card=60, taken_from="stock")
    assert any(r["rule"] == "R-TURN-STOCK-MUST" for r in answer["reasons"])
