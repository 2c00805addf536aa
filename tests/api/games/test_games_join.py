"""Players join with their own secret: the creator gets its own seat token and a single-use
invitation per other person's seat; claiming one gives that seat's token, which the creator never
sees; a second claim is refused. (The attack: the create answer carried every seat's token, so
the creator could read every hand and play every seat.)"""

from __future__ import annotations

import hashlib
import uuid
from typing import Any

from flask import Flask
from flask.testing import FlaskClient

from racko_api.extensions import db
from racko_api.store.games import Game
from racko_api.store.idempotency import IdempotencyRecord

from .conftest import bearer

THREE = [{"name": "Ann"}, {"name": "Bo"}, {"name": "Cy"}, {"name": "Bot", "bot": "basic"}]


def new_game(client: FlaskClient, **extra: Any) -> dict[str, Any]:
    made = client.post("/v1/games", json={"ruleset": "hasbro", "seats": THREE, **extra},
                       headers={"Idempotency-Key": str(uuid.uuid4())})
    assert made.status_code == 201, made.json
    return dict(made.json)


def join(client: FlaskClient, game: dict[str, Any], invitation: str, **headers: str) -> Any:
    return client.post(f"/v1/games/{game['id']}/join",
                       json={"invitation": invitation, "contribution": "a friend's dice"}, headers=headers)


def test_the_creator_gets_its_token_and_an_invitation_for_each_other_person(
        client: FlaskClient, conforms: Any, app: Flask) -> None:
    made = conforms(client.post("/v1/games", json={"ruleset": "hasbro", "seats": THREE}))
    game = made.json
    ann, bo, cy, bot = game["seats"]
    assert "token" in ann and "invitation" not in ann and ann["waiting"] is False
    for friend in (bo, cy):
        assert "token" not in friend and friend["invitation"] and friend["waiting"] is True
    assert "token" not in bot and "invitation" not in bot  # bots need no invitation
    assert bo["invitation"] != cy["invitation"] != ann["token"]
    public = conforms(client.get(f"/v1/games/{game['id']}")).json
    assert [s["waiting"] for s in public["seats"]] == [False, True, True, False]
    assert "invitation" not in str(public)
    with app.app_context():
        stored = db.session.get(Game, game["id"])
        assert stored.token_hashes[1:] == [None, None, None]
        assert stored.invitation_hashes == [None, hashlib.sha256(bo["invitation"].encode()).hexdigest(),
                                            hashlib.sha256(cy["invitation"].encode()).hexdigest(), None]


def test_claiming_an_invitation_gives_the_seat_a_token_the_creator_never_sees(
        client: FlaskClient, conforms: Any) -> None:
    key = str(uuid.uuid4())
    body = {"ruleset": "hasbro", "seats": THREE}
    game = client.post("/v1/games", json=body, headers={"Idempotency-Key": key}).json
    bo = game["seats"][1]
    joined = conforms(join(client, game, bo["invitation"]))
    assert joined.status_code == 201 and joined.headers["Cache-Control"] == "no-store"
    token = joined.json["token"]
    assert joined.json["seat"] == 1 and joined.json["name"] == "Bo"
    view = client.get(f"/v1/games/{game['id']}/view", headers=bearer(token))
    assert view.status_code == 200 and view.json["seat"] == 1
    # The creator, replaying its own creation, still sees only the invitation, never Bo's token.
    replay = client.post("/v1/games", json=body, headers={"Idempotency-Key": key})
    assert replay.headers["Idempotent-Replayed"] == "true" and token not in replay.get_data(as_text=True)
    assert "token" not in replay.json["seats"][1]
    assert [s["waiting"] for s in client.get(f"/v1/games/{game['id']}").json["seats"]] == [
        False, False, True, False]
    # The invitation is no seat token, and the creator's token is not Bo's.
    assert client.get(f"/v1/games/{game['id']}/view", headers=bearer(bo["invitation"])).status_code == 403
    assert client.get(f"/v1/games/{game['id']}/view?seat=1",
                      headers=bearer(game["seats"][0]["token"])).status_code == 403


def test_a_second_claim_is_refused_and_changes_nothing(client: FlaskClient, problem: Any, app: Flask) -> None:
    game = new_game(client)
    invitation = game["seats"][2]["invitation"]
    first = join(client, game, invitation)
    assert first.status_code == 201
    with app.app_context():
        before = db.session.get(Game, game["id"]).token_hashes
    for headers in ({}, {"Idempotency-Key": str(uuid.uuid4())}):
        again = problem(join(client, game, invitation, **headers), 409)
        assert "single-use" in again["detail"] and "token" not in str(again).replace("seat's token", "")
    with app.app_context():
        assert db.session.get(Game, game["id"]).token_hashes == before
    # The first token still plays its seat.
    assert client.get(f"/v1/games/{game['id']}/view",
                      headers=bearer(first.json["token"])).status_code == 200


def test_a_claim_retried_with_its_key_replays_its_token(client: FlaskClient, app: Flask) -> None:
    """A friend whose answer was lost retries with the same key and gets the same token."""
    game = new_game(client)
    key = str(uuid.uuid4())
    invitation = game["seats"][1]["invitation"]
    first = join(client, game, invitation, **{"Idempotency-Key": key})
    again = join(client, game, invitation, **{"Idempotency-Key": key})
    assert first.status_code == again.status_code == 201
    assert again.headers["Idempotent-Replayed"] == "true" and again.json == first.json
    with app.app_context():
        (record,) = [r for r in db.session.query(IdempotencyRecord).all() if "join" in r.scope]
        assert first.json["token"] not in str(record.body)  # sealed at rest


def test_a_wrong_or_missing_invitation_is_refused(client: FlaskClient, problem: Any) -> None:
    game = new_game(client)
    other = new_game(client)
    problem(join(client, game, other["seats"][1]["invitation"]), 403)
    problem(join(client, game, game["seats"][0]["token"]), 403)  # a seat token is no invitation
    problem(client.post(f"/v1/games/{game['id']}/join", json={}), 422)
    problem(client.post(f"/v1/games/{game['id']}/join",  # a claim brings the seat's contribution
                        json={"invitation": game["seats"][1]["invitation"]}), 422)
    problem(join(client, {"id": "nosuchgame"}, game["seats"][1]["invitation"]), 404)
    problem(join(client, game, game["seats"][1]["invitation"], **{"Idempotency-Key": "short-key-1234567"}),
            422)


def test_hot_seat_keeps_one_device_holding_every_seat(client: FlaskClient) -> None:
    game = new_game(client, hot_seat=True)
    assert all("token" in s and "invitation" not in s for s in game["seats"][:3])
    assert [s["waiting"] for s in game["seats"]] == [False] * 4


def test_a_game_against_bots_alone_has_no_invitation(client: FlaskClient) -> None:
    game = client.post("/v1/games", json={"ruleset": "hasbro", "seats": [
        {"name": "Ann"}, {"name": "Bot", "bot": "basic"}, {"name": "Bot 2", "bot": "strong"}]}).json
    assert "token" in game["seats"][0]
    assert not any("invitation" in s for s in game["seats"])
