"""A fair deal by construction (R-DEAL, S-DEAL): the game commits to its chain of server seeds
when it is made; seats contribute texts of their own after that; each later round is dealt from
both; and POST /v1/deals/verify replays a finished round's log from the revealed seeds, so a
card changed anywhere after the commitment is caught. (The attack: players contributed nothing,
so the server could try seeds before committing, and verify could not take a round's events.)

The seeds are checked here with hashlib and hmac alone, from docs/deals.md's words.
"""

from __future__ import annotations

import copy
import hashlib
import hmac
import random
import uuid
from typing import Any

from flask.testing import FlaskClient

from .conftest import Table, bearer, choose, create

FRIENDS = [{"name": "Ann"}, {"name": "Bo"}]


def sha(text: str) -> str:
    return hashlib.sha256(text.encode()).hexdigest()


def documented_seed(server_seed: str, contributions: list[dict[str, Any]]) -> str:
    """docs/deals.md: HMAC-SHA256 keyed with the server seed, of one line per contribution."""
    message = "".join(f"{c['seat']}:{sha(c['contribution'])}\n"
                      for c in sorted(contributions, key=lambda c: c["seat"]))
    return hmac.new(server_seed.encode(), message.encode(), hashlib.sha256).hexdigest()


def on_chain(server_seed: str, round_number: int, end: str) -> bool:
    for _ in range(round_number):
        server_seed = sha(server_seed)
    return server_seed == end


def log(table: Table, seat: int | None) -> list[dict[str, Any]]:
    """The whole event log, as the seat (or, with None, anyone) reads it."""
    headers = {} if seat is None else bearer(table.tokens[seat])
    events: list[dict[str, Any]] = []
    while True:
        page = table.client.get(f"{table.path}/events?after={len(events)}", headers=headers).json
        events += page["events"]
        if not page["more"]:
            return events


def play_round(table: Table, rng: random.Random) -> None:
    """Every person's seat plays from its own view until the round is over."""
    for _ in range(3_000):
        for seat in table.tokens:
            view = table.view(seat)
            if view["phase"] in ("round_over", "game_over"):
                return
            action = choose(view, rng)
            if action is not None:
                table.play(seat, action)
                break
    raise AssertionError("the round did not end")


def first_own_draw(events: list[dict[str, Any]], seat: int) -> tuple[int, int]:
    """The round and place of the seat's first draw from the stock in the last deal of a round
    (a seat may take only discards in a short round, so either round may hold it)."""
    starts = {e["round"]: i for i, e in enumerate(events) if e["type"] == "dealt"}  # the last deal
    draws = [(n, i) for n, start in sorted(starts.items()) for i in range(start, len(events))
             if events[i]["type"] == "drew" and events[i]["seat"] == seat
             and max(r for r, s in starts.items() if s <= i) == n]
    assert draws, "the seat never drew from the stock in two rounds"
    return draws[0]


def contribute(table: Table, seat: int, text: str) -> Any:
    return table.client.post(f"{table.path}/contribution", json={"contribution": text},
                             headers={**bearer(table.tokens[seat]), "Idempotency-Key": str(uuid.uuid4())})


def friends_game(client: FlaskClient, ruleset: str = "hasbro", **extra: Any) -> Table:
    """Ann makes the game and contributes; Bo claims his invitation with a contribution of his
    own, which deals round 1."""
    made = client.post("/v1/games", json={"ruleset": ruleset, "seats": FRIENDS, **extra})
    assert made.status_code == 201, made.json
    body = made.json
    table = Table(client, body["id"], body, {0: body["seats"][0]["token"]})
    assert contribute(table, 0, "Ann's coin flips").status_code == 200
    joined = client.post(f"/v1/games/{body['id']}/join",
                         json={"invitation": body["seats"][1]["invitation"], "contribution": "Bo's dice"})
    assert joined.status_code == 201 and joined.json["contributed"] is True, joined.json
    table.tokens[1] = joined.json["token"]
    assert joined.json["phase"] != "waiting" and joined.json["waiting_for"] == []  # Bo's dealt it
    return table


def verify(client: FlaskClient, table: Table, round_number: int, seat: int | None,
           events: list[dict[str, Any]]) -> Any:
    revealed = next(e for e in events if e["type"] == "deal_revealed" and e["round"] == round_number)
    return client.post("/v1/deals/verify", json={
        "ruleset": table.created["ruleset"], "options": table.created["table"]["options"],
        "players": table.created["table"]["players"], "round": round_number,
        "server_seed": revealed["server_seed"], "contributions": revealed["contributions"],
        "seat": seat, "events": events})


def test_R_DEAL_the_chain_is_committed_when_the_game_is_made(client: FlaskClient, conforms: Any) -> None:
    made = conforms(client.post("/v1/games", json={"ruleset": "hasbro", "seats": FRIENDS}))
    chain = made.json["table"]["deal_chain"]
    assert len(chain["commitment"]) == 64 and chain["length"] == 2_000
    assert made.json["table"]["contributions"] == []
    public = conforms(client.get(f"/v1/games/{made.json['id']}")).json
    assert public["deal_chain"] == chain
    # nothing is dealt before the players have contributed: the commitment comes first
    assert public["phase"] == "waiting" and public["waiting_for"] == [0, 1] and public["round"] == 0
    assert public["deal"] is None and public["stock_count"] == 40
    events = client.get(f"/v1/games/{made.json['id']}/events").json["events"]
    assert [e["type"] for e in events] == ["deal_chain", "first_dealer"]
    assert events[0]["commitment"] == chain["commitment"]


def test_R_DEAL_round_1_waits_for_the_creator_and_every_friend_then_mixes_their_texts(
        client: FlaskClient, conforms: Any, problem: Any) -> None:
    made = conforms(client.post("/v1/games", json={"ruleset": "hasbro", "seats": FRIENDS})).json
    table = Table(client, made["id"], made, {0: made["seats"][0]["token"]})
    assert conforms(table.client.get(f"{table.path}/view", headers=bearer(table.tokens[0]))).json[
        "rack"] == [None] * 10
    refused = problem(table.post(0, {"type": "draw_stock"}), 409, rule="R-DEAL")
    assert "0, 1" in refused["detail"]
    problem(client.get(f"{table.path}/advice", headers=bearer(table.tokens[0])), 409, rule="R-DEAL")
    given = conforms(contribute(table, 0, "Ann's coin flips"))
    assert given.json["seat"] == 0 and given.json["contribution"] == "Ann's coin flips"
    # the answer says whether this text dealt round 1: not yet, Bo's is awaited
    assert given.json["phase"] == "waiting" and given.json["waiting_for"] == [1]
    problem(contribute(table, 0, "again"), 409, rule="R-DEAL")  # once per seat
    problem(contribute(table, 0, ""), 422)
    assert table.public()["phase"] == "waiting" and table.public()["waiting_for"] == [1]
    problem(table.post(0, {"type": "draw_stock"}), 409, rule="R-DEAL")  # Bo has not joined yet
    claim = {"invitation": made["seats"][1]["invitation"]}
    problem(client.post(f"{table.path}/join", json=claim), 422)  # a claim brings the seat's text
    joined = conforms(client.post(f"{table.path}/join", json={**claim, "contribution": "Bo's dice"}))
    table.tokens[1] = joined.json["token"]
    assert joined.json["phase"] != "waiting" and joined.json["waiting_for"] == []  # Bo's dealt it
    problem(contribute(table, 1, "Bo again"), 409, rule="R-DEAL")  # Bo gave his when he joined
    public = table.public()
    assert public["phase"] == "draw" and public["waiting_for"] == [] and public["round"] == 1
    assert [c["seat"] for c in public["contributions"]] == [0, 1]
    rng = random.Random(7)
    play_round(table, rng)
    table.play(0, {"type": "next_round"})
    play_round(table, rng)
    events = log(table, None)
    chain = table.public()["deal_chain"]["commitment"]
    first, second = (e for e in events if e["type"] == "deal_revealed")
    both = [{"seat": 0, "contribution": "Ann's coin flips"}, {"seat": 1, "contribution": "Bo's dice"}]
    # round 1 is dealt once, in the claim that brought the last text, and from both texts
    types = [e["type"] for e in events]
    assert types[:5] == ["deal_chain", "first_dealer", "contributed", "contributed", "dealt"]
    dealt_1 = [e for e in events if e["type"] == "dealt" and e["round"] == 1]
    assert [d["contributions"] for d in dealt_1] == [both]
    assert first["contributions"] == second["contributions"] == both
    for n, revealed in ((1, first), (2, second)):
        assert on_chain(revealed["server_seed"], n, chain)
        assert revealed["seed"] == documented_seed(revealed["server_seed"], revealed["contributions"])
        assert revealed["commitment"] == sha(revealed["seed"])
    dealt_2 = next(e for e in events if e["type"] == "dealt" and e["round"] == 2)
    assert dealt_2["contributions"] == second["contributions"]
    assert dealt_2["commitment"] == second["commitment"]
    assert [d.get("server_seed") for d in table.public()["deals"]] == [first["server_seed"],
                                                                      second["server_seed"]]


def test_R_DEAL_a_game_against_bots_is_dealt_by_the_creators_text_and_bots_play_at_once(
        client: FlaskClient, conforms: Any, problem: Any) -> None:
    """One person: the create answer commits, the creator's contribution deals round 1 and the
    bots play up to the person's turn in the same request. With hot_seat, one device holds every
    person's seat, so round 1 waits for the creator's seat alone."""
    seats = [{"name": "Bot", "bot": "basic"}, {"name": "Ann"}, {"name": "Bot 2", "bot": "basic"}]
    made = conforms(client.post("/v1/games", json={"ruleset": "hasbro", "seats": seats,
                                                   "seed": 0})).json  # seat 1 deals: seat 2 starts
    assert made["table"]["waiting_for"] == [1] and made["table"]["turns_this_round"] == 0
    table = Table(client, made["id"], made, {1: made["seats"][1]["token"]})
    assert [e["type"] for e in log(table, None)] == ["deal_chain", "first_dealer"]  # bots wait too
    conforms(contribute(table, 1, "Ann's dice"))
    after = table.view(1)
    assert after["phase"] == "draw" and after["turn"] == 1 and after["legal_actions"]
    first_player = (after["dealer"] + 1) % 3
    taken = [e["seat"] for e in log(table, None) if e["type"] in ("drew", "took_discard")]
    assert first_player == 2 and taken == [2, 0]  # the bots' turns, in the request that dealt
    hot = conforms(client.post("/v1/games", json={"ruleset": "hasbro", "seats": FRIENDS,
                                                  "hot_seat": True})).json
    assert hot["table"]["waiting_for"] == [0]
    both = Table(client, hot["id"], hot, {0: hot["seats"][0]["token"], 1: hot["seats"][1]["token"]})
    problem(both.post(1, {"type": "draw_stock"}), 409, rule="R-DEAL")
    conforms(contribute(both, 0, "the table's dice"))
    assert both.public()["phase"] == "draw"


def test_verify_replays_a_real_round_and_points_at_a_tampered_draw(client: FlaskClient,
                                                                   conforms: Any) -> None:
    table = friends_game(client)
    rng = random.Random(3)
    play_round(table, rng)
    table.play(0, {"type": "next_round"})
    play_round(table, rng)
    for seat in (None, 0, 1):
        events = log(table, seat)
        for n in (1, 2):
            answer = conforms(verify(client, table, n, seat, events)).json
            assert answer["replay"]["matches"] is True, answer["replay"]
            assert answer["replay"]["server_seed_matches"] and answer["commitment_matches"]
            assert answer["replay"]["complete"] and answer["replay"]["events_checked"] > 20
    # Ann's own log shows the cards she drew; change one and verify points at it
    events = log(table, 0)
    start = next(i for i, e in enumerate(events) if e["type"] == "dealt" and e["round"] == 2)
    # under the body limit: the chain, the standings before the round, and the round itself
    standings = max(i for i in range(start) if events[i]["type"] == "round_over")
    short = [events[0], events[standings], *events[start:]]
    assert conforms(verify(client, table, 2, 0, short)).json["replay"]["matches"] is True
    round_number, at = first_own_draw(events, 0)
    tampered = copy.deepcopy(events)
    tampered[at]["card"] = next(c for c in range(1, 41) if c != events[at]["card"])
    answer = conforms(verify(client, table, round_number, 0, tampered)).json["replay"]
    assert answer["matches"] is False
    mismatch = answer["first_mismatch"]
    assert (mismatch["index"], mismatch["seq"]) == (at, events[at]["seq"])
    assert mismatch["rule"] == events[at]["rule"] and mismatch["expected"]["card"] == events[at]["card"]
    # anyone's log: a discarded card changed is caught where it was discarded
    public = log(table, None)
    at = next(i for i in range(start, len(public)) if public[i]["type"] == "discarded")
    public[at]["card"] = 41 if public[at]["card"] != 41 else 40
    mismatch = conforms(verify(client, table, 2, None, public)).json["replay"]["first_mismatch"]
    assert mismatch["seq"] == public[at]["seq"]


def test_verify_catches_a_server_seed_off_the_chain(client: FlaskClient, conforms: Any) -> None:
    table = friends_game(client)
    play_round(table, random.Random(5))
    events = log(table, None)
    body = verify(client, table, 1, None, events).json
    assert body["replay"]["matches"] is True
    revealed = next(e for e in events if e["type"] == "deal_revealed")
    forged = client.post("/v1/deals/verify", json={
        "ruleset": "hasbro", "players": 2, "round": 1, "server_seed": sha("another seed"),
        "contributions": revealed["contributions"], "events": events})
    replay = conforms(forged).json["replay"]
    assert replay["server_seed_matches"] is False and replay["matches"] is False
    assert replay["first_mismatch"]["found"]["type"] == "dealt"  # another seed, another deal


def test_S_DEAL_verify_replays_a_super_rack_o_round_with_its_swaps(client: FlaskClient,
                                                                   conforms: Any) -> None:
    table = create(client, "super-rack-o", [{"name": "Ann"}, {"name": "Bot", "bot": "basic"}],
                   options={"target": 3})
    rng = random.Random(11)
    play_round(table, rng)
    table.play(0, {"type": "next_round"})
    play_round(table, rng)
    for seat in (None, 0):
        events = log(table, seat)
        answer = conforms(verify(client, table, 2, seat, events)).json["replay"]
        assert answer["matches"] is True, answer
    events = log(table, 0)
    round_number, at = first_own_draw(events, 0)
    events[at]["card"] = "R1" if events[at]["card"] != "R1" else "B1"
    mismatch = conforms(verify(client, table, round_number, 0, events)).json["replay"]["first_mismatch"]
    assert mismatch["index"] == at and mismatch["rule"] == events[at]["rule"]


def test_verify_refuses_a_malformed_replay(client: FlaskClient, problem: Any) -> None:
    table = friends_game(client)
    play_round(table, random.Random(2))
    events = log(table, None)
    revealed = next(e for e in events if e["type"] == "deal_revealed")
    body = {"ruleset": "hasbro", "players": 2, "round": 1, "server_seed": revealed["server_seed"],
            "contributions": [], "events": events}
    problem(client.post("/v1/deals/verify", json={**body, "round": 3}), 422, rule="R-DEAL")
    problem(client.post("/v1/deals/verify", json={k: v for k, v in body.items() if k != "server_seed"}),
            422, rule="R-DEAL")
    problem(client.post("/v1/deals/verify", json={**body, "contributions": [
        {"seat": 0, "contribution": "a"}, {"seat": 0, "contribution": "b"}]}), 422)
    problem(client.post("/v1/deals/verify", json={**body, "events": "not a list"}), 422)
    problem(client.post("/v1/deals/verify", json={**body, "server_seed": "zz"}), 422)


def test_R_DEAL_a_seats_text_is_bound_once_sent_so_a_deal_cannot_be_drawn_again(
        client: FlaskClient, conforms: Any, problem: Any) -> None:
    """A retry resends the same text and gets the same answer; another text, with the first
    request's key or a new one, is refused: whoever contributes last cannot try texts."""
    made = conforms(client.post("/v1/games", json={"ruleset": "hasbro", "seats": FRIENDS})).json
    table = Table(client, made["id"], made, {0: made["seats"][0]["token"]})
    key = {**bearer(table.tokens[0]), "Idempotency-Key": str(uuid.uuid4())}
    first = conforms(client.post(f"{table.path}/contribution", json={"contribution": "Ann's"},
                                 headers=key))
    again = client.post(f"{table.path}/contribution", json={"contribution": "Ann's"},
                        headers=bearer(table.tokens[0]))  # no key: the text itself says it is a retry
    assert again.status_code == 200 and again.json == first.json
    refused = problem(client.post(f"{table.path}/contribution", json={"contribution": "Ann's 2"},
                                  headers=key), 409, rule="R-DEAL")
    assert "same text" in refused["detail"]
    problem(contribute(table, 0, "Ann's 3"), 409, rule="R-DEAL")
    claim = {"invitation": made["seats"][1]["invitation"], "contribution": "Bo's"}
    bo_key = {"Idempotency-Key": str(uuid.uuid4())}
    joined = conforms(client.post(f"{table.path}/join", json=claim, headers=bo_key))
    dealt = table.public()
    assert joined.json["phase"] == "draw" and dealt["round"] == 1
    replayed = client.post(f"{table.path}/join", json=claim, headers=bo_key)
    assert replayed.status_code == 201 and replayed.json == joined.json
    problem(client.post(f"{table.path}/join", json={**claim, "contribution": "Bo's 2"},
                        headers=bo_key), 409, rule="R-DEAL")
    problem(client.post(f"{table.path}/join", json={**claim, "contribution": "Bo's 2"}), 409,
            rule="R-DEAL")
    assert table.public() == dealt  # nothing dealt again
