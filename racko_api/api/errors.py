"""The one place where every error becomes RFC 9457 application/problem+json.

422 malformed input, 409 a move the rules forbid now, 404 unknown resource,
401/403 credentials, 412/428 version preconditions, 413 too large, 429 rate limit,
503 database away. The services' domain errors get their statuses here (`STATUS`).

An answer stays small whatever the request: `errors` lists at most MAX_LISTED faults (fewer when
their words would pass ERRORS_BYTES) and `errors_not_listed` counts the rest; a field's path, a
message and the detail are each cut to a length of their own, so a refusal is under 8 KB.
"""

from __future__ import annotations

import json as json_text
import logging
from collections.abc import Iterable, Mapping
from typing import Any

from flask import Flask, Response, current_app, json, request
from sqlalchemy.exc import InterfaceError, OperationalError, PendingRollbackError
from sqlalchemy.exc import TimeoutError as PoolTimeout
from werkzeug.exceptions import HTTPException

from racko_api.core.errors import FieldError, IllegalMove, InvalidInput, RulesError
from racko_api.core.words import tr, tr_noop, trn

from ..ops.http_headers import seconds_to_wait
from ..services.errors import (
    Busy,
    Conflict,
    Forbidden,
    KeyReused,
    NotFound,
    ServiceError,
    TooManyStreams,
    VersionMismatch,
)
from .etags import etag_for
from .language import sentence, words

PROBLEM = "application/problem+json"
IDEMPOTENCY_KEY = "Idempotency-Key"
log = logging.getLogger(__name__)
MAX_LISTED = 20
ERRORS_BYTES = 5000  # the listed errors' fields and messages, together
FIELD_BYTES, MESSAGE_BYTES, DETAIL_BYTES, INSTANCE_BYTES = 120, 400, 1000, 500
STATUS: dict[type[ServiceError], int] = {NotFound: 404, Forbidden: 403, Conflict: 409,
                                         VersionMismatch: 412, KeyReused: 422, Busy: 503,
                                         TooManyStreams: 429}

# ops.request_body's refusals of a body's shape, filled in there in English: `sentence` finds
# each again by its message id and renders it in the request's language.
SHAPE_LIMITS = (
    tr_noop("an object of {count} members: the limit is {limit} members in one object"),
    tr_noop("an array of {count} items: the limit is {limit} items in one array"),
    tr_noop("more than {limit} values (array items and object members): the limit of one body"),
    tr_noop("more than {limit} arrays and objects: the limit of one body"),
)

# ops.request_body's refusals of a body it cannot read, filled in there in English: `sentence` finds
# each again by its message id and renders it in the request's language.
BODY_REFUSALS = (
    tr_noop("the request body could not be read: its chunked encoding is malformed (a bad chunk "
            "size, a chunk without its CRLF, no last chunk) or it was cut short"),
    tr_noop("the JSON body nests arrays and objects deeper than {depth} levels"),
    tr_noop("a number in the JSON body has more than {digits} digits"),
    tr_noop("the body is not UTF-8 text (byte {byte} is not)"),
    tr_noop("not Unicode text: it holds a lone surrogate, which is no character"),
    tr_noop("the body is sent with Content-Encoding {coding}: only a body without a content coding is read"),
)

# One title per status, the same on every endpoint; `detail` says what went wrong this time.
TITLES = {
    400: tr("Bad request"), 401: tr("Unauthorized"), 403: tr("Forbidden"), 404: tr("Not found"),
    405: tr("Method not allowed"), 409: tr("Not allowed by the rules now"),
    412: tr("Precondition failed"), 413: tr("Content too large"), 415: tr("Unsupported media type"),
    422: tr("Invalid input"), 428: tr("Precondition required"), 429: tr("Too many requests"),
    500: tr("Internal server error"), 503: tr("Service unavailable"),
}


class ApiError(Exception):
    """An HTTP-level refusal raised by views and services (not a rule)."""

    def __init__(self, status: int, detail: str, *, rule: str | None = None,
                 headers: Mapping[str, str] | None = None, errors: Iterable[FieldError] = ()) -> None:
        super().__init__(detail)
        self.status, self.detail, self.rule = status, detail, rule
        self.headers = dict(headers or {})
        self.errors = tuple(errors)


def clipped(text: str, limit: int) -> str:
    """`text` cut to at most `limit` bytes of UTF-8, an ellipsis marking the cut.

    >>> clipped("räksmörgås", 8), clipped("rack", 8)
    ('räks…', 'rack')
    """
    data = text.encode()
    if len(data) <= limit:
        return text
    return data[:limit - 3].decode(errors="ignore") + "…"


def listed(errors: Iterable[FieldError]) -> tuple[list[dict[str, str]], int]:
    """The first faults as `errors` lists them (at most MAX_LISTED, within ERRORS_BYTES), and
    how many are left out."""
    faults = tuple(errors)
    entries: list[dict[str, str]] = []
    size = 0
    for e in faults[:MAX_LISTED]:
        entry = {"field": clipped(e.field, FIELD_BYTES),
                 "message": clipped(sentence(e.message), MESSAGE_BYTES),
                 **({"rule": e.rule} if e.rule else {})}
        size += sum(len(value.encode()) for value in entry.values())
        if size > ERRORS_BYTES and entries:
            break
        entries.append(entry)
    return entries, len(faults) - len(entries)


def problem(status: int, detail: str | None = None, *, rule: str | None = None,
            errors: Iterable[FieldError] = (), headers: Mapping[str, str] | None = None) -> Response:
    """A problem+json response of the one shape: type, title (one per status), status, detail,
    instance, errors (empty when no field is at fault) and errors_not_listed (the faults found
    past the ones listed), plus `rule` when a rule is the reason; `type` then points at the
    rule's text."""
    title = TITLES.get(status) or tr("Error")
    entries, not_listed = listed(errors)
    body: dict[str, Any] = {
        "type": f"/v1/rules/{rule}" if rule else "about:blank",
        "title": words(title),
        "status": status,
        "detail": clipped(words(detail or title), DETAIL_BYTES),
        "instance": clipped(request.path, INSTANCE_BYTES),
        "errors": entries,
        "errors_not_listed": not_listed,
    }
    if rule:
        body["rule"] = rule
    response = Response(json.dumps(body) + "\n", status=status, mimetype=PROBLEM)
    for key, value in (headers or {}).items():
        response.headers[key] = value
    return response


def _flatten(messages: Any, path: str = "") -> list[FieldError]:
    """webargs/marshmallow nested messages -> one FieldError per bad field, as a path."""
    if isinstance(messages, Mapping):
        out: list[FieldError] = []
        for key, value in messages.items():
            key = str(key)
            if (not path and key in ("json", "query", "headers", "files", "form")) or key == "_schema":
                out.extend(_flatten(value, path))  # marshmallow's "_schema": the object itself
            else:
                out.extend(_flatten(value, f"{path}/{key}" if path else key))
        return out
    if isinstance(messages, list) and all(isinstance(m, str) for m in messages):
        if len(messages) == 1:
            return [FieldError(path or "body", messages[0])]
        return [FieldError(path or "body", " ".join(sentence(m) for m in messages))]  # each in its words
    if isinstance(messages, list):
        return [e for m in messages for e in _flatten(m, path)]
    return [FieldError(path or "body", str(messages))]


def _http_error(exc: HTTPException) -> Response:
    status = exc.code or 500
    data = getattr(exc, "data", None) or {}
    errors = _flatten(data["messages"]) if "messages" in data else []
    # werkzeug's own description is English prose: the title says it in the request's language.
    own = isinstance(exc.description, str) and exc.description != type(exc).description
    detail = sentence(exc.description) if own else None
    if status == 422 and request.content_length and not request.is_json:
        # The body was never read, so "missing field" errors would mislead: say what is wrong.
        return problem(415, tr("the body must be application/json, not {mimetype}",
                               mimetype=request.mimetype or tr("untyped")))
    if status == 422 and errors:
        detail = tr("the request is invalid: {problems}", problems="; ".join(
            f"{clipped(e.field, FIELD_BYTES)}: {clipped(_clause(e.message), MESSAGE_BYTES)}"
            for e in errors[:5]))
    cause = getattr(exc, "exc", None)  # webargs keeps the parser's error there
    if status == 400 and isinstance(cause, json_text.JSONDecodeError):
        detail = _where_json_breaks(cause)
    elif status == 400 and errors:
        detail = tr("the body is not valid JSON: {problems}",
                    problems="; ".join(clipped(_clause(e.message), MESSAGE_BYTES) for e in errors[:5]))
    if status == 413:
        detail = tr("the body is larger than the limit of {limit} bytes", limit=request.max_content_length)
    # Keep what the exception says in headers (Allow on 405, Retry-After on 429), not its HTML type.
    headers = {k: v for k, v in exc.get_headers() if k.lower() != "content-type"}
    if status == 429:
        # The wait until the broken limit's window resets, not a minute whatever the window.
        headers["Retry-After"] = str(seconds_to_wait() or headers.get("Retry-After", "60"))
        detail = _too_many(exc, headers["Retry-After"])
    return problem(status, detail, errors=errors, headers=headers)


def _clause(message: object) -> str:
    """A field's message as one clause of a list joined by "; " ("Not a valid integer", not
    "Not a valid integer.;"); the errors array keeps each message whole."""
    return sentence(message).rstrip(".")


def _where_json_breaks(error: json_text.JSONDecodeError) -> str:
    """Where a body stops being JSON, for a person to find it (the parser's own words are English)."""
    if error.pos == 0 and error.doc.startswith("\ufeff"):
        return tr("the body begins with a byte order mark (U+FEFF), which JSON sent over a network "
                  "must not have (RFC 8259): save or send the text without it")
    return tr("the body is not valid JSON: it breaks at line {line}, column {column}",
              line=error.lineno, column=error.colno)


def _too_many(exc: HTTPException, retry_after: str) -> str:
    """The limit a 429 hit, in the request's language (the limiter's own words are English)."""
    item = getattr(getattr(exc, "limit", None), "limit", None)
    wait = int(retry_after) if retry_after.isdigit() else 60
    retry = trn("try again in {n} second", "try again in {n} seconds", wait)
    if item is None:
        return tr("too many requests from this client: {retry}", retry=retry)
    return trn("at most {n} such request in {period} seconds from one client: {retry}",
               "at most {n} such requests in {period} seconds from one client: {retry}",
               int(item.amount), period=int(item.get_expiry()), retry=retry)


def problem_response(description: str) -> dict[str, Any]:
    """Keyword arguments for `Blueprint.alt_response`: an error answer documented as problem+json."""
    from .schemas.common import ProblemSchema

    return {"schema": ProblemSchema, "content_type": PROBLEM, "description": description}


def document_problems(app: Flask) -> None:
    """Make the OpenAPI document say what the handlers below do: every error is problem+json.

    flask-smorest documents its own error shape as application/json; this replaces the
    default error response (and the per-status ones) before any operation refers to them.
    """
    from http import HTTPStatus

    from .schemas.common import ProblemSchema

    for entry in app.extensions.get("flask-smorest", {}).get("apis", {}).values():
        components = entry["ext_obj"].spec.components
        components.schema("Problem", schema=ProblemSchema)
        content = {PROBLEM: {"schema": components.get_ref("schema", "Problem")}}
        for name, response in list(components.responses_lazy.items()):
            if name == "DEFAULT_ERROR" or (name in HTTPStatus.__members__ and HTTPStatus[name] >= 400):
                components.responses_lazy[name] = {**response, "content": content}
        if "Error" in components.schemas:  # flask-smorest's shape, which no answer has
            del components.schemas["Error"]


def register_error_handlers(app: Flask) -> None:
    """Route every exception through `problem`, so no error is ever HTML or a bare 500."""
    document_problems(app)

    @app.errorhandler(ApiError)
    def _api_error(exc: ApiError) -> Response:
        return problem(exc.status, exc.detail, rule=exc.rule, errors=exc.errors, headers=exc.headers)

    @app.errorhandler(ServiceError)
    def _refused(exc: ServiceError) -> Response:
        status = next(code for kind, code in STATUS.items() if isinstance(exc, kind))
        headers: dict[str, str] = {}
        errors: tuple[FieldError, ...] = ()
        if isinstance(exc, VersionMismatch):
            headers["ETag"] = etag_for(exc.current)
        if isinstance(exc, KeyReused):
            errors = (FieldError(IDEMPOTENCY_KEY, exc.detail),)
        if isinstance(exc, Busy | TooManyStreams):
            headers["Retry-After"] = str(exc.retry_after)
        return problem(status, exc.detail, errors=errors, headers=headers)

    @app.errorhandler(InvalidInput)
    def _invalid(exc: InvalidInput) -> Response:
        return problem(422, exc.message, rule=exc.rule, errors=exc.errors)

    @app.errorhandler(IllegalMove)
    def _illegal(exc: IllegalMove) -> Response:
        return problem(409, exc.message, rule=exc.rule, errors=exc.errors)

    @app.errorhandler(RulesError)
    def _rules(exc: RulesError) -> Response:
        return problem(422, exc.message, rule=exc.rule, errors=exc.errors)

    @app.errorhandler(PendingRollbackError)
    def _after_a_cut(exc: PendingRollbackError) -> Response:
        # A transaction whose connection was cut (a stall, a restart) refuses its rollback.
        cause = exc.__cause__ or exc.__context__
        if isinstance(cause, OperationalError | InterfaceError):
            return _database_unavailable(cause)
        return _unexpected(exc)

    @app.errorhandler(OperationalError)
    @app.errorhandler(InterfaceError)
    @app.errorhandler(PoolTimeout)
    def _database_unavailable(exc: Exception) -> Response:
        # The database is down, restarting or out of connections: a 503 the client may retry,
        # never a stack trace; the pool reconnects by itself once it is back.
        log.warning("database unavailable on %s %s: %s", request.method, request.path,
                    type(getattr(exc, "orig", None) or exc).__name__)
        return problem(503, tr("the database is unavailable right now; try again shortly"),
                       headers={"Retry-After": str(current_app.config.get("DATABASE_RETRY_AFTER", 5))})

    @app.errorhandler(RecursionError)
    def _too_deep(exc: RecursionError) -> Response:
        # Input nested past what a parser or validator can follow: the client's fault, no trace.
        log.warning("input nested too deeply on %s %s", request.method, request.path)
        return problem(400, tr("the input nests too deeply to be read"))

    @app.errorhandler(HTTPException)
    def _http(exc: HTTPException) -> Response:
        return _http_error(exc)

    @app.errorhandler(Exception)
    def _unexpected(exc: Exception) -> Response:
        log.exception("unhandled error on %s %s", request.method, request.path)
        return problem(500, tr("an unexpected error occurred; it has been logged"))
