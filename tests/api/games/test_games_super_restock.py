"""R-RESTOCK over HTTP for Super Rack-O: the `restock` option taken, listed, checked and shown."""

from __future__ import annotations

import hashlib
import random
from typing import Any

import pytest
from flask import Flask
from flask.testing import FlaskClient

from racko_api.extensions import db
from racko_api.store.games import Game

from .conftest import bearer, choose, create

SEATS = [{"name": "Ann"}, {"name": "Bo"}]


def _games(app: Flask) -> int:
    with app.app_context():
        return db.session.query(Game).count()


def test_R_RESTOCK_the_super_rack_o_ruleset_lists_the_option(client: FlaskClient, conforms: Any) -> None:
    body = conforms(client.get("/v1/rulesets/super-rack-o")).json
    assert body["options"]["restock"] == "turn_over"  # the default: the Decision
    [restock] = [r for r in body["rules"] if r["id"] == "R-RESTOCK"]
    assert any("restock: shuffle" in d["decision"] and "Super Rack-O" in d["decision"]
               for d in restock["decisions"])


def test_R_RESTOCK_a_super_rack_o_game_takes_restock_shuffle(client: FlaskClient, conforms: Any) -> None:
    t = create(client, "super-rack-o", SEATS, options={"restock": "shuffle", "target": 2})
    assert conforms(client.get(t.path)).json["options"] == {"target": 2, "restock": "shuffle"}
    assert t.view(0)["options"]["restock"] == "shuffle"
    plain = create(client, "super-rack-o", SEATS)
    assert plain.public()["options"] == {"target": 1, "restock": "turn_over"}


@pytest.mark.parametrize("value", ["shuffled", "", 1, None])
def test_R_RESTOCK_a_bad_restock_is_a_422_naming_the_field_and_makes_no_game(
        client: FlaskClient, problem: Any, app: Flask, value: object) -> None:
    before = _games(app)
    body = problem(client.post("/v1/games", json={"ruleset": "super-rack-o", "seats": SEATS,
                                                   "options": {"restock": value}}), 422)
    assert [e["field"] for e in body["errors"]] == ["options/restock"], body
    assert _games(app) == before


def test_R_RESTOCK_a_shuffled_restock_is_logged_and_replayed_from_the_seed(
        client: FlaskClient, conforms: Any, no_rate_limit: None) -> None:
    """Seat 0 plays at random until the draw pile runs out, then as the basic bot until the round
    ends: the log says shuffle, the views show no pile order, and the revealed seed replays the
    round, shuffled restock and all (read as turned over, it differs at the restock)."""
    t = create(client, "super-rack-o", [{"name": "Ann"}, {"name": "Bot", "bot": "random"}],
               options={"restock": "shuffle", "target": 50}, seed=3)
    rng = random.Random(4)
    view = t.view(0)
    for _ in range(3_000):
        if view["phase"] == "round_over":
            break
        if view["restocks_this_round"]:
            assert {"draw_pile", "stock"}.isdisjoint(view) and isinstance(view["stock_count"], int)
        action = choose(view, rng, "basic" if view["restocks_this_round"] else "random")
        view = t.play(0, action) if action is not None else t.view(0)
    assert view["phase"] == "round_over" and view["restocks_this_round"] >= 1
    events = client.get(f"{t.path}/events", headers=bearer(t.tokens[0])).json["events"]
    restocks = [e for e in events if e["type"] == "restocked"]
    assert restocks and all(e["rule"] == "R-RESTOCK" for e in restocks)
    assert [(e["method"], e["seat"]) for e in restocks] == [("shuffle", None)] * len(restocks)
    revealed = next(e for e in events if e["type"] == "deal_revealed")

    def verify(options: dict[str, Any]) -> dict[str, Any]:
        return dict(conforms(client.post("/v1/deals/verify", json={
            "ruleset": "super-rack-o", "options": options, "players": 2, "round": 1,
            "server_seed": revealed["server_seed"], "contributions": revealed["contributions"],
            "seat": 0, "events": events})).json["replay"])

    assert verify(t.public()["options"])["matches"] is True
    turned = verify({"target": 50, "restock": "turn_over"})  # the log was not made that way
    assert turned["matches"] is False and turned["first_mismatch"]["index"] == events.index(restocks[0])


def test_R_RESTOCK_verify_takes_restock_but_no_option_that_super_rack_o_lacks(client: FlaskClient,
                                                                              problem: Any) -> None:
    body = {"ruleset": "super-rack-o", "players": 2, "dealer": 0, "seed": "a seed",
            "commitment": hashlib.sha256(b"a seed").hexdigest()}
    for options in ({"restock": "shuffle"}, {"target": 2, "restock": "turn_over"}):
        answer = client.post("/v1/deals/verify", json={**body, "options": options})
        assert answer.status_code == 200, answer.json
        assert len(answer.json["stock"]) == 108 - 2 * 16 - 1
    problem(client.post("/v1/deals/verify", json={**body, "options": {"restock": "shuffle", "deck": 60}}),
            422, fields=["options"])
