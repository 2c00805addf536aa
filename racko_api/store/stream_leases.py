"""Open streams counted per client in the app's database, so every worker process and host that
shares it enforces one cap (STREAMS_PER_CLIENT).

A stream holds a lease: a row with its client (the address the app sees) and when it lapses.
The stream renews it with its heartbeat and deletes it when it closes; a lease whose worker died
lapses by itself, and lapsed leases are not counted (a client's are deleted when it opens
another). A lease is taken first and counted after, each in a transaction of its own, on the
app's engine (no session is held while a stream waits): two streams opened at once may both be
refused when one slot is left, but no client ever holds more than the cap.
"""

from __future__ import annotations

import logging
import time
import uuid

from sqlalchemy import Float, String, delete, func, insert, select, update
from sqlalchemy.engine import Engine
from sqlalchemy.exc import SQLAlchemyError
from sqlalchemy.orm import Mapped, mapped_column

from ..extensions import db

log = logging.getLogger(__name__)


class StreamLease(db.Model):  # type: ignore[name-defined,misc]
    """One open stream of `client`, counted until `expires_at` (seconds since the epoch)."""

    __tablename__ = "stream_leases"

    id: Mapped[str] = mapped_column(String(32), primary_key=True)
    client: Mapped[str] = mapped_column(String(255), nullable=False, index=True)
    expires_at: Mapped[float] = mapped_column(Float, nullable=False)


def _engine() -> Engine:
    return db.engine


def take(client: str, cap: int, ttl: float) -> str | None:
    """A lease for a new stream of `client`, kept `ttl` seconds; None when the client holds
    `cap` live leases already."""
    lease, now = uuid.uuid4().hex, time.time()
    table = StreamLease.__table__
    with _engine().begin() as connection:
        connection.execute(delete(table).where(table.c.client == client, table.c.expires_at <= now))
        connection.execute(insert(table).values(id=lease, client=client, expires_at=now + ttl))
    with _engine().begin() as connection:
        held = connection.execute(select(func.count()).select_from(table).where(
            table.c.client == client, table.c.expires_at > now)).scalar_one()
        if held <= cap:
            return lease
        connection.execute(delete(table).where(table.c.id == lease))
    return None


def renew(lease: str, ttl: float) -> None:
    """The stream is still open: its lease lasts `ttl` seconds more. A database away does not
    end the stream: the lease lapses, and the stream stops counting until a renewal succeeds."""
    table = StreamLease.__table__
    try:
        with _engine().begin() as connection:
            connection.execute(update(table).where(table.c.id == lease)
                               .values(expires_at=time.time() + ttl))
    except SQLAlchemyError:
        log.warning("a stream's lease was not renewed", exc_info=True)


def release(lease: str) -> None:
    """The stream has closed: its slot is free (when the database is away, once it lapses)."""
    table = StreamLease.__table__
    try:
        with _engine().begin() as connection:
            connection.execute(delete(table).where(table.c.id == lease))
    except SQLAlchemyError:
        log.warning("a stream's lease was not given back; it lapses", exc_info=True)
