"""Which engine a statement runs on: the primary, the primary in autocommit for lone reads, or a replica.

Safe reads (GET and HEAD requests) query DATABASE_REPLICA_URL when it is set. Every other
request, and anything a request is writing, uses the primary. A replica lags its primary a
little, so a read right after a write may be a moment old; every write still goes to the
primary and is checked against the sheet's or game's current version there.
A read that is one statement needs no transaction: it runs in autocommit (no BEGIN, no ROLLBACK)
on the primary, or on the replica.
"""

from __future__ import annotations

from typing import Any

from flask import Flask, current_app, has_request_context, request
from flask_sqlalchemy.session import Session
from sqlalchemy import Engine, create_engine

from .database_options import database_engine_options, normalize_database_url

REPLICA = "racko_replica"
AUTOCOMMIT = "racko_autocommit"
PRIMARY = "racko_primary"
SAFE = frozenset({"GET", "HEAD"})


def replica_engine() -> Engine | None:
    """The replica's engine for the current app, or None when there is no replica."""
    return current_app.extensions.get(REPLICA)  # type: ignore[no-any-return]


def safe_request() -> bool:
    return has_request_context() and request.method in SAFE


def lone_read_engine() -> Engine:
    """Where a read of one statement goes: the replica for a safe request, if there is one; else
    the primary in autocommit."""
    replica = replica_engine() if safe_request() else None
    return replica or current_app.extensions[AUTOCOMMIT]  # type: ignore[no-any-return]


class RoutingSession(Session):
    """Flask-SQLAlchemy's session, sending the queries of a safe request to the replica."""

    def get_bind(self, mapper: Any | None = None, clause: Any | None = None, bind: Any | None = None,
                 **kwargs: Any) -> Any:
        if bind is None and self._safe_read():
            replica = replica_engine()
            if replica is not None:
                return replica
        return super().get_bind(mapper, clause=clause, bind=bind, **kwargs)

    def _safe_read(self) -> bool:
        return safe_request() and not (self.new or self.dirty or self.deleted)


def register_engines(app: Flask, primary: Engine) -> None:
    """The primary in autocommit for lone reads (on PostgreSQL a pool of its own whose
    connections stay in autocommit, rather than switching the primary's back and forth), and an
    engine for DATABASE_REPLICA_URL, with the primary's fail-fast options."""
    app.extensions[PRIMARY] = primary
    if primary.dialect.name == "postgresql":
        options = {**app.config["SQLALCHEMY_ENGINE_OPTIONS"], "isolation_level": "AUTOCOMMIT"}
        app.extensions[AUTOCOMMIT] = create_engine(primary.url, **options)
    else:  # an in-memory SQLite database is one connection: another engine would be another database
        app.extensions[AUTOCOMMIT] = primary.execution_options(isolation_level="AUTOCOMMIT")
    url = app.config.get("DATABASE_REPLICA_URL")
    if not url:
        app.extensions[REPLICA] = None
        return
    url = normalize_database_url(url)
    options = database_engine_options({**app.config, "SQLALCHEMY_DATABASE_URI": url,
                                       "SQLALCHEMY_ENGINE_OPTIONS": {}})
    app.extensions[REPLICA] = create_engine(url, **options)
