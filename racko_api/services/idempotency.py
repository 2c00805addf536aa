"""Replay-or-run for any POST that takes an `Idempotency-Key` (scoresheets, game actions).

Call inside the unit of work given to `store.transactions.atomic`, after taking any row lock
the write needs and after checking who may write. The write runs first and its answer claims
the key in the same transaction (one statement, no lookup on the way). If the key is taken,
or the write is refused, the transaction is rolled back and the stored answer, if any, is
replayed instead: a retry whose first attempt committed always gets the first answer, even
when the write would now be refused (the game is over, the ETag has moved on). Only answers
that committed are stored: a refused request leaves no key behind.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from typing import Any

from sqlalchemy.orm.exc import StaleDataError

from racko_api.core.words import tr

from ..extensions import db
from ..store import idempotency
from ..store.idempotency import Reply
from .errors import KeyReused

MIN_TTL_HOURS = 24


@dataclass(frozen=True)
class Result:
    """What a write answers: the reply (stored for idempotent replay) and whether it was replayed."""

    reply: Reply
    replayed: bool = False


def _stored(scope: str, key: str, request_fingerprint: str) -> tuple[Reply, bool] | None:
    """After rolling back this attempt: the answer stored for the key, to replay (KeyReused when
    the key came with another body)."""
    db.session.rollback()
    stored = idempotency.find(scope, key, request_fingerprint)
    if stored is None:
        return None
    if not stored.same_request:
        raise KeyReused(tr("this key was already used with a different body; use a new key for a "
                           "new request"))
    return stored.reply, True


def replay_or_run(scope: str, key: str | None, payload: Any, action: Callable[[], Reply],
                  ttl_hours: int) -> tuple[Reply, bool]:
    """Run `action` and store its answer under the key (and False), or replay the answer stored
    for this key (and True). The same key with another body is refused (KeyReused). The answer
    is kept `ttl_hours` (IDEMPOTENCY_TTL_HOURS), at least MIN_TTL_HOURS."""
    if key is None:
        return action(), False
    request_fingerprint = idempotency.fingerprint(payload)
    try:
        reply = action()
    except Exception:
        replay = _stored(scope, key, request_fingerprint)
        if replay is None:
            raise
        return replay
    if idempotency.claim(scope, key, request_fingerprint, reply, max(MIN_TTL_HOURS, ttl_hours)):
        return reply, False
    replay = _stored(scope, key, request_fingerprint)
    if replay is None:  # the record went between the claim and the look (purged): try again
        raise StaleDataError(f"idempotency key of {scope} changed while claimed")
    return replay
