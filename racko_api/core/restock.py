"""R-RESTOCK, for every game with a stock and a discard pile: when the stock runs out the
discard pile becomes the new stock, turned over (its oldest card on top) or, where a table's
`restock` option says so, shuffled.

A shuffled restock is derived from the round's deal seed and the restock's number, so a replay
of the seed chain makes it again and nobody can foresee it before the deal.
"""

from __future__ import annotations

import secrets
from enum import StrEnum
from typing import TypeVar

from racko_api.core.deals import SeedStream

T = TypeVar("T")


class Restock(StrEnum):
    """The `restock` option: how the discard pile becomes the stock."""

    TURN_OVER = "turn_over"  # R-RESTOCK
    SHUFFLE = "shuffle"


def restocked(discard: tuple[T, ...], method: Restock, seed: str | None, restock: int) -> tuple[T, ...]:
    """The new stock made from `discard` (bottom first; the last item is the top): turned over,
    then, if `method` says so, shuffled by the seed text "<round seed>/restock/<k>" for restock
    number k (`restock`: 1, 2 ...) of the round dealt by `seed`; a form-1 round, which has no
    seed, by the system's source."""
    stock = list(reversed(discard))
    if method is Restock.SHUFFLE:
        if seed is None:
            secrets.SystemRandom().shuffle(stock)
        else:
            SeedStream(f"{seed}/restock/{restock}").shuffle(stock)
    return tuple(stock)


__all__ = ["Restock", "restocked"]
