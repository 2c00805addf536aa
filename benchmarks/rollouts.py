"""An independent yardstick for the Rack-O advisor: Monte Carlo rollouts of the rest of the round.

    .venv/bin/python benchmarks/rollouts.py            # 200 positions an edition, 3 min on a quiet machine
    .venv/bin/python benchmarks/rollouts.py --quick    # the same positions, a quarter of the rollouts
    .venv/bin/python benchmarks/rollouts.py --seed 7 --json
    .venv/bin/python benchmarks/rollouts.py --solo 4000   # the rollout policy's turns alone
    .venv/bin/python benchmarks/rollouts.py --pace 32     # rivals' going-out chance by turn: games, rollouts

Positions (benchmarks/yardstick/positions.py) come from real games: the first round of two- and
three-player games of `expert` bots played on the engine, in hasbro, hasbro-bonus and
parker-1992-bonus, every third decision with a card in hand, at least 200 an edition. Each
choice there (each slot the card may replace; letting it go where allowed) is priced by the
seat's expected round points over rollouts: the hidden cards re-dealt from what the seat has not
seen placed, each rival's re-dealt cards then settled where they fit and warmed up by as many
turns of the rollout policy as that rival has played this round (pricing.warm_up; `--pace` sets
the rivals' going-out chance by turn beside the games'), every player then following one fixed
policy, a good player in its own right (yardstick/policy.py; `--solo` measures it alone), under
rules re-implemented in a few lines
(yardstick/rules.py). Nothing comes from the advisor's model: it is asked only for its first
choice. The loss is priced on fresh deals apart from those that
chose the evaluator's best (yardstick/pricing.py), so a perfect advisor scores 0 on average.

Reported per edition: the share of positions where the advisor's choice is the evaluator's best,
the mean points lost a decision with its 95% interval over positions (rollout noise included),
the in-sample loss (biased upward: the upper side), the share of rollouts where nobody went out
within the turn cap, the rollouts' mean turns (all, and after the advised choice) against the
turns the real games played after the positions, and the wall time. Target (issue 46): under
0.2 points in every edition.

Also the part of the loss from positions where the evaluator's best is the rollout policy's own
move and the advisor chose otherwise. A one-step rollout favours the move its own policy would
make (the rack then plays on as that policy plans it), so that part is an upper bound on the
yardstick's bias toward its policy, not all of it the advisor's error. And the part where the
advisor's choice leaves a Rack-O and the evaluator's best does not: a wait for a longer run
(R-BONUS) the rollouts take by keeping the rack short of a Rack-O rather than by holding one
(R-WAIT: their players hold one only while no rival has played a few turns, policy.py, and call
it otherwise, where the classic edition ends the round). The two parts may overlap.
`--detail FILE` writes every position (rack, card, the advisor's, the evaluator's and the
policy's choice, each choice's mean points and turns in the screening, the loss) as a JSON object a line,
to read the largest losses.
"""

from __future__ import annotations

import argparse
import contextlib
import json
import math
import random
import statistics
import sys
import time
from concurrent.futures import ProcessPoolExecutor
from pathlib import Path
from typing import Any, TextIO

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from benchmarks.yardstick.pace import Pace, races  # noqa: E402
from benchmarks.yardstick.policy import TURN_CAP, alone  # noqa: E402
from benchmarks.yardstick.positions import positions  # noqa: E402
from benchmarks.yardstick.pricing import judge  # noqa: E402
from benchmarks.yardstick.rules import Rules  # noqa: E402

EDITIONS = ("hasbro", "hasbro-bonus", "parker-1992-bonus")
TARGET = 0.2  # points lost a decision
LEAST = 200  # positions an edition the issue asks for
SPAN = 1 << 24  # deals numbered apart for each position


def edition_report(edition: str, count: int, rollouts: tuple[int, int, int], seed: int,
                   jobs: int, detail: TextIO | None = None) -> dict[str, Any]:
    start = time.perf_counter()
    found = positions(edition, count, seed)
    first, most, price = rollouts
    n = len(found)
    with ProcessPoolExecutor(jobs) as pool:
        judged = list(pool.map(judge, found, [first] * n, [most] * n, [price] * n,
                               [(seed * 1000 + i) * SPAN for i in range(n)], chunksize=4))
    lost = [j["lost"] for j in judged]
    mean = statistics.fmean(lost)
    half = 1.96 * statistics.stdev(lost) / math.sqrt(n) if n > 1 else 0.0
    spent = sum(j["rollouts"] for j in judged)
    # The evaluator's best is often the rollout policy's own move: a choice the policy would make
    # plays on consistently under it. The loss where that is so and the advisor chose otherwise is
    # that bias's upper bound, apart from the rest.
    own = sum(j["lost"] for j in judged if j["best"] == j["policy"] != j["advised"]) / n
    # Where the advisor's choice leaves a Rack-O, the evaluator prices it as its policy plays it
    # (called, or held a few turns under R-WAIT); a best that leaves none waits without one.
    waits = sum(j["lost"] for j in judged
                if j["out_at_once"][j["advised"]] and not j["out_at_once"][j["best"]]) / n
    if detail is not None:
        for pos, j in zip(found, judged, strict=True):
            detail.write(json.dumps({"edition": edition, "players": pos.players, "rack": pos.rack,
                                     "hand": pos.hand, "may_let_go": pos.may_let_go,
                                     "discard": pos.discard, "rivals": pos.rivals,
                                     "stock": pos.stock_count, "played": pos.rival_turns,
                                     "lost": round(j["lost"], 2),
                                     **{k: j[k] for k in ("advised", "best", "policy", "means",
                                                          "mean_turns")}})
                         + "\n")
    return {"edition": edition, "positions": n,
            "two_players": sum(j["players"] == 2 for j in judged),
            "agree": sum(j["agrees"] for j in judged), "lost": round(mean, 3),
            "ci95": [round(mean - half, 3), round(mean + half, 3)],
            "in_sample": round(statistics.fmean(j["in_sample"] for j in judged), 3),
            "worst": round(max(lost), 1), "policy_own": round(own, 3),
            "rack_o_kept": round(waits, 3), "rollouts": spent,
            "capped": round(sum(j["capped"] for j in judged) / spent, 4),
            "turns_a_rollout": round(sum(j["turns"] for j in judged) / spent, 1),
            "turns_after_advice": round(statistics.fmean(j["advised_turns"] for j in judged), 1),
            "turns_left_in_games": round(statistics.fmean(j["left"] for j in judged), 1),
            "wall_s": round(time.perf_counter() - start, 1)}


BANDS = (range(1, 4), range(4, 7), range(7, 10), range(10, 13), range(13, 16), range(16, 19),
         range(19, TURN_CAP))  # a rival's turns since the deal, for the pace report


def pace_report(edition: str, count: int, deals: int, seed: int, jobs: int) -> dict[str, Any]:
    """The rivals' going-out hazard by their turn since the deal (yardstick/pace.py), in the real
    games after the positions and in `deals` rollouts of the advised choice from each."""
    found = positions(edition, count, seed)
    n = len(found)
    with ProcessPoolExecutor(jobs) as pool:
        played = list(pool.map(races, found, [deals] * n, [(seed * 1000 + i) * SPAN for i in range(n)],
                               chunksize=4))
    games, rollouts = Pace(), Pace()
    for pos, plays in zip(found, played, strict=True):
        assert pos.left is not None
        games.add(pos, pos.left, pos.out)
        for turns, out in plays:
            rollouts.add(pos, turns, out, 1 / deals)

    def rounded(x: float | None) -> float | None:
        return None if x is None else round(x, 3)

    return {"edition": edition, "positions": n, "deals": deals,
            "bands": [{"turns": f"{b.start}-{b.stop - 1}" if b.stop < TURN_CAP else f"{b.start}+",
                       "games": rounded(games.hazard(b)), "rollouts": rounded(rollouts.hazard(b)),
                       "games_share": round(games.share(b), 3), "rollouts_share": round(rollouts.share(b), 3)}
                      for b in BANDS],
            "turns_after_advice": round(statistics.fmean(t for p in played for t, _ in p), 1),
            "turns_left_in_games": round(statistics.fmean(p.left or 0 for p in found), 1),
            "rivals_out": {"games": round(statistics.fmean(bool(p.out) for p in found), 3),
                           "rollouts": round(statistics.fmean(bool(o) for p in played for _, o in p), 3)}}


def pace_summary(rows: list[dict[str, Any]]) -> str:
    lines = ["== the rivals' pace: the chance a rival goes out on its turn, by its turns since the deal "
             "(games after the positions / rollouts of the advised choice) =="]
    for row in rows:
        out = row["rivals_out"]
        lines.append(f"  {row['edition']} ({row['positions']} positions, {row['deals']} rollouts each): "
                     f"{row['turns_after_advice']} turns a rollout, {row['turns_left_in_games']} in the "
                     f"games; a rival out first {out['games']:.2f} / {out['rollouts']:.2f}")
        for band in row["bands"]:
            g, r = band["games"], band["rollouts"]
            lines.append(f"    turns {band['turns']:6s} {'-' if g is None else f'{g:.3f}':>6s} / "
                         f"{'-' if r is None else f'{r:.3f}':>6s}   (a share of rivals' turns "
                         f"{band['games_share']:.2f} / {band['rollouts_share']:.2f})")
    return "\n".join(lines)


def solo_report(deals: int, seed: int) -> dict[str, Any]:
    """The rollout policy alone on 1-40, with no run needed (as `expert_games.py` measures the bots)
    and with a run of 3 needed (two-player Hasbro): its mean turns to go Rack-O."""
    out: dict[str, Any] = {"deals": deals}
    for name, need in (("no_run", 0), ("run_of_3", 3)):
        rules = Rules(40, need, 75, bonus=False)
        turns = [alone(rules, random.Random(seed + i)) for i in range(deals)]
        mean = statistics.fmean(turns)
        half = 1.96 * statistics.stdev(turns) / math.sqrt(deals)
        out[name] = {"mean_turns": round(mean, 2), "ci95": [round(mean - half, 2), round(mean + half, 2)],
                     "capped": sum(t >= TURN_CAP for t in turns)}
    return out


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__,
                                     formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--quick", action="store_true", help="a quarter of the rollouts")
    parser.add_argument("--positions", type=int, default=LEAST, help="positions an edition")
    parser.add_argument("--seed", type=int, default=4600, help="the first game's seed")
    parser.add_argument("--jobs", type=int, default=2, help="processes that price positions")
    parser.add_argument("--json", action="store_true")
    parser.add_argument("--detail", type=Path, help="write every position, its choices' means and "
                        "the loss there to this file, a JSON object a line")
    parser.add_argument("--pace", type=int, metavar="DEALS",
                        help="only the rivals' going-out hazard by turn, games against this many "
                        "rollouts of the advised choice a position")
    parser.add_argument("--solo", type=int, metavar="DEALS",
                        help="only the rollout policy's turns to go Rack-O alone, on this many deals")
    args = parser.parse_args(argv)
    if args.solo:
        solo = solo_report(args.solo, args.seed)
        print(json.dumps(solo, indent=2) if args.json else "\n".join([
            f"== the rollout policy alone on 1-40, {args.solo} deals (seed {args.seed}) ==",
            *(f"  {name.replace('_', ' ')}: {row['mean_turns']:.2f} turns (95% CI {row['ci95'][0]:.2f}-"
              f"{row['ci95'][1]:.2f}), {row['capped']} capped"
              for name, row in solo.items() if name != "deals")]))
        return 0
    if args.pace:
        rows = [pace_report(e, args.positions, args.pace, args.seed, args.jobs) for e in EDITIONS]
        print(json.dumps(rows, indent=2) if args.json else pace_summary(rows))
        return 0
    rollouts = (16, 128, 128) if args.quick else (32, 512, 512)
    report: dict[str, Any] = {"seed": args.seed, "rollouts": dict(zip(("first", "most", "price"), rollouts,
                                                                       strict=True))}
    with args.detail.open("w") if args.detail else contextlib.nullcontext() as detail:
        report["editions"] = [edition_report(e, args.positions, rollouts, args.seed, args.jobs, detail)
                              for e in EDITIONS]
    report["targets"] = {f"{row['edition']}: under {TARGET} points lost (95% CI high end)":
                         row["ci95"][1] < TARGET and row["positions"] >= LEAST
                         for row in report["editions"]}
    print(json.dumps(report, indent=2) if args.json else summary(report))
    return 0


def summary(report: dict[str, Any]) -> str:
    r = report["rollouts"]
    lines = [f"== the advisor against rollouts (seed {report['seed']}; screening {r['first']}-{r['most']} "
             f"a choice, loss priced on {r['price']} fresh deals) =="]
    for row in report["editions"]:
        lines.append(
            f"  {row['edition']:18s} lost {row['lost']:.3f} a decision (95% CI {row['ci95'][0]:.3f} to "
            f"{row['ci95'][1]:.3f}; in-sample {row['in_sample']:.3f}, worst {row['worst']}); "
            f"agrees {row['agree']} of {row['positions']}")
        lines.append(
            f"  {'':18s} of which {row['policy_own']:.3f} where the evaluator's best is the rollout "
            f"policy's own move and the advisor's is not; {row['rack_o_kept']:.3f} where the advisor's "
            f"leaves a Rack-O and the best does not")
        lines.append(
            f"  {'':18s} {row['two_players']} positions of 2 players; {row['rollouts']} rollouts of "
            f"{row['turns_a_rollout']} turns, {100 * row['capped']:.1f}% capped; {row['wall_s']} s")
        lines.append(
            f"  {'':18s} {row['turns_after_advice']} turns a rollout after the advised choice, "
            f"{row['turns_left_in_games']} left in the games themselves")
    lines += [f"  target {name}: {'met' if ok else 'MISSED'}" for name, ok in report["targets"].items()]
    return "\n".join(lines)


if __name__ == "__main__":
    raise SystemExit(main())
