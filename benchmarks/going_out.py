"""How soon the other players go out: the hazard behind the advisor's race and its call (R-WAIT).

    .venv/bin/python benchmarks/going_out.py                      # every table, 3,000 deals each
    .venv/bin/python benchmarks/going_out.py --deals 500 --tables strong --case 0 2
    .venv/bin/python benchmarks/going_out.py --python             # also the table for points.py

The hazard h(n): the chance a player goes out on its n-th turn of a round, given nobody has gone
out before that turn. Measured on the engine in the first round of fresh deals (each dealt once,
its seed printed), per deck (its top card), run needed (R-RUN3) and player count, at tables of
- `strong`: every seat `strong`;
- `expert`: every seat `expert` (the advisor's first choice);
- `mixed`: one `expert` among `strong` bots, in turn in every seat; only the `strong` seats
  are counted, so the figure is that of the rivals the advisor meets in benchmarks/expert_games.py.
A player's turns are at risk from its first until the round ends; the one it goes out on is an
event. Turns from TAIL on are pooled into one figure. Each figure has its 95% Wilson interval.
`--python` prints each table as points.GOING_OUT holds it: from the first turn with fewer than
LEAST turns at risk on, one pooled figure.
Going out is automatic here (the classic editions), so a call held back for a bonus plays no part.
"""

from __future__ import annotations

import argparse
import json
import random
import sys
import time
from concurrent.futures import ProcessPoolExecutor
from pathlib import Path
from typing import Any

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from bots import ROUND_CAP, wilson  # noqa: E402

from racko_api.games.rack_o.bots import BOTS, run_bots  # noqa: E402
from racko_api.games.rack_o.engine import new_game  # noqa: E402
from racko_api.games.rack_o.presets import get_ruleset  # noqa: E402
from racko_api.games.rack_o.ruleset import Ruleset  # noqa: E402

TAIL = 12  # turns from which on the hazard is one pooled figure
LEAST = 300  # at-risk turns below which the table for points.py pools the rest
# (edition, deck option, players): every deck, run and player count the editions allow, and a
# 1-40 deck without a run for two (a house rule) to tell the deck from the run.
CASES = (("hasbro", None, 2), ("parker-1992", 40, 2), ("parker-1992", None, 2),
         ("hasbro", None, 3), ("parker-1992", None, 3), ("hasbro", None, 4))
TABLES = ("strong", "expert", "mixed")


def ruleset_of(edition: str, deck: int | None) -> Ruleset:
    rs = get_ruleset(edition)
    return rs if deck is None else rs.with_options({"deck": deck})


def seats_of(table: str, players: int, deal: int) -> tuple[list[str], list[bool]]:
    """The bots at each seat and which seats are counted."""
    if table != "mixed":
        return [table] * players, [True] * players
    expert = deal % players
    return (["expert" if s == expert else "strong" for s in range(players)],
            [s != expert for s in range(players)])


def count(edition: str, deck: int | None, players: int, table: str, seeds: range) -> dict[str, list[int]]:
    """At-risk turns and going-out turns by turn number (1..TAIL, the last pooling the rest)."""
    rs = ruleset_of(edition, deck)
    at_risk, out = [0] * TAIL, [0] * TAIL
    for seed in seeds:
        bots, counted = seats_of(table, players, seed)
        state, _ = new_game(rs, players, seed=seed)
        start = state.turn
        state, _ = run_bots(state, [BOTS[b] for b in bots], random.Random(seed), max_actions=ROUND_CAP,
                            stop_at_round_end=True, keep_events=False)
        result = state.rounds[-1]
        for seat in range(players):
            if not counted[seat]:
                continue
            offset = (seat - start) % players
            turns = (result.turns - offset + players - 1) // players  # this seat's turns
            for n in range(1, turns + 1):
                at_risk[min(n, TAIL) - 1] += 1
            if result.rack_o == seat:
                out[min(turns, TAIL) - 1] += 1
    return {"at_risk": at_risk, "out": out}


def measure(edition: str, deck: int | None, players: int, table: str, deals: int, seed: int,
            jobs: int) -> dict[str, Any]:
    start = time.time()
    with ProcessPoolExecutor(jobs) as pool:
        parts = list(pool.map(count, [edition] * jobs, [deck] * jobs, [players] * jobs, [table] * jobs,
                              [range(seed + j, seed + deals, jobs) for j in range(jobs)]))
    at_risk = [sum(p["at_risk"][i] for p in parts) for i in range(TAIL)]
    out = [sum(p["out"][i] for p in parts) for i in range(TAIL)]
    rs = ruleset_of(edition, deck)
    return {"table": table, "edition": edition, "top": rs.top_card(players), "need": rs.run_needed(players),
            "players": players, "deals": deals, "seed": seed, "at_risk": at_risk, "out": out,
            "hazard": [round(o / r, 3) if r else None for o, r in zip(out, at_risk, strict=True)],
            "ci95": [wilson(o, r) if r else None for o, r in zip(out, at_risk, strict=True)],
            "wall_s": round(time.time() - start)}


def summary(row: dict[str, Any]) -> str:
    head = (f"{row['table']:6s} {row['edition']} 1-{row['top']}, run {row['need']}, "
            f"{row['players']} players, {row['deals']} deals from seed {row['seed']} ({row['wall_s']} s)")
    cells = []
    for n, (h, ci, r) in enumerate(zip(row["hazard"], row["ci95"], row["at_risk"], strict=True), start=1):
        if h is not None:
            mark = "+" if n == TAIL else " "
            cells.append(f"    turn {n:2d}{mark} {h:.3f} ({max(0.0, ci[0]):.3f}-{ci[1]:.3f}) of {r}")
    return "\n".join([head, *cells])


def pooled(at_risk: list[int], out: list[int], least: int = LEAST) -> list[float]:
    """The hazards, those from the first turn with fewer than `least` at risk on pooled into one
    (a thin tail is noise)."""
    cut = next((i for i, r in enumerate(at_risk) if r < least), len(at_risk) - 1)
    heads = [o / r if r else 0.0 for o, r in zip(out[:cut], at_risk[:cut], strict=True)]
    rest = sum(at_risk[cut:])
    return [*heads, sum(out[cut:]) / rest if rest else 0.0]


def python_table(rows: list[dict[str, Any]], table: str) -> str:
    """The rows of one table as the literal points.GOING_OUT holds: (top, need, players) -> hazards."""
    lines = []
    for row in rows:
        if row["table"] == table:
            hazards = ", ".join(str(round(h, 3)) for h in pooled(row["at_risk"], row["out"]))
            lines.append(f"    ({row['top']}, {row['need']}, {row['players']}): ({hazards}),")
    return "\n".join(lines)


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__,
                                     formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--deals", type=int, default=3000, help="deals a table and case")
    parser.add_argument("--seed", type=int, default=460_000, help="the first deal's seed")
    parser.add_argument("--tables", default=",".join(TABLES), help="comma-separated: strong,expert,mixed")
    parser.add_argument("--case", type=int, nargs="*", help="only these CASES (0, 1, ...)")
    parser.add_argument("--jobs", type=int, default=2)
    parser.add_argument("--json", action="store_true")
    parser.add_argument("--python", action="store_true", help="also print each table as GOING_OUT's literal")
    args = parser.parse_args(argv)
    rows = []
    for table in args.tables.split(","):
        for i, (edition, deck, players) in enumerate(CASES):
            if args.case and i not in args.case:
                continue
            row = measure(edition, deck, players, table, args.deals, args.seed, args.jobs)
            rows.append(row)
            print(json.dumps(row) if args.json else summary(row), flush=True)
    if args.python:
        for table in args.tables.split(","):
            print(f"# {table}\n{python_table(rows, table)}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
