"""Every database engine an app opens: the primary, its autocommit twin for lone reads, the replica."""

from __future__ import annotations

from flask import Flask
from sqlalchemy import Engine


def app_engines(app: Flask) -> list[Engine]:
    """Distinct engines, each with a pool of its own (SQLite's autocommit twin shares the primary's)."""
    from .db_routing import AUTOCOMMIT, PRIMARY, REPLICA

    found = [app.extensions.get(name) for name in (PRIMARY, AUTOCOMMIT, REPLICA)]
    engines: list[Engine] = []
    for engine in found:
        if engine is not None and all(engine.pool is not e.pool for e in engines):
            engines.append(engine)
    return engines
