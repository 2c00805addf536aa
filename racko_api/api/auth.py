"""Bearer tokens for resources that anyone may read but only their creator may change.

A token is `secrets.token_urlsafe(32)` (256 random bits), shown once and stored only as its
SHA-256: for a random token that long a plain hash is as strong as a slow one.
"""

from __future__ import annotations

import hashlib
import hmac
import secrets
from collections.abc import Callable
from functools import wraps
from typing import Any, TypeVar

from flask import g, request

from .errors import ApiError

F = TypeVar("F", bound=Callable[..., Any])
REALM = 'Bearer realm="racko-api"'
EDIT_TOKEN, SEAT_TOKEN = "edit_token", "seat_token"  # a scoresheet's token; a game seat's token
SECURITY: list[dict[str, list[str]]] = [{"editToken": []}]  # for `blp.doc(security=...)`
SEAT_SECURITY: list[dict[str, list[str]]] = [{"seatToken": []}]
SCHEMES = {
    "editToken": {"type": "http", "scheme": "bearer",
                  "description": "a scoresheet's edit token, returned once when the sheet was created"},
    "seatToken": {"type": "http", "scheme": "bearer",
                  "description": "a person's seat token, returned once (per seat) when the game was "
                                 "created"},
}


def new_token() -> str:
    return secrets.token_urlsafe(32)


def hash_token(token: str) -> str:
    return hashlib.sha256(token.encode()).hexdigest()


def bearer_token(name: str = EDIT_TOKEN) -> str:
    """The token of `Authorization: Bearer <token>`; 401, naming the token wanted, when missing
    or malformed."""
    header = request.headers.get("Authorization", "")
    scheme, _, token = header.partition(" ")
    token = token.strip()
    placeholder, spoken = f"<{name}>", name.replace("_", " ")
    if not header:
        raise ApiError(401, f"this needs the {spoken}: Authorization: Bearer {placeholder}",
                       headers={"WWW-Authenticate": REALM})
    if scheme.lower() != "bearer" or not token or " " in token:
        raise ApiError(401, f"the Authorization header must be: Bearer {placeholder}",
                       headers={"WWW-Authenticate": f'{REALM}, error="invalid_request"'})
    return token


def verify_token(presented: str, stored_hash: str) -> None:
    """403 unless the presented edit token hashes to the stored hash (compared in constant time)."""
    if not hmac.compare_digest(hash_token(presented), stored_hash):
        raise ApiError(403, "the edit token is not the one for this resource")


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
