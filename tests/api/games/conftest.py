"""Helpers for the game tests: a table created over HTTP, and a client that plays a person's seat.

`Player` plays a seat the way a third-party app would: it reads the seat's view from the API and
chooses with the `basic` bot's heuristic (Rack-O) or the Super Rack-O basic bot, fed only what
the view shows, then posts the action and reads the new view from the answer.
"""

from __future__ import annotations

import random
import uuid
from collections.abc import Mapping, Sequence
from dataclasses import dataclass, field
from typing import Any

import pytest
from flask.testing import FlaskClient

from racko_api.core.plays import Pile
from racko_api.games.rack_o.bots import BOTS
from racko_api.games.rack_o.presets import get_ruleset
from racko_api.games.rack_o.racks import SLOT_LABELS
from racko_api.games.rack_o.state import Phase
from racko_api.games.rack_o.views import SeatView
from racko_api.games.super_rack_o import state as super_state
from racko_api.games.super_rack_o import views as super_views
from racko_api.games.super_rack_o.actions import action_from_dict as super_action_from_dict
from racko_api.games.super_rack_o.bots import BOTS as SUPER_BOTS
from racko_api.games.super_rack_o.cards import parse_card
from racko_api.games.super_rack_o.rack import DoubleRack
from racko_api.games.super_rack_o.swap import PendingSwap

CARD_KEYS = {"card", "discarded", "rack", "racks", "discard_top", "discard_pile", "known_racks", "hand"}
HISTORY = {"scores", "first_dealer"}  # finished rounds and the cut for the deal: public history


def cards_shown(tree: Any, key: str | None = None, *, skip: frozenset[str] = frozenset()) -> set[int]:
    """Every card number a JSON answer holds under a card-carrying key (history and `skip` aside)."""
    out: set[int] = set()
    if isinstance(tree, dict):
        for k, v in tree.items():
            if k not in HISTORY and k not in skip:
                out |= cards_shown(v, k if k in CARD_KEYS else key)
    elif isinstance(tree, list):
        for v in tree:
            out |= cards_shown(v, key)
    elif isinstance(tree, int) and not isinstance(tree, bool) and key is not None:
        out.add(tree)
    return out


def bearer(token: str) -> dict[str, str]:
    return {"Authorization": f"Bearer {token}"}


def seat_view_of(view: Mapping[str, Any]) -> SeatView:
    """A Rack-O view from the API as the typed view the bots read (nothing the JSON lacks)."""
    ruleset = get_ruleset(view["ruleset"], {k: view["options"][k] for k in view["house_rules"]})
    seat = view["seat"]
    holding = view["holding"]
    own = holding is not None and holding["seat"] == seat
    return SeatView(
        ruleset=ruleset, players=view["players"], top=view["deck"]["high"], seat=seat,
        phase=Phase(view["phase"]), turn=view["turn"] if view["turn"] is not None else -1,
        rack=tuple(view["rack"]), hand=view["hand"], source=Pile(holding["source"]) if own else None,
        discard=tuple(view["discard_pile"]), stock_count=view["stock_count"],
        open_racks=tuple(tuple(r) for r in view["racks"]) if view["racks"] is not None else None,
        round=view["round"], turns=view["turns_this_round"], totals=tuple(view["scores"]["totals"]),
        run_needed=ruleset.run_needed(view["players"]),
        seen=sum(1 << c for c in view["seen_this_round"]), restocks=view["restocks_this_round"],
        shown=tuple(tuple(r) for r in view["known_racks"]), can_call=view["can_call"],
        my_turn=view["turn"] == seat and view["phase"] in ("draw", "holding"),
        empty=() if view["filled_slots"] is None else tuple(
            tuple(i for i, label in enumerate(SLOT_LABELS) if label not in filled)
            for filled in view["filled_slots"]))


def super_seat_view_of(view: Mapping[str, Any]) -> super_views.SeatView:
    """A Super Rack-O view from the API as the typed view its bots read (nothing the JSON lacks)."""
    seat, holding, pending = view["seat"], view["holding"], view["pending_swap"]
    own = holding is not None and holding["seat"] == seat
    return super_views.SeatView(
        players=view["players"], wins_needed=view["target"], seat=seat,
        phase=super_state.Phase(view["phase"]), turn=view["turn"] if view["turn"] is not None else -1,
        rack=DoubleRack(tuple(map(parse_card, view["rack"]["blue"])),
                        tuple(map(parse_card, view["rack"]["red"]))),
        hand=None if view["hand"] is None else parse_card(view["hand"]),
        source=Pile(holding["source"]) if own else None,
        discard=tuple(map(parse_card, view["discard_pile"])), stock_count=view["stock_count"],
        pending=None if pending is None else PendingSwap.from_dict(pending),
        wins=tuple(view["scores"]["totals"]),
        round=view["round"], moves=view["moves"], can_call=view["can_call"],
        legal_actions=tuple(map(super_action_from_dict, view["legal_actions"])))


def choose(view: Mapping[str, Any], rng: random.Random, bot: str = "basic") -> dict[str, Any] | None:
    """The action a person's seat plays now, from its view alone (None: not this seat's move)."""
    if not view["legal_actions"]:
        return None
    if view["game"] == "super-rack-o":
        action = SUPER_BOTS[bot](super_seat_view_of(view), rng)
    else:
        action = BOTS[bot](seat_view_of(view), rng)
    if action is None:
        return None
    chosen = action.to_dict()
    assert chosen in view["legal_actions"], (chosen, view["legal_actions"])
    return chosen


@dataclass
class Table:
    """A game created over HTTP, with the token of each person's seat."""

    client: FlaskClient
    id: str
    created: dict[str, Any]
    tokens: dict[int, str] = field(default_factory=dict)

    @property
    def path(self) -> str:
        return f"/v1/games/{self.id}"

    def view(self, seat: int) -> dict[str, Any]:
        response = self.client.get(f"{self.path}/view", headers=bearer(self.tokens[seat]))
        assert response.status_code == 200, response.json
        return dict(response.json)

    def public(self) -> dict[str, Any]:
        response = self.client.get(self.path)
        assert response.status_code == 200, response.json
        return dict(response.json)

    def post(self, seat: int, action: Mapping[str, Any], **headers: str) -> Any:
        return self.client.post(f"{self.path}/actions", json=dict(action),
                                headers={**bearer(self.tokens[seat]), **headers})

    def play(self, seat: int, action: Mapping[str, Any]) -> dict[str, Any]:
        response = self.post(seat, action, **{"Idempotency-Key": str(uuid.uuid4())})
        assert response.status_code == 200, (action, response.json)
        return dict(response.json)

    def play_to_the_end(self, rng: random.Random, bot: str = "basic", max_requests: int = 5_000) -> int:
        """Play every person's seat until the game is over; the number of actions posted."""
        posted = 0
        views = {seat: self.view(seat) for seat in self.tokens}
        while posted < max_requests:
            if any(v["phase"] == "game_over" for v in views.values()):
                return posted
            for seat in self.tokens:
                action = choose(views[seat], rng, bot)
                if action is not None:
                    views[seat] = self.play(seat, action)
                    posted += 1
                    views.update({s: self.view(s) for s in self.tokens if s != seat})
                    break
            else:
                raise AssertionError(f"no person's seat can move: {views}")
        raise AssertionError(f"the game did not end within {max_requests} actions")


def create(client: FlaskClient, ruleset: str, seats: Sequence[Mapping[str, Any]], **extra: Any) -> Table:
    """A game made over HTTP and ready to play: the creator contributes its text, and each friend
    claims the invitation passed on with a text of its own, which deals round 1 (R-DEAL)."""
    response = client.post("/v1/games", json={"ruleset": ruleset, "seats": list(seats), **extra})
    assert response.status_code == 201, response.json
    body = dict(response.json)
    assert body["table"]["phase"] == "waiting", body["table"]
    tokens = {s["seat"]: s["token"] for s in body["seats"] if "token" in s}
    given = client.post(f"/v1/games/{body['id']}/contribution", json={"contribution": "creator's dice"},
                        headers=bearer(tokens[min(tokens)]))
    assert given.status_code == 200, given.json
    for seat in body["seats"]:  # each friend claims the invitation passed on, as a friend would
        if "invitation" in seat:
            joined = client.post(f"/v1/games/{body['id']}/join", json={
                "invitation": seat["invitation"], "contribution": f"seat {seat['seat']}'s dice"})
            assert joined.status_code == 201, joined.json
            tokens[seat["seat"]] = joined.json["token"]
    return Table(client, body["id"], body, tokens)


@pytest.fixture()
def table(client: FlaskClient) -> Table:
    """A two-player Hasbro game: seat 0 a person, seat 1 the strong bot; seeded."""
    return create(client, "hasbro", [{"name": "Ann"}, {"name": "Bot", "bot": "strong"}], seed=11)
