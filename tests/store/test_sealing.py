"""Sealing at rest (`store.sealing`): keys derived from SECRET_KEY, rotation through
SECRET_KEY_FALLBACKS and `flask racko reseal`, rows written before sealing still read."""

from __future__ import annotations

import json
import os

import pytest
from cryptography.fernet import InvalidToken
from flask import Flask
from flask_migrate import upgrade
from sqlalchemy import text

from racko_api.extensions import db
from racko_api.store import sealing
from tests.ops.helpers import make_app

OLD, NEW = "the old secret key, retired", "the new secret key, current"


def _sealed(key: str, fallbacks: list[str], message: str) -> str:
    with make_app(SECRET_KEY=key, SECRET_KEY_FALLBACKS=fallbacks).app_context():
        return sealing.seal(message)


def _opened(key: str, fallbacks: list[str], stored: str) -> str:
    with make_app(SECRET_KEY=key, SECRET_KEY_FALLBACKS=fallbacks).app_context():
        return sealing.unseal(stored)


def test_a_sealed_text_opens_under_its_key_and_the_old_keys_listed_only() -> None:
    stored = _sealed(OLD, [], '{"stock": [1, 2, 3]}')
    assert "stock" not in stored and not stored.startswith("{")
    assert _opened(OLD, [], stored) == '{"stock": [1, 2, 3]}'
    assert _opened(NEW, [OLD], stored) == '{"stock": [1, 2, 3]}'
    with pytest.raises(InvalidToken):
        _opened(NEW, [], stored)
    assert _sealed(OLD, [], "x") != _sealed(OLD, [], "x")  # a fresh IV each time


def test_fallbacks_come_from_a_list_or_a_text_separated_by_commas() -> None:
    assert sealing.fallbacks("a, b,,c") == (b"a", b"b", b"c")
    assert sealing.fallbacks(["a", b"b"]) == (b"a", b"b")
    assert sealing.fallbacks(None) == sealing.fallbacks("") == ()


def test_a_row_written_before_sealing_is_read_as_it_is(app: Flask) -> None:
    with app.app_context():
        assert sealing.unseal('{"round": 1}') == '{"round": 1}'


def test_reseal_moves_every_game_to_the_current_key(app: Flask, tmp_path) -> None:
    """After rotation the reseal command leaves nothing that only the old key opens."""
    where = {"SQLALCHEMY_DATABASE_URI": os.environ.get("TEST_DATABASE_URL")
             or f"sqlite:///{tmp_path / 'reseal.sqlite3'}"}
    app = make_app(SECRET_KEY=OLD, **where)
    with app.app_context():
        upgrade()
    client = app.test_client()
    game = client.post("/v1/games", json={"ruleset": "hasbro", "seed": 4,
                                          "seats": [{"name": "Ann"}, {"name": "Bot", "bot": "basic"}]})
    token = game.json["seats"][0]["token"]
    played = client.post(f"/v1/games/{game.json['id']}/contribution", json={"contribution": "dice"},
                         headers={"Authorization": f"Bearer {token}"})
    assert played.status_code == 200 and played.json["phase"] != "waiting"
    rotated = make_app(SECRET_KEY=NEW, SECRET_KEY_FALLBACKS=[OLD], **where)
    result = rotated.test_cli_runner().invoke(args=["racko", "reseal"])
    assert result.exit_code == 0 and "sealed 1 games" in result.output
    with make_app(SECRET_KEY=NEW, **where).app_context():
        state = db.session.execute(text("SELECT state FROM games")).scalar_one()
        assert json.loads(sealing.unseal(state))["round"] == 1
        rows = db.session.execute(text("SELECT data FROM game_events")).scalars().all()
        opened = [json.loads(sealing.unseal(json.loads(r)["sealed"])) for r in rows
                  if "sealed" in json.loads(r)]
        assert any("rack" in private for private in opened)
        db.session.remove()
    with app.app_context(), pytest.raises(InvalidToken):
        sealing.unseal(db.session.execute(text("SELECT state FROM games")).scalar_one())
    with app.app_context():
        db.session.remove()
        db.engine.dispose()
