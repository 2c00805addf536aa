"""Rate-limit counters in the app's own database: `RATELIMIT_STORAGE_URI=database://`.

A storage for the `limits` library (Flask-Limiter's), so gunicorn's workers, and every host on
the same database, count one limit without Redis. Each hit is one statement (INSERT ... ON
CONFLICT ... RETURNING, the same text on SQLite and PostgreSQL), atomic on its own, so it runs in
autocommit on the app's primary (`ops.db_routing`): no BEGIN and COMMIT round trips on top of it,
on every write. The engine's bounds hold (connect, pool and stall timeouts): a database that
does not answer fails the count within them and the request answers 503, never waits longer.
The window's figures that the answer's headers need are kept for the request that counted
them (`flask.g`), so a limited request costs one statement, not three.
"""

from __future__ import annotations

import random
import time
from typing import Any

from flask import current_app, g, has_request_context
from limits.storage import Storage
from sqlalchemy import text
from sqlalchemy.engine import Engine
from sqlalchemy.exc import SQLAlchemyError

from .db_routing import AUTOCOMMIT

SCHEME = "database"
TABLE = "rate_limit_counts"  # store.rate_limits.RateLimitCount; created by a migration
PURGE_ONE_IN = 512  # hits; then counters expired an hour ago go
HIT = text(f"""
    INSERT INTO {TABLE} (bucket, hits, expires_at) VALUES (:bucket, :amount, :expires)
    ON CONFLICT (bucket) DO UPDATE SET
        hits = CASE WHEN {TABLE}.expires_at <= :now THEN :amount ELSE {TABLE}.hits + :amount END,
        expires_at = CASE WHEN {TABLE}.expires_at <= :now THEN :expires ELSE {TABLE}.expires_at END
    RETURNING hits, expires_at""")
READ = text(f"SELECT hits, expires_at FROM {TABLE} WHERE bucket = :bucket AND expires_at > :now")
PURGE = text(f"DELETE FROM {TABLE} WHERE expires_at < :before")


class DatabaseStorage(Storage):
    """Fixed-window counters in the table `rate_limit_counts`, on the primary engine of the app
    that asks, in autocommit (every statement here stands alone): every call comes inside a
    request or an app context."""

    STORAGE_SCHEME = [SCHEME]

    def __init__(self, uri: str | None = None, wrap_exceptions: bool = False, **options: Any) -> None:
        super().__init__(uri, wrap_exceptions=wrap_exceptions)

    @staticmethod
    def _engine() -> Engine:
        return current_app.extensions[AUTOCOMMIT]  # type: ignore[no-any-return]

    @property
    def base_exceptions(self) -> type[Exception] | tuple[type[Exception], ...]:
        return SQLAlchemyError

    def _seen(self) -> dict[str, tuple[int, float]]:
        """This request's counters as it counted them (none outside a request)."""
        if not has_request_context():
            return {}
        if "rate_limit_counts" not in g:
            g.rate_limit_counts = {}
        return g.rate_limit_counts  # type: ignore[no-any-return]

    def _read(self, key: str) -> tuple[int, float] | None:
        seen = self._seen().get(key)
        if seen is not None:
            return seen
        with self._engine().connect() as connection:
            row = connection.execute(READ, {"bucket": key, "now": time.time()}).first()
        return None if row is None else (int(row.hits), float(row.expires_at))

    def incr(self, key: str, expiry: int, amount: int = 1) -> int:
        now = time.time()
        with self._engine().connect() as connection:
            row = connection.execute(HIT, {"bucket": key, "amount": amount, "now": now,
                                           "expires": now + expiry}).one()
            if random.randrange(PURGE_ONE_IN) == 0:
                connection.execute(PURGE, {"before": now - 3600})
        self._seen()[key] = (int(row.hits), float(row.expires_at))
        return int(row.hits)

    def get(self, key: str) -> int:
        found = self._read(key)
        return 0 if found is None else found[0]

    def get_expiry(self, key: str) -> float:
        found = self._read(key)
        return time.time() if found is None else found[1]

    def check(self) -> bool:
        try:
            with self._engine().connect() as connection:
                connection.execute(text("SELECT 1"))
            return True
        except SQLAlchemyError:
            return False

    def reset(self) -> int | None:
        self._seen().clear()
        with self._engine().connect() as connection:
            return int(connection.execute(text(f"DELETE FROM {TABLE}")).rowcount)

    def clear(self, key: str) -> None:
        self._seen().pop(key, None)
        with self._engine().connect() as connection:
            connection.execute(text(f"DELETE FROM {TABLE} WHERE bucket = :bucket"), {"bucket": key})
