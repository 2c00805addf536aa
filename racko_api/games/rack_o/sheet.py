"""A Rack-O scoresheet: every player's rack is scored; the totals are points (first to the target
wins, R-TARGET).

Entries may come in any order; the rules see them in seat order, and every error they name is
pointed back at the entry as typed (`entries/<i>/...`). A scored round becomes a document (with
the slot-by-slot detail): plain JSON, stored with the round, so nothing is scored twice.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any

from racko_api.core.errors import FieldError, RulesError
from racko_api.core.sheet import NewSheet, SheetRow, bad_field, team_name, unique_players
from racko_api.core.words import tr
from racko_api.games.rack_o.presets import get_ruleset
from racko_api.games.rack_o.rounds import Entry, default_teams, not_played_in_teams, score_round, verify_teams
from racko_api.games.rack_o.ruleset import GAME, MAX_TARGET, Ruleset

_bad = bad_field


def _seat_order(players: Sequence[str], entries: Sequence[Mapping[str, Any]]) -> list[int]:
    """For each seat, the index of its entry; every player of the sheet exactly once."""
    where: dict[str, int] = {}
    for i, entry in enumerate(entries):
        name = entry["player"]
        if name not in players:
            raise _bad(f"entries/{i}/player", tr("{name!r} is not a player of this sheet; "
                                                 "players: {players}",
                                                 name=name, players=', '.join(players)))
        if name in where:
            raise _bad(f"entries/{i}/player", tr("{name!r} has two entries in this round", name=name))
        if "run" in entry and "rack" in entry:
            raise _bad(f"entries/{i}/run", tr("run goes with scoring_cards; a full rack shows "
                                              "its runs"))
        where[name] = i
    missing = [p for p in players if p not in where]
    if missing:
        raise _bad("entries", tr("every player is scored in every round; missing: {players}",
                                 players=", ".join(missing)))
    return [where[p] for p in players]


def _repoint(field: str, order: Sequence[int]) -> str:
    """`racks/<seat>/...` as the core names it -> `entries/<index as typed>/...`."""
    head, _, rest = field.partition("/")
    if head != "racks":
        return field
    seat, _, tail = rest.partition("/")
    if not seat.isdigit():
        return "entries"
    return "/".join(part for part in ("entries", str(order[int(seat)]), tail) if part)


def score(ruleset: Ruleset, players: Sequence[str], teams: Sequence[Sequence[str]] | None,
          typed: Mapping[str, Any]) -> dict[str, Any]:
    """Score one round as typed (`{rack_o?, entries}`); the result is JSON-ready."""
    entries = typed["entries"]
    order = _seat_order(players, entries)
    seated = [entries[i] for i in order]
    core_entries = [Entry(e["player"], rack=e.get("rack"), scoring_cards=e.get("scoring_cards"),
                          run=e.get("run")) for e in seated]
    try:
        result = score_round(ruleset, core_entries, typed.get("rack_o"), teams)
    except RulesError as exc:
        errors = tuple(FieldError(_repoint(e.field, order), e.message, e.rule) for e in exc.errors)
        raise type(exc)(exc.message, rule=exc.rule, errors=errors) from exc
    return {
        "rack_o": result.rack_o,
        "players": [{
            "player": p.player, "points": p.points, "rack_o": p.rack_o, "bonus": p.bonus,
            "longest_run": p.score.longest_run if p.score else None,
            "slots": [{"label": s.label, "card": s.card, "points": s.points, "scored": s.scored}
                      for s in p.score.slots] if p.score else None,
            "reasons": [{"rule": r.rule, "text": r.text} for r in p.reasons],
        } for p in result.players],
    }


def document(number: int, typed: Mapping[str, Any], result: Mapping[str, Any],
             totals: Mapping[str, int], teams: Sequence[Sequence[str]] | None) -> dict[str, Any]:
    """The round as the API shows it: what was typed, every player's points and running total,
    and the teams' when partners play."""
    points = {p["player"]: p["points"] for p in result["players"]}
    return {
        "number": number,
        "rack_o": result["rack_o"],
        "entries": list(typed["entries"]),
        "players": [{**p, "total": totals[p["player"]]} for p in result["players"]],
        "teams": [{"name": team_name(t), "players": list(t), "points": sum(points[p] for p in t),
                   "total": sum(totals[p] for p in t)} for t in teams or ()],
    }


def refuse_win_form(typed: Mapping[str, Any]) -> None:
    """A Rack-O sheet scores racks: a round typed as won (`winner`, `rack`) is refused, naming the field."""
    if "winner" in typed or "rack" in typed:
        field = "winner" if "winner" in typed else "rack"
        raise _bad(field, tr("a Rack-O round is {{rack_o?, entries}}: every player's rack or "
                             "quick entry"))


class RackOSheet:
    """Every player's rack is scored; the totals are points."""

    game = GAME
    target_rule = "R-TARGET"
    counts_wins = False
    max_target = MAX_TARGET

    def new_sheet(self, body: Mapping[str, Any]) -> NewSheet:
        ruleset = get_ruleset(body["ruleset"], body.get("options"))
        players = unique_players(body)
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
            raise not_played_in_teams(ruleset)
        target = body.get("target", ruleset.options.target)
        if "target" in (body.get("options") or {}) and target != ruleset.options.target:
            raise _bad("target", tr("target and options/target disagree; give the target once"), "R-TARGET")
        return NewSheet(self.game, ruleset.id, players, teams, target)

    def score(self, sheet: SheetRow, body: Mapping[str, Any]) -> dict[str, Any]:
        refuse_win_form(body)
        ruleset = get_ruleset(sheet.ruleset, sheet.options or None)
        return score(ruleset, sheet.players, sheet.teams, body)

    def document(self, sheet: SheetRow, number: int, body: Mapping[str, Any],
                 result: Mapping[str, Any], totals: Mapping[str, int]) -> dict[str, Any]:
        return document(number, body, result, totals, sheet.teams)


RACK_O_SHEET = RackOSheet()
