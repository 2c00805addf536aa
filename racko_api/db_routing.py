"""Which engine a statement runs on: the primary, its autocommit twin, or a read replica.

Safe reads (GET and HEAD requests) query DATABASE_REPLICA_URL when it is set. Every other
request, and anything a request is writing, uses the primary. A replica lags its primary a
little, so a read right after a write may be a moment old; every write still goes to the
primary and is checked against the sheet's or game's current version there.

Work that is one statement (or a read and then one write) runs in autocommit. On PostgreSQL it
gets an engine of its own to the primary, whose connections are opened in autocommit and stay
so, and a process keeps one of them from one request to the next (store.kept_connection):
checking a pooled connection out and in, with the isolation level set and reset each time, cost
adding a round about a twelfth of its CPU. The ORM session keeps the primary's engine and its
transactions.
"""

from __future__ import annotations

from collections.abc import Iterator, Mapping
from contextlib import contextmanager
from typing import Any

from flask import Flask, current_app, has_request_context, request
from flask_sqlalchemy.session import Session
from sqlalchemy import Connection, Engine, create_engine

EXTENSION = "racko_replica"
AUTOCOMMIT = "racko_autocommit"
KEPT = "racko_kept_connection"
SAFE = frozenset({"GET", "HEAD"})


def replica_engine() -> Engine | None:
    """The replica's engine for the current app, or None when there is no replica."""
    return current_app.extensions.get(EXTENSION)  # type: ignore[no-any-return]


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
        return (has_request_context() and request.method in SAFE and not self._flushing
                and not (self.new or self.dirty or self.deleted))


def read_rows(statement: Any, params: Mapping[str, Any], *, on_driver: bool = False) -> list[Any]:
    """The rows of one read statement, consistent on its own, so run in autocommit (no BEGIN or
    ROLLBACK) on a pooled connection of its own, outside the ORM session (nothing to track or
    close); on the replica for a safe request. Inside a transaction already begun, it runs there.

    `on_driver`: a statement built once, read on PostgreSQL's driver cursor (`store.driver`);
    its rows then have the columns as attributes only."""
    from .extensions import db
    from .store import driver

    if db.session.registry.has() and db.session().in_transaction():
        return list(db.session.connection().execute(statement, params).all())
    safe = has_request_context() and request.method in SAFE
    with autocommit_connection(replica_engine() if safe else None) as connection:
        if on_driver and connection.dialect.name == "postgresql":
            return driver.rows(connection, statement, params)
        return list(connection.execute(statement, params).all())


def autocommit_engine() -> Engine | None:
    """The primary's autocommit engine for the current app (None where there is none: SQLite)."""
    return current_app.extensions.get(AUTOCOMMIT)  # type: ignore[no-any-return]


@contextmanager
def autocommit_connection(engine: Engine | None = None) -> Iterator[Connection]:
    """A connection of its own on which every statement commits by itself (no BEGIN or ROLLBACK
    round trips): for work that is one statement, or a read and then one write. By default on
    the primary, through its autocommit engine where it has one (PostgreSQL)."""
    from .extensions import db

    if engine is None:
        kept = current_app.extensions.get(KEPT)
        if kept is not None:
            with kept.use() as connection:
                yield connection
            return
        engine = db.engine
    with engine.connect() as connection:
        connection.execution_options(isolation_level="AUTOCOMMIT")
        yield connection


def register_autocommit(app: Flask) -> None:
    """PostgreSQL: the primary's autocommit engine, with the primary's URL and options. One of
    its connections is kept between requests (store.kept_connection); with
    DATABASE_KEEP_CONNECTION off, each unit of work checks one out of its pool."""
    from .extensions import db
    from .store.kept_connection import KeptConnection

    with app.app_context():
        primary = db.engine
    app.extensions[AUTOCOMMIT] = app.extensions[KEPT] = None
    if primary.dialect.name != "postgresql":
        return
    options = {**app.config["SQLALCHEMY_ENGINE_OPTIONS"], "isolation_level": "AUTOCOMMIT"}
    engine = app.extensions[AUTOCOMMIT] = create_engine(primary.url, **options)
    idle = float(app.config.get("DATABASE_PING_AFTER_IDLE", 10))
    keep = bool(app.config.get("DATABASE_KEEP_CONNECTION", True))
    app.extensions[KEPT] = KeptConnection(engine, idle, keep=keep)


def register_replica(app: Flask) -> None:
    """An engine for DATABASE_REPLICA_URL, with the primary's fail-fast options."""
    from .config import database_engine_options, normalize_database_url

    url = app.config.get("DATABASE_REPLICA_URL")
    if not url:
        app.extensions[EXTENSION] = None
        return
    url = normalize_database_url(url)
    options = database_engine_options({**app.config, "SQLALCHEMY_DATABASE_URI": url,
                                       "SQLALCHEMY_ENGINE_OPTIONS": {}})
    app.extensions[EXTENSION] = create_engine(url, **options)
