"""Super Rack-O as an edition the service knows: its id, where its rules come from, its options.

Not a Rack-O `Ruleset`: none of the Rack-O options (deck by players, scoring, runs) apply.
The only option is how many won rounds win the game, since the rulebook gives no points.

>>> SUPER_RACK_O.id, [r.id for r in SUPER_RACK_O.rules()][:2]
('super-rack-o', ['S-DECK', 'S-DEAL'])
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, replace
from typing import Any

from racko_api.core.catalog import RULES, Rule, Source
from racko_api.core.errors import FieldError, InvalidInput
from racko_api.core.words import tr
from racko_api.games.super_rack_o.deal import MAX_PLAYERS, MIN_PLAYERS

SUPER_RACK_O_ID = "super-rack-o"
RULE_IDS = ("S-DECK", "S-DEAL", "S-TURN", "R-RESTOCK", "S-WILD", "S-SWAP", "S-REVERSE", "S-WIN")
DEFAULT_WINS_NEEDED = 1
MAX_WINS_NEEDED = 50
"""The rulebook gives no points: first to N won rounds, N = 1 unless the table says otherwise
(at most 50, a long evening's play)."""


@dataclass(frozen=True)
class SuperRuleset:
    """The Super Rack-O edition: a frozen description, shown beside the Rack-O presets."""

    id: str
    title: str
    source: str
    summary: str
    players: tuple[int, int]
    wins_needed: int
    rule_ids: tuple[str, ...]

    def rules(self) -> list[Rule]:
        """The rules it plays by, in catalogue order."""
        return [RULES[rule_id] for rule_id in self.rule_ids]

    def options(self) -> dict[str, Any]:
        """Every option under its API name, with its default."""
        return {"wins_needed": self.wins_needed}

    def with_options(self, options: Mapping[str, Any] | None) -> SuperRuleset:
        """This edition with a table's options; the only one is `wins_needed`, 1 to 50."""
        extra = sorted(set(options or {}) - {"wins_needed"})
        if extra:
            raise InvalidInput(tr("{self_id} has one option, wins_needed", self_id=self.id),
                               errors=tuple(FieldError(f"options/{k}", tr("not an option of "
                                                                          "{self_id}", self_id=self.id))
                                            for k in extra))
        wins = (options or {}).get("wins_needed", self.wins_needed)
        if isinstance(wins, bool) or not isinstance(wins, int) or not 1 <= wins <= MAX_WINS_NEEDED:
            raise InvalidInput(tr("wins_needed is a whole number from 1 to {max_wins_needed}",
                                  max_wins_needed=MAX_WINS_NEEDED),
                               errors=(FieldError("options/wins_needed", tr("1 to "
                                                                            "{max_wins_needed}",
                                                                            max_wins_needed=MAX_WINS_NEEDED)),))
        return replace(self, wins_needed=wins)

    def verify_players(self, players: object, field: str = "players") -> int:
        """The number of seats, if this edition seats that many."""
        low, high = self.players
        if isinstance(players, bool) or not isinstance(players, int) or not low <= players <= high:
            raise InvalidInput(tr("{self_id} seats {low} to {high} players",
                                  self_id=self.id, low=low, high=high),
                               errors=(FieldError(field, tr("{low} to {high}", low=low, high=high)),))
        return players


SUPER_RACK_O = SuperRuleset(
    id=SUPER_RACK_O_ID,
    title=tr("Super Rack-O"),
    source=Source.SUPER.value,
    summary=tr("A double rack of 8 rows, blue cards ascending on the blue side and red on the "
               "red; wild, swap and reverse cards. No points: the first to win the rounds needed "
               "wins."),
    players=(MIN_PLAYERS, MAX_PLAYERS),
    wins_needed=DEFAULT_WINS_NEEDED,
    rule_ids=RULE_IDS,
)

__all__ = ["DEFAULT_WINS_NEEDED", "MAX_WINS_NEEDED", "RULE_IDS", "SUPER_RACK_O", "SUPER_RACK_O_ID",
           "SuperRuleset"]
