"""Virtual games: the table (every hidden card included) and its event log.

`state` is the engine's stored form as JSON text, never shown to anyone; the views are made
from it by the engine. Seat tokens are kept only as SHA-256 hashes (None for a bot's seat, and for
a person's seat until its invitation is claimed); so are invitations (None where there is none).
`kind` names the engine ("rack-o" or "super-rack-o"), so one table holds both games.
"""

from __future__ import annotations

from datetime import datetime
from typing import Any

from sqlalchemy import JSON, BigInteger, DateTime, ForeignKey, Integer, String, Text
from sqlalchemy.orm import Mapped, mapped_column

from ..extensions import db
from .clock import utcnow


class Game(db.Model):  # type: ignore[name-defined,misc]
    """One game; `version` (1 when made) moves on with every accepted action, each a
    version-checked UPDATE (`store.locking.bump_version`)."""

    __tablename__ = "games"

    id: Mapped[str] = mapped_column(String(32), primary_key=True)
    kind: Mapped[str] = mapped_column(String(20), nullable=False)
    ruleset: Mapped[str] = mapped_column(String(40), nullable=False)
    options: Mapped[dict[str, Any]] = mapped_column(JSON, nullable=False)
    seats: Mapped[list[dict[str, Any]]] = mapped_column(JSON, nullable=False)  # [{name, bot}]
    token_hashes: Mapped[list[str | None]] = mapped_column(JSON, nullable=False)
    invitation_hashes: Mapped[list[str | None]] = mapped_column(JSON, nullable=False)
    seed: Mapped[int | None] = mapped_column(BigInteger, nullable=True)
    state: Mapped[str] = mapped_column(Text, nullable=False)
    phase: Mapped[str] = mapped_column(String(20), nullable=False)
    event_count: Mapped[int] = mapped_column(Integer, nullable=False, default=0)
    version: Mapped[int] = mapped_column(Integer, nullable=False, default=1)
    created_at: Mapped[datetime] = mapped_column(DateTime(timezone=True), nullable=False, default=utcnow)
    updated_at: Mapped[datetime] = mapped_column(DateTime(timezone=True), nullable=False, default=utcnow)


class GameEvent(db.Model):  # type: ignore[name-defined,misc]
    """Event `seq` (1, 2, ...) of a game, with its public part and the private part for one seat."""

    __tablename__ = "game_events"

    game_id: Mapped[str] = mapped_column(String(32), ForeignKey("games.id", ondelete="CASCADE"),
                                         primary_key=True)
    seq: Mapped[int] = mapped_column(Integer, primary_key=True)
    version: Mapped[int] = mapped_column(Integer, nullable=False)  # the game version it led to
    data: Mapped[str] = mapped_column(Text, nullable=False)
