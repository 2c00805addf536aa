"""A game's stream, followed with the Python layer, outlives the whole server: the server process
is stopped, moves are played on a new one started on the same database and port, and the stream
resumes with Last-Event-ID, yielding the events written meanwhile, none missed or repeated."""

from __future__ import annotations

import random
import threading
import time
from typing import Any

import httpx
from racko import Game, Racko, Retrying

from .serve import Server


def _logged(server: Server, game: Game) -> list[dict[str, Any]]:
    answer = httpx.get(f"{server.url}/v1/games/{game.id}/events?after=0",
                       headers={"Authorization": f"Bearer {game.client.token}"})
    events: list[dict[str, Any]] = answer.json()["events"]
    return events


def test_a_stream_resumes_after_the_server_restarts_with_the_events_written_meanwhile(
        server: Server) -> None:
    player = Racko(server.url).create_game({"ruleset": "hasbro", "options": {"target": 75},
                                            "seats": [{"name": "Ann"}, {"name": "Bot", "bot": "basic"}]})
    player.contribute()
    down, restarted = threading.Event(), threading.Event()

    def wait_for_the_restart(_seconds: float) -> None:  # the follower's wait while no server answers
        down.set()
        restarted.wait(120)

    follower = Racko(server.url, retrying=Retrying(sleep=wait_for_the_restart)).game(
        player.id, player.client.token)
    asked: list[str | None] = []
    follower.client.set_httpx_client(httpx.Client(
        base_url=server.url, timeout=30, headers={"Authorization": f"Bearer {follower.client.token}"},
        event_hooks={"request": [lambda request: asked.append(request.headers.get("Last-Event-ID"))]}))
    followed: list[Any] = []
    following = threading.Thread(target=lambda: followed.extend(follower.events()), daemon=True)
    following.start()

    view, rng = player.read(), random.Random(7)
    for _ in range(6):
        view = player.play(rng.choice(view.legal_actions))
    before = len(_logged(server, player))
    deadline = time.monotonic() + 30
    while len(followed) < before and time.monotonic() < deadline:
        time.sleep(0.05)
    assert len(followed) == before

    server.stop()
    assert down.wait(60), "the follower did not notice the server was gone"
    server.start()  # a new process: same database, same port
    for _ in range(6):  # written while the follower is away
        view = player.play(rng.choice(view.legal_actions))
    meanwhile = len(_logged(server, player)) - before
    restarted.set()
    while view.phase != "game_over":
        view = player.play(rng.choice(view.legal_actions))
    following.join(60)
    assert not following.is_alive()

    logged = _logged(server, player)
    assert meanwhile >= 6 and [e.to_dict() for e in followed] == logged  # no gap, no repeat
    assert asked[0] == "0" and set(asked[1:]) == {str(before)}  # resumed after the last event it had
    assert type(followed[-1]).__name__ == "GameOverEvent" and followed[-1].version == view.version
