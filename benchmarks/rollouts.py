"""An independent yardstick for the Rack-O advisor: Monte Carlo rollouts of the rest of the round.

    .venv/bin/python benchmarks/rollouts.py            # 200 positions an edition, up to 256 rollouts a choice
    .venv/bin/python benchmarks/rollouts.py --quick    # 200 positions an edition, up to 32 rollouts a choice
    .venv/bin/python benchmarks/rollouts.py --json

Positions are drawn from two- and three-player games of `expert` bots on the engine (fixed seeds)
in hasbro, hasbro-bonus and parker-1992-bonus: every decision with a card in hand, one in STRIDE.
For each, every legal choice (each slot the card may replace; letting it go where allowed) is
priced by its expected round points for the seat: the rest of the round is played many times
with the hidden cards (the rivals' unseen slots and the stock) re-dealt from the cards the seat
has not seen placed, every player following one fixed, simple policy (below). The same deals
serve every choice of a position, so their differences are measured more sharply than their
values. The advisor's first choice is then set against the evaluator's best: the share that
agree and the expected points lost a decision, per edition.

Nothing here comes from the advisor or the bots: Rack-O, runs and points are re-implemented in a
few lines (classic scoring: 75 and the longest-run bonus for going Rack-O, 5 a card of the
leading run otherwise). The engine deals, plays the games and says which choices are legal.

The rollout policy: card c belongs in slot (c - 1) x 10 // top. The top discard is taken when
the card in its slot does not belong there (or, with a run still needed, when it lengthens a
run); otherwise a stock card is drawn and kept on the same test, or let go. A player calls
Rack-O as soon as it has one.
"""

from __future__ import annotations

import argparse
import json
import math
import random
import statistics
import sys
import time
from collections.abc import Sequence
from concurrent.futures import ProcessPoolExecutor
from dataclasses import dataclass
from pathlib import Path
from typing import Any

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from racko_api.games.rack_o.actions import ActionType  # noqa: E402
from racko_api.games.rack_o.bots import BOTS  # noqa: E402
from racko_api.games.rack_o.bots.advisor import advise, table_of  # noqa: E402
from racko_api.games.rack_o.engine import apply, new_game  # noqa: E402
from racko_api.games.rack_o.presets import get_ruleset  # noqa: E402
from racko_api.games.rack_o.ruleset import RunBonus  # noqa: E402
from racko_api.games.rack_o.state import Phase  # noqa: E402
from racko_api.games.rack_o.views import SeatView, seat_view  # noqa: E402

EDITIONS = ("hasbro", "hasbro-bonus", "parker-1992-bonus")
SLOTS = 10
STRIDE = 3  # one decision with a card in hand in this many becomes a position
TURN_CAP = 200  # turns of a rollout after which nobody has gone out: the seat scores as a loser
LET_GO = -1  # the choice of letting the card in hand go
BONUS = {3: 50, 4: 100, 5: 200, 6: 400}


@dataclass(frozen=True)
class Rules:
    top: int
    need: int  # the run needed to go Rack-O (0: none)
    win: int
    bonus: bool  # the longest run of the rack that goes Rack-O earns a bonus

    @property
    def zones(self) -> tuple[int, ...]:
        """Per card, the slot the rollout policy wants it in."""
        return ZONES.setdefault(self.top, tuple((c - 1) * SLOTS // self.top if c else 0
                                                for c in range(self.top + 1)))


ZONES: dict[int, tuple[int, ...]] = {}


@dataclass(frozen=True)
class Position:
    """One decision with a card in hand, as the seat knows it."""

    edition: str
    rules: Rules
    rack: tuple[int, ...]
    hand: int
    may_let_go: bool
    discard: tuple[int, ...]
    rivals: tuple[tuple[int | None, ...], ...]  # in turn order after the seat; None: unseen
    stock_count: int
    advised: int  # the advisor's choice: a slot, or LET_GO

    @property
    def choices(self) -> list[int]:
        return [*range(SLOTS), *([LET_GO] if self.may_let_go else [])]


# --- the rules, re-implemented ------------------------------------------------------------------

def longest_run(rack: Sequence[int]) -> int:
    best = run = 1
    for a, b in zip(rack, rack[1:], strict=False):
        run = run + 1 if b == a + 1 else 1
        best = max(best, run)
    return best


def is_rack_o(rules: Rules, rack: Sequence[int]) -> bool:
    if any(b < a for a, b in zip(rack, rack[1:], strict=False)):
        return False
    return rules.need == 0 or longest_run(rack) >= rules.need


def win_points(rules: Rules, rack: Sequence[int]) -> int:
    run = longest_run(rack)
    return rules.win + (BONUS[min(run, 6)] if rules.bonus and run >= 3 else 0)


def loser_points(rack: Sequence[int]) -> int:
    n = 1
    while n < SLOTS and rack[n] > rack[n - 1]:
        n += 1
    return 5 * n


# --- the rollout policy -------------------------------------------------------------------------

def wanted_slot(rules: Rules, rack: list[int], card: int) -> int | None:
    """The slot the policy puts `card` in, or None when it does not want it."""
    zone = rules.zones
    slot = zone[card]
    if zone[rack[slot]] != slot:
        return slot
    if rules.need and longest_run(rack) < rules.need:
        lengthens = longest_run([*rack[:slot], card, *rack[slot + 1:]]) > longest_run(rack)
        fits = (slot == 0 or rack[slot - 1] < card) and (slot == SLOTS - 1 or card < rack[slot + 1])
        if lengthens and fits:
            return slot
    return None


def play_out(rules: Rules, racks: list[list[int]], stock: list[int], discard: list[int],
             rng: random.Random) -> int:
    """The seat's (racks[0]'s) points after the others then it play on, rack 1 first."""
    players = len(racks)
    for turn in range(TURN_CAP):
        who = (turn + 1) % players
        rack = racks[who]
        top = discard[-1] if discard else None
        slot = wanted_slot(rules, rack, top) if top is not None else None
        if slot is not None:
            card = discard.pop()
        else:
            if not stock:
                if len(discard) < 2:
                    break
                stock = discard[:-1]
                del discard[:-1]
                rng.shuffle(stock)
            card = stock.pop()
            slot = wanted_slot(rules, rack, card)
        if slot is None:
            discard.append(card)
            continue
        discard.append(rack[slot])
        rack[slot] = card
        if is_rack_o(rules, rack):
            return win_points(rules, rack) if who == 0 else loser_points(racks[0])
    return loser_points(racks[0])


def deal_hidden(pos: Position, rng: random.Random) -> tuple[list[list[int]], list[int]]:
    """The rivals' racks and the stock, their unseen cards re-dealt from what the seat has not
    seen placed."""
    known = set(pos.rack) | {pos.hand} | set(pos.discard)
    known |= {c for r in pos.rivals for c in r if c is not None}
    hidden = [c for c in range(1, pos.rules.top + 1) if c not in known]
    rng.shuffle(hidden)
    racks = []
    for r in pos.rivals:
        racks.append([c if c is not None else hidden.pop() for c in r])
    return racks, hidden


def rollout(pos: Position, choice: int, seed: int) -> int:
    rng = random.Random(seed)
    rivals, stock = deal_hidden(pos, rng)
    rack = list(pos.rack)
    discard = list(pos.discard)
    if choice == LET_GO:
        discard.append(pos.hand)
    else:
        discard.append(rack[choice])
        rack[choice] = pos.hand
    if is_rack_o(pos.rules, rack):
        return win_points(pos.rules, rack)
    return play_out(pos.rules, [rack, *rivals], stock, discard, rng)


@dataclass
class Estimate:
    choice: int
    points: list[int]

    @property
    def mean(self) -> float:
        return statistics.fmean(self.points)


def evaluate(pos: Position, first: int, most: int, seed: int) -> list[Estimate]:
    """Every choice priced by `first` rollouts, then those within reach of the best by up to
    `most`: a choice whose paired difference with the best is over 3 standard errors stops."""
    out = [Estimate(c, [rollout(pos, c, seed + k) for k in range(first)]) for c in pos.choices]
    n = first
    while n < most:
        best = max(out, key=lambda e: e.mean)
        alive = [e for e in out if e is best or _reach(best, e)]
        if len(alive) == 1:
            break
        step = min(n, most - n)
        for e in alive:
            e.points += [rollout(pos, e.choice, seed + k) for k in range(n, n + step)]
        n += step
    return out


def _reach(best: Estimate, other: Estimate) -> bool:
    n = min(len(best.points), len(other.points))
    diffs = [a - b for a, b in zip(best.points[:n], other.points[:n], strict=True)]
    se = statistics.stdev(diffs) / math.sqrt(n) if n > 1 else 0.0
    return statistics.fmean(diffs) <= 3.0 * se


# --- positions from real games ------------------------------------------------------------------

def rules_of(view: SeatView) -> Rules:
    opts = view.ruleset.options
    return Rules(view.top, view.run_needed, opts.win_points, opts.run_bonus is not RunBonus.OFF)


def position_of(edition: str, view: SeatView) -> Position | None:
    """The decision `view` faces, or None when it is not one the evaluator prices."""
    if view.hand is None or any(c is None for c in view.rack):
        return None
    racks = view.open_racks or view.shown
    rivals = tuple(tuple(racks[(view.seat + k) % view.players]) for k in range(1, view.players))
    advice = advise(table_of(view)).best.action
    if advice.type is ActionType.EXCHANGE and advice.slot is not None:
        advised = advice.slot
    elif advice.type is ActionType.DISCARD:
        advised = LET_GO
    else:
        return None
    may_let_go = any(a.type is ActionType.DISCARD for a in view.legal_actions)
    rack = tuple(c for c in view.rack if c is not None)
    pos = Position(edition, rules_of(view), rack, view.hand, may_let_go, view.discard, rivals,
                   view.stock_count, advised)
    unseen = sum(c is None for r in rivals for c in r)
    known = len(set(rack) | {view.hand} | set(view.discard) | {c for r in rivals for c in r if c})
    if view.top - known != unseen + view.stock_count:
        return None  # the view's piles do not add up to the deck: not priced
    return pos


def positions(edition: str, count: int, seed: int) -> list[Position]:
    """`count` positions from games of `expert` bots, two players then three, seed after seed."""
    ruleset = get_ruleset(edition)
    rng = random.Random(seed)
    out: list[Position] = []
    game = 0
    while len(out) < count:
        players = 2 + game % 2
        state, _ = new_game(ruleset, players, seed=seed + game)
        game += 1
        decisions = 0
        while state.phase in (Phase.DRAW, Phase.HOLDING) and state.turns < TURN_CAP:
            seat = state.turn
            view = seat_view(state, seat)
            if view.phase is Phase.HOLDING:
                decisions += 1
                if decisions % STRIDE == 0 and len(out) < count:
                    pos = position_of(edition, view)
                    if pos is not None:
                        out.append(pos)
            action = BOTS["expert"](view, rng)
            assert action is not None
            state, _ = apply(state, seat, action)
            if action.type is ActionType.CALL_RACK_O:
                break
    return out


def judge(pos: Position, first: int, most: int, seed: int) -> dict[str, Any]:
    estimates = evaluate(pos, first, most, seed)
    best = max(estimates, key=lambda e: e.mean)
    advised = next(e for e in estimates if e.choice == pos.advised)
    n = min(len(best.points), len(advised.points))
    lost = statistics.fmean(a - b for a, b in zip(best.points[:n], advised.points[:n], strict=True))
    return {"agrees": best.choice == pos.advised or lost <= 0.0, "lost": max(0.0, lost),
            "rollouts": sum(len(e.points) for e in estimates)}


def run(count: int, first: int, most: int, seed: int, jobs: int) -> dict[str, Any]:
    report: dict[str, Any] = {}
    for edition in EDITIONS:
        start = time.perf_counter()
        found = positions(edition, count, seed)
        with ProcessPoolExecutor(jobs) as pool:
            judged = list(pool.map(judge, found, [first] * len(found), [most] * len(found),
                                   [seed + 1000 * i for i in range(len(found))], chunksize=4))
        lost = [j["lost"] for j in judged]
        half = 1.96 * statistics.stdev(lost) / math.sqrt(len(lost)) if len(lost) > 1 else 0.0
        report[edition] = {
            "positions": len(judged), "agree": sum(j["agrees"] for j in judged),
            "lost_per_decision": round(statistics.fmean(lost), 3), "lost_ci95_half": round(half, 3),
            "worst": round(max(lost), 1), "rollouts": sum(j["rollouts"] for j in judged),
            "wall_s": round(time.perf_counter() - start, 1)}
    return report


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__,
                                     formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--quick", action="store_true", help="up to 32 rollouts a choice")
    parser.add_argument("--positions", type=int, default=200, help="positions an edition")
    parser.add_argument("--seed", type=int, default=4600)
    parser.add_argument("--jobs", type=int, default=2, help="processes that judge positions")
    parser.add_argument("--json", action="store_true")
    args = parser.parse_args(argv)
    first, most = (8, 32) if args.quick else (32, 256)
    report = run(args.positions, first, most, args.seed, args.jobs)
    if args.json:
        print(json.dumps(report, indent=2))
        return 0
    print(f"the advisor against rollouts ({first}-{most} a choice), {args.positions} positions an edition")
    for edition, row in report.items():
        print(f"  {edition:18s} agrees {row['agree']}/{row['positions']}  "
              f"lost {row['lost_per_decision']:.3f} +- {row['lost_ci95_half']:.3f} points a decision  "
              f"(worst {row['worst']})  {row['rollouts']} rollouts, {row['wall_s']} s")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
