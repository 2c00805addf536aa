"""A client playing whole games with random legal moves, as the README's example does, never
meets a 429 at the default rate limits: the layer hears of every 429 it would wait out."""

from __future__ import annotations

import random
import threading
from collections.abc import Iterator

import pytest
from flask import Flask
from racko import Racko, RackoError, Retrying
from werkzeug.serving import make_server

from racko_api.config import Config
from racko_api.extensions import limiter

LIMITS = ("RATELIMIT_DEFAULT", "RATELIMIT_CREATE", "RATELIMIT_WRITES", "RATELIMIT_GAME_ACTIONS")
SEATS = {"hasbro": [{"name": "Ann"}, {"name": "Bot", "bot": "basic"}],
         "super-rack-o": [{"name": "Ann"}, {"name": "Bot", "bot": "basic"}]}


@pytest.fixture()
def limited_url(app: Flask) -> Iterator[str]:
    """The app over HTTP with its rate limits on, at the production defaults."""
    assert limiter.enabled and all(app.config[name] == getattr(Config, name) for name in LIMITS)
    server = make_server("127.0.0.1", 0, app, threaded=False)
    thread = threading.Thread(target=server.serve_forever, daemon=True)
    thread.start()
    try:
        yield f"http://127.0.0.1:{server.server_port}"
    finally:
        server.shutdown()
        thread.join()


@pytest.mark.slow
def test_whole_rack_o_and_super_rack_o_games_of_random_moves_meet_no_429(limited_url: str) -> None:
    limited: list[RackoError] = []
    api = Racko(limited_url, retrying=Retrying(waiting_out=limited.append))
    rng, moves = random.Random(), 0
    for ruleset, seats in SEATS.items():
        game = api.create_game({"ruleset": ruleset, "seats": seats})
        game.contribute()
        view = game.read()
        while view.phase != "game_over":
            view = game.play(rng.choice(view.legal_actions))
            moves += 1
        assert view.winner is not None
    print(f"{moves} moves")  # noqa: T201 - how many moves the limits were tried with
    assert limited == []
