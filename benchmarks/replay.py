"""The advisor of this tree against the advisor of another revision, on the same positions.

    .venv/bin/python benchmarks/replay.py                  # against main, 512 deals a changed choice
    .venv/bin/python benchmarks/replay.py --base c463d0b --quick --jobs 1
    .venv/bin/python benchmarks/replay.py --base HEAD~0 --json   # the working tree's edits alone

The base is main unless named: a branch is judged against what it would replace. On a clean
checkout `--base HEAD~0` is the tree against itself, where nothing changes and the gain is 0.

`rollouts.py` prices each advised choice against the evaluator's best; its `--quick` figures move
by about their own 95% half-width from run to run, so a small change to the advisor is lost in
them. A paired replay measures the change itself: the positions (`yardstick/positions.py`, the
same editions and seeds as rollouts.py) are advised by both advisors, and each position where the
two choices differ is played out for both choices on the same deals (`pricing.rollout`, common
random numbers), so what the two deals have alike cancels. A position where they agree gains
exactly 0. Reported per edition: positions, how many choices changed, the mean gain a decision of
this tree over the base with its 95% interval over positions (paired: the difference on the same
deals), the same interval from the rollouts' noise alone (these positions taken as given), and
the largest single gains and losses.

Each advisor is its revision's own code, nothing patched: the base revision is extracted with
`git archive` into a temporary folder (its translations compiled, as `make translations` does),
and both trees answer in a subprocess of `advise_as_of.py`, that tree's folder first on sys.path.
This tree is its working tree, uncommitted edits included. The positions reach them as bodies of
POST /v1/advice (`body_of`: what the seat's view says, as a client would describe it), and their
answers come back as that endpoint's `action`. That form, not the yardstick's Position nor the
advisor's own table, because it is the one that stays stable across revisions: it is the public
contract (OpenAPI, generated clients, versioned under /v1), checked by each revision's schema,
while Position is this benchmark's own record (an older revision may not have it, or read it
otherwise) and the advisor's table changes shape whenever the advisor learns to read something
new. Both trees read the same bodies, so the pairing holds; the price is that the stateless form
says less than a game's seat view (no stock or discard count; a third player's known cards are
"seen", not "held"), so a few choices may differ from the advice given in the game itself
(`in_game` counts this tree's choices that equal it). The base runs under this tree's virtual
environment: a revision that needs other packages is out of reach.
"""

from __future__ import annotations

import argparse
import json
import math
import os
import statistics
import subprocess
import sys
import tempfile
import time
from collections.abc import Callable, Sequence
from concurrent.futures import ProcessPoolExecutor
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

from benchmarks.yardstick.positions import LET_GO, Position, decisions  # noqa: E402
from benchmarks.yardstick.pricing import rollout  # noqa: E402
from racko_api.games.rack_o.racks import SLOT_LABELS  # noqa: E402
from racko_api.games.rack_o.views import SeatView  # noqa: E402

EDITIONS = ("hasbro", "hasbro-bonus", "parker-1992-bonus")
LEAST = 200  # positions an edition, as rollouts.py
SPAN = 1 << 24  # deals numbered apart for each position, as rollouts.py
DEALS = 1 << 30  # the replay's deals are numbered from here on, apart from rollouts.py's
SHOWN = 3  # the largest single gains and losses shown

Decision = tuple[Position, dict[str, Any]]  # a position and its body for POST /v1/advice
Chooser = Callable[[Sequence[Decision]], list[int | None]]  # each position's choice (None: none)


def body_of(view: SeatView) -> dict[str, Any]:
    """The body of POST /v1/advice that describes the decision `view` faces, from what its seat
    knows: the rack, the card in hand and where it came from, the discard top, the other cards
    out of the stock (`seen`: the rest of the discard pile, a third player's cards seen going in,
    and once the stock was remade from the discards, every card never face up since the deal),
    the next player's rack as seen, the totals from this seat on, the turns played this round."""
    assert view.hand is not None and view.source is not None
    racks = view.open_racks or view.shown
    after = (view.seat + 1) % view.players
    held = {c for c in view.rack if c is not None} | {view.hand, *racks[after]}
    seen = [c for c in view.discard[:-1] if c not in held]
    seen += [c for k, r in enumerate(racks) if k not in (view.seat, after) for c in r
             if c is not None and c not in held and c != view.discard_top]
    if view.restocks:  # the stock is the old discard pile: a card never face up is in some rack
        seen += [c for c in range(1, view.top + 1) if not view.seen >> c & 1
                 and c not in held and c not in seen and c != view.discard_top]
    body: dict[str, Any] = {"ruleset": view.ruleset.id, "players": view.players, "rack": list(view.rack),
                            "card": view.hand, "taken_from": view.source.value, "seen": seen,
                            "turns": view.turns}
    if view.discard_top is not None:
        body["discard_top"] = view.discard_top
    if view.players > 1:
        body["next_rack"] = list(racks[after])
    if not view.ruleset.options.teams:
        body["totals"] = list(view.totals[view.seat:] + view.totals[:view.seat])
        body["target"] = view.ruleset.options.target
    return body


def choice_of(action: dict[str, Any]) -> int | None:
    """A POST /v1/advice `action` as the yardstick's choice: a slot, LET_GO, or None (another
    kind of action, which the yardstick does not price)."""
    if action.get("type") == "exchange" and action.get("slot") in SLOT_LABELS:
        return SLOT_LABELS.index(action["slot"])
    if action.get("type") == "discard":
        return LET_GO
    return None


def advised_by(root: Path, jobs: int = 1) -> Chooser:
    """The choices of the tree at `root`, each position's body answered by POST /v1/advice in
    `jobs` subprocesses of advise_as_of.py run on that tree."""
    def choose(found: Sequence[Decision]) -> list[int | None]:
        parts = max(1, min(jobs, len(found)))
        size = math.ceil(len(found) / parts) if found else 0
        chunks = [found[i:i + size] for i in range(0, len(found), size)] if size else []
        running = [subprocess.Popen([sys.executable, str(ROOT / "benchmarks" / "advise_as_of.py"), str(root)],
                                    cwd=root, stdin=subprocess.PIPE, stdout=subprocess.PIPE,
                                    stderr=subprocess.PIPE, text=True) for _ in chunks]
        out: list[int | None] = []
        for chunk, process in zip(chunks, running, strict=True):
            answers, errors = process.communicate("".join(json.dumps(body) + "\n" for _, body in chunk))
            lines = answers.splitlines()
            if process.returncode or len(lines) != len(chunk):
                raise RuntimeError(f"advice from {root} failed:\n{errors[-3000:]}")
            for line, (_, body) in zip(lines, chunk, strict=True):
                answer = json.loads(line)
                if "action" not in answer:
                    raise RuntimeError(f"{root} refused {json.dumps(body)}: {answer}")
                out.append(choice_of(answer["action"]))
        return out
    return choose


def gain(pos: Position, new: int, old: int, deals: int, seed: int) -> tuple[float, float]:
    """`new`'s points less `old`'s at `pos` on the same deals seed, seed + 1, ...: the mean and the
    variance of that difference."""
    diffs = [rollout(pos, new, seed + i)[0] - rollout(pos, old, seed + i)[0] for i in range(deals)]
    return statistics.fmean(diffs), statistics.pvariance(diffs)


def replay(found: dict[str, list[Decision]], new: Chooser, base: Chooser, deals: int, seed: int,
           jobs: int) -> list[dict[str, Any]]:
    """Each edition's positions advised by `new` and by `base` (each asked once for them all), and
    compared (`compare`)."""
    every = [d for ds in found.values() for d in ds]
    start = time.perf_counter()
    ours, theirs = new(every), base(every)
    advising = (time.perf_counter() - start) / max(1, len(every))
    rows, at = [], 0
    for edition, ds in found.items():
        n = len(ds)
        rows.append(compare(edition, ds, ours[at:at + n], theirs[at:at + n], deals, seed, jobs))
        rows[-1]["advice_s"] = round(advising * n, 1)
        at += n
    return rows


def compare(edition: str, found: Sequence[Decision], ours: Sequence[int | None],
            theirs: Sequence[int | None], deals: int, seed: int, jobs: int) -> dict[str, Any]:
    """The choices `ours` against `theirs` at each position of `found`, those that differ priced on
    the same `deals` deals (see the module docstring)."""
    start = time.perf_counter()
    n = len(found)
    changed = [i for i in range(n) if ours[i] is not None and theirs[i] is not None and ours[i] != theirs[i]]
    with ProcessPoolExecutor(max(1, jobs)) as pool:
        priced = list(pool.map(gain, [found[i][0] for i in changed], [ours[i] for i in changed],
                               [theirs[i] for i in changed], [deals] * len(changed),
                               [DEALS + (seed * 1000 + i) * SPAN for i in changed]))
    gains = [0.0] * n
    for i, (mean, _) in zip(changed, priced, strict=True):
        gains[i] = mean
    mean = statistics.fmean(gains) if n else 0.0
    half = 1.96 * statistics.stdev(gains) / math.sqrt(n) if n > 1 else 0.0
    noise = 1.96 * math.sqrt(sum(var / deals for _, var in priced)) / n if n else 0.0

    def shown(i: int) -> dict[str, Any]:
        pos = found[i][0]
        return {"gain": round(gains[i], 2), "players": pos.players, "rack": pos.rack, "hand": pos.hand,
                "discard": pos.discard[-1:], "stock": pos.stock_count, "new": ours[i], "base": theirs[i]}

    ranked = sorted(changed, key=lambda i: gains[i])
    return {"edition": edition, "positions": n, "changed": len(changed),
            "unpriced": sum(c is None for c in (*ours, *theirs)),
            "in_game": sum(ours[i] == found[i][0].advised for i in range(n)),
            "gain": round(mean, 3), "ci95": [round(mean - half, 3), round(mean + half, 3)],
            "rollout_noise95": round(noise, 3), "deals": deals,
            "largest_gains": [shown(i) for i in reversed(ranked[-SHOWN:]) if gains[i] > 0],
            "largest_losses": [shown(i) for i in ranked[:SHOWN] if gains[i] < 0],
            "pricing_s": round(time.perf_counter() - start, 1)}


def extracted(rev: str, into: Path) -> Path:
    """Revision `rev` of this repository, its files written under `into` and its translations
    compiled, ready to run."""
    archive = subprocess.run(["git", "-C", str(ROOT), "archive", "--format=tar", rev],
                             check=True, capture_output=True).stdout
    subprocess.run(["tar", "-x", "-C", str(into)], input=archive, check=True)
    subprocess.run([sys.executable, "-m", "racko_api.catalogues"], cwd=into, check=True,
                   capture_output=True, env={**os.environ, "PYTHONPATH": str(into)})
    return into


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__,
                                     formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--base", default="main", help="the git revision to compare with (main)")
    parser.add_argument("--quick", action="store_true", help="a quarter of the deals")
    parser.add_argument("--deals", type=int, help="deals a changed choice is priced on "
                        "(512; 128 with --quick)")
    parser.add_argument("--positions", type=int, default=LEAST, help="positions an edition")
    parser.add_argument("--seed", type=int, default=4600, help="the first game's seed")
    parser.add_argument("--jobs", type=int, default=2, help="processes that advise and price")
    parser.add_argument("--json", action="store_true")
    args = parser.parse_args(argv)
    deals = args.deals or (128 if args.quick else 512)
    commit = subprocess.run(["git", "-C", str(ROOT), "rev-parse", "--short", args.base],
                            check=True, capture_output=True, text=True).stdout.strip()
    with tempfile.TemporaryDirectory(prefix="racko-replay-") as folder:
        base = advised_by(extracted(commit, Path(folder)), args.jobs)
        new = advised_by(ROOT, args.jobs)
        found = {e: [(pos, body_of(view)) for pos, view in decisions(e, args.positions, args.seed)]
                 for e in EDITIONS}
        rows = replay(found, new, base, deals, args.seed, args.jobs)
    report = {"base": args.base, "commit": commit, "seed": args.seed, "deals": deals, "editions": rows}
    print(json.dumps(report, indent=2) if args.json else summary(report))
    return 0


def named(choice: int) -> str:
    return "let it go" if choice == LET_GO else f"into #{SLOT_LABELS[choice]}"


def summary(report: dict[str, Any]) -> str:
    lines = [f"== this tree's advisor against {report['base']} ({report['commit']}), seed {report['seed']}; "
             f"each changed choice priced on the same {report['deals']} deals as the base's =="]
    for row in report["editions"]:
        lines.append(f"  {row['edition']:18s} {row['changed']} of {row['positions']} choices changed; gain "
                     f"{row['gain']:+.3f} a decision (95% CI {row['ci95'][0]:+.3f} to {row['ci95'][1]:+.3f}; "
                     f"rollout noise alone ±{row['rollout_noise95']:.3f}); advice {row['advice_s']} s, "
                     f"pricing {row['pricing_s']} s")
        lines.append(f"  {'':18s} this tree's choice is the one given in the game at {row['in_game']} "
                     f"positions; {row['unpriced']} choices not a slot nor letting go")
        for s in (*row["largest_gains"], *row["largest_losses"]):
            lines.append(f"  {'':18s} {s['gain']:+.2f}: {s['players']} players, rack {list(s['rack'])}, "
                         f"card {s['hand']}: {named(s['new'])} (base: {named(s['base'])})")
    return "\n".join(lines)


if __name__ == "__main__":
    raise SystemExit(main())
