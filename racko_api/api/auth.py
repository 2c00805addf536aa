"""Bearer tokens on requests: `Authorization: Bearer <token>`, required where a resource is changed.

Which token a resource takes is the services' business (`services.tokens`); this module only
finds the token in the request (401 when it is missing or malformed)."""

from __future__ import annotations

from collections.abc import Callable
from functools import wraps
from typing import Any, TypeVar

from flask import g, request

from racko_api.core.words import tr

from .errors import ApiError

F = TypeVar("F", bound=Callable[..., Any])
REALM = 'Bearer realm="racko-api"'
EDIT_TOKEN, SEAT_TOKEN = "edit_token", "seat_token"  # a scoresheet's token; a game seat's token
SECURITY: list[dict[str, list[str]]] = [{"editToken": []}]  # for `blp.doc(security=...)`
SEAT_SECURITY: list[dict[str, list[str]]] = [{"seatToken": []}]
TABLE_SECURITY: list[dict[str, list[str]]] = [{"tableToken": []}]
SCHEMES = {
    "editToken": {"type": "http", "scheme": "bearer",
                  "description": "a scoresheet's edit token, returned once when the sheet was created"},
    "tableToken": {"type": "http", "scheme": "bearer",
                   "description": "a table's edit token, returned once when the table was created"},
    "seatToken": {"type": "http", "scheme": "bearer",
                  "description": "a person's seat token, returned once (per seat) when the game was "
                                 "created"},
}


def bearer_token(name: str = EDIT_TOKEN) -> str:
    """The token of `Authorization: Bearer <token>`; 401, naming the token wanted, when missing
    or malformed."""
    header = request.headers.get("Authorization", "")
    scheme, _, token = header.partition(" ")
    token = token.strip()
    placeholder = f"<{name}>"
    if not header:
        needed = (tr("this needs the seat token: Authorization: Bearer {placeholder}",
                     placeholder=placeholder) if name == SEAT_TOKEN else
                  tr("this needs the edit token: Authorization: Bearer {placeholder}",
                     placeholder=placeholder))
        raise ApiError(401, needed, headers={"WWW-Authenticate": REALM})
    if scheme.lower() != "bearer" or not token or " " in token:
        raise ApiError(401, tr("the Authorization header must be: Bearer {placeholder}",
                               placeholder=placeholder),
                       headers={"WWW-Authenticate": f'{REALM}, error="invalid_request"'})
    return token


def bearer_required(name: str = EDIT_TOKEN) -> Callable[[F], F]:
    """Refuse a request without a well-formed bearer token (`name` says which) before its body
    is even parsed. The token is left in `g.bearer_token` for the service to check."""

    def decorate(view: F) -> F:
        @wraps(view)
        def wrapper(*args: Any, **kwargs: Any) -> Any:
            g.bearer_token = bearer_token(name)
            return view(*args, **kwargs)

        return wrapper  # type: ignore[return-value]

    return decorate


def register_scheme(api: Any) -> None:
    """Declare the bearer schemes in the OpenAPI document (once per Api)."""
    components = api.spec.components
    for name, scheme in SCHEMES.items():
        if name not in components.security_schemes:
            components.security_scheme(name, scheme)
