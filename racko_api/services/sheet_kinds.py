"""What a scoresheet does with a round, by the kind of game it keeps, chosen once per sheet.

A Rack-O sheet scores every player's rack (points; first to the target wins, R-TARGET); a Super
Rack-O sheet counts won rounds (`{winner, rack?}`; first to the wins needed, S-WIN). Both keep
the same totals, standing and round documents, so the sheet service never asks which it holds.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass
from typing import Any, Protocol

from racko_api.core.errors import FieldError, InvalidInput
from racko_api.core.words import tr
from racko_api.games.kinds import RACK_O_KIND, SUPER_RACK_O_KIND, kind_of
from racko_api.games.rack_o.presets import get_ruleset
from racko_api.games.rack_o.rounds import default_teams, verify_teams
from racko_api.games.super_rack_o.ruleset import MAX_WINS_NEEDED, SUPER_RACK_O

from ..store.sheet_queries import SheetRecord
from . import sheet_rounds, sheet_wins


def _bad(field: str, message: str, rule: str | None = None) -> InvalidInput:
    return InvalidInput(message, rule=rule, errors=(FieldError(field, message, rule),))


def _unique_players(body: Mapping[str, Any]) -> list[str]:
    players = list(body["players"])
    for i, name in enumerate(players):
        if players.index(name) != i:
            raise _bad(f"players/{i}", tr("player {name!r} appears twice; names are unique in a "
                                          "sheet", name=name))
    return players


@dataclass(frozen=True)
class NewSheet:
    """A new sheet as checked: its game, ruleset id, players in seat order, teams and target."""

    game: str
    ruleset: str
    players: list[str]
    teams: list[list[str]] | None
    target: int


class SheetKind(Protocol):
    """What a sheet of one kind of game does; `target_rule` is the rule a won game cites."""

    game: str
    target_rule: str

    def new_sheet(self, body: Mapping[str, Any]) -> NewSheet:
        """The sheet a create request describes, its defaults filled in; InvalidInput naming why not."""
        ...

    def score(self, sheet: SheetRecord, body: Mapping[str, Any]) -> dict[str, Any]:
        """A round as typed, scored (JSON-ready); the other kind's round form is refused."""
        ...

    def document(self, sheet: SheetRecord, number: int, body: Mapping[str, Any],
                 result: Mapping[str, Any], totals: Mapping[str, int]) -> dict[str, Any]:
        """Round `number` as the API shows it, with the running totals after it."""
        ...


class RackOSheet:
    """Every player's rack is scored; the totals are points."""

    game = RACK_O_KIND.id
    target_rule = "R-TARGET"

    def new_sheet(self, body: Mapping[str, Any]) -> NewSheet:
        ruleset = get_ruleset(body["ruleset"], body.get("options"))
        players = _unique_players(body)
        ruleset.verify_players(len(players), field="players")
        teams: list[list[str]] | None = None
        if ruleset.shared_team_racks:
            if body.get("teams"):
                raise _bad("teams", tr("each Swedish team shares one rack and is entered as one "
                                       'player: name the two teams in players (e.g. "Ann & Bo"), '
                                       "not their members"),
                           "R-TEAMS")
        elif ruleset.options.teams:
            chosen = verify_teams(players, body["teams"]) if body.get("teams") else default_teams(players)
            teams = [list(t) for t in chosen]
        elif body.get("teams"):
            raise _bad("teams", tr("{ruleset_id} is not played in teams; choose a partners "
                                   "ruleset or the option teams", ruleset_id=ruleset.id), "R-TEAMS")
        target = body.get("target", ruleset.options.target)
        if "target" in (body.get("options") or {}) and target != ruleset.options.target:
            raise _bad("target", tr("target and options/target disagree; give the target once"), "R-TARGET")
        return NewSheet(self.game, ruleset.id, players, teams, target)

    def score(self, sheet: SheetRecord, body: Mapping[str, Any]) -> dict[str, Any]:
        sheet_wins.refuse_win_form(body)
        ruleset = get_ruleset(sheet.ruleset, sheet.options or None)
        return sheet_rounds.score(ruleset, sheet.players, sheet.teams, body)

    def document(self, sheet: SheetRecord, number: int, body: Mapping[str, Any],
                 result: Mapping[str, Any], totals: Mapping[str, int]) -> dict[str, Any]:
        return sheet_rounds.document(number, body, result, totals, sheet.teams)


class SuperRackOSheet:
    """Each round has a winner; the totals are rounds won, and the target is the wins needed."""

    game = SUPER_RACK_O_KIND.id
    target_rule = "S-WIN"

    def new_sheet(self, body: Mapping[str, Any]) -> NewSheet:
        players = _unique_players(body)
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

    def score(self, sheet: SheetRecord, body: Mapping[str, Any]) -> dict[str, Any]:
        return sheet_wins.score(sheet.players, body)

    def document(self, sheet: SheetRecord, number: int, body: Mapping[str, Any],
                 result: Mapping[str, Any], totals: Mapping[str, int]) -> dict[str, Any]:
        return sheet_wins.document(number, result, totals)


SHEET_KINDS: Mapping[str, SheetKind] = {k.game: k for k in (RackOSheet(), SuperRackOSheet())}
"""Each sheet kind by the game it keeps (a sheet's `game`)."""


def sheet_kind(game: str) -> SheetKind:
    """The kind of a stored sheet, by its `game`."""
    return SHEET_KINDS[game]


def sheet_kind_for(ruleset_id: object) -> SheetKind:
    """The kind of sheet a new sheet of `ruleset_id` is; InvalidInput for an unknown ruleset."""
    return SHEET_KINDS[kind_of(ruleset_id).id]


__all__ = ["SHEET_KINDS", "NewSheet", "RackOSheet", "SheetKind", "SuperRackOSheet", "sheet_kind",
           "sheet_kind_for"]
