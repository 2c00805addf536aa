"""`flask racko` operator commands, run through the Flask CLI runner."""

from __future__ import annotations

import json
import uuid
from datetime import timedelta

from flask import Flask
from flask.testing import FlaskClient, FlaskCliRunner
from sqlalchemy import select, update

from racko_api.extensions import db
from racko_api.store.clock import utcnow
from racko_api.store.idempotency import IdempotencyRecord

SHEET = {"ruleset": "hasbro", "players": ["Ann", "Bo"]}
ROUND = {"rack_o": "Ann", "entries": [{"player": "Ann", "scoring_cards": 10},
                                      {"player": "Bo", "scoring_cards": 4}]}


def _stats(runner: FlaskCliRunner) -> dict[str, object]:
    result = runner.invoke(args=["racko", "stats", "--json"])
    assert result.exit_code == 0, result.output
    return json.loads(result.output)  # type: ignore[no-any-return]


def _sheet_with_rounds(client: FlaskClient, rounds: int, key: str) -> None:
    created = client.post("/v1/scoresheets", json=SHEET,
                          headers={"Idempotency-Key": str(uuid.uuid4())}).get_json()
    auth = {"Authorization": f"Bearer {created['edit_token']}"}
    for n in range(rounds):
        answer = client.post(f"/v1/scoresheets/{created['id']}/rounds", json=ROUND,
                             headers={**auth, "Idempotency-Key": f"{key}-{n}-5f0c2e9a7b314d86"})
        assert answer.status_code == 201


def test_stats_counts_what_is_stored(client: FlaskClient, runner: FlaskCliRunner) -> None:
    empty = _stats(runner)
    assert empty["scoresheets"] == 0 and empty["scoresheet_rounds"] == 0
    _sheet_with_rounds(client, 2, "a")
    _sheet_with_rounds(client, 1, "b")
    numbers = _stats(runner)
    assert numbers["scoresheets"] == 2 and numbers["scoresheet_rounds"] == 3
    assert numbers["idempotency_keys"] == {"live": 5, "expired": 0}
    text = runner.invoke(args=["racko", "stats"]).output
    assert "scoresheets: 2" in text and "idempotency_keys.live: 5" in text


def test_purge_idempotency_deletes_only_expired_keys(app: Flask, client: FlaskClient,
                                                     runner: FlaskCliRunner) -> None:
    _sheet_with_rounds(client, 2, "old")
    _sheet_with_rounds(client, 1, "new")
    with app.app_context():
        db.session.execute(update(IdempotencyRecord)
                           .where(IdempotencyRecord.scope == "POST /v1/scoresheets")
                           .values(expires_at=utcnow() - timedelta(minutes=1)))
        db.session.commit()
    assert _stats(runner)["idempotency_keys"] == {"live": 3, "expired": 2}
    result = runner.invoke(args=["racko", "purge-idempotency"])
    assert result.exit_code == 0 and "deleted 2 expired idempotency keys" in result.output
    assert _stats(runner)["idempotency_keys"] == {"live": 3, "expired": 0}
    assert _stats(runner)["scoresheets"] == 2  # the sheets themselves stay


GAME = {"ruleset": "hasbro", "seats": [{"name": "Ann"}, {"name": "Bot", "bot": "basic"}]}


def _game(client: FlaskClient, started: bool = True) -> str:
    """A game against a bot; `started`: its creator sent a text, so round 1 is dealt."""
    created = client.post("/v1/games", json=GAME)
    assert created.status_code == 201, created.get_data(as_text=True)
    body = created.get_json()
    if started:
        given = client.post(f"/v1/games/{body['id']}/contribution", json={"contribution": "dice"},
                            headers={"Authorization": f"Bearer {body['seats'][0]['token']}"})
        assert given.status_code == 200, given.get_json()
        assert client.get(f"/v1/games/{body['id']}").get_json()["phase"] != "waiting"
    return str(body["id"])


def test_purge_games_deletes_only_finished_or_never_started_games_past_the_age(
        app: Flask, client: FlaskClient, runner: FlaskCliRunner) -> None:
    from racko_api.store.games import Game, GameEvent

    finished_old, finished_new, playing_old = _game(client), _game(client), _game(client)
    waiting_old, waiting_new = _game(client, started=False), _game(client, started=False)
    with app.app_context():
        long_ago = utcnow() - timedelta(days=10)
        db.session.execute(update(Game).where(Game.id.in_([finished_old, finished_new]))
                           .values(phase="game_over"))
        db.session.execute(update(Game).where(Game.id.in_([finished_old, playing_old, waiting_old]))
                           .values(updated_at=long_ago))
        db.session.commit()
    numbers = _stats(runner)
    assert numbers["games"]["game_over"] == 2 and numbers["games"]["waiting"] == 2
    assert numbers["game_events"] > 0

    result = runner.invoke(args=["racko", "purge-games", "--older-than-days", "7"])
    assert result.exit_code == 0, result.output
    assert "deleted 2 finished or never-started games older than 7 days" in result.output
    for gone in (finished_old, waiting_old):
        assert client.get(f"/v1/games/{gone}").status_code == 404
    for kept in (finished_new, playing_old, waiting_new):
        assert client.get(f"/v1/games/{kept}").status_code == 200
    with app.app_context():
        left = db.session.scalars(select(GameEvent.game_id).distinct()).all()
        assert finished_old not in left and {finished_new, playing_old} <= set(left)
    games = _stats(runner)["games"]
    assert games["game_over"] == 1 and games["waiting"] == 1


def test_purge_games_needs_an_age(runner: FlaskCliRunner) -> None:
    result = runner.invoke(args=["racko", "purge-games"])
    assert result.exit_code != 0 and "--older-than-days" in result.output
