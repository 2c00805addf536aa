"""Whole games over HTTP to the target, a person's seat against bots, for every edition; and a game
that goes on after the server restarts."""

from __future__ import annotations

import os
import random
from pathlib import Path

import pytest
from flask import Flask
from flask.testing import FlaskClient
from flask_migrate import upgrade

from racko_api import create_app
from racko_api.config import TestConfig
from racko_api.games.rack_o.presets import PRESETS

from .conftest import Table, bearer, create


def _seats(preset: str) -> list[dict[str, str]]:
    if PRESETS[preset].options.teams:
        return [{"name": "Ann"}, {"name": "B1", "bot": "strong"}, {"name": "B2", "bot": "basic"},
                {"name": "B3", "bot": "random"}]
    return [{"name": "Ann"}, {"name": "Bot", "bot": "strong"}]


def _check_finished(client: FlaskClient, t: Table) -> dict:
    public = t.public()
    assert public["phase"] == "game_over" and public["winner"] is not None
    totals = public["scores"]["team_totals"] or public["scores"]["totals"]
    assert max(totals) >= public["target"]
    won = [r for r in public["scores"]["rounds"] if r["ended_by"] == "rack_o"]
    assert all(r["points"][r["rack_o"]] >= public["options"]["win_points"] for r in won)
    assert all(r["rack_o"] is None and r["turns"] == public["options"]["turn_limit"]
               for r in public["scores"]["rounds"] if r not in won)  # R-TURN-LIMIT
    log = client.get(f"{t.path}/events", headers=bearer(t.tokens[0])).json
    while log["more"]:
        log = client.get(f"{t.path}/events?after={log['last']}", headers=bearer(t.tokens[0])).json
    assert log["events"][-1]["type"] == "game_over"
    return public


@pytest.mark.parametrize("preset", sorted(PRESETS))
def test_a_whole_game_to_the_target_against_bots(client: FlaskClient, conforms, preset: str,
                                                  no_rate_limit: None) -> None:
    t = create(client, preset, _seats(preset), seed=len(preset))
    posted = t.play_to_the_end(random.Random(1))
    assert posted > 10
    public = _check_finished(client, t)
    conforms(client.get(t.path))
    conforms(client.get(f"{t.path}/view", headers=bearer(t.tokens[0])))
    assert public["round"] == len(public["scores"]["rounds"])


def test_a_whole_game_of_super_rack_o_against_bots(client: FlaskClient, conforms,
                                                   no_rate_limit: None) -> None:
    t = create(client, "super-rack-o", [{"name": "Ann"}, {"name": "Bot", "bot": "basic"}],
               options={"target": 2}, seed=8)
    assert t.created["game"] == "super-rack-o"
    view = conforms(client.get(f"{t.path}/view", headers=bearer(t.tokens[0]))).json
    assert set(view["rack"]) == {"blue", "red"} and view["legal_actions"]
    t.play_to_the_end(random.Random(2))
    public = conforms(client.get(t.path)).json
    assert public["phase"] == "game_over" and max(public["wins"]) == 2 and public["winner"] is not None


def test_super_rack_o_refusals_cite_its_rules(client: FlaskClient, problem, no_rate_limit: None) -> None:
    t = create(client, "super-rack-o", [{"name": "Ann"}, {"name": "Bo"}], seed=3)
    turn = t.public()["turn"]
    problem(t.post(1 - turn, {"type": "draw_stock"}), 409, rule="S-TURN")
    problem(t.post(turn, {"type": "exchange", "slot": 5}), 422)  # a Rack-O slot label is no Super slot
    t.play(turn, {"type": "draw_stock"})
    view = t.view(turn)
    assert {"type": "exchange", "slot": {"side": "blue", "row": 1}} in view["legal_actions"]


def _database_url(tmp_path: Path) -> str:
    return os.environ.get("TEST_DATABASE_URL") or f"sqlite:///{tmp_path / 'games.sqlite3'}"


def test_a_restarted_server_continues_every_game(tmp_path: Path, app: Flask) -> None:
    """Two app objects on one database: the second picks the game up where the first left it."""
    url = _database_url(tmp_path)
    first = create_app({**{k: getattr(TestConfig, k) for k in dir(TestConfig) if k.isupper()},
                        "SQLALCHEMY_DATABASE_URI": url})
    if url.startswith("sqlite"):
        with first.app_context():
            upgrade()
    t = create(first.test_client(), "hasbro", [{"name": "Ann"}, {"name": "Bot", "bot": "strong"}], seed=77)
    t.play(0, {"type": "draw_stock"})
    held = t.view(0)
    second = create_app({**{k: getattr(TestConfig, k) for k in dir(TestConfig) if k.isupper()},
                         "SQLALCHEMY_DATABASE_URI": url})
    client = second.test_client()
    resumed = client.get(f"{t.path}/view", headers=bearer(t.tokens[0])).json
    assert resumed == held and resumed["hand"] is not None
    again = Table(client, t.id, t.created, t.tokens)
    assert again.play(0, {"type": "discard"})["version"] == held["version"] + 1
    again.play_to_the_end(random.Random(3))
    assert again.public()["phase"] == "game_over"
