"""Is the database reachable, and is its schema at the newest migration?"""

from __future__ import annotations

from pathlib import Path

from alembic.config import Config as AlembicConfig
from alembic.runtime.migration import MigrationContext
from alembic.script import ScriptDirectory
from sqlalchemy.exc import SQLAlchemyError

from ..extensions import db
from ..ops.db_routing import replica_engine

MIGRATIONS = Path(__file__).resolve().parents[2] / "migrations"


def head_revisions() -> set[str]:
    config = AlembicConfig()
    config.set_main_option("script_location", str(MIGRATIONS))
    return set(ScriptDirectory.from_config(config).get_heads())


def database_problems() -> list[str]:
    """Empty when ready; otherwise what is wrong, in words an operator can act on.

    Checks the primary and, when DATABASE_REPLICA_URL is set, the replica that serves safe GETs.
    """
    problems: list[str] = []
    for name, engine in (("database", db.engine), ("replica database", replica_engine())):
        if engine is None:
            continue
        try:
            with engine.connect() as connection:
                current = set(MigrationContext.configure(connection).get_current_heads())
        except SQLAlchemyError as exc:
            problems.append(f"{name} unreachable: {type(exc).__name__}")
            continue
        heads = head_revisions()
        if current != heads:
            problems.append(f"{name}: migrations not at head (database {sorted(current)}, code "
                            f"{sorted(heads)}); run flask db upgrade")
    return problems
