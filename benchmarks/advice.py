"""CPU time of one advice, in-process, over the decisions met in real games.

    .venv/bin/python benchmarks/advice.py            # 200 rounds a table (about a minute)
    .venv/bin/python benchmarks/advice.py --quick    # 20 rounds a table
    .venv/bin/python benchmarks/advice.py --json

Plays rounds with `expert` bots on the engine and times every advice (`advise(table_of(view))`,
which is what both the bot and GET /v1/games/{id}/advice compute) as this process's CPU time:
two-player Hasbro (a run of 3 to plan), four-player Swedish (1-60 deck, no run) and a solo
1-40 deck without a run; and Super Rack-O advice on the positions of games of `basic` bots.
Target: the 95th percentile under 5 ms on every table.
"""

from __future__ import annotations

import argparse
import json
import random
import statistics
import sys
import time
from dataclasses import replace
from pathlib import Path
from typing import Any

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from racko_api.games.rack_o.bots import BOTS  # noqa: E402
from racko_api.games.rack_o.bots.advisor import advise  # noqa: E402
from racko_api.games.rack_o.bots.choices import table_of  # noqa: E402
from racko_api.games.rack_o.engine import apply, new_game
from racko_api.games.rack_o.presets import HASBRO, get_ruleset  # noqa: E402
from racko_api.games.rack_o.state import Phase
from racko_api.games.rack_o.views import seat_view  # noqa: E402
from racko_api.games.super_rack_o import engine as super_engine  # noqa: E402
from racko_api.games.super_rack_o.advisor import advise as advise_super  # noqa: E402
from racko_api.games.super_rack_o.bots import BOTS as SUPER_BOTS  # noqa: E402
from racko_api.games.super_rack_o.ruleset import SUPER_RACK_O  # noqa: E402
from racko_api.games.super_rack_o.views import seat_view as super_view  # noqa: E402

TABLES = {
    "hasbro, 2 players": (get_ruleset("hasbro"), 2),
    "swedish, 4 players": (get_ruleset("swedish"), 4),
    "solo 1-40, no run": (replace(HASBRO, players=(1, 4)).with_options(
        {"deck": 40, "rack_o_needs_run": 0}), 1),
}
TURN_CAP = 400


def _summary(times: list[float]) -> dict[str, Any]:
    ms = sorted(t * 1000 for t in times)
    q = statistics.quantiles(ms, n=100)
    return {"advices": len(ms), "p50_ms": round(q[49], 3), "p95_ms": round(q[94], 3),
            "p99_ms": round(q[98], 3), "max_ms": round(ms[-1], 3)}


def racko(rounds: int, seed: int) -> dict[str, dict[str, Any]]:
    out = {}
    for name, (ruleset, players) in TABLES.items():
        times: list[float] = []
        rng = random.Random(seed)
        for i in range(rounds):
            state, _ = new_game(ruleset, players, seed=seed + i)
            while state.phase in (Phase.DRAW, Phase.HOLDING) and state.turns < TURN_CAP:
                seat = state.turn
                view = seat_view(state, seat)
                start = time.process_time()
                advise(table_of(view))
                times.append(time.process_time() - start)
                action = BOTS["expert"](view, rng)
                assert action is not None
                state, _ = apply(state, seat, action)
        out[name] = _summary(times)
    return out


def super_rack_o(games: int, seed: int) -> dict[str, Any]:
    times: list[float] = []
    rng = random.Random(seed)
    for i in range(games):
        state, _ = super_engine.new_game(SUPER_RACK_O, 2, seed=seed + i)
        for _ in range(300):
            seat = super_engine.awaited_seat(state)
            if seat is None:
                break
            seen = super_view(state, seat)
            start = time.process_time()
            advise_super(seen)
            times.append(time.process_time() - start)
            state, _ = super_engine.apply(state, seat, SUPER_BOTS["basic"](seen, rng))
    return _summary(times)


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__,
                                     formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--quick", action="store_true", help="20 rounds a table")
    parser.add_argument("--rounds", type=int)
    parser.add_argument("--seed", type=int, default=77)
    parser.add_argument("--json", action="store_true")
    args = parser.parse_args(argv)
    n = args.rounds or (20 if args.quick else 200)
    report: dict[str, Any] = {"rounds_per_table": n, "racko": racko(n, args.seed),
                              "super_rack_o": super_rack_o(max(2, n // 10), args.seed)}
    worst = max(r["p95_ms"] for r in [*report["racko"].values(), report["super_rack_o"]])
    report["target_p95_under_5_ms"] = worst < 5.0
    if args.json:
        print(json.dumps(report, indent=2))
        return 0
    print(f"CPU per advice, {n} rounds a table")
    for name, row in [*report["racko"].items(), ("super rack-o, 2 players", report["super_rack_o"])]:
        print(f"  {name:24s} p50 {row['p50_ms']:.2f} ms  p95 {row['p95_ms']:.2f} ms  "
              f"p99 {row['p99_ms']:.2f} ms  max {row['max_ms']:.2f} ms  ({row['advices']} advices)")
    print(f"  target p95 < 5 ms: {'met' if report['target_p95_under_5_ms'] else 'MISSED'}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
