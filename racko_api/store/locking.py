"""Serialising writes to one row: SELECT ... FOR UPDATE where the database has it.

PostgreSQL locks the row until the transaction ends, so two phones adding a round at the
same moment take turns. SQLite has no row locks (a writer locks the whole file), so the
`version` column, checked by every UPDATE (`bump_version`, and the ORM's `version_id_col`),
catches a write based on a stale read there; `store.transactions.atomic` retries it.
"""

from __future__ import annotations

from typing import Any, TypeVar

from sqlalchemy import inspect, select, update
from sqlalchemy.orm.attributes import set_committed_value
from sqlalchemy.orm.exc import StaleDataError

from ..extensions import db

M = TypeVar("M")


def lock_for_update(model: type[M], ident: Any) -> M | None:
    """The row with this primary key, locked for the rest of the transaction (None if absent)."""
    mapper = inspect(model)
    (column,) = mapper.primary_key
    statement = select(model).where(column == ident).with_for_update()
    return db.session.execute(statement.execution_options(populate_existing=True)).scalar_one_or_none()


def bump_version(instance: Any, **values: Any) -> None:
    """UPDATE the row to `values` and version + 1, WHERE its version is still the one read.

    Raises StaleDataError when another writer changed the row first (on both databases);
    `store.transactions.atomic` then runs the unit of work again. The instance is left holding
    the values written, so the caller can answer from it.
    """
    table = instance.__table__
    (key,) = inspect(type(instance)).primary_key
    read = instance.version
    result = db.session.execute(
        update(table).where(table.c[key.key] == getattr(instance, key.key), table.c.version == read)
        .values(**values, version=read + 1))
    if result.rowcount != 1:
        raise StaleDataError(f"{table.name} {getattr(instance, key.key)!r} changed since version {read}")
    for name, value in {**values, "version": read + 1}.items():
        set_committed_value(instance, name, value)
