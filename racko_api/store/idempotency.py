"""Idempotency keys: the first answer to a POST, kept so a retry replays it and changes nothing.

A record is found by scope (method, path and resource, e.g. "POST /v1/scoresheets/x/rounds")
and key (stored only as its HMAC-SHA256 under the app's secret, `store.app_secret`), and holds a
fingerprint of the request body plus the answer's status, headers and body. Fields of the body
that must not rest in the database in clear (an edit token shown once) are sealed with a pad
derived from the client's key, which only the client knows; a replay opens them again. A key
that creates a resource replays its secrets, so it must be a secret itself: a random UUID
(CREATION_KEY_PATTERN, 122 random bits), as hard to guess as a token.

Claim the key in the same transaction as the write it answers, after the write: the claim
takes the key (or an expired record of it) or finds it taken by a request that committed
first; PostgreSQL makes a concurrent claim of the same key wait for the first to finish.
"""

from __future__ import annotations

import base64
import hashlib
import hmac
import itertools
import json
import time
from collections.abc import Iterable, Mapping
from dataclasses import dataclass, field
from datetime import datetime, timedelta
from functools import cache
from typing import Any

from sqlalchemy import JSON, Connection, DateTime, Integer, String, bindparam, delete, insert, select
from sqlalchemy.dialects import postgresql, sqlite
from sqlalchemy.orm import Mapped, mapped_column

from racko_api.core.words import tr_noop

from ..extensions import db
from ..ops import json_codec
from . import app_secret, sealing
from .clock import as_utc, utcnow

KEY_PATTERN = r"^[\x21-\x7e]{16,255}$"  # visible ASCII, as sent in a header; long enough not to be guessed
KEY_RULE = tr_noop("an Idempotency-Key is 16 to 255 visible ASCII characters: send a fresh UUID "
                   "(such as 0b8f5c1e-7d2a-4b7e-9a51-3c6d2f1e8a90) per new request")
# A creation's replay holds its secrets (edit or seat tokens): its key must be a random
# (version 4) UUID, 122 random bits, so that nobody can guess it.
CREATION_KEY_PATTERN = (r"^[0-9a-fA-F]{8}-[0-9a-fA-F]{4}-4[0-9a-fA-F]{3}-[89abAB][0-9a-fA-F]{3}"
                        r"-[0-9a-fA-F]{12}$")
CREATION_KEY_RULE = tr_noop(
    "an Idempotency-Key that creates a sheet, a table or a game is a random UUID (version 4, such as "
    "0b8f5c1e-7d2a-4b7e-9a51-3c6d2f1e8a90), fresh for each new request: its replay holds the new "
    "secrets, so the key must be as hard to guess as they are")
# A key can match the pattern and still be guessed: one a person typed or a counter made. Of its
# 32 hex digits, a random one has about 6 of the 31 steps from one digit to the next that repeat
# the digit or go one up or down; 22 or more such steps happen by chance about once in five
# billion keys, and in every run of one character, count or mostly-zero key.
ORDERLY_STEPS = 22
CREATION_KEY_GUESSABLE = tr_noop(
    "this Idempotency-Key is not random (its digits repeat or count up or down): a key that "
    "creates is a fresh random UUID (version 4), as uuid.uuid4() or crypto.randomUUID() make "
    "it, since its replay holds the new secrets")


def guessable(key: str) -> bool:
    """Whether a creation key's hex digits are visibly not random (ORDERLY_STEPS); the rule is
    the same wherever a key that creates is read."""
    digits = [int(c, 16) for c in key if c in "0123456789abcdefABCDEF"]
    return sum(abs(b - a) <= 1 for a, b in itertools.pairwise(digits)) >= ORDERLY_STEPS


WHOLE_BODY = "*"  # in `sealed`: the body rests encrypted as a whole (`Reply.hidden`)
CREATED, DONE = 201, 200  # the `status` column: whether the write created the resource
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
    """A write's answer as it will be replayed: its JSON-ready body, the version the write left
    the resource at, and whether it created the resource."""

    body: Any
    version: int
    created: bool = False
    sealed: tuple[str, ...] = ()  # top-level body fields sealed at rest (e.g. an edit token)
    hidden: bool = False  # the whole body rests encrypted (`store.sealing`): a seat's cards
    # The body as JSON text, when it was built as text: sent and stored as it is, not encoded again.
    text: str | None = field(default=None, compare=False, repr=False)


@dataclass(frozen=True)
class Stored:
    """A record found for a key: its answer, and whether the retried body is the same."""

    reply: Reply
    same_request: bool


def _version(headers: Mapping[str, Any]) -> int:
    """The version a stored answer left its resource at (records of earlier builds kept the ETag)."""
    if "version" in headers:
        return int(headers["version"])
    return int(str(headers["ETag"]).strip('"'))


def fingerprint(payload: Any) -> str:
    """SHA-256 of the canonical JSON of a request body: key order and spacing do not matter."""
    canonical = json.dumps(payload, sort_keys=True, separators=(",", ":"), ensure_ascii=False,
                           default=str)
    return hashlib.sha256(canonical.encode()).hexdigest()


def key_hash(key: str) -> str:
    """How a key is stored: HMAC-SHA256 under the app's secret, never the key or a plain hash."""
    return hmac.new(app_secret.secret(), key.encode(), hashlib.sha256).hexdigest()


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


TABLE = IdempotencyRecord.__table__
THIS_KEY = (TABLE.c.scope == bindparam("scope")) & (TABLE.c.key_hash == bindparam("key_hash"))
FIND = select(TABLE).where(THIS_KEY)
FORGET = delete(TABLE).where(THIS_KEY)
SAVE = insert(TABLE)
COLUMNS = ("fingerprint", "status", "headers", "body", "sealed", "created_at", "expires_at")


@cache
def _claim(dialect: str) -> Any:
    """INSERT the record, or overwrite an expired one; a live record is left as it is."""
    statement: Any = {"postgresql": postgresql.insert, "sqlite": sqlite.insert}[dialect](TABLE)
    return statement.on_conflict_do_update(
        index_elements=[TABLE.c.scope, TABLE.c.key_hash],
        set_={name: statement.excluded[name] for name in COLUMNS},
        where=TABLE.c.expires_at <= bindparam("now", type_=DateTime(timezone=True)),
    ).execution_options(preserve_rowcount=True)  # how many rows it wrote: 0 when the key is taken


def find(scope: str, key: str, request_fingerprint: str) -> Stored | None:
    """The live record for this key in this scope, if any (an expired one is forgotten)."""
    connection = db.session.connection()
    this_key = {"scope": scope, "key_hash": key_hash(key)}
    record = connection.execute(FIND, this_key).first()
    if record is None:
        return None
    if as_utc(record.expires_at) <= utcnow():
        connection.execute(FORGET, this_key)
        return None
    hidden = WHOLE_BODY in record.sealed
    body = json.loads(sealing.unseal(record.body)) if hidden else record.body
    fields = tuple(name for name in record.sealed if name != WHOLE_BODY)
    body = _seal_fields(key, scope, body, fields, seal=False)
    reply = Reply(body, _version(record.headers), record.status == CREATED, fields, hidden)
    return Stored(reply, hmac.compare_digest(record.fingerprint, request_fingerprint))


def record(scope: str, key: str, request_fingerprint: str, reply: Reply, ttl_hours: int) -> dict[str, Any]:
    """The record's columns: the answer to replay, its secrets sealed, and when it expires."""
    now = utcnow()
    body = (json_codec.verbatim(reply.text) if reply.text is not None and not reply.sealed
            else _seal_fields(key, scope, reply.body, reply.sealed, seal=True))
    if reply.hidden:
        body = sealing.seal(reply.text if reply.text is not None and not reply.sealed
                            else json_codec.dumps(body))
    return {"scope": scope, "key_hash": key_hash(key), "fingerprint": request_fingerprint,
            "status": CREATED if reply.created else DONE, "headers": {"version": reply.version},
            "body": body, "sealed": [*reply.sealed, *((WHOLE_BODY,) if reply.hidden else ())],
            "created_at": now,
            "expires_at": now + timedelta(hours=ttl_hours)}


def save(scope: str, key: str, request_fingerprint: str, reply: Reply, ttl_hours: int) -> None:
    """Add the record to the current transaction (an IntegrityError if the key is taken)."""
    connection = db.session.connection()
    connection.execute(SAVE, record(scope, key, request_fingerprint, reply, ttl_hours))
    purge_now_and_then(connection)


def claim(scope: str, key: str, request_fingerprint: str, reply: Reply, ttl_hours: int) -> bool:
    """Store the answer under the key in the current transaction, unless a live record holds the
    key already (False: replay that one instead). One statement, no lookup before it."""
    connection = db.session.connection()
    values = record(scope, key, request_fingerprint, reply, ttl_hours)
    result = connection.execute(_claim(connection.dialect.name), {**values, "now": values["created_at"]})
    purge_now_and_then(connection)
    return bool(result.rowcount)


def purge_expired(connection: Connection | None = None) -> int:
    """Delete every expired record (in the current transaction by default); returns how many."""
    connection = connection or db.session.connection()
    result = connection.execute(delete(TABLE).where(TABLE.c.expires_at <= utcnow()))
    return int(getattr(result, "rowcount", 0) or 0)


_last_purge = 0.0


def purge_now_and_then(connection: Connection) -> None:
    """Expired keys go at most every PURGE_EVERY_SECONDS per process, so writes stay cheap."""
    global _last_purge
    now = time.monotonic()
    if now - _last_purge >= PURGE_EVERY_SECONDS:
        _last_purge = now
        purge_expired(connection)
