"""Verifiable deals (R-DEAL, S-DEAL): a commitment before the first move, the seed once the round
is over, and POST /v1/deals/verify recomputing the deal by the documented procedure.

`documented_shuffle` below is written from the procedure in the OpenAPI description and
docs/deals.md alone (hashlib, no engine code), so the endpoint and the games are held to the
text a player would use.
"""

from __future__ import annotations

import hashlib
import random
from typing import Any

from flask import Flask
from flask.testing import FlaskClient
from sqlalchemy import select, update

from racko_api.extensions import db
from racko_api.store import sealing
from racko_api.store.games import Game
from tests.ops.helpers import make_app

from .conftest import bearer, create

SEED = "3f1c9a52e6b04d8e9a57b2c41d0e7f6a8b9c0d1e2f3a4b5c6d7e8f9a0b1c2d3e"
BOT = [{"name": "Ann"}, {"name": "Bot", "bot": "basic"}]


def sha(text: str) -> str:
    return hashlib.sha256(text.encode()).hexdigest()


class DocumentedStream:
    """Steps 2-3 of the procedure: SHA-256("S:0") || SHA-256("S:1") ..., read as 4-byte words."""

    def __init__(self, seed: str) -> None:
        self.data, self.counter, self.seed = b"", 0, seed

    def word(self) -> int:
        if not self.data:
            self.data = hashlib.sha256(f"{self.seed}:{self.counter}".encode()).digest()
            self.counter += 1
        word, self.data = int.from_bytes(self.data[:4], "big"), self.data[4:]
        return word

    def below(self, n: int) -> int:
        while (u := self.word()) >= 2**32 - 2**32 % n:
            pass
        return u % n


def documented_shuffle(stream: DocumentedStream, items: list[Any]) -> list[Any]:
    """Step 4: Fisher-Yates from the end."""
    for i in range(len(items) - 1, 0, -1):
        j = stream.below(i + 1)
        items[i], items[j] = items[j], items[i]
    return items


def documented_racko_deal(seed: str, players: int, top: int, dealer: int, random_slots: bool,
                          cards_dealt: int = 10) -> dict[str, Any]:
    """Steps 4-6 for Rack-O."""
    stream = DocumentedStream(seed)
    deck = documented_shuffle(stream, list(range(1, top + 1)))
    racks: list[list[int | None]] = [[None] * 10 for _ in range(players)]
    empty = [list(range(10)) for _ in range(players)]
    for k in range(cards_dealt * players):
        seat = (dealer + 1 + k) % players
        slot = empty[seat].pop(stream.below(len(empty[seat]))) if random_slots else empty[seat].pop()
        racks[seat][slot] = deck.pop()
    return {"racks": racks, "discard": [deck.pop()], "stock": deck}


def _verify(client: FlaskClient, **body: Any) -> dict[str, Any]:
    answer = client.post("/v1/deals/verify", json={"commitment": sha(body["seed"]), **body})
    assert answer.status_code == 200, answer.get_json()
    return dict(answer.get_json())


def test_R_DEAL_verify_follows_the_documented_procedure_for_every_deal_order(client: FlaskClient) -> None:
    cases = [("hasbro", 2, 40, 0, False, 10), ("hasbro", 4, 60, 3, False, 10),
             ("parker-1992", 3, 60, 1, False, 10), ("swedish", 2, 60, 1, True, 10),
             ("swedish-bonus", 3, 60, 2, True, 5)]
    for ruleset, players, top, dealer, random_slots, cards in cases:
        for seed in (SEED, "x", sha("another")):
            answer = _verify(client, ruleset=ruleset, players=players, dealer=dealer, seed=seed)
            expected = documented_racko_deal(seed, players, top, dealer, random_slots, cards)
            assert {k: answer[k] for k in ("racks", "discard", "stock")} == expected, ruleset
            assert answer["commitment"] == sha(seed) and answer["commitment_matches"] is True


def test_S_DEAL_verify_follows_the_documented_procedure_for_super_rack_o(client: FlaskClient) -> None:
    from racko_api.games.super_rack_o.cards import format_card
    from racko_api.games.super_rack_o.deck import DECK

    answer = _verify(client, ruleset="super-rack-o", players=3, dealer=2, seed=SEED)
    deck = documented_shuffle(DocumentedStream(SEED), list(range(108)))
    faces = [format_card(card.card) for card in DECK]
    received: list[list[str]] = [[], [], []]
    for k in range(16 * 3):
        received[(2 + 1 + k) % 3].append(faces[deck.pop()])
    for seat, cards in enumerate(received):  # zigzag: blue 8, red 8, blue 7 ... red 1
        assert answer["racks"][seat]["blue"] == [cards[2 * (8 - row)] for row in range(1, 9)]
        assert answer["racks"][seat]["red"] == [cards[2 * (8 - row) + 1] for row in range(1, 9)]
    assert answer["discard"] == [faces[deck.pop()]] and answer["stock"] == [faces[c] for c in deck]


def test_verify_says_when_the_commitment_does_not_match(client: FlaskClient, conforms, problem) -> None:
    answer = conforms(client.post("/v1/deals/verify", json={"ruleset": "hasbro", "players": 2, "seed": SEED,
                                                            "commitment": sha(SEED + " ")}))
    assert answer.status_code == 200 and answer.get_json()["commitment_matches"] is False
    upper = conforms(client.post("/v1/deals/verify", json={"ruleset": "super-rack-o", "players": 2,
                                                           "seed": SEED, "commitment": sha(SEED).upper()}))
    assert upper.get_json()["commitment_matches"] is True
    for bad in ({"commitment": "abc"}, {"players": 5}, {"dealer": 2}, {"ruleset": "uno"},
                {"ruleset": "hasbro-partners"}, {"seed": ""}, {"seed": "a\u0000"},
                {"ruleset": "super-rack-o", "options": {"deck": 60}}):
        body = {"ruleset": "hasbro", "players": 2, "seed": SEED, "commitment": sha(SEED), **bad}
        problem(client.post("/v1/deals/verify", json=body), 422)


def keys(tree: Any) -> set[str]:
    """Every key of every object in a JSON tree."""
    if isinstance(tree, dict):
        return set(tree) | {k for v in tree.values() for k in keys(v)}
    if isinstance(tree, list):
        return {k for v in tree for k in keys(v)}
    return set()


def _events(client: FlaskClient, table: Any, seat: int | None = 0) -> list[dict[str, Any]]:
    headers = bearer(table.tokens[seat]) if seat is not None else {}
    return list(client.get(f"{table.path}/events", headers=headers).get_json()["events"])


def test_R_DEAL_the_table_commits_before_the_first_move_and_reveals_after_the_round(
        client: FlaskClient, conforms, no_rate_limit: None) -> None:
    table = create(client, "hasbro", BOT)
    public = table.public()
    assert public["fixed_seed"] is False and public["deals"] == []
    assert public["deal"]["round"] == 1 and len(public["deal"]["commitment"]) == 64
    dealt = [e for e in _events(client, table, None) if e["type"] == "dealt"]
    assert dealt[0]["commitment"] == public["deal"]["commitment"]
    shown = keys(_events(client, table, None)) | keys(_events(client, table)) | keys(table.view(0))
    assert "seed" not in shown

    table.play_to_the_end(random.Random(4))
    public = conforms(client.get(table.path)).json
    conforms(client.get(f"{table.path}/events", headers=bearer(table.tokens[0])))
    events = _events(client, table)
    deals, dealt = public["deals"], [e for e in events if e["type"] == "dealt"]
    assert [d["round"] for d in deals] == list(range(1, public["round"] + 1))
    assert [d["commitment"] for d in deals] == [e["commitment"] for e in dealt]
    assert [{k: e[k] for k in ("round", "commitment", "seed", "server_seed")} for e in events
            if e["type"] == "deal_revealed"] == deals
    own_racks = [e["rack"] for e in events if e["type"] == "rack_dealt" and e["seat"] == 0]
    for deal, event, own in zip(deals, dealt, own_racks, strict=True):
        assert sha(deal["seed"]) == deal["commitment"] and len(set(d["seed"] for d in deals)) == len(deals)
        verified = _verify(client, ruleset="hasbro", players=2, dealer=event["dealer"], seed=deal["seed"])
        assert verified["racks"][0] == own and verified["discard"] == [event["discard_top"]]
        assert len(verified["stock"]) == event["stock_count"]


def test_S_DEAL_super_rack_o_commits_and_reveals_every_round(client: FlaskClient, conforms,
                                                             no_rate_limit: None) -> None:
    table = create(client, "super-rack-o", BOT, options={"target": 2})
    assert table.public()["deal"]["round"] == 1 and table.public()["deals"] == []
    table.play_to_the_end(random.Random(3))
    public = conforms(client.get(table.path)).json
    conforms(client.get(f"{table.path}/events"))
    events = _events(client, table)
    dealt = [e for e in events if e["type"] == "dealt"]
    assert [d["commitment"] for d in public["deals"]] == [e["commitment"] for e in dealt]
    assert len(public["deals"]) == public["round"] >= 2
    for deal, event in zip(public["deals"], dealt, strict=True):
        verified = _verify(client, ruleset="super-rack-o", players=2, dealer=event["dealer"],
                           seed=deal["seed"])
        assert verified["commitment_matches"] and verified["discard"] == [event["discard_top"]]


def test_a_client_seed_is_refused_where_fixed_seeds_are_off() -> None:
    app = make_app(FIXED_DEAL_SEEDS=False, SQLALCHEMY_DATABASE_URI="sqlite://")
    with app.app_context():
        db.create_all()
    client = app.test_client()
    refused = client.post("/v1/games", json={"ruleset": "hasbro", "seats": BOT, "seed": 7})
    assert refused.status_code == 422 and refused.mimetype == "application/problem+json"
    assert [e["field"] for e in refused.get_json()["errors"]] == ["seed"]
    made = client.post("/v1/games", json={"ruleset": "hasbro", "seats": BOT})
    assert made.status_code == 201 and made.get_json()["table"]["fixed_seed"] is False


def test_games_stored_before_verifiable_deals_keep_working(app: Flask, client: FlaskClient,
                                                           no_rate_limit: None) -> None:
    """Stored form 1: no seeds, a seed column a client chose; the game goes on, later rounds verifiable."""
    table = create(client, "hasbro", BOT, seed=5)
    with app.app_context():
        game = db.session.get(Game, table.id)
        import json

        state = json.loads(sealing.unseal(game.state))
        state["version"] = 1
        del state["deal_seeds"]
        db.session.execute(update(Game).where(Game.id == table.id).values(state=json.dumps(state)))
        db.session.commit()
    public = table.public()
    assert public["deal"] is None and public["deals"] == []
    table.play_to_the_end(random.Random(6))
    public = table.public()
    assert [d["round"] for d in public["deals"]] == list(range(2, public["round"] + 1))
    with app.app_context():
        stored = json.loads(sealing.unseal(db.session.scalar(select(Game.state).where(Game.id == table.id))))
    assert stored["version"] == 2 and stored["deal_seeds"][0] is None
