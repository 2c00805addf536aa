"""Reads of one statement: inside the request's transaction if one is open, else in autocommit.

A read that opens its own connection is run again, once, when that pooled connection turns out
to be lost (a server restart): reads change nothing, and the pool has replaced it by then
(`store.transactions`: why connections are not pinged as they are handed out).
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from typing import Any, TypeVar

from ..extensions import db
from ..ops.db_routing import lone_read_engine
from .transactions import connection_lost

T = TypeVar("T")


def read_rows(statement: Any, params: Mapping[str, Any]) -> list[Any]:
    """The rows of one read statement, consistent on its own: run in the transaction already begun,
    if any; else in autocommit on a connection of its own, outside the ORM session (nothing to
    track or close), on the replica for a safe request."""
    if db.session.registry.has() and db.session().in_transaction():
        return list(db.session.connection().execute(statement, params).all())

    def read() -> list[Any]:
        with lone_read_engine().connect() as connection:
            return list(connection.execute(statement, params).all())

    return again_if_lost(read)


def again_if_lost(read: Callable[[], T]) -> T:
    """`read()`, run a second time if its connection was found lost (only when it began its own
    transaction: one begun earlier is the retrying unit of work's to run again)."""
    began_here = not (db.session.registry.has() and db.session().in_transaction())
    try:
        return read()
    except Exception as exc:
        if not (began_here and connection_lost(exc)):
            raise
        if db.session.registry.has() and db.session().in_transaction():
            db.session.rollback()
        return read()


def release_session() -> None:
    """End the request's session, if any, and give its connection back: a stream waits for
    minutes and must hold no transaction (nor a pooled connection) meanwhile."""
    db.session.remove()
