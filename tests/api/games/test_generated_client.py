"""A typed Python client generated from the committed openapi.yaml plays whole games.

openapi-python-client generates the client during the test (nothing generated is committed);
the client talks to the app in-process through httpx's WSGI transport. One loop plays a Rack-O
game and a Super Rack-O game alike: only the choice of move differs (a bot fed the seat's view).
"""

from __future__ import annotations

import importlib
import random
import subprocess
import sys
import uuid
from collections.abc import Iterator
from pathlib import Path
from types import ModuleType
from typing import Any

import httpx
import pytest
from flask import Flask

from .conftest import choose

DOCUMENT = Path(__file__).resolve().parents[3] / "openapi.yaml"
GENERATOR = Path(sys.executable).with_name("openapi-python-client")


@pytest.fixture(scope="module")
def racko_client(tmp_path_factory: pytest.TempPathFactory) -> Iterator[ModuleType]:
    """The generated package `racko_client`, importable for this module's tests."""
    where = tmp_path_factory.mktemp("generated")
    config = where / "config.yaml"
    config.write_text("post_hooks: []\nproject_name_override: racko_client\n"
                      "package_name_override: racko_client\n")
    subprocess.run([str(GENERATOR), "generate", "--path", str(DOCUMENT), "--config", str(config),
                    "--meta", "none", "--output-path", str(where / "racko_client")],
                   check=True, capture_output=True, cwd=where)
    sys.path.insert(0, str(where))
    try:
        yield importlib.import_module("racko_client")
    finally:
        sys.path.remove(str(where))
        for name in [m for m in sys.modules if m == "racko_client" or m.startswith("racko_client.")]:
            del sys.modules[name]


def _module(package: ModuleType, name: str) -> Any:
    return importlib.import_module(f"{package.__name__}.{name}")


def play_whole_game(package: ModuleType, app: Flask, body: dict[str, Any], rng: random.Random) -> Any:
    """Create a game through the client, then play the person's seat to the end; the last view."""
    client_module = _module(package, "client")
    models = _module(package, "models")
    create, get_view, act = (_module(package, f"api.games.{n}") for n in
                             ("post_v1_games", "get_v1_games_game_id_view", "post_v1_games_game_id_actions"))
    transport = httpx.WSGITransport(app=app)
    anyone = client_module.Client(base_url="http://racko.test", httpx_args={"transport": transport})
    form = models.SuperGameIn if body["ruleset"] == "super-rack-o" else models.RackOGameIn
    created = create.sync(client=anyone, body=form.from_dict(body),
                          idempotency_key=str(uuid.uuid4()))
    assert isinstance(created, models.GameCreatedOut), created
    token = next(s.token for s in created.seats if isinstance(s.token, str))
    seat = _module(package, "client").AuthenticatedClient(
        base_url="http://racko.test", token=token, httpx_args={"transport": transport})
    view = get_view.sync(created.id, client=seat)
    for _ in range(5_000):
        assert isinstance(view, (models.RackOViewOut, models.SuperViewOut)), view
        if view.winner is not None:
            return view
        action = choose(view.to_dict(), rng)
        assert action is not None, "the person's seat has no move, yet the game is not over"
        view = act.sync(created.id, client=seat, body=models.ActionIn.from_dict(action),
                        idempotency_key=str(uuid.uuid4()))
    raise AssertionError("the game did not end within 5,000 actions")


@pytest.mark.parametrize("body", [
    {"ruleset": "hasbro", "options": {"target": 150},
     "seats": [{"name": "Ann"}, {"name": "Bot", "bot": "basic"}]},
    {"ruleset": "super-rack-o", "seats": [{"name": "Ann"}, {"name": "Bot", "bot": "basic"}]},
], ids=["rack-o", "super-rack-o"])
def test_a_generated_client_plays_a_whole_game(racko_client: ModuleType, app: Flask, body: dict[str, Any],
                                               no_rate_limit: None) -> None:
    last = play_whole_game(racko_client, app, body, random.Random(5))
    assert last.game == body["ruleset"].replace("hasbro", "rack-o") and last.phase == "game_over"
    assert last.winner.seats and all(0 <= s < 2 for s in last.winner.seats)
