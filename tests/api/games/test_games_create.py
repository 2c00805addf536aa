"""POST /v1/games: seating a table, tokens shown once and stored hashed, refusals, seeds, replays."""

from __future__ import annotations

import hashlib

import pytest
from flask import Flask
from flask.testing import FlaskClient

from racko_api.extensions import db
from racko_api.store.games import Game

from .conftest import bearer, create

HUMAN_AND_BOT = [{"name": "Ann"}, {"name": "Bot", "bot": "basic"}]
GAME_KEY = "3c1d5e7f-9a2b-4c4d-8e6f-5f0c2e9a7b31"  # a random (version 4) UUID, as a creation takes


def test_a_hot_seat_game_gives_each_person_a_token_once(client: FlaskClient, conforms, app: Flask) -> None:
    response = conforms(client.post("/v1/games", json={
        "ruleset": "hasbro", "hot_seat": True,
        "seats": [{"name": "Ann"}, {"name": "Bo"}, {"name": "Bot", "bot": "strong"}]}))
    assert response.status_code == 201
    body = response.json
    assert response.headers["Location"] == f"/v1/games/{body['id']}"
    assert response.headers["ETag"] == f'"{body["version"]}"' and body["version"] == 1
    assert [s.get("bot") for s in body["seats"]] == [None, None, "strong"]
    tokens = [s.get("token") for s in body["seats"]]
    assert tokens[0] and tokens[1] and tokens[2] is None and tokens[0] != tokens[1]
    assert body["game"] == "rack-o" and body["fixed_seed"] is False and body["table"]["fixed_seed"] is False
    assert "seeded" not in body and "seeded" not in body["table"]
    with app.app_context():
        stored = db.session.get(Game, body["id"])
        assert stored is not None
        assert stored.token_hashes == [hashlib.sha256(t.encode()).hexdigest() for t in tokens[:2]] + [None]
        assert tokens[0] not in stored.state and tokens[0] not in str(stored.seats)
    public = client.get(f"/v1/games/{body['id']}").json
    assert "token" not in str(public) and "invitation" not in str(public)
    assert public["seats"] == [{"seat": 0, "name": "Ann", "bot": None, "waiting": False},
                               {"seat": 1, "name": "Bo", "bot": None, "waiting": False},
                               {"seat": 2, "name": "Bot", "bot": "strong", "waiting": False}]


@pytest.mark.parametrize(("body", "status", "rule", "field"), [
    ({"ruleset": "uno", "seats": HUMAN_AND_BOT}, 422, None, "ruleset"),
    ({"ruleset": "hasbro", "seats": [{"name": "Ann"}]}, 422, None, "seats"),
    ({"ruleset": "hasbro", "seats": [{"name": "Ann", "bot": "clever"}, {"name": "Bo"}]}, 422, None, None),
    ({"ruleset": "hasbro", "seats": [{"name": "A", "bot": "basic"}, {"name": "B", "bot": "strong"}]},
     422, None, "seats"),
    ({"ruleset": "hasbro-partners", "seats": HUMAN_AND_BOT}, 422, "R-TEAMS", None),
    ({"ruleset": "hasbro", "options": {"deck": 30}, "seats": [{"name": "A"}, {"name": "B"}, {"name": "C"}]},
     422, "R-DECK", None),
    ({"ruleset": "hasbro", "seats": HUMAN_AND_BOT, "seed": -1}, 422, None, "seed"),
    ({"ruleset": "hasbro", "seats": HUMAN_AND_BOT, "seed": "7"}, 422, None, "seed"),
    ({"ruleset": "hasbro", "seats": HUMAN_AND_BOT, "colour": "red"}, 422, None, "colour"),
    ({"ruleset": "super-rack-o", "seats": [{"name": "A"}, {"name": "B", "bot": "clever"}]}, 422, None,
     "seats/1/bot"),
    ({"ruleset": "super-rack-o", "options": {"target": 51}, "seats": HUMAN_AND_BOT}, 422, None, None),
    ({"ruleset": "super-rack-o", "seats": HUMAN_AND_BOT, "options": {"wins_needed": 0}}, 422, None, None),
])
def test_a_table_that_cannot_be_is_refused(client: FlaskClient, problem, body: dict, status: int,
                                           rule: str | None, field: str | None) -> None:
    result = problem(client.post("/v1/games", json=body), status, rule=rule)
    if field:
        assert any(e["field"].startswith(field) for e in result["errors"]), result


def test_under_the_test_setting_a_seed_makes_the_game_reproducible_and_the_table_says_so(
        client: FlaskClient) -> None:
    a = create(client, "hasbro", HUMAN_AND_BOT, seed=123)
    b = create(client, "hasbro", HUMAN_AND_BOT, seed=123)
    assert a.created["fixed_seed"] is True and a.public()["fixed_seed"] is True
    for table in (a, b):
        view = table.view(0)
        table.play(0, {"type": "draw_stock"})
        table.play(0, {"type": "exchange", "slot": 25} if view["rack"][4] else {"type": "discard"})
    keep = ("rack", "discard_pile", "stock_count", "scores", "round", "turn", "first_dealer")
    assert {k: a.view(0)[k] for k in keep} == {k: b.view(0)[k] for k in keep}
    events_a = client.get(f"{a.path}/events", headers=bearer(a.tokens[0])).json["events"]
    events_b = client.get(f"{b.path}/events", headers=bearer(b.tokens[0])).json["events"]
    assert events_a == events_b
    c = create(client, "hasbro", HUMAN_AND_BOT)
    assert c.public()["fixed_seed"] is False


def test_unseeded_games_are_dealt_differently(client: FlaskClient) -> None:
    racks = {tuple(create(client, "parker-1992", HUMAN_AND_BOT).view(0)["rack"]) for _ in range(4)}
    assert len(racks) == 4


def test_a_retried_create_with_the_same_key_replays_the_first_answer(client: FlaskClient, problem) -> None:
    body = {"ruleset": "swedish", "seats": HUMAN_AND_BOT}
    first = client.post("/v1/games", json=body, headers={"Idempotency-Key": GAME_KEY})
    again = client.post("/v1/games", json=body, headers={"Idempotency-Key": GAME_KEY})
    assert first.status_code == again.status_code == 201
    assert again.json == first.json and again.headers.get("Idempotent-Replayed") == "true"
    assert again.json["seats"][0]["token"] == first.json["seats"][0]["token"]
    problem(client.post("/v1/games", json={**body, "seats": HUMAN_AND_BOT[::-1]},
                        headers={"Idempotency-Key": GAME_KEY}), 422)
    token = first.json["seats"][0]["token"]
    assert client.get(f"/v1/games/{first.json['id']}/view", headers=bearer(token)).status_code == 200


def test_creating_games_is_rate_limited(client: FlaskClient, app: Flask, problem) -> None:
    app.config["RATELIMIT_CREATE"] = "2 per minute"
    try:
        body = {"ruleset": "hasbro", "seats": HUMAN_AND_BOT}
        for _ in range(2):
            assert client.post("/v1/games", json=body).status_code == 201
        problem(client.post("/v1/games", json=body), 429)
    finally:
        app.config["RATELIMIT_CREATE"] = "60 per minute"
