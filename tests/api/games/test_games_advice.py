"""GET /v1/games/{id}/advice: the advisor's answer for a seat, from what that seat may see."""

from __future__ import annotations

import random
from typing import Any

from flask.testing import FlaskClient

from racko_api.extensions import db
from racko_api.store import game_queries
from racko_api.store.games import Game

from .conftest import Table, bearer, create

TWO_PEOPLE = [{"name": "Ann"}, {"name": "Bo"}]


def _advice(client: FlaskClient, conforms: Any, table: Table, seat: int) -> dict[str, Any]:
    response = conforms(client.get(f"{table.path}/advice", headers=bearer(table.tokens[seat])))
    assert response.status_code == 200, response.json
    return dict(response.json)


def _without_version(advice: dict[str, Any]) -> dict[str, Any]:
    return {k: v for k, v in advice.items() if k != "version"}  # the row was written to


def _reshuffle_hidden(client: FlaskClient, table: Table, seat: int, seed: int) -> None:
    """Deal the cards `seat` cannot see (the stock, the other racks' unshown slots) anew."""
    with client.application.app_context():
        game = db.session.get(Game, table.id)
        assert game is not None
        state = game_queries.state_of(game)
        slots = [(s, i) for s, (rack, shown) in enumerate(zip(state["racks"], state["shown"],
                                                              strict=True))
                 if s != seat for i in range(10) if shown[i] is None and rack[i] is not None]
        hidden = [state["racks"][s][i] for s, i in slots] + state["stock"]
        random.Random(seed).shuffle(hidden)
        for (s, i), card in zip(slots, hidden, strict=False):
            state["racks"][s][i] = card
        assert hidden[len(slots):] != state["stock"]
        state["stock"] = hidden[len(slots):]
        game.state = game_queries.state_text(state)
        db.session.commit()


def test_the_advice_does_not_change_when_hidden_cards_change(client: FlaskClient,
                                                              conforms: Any) -> None:
    t = create(client, "hasbro", TWO_PEOPLE, seed=11)
    seat = t.public()["turn"]
    before = _advice(client, conforms, t, seat)
    view_before = t.view(seat)
    for n in range(3):
        _reshuffle_hidden(client, t, seat, seed=n)
        assert t.view(seat)["rack"] == view_before["rack"]
        assert _without_version(_advice(client, conforms, t, seat)) == _without_version(before)
    # and with the card drawn in hand (the stock card it drew is now its own)
    if before["take"] == "discard":
        after_take = t.play(seat, {"type": "take_discard"})
    else:
        after_take = t.play(seat, {"type": "draw_stock"})
    holding = _advice(client, conforms, t, seat)
    assert holding["play"] in ("exchange", "discard")
    legal = after_take["legal_actions"]
    for alt in holding["alternatives"]:
        action = {"type": alt["play"]} | ({"slot": alt["slot"]} if alt["slot"] is not None else {})
        assert action in legal
    _reshuffle_hidden(client, t, seat, seed=7)
    assert _without_version(_advice(client, conforms, t, seat)) == _without_version(holding)


def test_advice_is_for_the_seat_on_turn(client: FlaskClient, problem: Any) -> None:
    t = create(client, "hasbro", TWO_PEOPLE, seed=11)
    waiting = 1 - t.public()["turn"]
    body = problem(client.get(f"{t.path}/advice", headers=bearer(t.tokens[waiting])), 409)
    assert body["rule"] == "R-TURN"
    problem(client.get(f"{t.path}/advice"), 401)
    problem(client.get("/v1/games/nope/advice", headers=bearer(t.tokens[0])), 404)


def test_advice_asked_for_another_seat_is_forbidden_as_its_view_is(client: FlaskClient, conforms: Any,
                                                                   problem: Any) -> None:
    """`seat`, as the view takes it: the token's own seat answers, another seat's is 403 (a
    hot-seat client asking by seat never gets one seat's advice under another's number)."""
    t = create(client, "hasbro", TWO_PEOPLE, seed=11)
    turn = t.public()["turn"]
    own = conforms(client.get(f"{t.path}/advice?seat={turn}", headers=bearer(t.tokens[turn])))
    assert own.status_code == 200 and own.json["seat"] == turn
    body = problem(client.get(f"{t.path}/advice?seat={turn}", headers=bearer(t.tokens[1 - turn])), 403)
    assert f"seat {1 - turn}'s" in body["detail"]
    problem(client.get(f"{t.path}/advice?seat=9", headers=bearer(t.tokens[turn])), 422, fields=["seat"])


def test_following_the_advice_plays_a_whole_round_against_the_expert_bot(client: FlaskClient,
                                                                conforms: Any) -> None:
    t = create(client, "hasbro", [{"name": "Ann"}, {"name": "Bot", "bot": "expert"}], seed=3)
    for _ in range(400):
        view = t.view(0)
        if view["phase"] in ("round_over", "game_over"):
            break
        advice = _advice(client, conforms, t, 0)
        if "take" in advice:
            said = {"type": "take_discard" if advice["take"] == "discard" else "draw_stock"}
        else:
            said = {"type": advice["play"]} | (
                {"slot": advice["slot"]} if advice["slot"] is not None else {})
        assert advice["action"] == said and said in view["legal_actions"]
        assert [a["action"] for a in advice["alternatives"]][0] == said
        t.play(0, advice["action"])  # as a client plays it, whichever the game
    assert t.view(0)["phase"] in ("round_over", "game_over")


def test_super_rack_o_advice_for_the_seat_on_turn(client: FlaskClient, conforms: Any) -> None:
    t = create(client, "super-rack-o", TWO_PEOPLE, seed=4)
    seat = t.public()["turn"]
    advice = _advice(client, conforms, t, seat)
    legal = t.view(seat)["legal_actions"]
    assert advice["action"] in legal
    assert [a["action"] for a in advice["alternatives"]] == sorted(
        legal, key=lambda a: [x["action"] for x in advice["alternatives"]].index(a))
    assert len(advice["alternatives"]) == len(legal)


def test_an_expert_bot_seat_plays_super_rack_o(client: FlaskClient) -> None:
    t = create(client, "super-rack-o", [{"name": "Ann"}, {"name": "Bot", "bot": "expert"}], seed=6)
    assert t.view(0)["legal_actions"]  # the bot has played up to the person's decision
