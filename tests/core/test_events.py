"""The event catalogue against what the engines emit: every event of a whole game of each kind is
declared with its fields, and the types both games share are emitted by each."""

from __future__ import annotations

import random

import pytest

from racko_api.core.events import SHARED, Event, problems
from racko_api.games.kinds import EVENT_TYPES, Kind
from racko_api.games.rack_o.kind import RACK_O_KIND
from racko_api.games.super_rack_o.kind import SUPER_RACK_O_KIND

UNIT = {RACK_O_KIND.id: "points", SUPER_RACK_O_KIND.id: "wins"}
GAMES = [(RACK_O_KIND, "hasbro", {"target": 200}), (RACK_O_KIND, "swedish-bonus", {"target": 100}),
         (SUPER_RACK_O_KIND, "super-rack-o", {"target": 3})]


def play(kind: Kind, ruleset_id: str, options: dict[str, int], seed: int, bot: str = "basic",
         moves: int | None = None) -> list[Event]:
    """Every event of a game two bots play to its end, or of its first `moves` moves."""
    rng = random.Random(seed)
    state, events = kind.engine.new_game(kind.ruleset(ruleset_id, options), 2, seed=seed)
    state, contributed = kind.engine.contribute(state, seed % 2, f"seat {seed % 2}'s own text")
    out = [*events, *contributed]
    bots = [kind.bots[bot]] * 2
    for _ in range(moves or 20_000):
        move = kind.bot_move(state, bots, rng)
        if move is None:
            return out
        state, events = kind.engine.apply(state, *move)
        out += events
    assert moves is not None, "the bots did not finish"
    return out


@pytest.fixture(scope="module")
def emitted() -> dict[str, list[Event]]:
    """Three whole games of each, and random play long enough to turn the discard pile over."""
    out: dict[str, list[Event]] = {}
    for kind, ruleset_id, options in GAMES:
        for seed in range(3):
            out.setdefault(kind.id, []).extend(play(kind, ruleset_id, options, seed))
    out[SUPER_RACK_O_KIND.id] += play(SUPER_RACK_O_KIND, "super-rack-o", {}, 0, "random", 1_500)
    return out


@pytest.mark.parametrize("game", [RACK_O_KIND.id, SUPER_RACK_O_KIND.id])
def test_every_event_is_declared_with_its_fields(emitted: dict[str, list[Event]], game: str) -> None:
    wrong = {p for e in emitted[game] for p in problems(e, EVENT_TYPES)}
    assert not wrong


@pytest.mark.parametrize("game", [RACK_O_KIND.id, SUPER_RACK_O_KIND.id])
def test_both_games_emit_every_shared_event(emitted: dict[str, list[Event]], game: str) -> None:
    types = {e.type for e in emitted[game]}
    shared = {t.name for t in EVENT_TYPES.values() if t.shared}
    assert shared <= types, f"{game} never emitted {shared - types}"


def test_each_game_specific_event_belongs_to_one_game(emitted: dict[str, list[Event]]) -> None:
    racko = {e.type for e in emitted[RACK_O_KIND.id]}
    super_ = {e.type for e in emitted[SUPER_RACK_O_KIND.id]}
    own = {t.name for t in EVENT_TYPES.values() if not t.shared}
    assert not own & racko & super_
    assert {"rack_o", "placed"} <= racko and "super_rack_o" in super_


@pytest.mark.parametrize("game", [RACK_O_KIND.id, SUPER_RACK_O_KIND.id])
def test_a_dealt_rack_goes_to_its_seat_only(emitted: dict[str, list[Event]], game: str) -> None:
    dealt = [e for e in emitted[game] if e.type == "rack_dealt"]
    assert dealt and all("rack" in e.view(e.seat) for e in dealt)
    assert all("rack" not in e.view(1 - e.seat) and "rack" not in e.view(None) for e in dealt
               if "rack" not in e.public)


@pytest.mark.parametrize("game", [RACK_O_KIND.id, SUPER_RACK_O_KIND.id])
def test_a_round_ends_with_every_rack_and_the_standings(emitted: dict[str, list[Event]],
                                                       game: str) -> None:
    ends = [e.view(None) for e in emitted[game] if e.type == "round_over"]
    assert ends and all(len(e["racks"]) == 2 == len(e["scores"]) == len(e["totals"]) for e in ends)
    totals = [0, 0]
    for e in ends:  # the standings add up each round's scores, game by game
        before = [0, 0] if e["round"] == 1 else totals
        totals = [t + s for t, s in zip(before, e["scores"], strict=True)]
        assert e["totals"] == totals and e["scores"][e["winner"]] > 0
    over = [e.view(None) for e in emitted[game] if e.type == "game_over"]
    assert over and {o["score_unit"] for o in over} == {ends[0]["score_unit"]} == {UNIT[game]}
    assert all(o["totals"][o["winner"][0]] == max(o["totals"]) for o in over)


def test_unknown_types_and_stray_fields_are_problems() -> None:
    assert problems(Event("shuffled", None), EVENT_TYPES) == ["shuffled is not in the catalogue"]
    assert problems(Event("discarded", 0, {"card": 3, "why": "x"}, {"card": 3}), EVENT_TYPES) == [
        "discarded has undeclared public why", "discarded has undeclared private card"]
    assert problems(Event("took_discard", 0), EVENT_TYPES) == ["took_discard lacks public card"]


def test_each_kind_declares_its_own_events_and_the_registry_lists_them_once() -> None:
    own = [t.name for k in (RACK_O_KIND, SUPER_RACK_O_KIND) for t in k.event_types]
    assert len(own) == len(set(own)) and all(not EVENT_TYPES[name].shared for name in own)
    assert set(EVENT_TYPES) == {t.name for t in SHARED} | set(own)
