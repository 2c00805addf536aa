"""Going Rack-O (R-RACKO), the run it may need (R-RUN3) and the call it may take (R-WAIT).

`verify_rack_o` raises the reason, `can_go_rack_o` answers yes or no, and
`rack_o_reasons` explains the verdict either way for the rules-dispute checker.
"""

from __future__ import annotations

from collections.abc import Iterator

from racko_api.core.errors import IllegalMove, Reason
from racko_api.core.words import tr, trn
from racko_api.games.rack_o.racks import RACK_SIZE, Rack, is_ascending, leading_run, longest_run
from racko_api.games.rack_o.ruleset import Ruleset, RunScope


def _failures(ruleset: Ruleset, players: int, rack: Rack) -> Iterator[Reason]:
    """The rules that stop this rack going Rack-O, in rule order, each worked out when asked."""
    top = ruleset.top_card(players)
    outside = [card for card in rack if card is not None and card > top]
    if outside:
        yield Reason("R-DECK", tr("{cards} not in the 1-{top} deck used by "
                                  "{players} players",
                                  cards=', '.join(map(str, outside)), top=top,
                                  players=players))
    empty = sum(card is None for card in rack)
    if empty:
        yield Reason("R-QUICK", trn("{n} slot still empty; Rack-O needs all 10 filled",
                                    "{n} slots still empty; Rack-O needs all 10 filled", empty))
    lead = leading_run(rack)
    if not empty and lead < RACK_SIZE:
        a, b = rack[lead - 1], rack[lead]
        yield Reason("R-RACKO",
                     tr("not in order: {next_card} in slot #{next_slot} is lower than {card} in #{slot}",
                        next_card=b, next_slot=5 * (lead + 1), card=a, slot=5 * lead))
    needed = ruleset.run_needed(players)
    if needed:
        run = longest_run(rack)
        run_length = run.length if run else 0
        if run_length < needed:
            two_only = ruleset.options.rack_o_needs_run.applies_to is RunScope.TWO_PLAYERS
            scope = tr("in a two-player game") if two_only else tr("in this ruleset")
            yield Reason("R-RUN3",
                         tr("a run of {needed} consecutive numbers is needed to go Rack-O "
                            "{scope}; the longest run here is {run_length}",
                            needed=needed, scope=scope, run_length=run_length))


def rack_o_failures(ruleset: Ruleset, players: int, rack: Rack) -> list[Reason]:
    """Every rule that stops this rack going Rack-O (empty when it may), in rule order."""
    return list(_failures(ruleset, players, rack))


def verify_rack_o(ruleset: Ruleset, players: int, rack: Rack) -> None:
    """Raise IllegalMove naming the rule if this rack may not go Rack-O."""
    failures = rack_o_failures(ruleset, players, rack)
    if failures:
        raise IllegalMove(failures[0].text, rule=failures[0].rule)


def can_go_rack_o(ruleset: Ruleset, players: int, rack: Rack) -> bool:
    """R-RACKO and R-RUN3 together: may this rack go Rack-O? (Stops at the first rule broken.)

    A rack out of order or with an empty slot never may, so most racks are answered by
    `is_ascending` alone; the rest go through every rule.
    """
    return is_ascending(rack) and next(_failures(ruleset, players, rack), None) is None


def call_or_wait() -> Reason:
    """R-WAIT, where going Rack-O is a call: a rack that may go Rack-O does not end the round itself."""
    return Reason("R-WAIT", tr("its player must call Rack-O to go out, and may wait and play on"))


def rack_o_reasons(ruleset: Ruleset, players: int, rack: Rack) -> list[Reason]:
    """Why this rack is, or is not, a legal Rack-O for this ruleset and player count, and, where
    Rack-O is called, that its player calls it or waits."""
    failures = rack_o_failures(ruleset, players, rack)
    if failures:
        return failures
    reasons = [Reason("R-RACKO", tr("all 10 cards increase from #5 to #50"))]
    needed = ruleset.run_needed(players)
    run = longest_run(rack)
    if needed and run is not None:
        cards = ", ".join(str(rack[i]) for i in run.indexes)
        reasons.append(Reason("R-RUN3", tr("has the run of {needed} it needs: {cards}",
                                           needed=needed, cards=cards)))
    if ruleset.options.explicit_call:
        reasons.append(call_or_wait())
    return reasons
