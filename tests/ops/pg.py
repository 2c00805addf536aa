"""A throwaway PostgreSQL database for tests that need their own (skipped when none is reachable)."""

from __future__ import annotations

import os
import uuid
from collections.abc import Iterator
from contextlib import contextmanager

import pytest

PG_HOST, PG_PORT = "127.0.0.1", 5432


def admin_connection():  # type: ignore[no-untyped-def]
    import psycopg

    return psycopg.connect(host=PG_HOST, port=PG_PORT, user="postgres", dbname="postgres",
                           connect_timeout=2, autocommit=True)


def postgres_reachable() -> bool:
    try:
        with admin_connection():
            return True
    except Exception:
        return False


def require_postgres() -> None:
    if not postgres_reachable():
        if os.environ.get("CI"):
            pytest.fail(f"PostgreSQL is not reachable on {PG_HOST}:{PG_PORT}")
        pytest.skip(f"PostgreSQL is not reachable on {PG_HOST}:{PG_PORT}")


@contextmanager
def scratch_database(prefix: str) -> Iterator[str]:
    """Create an empty database, yield its name, drop it afterwards."""
    name = f"{prefix}_{uuid.uuid4().hex[:10]}"
    with admin_connection() as admin:
        admin.execute(f'CREATE DATABASE "{name}"')
    try:
        yield name
    finally:
        with admin_connection() as admin:
            admin.execute(f'DROP DATABASE IF EXISTS "{name}" WITH (FORCE)')


def url(database: str, host: str = PG_HOST, port: int = PG_PORT) -> str:
    return f"postgresql+psycopg://postgres@{host}:{port}/{database}"
