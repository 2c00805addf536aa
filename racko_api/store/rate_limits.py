"""Rate-limit counters kept in the app's database (`ops.limit_storage`), so every worker process
and host that shares the database enforces one limit."""

from __future__ import annotations

from sqlalchemy import Float, Integer, String
from sqlalchemy.orm import Mapped, mapped_column

from ..extensions import db


class RateLimitCount(db.Model):  # type: ignore[name-defined,misc]
    """One counter: `hits` in the window that ends at `expires_at` (seconds since the epoch)."""

    __tablename__ = "rate_limit_counts"

    bucket: Mapped[str] = mapped_column(String(255), primary_key=True)
    hits: Mapped[int] = mapped_column(Integer, nullable=False)
    expires_at: Mapped[float] = mapped_column(Float, nullable=False)
