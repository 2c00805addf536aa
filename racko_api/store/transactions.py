"""One transaction per request, retried when a concurrent writer got there first.

A retry runs the whole unit of work again from a fresh read, so it must not have effects
outside the database. Retried: a version check that failed (StaleDataError), a duplicate
key inserted by a concurrent request (IntegrityError: the same idempotency key, say),
PostgreSQL serialisation failures and deadlocks, and SQLite's "database is locked".
"""

from __future__ import annotations

import random
import time
from collections.abc import Callable
from typing import TypeVar

from sqlalchemy.exc import IntegrityError, OperationalError
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


def atomic(work: Callable[[], T], attempts: int = 5) -> T:
    """Run `work` and commit; roll back on any error, and retry the conflicts above."""
    for attempt in range(1, attempts + 1):
        try:
            result = work()
            db.session.commit()
            return result
        except Exception as exc:
            db.session.rollback()
            if attempt == attempts or not _retryable(exc):
                raise
            time.sleep(random.uniform(0, 0.005 * attempt))
    raise AssertionError("unreachable")
