"""A game's events as a stream: each reader sees exactly what polling shows it, and no more."""

from __future__ import annotations

import random
import time
from typing import Any

from flask import Flask

from tests.api.games.conftest import Table, bearer, choose, create
from tests.api.streams.conftest import Reader, listen, wait_until


def _json_events(app: Flask, game: str, token: str | None) -> list[dict[str, Any]]:
    headers = bearer(token) if token else {}
    answer = app.test_client().get(f"/v1/games/{game}/events?after=0", headers=headers)
    assert answer.status_code == 200 and not answer.json["more"]
    return list(answer.json["events"])


def _received(reader: Reader, upto: int) -> list[dict[str, Any]]:
    got: list[dict[str, Any]] = []
    while not got or got[-1]["seq"] < upto:
        got.append(reader.next(timeout=2.0))
    return got


def _play(table: Table, rng: random.Random, moves: int) -> None:
    for _ in range(moves):
        for seat in table.tokens:
            action = choose(table.view(seat), rng)
            if action is not None:
                table.play(seat, action)
                break


def test_each_seat_streams_its_own_cards_and_nobody_elses_and_no_token_streams_public_parts(
        servers: tuple[Flask, Flask], readers: list[Reader]) -> None:
    first, second = servers
    table = create(first.test_client(), "hasbro", [{"name": "Ann"}, {"name": "Bo"}], seed=7)
    streams = {seat: listen(second, f"/v1/games/{table.id}/events", bearer(token))
               for seat, token in table.tokens.items()}
    streams[None] = listen(first, f"/v1/games/{table.id}/events")  # a reader without a token
    readers += streams.values()
    time.sleep(0.3)
    _play(table, random.Random(3), 12)
    top = _json_events(first, table.id, None)[-1]["seq"]
    for seat, reader in streams.items():
        token = table.tokens.get(seat) if seat is not None else None
        assert _received(reader, top) == _json_events(first, table.id, token), seat
    public = {e["seq"]: e for e in _json_events(first, table.id, None)}
    differs = 0
    for seat in table.tokens:
        for event in _json_events(first, table.id, table.tokens[seat]):
            if event["seat"] != seat:
                assert event == public[event["seq"]], (seat, event)  # another seat's: public part only
            differs += event != public[event["seq"]]
    assert differs > 0  # the seats did draw hidden cards, and only they saw them


def test_a_wrong_token_is_refused_before_any_stream_opens(app: Flask) -> None:
    table = create(app.test_client(), "hasbro", [{"name": "Ann"}, {"name": "Bot", "bot": "basic"}],
                   seed=3)
    for token, status in (("not-a-seat-token", 403), (None, 200)):
        headers = {"Accept": "text/event-stream", **(bearer(token) if token else {})}
        answer = app.test_client().get(f"/v1/games/{table.id}/events", headers=headers,
                                       buffered=False)
        assert answer.status_code == status
        if status != 200:
            assert answer.mimetype == "application/problem+json"
        answer.close()
    missing = app.test_client().get("/v1/games/nope/events", headers={"Accept": "text/event-stream"})
    assert missing.status_code == 404


def test_a_game_played_to_its_end_on_one_server_ends_the_stream_on_the_other(
        servers: tuple[Flask, Flask], readers: list[Reader]) -> None:
    first, second = servers
    table = create(first.test_client(), "hasbro", [{"name": "Ann"}, {"name": "Bot", "bot": "basic"}],
                   seed=5, options={"target": 50})
    live = listen(second, f"/v1/games/{table.id}/events", bearer(table.tokens[0]))
    readers.append(live)
    time.sleep(0.2)
    table.play_to_the_end(random.Random(1))
    events = live.all(timeout=10)
    for _ in range(5):  # a slow machine may outlast the stream's 4 s life: resume, as clients do
        if events[-1]["type"] == "game_over":
            break
        resumed = listen(second, f"/v1/games/{table.id}/events",
                         {**bearer(table.tokens[0]), "Last-Event-ID": str(events[-1]["seq"])})
        readers.append(resumed)
        events += resumed.all(timeout=10)
    assert events == _json_events(first, table.id, table.tokens[0])
    assert events[-1]["type"] == "game_over" and live.error is None
    again = listen(second, f"/v1/games/{table.id}/events", {**bearer(table.tokens[0]),
                                                           "Last-Event-ID": str(events[-1]["seq"])})
    wait_until(again.ended.is_set)
    assert again.status == 204
    from_middle = listen(first, f"/v1/games/{table.id}/events?after=2")
    assert [e["seq"] for e in from_middle.all()] == list(range(3, events[-1]["seq"] + 1))
    readers += [again, from_middle]
