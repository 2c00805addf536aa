"""Playing over HTTP: seat tokens, refusals citing the rule, If-Match, replays, views, events."""

from __future__ import annotations

from flask.testing import FlaskClient

from .conftest import Table, bearer, cards_shown, create

TWO_PEOPLE = [{"name": "Ann"}, {"name": "Bo"}]


def _hidden(view: dict) -> set[int]:
    return {c for c in view["rack"] if c is not None}


def test_a_view_needs_its_seat_token(client: FlaskClient, table: Table, problem) -> None:
    problem(client.get(f"{table.path}/view"), 401)
    problem(client.get(f"{table.path}/view", headers={"Authorization": "Basic abc"}), 401)
    problem(client.get(f"{table.path}/view", headers=bearer("not-a-token")), 403)
    other = create(client, "hasbro", [{"name": "Cy"}, {"name": "Bot", "bot": "basic"}])
    problem(client.get(f"{table.path}/view", headers=bearer(other.tokens[0])), 403)
    problem(client.get("/v1/games/nope/view", headers=bearer(table.tokens[0])), 404)
    problem(client.get("/v1/games/nope"), 404)


def test_seat_a_cannot_read_seat_b(client: FlaskClient, conforms, problem) -> None:
    t = create(client, "hasbro", TWO_PEOPLE, seed=5)
    a = conforms(client.get(f"{t.path}/view", headers=bearer(t.tokens[0]))).json
    b = conforms(client.get(f"{t.path}/view?seat=1", headers=bearer(t.tokens[1]))).json
    assert a["seat"] == 0 and b["seat"] == 1
    problem(client.get(f"{t.path}/view?seat=1", headers=bearer(t.tokens[0])), 403)
    assert not _hidden(b) & cards_shown(a, skip=frozenset({"rack", "hand"}))
    assert _hidden(a) <= cards_shown(a)  # the scan does find a seat's own cards
    public = conforms(client.get(t.path)).json
    assert public["racks"] is None and "rack" not in public and "hand" not in public
    assert not (_hidden(a) | _hidden(b)) & cards_shown(public)


def test_seat_a_cannot_act_for_seat_b(client: FlaskClient, problem) -> None:
    t = create(client, "hasbro", TWO_PEOPLE, seed=5)
    turn = t.public()["turn"]
    waiting = 1 - turn
    before = t.public()
    result = problem(t.post(waiting, {"type": "draw_stock"}), 409, rule="R-TURN")
    assert "turn" in result["detail"]
    assert t.public() == before  # nothing changed, not even the version
    t.play(turn, {"type": "draw_stock"})
    problem(t.post(waiting, {"type": "discard"}), 409, rule="R-TURN")


def test_an_action_against_the_rules_is_409_citing_the_rule(client: FlaskClient, table: Table,
                                                            problem) -> None:
    view = table.view(0)
    problem(table.post(0, {"type": "discard"}), 409, rule="R-TURN")
    problem(table.post(0, {"type": "place", "slot": 5}), 409, rule="R-TURN")
    view = table.play(0, {"type": "take_discard"})
    assert {"type": "discard"} not in view["legal_actions"]
    problem(table.post(0, {"type": "discard"}), 409, rule="R-TURN-DISCARD-MUST")
    problem(table.post(0, {"type": "place", "slot": 5}), 409, rule="R-QUICK")
    problem(table.post(0, {"type": "call_rack_o"}), 409, rule="R-WAIT")
    assert table.view(0)["version"] == view["version"]


def test_a_malformed_action_is_422(client: FlaskClient, table: Table, problem) -> None:
    for body in ({"type": "exchange", "slot": 7}, {"type": "exchange"}, {"type": "fly"},
                 {"type": "draw_stock", "slot": 5}, {"type": "exchange", "slot": "5"},
                 {"type": "play_swap", "target_seat": 1, "row": 2}, {}):
        problem(table.post(0, body), 422)
    problem(client.post(f"{table.path}/actions", json={"type": "draw_stock"}), 401)


def test_if_match_must_name_the_current_version(client: FlaskClient, table: Table, problem) -> None:
    version = table.view(0)["version"]
    problem(table.post(0, {"type": "draw_stock"}, **{"If-Match": f'"{version - 1}"'}), 412)
    answer = table.post(0, {"type": "draw_stock"}, **{"If-Match": f'"{version}"'})
    assert answer.status_code == 200 and answer.headers["ETag"] == f'"{version + 1}"'
    answer = table.post(0, {"type": "discard"}, **{"If-Match": str(version + 1)})  # a bare number too
    assert answer.status_code == 200


def test_if_match_and_if_none_match_take_etag_lists(client: FlaskClient, table: Table, problem) -> None:
    """RFC 9110: a list matches when any listed tag is current; If-Match compares strongly."""
    version = table.view(0)["version"]
    problem(table.post(0, {"type": "draw_stock"}, **{"If-Match": f'"{version + 5}", W/"{version}"'}), 412)
    answer = table.post(0, {"type": "draw_stock"}, **{"If-Match": f'"{version + 5}", "{version}"'})
    assert answer.status_code == 200
    current = answer.headers["ETag"]
    for listed in (f'"0", {current}', f'W/{current}', f'"0", W/{current}', "*"):
        assert client.get(table.path, headers={"If-None-Match": listed}).status_code == 304, listed
    assert client.get(table.path, headers={"If-None-Match": '"0", "1"'}).status_code == 200


def test_a_replayed_action_is_answered_again_and_played_once(client: FlaskClient, table: Table,
                                                            problem) -> None:
    key = {"Idempotency-Key": "draw-1-5f0c2e9a7b314d86"}
    first = table.post(0, {"type": "draw_stock"}, **key)
    again = table.post(0, {"type": "draw_stock"}, **key)
    assert first.status_code == again.status_code == 200
    assert again.json == first.json and again.headers["Idempotent-Replayed"] == "true"
    assert table.view(0)["version"] == first.json["version"]  # drawn once
    problem(table.post(0, {"type": "discard"}, **key), 422)  # the key named another request
    # a key is a seat's own: the same key from another seat is a new request
    t = create(client, "hasbro", TWO_PEOPLE, seed=3)
    turn = t.public()["turn"]
    assert t.post(turn, {"type": "draw_stock"}, **key).status_code == 200
    problem(t.post(1 - turn, {"type": "draw_stock"}, **key), 409, rule="R-TURN")


def test_the_answer_to_an_action_is_the_seat_s_new_view(client: FlaskClient, table: Table, conforms) -> None:
    view = conforms(table.post(0, {"type": "draw_stock"})).json
    assert view["seat"] == 0 and view["phase"] == "holding" and isinstance(view["hand"], int)
    assert {"type": "discard"} in view["legal_actions"]
    assert view["holding"] == {"seat": 0, "source": "stock"}  # the drawn card stays private
    public = table.public()
    assert public["holding"] == {"seat": 0, "source": "stock"} and "hand" not in public
    after = conforms(table.post(0, {"type": "discard"})).json
    assert after["hand"] is None and after["discard_pile"][:len(view["discard_pile"])] == view["discard_pile"]
    # the bot has played its turn already: it is seat 0's turn again
    assert after["turn"] == 0 and after["phase"] == "draw"


def test_events_are_filtered_for_each_viewer(client: FlaskClient, conforms, problem) -> None:
    t = create(client, "hasbro", TWO_PEOPLE, seed=9)
    turn = t.public()["turn"]
    drawn = t.play(turn, {"type": "draw_stock"})["hand"]
    t.play(turn, {"type": "discard"})
    mine = conforms(client.get(f"{t.path}/events", headers=bearer(t.tokens[turn]))).json
    theirs = conforms(client.get(f"{t.path}/events", headers=bearer(t.tokens[1 - turn]))).json
    public = conforms(client.get(f"{t.path}/events")).json
    assert mine["seat"] == turn and theirs["seat"] == 1 - turn and public["seat"] is None
    draw = [e for e in mine["events"] if e["type"] == "drew"][0]
    assert draw["card"] == drawn
    assert all("card" not in e for e in theirs["events"] + public["events"] if e["type"] == "drew")
    dealt = {e["seat"]: e for e in theirs["events"] if e["type"] == "rack_dealt"}
    assert "rack" in dealt[1 - turn] and "rack" not in dealt[turn]
    assert [e["seq"] for e in mine["events"]] == list(range(1, len(mine["events"]) + 1))
    assert "stock" not in str(public).replace("stock_count", "").replace("draw_stock", "")
    later = client.get(f"{t.path}/events?after={mine['last'] - 1}", headers=bearer(t.tokens[turn])).json
    assert [e["seq"] for e in later["events"]] == [mine["last"]] and later["more"] is False
    problem(client.get(f"{t.path}/events", headers=bearer("wrong")), 403)
    problem(client.get(f"{t.path}/events?after=-1"), 422)


def test_an_unchanged_game_answers_304(client: FlaskClient, table: Table) -> None:
    first = client.get(f"{table.path}/events")
    etag = first.headers["ETag"]
    assert client.get(f"{table.path}/events", headers={"If-None-Match": etag}).status_code == 304
    assert client.get(table.path, headers={"If-None-Match": etag}).status_code == 304
    seen = client.get(f"{table.path}/view", headers={**bearer(table.tokens[0]), "If-None-Match": etag})
    assert seen.status_code == 304
    table.play(0, {"type": "draw_stock"})
    again = client.get(f"{table.path}/events", headers={"If-None-Match": etag})
    assert again.status_code == 200 and again.headers["ETag"] != etag


def test_R_OPEN_open_racks_are_in_every_view(client: FlaskClient) -> None:
    """R-OPEN: the Swedish edition shows every rack to everyone."""
    t = create(client, "swedish", TWO_PEOPLE, seed=4)
    a, b, public = t.view(0), t.view(1), t.public()
    assert public["racks"] == [a["rack"], b["rack"]] == a["racks"] == b["racks"]
    dealt = client.get(f"{t.path}/events").json["events"]
    assert all("rack" in e for e in dealt if e["type"] == "rack_dealt")


def test_actions_are_rate_limited(client: FlaskClient, app, table: Table, problem) -> None:
    app.config["RATELIMIT_GAME_ACTIONS"] = "2 per minute"
    try:
        table.play(0, {"type": "draw_stock"})
        table.play(0, {"type": "discard"})
        problem(table.post(0, {"type": "draw_stock"}), 429)
    finally:
        app.config["RATELIMIT_GAME_ACTIONS"] = "600 per minute"


def test_bots_play_at_once_up_to_a_person_s_turn(client: FlaskClient) -> None:
    t = create(client, "hasbro", [{"name": "B1", "bot": "basic"}, {"name": "B2", "bot": "strong"},
                                  {"name": "Ann"}], seed=21)
    public = t.public()
    assert public["turn"] == 2 and public["phase"] == "draw"
    t.play(2, {"type": "draw_stock"})
    view = t.play(2, {"type": "discard"})
    assert view["turn"] == 2 or view["phase"] in ("round_over", "game_over")
    events = client.get(f"{t.path}/events").json["events"]
    after = [e for e in events if e["seq"] > max(e["seq"] for e in events if e["type"] == "discarded"
                                                 and e["seat"] == 2)]
    assert {e["seat"] for e in after if e["type"] in ("drew", "took_discard")} == {0, 1}
