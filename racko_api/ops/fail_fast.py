"""After the database stopped answering, new connections fail at once for a moment.

A connection attempt to a stalled or vanished server waits out connect_timeout. Under sync
workers every request waiting so holds its worker, and the requests behind it (`/livez` too)
queue. So when a connection attempt fails the process notes the time, and for
DATABASE_FAIL_FAST seconds after it a new connection attempt to that server fails at once (the
request answers 503 with Retry-After, as it would after the wait). The first attempt after
that moment tries the server again, so the service recovers by itself. A connection lost on its
own (the server restarted, or ended an idle session) says nothing of the next one: its
replacement is tried at once.
"""

from __future__ import annotations

import threading
import time
from typing import Any

from flask import Flask
from sqlalchemy import Engine, event

from .engines import app_engines


class FailFast:
    """The latest failure to reach one database server, shared by the engines that use it."""

    def __init__(self, seconds: float) -> None:
        self.seconds = seconds
        self._failed_at: float | None = None
        self._lock = threading.Lock()

    def watch(self, engine: Engine) -> None:
        event.listen(engine, "do_connect", self._connect)

    def _recently_failed(self) -> bool:
        failed_at = self._failed_at
        return failed_at is not None and time.monotonic() - failed_at < self.seconds

    def failed(self) -> None:
        """The server stopped answering on a connection already open (ops.stall_guard cut it):
        new connections fail at once for a moment, as after a failed connect."""
        self._failed_at = time.monotonic()

    def _connect(self, dialect: Any, _record: Any, cargs: list[Any], cparams: dict[str, Any]) -> Any:
        if self._recently_failed():
            raise dialect.loaded_dbapi.OperationalError(
                "the database did not answer a moment ago; not trying again yet")
        try:
            connection = dialect.connect(*cargs, **cparams)
        except dialect.loaded_dbapi.Error:
            self._failed_at = time.monotonic()
            raise
        self._failed_at = None
        return connection


def register_fail_fast(app: Flask) -> dict[Engine, FailFast]:
    """Fail fast on every PostgreSQL engine of the app; engines to one server share the moment.
    Returns each engine's FailFast (none when DATABASE_FAIL_FAST is 0)."""
    seconds = float(app.config.get("DATABASE_FAIL_FAST", 1))
    by_engine: dict[Engine, FailFast] = {}
    if seconds <= 0:
        return by_engine
    by_server: dict[tuple[Any, ...], FailFast] = {}
    for engine in app_engines(app):
        if engine.dialect.name != "postgresql":
            continue
        url = engine.url
        server = (url.host, url.port, url.database)
        by_engine[engine] = by_server.setdefault(server, FailFast(seconds))
        by_engine[engine].watch(engine)
    return by_engine
