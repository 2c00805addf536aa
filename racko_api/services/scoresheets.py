"""Scoresheet use cases: create, read, add a round, undo the last, replace round n.

Each write is one transaction (`atomic`), the same on every database: it locks the sheet's row
and reads its version (`store.sheet_queries.lock_sheet`), has the rules core score the round,
writes the totals, the round and the idempotency record, and commits; the sheet's UPDATE checks
the version it read and bumps it (the ETag). Adding a round may start from the row as this
process last wrote it instead of reading it (`add_round`): the UPDATE's version check is then
the read's check. Writes to one sheet take turns, so the running
totals stay exact. The rules core scores rounds and decides the winner (R-TARGET); this module
only keeps the sheet. Refusals are domain errors (`services.errors`); no HTTP here.
"""

from __future__ import annotations

import copy
import re
import secrets
from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass
from typing import Any

from racko_api.core.errors import FieldError, IllegalMove, InvalidInput, RulesError
from racko_api.core.sheet import NewSheet, SheetKind, team_name
from racko_api.core.words import tr
from racko_api.games.kinds import KINDS, AnyKind, kind_of

from ..ops import json_codec
from ..store import sheet_queries as queries
from ..store.clock import as_utc, utcnow
from ..store.idempotency import Reply
from ..store.scoresheets import Scoresheet
from ..store.sheet_queries import SheetRecord
from ..store.transactions import atomic
from . import sheet_rounds, table_ledger
from .errors import Conflict, NotFound
from .idempotency import Result, replay_or_run
from .outlets import Outlets
from .sheet_cache import KnownSheets, RenderedSheets
from .tokens import hash_token, matches, new_token, verify_token
from .versions import NO_VERSION, Versions

# Idempotency scopes are stored keys: they keep the form records have always been kept under.
CREATE_SCOPE = "POST /v1/scoresheets"
SHEET_ID = re.compile(r"[A-Za-z0-9_-]{1,32}")  # secrets.token_urlsafe(12) is 16 of these
# A sheet's rounds are bounded, so every read and write of one is: a table plays a few dozen.
MAX_ROUNDS = 2_000


# --- presenting (JSON-ready; what an idempotent replay returns) --------------------------------

encode = json_codec.dumps


def standing_after(sheet: SheetRecord, totals: Mapping[str, int], round_count: int) -> dict[str, Any]:
    """The standing (leaders, winner, tie at the target) of the sheet's players or teams at
    `totals` after `round_count` rounds, as answers and events show it."""
    now = sheet_rounds.standing_of(sheet.teams, totals, sheet.target)
    return {"leaders": list(now.leaders) if round_count else [], "winner": now.winner,
            "tie_at_target": now.tie_at_target}


def present_standing(sheet: SheetRecord) -> dict[str, Any]:
    return standing_after(sheet, sheet.totals, sheet.round_count)


def present_head(sheet: SheetRecord) -> dict[str, Any]:
    """The sheet without its rounds."""
    totals = sheet.totals
    return {
        "id": sheet.id,
        "game": sheet.game,
        "ruleset": sheet.ruleset,
        "options": sheet.options,
        "target": sheet.target,
        "players": [{"name": p, "total": totals[p]} for p in sheet.players],
        "teams": [{"name": team_name(t), "players": list(t),
                   "total": sum(totals[p] for p in t)} for t in sheet.teams or ()],
        "round_count": sheet.round_count,
        **present_standing(sheet),
        **({"table": {"id": sheet.table_id, "player_ids": list(sheet.player_ids or ())}}
           if getattr(sheet, "table_id", None) else {}),
        "version": sheet.version,
        "created_at": as_utc(sheet.created_at).isoformat(),
        "updated_at": as_utc(sheet.updated_at).isoformat(),
    }


def sheet_json(sheet: SheetRecord, summaries: Sequence[str]) -> str:
    """The whole sheet as JSON text: the head, then every round's summary with its running totals
    worked out from the sheet's ledger."""
    head = encode(present_head(sheet))
    rounds = [encode(sheet_rounds.with_totals(json_codec.loads(text), totals))
              for text, totals in zip(summaries, sheet_rounds.running(sheet.players, sheet.points),
                                      strict=True)]
    return f'{head[:-1]},"rounds":[{",".join(rounds)}]}}'


# --- create ---------------------------------------------------------------------------------------

def create(body: Mapping[str, Any], idempotency_key: str | None, *, ttl_hours: int,
           outlets: Outlets) -> Result:
    """A new empty sheet with its edit token (shown once, stored only as a hash); InvalidInput
    names what is wrong with the players, teams, ruleset or target. An idempotent answer is kept
    `ttl_hours`."""
    new = kind_of(body["ruleset"]).sheet.new_sheet(body)

    def action() -> Reply:
        return add_new_sheet(new, body)

    result = _run(lambda: replay_or_run(CREATE_SCOPE, idempotency_key, body, action, ttl_hours))
    if not result.replayed:
        outlets.count_created("scoresheet")
    return result


def add_new_sheet(new: NewSheet, body: Mapping[str, Any], **table: Any) -> Reply:
    """In the creating transaction: the sheet `new` describes, saved with a fresh edit token
    (and `table_id` and `player_ids` for a table's sheet); the answer holds the token, sealed."""
    token = new_token()
    now = utcnow()
    sheet = Scoresheet(id=secrets.token_urlsafe(12), game=new.game, ruleset=new.ruleset,
                       options=dict(body.get("options") or {}), players=new.players,
                       teams=new.teams, target=new.target, edit_token_hash=hash_token(token),
                       totals={p: 0 for p in new.players}, points=[], round_count=0,
                       created_at=now, updated_at=now, **table)
    queries.add_sheet(sheet)
    return Reply({**present_head(sheet), "rounds": [], "edit_token": token}, sheet.version,
                 created=True, sealed=("edit_token",))


def _run(work: Callable[[], tuple[Reply, bool]]) -> Result:
    reply, replayed = atomic(work)
    return Result(reply, replayed)


# --- the event log (what a sheet's stream carries) ------------------------------------------------

def topic(sheet_id: str) -> str:
    return f"sheet:{sheet_id}"


def _events(sheet: SheetRecord, kind: str, number: int, totals: Mapping[str, int], round_count: int,
            won_before: str | None, doc: Mapping[str, Any] | None = None,
            standing: Mapping[str, Any] | None = None) -> list[str]:
    """What a write does, as its stream and `GET .../events` show it (JSON text): the round, the
    sheet's version, round count and totals after it, the standing then (leaders, winner, tie at
    the target); a round added or corrected also as the sheet lists it (`summary`, from its
    document `doc`), so a follower paints it without reading the sheet; and `game_won` when the
    write decided the game. `standing`: the one after the write (`standing_after`), when the
    caller has it already."""
    version = sheet.version + 1  # the version this write leads to
    now = standing or standing_after(sheet, totals, round_count)
    won = now["winner"]
    event: dict[str, Any] = {
        "type": kind, "round": number, "version": version, "round_count": round_count,
        "players": [{"name": p, "total": totals[p]} for p in sheet.players], "winner": won,
        "leaders": now["leaders"], "tie_at_target": now["tie_at_target"]}
    if doc is not None:
        event["summary"] = sheet_rounds.summary(doc)
    events = [event]
    if won is not None and won != won_before:
        events.append({"type": "game_won", "round": number, "version": version, "winner": won})
    return [encode(e) for e in events]


def _save(sheet: SheetRecord, totals: Mapping[str, int], points: list[list[int]], events: list[str]) -> int:
    """The sheet's totals and ledger with the write's events (one UPDATE, one INSERT); the
    number of its last event."""
    queries.save_totals(sheet, totals, points, len(events))
    queries.insert_events(sheet, events)
    return sheet.event_count


def _announce(outlets: Outlets, sheet_id: str, last: int) -> None:
    """After the commit: wake the sheet's streams on every server (`last`: its last event now)."""
    outlets.wakeups.publish(topic(sheet_id), last)


# --- read -------------------------------------------------------------------------------------------

def _not_found(sheet_id: str) -> NotFound:
    return NotFound(tr("no scoresheet {sheet_id!r}", sheet_id=sheet_id))


@dataclass(frozen=True)
class Sheet:
    """A sheet as read: its version, and its JSON text (None when the reader holds it already)."""

    version: int
    text: str | None


def read(sheet_id: str, rendered: RenderedSheets, held: Versions = NO_VERSION) -> Sheet:
    """The sheet's version and JSON text; the text is None when `held` (the versions the reader
    has) names the current version.

    When this process served the sheet before (`rendered`, its sheets as served), its version is
    read first (one integer): the text kept is the answer while the version is the same, and the
    rounds are read only once it moved."""
    if not SHEET_ID.fullmatch(sheet_id):
        raise _not_found(sheet_id)
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
        raise NotFound(tr("scoresheet {sheet_id!r} has no round {number}", sheet_id=sheet_id, number=number))
    totals = sheet_rounds.totals_after(found.players, found.points, number)
    return Sheet(found.sheet_version,
                 encode(sheet_rounds.with_totals(json_codec.loads(found.document), totals)))


# --- write ------------------------------------------------------------------------------------------

RoundReader = Callable[[AnyKind, Mapping[str, Any]], Mapping[str, Any]]
"""A round's body as the sheet's game takes it: (kind, body) -> round, or a refusal (422) naming
each bad field of a body that is not such a round."""

def _lock(sheet_id: str, token: str) -> SheetRecord:
    """The sheet, locked for this transaction, once the caller's edit token is checked."""
    sheet = queries.lock_sheet(sheet_id) if SHEET_ID.fullmatch(sheet_id) else None
    if sheet is None:
        raise _not_found(sheet_id)
    verify_token(token, sheet.edit_token_hash)
    return sheet


def _won(sheet: SheetRecord) -> str | None:
    return sheet_rounds.standing_of(sheet.teams, sheet.totals, sheet.target).winner


def _refuse_when_won(sheet: SheetRecord, kind: SheetKind) -> None:
    won = _won(sheet)
    if won is not None:
        raise IllegalMove(tr("the game is over: {won} reached the target of {target} and "
                             "won; undo the last round to correct it", won=won,
                             target=sheet.target), rule=kind.target_rule)


def _refuse_when_full(sheet: SheetRecord) -> None:
    if sheet.round_count >= MAX_ROUNDS:
        message = (tr("a scoresheet holds at most {max_rounds} rounds and this one is full; "
                      "start a new sheet", max_rounds=MAX_ROUNDS))
        raise InvalidInput(message, errors=(FieldError("", message),))


@dataclass(frozen=True)
class _Scored:
    """A round as typed, in the sheet's names, and its result: the same at every version of the
    sheet, whose players, teams, ruleset and options never change, so it is worked out once."""

    typed: Mapping[str, Any]
    result: dict[str, Any]


def _score(sheet: SheetRecord, body: Mapping[str, Any]) -> _Scored:
    typed = sheet_rounds.in_sheet_names(sheet.players, body)
    return _Scored(typed, KINDS[sheet.game].sheet.score(sheet, typed))


@dataclass(frozen=True)
class _Added:
    """A round worked out on a sheet as read: its score, row and document, the totals, ledger and
    standing after it, and its events."""

    scored: _Scored
    row: dict[str, Any]
    doc: dict[str, Any]
    totals: Mapping[str, int]
    points: list[list[int]]
    standing: dict[str, Any]
    events: list[str]

    def reply(self, version: int) -> Reply:
        """The answer: the round, the standing after it and the sheet's new version. Its text is
        the round's (encoded once for the round's row) with the standing: the keys differ, so
        that is the text of the merged body."""
        return Reply({**self.doc, **self.standing}, version, created=True,
                     text=f"{self.row['document'][:-1]},{encode(self.standing)[1:]}")


def _added(sheet: SheetRecord, body: Mapping[str, Any], scored: _Scored | None = None) -> _Added:
    """The round `body` adds after the sheet's last (`scored`: its score, when worked out on an
    earlier version of the sheet): its row, its document, the totals, ledger and standing after
    it, and its events, each worked out once."""
    kind = KINDS[sheet.game].sheet
    _refuse_when_won(sheet, kind)
    _refuse_when_full(sheet)
    scored = scored or _score(sheet, body)
    number = sheet.round_count + 1
    totals = sheet_rounds.add_points(sheet.totals, scored.result)
    doc = kind.document(sheet, number, scored.typed, scored.result, totals)
    row = {"sheet_id": sheet.id, "number": number, "entry": dict(scored.typed),
           "document": encode(doc), "summary": encode(sheet_rounds.summary(doc)),
           "created_at": utcnow()}
    standing = standing_after(sheet, totals, number)
    points = [*sheet.points, sheet_rounds.points_of(sheet.players, scored.result)]
    return _Added(scored, row, doc, totals, points, standing,
                  _events(sheet, "round_added", number, totals, number, None, doc, standing))


def _known_copy(known: KnownSheets, sheet_id: str, token: str) -> SheetRecord | None:
    """A copy of the sheet's row as this process last wrote it, if it kept one that the token
    opens (a copy refuses nothing: a wrong token is refused on the row read under its lock)."""
    kept = known.kept(sheet_id)
    if kept is None or not matches(token, kept[1].edit_token_hash):
        return None
    return copy.copy(kept[1])


def _on_copy(sheet: SheetRecord, body: Mapping[str, Any]) -> _Added | None:
    """The round worked out on this process's copy of the sheet; None when the copy would refuse
    it: the caller decides on the row read under its lock."""
    try:
        return _added(sheet, body)
    except RulesError:
        return None


@dataclass(frozen=True)
class _RoundWritten:
    """What adding a round's transaction did: the answer, whether it was a stored one replayed,
    and the sheet as written (None when replayed: nothing was written)."""

    reply: Reply
    replayed: bool
    sheet: SheetRecord | None


def add_round(sheet_id: str, token: str, body: Mapping[str, Any], idempotency_key: str | None, *,
              take_round: RoundReader, ttl_hours: int, known: KnownSheets, outlets: Outlets) -> Result:
    """Score the round and add it and the running totals; IllegalMove once the game is won.

    The sheet's totals are written first, WHERE its version is the one the round was worked
    out on. That version is the one this process last wrote (`known`), when it holds a copy:
    a sheet a table writes to through one server is then not read before each round. Else, or
    when the sheet has moved on since, the sheet is read under its lock, as every other write
    does. Either way the round is placed on the sheet as the database holds it. The body is
    read in the form of the sheet's game (`take_round`) once the sheet is at hand."""

    def work() -> _RoundWritten:
        copy_of_sheet = _known_copy(known, sheet_id, token)
        # Who may write is settled before a stored answer is looked for: on the row read under
        # its lock, or on the copy (a sheet's token never changes).
        locked = _lock(sheet_id, token) if copy_of_sheet is None else None
        at_hand = copy_of_sheet or locked
        assert at_hand is not None
        round_body = take_round(KINDS[at_hand.game], body)
        written: SheetRecord | None = None  # this attempt's: a retried transaction starts afresh

        def action() -> Reply:
            nonlocal written
            sheet = copy_of_sheet
            tried = _on_copy(sheet, round_body) if sheet is not None else None
            # The copy's totals are written WHERE the sheet is still at the copy's version.
            if sheet is not None and tried is not None and queries.save_totals_if_current(
                    sheet, tried.totals, tried.points, len(tried.events)):
                added = tried
            else:  # placed on the row as it is now, with the score worked out on the copy
                sheet = locked or _lock(sheet_id, token)
                added = _added(sheet, round_body, tried.scored if tried is not None else None)
                queries.save_totals(sheet, added.totals, added.points, len(added.events))
            queries.insert_round(added.row)
            table_ledger.round_written(sheet, added.row["number"], added.doc, added.totals, None,
                                       replacing=False)
            queries.insert_events(sheet, added.events)
            written = sheet
            return added.reply(sheet.version)

        reply, replayed = replay_or_run(f"POST /v1/scoresheets/{sheet_id}/rounds", idempotency_key,
                                        round_body, action, ttl_hours)
        return _RoundWritten(reply, replayed, None if replayed else written)

    done = atomic(work)
    if done.sheet is not None:
        known.put(sheet_id, done.sheet.version, done.sheet)
        _announce(outlets, sheet_id, done.sheet.event_count)
    return Result(done.reply, done.replayed)


def undo_last(sheet_id: str, token: str, expected: Versions, *, outlets: Outlets) -> Sheet:
    """Take back the last round (a game it won is open again); the sheet as it is then.
    VersionMismatch unless the sheet is at an `expected` version; Conflict without rounds."""

    def work() -> tuple[Sheet, int]:
        sheet = _lock(sheet_id, token)
        expected.require(sheet.version)
        if sheet.round_count == 0:
            raise Conflict(tr("there is no round to undo"))
        undone = sheet.round_count
        won_before = _won(sheet)
        ledger = list(sheet.points[:-1])
        before = sheet_rounds.totals_after(sheet.players, ledger)
        queries.delete_last_round(sheet_id, undone)
        table_ledger.round_undone(sheet, undone, before, won_before)
        last = _save(sheet, before, ledger,
                     _events(sheet, "round_undone", undone, before, undone - 1, None))
        return Sheet(sheet.version, sheet_json(sheet, queries.summaries(sheet_id))), last

    sheet, last = atomic(work)
    _announce(outlets, sheet_id, last)
    return sheet


def replace_round(sheet_id: str, token: str, number: int, body: Mapping[str, Any],
                  expected: Versions, *, take_round: RoundReader, outlets: Outlets) -> Sheet:
    """Round `number` rescored from a corrected entry; the answer is that round (with the running
    totals after it) and the sheet's head (the new totals and standing), not every round.

    One round's row and the sheet's row are written, whatever the round's place: later rounds
    keep their points, and their running totals are sums over the sheet's ledger.
    VersionMismatch unless the sheet is at an `expected` version; IllegalMove when the
    correction would end the game before rounds that were played after it."""

    def work() -> tuple[Sheet, int]:
        sheet = _lock(sheet_id, token)
        round_body = take_round(KINDS[sheet.game], body)  # in the form of the sheet's game
        expected.require(sheet.version)
        won_before = _won(sheet)
        if not 1 <= number <= sheet.round_count:
            raise NotFound(tr("scoresheet {sheet_id!r} has no round {number}",
                              sheet_id=sheet_id, number=number))
        kind = KINDS[sheet.game].sheet
        typed = sheet_rounds.in_sheet_names(sheet.players, round_body)
        result = kind.score(sheet, typed)
        ledger = list(sheet.points)
        ledger[number - 1] = sheet_rounds.points_of(sheet.players, result)
        early = sheet_rounds.first_win(sheet.players, sheet.teams, ledger, sheet.target,
                                       range(number, sheet.round_count))
        if early is not None:
            won_in, won = early
            raise IllegalMove(
                tr("with this correction {won} wins the game in round {round}, but rounds "
                   "{next_round}-{last_round} were played after it; undo those rounds first",
                   won=won, round=won_in, next_round=won_in + 1, last_round=sheet.round_count),
                   rule=kind.target_rule)
        doc = kind.document(sheet, number, typed, result,
                            sheet_rounds.totals_after(sheet.players, ledger, number))
        queries.rewrite_round(sheet_id, number, typed, encode(doc), encode(sheet_rounds.summary(doc)))
        totals = sheet_rounds.totals_after(sheet.players, ledger)
        table_ledger.round_written(sheet, number, doc, totals, won_before, replacing=True)
        last = _save(sheet, totals, ledger, _events(
            sheet, "round_corrected", number, totals, sheet.round_count, won_before, doc))
        return Sheet(sheet.version, encode({**present_head(sheet), "round": doc})), last

    sheet, last = atomic(work)
    _announce(outlets, sheet_id, last)
    return sheet
