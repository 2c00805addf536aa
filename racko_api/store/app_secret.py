"""The app's secret for keyed hashes: SECRET_KEY when the operator sets it, else one kept in the
database, made once and shared by every process and host that uses that database.

Idempotency keys are stored as HMAC-SHA256 under it, so a reader of the database alone cannot
test guesses against a stored key. A SECRET_KEY kept outside the database (the environment, a
secrets manager) is the stronger choice: then the database holds nothing to test guesses with.
"""

from __future__ import annotations

import secrets
from functools import cache
from typing import Any

from flask import current_app
from sqlalchemy import String, bindparam, select
from sqlalchemy.dialects import postgresql, sqlite
from sqlalchemy.orm import Mapped, mapped_column

from ..extensions import db

IDEMPOTENCY_KEYS = "idempotency_keys"


class AppSecret(db.Model):  # type: ignore[name-defined,misc]
    """A named random secret (hex), made on first use."""

    __tablename__ = "app_secrets"

    name: Mapped[str] = mapped_column(String(40), primary_key=True)
    value: Mapped[str] = mapped_column(String(128), nullable=False)


TABLE = AppSecret.__table__
FIND = select(TABLE.c.value).where(TABLE.c.name == bindparam("name"))
_found: dict[tuple[str, str], bytes] = {}  # (database, name) -> a secret read back from it


@cache
def _insert_unless_there(dialect: str) -> Any:
    statement: Any = {"postgresql": postgresql.insert, "sqlite": sqlite.insert}[dialect](TABLE)
    return statement.on_conflict_do_nothing(index_elements=[TABLE.c.name])


def secret(name: str = IDEMPOTENCY_KEYS) -> bytes:
    """SECRET_KEY if set; else the database's secret `name`, made in the current transaction the
    first time (a concurrent first use keeps whichever committed first, read back)."""
    configured = current_app.config.get("SECRET_KEY")
    if configured:
        return configured.encode() if isinstance(configured, str) else bytes(configured)
    where = (db.engine.url.render_as_string(hide_password=True), name)
    if where in _found:
        return _found[where]
    connection = db.session.connection()
    value = connection.execute(FIND, {"name": name}).scalar()
    if value is not None:
        _found[where] = value.encode()  # committed by someone: the same for every process
        return _found[where]
    connection.execute(_insert_unless_there(connection.dialect.name),
                       {"name": name, "value": secrets.token_hex(32)})
    # Not kept until read back committed: if this transaction rolls back, the next one reads again.
    return str(connection.execute(FIND, {"name": name}).scalar()).encode()
