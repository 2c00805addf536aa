"""Scoresheet use cases: create, read, add a round, undo the last, replace round n.

Each write is one transaction (`atomic`) that locks the sheet row first, so writes to one sheet
take turns and the running totals stay exact; every write bumps the sheet's version (its ETag).
Adding a round, the busy write, is one statement on PostgreSQL (`store.round_append`), placed
after the sheet as the server last wrote it (`store.sheet_states`) or as read, that writes only if
the sheet is still so, and falls back to the locked transaction when the sheet keeps moving.
The rules core scores rounds and decides the winner (R-TARGET); this module only keeps the sheet.
"""

from __future__ import annotations

import json
import re
import secrets
from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from types import SimpleNamespace
from typing import Any

from sqlalchemy import bindparam, insert, literal, null, select, union_all
from sqlalchemy.exc import IntegrityError

from .. import json_codec
from ..api.auth import hash_token, new_token, verify_token
from ..api.errors import ApiError
from ..api.preconditions import etag_for, none_match, require_if_match
from ..db_routing import autocommit_connection, read_rows
from ..extensions import db
from ..metrics import count_created
from ..rules import FieldError, IllegalMove, InvalidInput, Ruleset, get_ruleset
from ..rules.rounds import default_teams, verify_teams
from ..store import round_append
from ..store.clock import as_utc, utcnow
from ..store.idempotency import Reply, purge_now_and_then
from ..store.locking import bump_version, lock_row
from ..store.scoresheets import RACKO, Scoresheet, ScoresheetRound
from ..store.sheet_states import SheetState, sheet_states
from ..store.transactions import atomic
from ..super_rack_o.deal import MAX_PLAYERS, MIN_PLAYERS
from ..super_rack_o.ruleset import SUPER_RACK_O
from . import idempotency, sheet_rounds, sheet_wins
from .idempotency import replay_or_run
from .sheet_cache import rendered_sheets
from .sheet_facts import sheet_facts

BASE = "/v1/scoresheets"
MAX_ROUND = 2**31 - 1  # round numbers are 32-bit integers in the database
SHEET_ID = re.compile(r"[A-Za-z0-9_-]{1,32}")  # secrets.token_urlsafe(12) is 16 of these


@dataclass(frozen=True)
class Result:
    """What a write answers: the reply (stored for idempotent replay) and whether it was replayed."""

    reply: Reply
    replayed: bool = False


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


def _headers(sheet: Scoresheet, location: str | None = None) -> dict[str, str]:
    headers = {"ETag": etag_for(sheet.version)}
    if location:
        headers["Location"] = location
    return headers


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
    if ruleset.options.teams:
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
    """A new empty sheet with its edit token (shown once, stored only as a hash)."""
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
        db.session.add(sheet)
        db.session.flush()
        location = f"{BASE}/{sheet.id}"
        return Reply(201, {**present_head(sheet), "rounds": [], "edit_token": token},
                     _headers(sheet, location), sealed=("edit_token",))

    result = _run(lambda: replay_or_run(f"POST {BASE}", idempotency_key, body, action))
    if not result.replayed:
        count_created("scoresheet")
    return result


def _run(work: Any) -> Result:
    reply, replayed = atomic(work)
    return Result(reply, replayed)


# --- read -------------------------------------------------------------------------------------------

def _not_found(sheet_id: str) -> ApiError:
    return ApiError(404, f"no scoresheet {sheet_id!r}")


def _summaries(sheet_id: str, from_number: int = 1) -> list[str]:
    return list(db.session.scalars(
        select(ScoresheetRound.summary)
        .where(ScoresheetRound.sheet_id == sheet_id, ScoresheetRound.number >= from_number)
        .order_by(ScoresheetRound.number)))


def _sheet_with_summaries() -> Any:
    """One statement (one moment) for a sheet and its rounds: the sheet's row first, then one
    row per round carrying only its summary, so no sheet column is sent or decoded twice."""
    columns = Scoresheet.__table__.columns
    sheet_row = select(*columns, literal(0).label("n"), null().label("summary")) \
        .where(Scoresheet.id == bindparam("sheet_id"))
    round_rows = select(*[null() for _ in columns], ScoresheetRound.number, ScoresheetRound.summary) \
        .where(ScoresheetRound.sheet_id == bindparam("sheet_id"))
    return union_all(sheet_row, round_rows).order_by("n")


SHEET_WITH_SUMMARIES = _sheet_with_summaries()


def _sheet_and_summaries(sheet_id: str) -> tuple[Any, list[str]]:
    """The sheet's row (read-only: its columns as attributes, like a Scoresheet's, without the
    cost of a tracked ORM object) and the rounds' summaries."""
    rows = read_rows(SHEET_WITH_SUMMARIES, {"sheet_id": sheet_id}, on_driver=True)
    if not rows or rows[0].n != 0:
        return None, []
    return rows[0], [row.summary for row in rows[1:]]


SHEET_VERSION = select(Scoresheet.version).where(Scoresheet.id == bindparam("sheet_id"))


def read(sheet_id: str, if_none_match: str | None) -> tuple[str, str | None]:
    """The sheet's ETag and JSON text; the text is None when If-None-Match already names it (304).

    When this process served the sheet before, its version is read first (one integer): the text
    kept is the answer while the version is the same, and the rounds are read only once it moved."""
    if not SHEET_ID.fullmatch(sheet_id):
        raise _not_found(sheet_id)
    rendered = rendered_sheets()
    kept = rendered.kept(sheet_id)
    if kept is not None:
        rows = read_rows(SHEET_VERSION, {"sheet_id": sheet_id}, on_driver=True)
        if not rows:
            raise _not_found(sheet_id)
        version = rows[0].version
        if none_match(if_none_match, version):
            return etag_for(version), None
        if version == kept[0]:
            return etag_for(version), kept[1]
    sheet, summaries = _sheet_and_summaries(sheet_id)
    if sheet is None:
        raise _not_found(sheet_id)
    etag = etag_for(sheet.version)
    if none_match(if_none_match, sheet.version):
        return etag, None
    text = sheet_json(sheet, summaries)
    rendered.put(sheet_id, sheet.version, text)
    return etag, text


def read_round(sheet_id: str, number: int) -> tuple[str, str]:
    """One round's ETag (the sheet's) and its document (with the slot-by-slot detail)."""
    if not SHEET_ID.fullmatch(sheet_id):
        raise _not_found(sheet_id)
    number = number if number <= MAX_ROUND else 0  # beyond any integer column: no such round
    rows = read_rows(
        select(Scoresheet.version, ScoresheetRound.document)
        .outerjoin(ScoresheetRound, (ScoresheetRound.sheet_id == Scoresheet.id)
                   & (ScoresheetRound.number == number))
        .where(Scoresheet.id == sheet_id), {})
    if not rows:
        raise _not_found(sheet_id)
    row = rows[0]
    if row.document is None:
        raise ApiError(404, f"scoresheet {sheet_id!r} has no round {number}")
    return etag_for(row.version), row.document


# --- write ------------------------------------------------------------------------------------------

def _editable(sheet: Any, sheet_id: str, token: str) -> Any:
    """The sheet found for a write (a Scoresheet, or a plain copy of its row), once the caller's
    edit token is checked (404, 403)."""
    if sheet is None:
        raise _not_found(sheet_id)
    verify_token(token, sheet.edit_token_hash)
    return sheet


def _lock(sheet_id: str, token: str) -> Scoresheet:
    """The sheet, locked for this transaction, once the caller's edit token is checked."""
    return _editable(lock_row(Scoresheet, sheet_id) if SHEET_ID.fullmatch(sheet_id) else None,
                     sheet_id, token)


def _touch(sheet: Scoresheet, totals: dict[str, int], round_count: int) -> None:
    """Save the new totals; the UPDATE checks and bumps the version."""
    bump_version(sheet, totals=totals, round_count=round_count, updated_at=utcnow())


def _won(sheet: Any) -> str | None:
    return sheet_rounds.standing_of(sheet.teams, sheet.totals, sheet.target).winner


def _refuse_when_won(sheet: Scoresheet) -> None:
    won = _won(sheet)
    if won is not None:
        raise IllegalMove(f"the game is over: {won} reached the target of {sheet.target} and won; "
                          "undo the last round to correct it", rule=_target_rule(sheet))


def _rounds(sheet_id: str, from_number: int) -> list[ScoresheetRound]:
    return list(db.session.scalars(
        select(ScoresheetRound)
        .where(ScoresheetRound.sheet_id == sheet_id, ScoresheetRound.number >= from_number)
        .order_by(ScoresheetRound.number)))


INSERT_ROUND = insert(ScoresheetRound.__table__)


def _placed(sheet: Any, body: Mapping[str, Any],
            result: Mapping[str, Any]) -> tuple[dict[str, Any], dict[str, Any]]:
    """The round scored as `result` placed after the sheet's last: its row, and its document."""
    number = sheet.round_count + 1
    totals = sheet_rounds.add_points(sheet.totals, result)
    doc = _document(sheet, number, body, result, totals)
    row = {"sheet_id": sheet.id, "number": number, "entry": dict(body), "totals": totals,
           "document": encode(doc), "summary": encode(sheet_rounds.summary(doc)),
           "created_at": utcnow()}
    return row, doc


def _next_round(sheet: Scoresheet, body: Mapping[str, Any]) -> tuple[dict[str, Any], dict[str, Any]]:
    """The round `body` adds to the sheet as read: its row, and its document."""
    _refuse_when_won(sheet)
    return _placed(sheet, body, _score(sheet, body))


def _round_added(sheet: Scoresheet, doc: Mapping[str, Any], doc_text: str) -> Reply:
    """The answer to a round added: the round, the standing after it and the sheet's new ETag.
    Its text is the round's (`doc_text`, encoded once for the round's row) with the standing
    after it: the keys differ, so that is the text of the merged body."""
    standing = present_standing(sheet)
    return Reply(201, {**doc, **standing}, _headers(sheet, f"{BASE}/{sheet.id}/rounds/{doc['number']}"),
                 text=f"{doc_text[:-1]},{encode(standing)[1:]}")


def add_round(sheet_id: str, token: str, body: Mapping[str, Any], idempotency_key: str | None) -> Result:
    """Score the round, add it and the running totals; refused once the game is won (409)."""
    scope = f"POST {BASE}/{sheet_id}/rounds"
    added = _add_round_at_once(sheet_id, token, body, scope, idempotency_key)
    if added is not None:
        return added

    def action(sheet: Scoresheet) -> Reply:
        row, doc = _next_round(sheet, body)
        db.session.connection().execute(INSERT_ROUND, row)
        _touch(sheet, row["totals"], row["number"])
        return _round_added(sheet, doc, row["document"])

    def work() -> tuple[Reply, bool]:
        sheet = _lock(sheet_id, token)
        return replay_or_run(scope, idempotency_key, body, lambda: action(sheet))

    return _run(work)


def _state(sheet: Any) -> SheetState:
    return SheetState(sheet.version, sheet.round_count, sheet.totals)


def _last_written(sheet_id: str) -> SimpleNamespace | None:
    """The sheet as a worker of this server last wrote it: its fixed columns as this process
    read them, and the state shared by every worker, if both are known and belong together."""
    facts = sheet_facts().get(sheet_id)
    if facts is None:
        return None
    state = sheet_states().get(sheet_id)
    if state is None or state.totals.keys() != set(facts["players"]):
        return None
    return SimpleNamespace(**facts, version=state.version, round_count=state.round_count,
                           totals=state.totals)


def _read_to_write(connection: Any, sheet_id: str) -> Any:
    """The sheet as it is now (None if there is none); its fixed columns and state are kept."""
    sheet = round_append.read_sheet(connection, sheet_id)
    if sheet is not None:
        sheet_facts().put(sheet)
        sheet_states().put(sheet_id, _state(sheet))
    return sheet


def _add_round_at_once(sheet_id: str, token: str, body: Mapping[str, Any], scope: str,
                       idempotency_key: str | None) -> Result | None:
    """PostgreSQL: score the round against the sheet as last written (or as read now), and write
    it in one statement on condition that the sheet is still so; no transaction to open or commit.
    When the sheet moved on, the statement says how it is now and the round is placed again
    (its score does not depend on the totals). None hands the request to the locked path: on
    SQLite, when the sheet keeps moving, when the key is already taken (a retry to replay), and
    when a round is refused while the sheet is known only as last written or the request has a
    key (a retry of a round that was added may be owed its first answer)."""
    if not round_append.supported(db.engine.dialect):
        return None
    if not SHEET_ID.fullmatch(sheet_id):
        raise _not_found(sheet_id)
    with autocommit_connection() as connection:
        sheet: Any = _last_written(sheet_id)
        remembered = sheet is not None
        if sheet is None:
            sheet = _read_to_write(connection, sheet_id)
        _editable(sheet, sheet_id, token)  # who may write never changes: a kept token hash will do
        try:
            _refuse_when_won(sheet)
            result = _score(sheet, body)
        except Exception:
            if remembered or idempotency_key is not None:
                return None
            raise
        for _attempt in range(2):
            row, doc = _placed(sheet, body, result)
            read = _state(sheet)
            sheet.totals, sheet.round_count = row["totals"], row["number"]
            sheet.updated_at, sheet.version = row["created_at"], read.version + 1  # as written below
            reply = _round_added(sheet, doc, row["document"])
            record = idempotency.record(scope, idempotency_key, body, reply) if idempotency_key else None
            try:
                appended = round_append.append_round(connection, sheet_id, read, row, record)
            except IntegrityError:
                return None
            if appended.written:
                break
            if appended.now is None:
                return None
            sheet_states().put(sheet_id, appended.now)
            sheet.version, sheet.round_count, sheet.totals = appended.now.version, \
                appended.now.round_count, appended.now.totals
            if _won(sheet) is not None:
                return None
        else:
            return None
        sheet_states().put(sheet_id, _state(sheet))
        if record is not None:
            purge_now_and_then(connection)
    return Result(reply)


def undo_last(sheet_id: str, token: str, if_match: str | None) -> tuple[str, str]:
    """Take back the last round (a game it won is open again); the new ETag and the sheet."""

    def work() -> tuple[str, str]:
        sheet = _lock(sheet_id, token)
        require_if_match(if_match, sheet.version)
        if sheet.round_count == 0:
            raise ApiError(409, "there is no round to undo")
        rounds = _rounds(sheet_id, max(1, sheet.round_count - 1))
        before = rounds[-2].totals if len(rounds) > 1 else {p: 0 for p in sheet.players}
        db.session.delete(rounds[-1])
        _touch(sheet, dict(before), sheet.round_count - 1)
        return etag_for(sheet.version), sheet_json(sheet, _summaries(sheet_id))

    return atomic(work)


def replace_round(sheet_id: str, token: str, number: int, body: Mapping[str, Any],
                  if_match: str | None) -> tuple[str, str]:
    """Round `number` rescored from a corrected entry and every total after it recomputed;
    the new ETag and the sheet."""

    def work() -> tuple[str, str]:
        sheet = _lock(sheet_id, token)
        require_if_match(if_match, sheet.version)
        if not 1 <= number <= sheet.round_count:
            raise ApiError(404, f"scoresheet {sheet_id!r} has no round {number}")
        rounds = _rounds(sheet_id, max(1, number - 1))
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
        _touch(sheet, totals, sheet.round_count)
        return etag_for(sheet.version), sheet_json(sheet, _summaries(sheet_id))

    return atomic(work)
