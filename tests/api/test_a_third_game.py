"""A third game is its package and its `Kind`: the toy game (tests/games/toy), registered for the
test, plays through the same endpoints as Rack-O and Super Rack-O, with no form of its own."""

from __future__ import annotations

import json
import random
import uuid
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest
import yaml
from flask.testing import FlaskClient
from jsonschema import ValidationError
from openapi_core.validation.response.exceptions import ResponseValidationError
from openapi_schema_validator import OAS30Validator

from racko_api import create_app
from racko_api.config import TestConfig
from racko_api.games.kinds import KINDS, RULESET_IDS, registered
from tests.api.conftest import conformance
from tests.games.toy.kind import TOY_KIND
from tests.games.toy.state import TOY_RULESET

PROBLEM = "application/problem+json"


@pytest.fixture()
def toy() -> Iterator[None]:
    with registered(TOY_KIND):
        yield


def _bearer(token: str) -> dict[str, str]:
    return {"Authorization": f"Bearer {token}"}


def _key() -> dict[str, str]:
    return {"Idempotency-Key": str(uuid.uuid4())}


def _refused(answer: Any, status: int, field: str | None = None) -> dict[str, Any]:
    assert answer.status_code == status, answer.get_json()
    assert answer.mimetype == PROBLEM
    body = answer.get_json()
    if field is not None:
        assert field in [e["field"] for e in body["errors"]], body
    return dict(body)


def _table(client: FlaskClient, game: str) -> dict[str, Any]:
    answer = client.get(f"/v1/games/{game}")
    assert answer.status_code == 200
    return dict(answer.get_json())


def _seated(client: FlaskClient) -> tuple[str, dict[int, str]]:
    """A toy game of two people: the creator contributes, the invited seat joins; round 1 is dealt."""
    made = client.post("/v1/games", json={"ruleset": TOY_RULESET, "seed": 11,
                                          "seats": [{"name": "Ann"}, {"name": "Bo"}]}, headers=_key())
    assert made.status_code == 201, made.get_json()
    created = made.get_json()
    assert created["game"] == "toy" and created["table"]["phase"] == "waiting"
    game, first, invited = created["id"], created["seats"][0]["token"], created["seats"][1]["invitation"]
    given = client.post(f"/v1/games/{game}/contribution", json={"contribution": "ann's"},
                        headers={**_bearer(first), **_key()})
    assert given.status_code == 200 and given.get_json()["waiting_for"] == [1]
    joined = client.post(f"/v1/games/{game}/join", json={"invitation": invited, "contribution": "bo's"},
                         headers=_key())
    assert joined.status_code == 201 and joined.get_json()["phase"] == "playing"
    return game, {0: first, 1: joined.get_json()["token"]}


def _view(client: FlaskClient, game: str, token: str) -> dict[str, Any]:
    answer = client.get(f"/v1/games/{game}/view", headers=_bearer(token))
    assert answer.status_code == 200
    return dict(answer.get_json())


def _play_to_the_end(client: FlaskClient, game: str, tokens: dict[int, str]) -> dict[str, Any]:
    rng = random.Random(5)
    for _ in range(40):
        table = _table(client, game)
        if table["phase"] == "game_over":
            return table
        seat = table["turn"]
        action = rng.choice(_view(client, game, tokens[seat])["legal_actions"])
        answer = client.post(f"/v1/games/{game}/actions", json=action, headers=_bearer(tokens[seat]))
        assert answer.status_code == 200, answer.get_json()
        assert answer.get_json()["game"] == "toy"
    raise AssertionError("the toy game did not end")


def test_the_toy_game_is_created_joined_and_played_to_its_end(toy: None, client: FlaskClient) -> None:
    game, tokens = _seated(client)
    views = {seat: _view(client, game, token) for seat, token in tokens.items()}
    assert all(len(v["rack"]) == 3 and v["ruleset"] == TOY_RULESET for v in views.values())
    to_play = views[0]["turn"]
    assert views[to_play]["legal_actions"] == [{"type": "draw_stock"}]
    table = _play_to_the_end(client, game, tokens)
    assert table["phase"] == "game_over" and table["turn"] is None and table["stock_count"] >= 0


def test_a_toy_bot_plays_its_own_turns(toy: None, client: FlaskClient) -> None:
    made = client.post("/v1/games", json={"ruleset": TOY_RULESET, "seed": 4,
                                          "seats": [{"name": "Ann"}, {"name": "Bot", "bot": "basic"}]})
    assert made.status_code == 201, made.get_json()
    game, token = made.get_json()["id"], made.get_json()["seats"][0]["token"]
    dealt = client.post(f"/v1/games/{game}/contribution", json={"contribution": "ann's"},
                        headers=_bearer(token))
    assert dealt.status_code == 200 and dealt.get_json()["phase"] == "playing"
    table = _play_to_the_end(client, game, {0: token})
    seats = {e["seat"] for e in client.get(f"/v1/games/{game}/events").get_json()["events"]
             if e["type"] in ("drew", "discarded", "exchanged")}
    assert table["phase"] == "game_over" and seats == {0, 1}


def test_bad_input_to_the_toy_game_is_a_problem_and_changes_nothing(toy: None, client: FlaskClient) -> None:
    game, tokens = _seated(client)
    before = _table(client, game)
    seat, other = before["turn"], 1 - before["turn"]
    _refused(client.post(f"/v1/games/{game}/actions", json={"type": "exchange", "slot": 7},
                         headers=_bearer(tokens[seat])), 422, "slot")
    _refused(client.post(f"/v1/games/{game}/actions", json={"type": "discard"},
                         headers=_bearer(tokens[seat])), 409)  # nothing drawn yet
    assert _table(client, game) == before
    client.post(f"/v1/games/{game}/actions", json={"type": "draw_stock"}, headers=_bearer(tokens[seat]))
    drawn = _table(client, game)
    _refused(client.post(f"/v1/games/{game}/actions", json={"type": "discard"},
                         headers=_bearer(tokens[other])), 409)
    _refused(client.post(f"/v1/games/{game}/contribution", json={"contribution": "another"},
                         headers=_bearer(tokens[other])), 409)
    _refused(client.post("/v1/games", json={"ruleset": TOY_RULESET, "options": {"target": 3},
                                            "seats": [{"name": "Ann"}, {"name": "Bo"}]}), 422, "options")
    _refused(client.post("/v1/games", json={"ruleset": TOY_RULESET, "seats": [{"name": "Ann"}] * 4}),
             422, "seats")
    for seats in ("Ann", [1, 2], None):  # what the services read is checked before they read it
        _refused(client.post("/v1/games", json={"ruleset": TOY_RULESET, "seats": seats}), 422)
    assert _table(client, game) == drawn and drawn["version"] == before["version"] + 1


def test_the_toy_games_events_are_polled_and_streamed_alike(toy: None, client: FlaskClient) -> None:
    game, tokens = _seated(client)
    _play_to_the_end(client, game, tokens)
    polled = client.get(f"/v1/games/{game}/events?after=0").get_json()
    events = polled["events"]
    types = [e["type"] for e in events]
    assert types[:2] == ["contributed", "contributed"] and "toy_dealt" in types
    assert types[-2:] == ["round_over", "game_over"] and not polled["more"]
    assert all("card" not in e for e in events if e["type"] == "drew")  # a drawn card is its seat's
    own = client.get(f"/v1/games/{game}/events?after=0", headers=_bearer(tokens[0])).get_json()["events"]
    assert any("card" in e for e in own if e["type"] == "drew" and e["seat"] == 0)
    streamed = client.get(f"/v1/games/{game}/events?after=0", headers={"Accept": "text/event-stream"})
    assert streamed.status_code == 200 and streamed.mimetype == "text/event-stream"
    sent = [json.loads(line[len("data: "):]) for line in streamed.get_data(as_text=True).splitlines()
            if line.startswith("data: ")]
    assert sent == events


def test_a_toy_scoresheet_scores_its_rounds_its_own_way(toy: None, client: FlaskClient) -> None:
    made = client.post("/v1/scoresheets", json={"ruleset": TOY_RULESET, "players": ["Ann", "Bo"]},
                       headers=_key())
    assert made.status_code == 201, made.get_json()
    sheet, token = made.get_json()["id"], made.get_json()["edit_token"]
    assert made.get_json()["game"] == "toy"
    added = client.post(f"/v1/scoresheets/{sheet}/rounds", json={"winner": "Bo"},
                        headers={**_bearer(token), **_key()})
    assert added.status_code == 201, added.get_json()
    _refused(client.post(f"/v1/scoresheets/{sheet}/rounds", json={"winner": "Cy"},
                         headers={**_bearer(token), **_key()}), 422, "winner")
    read = client.get(f"/v1/scoresheets/{sheet}").get_json()
    assert read["round_count"] == 1
    assert {p["name"]: p["total"] for p in read["players"]} == {"Ann": 0, "Bo": 3}


def test_the_toy_ruleset_is_listed_only_while_the_toy_is_registered(client: FlaskClient) -> None:
    def listed() -> list[str]:
        return [r["id"] for r in client.get("/v1/rulesets").get_json()]

    assert TOY_RULESET not in listed() and TOY_RULESET not in RULESET_IDS
    with registered(TOY_KIND):
        assert listed()[-1] == TOY_RULESET and TOY_RULESET in RULESET_IDS
    assert TOY_RULESET not in listed()


def test_the_toy_answers_the_rack_check_and_a_seats_advice(toy: None, client: FlaskClient) -> None:
    checked = client.post("/v1/check/rack", json={"ruleset": TOY_RULESET, "rack": [2, 7, 9]})
    assert checked.status_code == 200 and checked.get_json()["wins"] is True
    _refused(client.post("/v1/check/rack", json={"ruleset": TOY_RULESET, "rack": "2 7 9"}), 422, "rack")
    game, tokens = _seated(client)
    seat = _table(client, game)["turn"]
    advice = client.get(f"/v1/games/{game}/advice", headers=_bearer(tokens[seat]))
    assert advice.status_code == 200 and advice.get_json()["action"] == {"type": "draw_stock"}


# --- the toy in the contract: the document an app made while it plays lists it, as a client reads it --

COMMITTED = Path(__file__).resolve().parents[2] / "openapi.yaml"


def _document() -> dict[str, Any]:
    """The OpenAPI document as a client reads it from an app made now."""
    return dict(create_app(TestConfig).test_client().get("/openapi.json").get_json())


def _enums(node: object) -> Iterator[tuple[str, ...]]:
    """Every `enum` of strings anywhere in a document."""
    if isinstance(node, dict):
        if isinstance(node.get("enum"), list) and all(isinstance(v, str) for v in node["enum"]):
            yield tuple(node["enum"])
        for value in node.values():
            yield from _enums(value)
    elif isinstance(node, list):
        for value in node:
            yield from _enums(value)


def _schema(document: dict[str, Any], path: str) -> dict[str, Any]:
    """The request body schema of POST `path`, able to resolve the document's references."""
    body = document["paths"][path]["post"]["requestBody"]["content"]["application/json"]["schema"]
    return {**body, "components": document["components"]}


def test_the_toy_is_in_the_contract_while_it_plays() -> None:
    committed = yaml.safe_load(COMMITTED.read_text())
    games, rulesets = set(KINDS), set(RULESET_IDS)
    by_game = [e for e in _enums(committed) if games <= set(e)]
    by_ruleset = [e for e in _enums(committed) if rulesets <= set(e)]
    assert len(by_game) >= 5 and len(by_ruleset) >= 3  # sheets, tables, games, rulesets; their inputs
    with registered(TOY_KIND):
        document = _document()
        toy_games = [e for e in _enums(document) if games <= set(e)]
        toy_rulesets = [e for e in _enums(document) if rulesets <= set(e)]
    assert len(toy_games) == len(by_game) and len(toy_rulesets) == len(by_ruleset)
    assert all(e[-1] == TOY_KIND.id for e in toy_games), toy_games
    assert all(e[-1] == TOY_RULESET for e in toy_rulesets), toy_rulesets
    for path, body in (("/v1/scoresheets", {"ruleset": TOY_RULESET, "players": ["Ann", "Bo"]}),
                       ("/v1/games", {"ruleset": TOY_RULESET, "seats": [{"name": "Ann"}, {"name": "Bo"}]}),
                       ("/v1/check/rack", {"ruleset": TOY_RULESET, "rack": [2, 7, 9]})):
        OAS30Validator(_schema(document, path)).validate(body)  # exactly one form takes it
        with pytest.raises(ValidationError):
            OAS30Validator(_schema(committed, path)).validate(body)
    assert _document() == committed  # nothing of the toy stays behind


def test_a_client_reads_the_toys_answers_by_the_document(client: FlaskClient) -> None:
    """Answers naming the toy conform to the document of an app made while it plays (and would not
    to one that never heard of it); /v1/rulesets gives its edition with its traits."""
    with registered(TOY_KIND):
        conforms = conformance(_document())
        listed = conforms(client.get("/v1/rulesets")).get_json()
        sheet = conforms(client.post("/v1/scoresheets", json={"ruleset": TOY_RULESET,
                                                               "players": ["Ann", "Bo"]}, headers=_key()))
        game = conforms(client.post("/v1/games", json={"ruleset": TOY_RULESET, "seed": 3,
                                                       "seats": [{"name": "Ann"}, {"name": "Bo"}]},
                                    headers=_key()))
    toy = [r for r in listed if r["game"] == TOY_KIND.id]
    assert [r["id"] for r in toy] == [TOY_RULESET] == list(TOY_KIND.ruleset_ids)
    assert toy[0]["traits"] == TOY_KIND.traits.to_dict()
    assert toy[0]["players"] == dict(zip(("min", "max"), TOY_KIND.editions[TOY_RULESET].players, strict=True))
    assert sheet.status_code == 201 and sheet.get_json()["game"] == TOY_KIND.id
    assert game.status_code == 201 and game.get_json()["game"] == TOY_KIND.id
    before = conformance(yaml.safe_load(COMMITTED.read_text()))
    before(client.get("/v1/rulesets"))  # the toy gone, the committed document holds again
    with registered(TOY_KIND), pytest.raises(ResponseValidationError):
        before(client.get("/v1/rulesets"))  # the toy's `game` is not in a document made without it


def test_an_unknown_ruleset_is_refused_naming_every_known_one_toy_included(
        toy: None, client: FlaskClient) -> None:
    seats = [{"name": "Ann"}, {"name": "Bo"}]
    made = client.post("/v1/tables", json={"name": "Thursday", "players": ["Ann", "Bo"]},
                       headers=_key()).get_json()
    table, token = made["id"], made["edit_token"]
    for path, body in (("/v1/scoresheets", {"players": ["Ann", "Bo"]}), ("/v1/games", {"seats": seats}),
                       (f"/v1/tables/{table}/sheets", {"players": [1, 2]}),
                       ("/v1/deals/verify", {"players": 2, "seed": "0" * 64}),
                       ("/v1/check/rack", {"rack": [2, 7, 9]}), ("/v1/check/move", {}), ("/v1/advice", {})):
        refused = _refused(client.post(path, json={"ruleset": "no-such-game", **body},
                                       headers={**_bearer(token), **_key()}), 422, "ruleset")
        said = " ".join(e["message"] for e in refused["errors"] if e["field"] == "ruleset")
        assert all(r in said for r in RULESET_IDS) and TOY_RULESET in said, (path, said)
    assert client.get(f"/v1/tables/{table}").get_json()["sheets"] == []


def test_an_app_serves_its_own_document_while_another_is_made_with_the_toy(client: FlaskClient) -> None:
    """Each app's document is its own: one made while the toy plays does not change another's
    (a shared `Api` once served every app the document of the last app made)."""
    served = client.get("/openapi.json").get_json()
    with registered(TOY_KIND):
        toy_app = create_app(TestConfig)
        assert TOY_RULESET in json.dumps(toy_app.test_client().get("/openapi.json").get_json())
        assert client.get("/openapi.json").get_json() == served
    assert client.get("/openapi.json").get_json() == served
