"""What a rack is worth in points this round, for the advisor's `points` and its call (R-WAIT).

The expected points of a choice are a simple model over the rack the choice leaves:
- with the advisor's chance of going Rack-O (its `estimate`), the rack scores what going
  Rack-O with it would (R-SCORE-WIN, and R-BONUS for the runs it already holds);
- otherwise another player goes out first, and the rack scores as it stands (R-SCORE-LEAD,
  or R-SCORE-LONGEST in Swedish).
Both figures come from `rules.scoring`, so a rule is read in one place. With partners (R-TEAMS)
the figure is this rack's share of the team's points: a partner's run (`run_bonus_from: team`)
is not counted. A rack already a
Rack-O where going Rack-O is a call (R-WAIT) is worth its Rack-O score, plus what one more draw
can add to its run bonus (`run_gain`).

When to call (R-WAIT): right after a turn, calling scores the rack now; waiting gives every
other player a turn, each of whom may go out (`going_out`), and then gives this seat one more
draw, which may lengthen a run. Calling wins when it scores at least what waiting is expected
to, less what a player who went out first would score, shared among the others (in a race to
the target, points handed to a rival count against waiting as points lost). With the game's
totals and target, a call that wins the game is made at once, and so is one when another player who
went out would reach the target. Before drawing there is no hurry: Rack-O may be called right
after the turn, so the advice is to draw first whenever the draw can add anything; where no call
can be made before the next player draws (a bot sits next and moves at once), drawing first is
waiting, weighed as above.

How soon the others go out (GOING_OUT, `going_out`; the race in `race.py` reads it too): the
hazard h(n), the chance a player goes out on its n-th turn of a round given nobody has gone out
before, measured on the engine in the first round of 2,000-3,000 deals at tables of `strong`
bots, the advisor's usual rivals, for each deck, run needed and player count the editions allow
(`benchmarks/going_out.py --tables strong --python` prints it, each figure with its interval).
At a table a rival goes out about twice as soon as the same bot alone: it takes the others'
discards too.
"""

from __future__ import annotations

import math
from collections.abc import Sequence
from dataclasses import dataclass

from racko_api.core.errors import Reason
from racko_api.core.words import tr
from racko_api.games.rack_o.bots.gaps import FULL
from racko_api.games.rack_o.racko import can_go_rack_o
from racko_api.games.rack_o.racks import Rack
from racko_api.games.rack_o.ruleset import Ruleset, RunBonus
from racko_api.games.rack_o.scoring import bonus_for_run, loser_points, run_bonus

# (top card, run needed (R-RUN3), players) -> h(1), h(2), ...: the chance a player goes out on
# its n-th turn of a round given nobody has gone out before, the last figure pooling every later
# turn (see the module docstring; a case not measured takes the nearest).
GOING_OUT: dict[tuple[int, int, int], tuple[float, ...]] = {
    (40, 3, 2): (0.0, 0.0, 0.0, 0.001, 0.004, 0.022, 0.054, 0.1, 0.172, 0.217, 0.258, 0.2),
    (40, 0, 2): (0.0, 0.0, 0.001, 0.003, 0.012, 0.037, 0.102, 0.213, 0.333, 0.402, 0.495),
    (60, 0, 2): (0.0, 0.0, 0.0, 0.002, 0.009, 0.034, 0.092, 0.171, 0.261, 0.365, 0.358, 0.318),
    (50, 0, 3): (0.0, 0.0, 0.001, 0.003, 0.009, 0.036, 0.083, 0.186, 0.293, 0.362, 0.388),
    (60, 0, 3): (0.0, 0.0, 0.0, 0.002, 0.011, 0.031, 0.089, 0.176, 0.264, 0.287, 0.461),
    (60, 0, 4): (0.0, 0.0, 0.0, 0.002, 0.01, 0.036, 0.097, 0.176, 0.25, 0.28, 0.312),
}


def going_out(turn: int, need: int, top: int = 40, players: int = 2) -> float:
    """The chance a player goes out on its `turn`-th turn of a round with cards 1-`top` at a
    table of `players` (see GOING_OUT; a run of 3 stands for any run needed; a case not
    measured takes the nearest deck, then the nearest player count)."""
    run = 3 if need else 0
    top_, _, players_ = min((k for k in GOING_OUT if k[1] == run),
                            key=lambda k: (abs(k[0] - top), abs(k[2] - players), k[0], k[2]))
    table = GOING_OUT[top_, run, players_]
    return table[min(turn, len(table)) - 1] if turn >= 1 else 0.0


def call_risk(ruleset: Ruleset, players: int, turns: int) -> float:
    """The chance another player goes out before this seat's next turn: each of the others has
    one turn, its (turns // players + 1)-th of the round, on this table's deck."""
    one = going_out(turns // players + 1, ruleset.run_needed(players), ruleset.top_card(players), players)
    return 1.0 - (1.0 - one) ** (players - 1)


def win_points(ruleset: Ruleset, rack: Rack) -> int:
    """R-SCORE-WIN and R-BONUS: what going Rack-O with `rack` would score."""
    bonus = run_bonus(ruleset, rack)[0] if ruleset.options.run_bonus is not RunBonus.OFF else 0
    return ruleset.options.win_points + bonus


def rack_o_points(ruleset: Ruleset, players: int, rack: Rack) -> int:
    """What `rack` would score on going Rack-O later (R-SCORE-WIN, R-BONUS): where a run is needed
    to go Rack-O (R-RUN3), the rack it then is holds that run at least, so the bonus is at least
    that run's; otherwise the bonus of the run it holds now (`win_points`). A rack that may go
    Rack-O as it stands scores `win_points`."""
    now = win_points(ruleset, rack)
    need = ruleset.run_needed(players)
    if not need or ruleset.options.run_bonus is RunBonus.OFF or can_go_rack_o(ruleset, players, rack):
        return now
    return max(now, ruleset.options.win_points + bonus_for_run(need))


def expected_points(ruleset: Ruleset, players: int, rack: Rack, chance: float, gain: float = 0.0) -> float:
    """The points `rack` is expected to score this round, with this chance of going Rack-O
    (`gain`: what a further draw may add to a Rack-O score, see `run_gain`)."""
    won = rack_o_points(ruleset, players, rack) + gain if chance > 0.0 else 0.0
    lost = loser_points(ruleset, rack) if chance < 1.0 else 0.0
    return chance * won + (1.0 - chance) * lost


def points_spread(ruleset: Ruleset, players: int, rack: Rack, chance: float, gain: float = 0.0) -> float:
    """The standard deviation of the round's points behind `expected_points`: the rack scores its
    Rack-O score with `chance`, its loser points otherwise."""
    p = min(1.0, max(0.0, chance))
    won = rack_o_points(ruleset, players, rack) + gain
    return math.sqrt(p * (1.0 - p)) * abs(won - loser_points(ruleset, rack))


def better_racks(ruleset: Ruleset, players: int, rack: Rack) -> dict[int, tuple[int, int]]:
    """Each card that, put into one slot of a rack that may go Rack-O, keeps it one and scores
    more (a longer run, R-BONUS): card -> (slot, the Rack-O score then)."""
    if ruleset.options.run_bonus is RunBonus.OFF:
        return {}
    now = win_points(ruleset, rack)
    out: dict[int, tuple[int, int]] = {}
    for i, card in enumerate(rack):
        below = rack[i - 1] if i > 0 else None
        above = rack[i + 1] if i + 1 < len(rack) else None
        for v in {below + 1 if below is not None else None, above - 1 if above is not None else None}:
            if v is None or v == card or v < 1:
                continue
            after = rack[:i] + (v,) + rack[i + 1:]
            if not can_go_rack_o(ruleset, players, after):
                continue
            score = win_points(ruleset, after)
            if score > now and score > out.get(v, (0, 0))[1]:
                out[v] = (i, score)
    return out


def run_gain(ruleset: Ruleset, players: int, rack: Rack, weights: Sequence[int],
             discard_top: int | None = None) -> float:
    """What one draw is expected to add to the Rack-O score of `rack` (a rack that may go
    Rack-O): over the unseen cards, or the top discard when it is one that scores more."""
    better = better_racks(ruleset, players, rack)
    if not better:
        return 0.0
    now = win_points(ruleset, rack)
    if discard_top is not None and discard_top in better:
        return float(better[discard_top][1] - now)
    unseen = sum(1 for w in weights if w == FULL)
    if not unseen:
        return 0.0
    return sum(score - now for v, (_, score) in better.items()
               if 0 <= v < len(weights) and weights[v] == FULL) / unseen


@dataclass(frozen=True)
class Call:
    """Whether to call Rack-O now (R-WAIT), the two figures it weighs, and why."""

    now: bool
    points_now: int  # what calling scores
    waiting: float  # what waiting is expected to score
    reason: Reason

    def to_dict(self) -> dict[str, object]:
        return {"now": self.now, "points_now": self.points_now, "waiting": round(self.waiting, 1),
                "rule": self.reason.rule, "reason": self.reason.text}


def advise_call(ruleset: Ruleset, players: int, rack: Rack, weights: Sequence[int], *,
                turns: int, before_drawing: bool, call_window: bool = True,
                discard_top: int | None = None,
                totals: Sequence[int] | None = None, target: int | None = None) -> Call | None:
    """Whether a seat holding `rack` should call Rack-O (see the module docstring); None where no
    call is possible: going Rack-O is automatic, or the rack may not go Rack-O. `call_window`:
    Rack-O may be called right after this seat's turn, before the next player draws (at a table
    of people; not where a bot moves at once), so drawing first costs nothing."""
    if not ruleset.options.explicit_call or not can_go_rack_o(ruleset, players, rack):
        return None
    now = win_points(ruleset, rack)
    lost = loser_points(ruleset, rack)
    gain = run_gain(ruleset, players, rack, weights, discard_top if before_drawing else None)
    risk = call_risk(ruleset, players, turns)
    if before_drawing and call_window:
        if gain > 0.0:
            return Call(False, now, now + gain, Reason(
                "R-WAIT", tr("draw first: Rack-O may be called right after this turn, before the "
                             "next player draws, and the draw may lengthen a run (+{gain:.1f} "
                             "points expected on {now})", gain=gain, now=now)))
        return Call(True, now, float(now), Reason(
            "R-WAIT", tr("call now: {now} points, and no card can make the rack score more", now=now)))
    waiting = (1.0 - risk) * (now + gain) + risk * lost
    game = _game_call(now, ruleset, players, totals, target)
    if game is not None:
        return Call(True, now, waiting, Reason("R-TARGET", game))
    if gain <= 0.0:
        return Call(True, now, waiting, Reason(
            "R-WAIT", tr("call now: {now} points, and no card can make the rack score more", now=now)))
    # A player who goes out first scores a Rack-O too: shared among the others, what waiting
    # may hand to each, which counts against waiting in a race to the target.
    given = risk * ruleset.options.win_points / (players - 1)
    odds = (tr("another player goes out first with chance {risk:.2f} (the rack then scores "
               "{lost}, and that player at least {win_points}), and the next "
               "draw adds {gain:.1f} points on average",
               risk=risk, lost=lost, win_points=ruleset.options.win_points, gain=gain))
    if now >= waiting - given:
        return Call(True, now, waiting, Reason(
            "R-WAIT", tr("call now: {now} points against {waiting:.1f} expected by waiting, less "
                         "{given:.1f} it may hand another player: {odds}",
                         now=now, waiting=waiting, given=given, odds=odds)))
    return Call(False, now, waiting, Reason(
        "R-WAIT", tr("wait: {waiting:.1f} points expected, less {given:.1f} it may hand another "
                     "player, against {now} now: {odds}", waiting=waiting, given=given, now=now, odds=odds)))


def _game_call(now: int, ruleset: Ruleset, players: int, totals: Sequence[int] | None,
               target: int | None) -> str | None:
    """R-TARGET: a reason to call at once whatever the round could still bring, or None."""
    if not totals or target is None:
        return None
    mine, rivals = totals[0], totals[1:]
    most = loser_points(ruleset, tuple(range(1, 11)))  # the most another rack can score
    if mine + now >= target and all(mine + now > t + most for t in rivals):
        return (tr("call now: {mine} + {now} reaches the target of {target}, ahead of every "
                   "other player whatever they score this round", mine=mine, now=now, target=target))
    near = [t for t in rivals if t + ruleset.options.win_points >= target]
    if near:
        return (tr("call now: another player at {max_near} would reach the target of {target} by "
                   "going out first", max_near=max(near), target=target))
    return None


def order_of(rack: Rack) -> int:
    """How many adjacent pairs of cards are in order: a rough count of how little is out of place."""
    return sum(1 for a, b in zip(rack, rack[1:], strict=False) if a is not None and b is not None and a < b)


def finishing_cards(ruleset: Ruleset, players: int, rack: Rack, weights: Sequence[int]) -> tuple[int, ...]:
    """The unseen cards that, put into one slot, make `rack` a legal Rack-O (R-RACKO, R-RUN3)."""
    n = len(rack)
    if sum(c is None for c in rack) > 1:  # one card fills one slot
        return ()
    ok_left = [True] * (n + 1)  # ok_left[i]: slots 0..i-1 are filled and ascending
    for i in range(1, n + 1):
        a = rack[i - 1]
        ok_left[i] = ok_left[i - 1] and a is not None and (i < 2 or (rack[i - 2] or 0) < a)
    ok_right = [True] * (n + 1)  # ok_right[i]: slots i..n-1 are filled and ascending
    for i in range(n - 1, -1, -1):
        a = rack[i]
        ok_right[i] = ok_right[i + 1] and a is not None and (i == n - 1 or a < (rack[i + 1] or 0))
    top = len(weights) - 2
    out: set[int] = set()
    for i in range(n):
        if not (ok_left[i] and ok_right[i + 1]):
            continue
        low = rack[i - 1] if i > 0 else 0
        high = rack[i + 1] if i + 1 < n else top + 1
        assert low is not None and high is not None
        for v in range(low + 1, high):
            if weights[v] == FULL and v != rack[i] and \
                    can_go_rack_o(ruleset, players, rack[:i] + (v,) + rack[i + 1:]):
                out.add(v)
    return tuple(sorted(out))


__all__ = ["GOING_OUT", "Call", "advise_call", "better_racks", "call_risk", "expected_points",
           "finishing_cards", "going_out", "order_of", "points_spread", "rack_o_points", "run_gain",
           "win_points"]
