"""Scoresheets kept for a game at a real table: the sheet, and one row per round.

A round keeps what was typed in (`entry`), its `document` (the round as the API shows it,
points slot by slot) and its `summary` (as a sheet lists it): JSON text, so a read never scores
a round again. The sheet keeps `points`, every round's points in seat order, and the running
totals a document shows are added up from them when it is served (the totals in the stored text
are those of when it was written). So a correction rewrites one round's row and the sheet's,
however many rounds follow it. Nothing here assumes a 10-slot rack: `game` names the kind of
sheet ("rack-o" counts points, "super-rack-o" won rounds).
"""

from __future__ import annotations

from datetime import datetime
from typing import Any

from sqlalchemy import JSON, DateTime, ForeignKey, Index, Integer, String, Text
from sqlalchemy.orm import Mapped, mapped_column

from ..extensions import db
from .clock import utcnow


class Scoresheet(db.Model):  # type: ignore[name-defined,misc]
    """One game's sheet; `version` (1 when made) moves on with every write, each a version-checked
    UPDATE (`store.locking.bump_version`)."""

    __tablename__ = "scoresheets"
    __table_args__ = (Index("ix_scoresheets_table_created", "table_id", "created_at"),)

    id: Mapped[str] = mapped_column(String(32), primary_key=True)
    game: Mapped[str] = mapped_column(String(20), nullable=False)
    ruleset: Mapped[str] = mapped_column(String(40), nullable=False)
    options: Mapped[dict[str, Any]] = mapped_column(JSON, nullable=False)
    players: Mapped[list[str]] = mapped_column(JSON, nullable=False)
    teams: Mapped[list[list[str]] | None] = mapped_column(JSON, nullable=True)
    target: Mapped[int] = mapped_column(Integer, nullable=False)
    edit_token_hash: Mapped[str] = mapped_column(String(64), nullable=False)
    totals: Mapped[dict[str, int]] = mapped_column(JSON, nullable=False)
    round_count: Mapped[int] = mapped_column(Integer, nullable=False, default=0)
    # Each round's points, in seat order (`players`): [[75, 10], [20, 85], ...].
    points: Mapped[list[list[int]]] = mapped_column(JSON, nullable=False, default=list)
    event_count: Mapped[int] = mapped_column(Integer, nullable=False, default=0,
                                             server_default="0")  # its events, numbered 1..n
    version: Mapped[int] = mapped_column(Integer, nullable=False, default=1)
    created_at: Mapped[datetime] = mapped_column(DateTime(timezone=True), nullable=False,
                                                 default=utcnow)
    updated_at: Mapped[datetime] = mapped_column(DateTime(timezone=True), nullable=False,
                                                 default=utcnow)
    # A sheet made for a table (`store.tables`): the table, and its player id at each seat.
    table_id: Mapped[str | None] = mapped_column(
        String(32), ForeignKey("tables.id", ondelete="CASCADE"), nullable=True)
    player_ids: Mapped[list[int] | None] = mapped_column(JSON, nullable=True)


class ScoresheetRound(db.Model):  # type: ignore[name-defined,misc]
    """Round `number` (1, 2, ...) of a sheet: the input as typed, its document and summary."""

    __tablename__ = "scoresheet_rounds"

    sheet_id: Mapped[str] = mapped_column(
        String(32), ForeignKey("scoresheets.id", ondelete="CASCADE"), primary_key=True)
    number: Mapped[int] = mapped_column(Integer, primary_key=True)
    entry: Mapped[dict[str, Any]] = mapped_column(JSON, nullable=False)
    document: Mapped[str] = mapped_column(Text, nullable=False)
    summary: Mapped[str] = mapped_column(Text, nullable=False)
    created_at: Mapped[datetime] = mapped_column(DateTime(timezone=True), nullable=False,
                                                 default=utcnow)


class ScoresheetEvent(db.Model):  # type: ignore[name-defined,misc]
    """Event `seq` (1, 2, ...) of a sheet: what a write did (`round_added`, `round_corrected`,
    `round_undone`, `game_won`), as JSON text, and the sheet version it led to. Never changed
    or deleted while the sheet lives: a client that held event n reads on from n."""

    __tablename__ = "scoresheet_events"

    sheet_id: Mapped[str] = mapped_column(
        String(32), ForeignKey("scoresheets.id", ondelete="CASCADE"), primary_key=True)
    seq: Mapped[int] = mapped_column(Integer, primary_key=True)
    version: Mapped[int] = mapped_column(Integer, nullable=False)
    data: Mapped[str] = mapped_column(Text, nullable=False)
