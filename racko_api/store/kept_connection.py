"""One autocommit connection that a process keeps checked out from one request to the next.

Under gunicorn's sync workers a process serves one request at a time, and handing a pooled
connection out and taking it back (the pool's bookkeeping, its events, a Connection built anew)
cost adding a round about as much CPU as scoring its four racks. So the thread that created the
app keeps one connection. It is closed when it can no longer be trusted (invalidated after a
disconnect, left inside a transaction or a statement) and given back when its pool was disposed.
One that sat idle past DATABASE_PING_AFTER_IDLE is pinged first, as a pooled one would be.
Any other thread gets a pooled connection as usual, so threads never share one, and so does
work that asks for a connection while the kept one is in use.
"""

from __future__ import annotations

import threading
import time
from collections.abc import Iterator
from contextlib import contextmanager, suppress
from typing import Any

from psycopg.pq import TransactionStatus
from sqlalchemy import Connection, Engine
from sqlalchemy.exc import DisconnectionError

from .pinging import verify_alive


class KeptConnection:
    """A connection of `engine` (an autocommit one) kept for the thread that made this."""

    def __init__(self, engine: Engine, ping_after_idle: float, keep: bool = True) -> None:
        self._engine = engine
        self._ping_after_idle = ping_after_idle
        self._keep = keep  # False: every unit of work checks a connection out of the pool
        self._thread = threading.get_ident()
        self._connection: Connection | None = None
        self._pool: Any = None
        self._idle_since = 0.0
        self._in_use = False

    @contextmanager
    def use(self) -> Iterator[Connection]:
        """The kept connection, for one unit of work (a pooled one on another thread, or for work
        begun while the kept one is in use)."""
        if not self._keep or self._in_use or threading.get_ident() != self._thread:
            with self._engine.connect() as connection:
                yield connection
            return
        connection = self._take()
        self._in_use = True
        try:
            yield connection
        finally:
            self._in_use = False
            self._idle_since = time.monotonic()
            if not self._trusted(connection):
                self.release()

    def __del__(self) -> None:  # an app let go of (tests make many): its connection goes back
        with suppress(Exception):
            self.release()

    def release(self) -> None:
        """Give the connection back to its pool; one that cannot be trusted is closed for good."""
        connection, self._connection = self._connection, None
        if connection is None:
            return
        if not connection.invalidated and not self._trusted(connection):
            connection.invalidate()
        connection.close()

    def _take(self) -> Connection:
        connection = self._connection
        if connection is not None and self._pool is not self._engine.pool:
            self.release()  # the engine was disposed: its connections are not to be used again
        elif connection is not None and time.monotonic() - self._idle_since >= self._ping_after_idle:
            try:
                verify_alive(self._engine, connection.connection.dbapi_connection)
            except DisconnectionError:
                connection.invalidate()
                self.release()
        if self._connection is None:
            self._pool = self._engine.pool
            self._connection = self._engine.connect()
        return self._connection

    @staticmethod
    def _trusted(connection: Connection) -> bool:
        """Still open, and between statements outside any transaction."""
        if connection.closed or connection.invalidated:
            return False
        driver: Any = connection.connection.dbapi_connection  # psycopg's
        return driver is not None and bool(driver.info.transaction_status == TransactionStatus.IDLE)
