"""A session the server ended counts as a lost connection, however the driver reports it.

When PostgreSQL ends a session (a restart, pg_terminate_backend, an idle timeout) the next
statement on it gets the server's own error, SQLSTATE 57P01 "terminating connection due to
administrator command" (or 57P02, 57P03), and the driver may not yet have noticed the closed
socket, so SQLAlchemy would keep the connection in its pool and hand it out again. This marks
those errors, and every connection exception (class 08), as disconnects through SQLAlchemy's
public `handle_error` event: the connection and those pooled before it are replaced, and
`store.transactions.atomic` and `store.reading` run the request's work again on a fresh one.
The same listener is on every engine; a database that reports no SQLSTATE (SQLite) is untouched.
"""

from __future__ import annotations

from typing import Any

from flask import Flask
from sqlalchemy import event

from .engines import app_engines

ENDED_BY_THE_SERVER = frozenset({"57P01", "57P02", "57P03"})  # admin/crash shutdown, starting up


def ended_by_the_server(error: BaseException | None) -> bool:
    sqlstate = getattr(error, "sqlstate", None)
    return isinstance(sqlstate, str) and (sqlstate in ENDED_BY_THE_SERVER or sqlstate.startswith("08"))


def _mark(context: Any) -> None:
    if not context.is_disconnect and ended_by_the_server(context.original_exception):
        context.is_disconnect = True


def register_disconnects(app: Flask) -> None:
    for engine in app_engines(app):
        event.listen(engine, "handle_error", _mark)
