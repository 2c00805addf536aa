"""Ping a pooled connection before use only when it has sat idle for a while.

SQLAlchemy's pool_pre_ping pings on every checkout: one more round trip to the database for
every request. A connection that was in use a moment ago is as good as known to be alive, so it
is handed out as it is; one that has sat idle longer than DATABASE_PING_AFTER_IDLE seconds (a
server restart or a dropped idle connection happens in such a quiet spell) is pinged first and
replaced when dead, before any request sees it. Should the server go away in the moment between
two uses, the statement fails, SQLAlchemy replaces every pooled connection, and the request
answers 503 with Retry-After, as any request in flight during a restart does.
"""

from __future__ import annotations

import time
from typing import Any

from sqlalchemy import Engine, event
from sqlalchemy.exc import DisconnectionError

IDLE_SINCE = "racko_idle_since"


def verify_alive(engine: Engine, dbapi_connection: Any) -> None:
    """Ping the connection; DisconnectionError when the server no longer answers on it."""
    try:
        alive = engine.dialect.do_ping(dbapi_connection)
    except engine.dialect.loaded_dbapi.Error as exc:
        raise DisconnectionError("a connection died while idle") from exc
    if not alive:
        raise DisconnectionError("a connection died while idle")


def ping_when_idle(engine: Engine, idle_seconds: float) -> None:
    """Install the idle-time ping on this engine's pool."""

    @event.listens_for(engine, "checkin")
    def _idle_from_now(dbapi_connection: Any, record: Any) -> None:
        record.info[IDLE_SINCE] = time.monotonic()

    @event.listens_for(engine, "checkout")
    def _ping_if_idle(dbapi_connection: Any, record: Any, proxy: Any) -> None:
        since = record.info.pop(IDLE_SINCE, None)  # None: a connection just opened
        if since is None or time.monotonic() - since < idle_seconds:
            return
        verify_alive(engine, dbapi_connection)


def register_pinging(app: Any) -> None:
    """The idle-time ping on every engine of the app: the primary, its autocommit twin and the
    replica, if any."""
    from ..db_routing import autocommit_engine, replica_engine
    from ..extensions import db

    idle_seconds = float(app.config.get("DATABASE_PING_AFTER_IDLE", 10))
    with app.app_context():
        for engine in (*db.engines.values(), autocommit_engine(), replica_engine()):
            if engine is not None:
                ping_when_idle(engine, idle_seconds)
