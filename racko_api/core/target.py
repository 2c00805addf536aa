"""R-TARGET: when a game is over and who has won, from the running totals."""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass


@dataclass(frozen=True)
class Standing:
    """Leaders (all tied for the highest total), and the winner once the game is over."""

    leaders: tuple[str, ...]
    winner: str | None
    target_reached: bool
    tie_at_target: bool  # someone reached the target but the highest totals are tied


def standing(totals: Mapping[str, int], target: int) -> Standing:
    """After a round: over once anyone reaches `target`; highest wins; a tie plays on.

    Totals are per player, or per team when partners play (R-TEAMS).

    >>> standing({"Ann": 510, "Bo": 480}, 500).winner
    'Ann'
    >>> standing({"Ann": 510, "Bo": 510}, 500).winner is None
    True
    """
    if not totals:
        return Standing((), None, False, False)
    best = max(totals.values())
    leaders = tuple(name for name, total in totals.items() if total == best)
    reached = best >= target
    winner = leaders[0] if reached and len(leaders) == 1 else None
    return Standing(leaders, winner, reached, reached and len(leaders) > 1)
