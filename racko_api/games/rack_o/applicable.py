"""Which rules of the catalogue a ruleset plays by."""

from __future__ import annotations

from racko_api.core.catalog import BASE_RULES, Rule
from racko_api.games.rack_o.racks import RACK_SIZE
from racko_api.games.rack_o.ruleset import LoserScoring, Ruleset, RunBonus

_ALWAYS = ("R-RACK", "R-DECK", "R-DEAL", "R-TURN", "R-TURN-DISCARD-MUST", "R-TURN-SAME-SLOT",
           "R-TURN-NO-REARRANGE", "R-RESTOCK", "R-RACKO", "R-RUN", "R-SCORE-WIN", "R-TARGET",
           "R-TURN-LIMIT")


def applicable_rules(ruleset: Ruleset) -> list[Rule]:
    """The rules that can apply to a table of this ruleset, in catalogue order: none that its
    seats rule out, and those its edition's text offers as an option."""
    opts = ruleset.options
    ids = set(_ALWAYS)
    ids.add("R-TURN-STOCK-MAY" if opts.stock_card_discard else "R-TURN-STOCK-MUST")
    ids.add("R-SCORE-LONGEST" if opts.loser_scoring is LoserScoring.LONGEST_SEQUENCE_X10
            else "R-SCORE-LEAD")
    optional = {
        "R-RUN3": ruleset.ever_needs_run(),
        "R-BONUS": opts.run_bonus is not RunBonus.OFF,
        "R-WAIT": opts.explicit_call,
        "R-QUICK": opts.cards_dealt < RACK_SIZE,
        "R-TEAMS": opts.teams or ruleset.offers_teams,
        "R-OPEN": opts.open_racks,
    }
    ids.update(rule_id for rule_id, used in optional.items() if used)
    return [r for r in BASE_RULES.values() if r.id in ids]
