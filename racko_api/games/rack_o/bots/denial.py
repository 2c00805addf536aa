"""How much the next player would want each card a player might let go: its `gift`.

The card a player lets go lies on top of the discard pile when the next player takes a turn.
What that player holds is known only in part: the cards everyone saw go into its rack (taken
from the discard pile, or all of them when racks are open, R-OPEN). The other slots are filled
SAMPLES times with cards drawn from those the asking seat has not seen, and each sampled rack
is priced with the gap model of `gaps.py`. A card's gift is how much it would raise that
player's chance of Rack-O, over what a card from the stock would on average, averaged over the
samples (0 when it helps no more than the stock).

The samples come from a generator seeded with what the asking seat sees, so one question always
gets one answer, and no hidden card can change it.
"""

from __future__ import annotations

import math
import random
from collections.abc import Iterable, Sequence
from dataclasses import dataclass

from racko_api.games.rack_o.bots.gaps import FULL, GONE, INF, SEEN, Board, chance, plan_of

SAMPLES = 4  # sampled racks of the next player
STOCK_SAMPLE = 5  # evenly spaced unseen values that price a card from the stock


@dataclass(frozen=True)
class NextRack:
    """What the asking seat knows of the next player's rack."""

    cards: tuple[int | None, ...]  # as everyone saw it, slot #5 first; None: no card seen there
    hidden: tuple[int, ...] = ()  # the cards it may hold where nobody saw one
    empty: tuple[int, ...] = ()  # slots known to hold no card (R-QUICK)

    @property
    def unknown(self) -> list[int]:
        """The slots holding a card nobody saw."""
        return [i for i, c in enumerate(self.cards) if c is None and i not in self.empty]


def gifts(cards: Iterable[int], next_rack: NextRack, weights: Sequence[int], need: int,
          horizon: float) -> dict[int, float]:
    """Each card's gift to the next player (see the module docstring).

    `weights` are the asking seat's (`gaps.py`): the discard pile's cards are SEEN for every
    player, and the asking seat's own cards unseen by the next one.
    """
    cards = sorted(set(cards))
    out = dict.fromkeys(cards, 0.0)
    unknown, hidden = next_rack.unknown, next_rack.hidden
    if unknown and len(hidden) < len(unknown):
        return out  # nothing consistent to sample (a table described loosely): no opinion
    top = len(weights) - 2
    base = [GONE if v in (0, top + 1) else SEEN if w == SEEN else FULL for v, w in enumerate(weights)]
    rng = random.Random(repr((next_rack.cards, hidden, cards)))
    samples = SAMPLES if unknown else 1
    for _ in range(samples):
        rack = list(next_rack.cards)
        for i, c in zip(unknown, rng.sample(hidden, len(unknown)), strict=True):
            rack[i] = c
        for c, gift in _sample_gifts(rack, base, cards, need, horizon).items():
            out[c] += gift / samples
    return out


def _sample_gifts(rack: list[int | None], base: Sequence[int], cards: Sequence[int], need: int,
                  horizon: float) -> dict[int, float]:
    weights = list(base)
    for c in rack:
        if c is not None:
            weights[c] = GONE
    plan = plan_of(Board(len(weights) - 2, weights, horizon), rack, weights, need)
    unseen = [v for v, w in enumerate(weights) if w == FULL]
    step = max(1, len(unseen) // STOCK_SAMPLE)
    tried = unseen[step // 2::step]
    # A card that cannot beat the rack as it stands gives nothing a stock card does not: the
    # bound lets the search skip it.
    now = plan.cost
    stock = sum(chance(min(plan.cheapest(v, now), now)) for v in tried) / max(1, len(tried))
    # Likewise a card whose rack is no likelier than the stock's gives nothing.
    worth = -math.log(stock) if stock > 0.0 else INF
    return {c: max(0.0, chance(plan.cheapest(c, worth)) - stock) for c in cards}


__all__ = ["SAMPLES", "NextRack", "gifts"]
