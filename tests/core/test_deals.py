"""Verifiable deals in the core (R-DEAL, S-DEAL, R-RESTOCK): every round dealt from a seed text
whose SHA-256 the table shows first; the revealed seed recomputes the whole deal."""

from __future__ import annotations

import copy
import hashlib
import random
import re
from pathlib import Path

from racko_api.core.deals import SeedStream, commitment, new_seed
from racko_api.games.rack_o.bots import BOTS
from racko_api.games.rack_o.bots.play import run_bots
from racko_api.games.rack_o.deal import deal
from racko_api.games.rack_o.engine import new_game
from racko_api.games.rack_o.presets import get_ruleset
from racko_api.games.rack_o.state import Phase, from_dict
from racko_api.games.rack_o.views import public_view
from racko_api.games.super_rack_o import engine as super_engine
from racko_api.games.super_rack_o import views as super_views
from racko_api.games.super_rack_o.deal import deal as super_deal
from racko_api.games.super_rack_o.ruleset import SUPER_RACK_O
from racko_api.games.super_rack_o.simulate import play

ROOT = Path(__file__).resolve().parents[2]


def test_a_seed_is_64_hex_digits_from_a_secure_source_and_its_commitment_is_sha256() -> None:
    seeds = {new_seed() for _ in range(50)} | {new_seed(random.SystemRandom()) for _ in range(50)}
    assert len(seeds) == 100 and all(re.fullmatch(r"[0-9a-f]{64}", s) for s in seeds)
    assert all(commitment(s) == hashlib.sha256(s.encode()).hexdigest() for s in seeds)
    assert new_seed(random.Random(3)) == new_seed(random.Random(3))  # a fixed seed replays


def test_the_stream_is_sha256_counter_blocks_read_as_big_endian_words() -> None:
    stream = SeedStream("s")
    blocks = hashlib.sha256(b"s:0").digest() + hashlib.sha256(b"s:1").digest()
    words = [int.from_bytes(blocks[i:i + 4], "big") for i in range(0, 64, 4)]
    assert [stream.below(2**32) for _ in range(16)] == words
    shuffled = list(range(52))
    SeedStream("s").shuffle(shuffled)
    assert sorted(shuffled) == list(range(52)) and shuffled != list(range(52))


def test_the_stream_draws_evenly() -> None:
    stream = SeedStream("even")
    counts = [0] * 6
    for _ in range(6000):
        counts[stream.below(6)] += 1
    assert all(850 < c < 1150 for c in counts), counts


def _play_round(state, rng):  # type: ignore[no-untyped-def]
    bots = [BOTS["basic"]] * state.players
    return run_bots(state, bots, rng, max_actions=5_000, keep_events=False, stop_at_round_end=True)[0]


def test_R_DEAL_the_revealed_seed_recomputes_every_rack_and_the_stock() -> None:
    for preset, players in (("hasbro", 2), ("swedish-bonus", 3), ("italian", 4)):
        ruleset = get_ruleset(preset)
        state, events = new_game(ruleset, players)
        before = copy.deepcopy((state.racks, state.stock, state.discard, state.dealer))
        table = public_view(state)
        assert table["deals"] == [] and table["deal"]["round"] == 1
        dealt = next(e for e in events if e.type == "dealt")
        assert dealt.public["commitment"] == table["deal"]["commitment"]
        state = _play_round(state, random.Random(1))
        assert state.phase in (Phase.ROUND_OVER, Phase.GAME_OVER)
        (revealed,) = public_view(state)["deals"]
        assert revealed["commitment"] == table["deal"]["commitment"] == commitment(revealed["seed"])
        again = deal(ruleset, players, state.top, before[3], revealed["seed"])
        assert (tuple(map(tuple, again.racks)), tuple(again.stock), tuple(again.discard)) == before[:3]


def test_R_RESTOCK_a_shuffled_restock_follows_the_round_seed() -> None:
    ruleset = get_ruleset("hasbro", {"restock": "shuffle"})
    a, _ = new_game(ruleset, 2, seed=4)
    b = from_dict(a.to_dict())
    assert a.deal_seeds == b.deal_seeds
    a, b = (_play_round(state, random.Random(9)) for state in (a, b))
    assert a.to_dict() == b.to_dict() and a.phase is not Phase.DRAW


def test_S_DEAL_super_rack_o_reveals_each_round_seed_and_it_recomputes_the_deal() -> None:
    state, events = super_engine.new_game(SUPER_RACK_O.with_options({"wins_needed": 3}), 2)
    first = (state.racks, state.stock, state.discard)
    dealt = next(e for e in events if e.type == "dealt")
    assert dealt.public["commitment"] == super_views.public_view(state)["deal"]["commitment"]
    dealer = state.dealer
    assert super_deal(2, dealer, state.deal_seeds[0]) == super_deal(2, dealer, state.deal_seeds[0])
    again = super_deal(2, dealer, state.deal_seeds[0])
    assert (again.racks, again.stock, again.discard) == first
    assert super_views.public_view(state)["deals"] == []


def test_a_fixed_seed_deals_the_same_game_and_a_secure_one_does_not() -> None:
    ruleset = get_ruleset("parker-1992")
    assert new_game(ruleset, 2, seed=1)[0].to_dict() == new_game(ruleset, 2, seed=1)[0].to_dict()
    assert new_game(ruleset, 2)[0].deal_seeds != new_game(ruleset, 2)[0].deal_seeds


def test_S_DEAL_every_round_of_a_super_rack_o_game_has_its_own_seed_revealed_at_its_end() -> None:
    final = play(("basic", "basic"), seed=11, wins_needed=3, max_moves=6000)
    assert final.round >= 3 and len(set(final.deal_seeds)) == final.round
    revealed = super_views.public_view(final)["deals"]
    assert [d["seed"] for d in revealed] == list(final.deal_seeds)


def test_R_DEAL_the_worked_example_of_docs_deals_md_holds() -> None:
    """The example a reader checks by hand: the document and the engine must agree."""
    seed = "0f1e2d3c4b5a69788796a5b4c3d2e1f00112233445566778899aabbccddeeff"
    text = (ROOT / "docs" / "deals.md").read_text()
    assert commitment(seed) in text
    stream = SeedStream(seed)
    assert [stream.below(40), stream.below(39), stream.below(38)] == [23, 31, 18]
    dealt = deal(get_ruleset("hasbro"), 2, 40, 0, seed)
    for seat, rack in enumerate(dealt.racks):
        assert f"seat {seat}'s rack" in text and " ".join(map(str, rack)) in text
    assert f"the first discard: {dealt.discard[0]}" in text
    assert " ".join(map(str, dealt.stock)) in " ".join(text.split())
