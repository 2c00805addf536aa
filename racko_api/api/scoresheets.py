"""Scoresheets: running totals for a game at a real table, kept until someone wins.

Anyone with a sheet's id may read it; changing it needs the edit token returned when it was
created. Every POST takes an `Idempotency-Key`; corrections need `If-Match` with the ETag.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from flask import g
from flask_smorest import Blueprint
from marshmallow import ValidationError
from webargs.flaskparser import abort

from ..games.kinds import AnyKind
from ..ops import json_codec
from ..services import scoresheets
from ..services import streams as stream_service
from . import conditional, context, csv_export, streams
from .answers import CREATED, ETAG, NOT_MODIFIED, versioned, written
from .errors import problem_response
from .links import ROUND_ADDED, SHEET_CREATED
from .schemas.forms import body_doc
from .schemas.headers import (
    CreationHeaders,
    IdempotencyHeaders,
    IfMatchHeaders,
    IfNoneMatchHeaders,
    StreamHeaders,
)
from .schemas.scoresheets import (
    RoundAddedOut,
    RoundCorrectedOut,
    RoundForms,
    RoundOut,
    SheetCreatedOut,
    SheetEventsOut,
    SheetEventsQuery,
    SheetIn,
    SheetOut,
)
from .writes import CREATE, SHEET_CHANGE, write

blp = Blueprint("scoresheets", __name__, url_prefix="/v1/scoresheets",
                description="Scoresheets: running totals for a game at a real table")
# Schemas are given as instances: a class given to `arguments` is instantiated per request.

NO_TOKEN = problem_response("no edit token (Authorization: Bearer <edit_token>)")
WRONG_TOKEN = problem_response("not this sheet's edit token")
NOT_FOUND = problem_response("no such scoresheet (or round)")
TOO_MANY = problem_response("too many changes from this address; see Retry-After")
ROUND_FORMS = ("Rack-O sheets: {rack_o?, entries}, every player's rack or quick entry; Super Rack-O "
               "sheets: {winner, rack?}, who won the round and the winning double rack if typed")


BASE = blp.url_prefix


ROUND_BODY = RoundForms()


def round_in_sheet_form(kind: AnyKind, body: Mapping[str, Any]) -> Mapping[str, Any]:
    """The round in the form of the sheet's game; a body that is not one is refused (422) naming
    each bad field, as a body refused at the door is."""
    try:
        return ROUND_BODY.load_for(kind, body)
    except ValidationError as exc:
        abort(422, exc=exc, messages={"json": exc.messages})


@write(blp, "", "POST", "create_sheet", CREATE,
       headers=CreationHeaders(),
       body=SheetIn(),
       answer=(201, SheetCreatedOut),
       answer_headers=CREATED,
       answer_docs=(SHEET_CREATED,),
       refusals={
           422: problem_response("invalid players, teams, ruleset or options; or an "
                                 "Idempotency-Key reused with a different body"),
           429: problem_response("too many sheets created from this address; see Retry-After"),
       })
def create_sheet(body: dict[str, Any], idempotency_key: str | None = None) -> Any:
    """Start a scoresheet; the answer holds the edit token, shown only this once."""
    result = scoresheets.create(body, idempotency_key, ttl_hours=context.idempotency_ttl_hours(),
                                outlets=context.outlets())
    return written(result, location=f"{BASE}/{result.reply.body['id']}")


@blp.route("/<string:sheet_id>")
@blp.doc(operationId="get_sheet")
@blp.arguments(IfNoneMatchHeaders(), location="headers", as_kwargs=True)
@blp.response(200, SheetOut, headers=ETAG)
@blp.doc(**csv_export.SHEET_CSV_DOC)
@blp.alt_response(304, **NOT_MODIFIED)
@blp.alt_response(404, **NOT_FOUND)
def get_sheet(sheet_id: str, if_none_match: str | None = None) -> Any:
    """The sheet: every round, each player's total (and each team's), the leaders and the winner.
    With `Accept: text/csv`, its rounds as CSV, a line a player a round."""
    if csv_export.wanted():
        sheet = scoresheets.read(sheet_id, context.rendered_sheets())
        rows = csv_export.sheet_rows(json_codec.loads(sheet.text or "{}"))
        return csv_export.answer(rows, f"scoresheet-{sheet_id}.csv")
    sheet = scoresheets.read(sheet_id, context.rendered_sheets(),
                             conditional.if_none_match(if_none_match))
    answer = versioned(sheet.version, sheet.text, **{"Cache-Control": "no-cache"})
    answer.vary.add("Accept")
    return answer


@blp.route("/<string:sheet_id>/events")
@blp.doc(operationId="list_sheet_events")
@blp.arguments(SheetEventsQuery(), location="query", as_kwargs=True)
@blp.arguments(StreamHeaders(), location="headers", as_kwargs=True)
@blp.response(200, SheetEventsOut)
@blp.doc(**streams.STREAM_DOC)
@blp.alt_response(404, **NOT_FOUND)
@blp.alt_response(429, **problem_response("a stream only: this client holds as many open streams as "
                                          "one client may (STREAMS_PER_CLIENT); close one or poll "
                                          "with `after` (see Retry-After)"))
@blp.alt_response(503, **problem_response("a stream only: this server holds as many streams as it "
                                          "may; poll with `after` (see Retry-After)"))
def get_sheet_events(sheet_id: str, after: int = 0, last_event_id: int | None = None) -> Any:
    """What happened to the sheet after event `after`: rounds added, corrected and undone, the
    game won. With `Accept: text/event-stream`, the same events as Server-Sent Events as they
    happen, until the game is won; anyone with the sheet's id may follow it."""
    if streams.wanted():
        max_open, outlets = context.streams_max_open(), context.outlets()
        return streams.stream(lambda n: stream_service.open_sheet(sheet_id, n, max_open=max_open,
                                                                  outlets=outlets),
                              after, last_event_id)
    return stream_service.sheet_events(sheet_id, after)


@write(blp, "/<string:sheet_id>/rounds", "POST", "add_round", SHEET_CHANGE,
       headers=IdempotencyHeaders(),
       body=ROUND_BODY,
       body_description=ROUND_FORMS,
       request_docs=(body_doc(RoundForms),),
       answer=(201, RoundAddedOut),
       answer_headers=CREATED,
       answer_docs=(ROUND_ADDED,),
       refusals={
           401: NO_TOKEN,
           403: WRONG_TOKEN,
           404: NOT_FOUND,
           409: problem_response("the game is already won (R-TARGET)"),
           422: problem_response("a round that cannot be, naming the entry, field and "
                                 "rule; a sheet that holds its 2,000 rounds already; or "
                                 "an Idempotency-Key reused with a different body"),
           429: TOO_MANY,
       })
def add_round(body: dict[str, Any], sheet_id: str, idempotency_key: str | None = None) -> Any:
    """Score a round (full racks or quick entries) and add it to the running totals.

    On a super-rack-o sheet a round is won, not scored: the winner's count goes up by one.
    """
    result = scoresheets.add_round(sheet_id, g.bearer_token, body, idempotency_key,
                                   take_round=round_in_sheet_form, ttl_hours=context.idempotency_ttl_hours(),
                                   known=context.known_sheets(), outlets=context.outlets())
    return written(result, location=f"{BASE}/{sheet_id}/rounds/{result.reply.body['number']}")


@blp.route("/<string:sheet_id>/rounds/<int:number>")
@blp.doc(operationId="get_round")
@blp.response(200, RoundOut, headers=ETAG)
@blp.alt_response(404, **NOT_FOUND)
def get_round(sheet_id: str, number: int) -> Any:
    """One round of a sheet, with the running totals after it."""
    found = scoresheets.read_round(sheet_id, number)
    return versioned(found.version, found.text)


@write(blp, "/<string:sheet_id>/rounds/<int:number>", "PUT", "replace_round", SHEET_CHANGE,
       headers=IfMatchHeaders(),
       body=ROUND_BODY,
       body_description=ROUND_FORMS,
       request_docs=(body_doc(RoundForms),),
       answer=(200, RoundCorrectedOut),
       answer_headers=ETAG,
       refusals={
           401: NO_TOKEN,
           403: WRONG_TOKEN,
           404: NOT_FOUND,
           409: problem_response("the correction would end the game before later rounds "
                                 "(R-TARGET)"),
           412: problem_response("If-Match is not the current ETag: read the sheet again"),
           422: problem_response("a round that cannot be, naming the entry, field and rule"),
           428: problem_response("If-Match is missing"),
           429: TOO_MANY,
       })
def replace_round(body: dict[str, Any], sheet_id: str, number: int,
                  if_match: str | None = None) -> Any:
    """Correct round n: it is scored again and every total after it follows.

    The answer is the corrected round and the sheet's new totals and standing, not every round.
    """
    expected = conditional.if_match(if_match, required=True)
    sheet = scoresheets.replace_round(sheet_id, g.bearer_token, number, body, expected,
                                      take_round=round_in_sheet_form, outlets=context.outlets())
    return versioned(sheet.version, sheet.text)


@write(blp, "/<string:sheet_id>/rounds/last", "DELETE", "undo_last_round", SHEET_CHANGE,
       headers=IfMatchHeaders(),
       answer=(200, SheetOut),
       answer_headers=ETAG,
       refusals={
           401: NO_TOKEN,
           403: WRONG_TOKEN,
           404: NOT_FOUND,
           409: problem_response("the sheet has no round to undo"),
           412: problem_response("If-Match is not the current ETag: read the sheet again"),
           428: problem_response("If-Match is missing"),
           429: TOO_MANY,
       })
def undo_last_round(sheet_id: str, if_match: str | None = None) -> Any:
    """Undo the last round (a game it won is open again)."""
    expected = conditional.if_match(if_match, required=True)
    sheet = scoresheets.undo_last(sheet_id, g.bearer_token, expected, outlets=context.outlets())
    return versioned(sheet.version, sheet.text)
