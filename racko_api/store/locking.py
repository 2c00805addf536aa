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
from typing import Any, TypeVar

from sqlalchemy import bindparam, inspect, select, update
from sqlalchemy.orm.attributes import set_committed_value
from sqlalchemy.orm.exc import StaleDataError

from ..extensions import db

M = TypeVar("M")


def _key(model: type) -> str:
    """The name of a model's single primary-key column."""
    return str(inspect(model).primary_key[0].key)


@cache
def _select_for_update(model: type) -> Any:
    """SELECT every column of the row with this primary key (`ident`), FOR UPDATE."""
    table = model.__table__  # type: ignore[attr-defined]
    return select(table).where(table.c[_key(model)] == bindparam("ident")).with_for_update()


def lock_row(model: type[M], ident: Any) -> M | None:
    """The row with this primary key, locked for the rest of the transaction (None if absent).

    The instance is detached from the session (changing it writes nothing): write it with
    `bump_version`.
    """
    statement = _select_for_update(model)  # type: ignore[arg-type]  # model classes are hashable
    row = db.session.connection().execute(statement, {"ident": ident}).mappings().first()
    return model(**row) if row is not None else None


@cache
def _versioned_update(model: type, names: tuple[str, ...]) -> Any:
    """UPDATE these columns and the version of the row WHERE its version is the one read."""
    table = model.__table__  # type: ignore[attr-defined]
    return (update(table)
            .where(table.c[_key(model)] == bindparam("_ident"), table.c.version == bindparam("_read"))
            .values({name: bindparam(name) for name in (*names, "version")}))


def bump_version(instance: Any, **values: Any) -> None:
    """UPDATE the row to `values` and version + 1, WHERE its version is still the one read.

    Raises StaleDataError when another writer changed the row first (on both databases);
    `store.transactions.atomic` then runs the unit of work again. The instance is left holding
    the values written, so the caller can answer from it.
    """
    model = type(instance)
    ident = getattr(instance, _key(model))
    read = instance.version
    statement = _versioned_update(model, tuple(sorted(values)))  # type: ignore[arg-type]
    result = db.session.connection().execute(statement, {
        **values, "version": read + 1, "_ident": ident, "_read": read})
    if result.rowcount != 1:
        raise StaleDataError(f"{model.__tablename__} {ident!r} changed since version {read}")
    for name, value in {**values, "version": read + 1}.items():
        set_committed_value(instance, name, value)
