"""Rack-O's end of round, re-implemented in a few lines so the yardstick shares no code with the
advisor: Rack-O (with a run where needed), classic points (75 and the longest-run bonus for going
Rack-O, 5 a card of the leading ascending run otherwise). Where Rack-O is called (R-WAIT, the
Bonus editions), a player holding one may play on and call it later; a rival who goes out first
leaves it a loser's points."""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

SLOTS = 10
BONUS = {3: 50, 4: 100, 5: 200, 6: 400}


@dataclass(frozen=True)
class Rules:
    top: int
    need: int  # the run needed to go Rack-O (0: none)
    win: int
    bonus: bool  # the longest run of the rack that goes Rack-O earns a bonus
    wait: bool = False  # Rack-O is called, so a player holding one may play on first (R-WAIT)

    @property
    def zones(self) -> tuple[int, ...]:
        """Per card, the slot the rollout policy wants it in."""
        return ZONES.setdefault(self.top, tuple((c - 1) * SLOTS // self.top if c else 0
                                                for c in range(self.top + 1)))


ZONES: dict[int, tuple[int, ...]] = {}


def run_at(rack: Sequence[int], slot: int) -> range:
    """The slots of the run of consecutive cards through `slot`."""
    lo = hi = slot
    while lo > 0 and rack[lo - 1] == rack[lo] - 1:
        lo -= 1
    while hi < SLOTS - 1 and rack[hi + 1] == rack[hi] + 1:
        hi += 1
    return range(lo, hi + 1)


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
