"""One decorator for a write view: its route, rate limit, token, headers, body, answer and the
refusals it documents, stacked in the same order for every write (flask-smorest's decorators
each add one part of the OpenAPI document)."""

from __future__ import annotations

from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass
from typing import Any, TypeVar

from flask_smorest import Blueprint

from ..extensions import limiter
from ..ops.rate_limits import create_limit, game_action_limit, write_limit
from .auth import EDIT_TOKEN, SEAT_SECURITY, SEAT_TOKEN, SECURITY, TABLE_SECURITY, bearer_required

F = TypeVar("F", bound=Callable[..., Any])


@dataclass(frozen=True)
class WriteKind:
    """What the writes of one kind share: the rate limit they count against and, when they need
    one, the bearer token (its name) and the security scheme the document lists for it."""

    limit: Callable[[], str]
    token: str | None = None
    security: list[dict[str, list[str]]] | None = None


CREATE = WriteKind(create_limit)  # a new sheet, table or game, or a seat claimed: no token yet
SEAT_MOVE = WriteKind(game_action_limit, SEAT_TOKEN, SEAT_SECURITY)
SHEET_CHANGE = WriteKind(write_limit, EDIT_TOKEN, SECURITY)
TABLE_CHANGE = WriteKind(write_limit, EDIT_TOKEN, TABLE_SECURITY)
TABLE_CREATE = WriteKind(create_limit, EDIT_TOKEN, TABLE_SECURITY)  # a sheet made for a table


def write(blp: Blueprint, rule: str, method: str, operation_id: str, kind: WriteKind, *,
          answer: tuple[int, Any], refusals: Mapping[int, Mapping[str, Any]],
          headers: Any = None, body: Any = None, body_description: str | None = None,
          request_docs: Sequence[Mapping[str, Any]] = (), answer_headers: Any = None,
          answer_docs: Sequence[Mapping[str, Any]] = ()) -> Callable[[F], F]:
    """The route `rule` for `method`, documented as `operation_id`; `headers` and `body` are the
    schemas its arguments are read with (the headers as keywords), `answer` its status and
    schema, and `refusals` each problem it may answer, by status."""
    stack: list[Callable[[Any], Any]] = [blp.route(rule, methods=[method]),
                                         blp.doc(operationId=operation_id), limiter.limit(kind.limit)]
    if kind.token is not None:
        stack += [bearer_required(kind.token), blp.doc(security=kind.security)]
    if headers is not None:
        stack.append(blp.arguments(headers, location="headers", as_kwargs=True))
    if body is not None:
        described = {} if body_description is None else {"description": body_description}
        stack.append(blp.arguments(body, **described))
    stack += [blp.doc(**doc) for doc in request_docs]
    status, schema = answer
    stack.append(blp.response(status, schema, **({} if answer_headers is None
                                                  else {"headers": answer_headers})))
    stack += [blp.doc(**doc) for doc in answer_docs]
    stack += [blp.alt_response(code, **refusal) for code, refusal in sorted(refusals.items())]

    def decorate(view: F) -> F:
        for decorator in reversed(stack):
            view = decorator(view)
        return view

    return decorate
