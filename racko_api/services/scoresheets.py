"""Scoresheet use cases: create, read, add a round, undo the last, replace round n.

Each write is one transaction (`atomic`), the same on every database: it locks the sheet's row
and reads its version (`store.sheet_queries.lock_sheet`), has the rules core score the round,
writes the round, the totals and the idempotency record, and commits; the sheet's UPDATE checks
the version it read and bumps it (the ETag). Writes to one sheet take turns, so the running
totals stay exact. The rules core scores rounds and decides the winner (R-TARGET); this module
only keeps the sheet. Refusals are domain errors (`services.errors`); no HTTP here.
"""

from __future__ import annotations

import json
import re
import secrets
from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass
from typing import Any

from ..ops import json_codec
from ..ops.metrics import count_created
from ..rules import FieldError, IllegalMove, InvalidInput, Ruleset, get_ruleset
from ..rules.rounds import default_teams, verify_teams
from ..store import sheet_queries as queries
from ..store.clock import as_utc, utcnow
from ..store.idempotency import Reply
from ..store.scoresheets import RACKO, Scoresheet
from ..store.transactions import atomic
from ..super_rack_o.deal import MAX_PLAYERS, MIN_PLAYERS
from ..super_rack_o.ruleset import SUPER_RACK_O
from . import sheet_rounds, sheet_wins
from .errors import Conflict, NotFound
from .idempotency import Result, replay_or_run
from .sheet_cache import rendered_sheets
from .tokens import hash_token, new_token, verify_token
from .versions import NO_VERSION, Versions

# Idempotency scopes are stored keys: they keep the form records have always been kept under.
CREATE_SCOPE = "POST /v1/scoresheets"
SHEET_ID = re.compile(r"[A-Za-z0-9_-]{1,32}")  # secrets.token_urlsafe(12) is 16 of these


def _bad(field: str, message: str, rule: str | None = None) -> InvalidInput:
    return InvalidInput(message, rule=rule, errors=(FieldError(field, message, rule),))


def _ruleset(sheet: Scoresheet) -> Ruleset:
    return get_ruleset(sheet.ruleset, sheet.options or None)


def _counts_wins(sheet: Scoresheet) -> bool:
    """Super Rack-O sheets count won rounds ({winner, rack?}); Rack-O sheets score every rack."""
    return sheet.game == SUPER_RACK_O.id


def _score(sheet: Scoresheet, body: Mapping[str, Any]) -> dict[str, Any]:
    if _counts_wins(sheet):
        return sheet_wins.score(sheet.players, body)
    sheet_wins.refuse_win_form(body)
    return sheet_rounds.score(_ruleset(sheet), sheet.players, sheet.teams, body)


def _document(sheet: Scoresheet, number: int, body: Mapping[str, Any], result: Mapping[str, Any],
              totals: Mapping[str, int]) -> dict[str, Any]:
    if _counts_wins(sheet):
        return sheet_wins.document(number, result, totals)
    return sheet_rounds.document(number, body, result, totals, sheet.teams)


def _retotal(sheet: Scoresheet, doc: Mapping[str, Any], totals: Mapping[str, int]) -> dict[str, Any]:
    if _counts_wins(sheet):
        return sheet_wins.retotal(doc, totals)
    return sheet_rounds.retotal(doc, totals, sheet.teams)


def _target_rule(sheet: Scoresheet) -> str:
    return "S-WIN" if _counts_wins(sheet) else "R-TARGET"


# --- presenting (JSON-ready; what an idempotent replay returns) --------------------------------

encode = json_codec.dumps


def present_standing(sheet: Scoresheet) -> dict[str, Any]:
    now = sheet_rounds.standing_of(sheet.teams, sheet.totals, sheet.target)
    return {"leaders": list(now.leaders) if sheet.round_count else [], "winner": now.winner,
            "tie_at_target": now.tie_at_target}


def present_head(sheet: Scoresheet) -> dict[str, Any]:
    """The sheet without its rounds."""
    totals = sheet.totals
    return {
        "id": sheet.id,
        "game": sheet.game,
        "ruleset": sheet.ruleset,
        "options": sheet.options,
        "target": sheet.target,
        "players": [{"name": p, "total": totals[p]} for p in sheet.players],
        "teams": [{"name": sheet_rounds.team_name(t), "players": list(t),
                   "total": sum(totals[p] for p in t)} for t in sheet.teams or ()],
        "round_count": sheet.round_count,
        **present_standing(sheet),
        "version": sheet.version,
        "created_at": as_utc(sheet.created_at).isoformat(),
        "updated_at": as_utc(sheet.updated_at).isoformat(),
    }


def sheet_json(sheet: Scoresheet, summaries: Sequence[str]) -> str:
    """The whole sheet as JSON text: the head, then every round's stored summary as it is."""
    head = encode(present_head(sheet))
    return f'{head[:-1]},"rounds":[{",".join(summaries)}]}}'


# --- create ---------------------------------------------------------------------------------------

def _unique_players(body: Mapping[str, Any]) -> list[str]:
    players = list(body["players"])
    for i, name in enumerate(players):
        if players.index(name) != i:
            raise _bad(f"players/{i}", f"player {name!r} appears twice; names are unique in a sheet")
    return players


def _check_new_win_sheet(body: Mapping[str, Any]) -> tuple[list[str], int]:
    """Super Rack-O: players in seat order and the won rounds that win the game (default 1)."""
    players = _unique_players(body)
    if not MIN_PLAYERS <= len(players) <= MAX_PLAYERS:
        raise _bad("players", f"Super Rack-O is for {MIN_PLAYERS}-{MAX_PLAYERS} players")
    for field in ("options", "teams"):
        if body.get(field):
            raise _bad(field, f"{SUPER_RACK_O.id} has no {field}; the wins needed are the target")
    return players, body.get("target", SUPER_RACK_O.wins_needed)


def _check_new_sheet(body: Mapping[str, Any]) -> tuple[Ruleset, list[str], list[list[str]] | None, int]:
    """The ruleset, players in seat order, teams and target of a new sheet, or 422 naming why."""
    ruleset = get_ruleset(body["ruleset"], body.get("options"))
    players = _unique_players(body)
    ruleset.verify_players(len(players), field="players")
    teams: list[list[str]] | None = None
    if ruleset.shared_team_racks:
        if body.get("teams"):
            raise _bad("teams", "each Swedish team shares one rack and is entered as one player: "
                       "name the two teams in players (e.g. \"Ann & Bo\"), not their members",
                       "R-TEAMS")
    elif ruleset.options.teams:
        chosen = verify_teams(players, body["teams"]) if body.get("teams") else default_teams(players)
        teams = [list(t) for t in chosen]
    elif body.get("teams"):
        raise _bad("teams", f"{ruleset.id} is not played in teams; choose a partners ruleset "
                   "or the option teams", "R-TEAMS")
    target = body.get("target", ruleset.options.target)
    if "target" in (body.get("options") or {}) and target != ruleset.options.target:
        raise _bad("target", "target and options/target disagree; give the target once", "R-TARGET")
    return ruleset, players, teams, target


def create(body: Mapping[str, Any], idempotency_key: str | None) -> Result:
    """A new empty sheet with its edit token (shown once, stored only as a hash); InvalidInput
    names what is wrong with the players, teams, ruleset or target."""
    if body["ruleset"] == SUPER_RACK_O.id:
        game, ruleset_id, teams = SUPER_RACK_O.id, SUPER_RACK_O.id, None
        players, target = _check_new_win_sheet(body)
    else:
        ruleset, players, teams, target = _check_new_sheet(body)
        game, ruleset_id = RACKO, ruleset.id

    def action() -> Reply:
        token = new_token()
        now = utcnow()
        sheet = Scoresheet(id=secrets.token_urlsafe(12), game=game, ruleset=ruleset_id,
                           options=dict(body.get("options") or {}), players=players, teams=teams,
                           target=target, edit_token_hash=hash_token(token),
                           totals={p: 0 for p in players}, round_count=0, created_at=now,
                           updated_at=now)
        queries.add_sheet(sheet)
        return Reply({**present_head(sheet), "rounds": [], "edit_token": token}, sheet.version,
                     created=True, sealed=("edit_token",))

    result = _run(lambda: replay_or_run(CREATE_SCOPE, idempotency_key, body, action))
    if not result.replayed:
        count_created("scoresheet")
    return result


def _run(work: Callable[[], tuple[Reply, bool]]) -> Result:
    reply, replayed = atomic(work)
    return Result(reply, replayed)


# --- read -------------------------------------------------------------------------------------------

def _not_found(sheet_id: str) -> NotFound:
    return NotFound(f"no scoresheet {sheet_id!r}")


@dataclass(frozen=True)
class Sheet:
    """A sheet as read: its version, and its JSON text (None when the reader holds it already)."""

    version: int
    text: str | None


def read(sheet_id: str, held: Versions = NO_VERSION) -> Sheet:
    """The sheet's version and JSON text; the text is None when `held` (the versions the reader
    has) names the current version.

    When this process served the sheet before, its version is read first (one integer): the text
    kept is the answer while the version is the same, and the rounds are read only once it moved."""
    if not SHEET_ID.fullmatch(sheet_id):
        raise _not_found(sheet_id)
    rendered = rendered_sheets()
    kept = rendered.kept(sheet_id)
    if kept is not None:
        version = queries.sheet_version(sheet_id)
        if version is None:
            raise _not_found(sheet_id)
        if version in held:
            return Sheet(version, None)
        if version == kept[0]:
            return Sheet(version, kept[1])
    found = queries.sheet_and_summaries(sheet_id)
    if found is None:
        raise _not_found(sheet_id)
    sheet, summaries = found
    if sheet.version in held:
        return Sheet(sheet.version, None)
    text = sheet_json(sheet, summaries)
    rendered.put(sheet_id, sheet.version, text)
    return Sheet(sheet.version, text)


def read_round(sheet_id: str, number: int) -> Sheet:
    """One round's document (with the slot-by-slot detail) and the sheet's version."""
    found = queries.round_document(sheet_id, number) if SHEET_ID.fullmatch(sheet_id) else None
    if found is None:
        raise _not_found(sheet_id)
    if found.document is None:
        raise NotFound(f"scoresheet {sheet_id!r} has no round {number}")
    return Sheet(found.sheet_version, found.document)


# --- write ------------------------------------------------------------------------------------------

def _lock(sheet_id: str, token: str) -> Scoresheet:
    """The sheet, locked for this transaction, once the caller's edit token is checked."""
    sheet = queries.lock_sheet(sheet_id) if SHEET_ID.fullmatch(sheet_id) else None
    if sheet is None:
        raise _not_found(sheet_id)
    verify_token(token, sheet.edit_token_hash)
    return sheet


def _won(sheet: Scoresheet) -> str | None:
    return sheet_rounds.standing_of(sheet.teams, sheet.totals, sheet.target).winner


def _refuse_when_won(sheet: Scoresheet) -> None:
    won = _won(sheet)
    if won is not None:
        raise IllegalMove(f"the game is over: {won} reached the target of {sheet.target} and won; "
                          "undo the last round to correct it", rule=_target_rule(sheet))


def _next_round(sheet: Scoresheet, body: Mapping[str, Any]) -> tuple[dict[str, Any], dict[str, Any]]:
    """The round `body` adds after the sheet's last: its row, and its document."""
    _refuse_when_won(sheet)
    result = _score(sheet, body)
    number = sheet.round_count + 1
    totals = sheet_rounds.add_points(sheet.totals, result)
    doc = _document(sheet, number, body, result, totals)
    row = {"sheet_id": sheet.id, "number": number, "entry": dict(body), "totals": totals,
           "document": encode(doc), "summary": encode(sheet_rounds.summary(doc)),
           "created_at": utcnow()}
    return row, doc


def _round_added(sheet: Scoresheet, doc: Mapping[str, Any], doc_text: str) -> Reply:
    """The answer to a round added: the round, the standing after it and the sheet's new version.
    Its text is the round's (`doc_text`, encoded once for the round's row) with the standing
    after it: the keys differ, so that is the text of the merged body."""
    standing = present_standing(sheet)
    return Reply({**doc, **standing}, sheet.version, created=True,
                 text=f"{doc_text[:-1]},{encode(standing)[1:]}")


def add_round(sheet_id: str, token: str, body: Mapping[str, Any], idempotency_key: str | None) -> Result:
    """Score the round and add it and the running totals; IllegalMove once the game is won."""

    def work() -> tuple[Reply, bool]:
        sheet = _lock(sheet_id, token)

        def action() -> Reply:
            row, doc = _next_round(sheet, body)
            queries.insert_round(row)
            queries.save_totals(sheet, row["totals"], row["number"])
            return _round_added(sheet, doc, row["document"])

        return replay_or_run(f"POST /v1/scoresheets/{sheet_id}/rounds", idempotency_key, body, action)

    return _run(work)


def undo_last(sheet_id: str, token: str, expected: Versions) -> Sheet:
    """Take back the last round (a game it won is open again); the sheet as it is then.
    VersionMismatch unless the sheet is at an `expected` version; Conflict without rounds."""

    def work() -> Sheet:
        sheet = _lock(sheet_id, token)
        expected.require(sheet.version)
        if sheet.round_count == 0:
            raise Conflict("there is no round to undo")
        rounds = queries.rounds_from(sheet_id, max(1, sheet.round_count - 1))
        before = rounds[-2].totals if len(rounds) > 1 else {p: 0 for p in sheet.players}
        queries.delete_last_round(sheet_id, sheet.round_count)
        queries.save_totals(sheet, before, sheet.round_count - 1)
        return Sheet(sheet.version, sheet_json(sheet, queries.summaries(sheet_id)))

    return atomic(work)


def replace_round(sheet_id: str, token: str, number: int, body: Mapping[str, Any],
                  expected: Versions) -> Sheet:
    """Round `number` rescored from a corrected entry and every total after it recomputed; the
    sheet as it is then. VersionMismatch unless the sheet is at an `expected` version."""

    def work() -> Sheet:
        sheet = _lock(sheet_id, token)
        expected.require(sheet.version)
        if not 1 <= number <= sheet.round_count:
            raise NotFound(f"scoresheet {sheet_id!r} has no round {number}")
        rounds = queries.rounds_from(sheet_id, max(1, number - 1))
        totals = dict(rounds.pop(0).totals) if number > 1 else {p: 0 for p in sheet.players}
        result = _score(sheet, body)
        for row in rounds:
            if row.number == number:
                row.entry = dict(body)
                totals = sheet_rounds.add_points(totals, result)
                doc = _document(sheet, number, body, result, totals)
            else:
                doc = json.loads(row.document)
                totals = sheet_rounds.add_points(totals, doc)
                doc = _retotal(sheet, doc, totals)
            row.totals, row.document, row.summary = totals, encode(doc), encode(sheet_rounds.summary(doc))
            won = sheet_rounds.standing_of(sheet.teams, totals, sheet.target).winner
            if won is not None and row.number < sheet.round_count:
                raise IllegalMove(
                    f"with this correction {won} wins the game in round {row.number}, but "
                    f"rounds {row.number + 1}-{sheet.round_count} were played after it; undo "
                    "those rounds first", rule=_target_rule(sheet))
        queries.save_totals(sheet, totals, sheet.round_count)
        return Sheet(sheet.version, sheet_json(sheet, queries.summaries(sheet_id)))

    return atomic(work)
