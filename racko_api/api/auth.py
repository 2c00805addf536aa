"""Bearer tokens on requests: `Authorization: Bearer <token>`, required where a resource is changed.

Which token a resource takes is the services' business (`services.tokens`); this module only
finds the token in the request (401 when it is missing or malformed)."""

from __future__ import annotations

from collections.abc import Callable
from functools import wraps
from typing import Any, TypeVar

from flask import g, request

from .errors import ApiError

F = TypeVar("F", bound=Callable[..., Any])
REALM = 'Bearer realm="racko-api"'
SECURITY: list[dict[str, list[str]]] = [{"editToken": []}]  # for `blp.doc(security=...)`
SCHEME = {"type": "http", "scheme": "bearer",
          "description": "the edit token returned once when the resource was created"}


def bearer_token() -> str:
    """The token of `Authorization: Bearer <token>`; 401 when missing or malformed."""
    header = request.headers.get("Authorization", "")
    scheme, _, token = header.partition(" ")
    token = token.strip()
    if not header:
        raise ApiError(401, "this needs the edit token: Authorization: Bearer <edit_token>",
                       headers={"WWW-Authenticate": REALM})
    if scheme.lower() != "bearer" or not token or " " in token:
        raise ApiError(401, "the Authorization header must be: Bearer <edit_token>",
                       headers={"WWW-Authenticate": f'{REALM}, error="invalid_request"'})
    return token


def bearer_required(view: F) -> F:
    """Refuse a request without a well-formed bearer token before its body is even parsed.

    The token is left in `g.bearer_token` for the service to check against the resource.
    """

    @wraps(view)
    def wrapper(*args: Any, **kwargs: Any) -> Any:
        g.bearer_token = bearer_token()
        return view(*args, **kwargs)

    return wrapper  # type: ignore[return-value]


def register_scheme(api: Any) -> None:
    """Declare the bearer scheme in the OpenAPI document (once per Api)."""
    components = api.spec.components
    if "editToken" not in components.security_schemes:
        components.security_scheme("editToken", SCHEME)
