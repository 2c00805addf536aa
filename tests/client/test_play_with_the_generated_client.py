"""A newcomer's client, written once against the generated package: one loop plays a whole
Rack-O game and a whole Super Rack-O game (read the seat's view, pick a legal action, post it,
until the game is over; bots hold the other seats)."""

from __future__ import annotations

import random
import uuid
from typing import Any

import pytest
from racko_client import AuthenticatedClient, Client
from racko_client.api.games import contribute, create_game, get_game_table, get_game_view, play_action
from racko_client.models import ContributeIn, RackOGameIn, SuperGameIn
from racko_client.models.problem import Problem

LONGEST = 5_000  # actions: a game that runs longer than this is stuck


def play_to_the_end(seat: AuthenticatedClient, game_id: str, rng: random.Random) -> Any:
    """The one loop: the same code for both games. Returns the last view."""
    view = get_game_view.sync(game_id, client=seat)
    for _ in range(LONGEST):
        assert view is not None and not isinstance(view, Problem), view
        if view.phase == "game_over":
            return view
        action = rng.choice(view.legal_actions)  # a typed action: exactly what play_action takes
        view = play_action.sync(game_id, client=seat, body=action, if_match=f'"{view.version}"',
                                idempotency_key=str(uuid.uuid4()))
    raise AssertionError(f"no end after {LONGEST} actions")


@pytest.mark.parametrize("form", [
    RackOGameIn.from_dict({"ruleset": "hasbro", "options": {"target": 150},
                           "seats": [{"name": "Ann"}, {"name": "Bot", "bot": "basic"}]}),
    SuperGameIn.from_dict({"ruleset": "super-rack-o",
                           "seats": [{"name": "Ann"}, {"name": "Bot", "bot": "basic"},
                                     {"name": "Rob", "bot": "random"}]}),
], ids=["rack-o", "super-rack-o"])
def test_one_loop_plays_a_whole_game_of_either(base_url: str, form: Any) -> None:
    anyone = Client(base_url=base_url, raise_on_unexpected_status=True)
    created = create_game.sync(client=anyone, body=form, idempotency_key=str(uuid.uuid4()))
    assert created is not None and not isinstance(created, Problem), created
    token = created.seats[0].token
    seat = AuthenticatedClient(base_url=base_url, token=token, raise_on_unexpected_status=True)
    assert created.table.phase == "waiting"  # until the creator's own text deals round 1
    contribute.sync(created.id, client=seat, body=ContributeIn(contribution=uuid.uuid4().hex),
                    idempotency_key=str(uuid.uuid4()))

    last = play_to_the_end(seat, created.id, random.Random(form.ruleset))

    table = get_game_table.sync(created.id, client=anyone)
    assert type(last).__name__.removesuffix("ViewOut") == type(table).__name__.removesuffix("TableOut")
    assert table.phase == last.phase == "game_over" and table.winner.seats == last.winner.seats
    assert last.legal_actions == [] and table.game == created.game
    # One vocabulary: the same fields say who won and by how much, in either game.
    assert last.score_unit == ("points" if created.game == "rack-o" else "wins")
    assert all(last.scores.totals[s] >= last.target for s in last.winner.seats)
    assert last.scores.rounds[-1].winner in last.winner.seats and last.round_winner in last.winner.seats
