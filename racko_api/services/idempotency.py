"""Replay-or-run for any POST that takes an `Idempotency-Key` (scoresheets, game actions).

Call inside the unit of work given to `store.transactions.atomic`, after taking any row lock
the write needs: the answer is stored in the same transaction as the write, so a retry with
the same key either replays it or, if both raced, fails on the key and replays on its retry.
Only answers that committed are stored: a refused request leaves no key behind.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from flask import current_app

from ..api.errors import ApiError
from ..rules.errors import FieldError
from ..store import idempotency
from ..store.idempotency import Reply

HEADER = "Idempotency-Key"
MIN_TTL_HOURS = 24


def ttl_hours() -> int:
    return max(MIN_TTL_HOURS, int(current_app.config.get("IDEMPOTENCY_TTL_HOURS", 48)))


def replay_or_run(scope: str, key: str | None, payload: Any,
                  action: Callable[[], Reply]) -> tuple[Reply, bool]:
    """The stored answer for this key (and True), or run `action`, store its answer (and False).

    The same key with a different body is refused (422), so a key can never stand for two writes.
    """
    if key is None:
        return action(), False
    request_fingerprint = idempotency.fingerprint(payload)
    stored = idempotency.find(scope, key, request_fingerprint)
    if stored is not None:
        if not stored.same_request:
            message = "this key was already used with a different body; use a new key for a new request"
            raise ApiError(422, message, title="Idempotency key reused",
                           errors=(FieldError(HEADER, message),))
        return stored.reply, True
    reply = action()
    idempotency.save(scope, key, request_fingerprint, reply, ttl_hours())
    return reply, False
