"""The round as a race: the points a choice is expected to score, draw by draw, and their spread.

After a choice the seat draws again and again; before each of its draws every other player has
had one more turn. Two curves meet:
- the seat's: G(k), its chance to have gone Rack-O within k draws, the gap model's chance at
  horizon k (`gaps.py`), read at HORIZONS and joined linearly between them;
- the others': S(k), the chance that none of them has gone out before the seat's k-th draw, each
  going out on its n-th turn with the chance `going_out` gives (`points.py`: measured in real
  games for the deck, the run needed and the player count), from the turn the round has reached.
The seat goes out first at draw k with chance (G(k) - G(k-1)) x S(k) and scores its Rack-O score
(R-SCORE-WIN, R-BONUS; `rack_o_points`: where a run is needed, at least that run's bonus);
another player goes out first before that draw with chance (1 - G(k-1)) x (S(k-1) - S(k)), and
the seat scores its rack's loser points (R-SCORE-LEAD,
R-SCORE-LONGEST): those of the rack the choice leaves, drifting as the draws go by towards those
of the rack before it (half way after SETTLE draws), since whatever the choice the rack goes on
changing. A round still open after LAST draws is counted as lost. The mean of those outcomes is
what the advisor ranks by; their standard deviation says how much of a gamble the choice is.
"""

from __future__ import annotations

import math
from collections.abc import Sequence
from dataclasses import dataclass
from functools import lru_cache

from racko_api.games.rack_o.bots.gaps import Board, Plan, chance, plan_of
from racko_api.games.rack_o.bots.points import going_out

HORIZONS = (1, 2, 4, 8, 16, 32)  # draws at which the seat's curve is read from the gap model
LAST = HORIZONS[-1]  # draws after which a round still open counts as lost
SETTLE = 2.0  # draws after which the loser points of two choices have drawn half way together


@dataclass(frozen=True)
class Race:
    """What one choice is expected to score this round, its spread, and its chance to go first."""

    points: float
    sd: float
    first: float  # the chance the seat goes Rack-O before any other player


def plans(top: int, weights: Sequence[int], rack: Sequence[int | None], need: int) -> list[Plan]:
    """The rack priced at each of HORIZONS: `Plan.with_card` then prices each choice's rack."""
    return [plan_of(Board(top, weights, h), rack, weights, need) for h in HORIZONS]


def curve(costs: Sequence[float]) -> list[float]:
    """G(1..LAST) from the gap model's costs at HORIZONS, joined linearly (G(0) = 0)."""
    out: list[float] = []
    low, g_low = 0, 0.0
    for h, cost in zip(HORIZONS, costs, strict=True):
        g = max(g_low, chance(cost))  # never less likely with more draws
        for k in range(low + 1, h + 1):
            out.append(g_low + (g - g_low) * (k - low) / (h - low))
        low, g_low = h, g
    return out


@lru_cache(maxsize=256)
def survival(others: int, turn: int, need: int, top: int) -> tuple[float, ...]:
    """S(1..LAST): the chance none of `others` players has gone out before the seat's k-th draw,
    each having played `turn` turns of the round so far."""
    out: list[float] = []
    alive = 1.0
    for k in range(1, LAST + 1):
        alive *= (1.0 - going_out(turn + k, need, top, others + 1)) ** others
        out.append(alive)
    return tuple(out)


def race(g: Sequence[float], survive: Sequence[float], win: float, lost: float,
         settle: float | None = None) -> Race:
    """The round's points for a seat whose curve is `g`, against others who survive as `survive`.
    `lost` are the rack's loser points now; with `settle`, those of a later draw drift towards it
    (half way after SETTLE draws): whatever the choice, the rack goes on changing."""
    first = mean = square = 0.0
    before, alive, at = 0.0, 1.0, lost
    for k, (gk, sk) in enumerate(zip(g, survive, strict=True), start=1):
        at = lost if settle is None else settle + (lost - settle) * 0.5 ** (k / SETTLE)
        p_first = max(0.0, gk - before) * sk
        p_lost = (1.0 - before) * max(0.0, alive - sk)  # another goes out before this draw
        first += p_first
        mean += p_first * win + p_lost * at
        square += p_first * win * win + p_lost * at * at
        before, alive = gk, sk
    rest = (1.0 - before) * alive  # nobody out within LAST draws: counted as lost
    mean += rest * at
    square += rest * at * at
    return Race(mean, math.sqrt(max(0.0, square - mean * mean)), min(1.0, first))


__all__ = ["HORIZONS", "LAST", "Race", "curve", "plans", "race", "survival"]
