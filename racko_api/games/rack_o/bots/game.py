"""The chance of winning the game (R-TARGET), from the score gap and the rounds left.

A seat's totals are set against its best-placed rival's. One round moves the difference
between two players by about SPREAD x the Rack-O score (one of them goes out, the other keeps
its loser points), and the leader gains about ROUND_SHARE x the Rack-O score a round, so about
(target - leader) / that many rounds remain. With d the difference after this round and n the
rounds left, the seat wins with chance Phi(d / (spread x sqrt(n))); a round that takes someone
to the target ends the game, won by the highest total (a tie plays on, counted as half).

A choice is worth, for the game, p x W(the seat goes out) + (1 - p) x W(another player does),
with p its value (estimate less gift): going out adds the Rack-O score of the rack it leaves and
gives the rival the loser points of a rack like this seat's; not going out adds this rack's loser
points and gives the rival a Rack-O score.
"""

from __future__ import annotations

import math
from collections.abc import Sequence

from racko_api.games.rack_o.bots.points import win_points
from racko_api.games.rack_o.racks import Rack
from racko_api.games.rack_o.ruleset import Ruleset
from racko_api.games.rack_o.scoring import loser_points

SPREAD = 0.8  # a round's difference between two players, as a share of the Rack-O score
ROUND_SHARE = 0.65  # the leader's gain a round, as a share of the Rack-O score


def win_chance(mine: int, rival: int, target: int, scale: float) -> float:
    """The chance the seat at `mine` wins against `rival` (totals after this round), `scale`
    being the Rack-O score."""
    if max(mine, rival) >= target:  # R-TARGET: the game is over, won by the highest total
        return 1.0 if mine > rival else 0.0 if mine < rival else 0.5
    rounds = max(1.0, (target - max(mine, rival)) / (ROUND_SHARE * scale))
    return 0.5 * math.erfc(-(mine - rival) / (SPREAD * scale * math.sqrt(2.0 * rounds)))


def game_value(ruleset: Ruleset, totals: Sequence[int], target: int, rack: Rack, p: float,
               rack_now: Rack) -> float:
    """The chance of winning the game with a choice that leaves `rack` and goes out with chance
    `p` (`rack_now`: the rack before it, whose loser points stand for the rival's)."""
    mine, rival = totals[0], max(totals[1:])
    scale = float(ruleset.options.win_points)
    p = min(1.0, max(0.0, p))
    theirs = loser_points(ruleset, rack_now)
    out = win_chance(mine + win_points(ruleset, rack), rival + theirs, target, scale) if p > 0.0 else 0.0
    stay = win_chance(mine + loser_points(ruleset, rack), rival + ruleset.options.win_points, target,
                      scale) if p < 1.0 else 0.0
    return p * out + (1.0 - p) * stay


__all__ = ["ROUND_SHARE", "SPREAD", "game_value", "win_chance"]
