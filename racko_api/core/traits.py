"""What differs between games for the people at a table: how a sheet counts, the rack, the round forms.

Each game's `Kind` holds its `Traits`; GET /v1/rulesets gives them with every edition, so the page
shows a sheet and offers a round's entry from them instead of testing which game it is.
"""

from __future__ import annotations

from dataclasses import dataclass
from enum import Enum
from typing import Any


class ScoreUnit(Enum):
    """What a sheet's totals count (a table's `score_unit` too)."""

    POINTS = "points"
    WINS = "wins"  # won rounds


class RoundForm(Enum):
    """A way a sheet takes a round."""

    RACKS = "racks"  # every player's rack, slot by slot
    SCORING_CARDS = "scoring_cards"  # quick entry: how many of a player's cards score
    WINNER = "winner"  # who won the round
    WINNER_RACK = "winner_rack"  # who won it, with the winner's rack to be checked


@dataclass(frozen=True, kw_only=True)
class Traits:
    """A game's score unit, its rack (sides of `slots` slots each), whether it has wilds, and the
    forms its sheet takes a round in."""

    score_unit: ScoreUnit
    rack_sides: int
    rack_slots: int  # on each side
    wilds: bool
    round_forms: tuple[RoundForm, ...]

    def to_dict(self) -> dict[str, Any]:
        """The traits as JSON values, as GET /v1/rulesets gives them."""
        return {"score_unit": self.score_unit.value,
                "rack": {"sides": self.rack_sides, "slots": self.rack_slots}, "wilds": self.wilds,
                "round_forms": [f.value for f in self.round_forms]}


__all__ = ["RoundForm", "ScoreUnit", "Traits"]
