"""The Super Rack-O dispute cases of tests/data/disputes_super_rack_o.json, through the HTTP API.

Each case was answered from the rulebook first (its deciding sentence is quoted in the file).
A case about a move is played through the engine as well, at a table of two set up here: the
engine must accept or refuse it for the same rule, and leave the same rack.
"""

from __future__ import annotations

import json
from collections import Counter
from pathlib import Path
from typing import Any

import pytest
from flask.testing import FlaskClient

from racko_api.core.errors import IllegalMove
from racko_api.games.super_rack_o import DoubleRack, apply, build_state, parse_card, read_rack, read_slot
from racko_api.games.super_rack_o.actions import (
    ACCEPT_SWAP,
    DISCARD,
    DRAW_STOCK,
    TAKE_DISCARD,
    Action,
    exchange,
    play_reverse,
    play_swap,
)
from racko_api.games.super_rack_o.cards import REVERSE, SWAP, Card, Kind
from racko_api.games.super_rack_o.deck import DECK
from racko_api.games.super_rack_o.events import Event
from racko_api.games.super_rack_o.state import GameState

CASES = json.loads((Path(__file__).resolve().parents[1] / "data" / "disputes_super_rack_o.json")
                   .read_text(encoding="utf-8"))["cases"]
MOVES = [c for c in CASES if c["endpoint"] == "/v1/check/move" and c["answer"]["status"] == 200]
ME, OTHER = 0, 1


def test_the_golden_file_holds_enough_cases_each_with_its_quote() -> None:
    assert len(CASES) >= 20 and len({c["id"] for c in CASES}) == len(CASES)
    for case in CASES:
        assert case["edition"] == "super-rack-o" and case["question"] and len(case["quote"]) > 20
        answer = case["answer"]
        assert ("rule" in answer) == (answer["status"] == 422) and ("rules" in answer) != ("rule" in answer)
    assert {"S-DECK", "S-WILD", "S-TURN", "S-SWAP", "S-REVERSE", "S-WIN"} <= {
        r for c in CASES for r in [c["answer"].get("rule"), *c["answer"].get("rules", [])]}


@pytest.mark.parametrize("case", CASES, ids=[c["id"] for c in CASES])
def test_each_dispute_through_the_http_api(client: FlaskClient, conforms: Any, problem: Any,
                                           case: dict[str, Any]) -> None:
    response = client.post(case["endpoint"], json=case["request"])
    answer = case["answer"]
    if answer["status"] == 422:
        problem(response, 422, rule=answer["rule"], fields=answer["fields"])
        return
    body = conforms(response).json
    assert response.status_code == 200, body
    assert body["legal"] is answer["legal"]
    assert [r["rule"] for r in body["reasons"]] == answer["rules"], body["reasons"]
    said = " | ".join(r["text"] for r in body["reasons"])
    assert all(text in said for text in answer.get("texts", [])), said
    assert not any(text in said for text in answer.get("absent", [])), said
    for key in ("wilds", "rack_after", "discarded", "super_rack_o_after"):
        if key in answer:
            assert body[key] == answer[key], key
    if "slot_value" in answer:
        assert body["slot_after"]["value"] == answer["slot_value"]


def _bare(card: Any) -> Any:
    """The card without a wild's naming: the engine holds cards, not what a player calls them."""
    return card.split("=")[0] if isinstance(card, str) else card


def _rack(blue: list[Any], red: list[Any]) -> DoubleRack[Card]:
    return read_rack({"blue": [_bare(c) for c in blue], "red": [_bare(c) for c in red]})


def _other(used: list[Card], holds: tuple[Card, ...] = ()) -> DoubleRack[Card]:
    """The opponent's rack: what it must hold, then number cards nobody else holds."""
    left = Counter(pc.card for pc in DECK) - Counter(used) - Counter(holds)
    cards = [*holds, *sorted((c for c in left if c.kind is Kind.NUMBER), key=str)][:16]
    return DoubleRack(tuple(cards[:8]), tuple(cards[8:]))


def _position(request: dict[str, Any]) -> tuple[GameState, list[Action]]:
    """The table of two the case describes, and the actions the player (seat 0) takes in it."""
    mine = _rack(request["blue"], request["red"])
    used = list(mine.blue + mine.red)
    play = request["play"]
    if play in ("exchange", "discard", "play_swap"):
        card = parse_card(_bare(request["card"]))
        other = _other(used + [card])
        from_discard = request["taken_from"] == "discard"
        state = build_state([mine, other], discard=[card] if from_discard else [],
                            draw_top=[] if from_discard else [card], turn=ME)
        action: Action = {"exchange": lambda: exchange(read_slot(request["slot"])),
                          "discard": lambda: DISCARD,
                          "play_swap": lambda: play_swap(OTHER, request["row"])}[play]()
        return state, [TAKE_DISCARD if from_discard else DRAW_STOCK, action]
    pending = request["pending"]
    if pending["card"] == "swap":  # the opponent draws a swap and plays it on the player
        state = build_state([mine, _other(used + [SWAP])], draw_top=[SWAP], turn=OTHER)
        setup = [(OTHER, DRAW_STOCK), (OTHER, play_swap(ME, pending["row"]))]
    else:  # the player swapped the opponent, who reversed it naming the row
        other = _other(used + [SWAP], holds=(REVERSE,))
        refill = _other(used + [SWAP] + list(other.blue + other.red)).blue[0]
        state = build_state([mine, other], draw_top=[refill, SWAP], turn=ME)
        setup = [(ME, DRAW_STOCK), (ME, play_swap(OTHER, 1)), (OTHER, play_reverse(pending["row"]))]
    for seat, step in setup:
        state, _ = apply(state, seat, step)
    if play == "accept_swap":
        return state, [ACCEPT_SWAP]
    return state, [play_reverse(request["row"], read_slot(request["slot"]) if "slot" in request else None)]


@pytest.mark.parametrize("case", MOVES, ids=[c["id"] for c in MOVES])
def test_each_move_dispute_through_the_engine(client: FlaskClient, case: dict[str, Any]) -> None:
    request, answer = case["request"], case["answer"]
    after, actions = _position(request)
    events: list[Event] = []
    try:
        for action in actions:
            after, done = apply(after, ME, action)
            events += done
    except IllegalMove as exc:
        assert answer["legal"] is False and exc.rule == answer["rules"][0]
        return
    assert answer["legal"] is True
    body = client.post(case["endpoint"], json=request).json
    if body["rack_after"] is not None:
        assert after.rack(ME) == _rack(body["rack_after"]["blue"], body["rack_after"]["red"])
    if "discarded" in answer:
        assert str(after.discard_top) == answer["discarded"]
    if request["play"] == "play_reverse":
        (reversed_,) = [e for e in events if e.type == "reversed"]
        _assert_reverse(reversed_, after, request)
        (refilled,) = [e for e in events if e.type == "refilled"]
        assert refilled.public["slot"] == reversed_.public["slot"] == request["slot"]


def _assert_reverse(event: Event, after: GameState, request: dict[str, Any]) -> None:
    """S-REVERSE: the card answered (a swap, or a reverse) is cancelled; whoever played it must
    now switch the row the new reverse names."""
    assert event.public["cancels"] == request["pending"]["card"]
    assert after.pending is not None
    assert (after.pending.target, after.pending.row) == (OTHER, request["row"])
