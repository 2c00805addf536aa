"""Idempotency keys: the first answer to a POST, kept so a retry replays it and changes nothing.

A record is found by scope (method, path and resource, e.g. "POST /v1/scoresheets/x/rounds")
and key (stored only as its SHA-256), and holds a fingerprint of the request body plus the
answer's status, headers and body. Fields of the body that must not rest in the database in
clear (an edit token shown once) are sealed with a pad derived from the client's key, which
only the client knows; a replay opens them again.

Save a record in the same transaction as the write it answers: a concurrent request with the
same key then either sees it, or fails on the primary key and, retried, sees it.
"""

from __future__ import annotations

import base64
import hashlib
import hmac
import json
import time
from collections.abc import Iterable, Mapping
from dataclasses import dataclass, field
from datetime import datetime, timedelta
from typing import Any

from sqlalchemy import JSON, DateTime, Integer, String, delete, insert, select
from sqlalchemy.orm import Mapped, mapped_column

from ..extensions import db
from .clock import as_utc, utcnow

KEY_PATTERN = r"^[\x21-\x7e]{1,255}$"  # visible ASCII, as sent in a header
PURGE_EVERY_SECONDS = 600


class IdempotencyRecord(db.Model):  # type: ignore[name-defined,misc]
    __tablename__ = "idempotency_keys"

    scope: Mapped[str] = mapped_column(String(255), primary_key=True)
    key_hash: Mapped[str] = mapped_column(String(64), primary_key=True)
    fingerprint: Mapped[str] = mapped_column(String(64), nullable=False)
    status: Mapped[int] = mapped_column(Integer, nullable=False)
    headers: Mapped[dict[str, str]] = mapped_column(JSON, nullable=False)
    body: Mapped[Any] = mapped_column(JSON, nullable=True)
    sealed: Mapped[list[str]] = mapped_column(JSON, nullable=False)
    created_at: Mapped[datetime] = mapped_column(DateTime(timezone=True), nullable=False)
    expires_at: Mapped[datetime] = mapped_column(DateTime(timezone=True), nullable=False,
                                                 index=True)


@dataclass(frozen=True)
class Reply:
    """An answer as it will be replayed: status, JSON-ready body and headers to repeat."""

    status: int
    body: Any
    headers: Mapping[str, str] = field(default_factory=dict)
    sealed: tuple[str, ...] = ()  # top-level body fields sealed at rest (e.g. an edit token)


@dataclass(frozen=True)
class Stored:
    """A record found for a key: its answer, and whether the retried body is the same."""

    reply: Reply
    same_request: bool


def fingerprint(payload: Any) -> str:
    """SHA-256 of the canonical JSON of a request body: key order and spacing do not matter."""
    canonical = json.dumps(payload, sort_keys=True, separators=(",", ":"), ensure_ascii=False,
                           default=str)
    return hashlib.sha256(canonical.encode()).hexdigest()


def _key_hash(key: str) -> str:
    return hashlib.sha256(key.encode()).hexdigest()


def _pad(key: str, scope: str, name: str, length: int) -> bytes:
    """A one-use pad from the client's key (never stored), long enough for the field."""
    out = b""
    counter = 0
    while len(out) < length:
        out += hmac.new(key.encode(), f"{scope}\n{name}\n{counter}".encode(), hashlib.sha256).digest()
        counter += 1
    return out[:length]


def _seal(key: str, scope: str, name: str, value: str) -> str:
    raw = value.encode()
    return base64.b64encode(bytes(a ^ b for a, b in zip(raw, _pad(key, scope, name, len(raw)),
                                                       strict=True))).decode()


def _unseal(key: str, scope: str, name: str, value: str) -> str:
    raw = base64.b64decode(value)
    return bytes(a ^ b for a, b in zip(raw, _pad(key, scope, name, len(raw)), strict=True)).decode()


def _seal_fields(key: str, scope: str, body: Any, names: Iterable[str], seal: bool) -> Any:
    names = tuple(names)
    if not names or not isinstance(body, dict):
        return body
    turn = _seal if seal else _unseal
    return {k: turn(key, scope, k, v) if k in names and isinstance(v, str) else v
            for k, v in body.items()}


def _this_key(scope: str, key: str) -> Any:
    table = IdempotencyRecord.__table__
    return (table.c.scope == scope) & (table.c.key_hash == _key_hash(key))


def find(scope: str, key: str, request_fingerprint: str) -> Stored | None:
    """The live record for this key in this scope, if any (an expired one is forgotten)."""
    table = IdempotencyRecord.__table__
    record = db.session.execute(select(table).where(_this_key(scope, key))).first()
    if record is None:
        return None
    if as_utc(record.expires_at) <= utcnow():
        db.session.execute(delete(table).where(_this_key(scope, key)))
        return None
    body = _seal_fields(key, scope, record.body, record.sealed, seal=False)
    reply = Reply(record.status, body, dict(record.headers), tuple(record.sealed))
    return Stored(reply, hmac.compare_digest(record.fingerprint, request_fingerprint))


def save(scope: str, key: str, request_fingerprint: str, reply: Reply, ttl_hours: int) -> None:
    """Add the record to the current transaction; it commits (or not) with the write it answers."""
    now = utcnow()
    db.session.execute(insert(IdempotencyRecord.__table__), {
        "scope": scope, "key_hash": _key_hash(key), "fingerprint": request_fingerprint,
        "status": reply.status, "headers": dict(reply.headers),
        "body": _seal_fields(key, scope, reply.body, reply.sealed, seal=True),
        "sealed": list(reply.sealed), "created_at": now, "expires_at": now + timedelta(hours=ttl_hours)})
    _purge_now_and_then()


def purge_expired() -> int:
    """Delete every expired record in the current transaction; returns how many."""
    result = db.session.execute(delete(IdempotencyRecord)
                                .where(IdempotencyRecord.expires_at <= utcnow()))
    return int(getattr(result, "rowcount", 0) or 0)


_last_purge = 0.0


def _purge_now_and_then() -> None:
    """Expired keys go at most every PURGE_EVERY_SECONDS per process, so writes stay cheap."""
    global _last_purge
    now = time.monotonic()
    if now - _last_purge >= PURGE_EVERY_SECONDS:
        _last_purge = now
        purge_expired()
