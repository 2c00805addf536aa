"""How well the bots play, and how fast the engine simulates, measured on the real engine.

    .venv/bin/python benchmarks/bots.py            # every figure over 2,000 rounds (a few minutes)
    .venv/bin/python benchmarks/bots.py --quick    # 100 rounds a figure: a smoke test
    .venv/bin/python benchmarks/bots.py --json     # the figures as JSON

Figures (each with a 95% confidence interval; the same seeded deals for every bot):
- solo: the mean number of turns a bot needs to go Rack-O playing alone with the two-player
  deck (1-40) and no run needed (the engine seats a single player for this); and for `strong`
  and `expert` again with a run of 3 needed, as in a two-player Hasbro round (R-RUN3).
- head to head: the share of two-player Hasbro rounds (run of 3 needed) each bot wins. Every
  seeded deal is played twice, the bots in swapped seats, so each bot holds each hand and
  starts exactly half the rounds. The interval is Wilson's for independent rounds, which the
  two plays of a deal are not: they lean against each other, so the true interval is narrower.
  `expert` plays the advisor's first choice (racko_api/games/rack_o/bots/advisor.py).
- round length: the mean number of turns per player of a two-player Hasbro round.
- engine speed: whole two-player Hasbro rounds per second (deal, play, score) with `basic`
  bots on one core, measured as CPU time of this process.
- whole games (`games`): two-player games to 500 (`--target`) of Hasbro, Hasbro Bonus (where
  the expert calls by the advice, R-WAIT) and Swedish (its own target is 300), `expert` against `strong`,
  each seed played twice with the seats swapped, until at least the figure's rounds were
  played: the share of games and of rounds `expert` wins, and the mean points a round each
  bot scores.
- `rounds`: the head-to-head figure of `expert` against `strong` alone.
- more players (`multi`): one `expert` among `strong` bots at three and four players (Hasbro,
  1-50 and 1-60), each deal played once with the expert in each seat: the share of rounds it
  wins, against 1/3 and 1/4 for a bot no better than the others.
Targets: strong <= 12 turns solo, strong beats basic in > 65% of rounds, >= 1,000 rounds/s;
expert <= 10.3 turns solo, beats basic in >= 90% and strong in > 55% of rounds, and wins
more than 55% of whole games against strong in each edition.
"""

from __future__ import annotations

import argparse
import json
import math
import random
import statistics
import sys
import time
from dataclasses import replace
from pathlib import Path
from typing import Any

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from racko_api.games.rack_o.actions import NEXT_ROUND  # noqa: E402
from racko_api.games.rack_o.bots import BOTS, Bot, run_bots  # noqa: E402
from racko_api.games.rack_o.engine import (
    apply,  # noqa: E402
    new_game,  # noqa: E402
)
from racko_api.games.rack_o.presets import HASBRO, get_ruleset  # noqa: E402
from racko_api.games.rack_o.ruleset import Ruleset  # noqa: E402
from racko_api.games.rack_o.state import GameState
from racko_api.games.rack_o.views import seat_view  # noqa: E402

SOLO = replace(HASBRO, players=(1, 4)).with_options({"deck": 40, "rack_o_needs_run": 0})
SOLO_RUN = SOLO.with_options({"rack_o_needs_run": {"length": 3, "applies_to": "all"}})
TWO = get_ruleset("hasbro")
FIGURES = ("solo", "head_to_head", "round_length", "engine", "games", "multi", "rounds")
GAME_EDITIONS = ("hasbro-bonus", "hasbro", "swedish")
GAME_TARGET = 500  # whole games are played to this, whatever the edition's own target
SOLO_CAP = 300  # turns after which a solo round counts as not finished (the random bot)
ROUND_CAP = 200_000  # actions; a round of real bots ends long before


def solo_turns(bot: str, rounds: int, seed: int, ruleset: Ruleset = SOLO) -> list[int]:
    """Turns to go Rack-O alone on each of `rounds` deals (those finished within SOLO_CAP)."""
    rng = random.Random(seed)
    turns: list[int] = []
    for i in range(rounds):
        state, _ = new_game(ruleset, 1, seed=seed + i)
        state = _capped(state, BOTS[bot], rng)
        if state.rounds:
            turns.append(state.rounds[-1].turns)
    return turns


def solo(bot: str, rounds: int, seed: int, ruleset: Ruleset = SOLO) -> dict[str, Any]:
    """Turns to go Rack-O alone, over `rounds` deals."""
    turns = solo_turns(bot, rounds, seed, ruleset)
    out: dict[str, Any] = {"bot": bot, "rounds": rounds, "finished": len(turns)}
    if turns:
        out["mean_turns"] = round(statistics.mean(turns), 2)
        out["median_turns"] = statistics.median(turns)
        half = 1.96 * statistics.stdev(turns) / math.sqrt(len(turns)) if len(turns) > 1 else 0.0
        out["ci95"] = [round(out["mean_turns"] - half, 2), round(out["mean_turns"] + half, 2)]
    return out


def wilson(wins: int, n: int, z: float = 1.96) -> list[float]:
    """The 95% Wilson score interval of a win rate."""
    p = wins / n
    centre = (p + z * z / (2 * n)) / (1 + z * z / n)
    half = z * math.sqrt(p * (1 - p) / n + z * z / (4 * n * n)) / (1 + z * z / n)
    return [round(centre - half, 3), round(centre + half, 3)]


def _capped(state: GameState, bot: Bot, rng: random.Random) -> GameState:
    """Play alone until Rack-O or SOLO_CAP turns; the last state."""
    while not state.rounds and state.turns < SOLO_CAP:
        action = bot(seat_view(state, 0), rng)
        assert action is not None
        state, _ = apply(state, 0, action)
    return state


def head_to_head(a: str, b: str, rounds: int, seed: int, ruleset: Ruleset = TWO) -> dict[str, Any]:
    """Share of two-player rounds `a` wins against `b` (each deal twice, seats swapped), and the
    mean turns per player."""
    rng = random.Random(seed)
    wins = starts = 0
    lengths: list[float] = []
    for i in range(rounds):
        deal, a_seat = divmod(i, 2)
        state, _ = new_game(ruleset, 2, seed=seed + deal)
        starts += state.turn == a_seat
        bots = [BOTS[a], BOTS[b]] if a_seat == 0 else [BOTS[b], BOTS[a]]
        state, _ = run_bots(state, bots, rng, max_actions=ROUND_CAP, stop_at_round_end=True,
                            keep_events=False)
        result = state.rounds[-1]
        wins += result.rack_o == a_seat
        lengths.append(result.turns / 2)
    return _done({"bots": f"{a} vs {b}", "rounds": rounds, "win_rate": round(wins / rounds, 3),
                  "ci95": wilson(wins, rounds), "first_started": starts,
                  "turns_per_player": round(statistics.mean(lengths), 2)})


def games(a: str, b: str, rounds: int, seed: int, ruleset: Ruleset) -> dict[str, Any]:
    """Whole two-player games `a` against `b` (each seed twice, seats swapped) until at least
    `rounds` rounds were played: games and rounds `a` wins, and each bot's mean round points."""
    rng = random.Random(seed)
    won = played = rounds_won = n_rounds = 0
    points = {a: 0, b: 0}
    i = 0
    while n_rounds < rounds or i % 2:
        deal, a_seat = divmod(i, 2)
        i += 1
        state, _ = new_game(ruleset, 2, seed=seed + deal)
        bots = [BOTS[a], BOTS[b]] if a_seat == 0 else [BOTS[b], BOTS[a]]
        state, _ = run_bots(state, bots, rng, max_actions=ROUND_CAP * 20, keep_events=False)
        assert state.winner is not None
        played += 1
        won += state.winner == (a_seat,)
        for r in state.rounds:
            n_rounds += 1
            rounds_won += r.rack_o == a_seat
            points[a] += r.points[a_seat]
            points[b] += r.points[1 - a_seat]
    return _done({"bots": f"{a} vs {b}", "ruleset": ruleset.id,
                  "target": ruleset.options.target, "games": played,
                  "game_win_rate": round(won / played, 3), "ci95": wilson(won, played),
                  "rounds": n_rounds, "round_win_rate": round(rounds_won / n_rounds, 3),
                  "round_ci95": wilson(rounds_won, n_rounds),
                  "points_per_round": {k: round(v / n_rounds, 1) for k, v in points.items()}})


def _done(row: dict[str, Any]) -> dict[str, Any]:
    """A figure as soon as it is measured, on stderr: a long run stopped early keeps it."""
    print(json.dumps(row), file=sys.stderr, flush=True)
    return row


def multi(a: str, b: str, players: int, rounds: int, seed: int) -> dict[str, Any]:
    """Share of Hasbro rounds one `a` wins among `players - 1` `b` bots, each deal played with
    `a` in every seat."""
    rng = random.Random(seed)
    wins = 0
    for i in range(rounds):
        deal, a_seat = divmod(i, players)
        state, _ = new_game(TWO, players, seed=seed + deal)
        bots = [BOTS[a] if s == a_seat else BOTS[b] for s in range(players)]
        state, _ = run_bots(state, bots, rng, max_actions=ROUND_CAP, stop_at_round_end=True,
                            keep_events=False)
        wins += state.rounds[-1].rack_o == a_seat
    return _done({"bots": f"{a} among {b}", "players": players, "rounds": rounds,
                  "win_rate": round(wins / rounds, 3), "ci95": wilson(wins, rounds),
                  "even": round(1 / players, 3)})


def engine_speed(rounds: int, seed: int, batches: int = 5) -> dict[str, Any]:
    """Whole two-player rounds a second with basic bots: deal, play to Rack-O, score.

    CPU time of this process, in batches: on a shared machine the best batch is the figure
    least disturbed by other work (as `timeit` takes the best of its repeats).
    """
    rng = random.Random(seed)
    ruleset = TWO.with_options({"target": 20_000})  # long games: every round a fresh deal
    state, _ = new_game(ruleset, 2, seed=seed)
    bots = [BOTS["basic"], BOTS["basic"]]
    per_batch = max(1, rounds // batches)
    times = []
    for _ in range(batches):
        start = time.process_time()
        for _ in range(per_batch):
            state, _ = run_bots(state, bots, rng, max_actions=ROUND_CAP, stop_at_round_end=True,
                                keep_events=False)
            if state.winner is None:
                state, _ = apply(state, 0, NEXT_ROUND)
            else:
                state, _ = new_game(ruleset, 2, seed=seed + state.round)
        times.append(time.process_time() - start)
    return {"rounds": per_batch * batches, "cpu_seconds": round(sum(times), 2),
            "rounds_per_second": round(per_batch / min(times)),
            "rounds_per_second_overall": round(per_batch * batches / sum(times)),
            "reference_loop_seconds": round(reference_loop(), 2)}


def reference_loop() -> float:
    """CPU seconds of a plain 10-million-step Python loop: how fast this core is right now
    (about 0.4 s on an idle modern core; more when other processes share it)."""
    start = time.process_time()
    total = 0
    for i in range(10_000_000):
        total += i
    return time.process_time() - start


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__,
                                     formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--quick", action="store_true", help="100 rounds a figure (a smoke test)")
    parser.add_argument("--rounds", type=int, help="rounds a figure (default 2,000, or 100 with --quick)")
    parser.add_argument("--seed", type=int, default=2024)
    parser.add_argument("--json", action="store_true", help="print the figures as JSON")
    parser.add_argument("--target", type=int, default=GAME_TARGET,
                        help=f"the target of the whole games (default {GAME_TARGET})")
    parser.add_argument("--only", help="comma-separated figures to measure, of: " + ", ".join(FIGURES))
    args = parser.parse_args(argv)
    n = args.rounds or (100 if args.quick else 2000)
    only = set(args.only.split(",")) if args.only else set(FIGURES)
    unknown = only - set(FIGURES)
    if unknown:
        parser.error(f"unknown figures: {', '.join(sorted(unknown))}")
    report: dict[str, Any] = {"rounds_per_figure": n, "seed": args.seed}
    targets: dict[str, bool] = {}
    if "solo" in only:
        report["solo"] = [solo(bot, n, args.seed) for bot in ("random", "basic", "strong", "expert")]
        report["solo_run"] = [solo(bot, n, args.seed, SOLO_RUN) for bot in ("strong", "expert")]
        solo_of = {row["bot"]: row for row in report["solo"]}
        targets["strong_solo_turns_at_most_12"] = solo_of["strong"]["mean_turns"] <= 12
        targets["expert_solo_turns_at_most_10.3"] = solo_of["expert"]["mean_turns"] <= 10.3
    if "head_to_head" in only:
        pairs = (("strong", "basic"), ("expert", "basic"), ("expert", "strong"), ("strong", "random"),
                 ("basic", "random"))
        report["head_to_head"] = [head_to_head(a, b, n, args.seed + 10_000) for a, b in pairs]
        wins_of = {row["bots"]: row["win_rate"] for row in report["head_to_head"]}
        targets["strong_beats_basic_over_65_percent"] = wins_of["strong vs basic"] > 0.65
        targets["expert_beats_basic_in_90_percent"] = wins_of["expert vs basic"] >= 0.90
        targets["expert_beats_strong_over_55_percent"] = wins_of["expert vs strong"] > 0.55
    if "round_length" in only:
        report["round_length"] = [head_to_head(a, a, n, args.seed + 20_000)
                                  for a in ("basic", "strong", "expert")]
    if "engine" in only:
        report["engine"] = engine_speed(max(n, 1000), args.seed + 30_000)
        targets["engine_at_least_1000_rounds_per_second"] = report["engine"]["rounds_per_second"] >= 1000
    if "games" in only:
        report["games"] = [games("expert", "strong", n, args.seed + 40_000,
                                 get_ruleset(r).with_options({"target": args.target}))
                           for r in GAME_EDITIONS]
        for row in report["games"]:
            targets[f"expert_wins_over_55_percent_of_{row['ruleset']}_games"] = row["ci95"][0] > 0.55
    if "rounds" in only and "head_to_head" not in only:  # expert against strong alone
        report["head_to_head"] = [head_to_head("expert", "strong", n, args.seed + 10_000)]
        targets["expert_beats_strong_over_55_percent"] = report["head_to_head"][0]["win_rate"] > 0.55
    if "multi" in only:
        report["multi"] = [multi("expert", "strong", p, n, args.seed + 50_000) for p in (3, 4)]
    report["targets"] = targets
    if args.json:
        print(json.dumps(report, indent=2))
    else:
        _print(report)
    return 0


def _print(report: dict[str, Any]) -> None:
    print(f"rounds per figure: {report['rounds_per_figure']}, seed {report['seed']}")
    for need, key in (("no run", "solo"), ("a run of 3", "solo_run")):
        if key not in report:
            continue
        print(f"solo (1-40 deck, {need} needed): mean turns to go Rack-O")
        for row in report[key]:
            if "mean_turns" in row:
                print(f"  {row['bot']:7s} {row['mean_turns']:6.2f}  (95% CI {row['ci95'][0]}-"
                      f"{row['ci95'][1]}, median {row['median_turns']}, "
                      f"finished {row['finished']}/{row['rounds']})")
            else:
                print(f"  {row['bot']:7s}    -    (no round finished within {SOLO_CAP} turns)")
    if "head_to_head" in report:
        print("head to head, two-player Hasbro rounds: win rate of the first bot")
        for row in report["head_to_head"]:
            print(f"  {row['bots']:18s} {row['win_rate']:.3f}  (95% CI {row['ci95'][0]}-"
                  f"{row['ci95'][1]}, {row['turns_per_player']} turns per player)")
    if "round_length" in report:
        print("round length, a bot against itself: mean turns per player")
        for row in report["round_length"]:
            print(f"  {row['bots']:18s} {row['turns_per_player']:.2f}")
    if "engine" in report:
        e = report["engine"]
        print(f"engine with basic bots: {e['rounds_per_second']} two-player rounds/s, best of 5 "
              f"batches ({e['rounds_per_second_overall']}/s over all {e['rounds']} rounds, "
              f"{e['cpu_seconds']} s CPU); reference loop {e['reference_loop_seconds']} s")
    if "games" in report:
        print("whole two-player games to 500 (or --target): expert against strong")
        for row in report["games"]:
            print(f"  {row['ruleset']:13s} games {row['game_win_rate']:.3f} (95% CI {row['ci95'][0]}-"
                  f"{row['ci95'][1]}, {row['games']} games); rounds {row['round_win_rate']:.3f} "
                  f"(95% CI {row['round_ci95'][0]}-{row['round_ci95'][1]}, {row['rounds']}); "
                  f"points a round {row['points_per_round']}")
    if "multi" in report:
        print("one expert among strong bots, Hasbro rounds: its share of rounds won")
        for row in report["multi"]:
            print(f"  {row['players']} players  {row['win_rate']:.3f} (95% CI {row['ci95'][0]}-"
                  f"{row['ci95'][1]}; even {row['even']})")
    for name, ok in report["targets"].items():
        print(f"  target {name}: {'met' if ok else 'MISSED'}")


if __name__ == "__main__":
    raise SystemExit(main())
