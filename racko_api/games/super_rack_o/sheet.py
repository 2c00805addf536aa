"""A Super Rack-O scoresheet: each round has a winner (`{winner, rack?}`); the totals are rounds
won, and the target is the wins needed (S-WIN).

The round is told in Super Rack-O words: its `round_winner` (the answer's `winner` is the
game's), and for each player whether they `won` and the `wins` the round gave them (1 or 0).
The sheet's totals count won rounds, so the running totals, the standing and the first to the
target (R-TARGET's arithmetic, with wins for points) work as for points. The result is plain
JSON, stored with the round and shown again as it was (rounds stored before API 1.6 in Rack-O
words were rewritten by a migration).
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any

from racko_api.core.sheet import NewSheet, SheetRow, bad_field, unique_players
from racko_api.core.words import tr
from racko_api.games.super_rack_o.rack import rack_to_dict
from racko_api.games.super_rack_o.ruleset import MAX_WINS_NEEDED, SUPER_RACK_O
from racko_api.games.super_rack_o.wins import verify_won_round

_bad = bad_field

FORM = tr("a Super Rack-O round is {{winner, rack?}}: rounds are won, not scored")


def score(players: Sequence[str], typed: Mapping[str, Any]) -> dict[str, Any]:
    """One won round as typed; the winner's rack, when given, must be a Super Rack-O (S-WIN)."""
    if "winner" not in typed:
        field = "entries" if "entries" in typed else "winner"
        raise _bad(field, FORM)
    won = verify_won_round(players, typed["winner"], typed.get("rack"))
    checked = tr(" with a rack that is a Super Rack-O") if won.rack is not None else ""
    return {
        "round_winner": won.winner,
        "rack": rack_to_dict(won.rack, won.named) if won.rack is not None else None,
        "players": [{
            "player": p, "won": p == won.winner, "wins": won.wins(p),
            "reasons": [{"rule": "S-WIN", "text": tr("called SUPER RACK-O!{checked}: a round won",
                                                     checked=checked)}]
            if p == won.winner else [],
        } for p in players],
    }


def document(number: int, result: Mapping[str, Any], totals: Mapping[str, int]) -> dict[str, Any]:
    """The round as the API shows it: who won, each player's win (1 or 0) and running total of
    wins, and the rack the winner laid down if it was typed."""
    return {"number": number, "round_winner": result["round_winner"], "rack": result["rack"],
            "players": [{**p, "total": totals[p["player"]]} for p in result["players"]],
            "teams": []}


class SuperRackOSheet:
    """Each round has a winner; the totals are rounds won, and the target is the wins needed."""

    game = SUPER_RACK_O.id
    target_rule = "S-WIN"
    counts_wins = True
    max_target = MAX_WINS_NEEDED

    def new_sheet(self, body: Mapping[str, Any]) -> NewSheet:
        players = unique_players(body)
        low, high = SUPER_RACK_O.players
        if not low <= len(players) <= high:
            raise _bad("players", tr("Super Rack-O is for {low}-{high} players", low=low, high=high))
        if body.get("teams"):
            raise _bad("teams", tr("{ruleset} has no teams", ruleset=SUPER_RACK_O.id))
        options = body.get("options") or {}
        target = body.get("target", SUPER_RACK_O.with_options(options).wins_needed)
        if options and target != SUPER_RACK_O.with_options(options).wins_needed:
            raise _bad("target", tr("target and options/target disagree; give the target once"), "S-WIN")
        if target > MAX_WINS_NEEDED:
            raise _bad("target", tr("a Super Rack-O sheet is won with 1 to {max_wins_needed} "
                                    "rounds", max_wins_needed=MAX_WINS_NEEDED),
                       "S-WIN")
        return NewSheet(self.game, SUPER_RACK_O.id, players, None, target)

    def score(self, sheet: SheetRow, body: Mapping[str, Any]) -> dict[str, Any]:
        return score(sheet.players, body)

    def document(self, sheet: SheetRow, number: int, body: Mapping[str, Any],
                 result: Mapping[str, Any], totals: Mapping[str, int]) -> dict[str, Any]:
        return document(number, result, totals)


SUPER_RACK_O_SHEET = SuperRackOSheet()
