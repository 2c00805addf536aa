"""Reads of one statement: inside the request's transaction if one is open, else in autocommit."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from ..extensions import db
from ..ops.db_routing import lone_read_engine


def read_rows(statement: Any, params: Mapping[str, Any]) -> list[Any]:
    """The rows of one read statement, consistent on its own: run in the transaction already begun,
    if any; else in autocommit on a connection of its own, outside the ORM session (nothing to
    track or close), on the replica for a safe request."""
    if db.session.registry.has() and db.session().in_transaction():
        return list(db.session.connection().execute(statement, params).all())
    with lone_read_engine().connect() as connection:
        return list(connection.execute(statement, params).all())


def release_session() -> None:
    """End the request's session, if any, and give its connection back: a stream waits for
    minutes and must hold no transaction (nor a pooled connection) meanwhile."""
    db.session.remove()
