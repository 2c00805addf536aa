"""The rivals' pace: the chance a rival goes out on its t-th turn of the round, given the round
reached that turn (the going-out hazard by turn), counted alike in the real games after the
positions (their hindsight) and in the rollouts from them, so the two can be set side by side."""

from __future__ import annotations

from collections import Counter
from dataclasses import dataclass, field

from .positions import Position
from .pricing import race


def ending(players: int, left: int, out: int | None) -> int:
    """The turn, counted from the seat's own (0), on which `out` went out (0 the seat, k rival k),
    `left` turns having been played after the seat's own: its latest turn up to the one after
    the last played (a call before its draw, R-WAIT, ends the round without a turn played; one
    between turns, after the turn that made the Rack-O). With nobody out, the last turn played."""
    if out is None:
        return left
    return left + 1 - (left + 1 - out) % players


@dataclass
class Pace:
    """Per rival turn number since the deal: the weight of rivals that reached it, and of those
    that went out on it."""

    reached: Counter[int] = field(default_factory=Counter)
    went: Counter[int] = field(default_factory=Counter)

    def add(self, pos: Position, left: int, out: int | None, weight: float = 1.0) -> None:
        """One round played on from `pos`: `left` turns after the seat's own, `out` went out."""
        n = pos.players
        last = ending(n, left, out)
        for k, played in enumerate(pos.rival_turns, start=1):
            for j in range(k, last + 1, n):
                turn = played + (j - k) // n + 1
                self.reached[turn] += weight
                if j == last and out == k:
                    self.went[turn] += weight

    def hazard(self, turns: range) -> float | None:
        """The chance a rival that reached a turn in `turns` went out on it."""
        reached = sum(self.reached[t] for t in turns)
        return sum(self.went[t] for t in turns) / reached if reached else None

    def share(self, turns: range) -> float:
        """The rivals' turns in `turns`, a share of all counted."""
        total = sum(self.reached.values())
        return sum(self.reached[t] for t in turns) / total if total else 0.0


def races(pos: Position, deals: int, seed: int) -> list[tuple[int, int | None]]:
    """The turns and who went out in `deals` rollouts of the advised choice at `pos`."""
    return [race(pos, pos.advised, s)[1:] for s in range(seed, seed + deals)]
