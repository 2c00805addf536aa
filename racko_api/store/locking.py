"""One concurrency style for every versioned row, sheets and games alike: a locked read, then a
version-checked UPDATE, both plain statements on the transaction's connection.

`lock_row` reads the row with SELECT ... FOR UPDATE: PostgreSQL holds it until the transaction
ends, so two writers to one sheet or game take turns. SQLite has no row locks (it leaves FOR
UPDATE out; a writer locks the whole file), so `bump_version` writes only WHERE the version is
still the one read, and raises StaleDataError when it is not; `store.transactions.atomic` then
runs the unit of work again. The same statements run on both databases, and the ORM's unit of
work takes no part: a write never depends on when the session flushes.
"""

from __future__ import annotations

from functools import cache
from types import SimpleNamespace
from typing import Any, TypeVar

from sqlalchemy import bindparam, inspect, select, update
from sqlalchemy.orm.exc import StaleDataError

from ..extensions import db

M = TypeVar("M")


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
    """The row with this primary key, locked for the rest of the transaction (None if absent): one
    Core statement, the row as a plain record (see `record_class`), not an instance in the
    session. Change it with `bump_version`."""
    statement = _select_for_update(model)  # type: ignore[arg-type]  # model classes are hashable
    row = db.session.connection().execute(statement, {"ident": ident}).mappings().first()
    return record_class(model)(**row) if row is not None else None  # type: ignore[arg-type]


@cache
def _versioned_update(model: type, names: tuple[str, ...]) -> Any:
    table = model.__table__  # type: ignore[attr-defined]
    return (update(table)
            .where(table.c[_key(model)] == bindparam("_ident"), table.c.version == bindparam("_read"))
            .values({name: bindparam(name) for name in (*names, "version")}))


def bump_version_if_current(record: Any, **values: Any) -> bool:
    """`bump_version`, answering False instead of raising when the row is no longer at the
    record's version (nothing is written then, and no row is locked)."""
    model = record.model
    read = record.version
    statement = _versioned_update(model, tuple(sorted(values)))
    result = db.session.connection().execute(statement, {
        **values, "version": read + 1, "_ident": getattr(record, _key(model)), "_read": read})
    if result.rowcount != 1:
        return False
    vars(record).update(values, version=read + 1)
    return True


def bump_version(record: Any, **values: Any) -> None:
    """UPDATE the row of a `lock_row` record to `values` and version + 1, WHERE its version is
    still the one read: one statement, no flush.

    Raises StaleDataError when another writer changed the row first (on both databases);
    `store.transactions.atomic` then runs the unit of work again. The record is left holding
    the values written, so the caller can answer from it.
    """
    read = record.version
    if not bump_version_if_current(record, **values):
        model = record.model
        raise StaleDataError(f"{model.__tablename__} {getattr(record, _key(model))!r} changed "
                             f"since version {read}")
