"""One request a move: every event says whose turn it is and the game's version, so a follower of
the log (or its stream) plays without reading the table; and `next_round`, which any seat may
send for the same state, is answered 200 to the second sender too."""

from __future__ import annotations

import random
import uuid
from typing import Any

import pytest
from flask import Flask
from flask.testing import FlaskClient

from tests.api.streams.conftest import listen

from .conftest import Table, bearer, choose, create

GAMES = {"rack-o": "hasbro", "super-rack-o": "super-rack-o"}


def _events(client: FlaskClient, t: Table, after: int, seat: int | None = None) -> dict[str, Any]:
    headers = bearer(t.tokens[seat]) if seat is not None else {}
    answer = client.get(f"{t.path}/events?after={after}", headers=headers)
    assert answer.status_code == 200, answer.json
    return dict(answer.json)


def _to_round_over(t: Table, rng: random.Random) -> dict[str, Any]:
    """Both seats (hot seat) play as the basic bot until round 1 is over; seat 0's view then."""
    for _ in range(3_000):
        views = {s: t.view(s) for s in (0, 1)}
        if views[0]["phase"] == "round_over":
            return views[0]
        seat = next(s for s in (0, 1) if views[s]["legal_actions"])
        action = choose(views[seat], rng)
        assert action is not None
        t.play(seat, action)
    raise AssertionError("the round did not end")


@pytest.mark.parametrize("game", sorted(GAMES))
def test_every_event_carries_the_version_it_led_to_and_whose_turn_it_is(
        client: FlaskClient, conforms: Any, game: str) -> None:
    t = create(client, GAMES[game], [{"name": "Ann"}, {"name": "Bot", "bot": "basic"}], seed=11)
    rng = random.Random(11)
    for _ in range(6):
        log = conforms(client.get(f"{t.path}/events?after=0", headers=bearer(t.tokens[0]))).json
        table = t.public()
        last = log["events"][-1]
        assert (last["version"], last["turn"]) == (table["version"], table["turn"]) == (log["version"], 0)
        versions = [e["version"] for e in log["events"]]
        assert versions == sorted(versions) and versions[0] == 1
        action = choose(t.view(0), rng)
        assert action is not None
        t.play(0, action)


def test_two_followers_play_a_whole_game_with_one_request_a_move(client: FlaskClient) -> None:
    """Each seat reads only its own event log (as its stream would push it) and posts actions:
    never the view or the table. The log's last event says whose turn it is and the version to
    send as If-Match; an action's answer (the seat's view) says what may follow."""
    t = create(client, "hasbro", [{"name": "Ann"}, {"name": "Bo"}], seed=12, hot_seat=True,
               options={"target": 150})
    rng, after, reads, posted = random.Random(12), {0: 0, 1: 0}, 0, 0
    while posted < 3_000:
        for seat in (0, 1):
            log = _events(client, t, after[seat], seat)
            reads += 1
            if not log["events"]:
                continue
            after[seat], last = log["last"], log["events"][-1]
            if last["type"] == "game_over":
                assert t.public()["phase"] == "game_over" and reads <= posted + 2
                return
            if last["turn"] not in (seat, None):
                continue
            action: dict[str, Any] | None = {"type": "draw_stock" if last["turn"] == seat else "next_round"}
            version = last["version"]
            while action is not None:
                answer = t.post(seat, action, **{"If-Match": f'"{version}"',
                                                 "Idempotency-Key": str(uuid.uuid4())})
                assert answer.status_code == 200, (action, answer.json)
                posted += 1
                version, action = answer.json["version"], None
                if answer.json["phase"] == "holding" and answer.json["turn"] == seat:
                    action = choose(answer.json, rng)  # the card in hand goes where the basic bot puts it
    raise AssertionError("the game did not end")


def test_the_stream_pushes_the_same_version_and_turn(app: Flask, client: FlaskClient) -> None:
    t = create(client, "hasbro", [{"name": "Ann"}, {"name": "Bot", "bot": "basic"}], seed=13,
               options={"target": 75})
    t.play_to_the_end(random.Random(13))
    reader = listen(app, f"{t.path}/events", bearer(t.tokens[0]))
    pushed = reader.all()
    assert pushed == _events(client, t, 0, 0)["events"]
    assert pushed[-1]["type"] == "game_over" and pushed[-1]["version"] == t.public()["version"]
    assert pushed[-1]["turn"] is None and {e["turn"] for e in pushed} >= {0}


@pytest.mark.parametrize("game", sorted(GAMES))
def test_next_round_from_two_phones_deals_once_and_both_get_200(
        client: FlaskClient, conforms: Any, problem: Any, game: str) -> None:
    t = create(client, GAMES[game], [{"name": "Ann"}, {"name": "Bo"}], seed=14, hot_seat=True,
               options={"target": 1000 if game == "rack-o" else 3})
    seen = _to_round_over(t, random.Random(14))
    stale = {"If-Match": f'"{seen["version"]}"'}
    first = conforms(t.post(0, {"type": "next_round"}, **stale, **{"Idempotency-Key": str(uuid.uuid4())}))
    assert first.status_code == 200 and first.json["round"] == 2
    count = _events(client, t, 0)["last"]
    second = conforms(t.post(1, {"type": "next_round"}, **stale, **{"Idempotency-Key": str(uuid.uuid4())}))
    assert second.status_code == 200, second.json
    assert second.json["round"] == 2 and second.json["version"] == first.json["version"]
    assert second.json["seat"] == 1 and second.headers["ETag"] == f'"{first.json["version"]}"'
    unsent = t.post(1, {"type": "next_round"})  # no If-Match: the state before the last write
    assert unsent.status_code == 200 and unsent.json["version"] == first.json["version"]
    assert _events(client, t, 0)["last"] == count  # dealt once
    # Once the round has moved on, next_round is refused again, as any move out of its time.
    mover = next(s for s in (0, 1) if t.view(s)["legal_actions"])
    action = choose(t.view(mover), random.Random(1))
    assert action is not None
    t.play(mover, action)
    problem(t.post(1, {"type": "next_round"}), 409)
    late = conforms(t.post(1, {"type": "next_round"}, **stale))  # still the round it saw end
    assert late.status_code == 200 and late.json["version"] == first.json["version"] + 1


def test_a_stale_if_match_on_a_move_still_gets_412(client: FlaskClient, problem: Any) -> None:
    t = create(client, "hasbro", [{"name": "Ann"}, {"name": "Bo"}], seed=15, hot_seat=True)
    version = t.public()["version"]
    mover = next(s for s in (0, 1) if t.view(s)["legal_actions"])
    t.play(mover, {"type": "draw_stock"})
    problem(t.post(mover, {"type": "discard"}, **{"If-Match": f'"{version}"'}), 412)
