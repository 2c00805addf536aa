"""A PostgreSQL connection that waits on the server longer than DATABASE_STALL_TIMEOUT is cut.

The server's own limits (statement_timeout, lock_timeout: config.database_engine_options)
bound the work it receives. A network that stops carrying packets (a hung proxy, a stalled
route) leaves the client waiting for an answer that never comes, and TCP may not notice for
minutes. So one watchdog thread per process looks at every open connection a few times a
second: one that has been busy with a command (psycopg's transaction status ACTIVE: a
statement, a ping, a commit) for longer than the limit since its latest command began has its
socket shut down. The driver then raises at once, SQLAlchemy discards the connection (and the
pool's older ones), and the request answers 503 with Retry-After. A cut also tells ops.fail_fast
that the server stopped answering, so for DATABASE_FAIL_FAST seconds new connections fail at once
instead of each waiting out connect_timeout; after that the next request reconnects.
"""

from __future__ import annotations

import logging
import os
import socket
import threading
import time
import weakref
from collections.abc import Callable, Mapping
from typing import Any

from flask import Flask
from sqlalchemy import Engine, event

from .engines import app_engines

log = logging.getLogger(__name__)
POLL_SECONDS = 0.1


class _Watch:
    __slots__ = ("active_since", "began", "on_cut")

    def __init__(self, on_cut: Callable[[], None] | None) -> None:
        self.on_cut = on_cut  # told when this connection is cut (the server stopped answering)
        self.began = time.monotonic()  # the latest command's start (as far as events tell)
        self.active_since: float | None = None  # first seen busy since `began`


class StallGuard:
    """Cuts connections busy past `seconds`; one per process, shared by every engine."""

    def __init__(self, seconds: float) -> None:
        self.seconds = seconds
        self._watched: weakref.WeakKeyDictionary[Any, _Watch] = weakref.WeakKeyDictionary()
        self._lock = threading.Lock()
        self._thread: threading.Thread | None = None
        self._pid = 0

    def watch(self, engine: Engine, on_cut: Callable[[], None] | None = None) -> None:
        """Follow every connection of `engine` (PostgreSQL only; others are left alone); `on_cut`
        is told when one of them is cut."""
        if engine.dialect.name != "postgresql":
            return

        def began(dbapi_connection: Any) -> None:
            watch = self._watched.get(dbapi_connection)
            if watch is None:
                with self._lock:
                    self._watched[dbapi_connection] = _Watch(on_cut)
                self._start()
            else:
                watch.began, watch.active_since = time.monotonic(), None

        def began_connection(conn: Any) -> None:
            if conn.invalidated:  # found lost (and being replaced): nothing left to watch
                return
            dbapi_connection = conn.connection.dbapi_connection
            if dbapi_connection is not None:
                began(dbapi_connection)

        event.listen(engine, "connect", lambda dbapi_connection, _record: began(dbapi_connection))
        event.listen(engine, "checkout", lambda dbapi_connection, _record, _proxy: began(dbapi_connection))
        event.listen(engine, "before_cursor_execute", lambda _conn, cursor, *_args: began(cursor.connection))
        event.listen(engine, "commit", began_connection)
        event.listen(engine, "rollback", began_connection)

    def _start(self) -> None:
        if self._thread is not None and self._thread.is_alive() and self._pid == os.getpid():
            return
        with self._lock:
            if self._thread is None or not self._thread.is_alive() or self._pid != os.getpid():
                self._pid = os.getpid()
                self._thread = threading.Thread(target=self._run, name="racko-stall-guard", daemon=True)
                self._thread.start()

    def _run(self) -> None:
        from psycopg.pq import TransactionStatus

        while True:
            time.sleep(POLL_SECONDS)
            now = time.monotonic()
            with self._lock:
                watched = list(self._watched.items())
            for connection, watch in watched:
                try:
                    busy = connection.pgconn.transaction_status == TransactionStatus.ACTIVE
                except Exception:  # closed meanwhile
                    continue
                if not busy:
                    watch.active_since = None
                    continue
                if watch.active_since is None:
                    watch.active_since = max(watch.began, now - POLL_SECONDS)
                if now - watch.active_since > self.seconds and now - watch.began > self.seconds:
                    self._cut(connection, watch)

    def _cut(self, connection: Any, watch: _Watch) -> None:
        try:
            fd = connection.pgconn.socket
            with socket.socket(fileno=os.dup(fd)) as duplicate:
                duplicate.shutdown(socket.SHUT_RDWR)
        except Exception:  # closed meanwhile: nothing to cut
            return
        with self._lock:
            self._watched.pop(connection, None)
        if watch.on_cut is not None:
            watch.on_cut()
        log.warning("cut a database connection that got no answer for %.1f s", self.seconds)


def register_stall_guard(app: Flask, on_cut: Mapping[Engine, Callable[[], None]] | None = None) -> None:
    """Watch every PostgreSQL engine of the app: the primary, its autocommit twin and the replica;
    `on_cut` by engine: whom to tell when one of its connections is cut."""
    seconds = float(app.config.get("DATABASE_STALL_TIMEOUT", 2.5))
    if seconds <= 0:
        return
    guard = StallGuard(seconds)
    for engine in app_engines(app):
        guard.watch(engine, (on_cut or {}).get(engine))
