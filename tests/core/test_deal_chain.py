"""A fair deal by construction (R-DEAL, S-DEAL), in the core: the chain of server seeds, the
contributions mixed into each later deal, and the replay of a logged round for both games.

The seeds are recomputed with hashlib and hmac from docs/deals.md's words, not with the code
under test.
"""

from __future__ import annotations

import hashlib
import hmac
import random
from typing import Any

import pytest

from racko_api.core.deals import chain
from racko_api.core.deals.replay import replay_round
from racko_api.core.errors import IllegalMove, InvalidInput
from racko_api.core.events import Event
from racko_api.games.kinds import AnyKind
from racko_api.games.rack_o.kind import RACK_O_KIND
from racko_api.games.super_rack_o.kind import SUPER_RACK_O_KIND


def sha(text: str) -> str:
    return hashlib.sha256(text.encode()).hexdigest()


def test_R_DEAL_each_round_seed_is_a_link_of_the_committed_chain() -> None:
    end = "5" * 64
    top = chain.chain_commitment(end)
    walked = end
    for _ in range(chain.CHAIN_LENGTH):
        walked = sha(walked)
    assert top == walked
    for n in (1, 2, 17, chain.CHAIN_LENGTH):
        seed = chain.server_seed(end, n)
        assert chain.seed_matches(seed, n, top) and not chain.seed_matches(seed, n + 1, top)
        if n > 1:  # a revealed seed tells the round before it, never the round after it
            assert sha(seed) == chain.server_seed(end, n - 1)
    with pytest.raises(IllegalMove) as refused:
        chain.server_seed(end, chain.CHAIN_LENGTH + 1)
    assert refused.value.rule == "R-DEAL"


def test_R_DEAL_the_deal_seed_is_the_documented_hmac_of_the_contributions() -> None:
    server = sha("server")
    texts = (None, "Bo's dice", "Cy's coin")
    message = f"1:{sha(texts[1])}\n2:{sha(texts[2])}\n"
    assert chain.mix(server, texts) == hmac.new(server.encode(), message.encode(),
                                                hashlib.sha256).hexdigest()
    assert chain.mix(server, ()) == hmac.new(server.encode(), b"", hashlib.sha256).hexdigest()
    assert chain.mix(server, (None, "Bo's dice", "Cy's coin!")) != chain.mix(server, texts)


def test_R_DEAL_a_seat_contributes_once_and_a_contribution_is_a_short_text() -> None:
    end = "5" * 64
    contributions, event = chain.contributed(end, (None, None), 1, "x")
    assert contributions == (None, "x") and event.view(None)["contribution"] == "x"
    with pytest.raises(IllegalMove):
        chain.contributed(end, contributions, 1, "again")
    with pytest.raises(IllegalMove):  # a game made before seed chains
        chain.contributed(None, (None, None), 1, "x")
    for bad in ("", "y" * 257, 5, None):
        with pytest.raises(InvalidInput):
            chain.contributed(end, contributions, 0, bad)
    with pytest.raises(InvalidInput):
        chain.read_contributions([{"seat": 0, "contribution": "a"}, {"seat": 0, "contribution": "b"}], 2)


@pytest.mark.parametrize("kind", [RACK_O_KIND, SUPER_RACK_O_KIND], ids=lambda k: k.id)
def test_R_DEAL_round_1_waits_for_every_awaited_seat_then_mixes_their_texts(kind: AnyKind) -> None:
    ruleset = kind.ruleset(kind.ruleset_ids[0], None)
    state, events = kind.engine.new_game(ruleset, 3, seed=8, wait_for=(2, 0))
    assert [e.type for e in events] == ["deal_chain", "first_dealer"]  # nothing dealt
    assert str(state.phase) == "waiting" and state.round == 0
    assert chain.waiting_for(state) == (0, 2)
    assert all(not kind.engine.legal_actions(state, seat) for seat in range(3))
    assert kind.engine.awaited_seat(state) is None
    assert kind.bot_move(state, [kind.bots["basic"]] * 3, random.Random(1)) is None
    for seat in range(3):
        assert kind.view(state, seat)["phase"] == "waiting"
    assert kind.public_view(state)["waiting_for"] == [0, 2]
    assert kind.load(state.to_dict()).awaiting == (0, 2)  # stored and read back
    mover, action = _first_move(kind, kind.engine.new_game(ruleset, 3, seed=8)[0])  # dealt at once
    with pytest.raises(IllegalMove) as refused:
        kind.engine.apply(state, mover, action)
    assert refused.value.rule == "R-DEAL" and "0, 2" in str(refused.value)
    with pytest.raises(IllegalMove) as refused:
        kind.advise(state, 0, True)
    assert refused.value.rule == "R-DEAL"
    state, made = kind.engine.contribute(state, 2, "seat 2")
    assert [e.type for e in made] == ["contributed"] and chain.waiting_for(state) == (0,)
    with pytest.raises(IllegalMove) as refused:
        kind.engine.apply(state, mover, action)
    assert str(refused.value).endswith("once seat 0 has contributed")  # one seat: singular
    state, made = kind.engine.contribute(state, 1, "seat 1")  # a seat not awaited may add its own
    assert [e.type for e in made] == ["contributed"]
    dealer = state.dealer
    state, made = kind.engine.contribute(state, 0, "seat 0")  # the last awaited text deals round 1
    assert [e.type for e in made[:2]] == ["contributed", "dealt"]
    assert sum(e.type == "rack_dealt" for e in made) == 3
    seed = chain.mix(chain.server_seed(state.chain, 1), ("seat 0", "seat 1", "seat 2"))
    dealt = made[1].public
    assert dealt["commitment"] == sha(seed) and dealt["round"] == 1 and dealt["dealer"] == dealer
    assert [c["seat"] for c in dealt["contributions"]] == [0, 1, 2]
    assert state.round == 1 and state.deal_seeds == (seed,) and not chain.waiting_for(state)
    assert kind.public_view(state)["waiting_for"] == []
    seat, move = _first_move(kind, state)
    kind.engine.apply(state, seat, move)  # now play starts


@pytest.mark.parametrize("kind", [RACK_O_KIND, SUPER_RACK_O_KIND], ids=lambda k: k.id)
def test_R_DEAL_a_game_that_awaits_nobody_deals_at_once(kind: AnyKind) -> None:
    """Bots' games and simulations: nobody to wait for, round 1 from the server's seed alone."""
    ruleset = kind.ruleset(kind.ruleset_ids[0], None)
    state, events = kind.engine.new_game(ruleset, 2, seed=8)
    assert state.round == 1 and [e.type for e in events][:3] == ["deal_chain", "first_dealer", "dealt"]
    assert events[2].public["commitment"] == sha(chain.mix(chain.server_seed(state.chain, 1), ()))
    with pytest.raises(InvalidInput):
        kind.engine.new_game(ruleset, 2, seed=8, wait_for=(2,))


def _first_move(kind: AnyKind, state: Any) -> tuple[int, Any]:
    seat = kind.engine.awaited_seat(state)
    return seat, kind.engine.legal_actions(state, seat)[0]


def _play(kind: AnyKind, rounds: int, seed: int) -> tuple[Any, list[Event]]:
    """A fixed-seed game of two basic bots, seat 1 contributing before round 2, for `rounds`."""
    ruleset = kind.ruleset(kind.ruleset_ids[0], {"target": 5} if kind is SUPER_RACK_O_KIND else None)
    state, events = kind.engine.new_game(ruleset, 2, seed=seed)
    log = list(events)
    rng = random.Random(seed)
    while sum(e.type == "round_over" for e in log) < rounds:
        move = kind.bot_move(state, [kind.bots["basic"]] * 2, rng)
        assert move is not None, "the game ended early"
        state, made = kind.engine.apply(state, *move)
        log += made
        if any(e.type == "round_over" for e in made) and state.contributions[1] is None:
            state, made = kind.engine.contribute(state, 1, "seat 1's text")
            log += made
    return ruleset, log


def _replay(kind: AnyKind, ruleset: Any, log: list[Event], round_number: int,
            seat: int | None, shown: list[dict[str, Any]] | None = None) -> Any:
    shown = shown or [e.view(seat) for e in log]
    revealed = next(e.public for e in log if e.type == "deal_revealed" and e.public["round"] == round_number)
    start = next(i for i, e in enumerate(shown) if e["type"] == "dealt" and e["round"] == round_number)
    end = next((i for i in range(start + 1, len(shown)) if shown[i]["type"] == "dealt"), len(shown))
    before = [e for e in shown[:start] if e["type"] == "round_over"]
    totals = tuple(before[-1]["totals"]) if before else (0, 0)
    used = chain.read_contributions(revealed["contributions"], 2)
    seeds = chain.DealSeed(revealed["server_seed"], chain.mix(revealed["server_seed"], used))
    state = kind.engine.before_round(ruleset, 2, round_number, totals, used)
    state, first = kind.engine.deal_round(state, shown[start]["dealer"], seeds)
    return start, replay_round(kind.engine, state, first, shown[start:end], seat, 2)


@pytest.mark.parametrize("kind", [RACK_O_KIND, SUPER_RACK_O_KIND], ids=lambda k: k.id)
def test_a_logged_round_replays_alike_from_its_revealed_seeds(kind: AnyKind) -> None:
    ruleset, log = _play(kind, 2, seed=4)
    top = log[0].public["commitment"]
    second = next(e.public for e in log if e.type == "deal_revealed" and e.public["round"] == 2)
    assert second["contributions"] == [{"seat": 1, "contribution": "seat 1's text"}]
    assert chain.seed_matches(second["server_seed"], 2, top)
    for seat in (None, 0, 1):
        _, replay = _replay(kind, ruleset, log, 2, seat)
        assert replay.matches, replay.mismatch


@pytest.mark.parametrize("kind", [RACK_O_KIND, SUPER_RACK_O_KIND], ids=lambda k: k.id)
def test_a_drawn_card_changed_in_the_log_is_the_first_mismatch(kind: AnyKind) -> None:
    ruleset, log = _play(kind, 1, seed=9)
    shown = [e.view(0) for e in log]
    at = next(i for i, e in enumerate(shown) if e["type"] == "drew" and e["seat"] == 0)
    other = shown[at + 1:]
    swapped = next(e["card"] for e in other if e["type"] == "drew" and e["seat"] == 0
                   and e["card"] != shown[at]["card"])
    shown[at] = {**shown[at], "card": swapped}
    start, replay = _replay(kind, ruleset, log, 1, 0, shown)
    assert not replay.matches
    assert replay.mismatch.index == at - start and replay.mismatch.rule == log[at].rule
    assert replay.mismatch.expected["card"] == log[at].private["card"]


def test_every_round_seed_is_the_chain_walked_as_documented() -> None:
    """The kept checkpoints change nothing: x_k = H^(L-k)(x_L) for every round, the first and
    the last included, and x_0 is the published end."""
    from racko_api.core.deals.chain import CHAIN_LENGTH, chain_commitment, server_seed, walk

    end = "ab" * 32
    for k in (1, 2, 19, 20, 21, 999, 1980, 1981, CHAIN_LENGTH - 1, CHAIN_LENGTH):
        assert server_seed(end, k) == walk(end, CHAIN_LENGTH - k), k
    assert chain_commitment(end) == walk(end, CHAIN_LENGTH)
