"""Hot statements run on the driver's cursor: compiled once, with SQLAlchemy's events and errors.

A Core `Connection.execute` costs about 120 us of CPU per statement here beyond psycopg's own
work (an execution context, the parameters processed again, a result object and its metadata),
as much as the round trip to the database. So on PostgreSQL the hottest statements run here:
adding a round's read and write (`store.round_append`) and a sheet's reads (`read_rows` with
`on_driver`). SQLAlchemy compiles each once and processes its parameters with the column types'
own bind processors; the statement then goes through the step Core ends in
(`Connection._cursor_execute`): the engine's before/after_cursor_execute listeners see it, a
driver error is raised as SQLAlchemy's (an IntegrityError; an OperationalError that invalidates
a connection the server dropped), and a listener's own error as it is.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from dataclasses import dataclass
from functools import lru_cache
from types import SimpleNamespace
from typing import Any

from sqlalchemy import Connection, Dialect
from sqlalchemy.exc import StatementError


@dataclass(frozen=True)
class Plan:
    compiled: Any
    processors: tuple[tuple[str, Callable[[Any], Any]], ...]
    names: tuple[str, ...]  # the result's column names


@lru_cache(maxsize=64)
def plan(statement: Any, dialect: Dialect) -> Plan:
    compiled = statement.compile(dialect=dialect)
    processors = []
    for name, bind in compiled.binds.items():
        process = bind.type.dialect_impl(dialect).bind_processor(dialect)
        if process is not None:
            processors.append((name, process))
    returned = getattr(statement, "selected_columns", ())
    return Plan(compiled, tuple(processors), tuple(c.key for c in returned))


CURSOR = "racko_driver_cursor"


def _cursor(connection: Connection) -> Any:
    """The cursor kept with the driver connection: psycopg's cursors are reusable (each execute
    starts afresh), and a new one costs its setup and its adapters' look-ups each time. A cursor
    that cannot say it is open (sqlite3's) is not kept."""
    pooled = connection.connection
    kept = pooled.info.get(CURSOR)
    if kept is None or getattr(kept, "closed", True) or kept.connection is not pooled.dbapi_connection:
        kept = pooled.info[CURSOR] = pooled.cursor()
    return kept


def _run(connection: Connection, planned: Plan, params: Mapping[str, Any]) -> Any:
    compiled = planned.compiled
    values = compiled.construct_params(params)
    for name, process in planned.processors:
        if name in values:
            values[name] = process(values[name])
    if compiled.positional:
        values = tuple(values[name] for name in compiled.positiontup)
    cursor = _cursor(connection)
    try:
        connection._cursor_execute(cursor, compiled.string, values)
    except StatementError as exc:
        cursor.close()
        # Core raises a listener's own error as it is; without an execution context SQLAlchemy
        # wraps it in a bare StatementError, so unwrap it: callers see the same error either way.
        if type(exc) is StatementError and exc.orig is not None:
            raise exc.orig from None
        raise
    except BaseException:
        cursor.close()
        raise
    return cursor


def execute(connection: Connection, statement: Any, params: Mapping[str, Any]) -> Any:
    """Run `statement` with `params` on the connection's driver cursor, which is returned (kept
    for the connection's next statement: fetch its rows before then)."""
    return _run(connection, plan(statement, connection.dialect), params)


def rows(connection: Connection, statement: Any, params: Mapping[str, Any]) -> list[SimpleNamespace]:
    """Every row of `statement`, each a plain namespace of its columns (a statement built once:
    its plan is kept)."""
    planned = plan(statement, connection.dialect)
    found = _run(connection, planned, params).fetchall()
    return [SimpleNamespace(**dict(zip(planned.names, row, strict=True))) for row in found]


def first(connection: Connection, statement: Any, params: Mapping[str, Any]) -> SimpleNamespace | None:
    """The first row of `statement` (None if there is none)."""
    found = rows(connection, statement, params)
    return found[0] if found else None
