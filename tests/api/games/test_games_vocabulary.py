"""One vocabulary for both games: the same fields under the same names in tables, views, advice
and event logs, asked the same way of a Rack-O and a Super Rack-O game."""

from __future__ import annotations

import random
import re
from typing import Any

import pytest
from flask.testing import FlaskClient

from .conftest import Table, bearer, cards_shown, choose, create

GAMES = {"rack-o": ("hasbro", "points", 500), "super-rack-o": ("super-rack-o", "wins", 1)}
SHARED = ("target", "score_unit", "scores", "turns_this_round", "first_dealer", "deck",
          "restocks_this_round", "round_winner", "round", "dealer", "turn", "players", "winner")
BOTS = ("random", "basic", "strong", "expert")


def _play_to_round_end(t: Table, rng: random.Random) -> dict[str, Any]:
    """Seat 0 (a person) plays as the basic bot until the round is over; its view then."""
    view = t.view(0)
    for _ in range(3_000):
        if view["phase"] in ("round_over", "game_over"):
            return view
        action = choose(view, rng)
        view = t.play(0, action) if action is not None else t.view(0)
    raise AssertionError("the round did not end")


@pytest.mark.parametrize("game", sorted(GAMES))
def test_tables_and_views_carry_the_shared_names(client: FlaskClient, conforms: Any, game: str) -> None:
    ruleset, unit, target = GAMES[game]
    t = create(client, ruleset, [{"name": "Ann"}, {"name": "Bot", "bot": "basic"}], seed=5)
    public, view = conforms(client.get(t.path)).json, t.view(0)
    for shown in (public, view):
        assert set(SHARED) <= set(shown), set(SHARED) - set(shown)
        assert (shown["target"], shown["score_unit"]) == (target, unit)
        assert shown["scores"] == {"rounds": [], "totals": [0, 0], "team_totals": None}
        assert shown["round_winner"] is None and shown["restocks_this_round"] == 0
        assert shown["first_dealer"]["dealer"] == shown["dealer"]
        assert shown["deck"]["low"] == 1 and shown["deck"]["cards"] >= shown["deck"]["high"]
    ended = _play_to_round_end(t, random.Random(1))
    assert ended["round_winner"] in (0, 1) and ended["turns_this_round"] > 0
    [done] = ended["scores"]["rounds"]
    assert done["winner"] == ended["round_winner"] and len(done["racks"]) == 2
    assert ended["scores"]["totals"] == done["scores"] and done["scores"][done["winner"]] > 0


@pytest.mark.parametrize("game", sorted(GAMES))
def test_options_target_is_the_target(client: FlaskClient, problem: Any, game: str) -> None:
    ruleset, _, _ = GAMES[game]
    t = create(client, ruleset, [{"name": "Ann"}, {"name": "Bo"}], options={"target": 7})
    assert t.public()["target"] == 7 and t.public()["options"]["target"] == 7
    body = problem(client.post("/v1/games", json={"ruleset": ruleset, "options": {"target": 0},
                                                   "seats": [{"name": "Ann"}, {"name": "Bo"}]}), 422)
    assert "options" in body["errors"][0]["field"]


def test_a_super_rack_o_target_is_won_rounds_in_the_tens(client: FlaskClient, problem: Any) -> None:
    seats = [{"name": "Ann"}, {"name": "Bo"}]
    assert create(client, "super-rack-o", seats, options={"target": 50}).public()["target"] == 50
    assert create(client, "super-rack-o", seats, options={"wins_needed": 4}).public()["target"] == 4
    problem(client.post("/v1/games", json={"ruleset": "super-rack-o", "options": {"target": 51},
                                           "seats": seats}), 422)


@pytest.mark.parametrize("bot", BOTS)
@pytest.mark.parametrize("game", sorted(GAMES))
def test_both_games_seat_the_same_bots(client: FlaskClient, game: str, bot: str) -> None:
    t = create(client, GAMES[game][0], [{"name": "Ann"}, {"name": "Bot", "bot": bot}], seed=2)
    assert t.created["seats"][1]["bot"] == bot
    ended = _play_to_round_end(t, random.Random(3))
    assert ended["round_winner"] in (0, 1)


@pytest.mark.parametrize("game", sorted(GAMES))
def test_advice_between_rounds_is_to_deal_the_next(client: FlaskClient, conforms: Any, game: str) -> None:
    ruleset = GAMES[game][0]
    t = create(client, ruleset, [{"name": "Ann"}, {"name": "Bo"}], seed=4, hot_seat=True,
               options={"target": 1000 if game == "rack-o" else 3})
    rng = random.Random(4)
    view = t.view(0)
    for _ in range(3_000):
        if view["phase"] == "round_over":
            break
        seat = next(s for s in (0, 1) if t.view(s)["legal_actions"])
        action = choose(t.view(seat), rng)
        assert action is not None
        view = t.play(seat, action)
    assert view["phase"] == "round_over"
    for seat in (0, 1):
        advice = conforms(client.get(f"{t.path}/advice", headers=bearer(t.tokens[seat])))
        assert advice.status_code == 200, advice.json
        assert advice.json["action"] == {"type": "next_round"}
        assert [a["action"] for a in advice.json["alternatives"]] == [{"type": "next_round"}]
    assert t.play(1, advice.json["action"])["round"] == 2


@pytest.mark.parametrize("game", sorted(GAMES))
def test_the_event_log_deals_each_seat_its_rack_and_ends_rounds_alike(
        client: FlaskClient, conforms: Any, game: str) -> None:
    t = create(client, GAMES[game][0], [{"name": "Ann"}, {"name": "Bot", "bot": "basic"}], seed=6)
    _play_to_round_end(t, random.Random(6))

    def log(headers: dict[str, str]) -> list[dict[str, Any]]:
        response = conforms(client.get(f"{t.path}/events", headers=headers))
        assert response.status_code == 200
        return list(response.json["events"])

    mine, anyone = log(bearer(t.tokens[0])), log({})
    dealt = [e for e in mine if e["type"] == "rack_dealt"]
    assert [e["seat"] for e in dealt] == [0, 1]
    assert dealt[0]["rack"] and dealt[0]["rack"] != anyone[4].get("rack")
    assert "rack" not in dealt[1] and all("rack" not in e for e in anyone if e["type"] == "rack_dealt")
    types = [e["type"] for e in anyone]
    assert types[:4] == ["deal_chain", "first_dealer", "contributed", "dealt"]
    ended = next(e for e in anyone if e["type"] == "round_over")
    assert len(ended["racks"]) == 2 and ended["score_unit"] == GAMES[game][1]
    assert set(next(e for e in anyone if e["type"] == "dealt")) >= {
        "round", "dealer", "first_player", "deal_order", "cards_dealt", "discard_top", "stock_count"}


def _cards(tree: Any, game: str) -> set[Any]:
    """The cards a JSON answer shows: numbers under card keys (Rack-O), number cards' texts
    such as "B17" (Super Rack-O: each exists once, unlike wilds, swaps and reverses)."""
    if game == "rack-o":
        return cards_shown(tree)
    if isinstance(tree, dict):
        return {c for v in tree.values() for c in _cards(v, game)}
    if isinstance(tree, list):
        return {c for v in tree for c in _cards(v, game)}
    return {tree} if isinstance(tree, str) and re.fullmatch(r"[BR]\d+", tree) else set()


@pytest.mark.parametrize("game", sorted(GAMES))
def test_a_seat_s_event_log_shows_its_own_dealt_rack_and_no_other(client: FlaskClient, conforms: Any,
                                                                  game: str) -> None:
    t = create(client, GAMES[game][0], [{"name": "Ann"}, {"name": "Bo"}], seed=8, hot_seat=True)
    racks = {seat: _cards({"rack": t.view(seat)["rack"]}, game) for seat in (0, 1)}
    assert racks[0] and racks[1] and not racks[0] & racks[1]
    for seat in (0, 1):
        log = conforms(client.get(f"{t.path}/events", headers=bearer(t.tokens[seat]))).json["events"]
        shown = _cards(log, game)
        assert racks[seat] <= shown  # its rack_dealt, to it alone
        assert not racks[1 - seat] & shown
    assert not (racks[0] | racks[1]) & _cards(conforms(client.get(f"{t.path}/events")).json, game)
