"""A toy scoresheet: a round is `{winner}`, who scores 3 points (one a card of the rack); the
first to 5 points wins."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from racko_api.core.sheet import NewSheet, SheetRow, bad_field, unique_players
from racko_api.core.words import tr

from .state import RACK_SIZE, TOY_ID, TOY_RULESET, ToyRuleset

TARGET = 5


class ToySheet:
    game = TOY_ID
    target_rule = "R-TARGET"
    max_target = 10 * TARGET  # points
    counts_wins = False  # a round gives points, three to its winner

    def new_sheet(self, body: Mapping[str, Any]) -> NewSheet:
        players = unique_players(body)
        low, high = ToyRuleset().players
        if not low <= len(players) <= high:
            raise bad_field("players", tr("toy is for {low}-{high} players", low=low, high=high))
        return NewSheet(self.game, TOY_RULESET, players, None, body.get("target", TARGET))

    def score(self, sheet: SheetRow, body: Mapping[str, Any]) -> dict[str, Any]:
        winner = body.get("winner")
        if winner not in sheet.players:
            raise bad_field("winner", tr("one of {choices}", choices=", ".join(sheet.players)))
        return {"players": [{"player": p, "points": RACK_SIZE if p == winner else 0, "reasons": []}
                            for p in sheet.players]}

    def document(self, sheet: SheetRow, number: int, body: Mapping[str, Any],
                 result: Mapping[str, Any], totals: Mapping[str, int]) -> dict[str, Any]:
        return {"number": number, "players": [{**p, "total": totals[p["player"]]} for p in result["players"]],
                "teams": []}


TOY_SHEET = ToySheet()
