"""Every answer of whole games, played with random legal actions, is what the document says:
each view, each action's answer, the advice, the table, and every event a seat or anyone sees
(with its named form per event type)."""

from __future__ import annotations

import json
import random
from typing import Any

import pytest
from flask.testing import FlaskClient

from .conftest import bearer

GAMES = {
    "rack-o-quick-start-called": {"ruleset": "hasbro", "options": {
        "target": 150, "cards_dealt": 5, "explicit_call": True, "open_racks": True}},
    "rack-o-three-seats": {"ruleset": "hasbro", "options": {"target": 100}},
    "super-rack-o": {"ruleset": "super-rack-o", "options": {"wins_needed": 2}},
}


def _play(client: FlaskClient, conforms: Any, body: dict[str, Any], bots: list[str],
          rng: random.Random) -> set[str]:
    """Play the person's seat with random legal actions to the end; the event types seen."""
    seats = [{"name": "Ann"}, *({"name": f"Bot {i}", "bot": b} for i, b in enumerate(bots))]
    created = conforms(client.post("/v1/games", json={**body, "seats": seats, "seed": 11}))
    path, token = f"/v1/games/{created.json['id']}", created.json["seats"][0]["token"]
    waiting = conforms(client.get(f"{path}/view", headers=bearer(token))).json
    assert waiting["phase"] == "waiting" and waiting["legal_actions"] == []
    conforms(client.get(f"{path}/advice", headers=bearer(token)))  # 409 (R-DEAL): nothing dealt
    conforms(client.post(f"{path}/actions", json={"type": "draw_stock"}, headers=bearer(token)))
    conforms(client.post(f"{path}/contribution", json={"contribution": "Ann's dice"},
                         headers=bearer(token)))
    view = conforms(client.get(f"{path}/view", headers=bearer(token))).json
    for _ in range(3_000):
        if view["phase"] == "game_over":
            break
        if view["legal_actions"]:
            conforms(client.get(f"{path}/advice", headers=bearer(token)))
        action = rng.choice(view["legal_actions"])
        view = conforms(client.post(f"{path}/actions", json=action, headers=bearer(token))).json
    assert view["phase"] == "game_over"
    conforms(client.get(path))
    types: set[str] = set()
    for who in ({}, bearer(token)):
        after, more = 0, True
        while more:
            page = conforms(client.get(f"{path}/events?after={after}", headers=who)).json
            types |= {e["type"] for e in page["events"]}
            after, more = page["last"], page["more"]
    return types


@pytest.mark.parametrize("name", list(GAMES))
def test_every_answer_of_a_whole_game_is_in_the_document(client: FlaskClient, conforms: Any,
                                                         no_rate_limit: None, name: str) -> None:
    bots = ["basic", "random"] if name == "rack-o-three-seats" else ["basic"]
    types = _play(client, conforms, GAMES[name], bots, random.Random(name))
    assert {"dealt", "game_over", "exchanged"} <= types


def test_an_action_the_document_does_not_name_fails_the_check(client: FlaskClient, conforms: Any) -> None:
    """The forms are strict: a legal action with a field its form does not have is caught."""
    created = client.post("/v1/games", json={"ruleset": "hasbro", "seed": 3,
                                             "seats": [{"name": "Ann"}, {"name": "Bot", "bot": "basic"}]})
    path, token = f"/v1/games/{created.json['id']}", created.json["seats"][0]["token"]
    client.post(f"{path}/contribution", json={"contribution": "Ann's dice"}, headers=bearer(token))
    answer = conforms(client.get(f"{path}/view", headers=bearer(token)))
    body = answer.json
    body["legal_actions"][0]["slot"] = {"side": "green"}
    answer.set_data(json.dumps(body))
    with pytest.raises(Exception, match="(?i)invalid|valid under"):
        conforms(answer)
