"""The turn limit over HTTP (R-TURN-LIMIT): a game made with `turn_limit` ends a round that reaches
it without a Rack-O as a blocked round, says so in its events and views, and deals the next."""

from __future__ import annotations

import random

from flask.testing import FlaskClient

from .conftest import bearer, create


def _events(client: FlaskClient, path: str, token: str) -> list[dict]:
    log = client.get(f"{path}/events", headers=bearer(token)).json
    events = list(log["events"])
    while log["more"]:
        log = client.get(f"{path}/events?after={log['last']}", headers=bearer(token)).json
        events += log["events"]
    return events


def test_a_round_that_reaches_the_turn_limit_ends_blocked_and_the_next_is_dealt(
        client: FlaskClient, conforms, no_rate_limit: None) -> None:
    t = create(client, "hasbro", [{"name": "Ann"}, {"name": "Bo"}], seed=48, options={"turn_limit": 20})
    public = t.public()
    assert public["options"]["turn_limit"] == 20 and public["house_rules"] == ["turn_limit"]
    racks = {seat: t.view(seat)["rack"] for seat in (0, 1)}
    for turn in range(20):  # every turn draws from the stock and discards: no rack ever changes
        seat = t.public()["turn"]
        assert seat is not None, f"the round ended after {turn} turns"
        t.play(seat, {"type": "draw_stock"})
        view = t.play(seat, {"type": "discard"})
    assert view["phase"] == "round_over" and view["turns_this_round"] == 20
    conforms(client.get(t.path))
    conforms(client.get(f"{t.path}/view", headers=bearer(t.tokens[0])))
    public = t.public()
    assert public["round_winner"] is None and public["turn"] is None
    finished = public["scores"]["rounds"][0]
    assert finished["winner"] is None and finished["rack_o"] is None
    assert finished["ended_by"] == "turn_limit" and finished["turns"] == 20 and finished["bonus"] == 0
    assert finished["racks"] == [racks[0], racks[1]]

    events = _events(client, t.path, t.tokens[0])
    assert not [e for e in events if e["type"] == "rack_o"]
    ended = next(e for e in events if e["type"] == "round_over")
    assert ended["rule"] == "R-TURN-LIMIT" and ended["winner"] is None
    assert ended["ended_by"] == "turn_limit" and ended["turn_limit"] == 20
    assert ended["scores"] == public["scores"]["totals"] == finished["scores"]
    assert all(r["rule"] == "R-SCORE-LEAD" for d in ended["details"] for r in d["reasons"])

    revealed = next(e for e in events if e["type"] == "deal_revealed" and e["round"] == 1)
    checked = conforms(client.post("/v1/deals/verify", json={  # the blocked round replays alike
        "ruleset": "hasbro", "options": public["options"], "players": 2, "round": 1,
        "server_seed": revealed["server_seed"], "contributions": revealed["contributions"],
        "seat": 0, "events": events})).json["replay"]
    assert checked["matches"] is True and checked["complete"] is True, checked

    assert {"type": "next_round"} in t.view(1)["legal_actions"]
    view = t.play(1, {"type": "next_round"})
    assert view["round"] == 2 and view["phase"] == "draw" and view["turns_this_round"] == 0


def test_bots_play_a_game_of_short_rounds_to_the_target(client: FlaskClient, no_rate_limit: None) -> None:
    t = create(client, "hasbro", [{"name": "Ann"}, {"name": "R1", "bot": "random"},
                                  {"name": "R2", "bot": "random"}],
               seed=5, options={"turn_limit": 30, "target": 150})
    t.play_to_the_end(random.Random(48), bot="random")
    rounds = t.public()["scores"]["rounds"]
    assert all(r["turns"] <= 30 for r in rounds)
    assert any(r["ended_by"] == "turn_limit" for r in rounds)
    ended = [e for e in _events(client, t.path, t.tokens[0]) if e["type"] == "round_over"]
    assert [e["rule"] == "R-TURN-LIMIT" for e in ended] == [r["ended_by"] == "turn_limit" for r in rounds]


def test_the_turn_limit_is_bounded(client: FlaskClient, problem) -> None:
    for bad in (19, 1001, "200"):
        seats = [{"name": "Ann"}, {"name": "Bo"}]
        answer = client.post("/v1/games", json={"ruleset": "hasbro", "seats": seats,
                                                "options": {"turn_limit": bad}})
        body = problem(answer, 422)
        assert [e["field"] for e in body["errors"]] == ["options/turn_limit"], body


def test_super_rack_o_has_no_turn_limit(client: FlaskClient, problem) -> None:
    """R-TURN-LIMIT's Decision: Super Rack-O has no points to score a blocked deal with."""
    seats = [{"name": "Ann"}, {"name": "Bo"}]
    answer = client.post("/v1/games", json={"ruleset": "super-rack-o", "seats": seats,
                                            "options": {"turn_limit": 200}})
    body = problem(answer, 422)
    assert "options/turn_limit" in [e["field"] for e in body["errors"]], body
