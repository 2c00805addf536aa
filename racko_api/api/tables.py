"""Tables: friends who play together, with their players (ids that stay across renames), their
sheets newest first and their statistics.

Anyone with a table's id may read it; adding or renaming players and making sheets for it need
the edit token returned when it was made. A read's ETag moves on with every write to the table
or to any of its sheets.
"""

from __future__ import annotations

from typing import Any

from flask import g
from flask_smorest import Blueprint

from ..services import table_stats, tables
from . import conditional, context, csv_export
from .answers import CREATED, ETAG, NOT_MODIFIED, versioned, written
from .errors import problem_response
from .links import SHEET_CREATED, TABLE_CREATED
from .schemas.headers import CreationHeaders, IfNoneMatchHeaders, OptionalIfMatchHeaders
from .schemas.tables import (
    PlayerIn,
    PlayersIn,
    TableCreatedOut,
    TableIn,
    TableOut,
    TableQuery,
    TableSheetCreatedOut,
    TableSheetIn,
    TableStatsOut,
)
from .writes import CREATE, TABLE_CHANGE, TABLE_CREATE, write

blp = Blueprint("tables", __name__, url_prefix="/v1/tables",
                description="Tables: friends who play together, their games and statistics")
BASE = blp.url_prefix

NO_TOKEN = problem_response("no edit token (Authorization: Bearer <edit_token>)")
WRONG_TOKEN = problem_response("not this table's edit token")
NOT_FOUND = problem_response("no such table (or player)")
TOO_MANY = problem_response("too many changes from this address; see Retry-After")


@write(blp, "", "POST", "create_table", CREATE,
       headers=CreationHeaders(),
       body=TableIn(),
       answer=(201, TableCreatedOut),
       answer_headers=CREATED,
       answer_docs=(TABLE_CREATED,),
       refusals={
           422: problem_response("invalid name or players; or an Idempotency-Key reused "
                                 "with a different body"),
           429: problem_response("too many tables created from this address; see "
                                 "Retry-After"),
       })
def create_table(body: dict[str, Any], idempotency_key: str | None = None) -> Any:
    """Make a table of friends; the answer holds its edit token, shown only this once, and the
    link anyone may read it at."""
    result = tables.create(body, idempotency_key, ttl_hours=context.idempotency_ttl_hours(),
                           outlets=context.outlets())
    location = f"{BASE}/{result.reply.body['id']}"
    return written(result, {**result.reply.body, "read_url": location}, location=location)


@blp.route("/<string:table_id>")
@blp.doc(operationId="get_table")
@blp.arguments(TableQuery(), location="query", as_kwargs=True)
@blp.arguments(IfNoneMatchHeaders(), location="headers", as_kwargs=True)
@blp.response(200, TableOut, headers=ETAG)
@blp.doc(**csv_export.HISTORY_CSV_DOC)
@blp.alt_response(304, **NOT_MODIFIED)
@blp.alt_response(404, **NOT_FOUND)
def get_table(table_id: str, limit: int = tables.SHEETS_LISTED,
              if_none_match: str | None = None) -> Any:
    """The table: its players, and its sheets newest first with their winners. With
    `Accept: text/csv`, its whole history as CSV, a line a player a game."""
    if csv_export.wanted():
        return csv_export.answer(csv_export.history_rows(tables.history(table_id)),
                                 f"table-{table_id}.csv")
    found = tables.read(table_id, conditional.if_none_match(if_none_match), limit)
    answer = versioned(found.version, found.body, **{"Cache-Control": "no-cache"})
    answer.vary.add("Accept")
    return answer


@blp.route("/<string:table_id>/stats")
@blp.doc(operationId="get_table_stats")
@blp.arguments(IfNoneMatchHeaders(), location="headers", as_kwargs=True)
@blp.response(200, TableStatsOut, headers=ETAG)
@blp.alt_response(304, **NOT_MODIFIED)
@blp.alt_response(404, **NOT_FOUND)
def get_table_stats(table_id: str, if_none_match: str | None = None) -> Any:
    """Each player's games played and won (by edition too), rounds, average points a round,
    Rack-Os, best round, longest run, and head to head against every other player."""
    found = table_stats.read(table_id, conditional.if_none_match(if_none_match))
    return versioned(found.version, found.body, **{"Cache-Control": "no-cache"})


@write(blp, "/<string:table_id>/players", "POST", "add_table_players", TABLE_CHANGE,
       body=PlayersIn(),
       answer=(200, TableOut),
       answer_headers=ETAG,
       refusals={
           401: NO_TOKEN,
           403: WRONG_TOKEN,
           404: NOT_FOUND,
           409: problem_response("a name the table has already"),
           422: problem_response("invalid names, or more players than a table has"),
           429: TOO_MANY,
       })
def add_table_players(body: dict[str, Any], table_id: str) -> Any:
    """New players at the table, each with the next id; the table as it is then."""
    found = tables.add_players(table_id, g.bearer_token, body["players"])
    return versioned(found.version, found.body)


@write(blp, "/<string:table_id>/players/<int:player_id>", "PUT", "rename_table_player", TABLE_CHANGE,
       headers=OptionalIfMatchHeaders(),
       body=PlayerIn(),
       answer=(200, TableOut),
       answer_headers=ETAG,
       refusals={
           401: NO_TOKEN,
           403: WRONG_TOKEN,
           404: NOT_FOUND,
           409: problem_response("a name another player of the table has"),
           412: problem_response("If-Match is not the current ETag: read the table again"),
           422: problem_response("an invalid name"),
           429: TOO_MANY,
       })
def rename_table_player(body: dict[str, Any], table_id: str, player_id: int,
                        if_match: str | None = None) -> Any:
    """Rename a player: the id stays, and with it the player's games and statistics."""
    expected = conditional.if_match(if_match, required=False)
    found = tables.rename_player(table_id, g.bearer_token, player_id, body["name"], expected)
    return versioned(found.version, found.body)


@write(blp, "/<string:table_id>/sheets", "POST", "create_table_sheet", TABLE_CREATE,
       headers=CreationHeaders(),
       body=TableSheetIn(),
       answer=(201, TableSheetCreatedOut),
       answer_headers=CREATED,
       answer_docs=(SHEET_CREATED,),
       refusals={
           401: NO_TOKEN,
           403: WRONG_TOKEN,
           404: NOT_FOUND,
           422: problem_response("players the table does not have, or invalid teams, "
                                 "ruleset or options; a table with its 10,000 sheets; "
                                 "or an Idempotency-Key reused with a different body"),
           429: TOO_MANY,
       })
def create_table_sheet(body: dict[str, Any], table_id: str,
                       idempotency_key: str | None = None) -> Any:
    """Start a scoresheet for the table with players picked from it by id; the answer holds the
    sheet's own edit token for its rounds, shown only this once."""
    result = tables.create_sheet(table_id, g.bearer_token, body, idempotency_key,
                                 ttl_hours=context.idempotency_ttl_hours(), outlets=context.outlets())
    return written(result, location=f"/v1/scoresheets/{result.reply.body['id']}")
