"""Serialising writes to one row: SELECT ... FOR UPDATE where the database has it.

PostgreSQL locks the row until the transaction ends, so two phones adding a round at the
same moment take turns. SQLite has no row locks (a writer locks the whole file), so the
`version` column, checked by every UPDATE (`version_id_col`), catches a write based on a
stale read there; `store.transactions.atomic` retries it.
"""

from __future__ import annotations

from typing import Any, TypeVar

from sqlalchemy import inspect, select

from ..extensions import db

M = TypeVar("M")


def lock_for_update(model: type[M], ident: Any) -> M | None:
    """The row with this primary key, locked for the rest of the transaction (None if absent)."""
    mapper = inspect(model)
    (column,) = mapper.primary_key
    statement = select(model).where(column == ident).with_for_update()
    return db.session.execute(statement.execution_options(populate_existing=True)).scalar_one_or_none()
