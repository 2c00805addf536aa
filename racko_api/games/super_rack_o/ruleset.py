"""Super Rack-O as an edition the service knows: its id, where its rules come from, its options.

Not a Rack-O `Ruleset`: none of the Rack-O options (deck by players, scoring, runs) apply.
Two options: the target, how many won rounds win the game, since the rulebook gives no
points (`wins_needed`, its name before API 1.6, is still read); and `restock` (R-RESTOCK), the
discard pile turned over (the default) or shuffled when the draw pile runs out, as in Rack-O.

>>> SUPER_RACK_O.id, [r.id for r in SUPER_RACK_O.rules()][:2]
('super-rack-o', ['S-DECK', 'S-DEAL'])
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, replace
from typing import Any

from racko_api.core.catalog import BASE_RULES, Rule, assemble
from racko_api.core.errors import FieldError, InvalidInput
from racko_api.core.restock import Restock
from racko_api.core.words import tr
from racko_api.games.super_rack_o.deal import MAX_PLAYERS, MIN_PLAYERS
from racko_api.games.super_rack_o.rules import SUPER_RACK_O_RULES, SUPER_RULEBOOK

SUPER_RACK_O_ID = "super-rack-o"
RULE_IDS = ("S-DECK", "S-DEAL", "S-TURN", "R-RESTOCK", "S-WILD", "S-SWAP", "S-REVERSE", "S-WIN", "S-CALL")
_RULES = assemble(BASE_RULES.values(), SUPER_RACK_O_RULES)  # the rules it may cite
DEFAULT_WINS_NEEDED = 1
OLD_TARGET = "wins_needed"  # the target's name before API 1.6
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
    restock: Restock = Restock.TURN_OVER  # R-RESTOCK

    def rules(self) -> list[Rule]:
        """The rules it plays by, in catalogue order."""
        return [_RULES[rule_id] for rule_id in self.rule_ids]

    def options(self) -> dict[str, Any]:
        """Every option under its API name, with its default."""
        return {"target": self.wins_needed, "restock": self.restock.value}

    def with_options(self, options: Mapping[str, Any] | None) -> SuperRuleset:
        """This edition with a table's options: `target`, the wins needed, 1 to 50 (also read
        under its old name `wins_needed`), and `restock`, turn_over or shuffle (R-RESTOCK)."""
        given = dict(options or {})
        extra = sorted(set(given) - {"target", OLD_TARGET, "restock"})
        if extra:
            raise InvalidInput(tr("{ruleset} has two options, target (the wins needed) and restock",
                                  ruleset=self.id),
                               errors=tuple(FieldError(f"options/{k}", tr("not an option of "
                                                                          "{ruleset}", ruleset=self.id))
                                            for k in extra))
        if "target" in given and OLD_TARGET in given and given["target"] != given[OLD_TARGET]:
            raise InvalidInput(tr("target and wins_needed name the same option; give it once"),
                               errors=(FieldError(f"options/{OLD_TARGET}", tr("give target alone")),))
        field = "target" if "target" in given or OLD_TARGET not in given else OLD_TARGET
        wins = given.get(field, self.wins_needed)
        if isinstance(wins, bool) or not isinstance(wins, int) or not 1 <= wins <= MAX_WINS_NEEDED:
            raise InvalidInput(tr("{field} (the wins needed) is a whole number from 1 to "
                                  "{max_wins_needed}", field=field, max_wins_needed=MAX_WINS_NEEDED),
                               errors=(FieldError(f"options/{field}", tr("1 to {max_wins_needed}",
                                                                         max_wins_needed=MAX_WINS_NEEDED)),))
        return replace(self, wins_needed=wins, restock=_restock(given.get("restock", self.restock)))

    def verify_players(self, players: object, field: str = "players") -> int:
        """The number of seats, if this edition seats that many."""
        low, high = self.players
        if isinstance(players, bool) or not isinstance(players, int) or not low <= players <= high:
            raise InvalidInput(tr("{ruleset} seats {low} to {high} players",
                                  ruleset=self.id, low=low, high=high),
                               errors=(FieldError(field, tr("{low} to {high}", low=low, high=high)),))
        return players


def _restock(value: object) -> Restock:
    """The `restock` option's value, if it is one of its names."""
    names = [m.value for m in Restock]
    if not isinstance(value, str) or value not in names:
        raise InvalidInput(tr("restock is one of {values}", values=", ".join(names)),
                           errors=(FieldError("options/restock", tr("must be one of {choices}",
                                                                    choices=", ".join(names))),))
    return Restock(value)


def table_notes(table: Mapping[str, Any]) -> list[dict[str, str]]:
    """Check `players` and `options` where a Super Rack-O check or advice is given them (as a
    Rack-O one takes them), and say for each that it does not bear on the answer."""
    notes = []
    if table.get("players") is not None:
        SUPER_RACK_O.verify_players(table["players"])
        notes.append({"field": "players", "text": tr("checked (2 to 4), and ignored: a Super "
                                                     "Rack-O verdict or advice is the same at "
                                                     "any table size")})
    if table.get("options"):
        SUPER_RACK_O.with_options(table["options"])
        notes.append({"field": "options", "text": tr("checked, and ignored: neither the target (the "
                                                     "wins needed) nor restock changes a verdict "
                                                     "or the advice")})
    return notes


SUPER_RACK_O = SuperRuleset(
    id=SUPER_RACK_O_ID,
    title=tr("Super Rack-O"),
    source=SUPER_RULEBOOK.title,
    summary=tr("A double rack of 8 rows, blue cards ascending on the blue side and red on the "
               "red; wild, swap and reverse cards. No points: the first to win the rounds needed "
               "wins."),
    players=(MIN_PLAYERS, MAX_PLAYERS),
    wins_needed=DEFAULT_WINS_NEEDED,
    rule_ids=RULE_IDS,
)

__all__ = ["DEFAULT_WINS_NEEDED", "MAX_WINS_NEEDED", "OLD_TARGET", "RULE_IDS", "SUPER_RACK_O",
           "SUPER_RACK_O_ID", "SuperRuleset", "table_notes"]
