"""`players` and `options` mean the same for both games on /v1/advice and /v1/check/*: a Rack-O
form needs `players` (it sets the deck); a Super Rack-O form takes both, checks them, and says in
`notes` that they do not bear on its answer."""

from __future__ import annotations

from typing import Any

import pytest
from flask.testing import FlaskClient

RACKO = {"ruleset": "hasbro", "rack": [2, 5, 9, 14, 20, 26, 33, 36, 38, 40]}
SUPER = {"ruleset": "super-rack-o", "blue": ["B2", "B5", "B9", "B14", "B20", "B26", "B33", "B39"],
         "red": ["R1", "R7", "R8", "R15", "R21", "R30", "R36", "R40"]}
MOVES = {"rack-o": {"card": 17, "taken_from": "stock", "play": "discard"},
         "super-rack-o": {"card": "B17", "taken_from": "stock", "play": "discard"}}
PATHS = ["/v1/check/rack", "/v1/check/move", "/v1/advice"]


def _body(game: str, path: str, **extra: Any) -> dict[str, Any]:
    form = RACKO if game == "rack-o" else SUPER
    return {**form, **(MOVES[game] if path.endswith("move") else {}), **extra}


@pytest.mark.parametrize("path", PATHS)
@pytest.mark.parametrize("game", ["rack-o", "super-rack-o"])
def test_both_games_take_players_and_options(client: FlaskClient, conforms: Any, game: str,
                                             path: str) -> None:
    answer = conforms(client.post(path, json=_body(game, path, players=3, options={"target": 7})))
    assert answer.status_code == 200, answer.json
    notes = {n["field"] for n in answer.json.get("notes", [])}
    assert notes == ({"players", "options"} if game == "super-rack-o" else set())
    if game == "super-rack-o" or not path.endswith("move"):
        assert answer.json["players"] == 3
    alone = conforms(client.post(path, json=_body(game, path, players=3)))
    assert alone.json["legal" if "check" in path else "action"] == answer.json[
        "legal" if "check" in path else "action"]


@pytest.mark.parametrize("path", PATHS)
@pytest.mark.parametrize("game", ["rack-o", "super-rack-o"])
def test_players_is_checked_alike(client: FlaskClient, problem: Any, game: str, path: str) -> None:
    problem(client.post(path, json=_body(game, path, players=5)), 422, fields=["players"])
    problem(client.post(path, json=_body(game, path, players=3, options={"target": 0})), 422)


@pytest.mark.parametrize("path", PATHS)
def test_a_super_rack_o_form_needs_neither(client: FlaskClient, conforms: Any, path: str) -> None:
    answer = conforms(client.post(path, json=_body("super-rack-o", path)))
    assert answer.status_code == 200 and "notes" not in answer.json and "players" not in answer.json
