"""What each seat sees (R-OPEN and hidden racks), and a stored game that plays on exactly."""

from __future__ import annotations

import json
import random

from racko_api.games.rack_o.actions import DRAW_STOCK, exchange
from racko_api.games.rack_o.bots import BOTS, run_bots
from racko_api.games.rack_o.engine import apply, new_game
from racko_api.games.rack_o.presets import get_ruleset
from racko_api.games.rack_o.state import from_dict
from racko_api.games.rack_o.views import public_view, seat_view, view


def test_R_OPEN_every_rack_is_in_every_view_in_the_swedish_edition() -> None:
    state, events = new_game(get_ruleset("swedish"), 3, seed=2)
    racks = [list(r) for r in state.racks]
    assert public_view(state)["racks"] == racks
    for seat in range(3):
        assert view(state, seat)["racks"] == racks
        assert seat_view(state, seat).open_racks == tuple(tuple(r) for r in racks)
    dealt = [e.view(None) for e in events if e.type == "rack_dealt"]
    assert [e["rack"] for e in dealt] == racks
    seat = state.turn
    state, _ = apply(state, seat, DRAW_STOCK)
    card = state.hand
    state, changed = apply(state, seat, exchange(0))
    assert changed[0].view(None)["card"] == card  # a card into an open rack is seen by all


def test_R_OPEN_without_open_racks_a_seat_sees_only_its_own_rack() -> None:
    state, events = new_game(get_ruleset("hasbro"), 3, seed=2)
    assert public_view(state)["racks"] is None
    for seat in range(3):
        seen = view(state, seat)
        assert seen["racks"] is None and seen["rack"] == list(state.racks[seat])
        assert seat_view(state, seat).open_racks is None
    dealt = {e.seat: e for e in events if e.type == "rack_dealt"}
    assert "rack" not in dealt[1].view(0) and dealt[1].view(1)["rack"] == list(state.racks[1])
    seat = state.turn
    state, _ = apply(state, seat, DRAW_STOCK)
    assert view(state, seat)["hand"] == state.hand
    assert all(view(state, s)["hand"] is None for s in range(3) if s != seat)
    assert public_view(state)["holding"] == {"seat": seat, "source": "stock"}


def test_a_stored_game_plays_on_exactly_as_the_original() -> None:
    """to_dict/from_dict through JSON keep every card and the fixed seed the deals come from."""
    rs = get_ruleset("hasbro", {"target": 150, "restock": "shuffle"})
    original, _ = new_game(rs, 2, seed=99)
    bots = [BOTS["basic"], BOTS["strong"]]
    for _ in range(25):  # part of the first round
        seat = original.turn
        action = BOTS["basic"](seat_view(original, seat), random.Random(0))
        assert action is not None
        original, _ = apply(original, seat, action)
    copy = from_dict(json.loads(json.dumps(original.to_dict())))
    assert copy.to_dict() == original.to_dict()
    original, _ = run_bots(original, bots, random.Random(5), max_actions=20_000, keep_events=False)
    copy, _ = run_bots(copy, bots, random.Random(5), max_actions=20_000, keep_events=False)
    assert original.winner is not None
    assert copy.to_dict() == original.to_dict()  # the same deals, restocks and moves to the end


def test_a_fixed_seed_game_is_reproducible_and_a_secure_one_keeps_no_seed() -> None:
    seeded, _ = new_game(get_ruleset("italian"), 2, seed=1)
    secure, _ = new_game(get_ruleset("italian"), 2)
    assert "seeded" not in public_view(seeded)
    assert public_view(seeded)["deal"]["round"] == public_view(secure)["deal"]["round"] == 1
    assert secure.to_dict()["seed"] is None and "rng" not in secure.to_dict()
    again, _ = new_game(get_ruleset("italian"), 2, seed=1)
    assert again.to_dict() == seeded.to_dict()
