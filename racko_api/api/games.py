"""Virtual games: a whole game over the API, against people or computer opponents.

The server deals and referees and is the only holder of hidden cards. Each person's seat gets
a token, shown once; it reads that seat's view and plays its actions. Bots play their turns on
the server as soon as it is their turn.
"""

from __future__ import annotations

from typing import Any

from flask import Response, g, request
from flask_smorest import Blueprint

from ..services import games
from ..services import streams as stream_service
from . import conditional, context, streams
from .answers import CREATED, ETAG, NOT_MODIFIED, versioned, written
from .auth import SEAT_SECURITY, SEAT_TOKEN, bearer_required, bearer_token
from .errors import problem_response
from .links import GAME_CREATED
from .schemas.actions import actions_doc
from .schemas.advice import GameAdviceAnswers
from .schemas.forms import answer_doc, body_doc
from .schemas.games import (
    ActionIn,
    ContributedOut,
    ContributeIn,
    EventsOut,
    EventsQuery,
    GameCreatedOut,
    GameForms,
    JoinedOut,
    JoinIn,
    TableAnswers,
    ViewAnswers,
    ViewQuery,
)
from .schemas.headers import ActionHeaders, CreationHeaders, EventsHeaders, IfNoneMatchHeaders
from .writes import CREATE, SEAT_MOVE, write

blp = Blueprint("games", __name__, url_prefix="/v1/games",
                description="Virtual games: deal, play and score a whole game, with bots")

NOT_FOUND = problem_response("no such game")
NO_TOKEN = problem_response("no seat token (Authorization: Bearer <seat_token>)")
WRONG_TOKEN = problem_response("not a seat token of this game, or not the seat asked for")
# A seat's answers differ by token, and every answer changes with the next move.
PER_SEAT = {"Cache-Control": "no-cache", "Vary": "Authorization"}
BASE = blp.url_prefix


def _seen(seen: games.Seen) -> Response:
    return versioned(seen.version, seen.body, **PER_SEAT)


@write(blp, "", "POST", "create_game", CREATE,
       headers=CreationHeaders,
       body=GameForms,
       body_description="Rack-O: a preset `ruleset` with house-rule `options`; Super "
                        "Rack-O: its own ruleset with `options.target` (the wins needed) and "
                        "`options.restock` (turn_over or shuffle, R-RESTOCK). "
                        "`seats` in clockwise order, `bot` on a computer's seat.",
       answer=(201, GameCreatedOut),
       answer_headers=CREATED,
       answer_docs=(GAME_CREATED, body_doc(GameForms)),
       refusals={
           422: problem_response("invalid ruleset, options, seats or seed; or an "
                                 "Idempotency-Key reused with a different body"),
           429: problem_response("too many games created from this address; see Retry-After"),
       })
def create_game(body: dict[str, Any], idempotency_key: str | None = None) -> Response:
    """Seat a table and commit to its deals (`deal_chain`). Each person's seat gets its token or
    invitation, shown only this once. The game waits for its players (phase `waiting`): round 1 is
    dealt, and bots play up to the first person's turn, once the creator's seat (POST
    /v1/games/{id}/contribution) and every invited seat (its claim) have contributed."""
    result = games.create(body, idempotency_key, ttl_hours=context.idempotency_ttl_hours(),
                          outlets=context.outlets(), fixed_seeds=context.fixed_deal_seeds())
    return written(result, games.present_created(result.reply.body),
                   location=f"{BASE}/{result.reply.body['id']}", **PER_SEAT)


@write(blp, "/<string:game_id>/join", "POST", "join_game", CREATE,
       headers=CreationHeaders,
       body=JoinIn,
       answer=(201, JoinedOut),
       refusals={
           403: problem_response("not an invitation to this game"),
           404: NOT_FOUND,
           409: problem_response("the invitation was claimed already (it is single-use)"),
           422: problem_response("no invitation or contribution given; or an "
                                 "Idempotency-Key reused with a different body"),
           429: problem_response("too many requests from this address; see Retry-After"),
       })
def join_game(body: dict[str, Any], game_id: str, idempotency_key: str | None = None) -> Response:
    """Take a seat with the invitation its creator passed on and the seat's contribution: the
    answer holds the seat's token, shown only this once. A second claim of an invitation is
    refused (409); a retry with the first claim's Idempotency-Key replays its answer. The last
    contribution round 1 waits for deals it."""
    result = games.join(game_id, body["invitation"], body["contribution"], idempotency_key,
                        ttl_hours=context.idempotency_ttl_hours(), outlets=context.outlets())
    return written(result, result.reply.body, **PER_SEAT)


@write(blp, "/<string:game_id>/contribution", "POST", "contribute", SEAT_MOVE,
       headers=CreationHeaders,
       body=ContributeIn,
       answer=(200, ContributedOut),
       refusals={
           401: NO_TOKEN,
           403: WRONG_TOKEN,
           404: NOT_FOUND,
           409: problem_response("the seat has contributed already (R-DEAL: once per seat)"),
           422: problem_response("not a text of 1-256 characters; or an Idempotency-Key "
                                 "reused with a different body"),
           429: problem_response("too many actions from this address; see Retry-After"),
       })
def contribute(body: dict[str, Any], game_id: str, idempotency_key: str | None = None) -> Response:
    """The token's seat contributes a text of its own, once, to the seed of every round dealt
    after it: the server committed to its own seeds when the game was made (`deal_chain`), so
    it cannot steer a deal mixed with a text it did not know (docs/deals.md). The creator's seat
    gives its contribution here; the last one round 1 waits for deals it, and bots play up to a
    person's turn."""
    result = games.contribute(game_id, g.bearer_token, body["contribution"], idempotency_key,
                              ttl_hours=context.idempotency_ttl_hours(), outlets=context.outlets())
    return written(result, **PER_SEAT)


@blp.route("/<string:game_id>")
@blp.doc(operationId="get_game_table")
@blp.arguments(IfNoneMatchHeaders, location="headers", as_kwargs=True)
@blp.response(200, TableAnswers, headers=ETAG)
@blp.doc(**answer_doc(TableAnswers))
@blp.alt_response(304, **NOT_MODIFIED)
@blp.alt_response(404, **NOT_FOUND)
def get_game(game_id: str, if_none_match: str | None = None) -> Response:
    """The public table: seats, whose turn, phase, top discard, stock count, scores and winner.
    Never a hidden card (open racks are public)."""
    return _seen(games.read(game_id, conditional.if_none_match(if_none_match)))


@blp.route("/<string:game_id>/view")
@blp.doc(operationId="get_game_view")
@bearer_required(SEAT_TOKEN)
@blp.doc(security=SEAT_SECURITY)
@blp.arguments(ViewQuery, location="query", as_kwargs=True)
@blp.arguments(IfNoneMatchHeaders, location="headers", as_kwargs=True)
@blp.response(200, ViewAnswers, headers=ETAG)
@blp.doc(**answer_doc(ViewAnswers))
@blp.alt_response(304, **NOT_MODIFIED)
@blp.alt_response(401, **NO_TOKEN)
@blp.alt_response(403, **WRONG_TOKEN)
@blp.alt_response(404, **NOT_FOUND)
def get_view(game_id: str, seat: int | None = None, if_none_match: str | None = None) -> Response:
    """What the token's seat may see: its rack, a card it holds, the table, and its legal actions."""
    return _seen(games.seat_view(game_id, g.bearer_token, seat, conditional.if_none_match(if_none_match)))


@blp.route("/<string:game_id>/advice")
@blp.doc(operationId="get_game_advice")
@bearer_required(SEAT_TOKEN)
@blp.doc(security=SEAT_SECURITY)
@blp.arguments(ViewQuery, location="query", as_kwargs=True)
@blp.response(200, GameAdviceAnswers, headers=ETAG)
@blp.doc(**answer_doc(GameAdviceAnswers))
@blp.alt_response(401, **NO_TOKEN)
@blp.alt_response(403, **WRONG_TOKEN)
@blp.alt_response(404, **NOT_FOUND)
@blp.alt_response(409, **problem_response("this seat has no decision to make now (not its turn, or "
                                          "round 1 waits for contributions: R-DEAL)"))
def get_advice(game_id: str, seat: int | None = None) -> Response:
    """What the advisor would do in the token's seat now, and why: the same answer as
    POST /v1/advice, worked out from exactly what this seat may see."""
    return _seen(games.seat_advice(game_id, g.bearer_token, seat))


@write(blp, "/<string:game_id>/actions", "POST", "play_action", SEAT_MOVE,
       headers=ActionHeaders,
       body=ActionIn,
       request_docs=({"requestBody": {"content": {"application/json": {"schema": actions_doc()}}}},),
       answer=(200, ViewAnswers),
       answer_headers=ETAG,
       answer_docs=(answer_doc(ViewAnswers),),
       refusals={
           401: NO_TOKEN,
           403: WRONG_TOKEN,
           404: NOT_FOUND,
           409: problem_response("against the rules now (out of turn, a discard that must "
                                 "be exchanged, round 1 not dealt yet ...): the rule id "
                                 "says which; nothing changed"),
           412: problem_response("If-Match is not the game's version: read it again (never for "
                                 "`next_round` that another seat sent first: that is a 200)"),
           422: problem_response("not an action of this game (the field says why); or an "
                                 "Idempotency-Key reused with a different body"),
           429: problem_response("too many actions from this address; see Retry-After"),
       })
def post_action(body: dict[str, Any], game_id: str, idempotency_key: str | None = None,
                if_match: str | None = None) -> Response:
    """Play one action for the token's seat; bots then play until a person is to play. The answer
    is the seat's new view, with `version` (send it as If-Match next) and `turn`. An action any
    seat may send for the same state (`next_round`) is idempotent: when another seat's request did
    it right after the version this one read (If-Match; without it, the version before the
    current), the answer is 200 with the view as it is now, not a 412 or 409."""
    expected = conditional.if_match(if_match, required=False)
    result = games.act(game_id, g.bearer_token, body, expected, idempotency_key,
                       ttl_hours=context.idempotency_ttl_hours(), outlets=context.outlets())
    return written(result, **PER_SEAT)


@blp.route("/<string:game_id>/events")
@blp.doc(operationId="list_game_events")
@blp.doc(security=[{}, *SEAT_SECURITY])
@blp.arguments(EventsQuery, location="query", as_kwargs=True)
@blp.arguments(EventsHeaders, location="headers", as_kwargs=True)
@blp.response(200, EventsOut, headers=ETAG)
@blp.doc(**streams.STREAM_DOC)
@blp.alt_response(304, **NOT_MODIFIED)
@blp.alt_response(401, **NO_TOKEN)
@blp.alt_response(403, **WRONG_TOKEN)
@blp.alt_response(404, **NOT_FOUND)
@blp.alt_response(429, **problem_response("a stream only: this client holds as many open streams as "
                                          "one client may (STREAMS_PER_CLIENT); close one or poll "
                                          "with `after` (see Retry-After)"))
@blp.alt_response(503, **problem_response("a stream only: this server holds as many streams as it "
                                          "may; poll with `after` (see Retry-After)"))
def get_events(game_id: str, after: int = 0, if_none_match: str | None = None,
               last_event_id: int | None = None) -> Response:
    """The ordered event log after event `after`, as the token's seat may see it (without a token,
    as anyone at the table may): never a card the viewer may not see, never the stock's order.
    With `Accept: text/event-stream`, the same events as Server-Sent Events as they happen, until
    the game is over."""
    token = bearer_token(SEAT_TOKEN) if request.headers.get("Authorization") else None
    if streams.wanted():
        max_open, outlets = context.streams_max_open(), context.outlets()
        return streams.stream(lambda n: stream_service.open_game(game_id, token, n, max_open=max_open,
                                                                 outlets=outlets),
                              after, last_event_id, Vary="Authorization")
    return _seen(games.events(game_id, token, after, conditional.if_none_match(if_none_match)))
