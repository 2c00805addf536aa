"""One transaction per request, retried when a concurrent writer got there first.

A retry runs the whole unit of work again from a fresh read, so it must not have effects
outside the database. Retried: a version check that failed (StaleDataError), a duplicate
key inserted by a concurrent request (IntegrityError: the same idempotency key, say),
PostgreSQL serialisation failures and deadlocks, and SQLite's "database is locked".

Also retried, once: a unit of work whose pooled connection turned out to be lost (the server
restarted, or ended the session) before the commit. Nothing of it can have been committed, and
SQLAlchemy has replaced that connection and every one pooled before it, so the second run
starts on a fresh one. That is what saves a ping per request (no pool_pre_ping): the pool hands
out connections unchecked. A connection lost during the commit is not retried: whether the
commit happened is unknown, and a retry with the same Idempotency-Key finds out safely.
"""

from __future__ import annotations

import random
import time
from collections.abc import Callable
from typing import TypeVar

from sqlalchemy.exc import DBAPIError, IntegrityError, OperationalError
from sqlalchemy.orm.exc import StaleDataError

from ..extensions import db

T = TypeVar("T")
RETRY_SQLSTATES = {"40001", "40P01"}  # serialization_failure, deadlock_detected


def _retryable(exc: Exception) -> bool:
    if isinstance(exc, StaleDataError | IntegrityError):
        return True
    if isinstance(exc, OperationalError):
        sqlstate = getattr(exc.orig, "sqlstate", None)
        return sqlstate in RETRY_SQLSTATES or "database is locked" in str(exc.orig)
    return False


def connection_lost(exc: BaseException) -> bool:
    """Whether SQLAlchemy found the connection dead (and replaced it, with the pool's older ones)."""
    return isinstance(exc, DBAPIError) and exc.connection_invalidated


def atomic(work: Callable[[], T], attempts: int = 5) -> T:
    """Run `work` and commit; roll back on any error, and retry the conflicts above (and, once,
    a connection lost before the commit)."""
    lost_once = False
    for attempt in range(1, attempts + 1):
        committing = False
        try:
            result = work()
            committing = True
            db.session.commit()
            return result
        except Exception as exc:
            db.session.rollback()
            lost = connection_lost(exc) and not committing and not lost_once
            lost_once |= lost
            if attempt == attempts or not (lost or _retryable(exc)):
                raise
            if not lost:
                time.sleep(random.uniform(0, 0.005 * attempt))
    raise AssertionError("unreachable")
