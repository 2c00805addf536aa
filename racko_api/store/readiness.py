"""Is the database reachable, and is its schema at the newest migration?"""

from __future__ import annotations

from functools import partial
from pathlib import Path

from alembic.config import Config as AlembicConfig
from alembic.runtime.migration import MigrationContext
from alembic.script import ScriptDirectory
from sqlalchemy import Engine
from sqlalchemy.exc import SQLAlchemyError
from sqlalchemy.exc import TimeoutError as PoolTimeout

from ..extensions import db
from ..ops.db_routing import replica_engine
from .reading import again_if_lost

MIGRATIONS = Path(__file__).resolve().parents[2] / "migrations"


def head_revisions() -> set[str]:
    config = AlembicConfig()
    config.set_main_option("script_location", str(MIGRATIONS))
    return set(ScriptDirectory.from_config(config).get_heads())


_REASONS = (  # words in the driver's message -> what an operator reads (no host, no credentials)
    (("timeout expired", "connection timeout"), "no connection within the connect timeout"),
    (("did not answer a moment ago",), "it did not answer a moment ago (the next try is soon)"),
    (("connection refused",), "the connection was refused"),
    (("canceling statement due to statement timeout",), "a statement ran past the statement timeout"),
    (("lock timeout",), "a row lock was held past the lock timeout"),
    (("consuming input failed", "server closed the connection", "connection is lost",
      "the connection is closed"), "the connection stopped answering and was cut"),
)


def _first_cause(exc: BaseException) -> BaseException:
    """The driver's error behind a chain (a rollback refused after a cut connection, say)."""
    seen: BaseException | None = exc
    while seen is not None:
        if getattr(seen, "orig", None) is not None or isinstance(seen, PoolTimeout):
            return seen
        seen = seen.__cause__ or seen.__context__
    return exc


def why(exc: SQLAlchemyError) -> str:
    """Why the database could not be used, in a few words and the error's type."""
    exc = _first_cause(exc)  # type: ignore[assignment]
    original = getattr(exc, "orig", None) or exc
    message = str(original).lower()
    kind = type(original).__name__
    if isinstance(exc, PoolTimeout):
        return f"no free connection within the pool timeout ({kind})"
    for words, reason in _REASONS:
        if any(w in message for w in words):
            return f"{reason} ({kind})"
    return kind


def _current_heads(engine: Engine) -> set[str]:
    with engine.connect() as connection:
        return set(MigrationContext.configure(connection).get_current_heads())


def database_problems() -> list[str]:
    """Empty when ready; otherwise what is wrong, in words an operator can act on.

    Checks the primary and, when DATABASE_REPLICA_URL is set, the replica that serves safe GETs.
    """
    problems: list[str] = []
    for name, engine in (("database", db.engine), ("replica database", replica_engine())):
        if engine is None:
            continue
        try:  # a session the server ended, found so, is no verdict: asked again on a fresh one
            current = again_if_lost(partial(_current_heads, engine))
        except SQLAlchemyError as exc:
            problems.append(f"{name} unreachable: {why(exc)}")
            continue
        heads = head_revisions()
        if current != heads:
            problems.append(f"{name}: migrations not at head (database {sorted(current)}, code "
                            f"{sorted(heads)}); run flask db upgrade")
    return problems
