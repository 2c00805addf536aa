"""Serialising writes to one row: SELECT ... FOR UPDATE where the database has it.

PostgreSQL locks the row until the transaction ends, so two phones adding a round at the
same moment take turns. SQLite has no row locks (a writer locks the whole file), so the
`version` column, checked by every UPDATE (`bump_version`, and the ORM's `version_id_col`),
catches a write based on a stale read there; `store.transactions.atomic` retries it.
"""

from __future__ import annotations

from functools import cache
from types import SimpleNamespace
from typing import Any, TypeVar

from sqlalchemy import bindparam, inspect, select, update
from sqlalchemy.orm.exc import StaleDataError

from ..extensions import db

M = TypeVar("M")


def lock_for_update(model: type[M], ident: Any) -> M | None:
    """The row with this primary key, locked for the rest of the transaction (None if absent).

    The instance is in the session: change it through the ORM (its version_id_col checks the
    version).
    """
    mapper = inspect(model)
    (column,) = mapper.primary_key
    statement = select(model).where(column == ident).with_for_update()
    return db.session.execute(statement.execution_options(populate_existing=True)).scalar_one_or_none()


def _key(model: type) -> str:
    """The name of a model's single primary-key column."""
    return str(inspect(model).primary_key[0].key)


@cache
def _select_for_update(model: type) -> Any:
    table = model.__table__  # type: ignore[attr-defined]
    return select(table).where(table.c[_key(model)] == bindparam("ident")).with_for_update()


@cache
def record_class(model: type) -> type:
    """Plain records of `model`'s rows: each column an attribute, and `model` the class they were
    read for. Nothing tracks them, so building one or changing it costs no ORM bookkeeping."""
    return type(f"{model.__name__}Record", (SimpleNamespace,), {"model": model})


def lock_row(model: type[M], ident: Any) -> Any | None:
    """`lock_for_update` for a hot path: one Core statement, the row as a plain record (see
    `record_class`), not an instance in the session. Change it with `bump_version`."""
    statement = _select_for_update(model)  # type: ignore[arg-type]  # model classes are hashable
    row = db.session.connection().execute(statement, {"ident": ident}).mappings().first()
    return record_class(model)(**row) if row is not None else None  # type: ignore[arg-type]


@cache
def _versioned_update(model: type, names: tuple[str, ...]) -> Any:
    table = model.__table__  # type: ignore[attr-defined]
    return (update(table)
            .where(table.c[_key(model)] == bindparam("_ident"), table.c.version == bindparam("_read"))
            .values({name: bindparam(name) for name in (*names, "version")}))


def bump_version(record: Any, **values: Any) -> None:
    """UPDATE the row of a `lock_row` record to `values` and version + 1, WHERE its version is
    still the one read: one statement, no flush.

    Raises StaleDataError when another writer changed the row first (on both databases);
    `store.transactions.atomic` then runs the unit of work again. The record is left holding
    the values written, so the caller can answer from it.
    """
    model = record.model
    ident = getattr(record, _key(model))
    read = record.version
    statement = _versioned_update(model, tuple(sorted(values)))
    result = db.session.connection().execute(statement, {
        **values, "version": read + 1, "_ident": ident, "_read": read})
    if result.rowcount != 1:
        raise StaleDataError(f"{model.__tablename__} {ident!r} changed since version {read}")
    vars(record).update(values, version=read + 1)
