"""Pricing a position's choices by rollouts, and the advisor's loss without the winner's curse.

Every choice is played out from the same deals (common random numbers), so differences between
choices are measured more sharply than their values. Screening races the choices: all get
`first` rollouts, then those still within reach of the leader get twice as many, up to `most`,
so the rollouts go where the top choices are close. The leader of the screening is the
evaluator's best. Its points are not set against the advisor's on the screening's own rollouts
(the best of several noisy means is biased upward, so even a perfect advisor would seem to lose):
the loss is priced on `price` fresh deals, the evaluator's best against the advisor's choice.
That price is unbiased for what the advisor's choice gives up to the evaluator's best; it can
only understate the loss to the true best, by the screening's own misses. The in-sample loss
(the screening's leader against the advisor on the screening's deals) is the upper side.

A deal re-deals each rival's unseen slots from the cards the seat has not seen placed, then warms
that rival up (warm_up): its re-dealt cards settle where they fit, one random pair tried for each
turn it has played, and it plays, by the rollout policy, as many turns as it has played this
round (less those the seat saw it place a card in), drawing from those unseen cards and leaving
the cards the seat saw where they are, so a rival is as far along as the policy would be after
that many turns rather than freshly dealt. Nothing of the rivals' true hidden cards is used."""

from __future__ import annotations

import math
import random
import statistics
from dataclasses import dataclass, field
from typing import Any

from .policy import TURN_CAP, draws_left, play_out, waits, wanted_slot
from .positions import LET_GO, Position
from .rules import Rules, is_rack_o, win_points

REACH = 3.0  # a choice whose paired shortfall to the leader exceeds this many standard errors stops
FRESH = 1 << 20  # the pricing's deals are numbered from here on, apart from the screening's


def deal_hidden(pos: Position, rng: random.Random) -> tuple[list[list[int]], list[int]]:
    """The rivals' racks and the stock: their unseen cards re-dealt from what the seat has not seen
    placed, then each rival's re-dealt slots warmed up by the turns it has played (warm_up)."""
    known = set(pos.rack) | {pos.hand} | set(pos.discard)
    known |= {c for r in pos.rivals for c in r if c is not None}
    hidden = [c for c in range(1, pos.rules.top + 1) if c not in known]
    rng.shuffle(hidden)
    racks = [[c if c is not None else hidden.pop() for c in r] for r in pos.rivals]
    warmed = False
    for rack, shown, played in zip(racks, pos.rivals, pos.rival_turns, strict=True):
        fixed = {s for s, c in enumerate(shown) if c is not None}
        warmed |= warm_up(pos.rules, rack, fixed, hidden, played, rng)
    if warmed:
        rng.shuffle(hidden)  # the stock's order owes nothing to where the warm-up drew
    return racks, hidden


def warm_up(rules: Rules, rack: list[int], fixed: set[int], pool: list[int], played: int,
            rng: random.Random) -> bool:
    """A re-dealt rival's progress toward going out after `played` turns this round, by the
    rollout policy's own play; the slots in `fixed` (cards the seat saw placed there) never change
    and no turn makes a Rack-O (the rival has not gone out). True when it drew a card.

    First its re-dealt cards settle where they fit (settle): the seat saw it place cards beside
    them, and a player keeps cards where they fit, not where they were dealt. Then, once for each
    turn it played less one for each card the seat saw it place (a turn of its own), it draws a
    card at random from `pool` (the cards the seat has not seen placed) and keeps it where the
    policy wants it, the card it gives up going back to the pool, so the deck is conserved."""
    free = [s for s in range(len(rack)) if s not in fixed]
    settle(rules, rack, free, played, rng)
    draws = played - len(fixed)
    for _ in range(max(draws, 0)):
        if not pool:
            break
        i = rng.randrange(len(pool))
        card = pool[i]
        slot = wanted_slot(rules, rack, card)
        if slot is None or slot in fixed:
            continue
        if is_rack_o(rules, [*rack[:slot], card, *rack[slot + 1:]]):
            continue
        pool[i], rack[slot] = rack[slot], card
    return draws > 0 and bool(pool)


def settle(rules: Rules, rack: list[int], free: list[int], tries: int, rng: random.Random) -> None:
    """`tries` random pairs of the slots `free` swapped where that leaves the policy fewer draws to
    go (draws_left) and no Rack-O: which slot each re-dealt card is in is as unknown to the seat
    as the card. Left where dealt, rivals in rollouts from the policy's own two-player games on
    1-40 went out on their 7th-9th turn at 0.06 a turn against 0.16 in those games; settled, 0.14."""
    if len(free) < 2:
        return
    now = draws_left(rules, rack)
    for _ in range(tries):
        a, b = rng.sample(free, 2)
        moved = list(rack)
        moved[a], moved[b] = rack[b], rack[a]
        if not is_rack_o(rules, moved):
            left = draws_left(rules, moved)
            if left < now:
                rack[:], now = moved, left


def after(pos: Position, choice: int) -> list[int]:
    """The seat's rack after `choice`."""
    rack = list(pos.rack)
    if choice != LET_GO:
        rack[choice] = pos.hand
    return rack


def goes_out(pos: Position, choice: int) -> bool:
    """`choice` leaves a Rack-O: the seat calls it at once, or waits on it where the rollout policy
    does (R-WAIT)."""
    return is_rack_o(pos.rules, after(pos, choice))


def rollout(pos: Position, choice: int, seed: int) -> tuple[int, int]:
    """The seat's points in one play of the rest of the round after `choice`, from deal `seed`,
    and the turns it lasted (TURN_CAP: nobody went out)."""
    return race(pos, choice, seed)[:2]


def race(pos: Position, choice: int, seed: int) -> tuple[int, int, int | None]:
    """rollout, and who went out: 0 the seat, k its k-th rival in turn order, None nobody."""
    rng = random.Random(seed)
    rivals, stock = deal_hidden(pos, rng)
    rack = list(pos.rack)
    discard = list(pos.discard)
    if choice == LET_GO:
        discard.append(pos.hand)
    else:
        discard.append(rack[choice])
        rack[choice] = pos.hand
    before = max(pos.rival_turns)  # the turns the furthest rival has played since the deal
    if is_rack_o(pos.rules, rack) and not waits(pos.rules, rack, discard, before):
        return win_points(pos.rules, rack), 0, 0
    return play_out(pos.rules, [rack, *rivals], stock, discard, rng, before)


@dataclass
class Estimate:
    choice: int
    points: list[int] = field(default_factory=list)
    capped: int = 0  # rollouts where nobody went out
    turns: int = 0  # turns played in all

    def extend(self, pos: Position, seeds: range) -> None:
        for seed in seeds:
            points, turns = rollout(pos, self.choice, seed)
            self.points.append(points)
            self.capped += turns >= TURN_CAP
            self.turns += turns

    @property
    def mean(self) -> float:
        return statistics.fmean(self.points)


def paired(a: Estimate, b: Estimate) -> list[int]:
    """a's points less b's on the deals both were played on."""
    n = min(len(a.points), len(b.points))
    return [x - y for x, y in zip(a.points[:n], b.points[:n], strict=True)]


def within_reach(leader: Estimate, other: Estimate) -> bool:
    diffs = paired(leader, other)
    se = statistics.stdev(diffs) / math.sqrt(len(diffs)) if len(diffs) > 1 else 0.0
    return statistics.fmean(diffs) <= REACH * se


def screen(pos: Position, first: int, most: int, seed: int) -> list[Estimate]:
    """Every choice priced on deals seed, seed + 1, ...: `first` each, then the choices within
    reach of the leader on twice as many, until one is left or `most` were played."""
    out = [Estimate(c) for c in pos.choices]
    for e in out:
        e.extend(pos, range(seed, seed + first))
    n = first
    while n < most:
        leader = max(out, key=lambda e: e.mean)
        alive = [e for e in out if e is leader or within_reach(leader, e)]
        if len(alive) == 1:
            break
        step = min(n, most - n)
        for e in alive:
            e.extend(pos, range(seed + n, seed + n + step))
        n += step
    return out


def judge(pos: Position, first: int, most: int, price: int, seed: int) -> dict[str, Any]:
    """The advisor's choice at `pos` against the evaluator's best: the fresh-deal loss, the
    in-sample loss, and the rollouts spent."""
    estimates = screen(pos, first, most, seed)
    best = max(estimates, key=lambda e: e.mean)
    advised = next(e for e in estimates if e.choice == pos.advised)
    in_sample = statistics.fmean(paired(best, advised))
    lost = 0.0
    spent = [best, advised] if best is not advised else []
    fresh = [Estimate(e.choice) for e in spent]
    for e in fresh:
        e.extend(pos, range(seed + FRESH, seed + FRESH + price))
    if fresh:
        lost = statistics.fmean(paired(fresh[0], fresh[1]))
    every = estimates + fresh
    own = wanted_slot(pos.rules, list(pos.rack), pos.hand)
    return {"agrees": best is advised, "lost": lost, "in_sample": in_sample,
            "best": best.choice, "advised": pos.advised,
            "policy": LET_GO if own is None else own,  # the rollout policy's own move here
            "means": {e.choice: round(e.mean, 1) for e in estimates},
            "mean_turns": {e.choice: round(e.turns / len(e.points), 1) for e in estimates},
            "out_at_once": {c: goes_out(pos, c) for c in (best.choice, pos.advised)},
            "rollouts": sum(len(e.points) for e in every), "capped": sum(e.capped for e in every),
            "turns": sum(e.turns for e in every),
            "advised_turns": advised.turns / len(advised.points),  # a rollout after the advice
            "left": pos.left,  # the turns the game itself played after this decision
            "players": pos.players}
