"""Tables: friends who play together, their players, and what their sheets add up to.

A table keeps its players, each with an id (1, 2, ... within the table) that stays when the
player is renamed. A sheet made for a table (`scoresheets.table_id`) names its seats' player ids
(`scoresheets.player_ids`), and two kinds of rows follow its writes so that a table's statistics
are aggregates over indexed columns: `sheet_seats`, one per seat (who sat there, and whether
they won the game), and `round_scores`, one per player and round (points, going out, longest
run). `version` moves on with every write to the table or to any of its sheets: it is the ETag
of the table and of its statistics alike.
"""

from __future__ import annotations

from datetime import datetime

from sqlalchemy import Boolean, DateTime, ForeignKey, Index, Integer, String, UniqueConstraint
from sqlalchemy.orm import Mapped, mapped_column

from ..extensions import db
from .clock import utcnow


class Table(db.Model):  # type: ignore[name-defined,misc]
    """Friends who play together; changing it needs the edit token whose hash is kept."""

    __tablename__ = "tables"

    id: Mapped[str] = mapped_column(String(32), primary_key=True)
    name: Mapped[str] = mapped_column(String(60), nullable=False)
    edit_token_hash: Mapped[str] = mapped_column(String(64), nullable=False)
    player_count: Mapped[int] = mapped_column(Integer, nullable=False, default=0)
    sheet_count: Mapped[int] = mapped_column(Integer, nullable=False, default=0)
    version: Mapped[int] = mapped_column(Integer, nullable=False, default=1)
    created_at: Mapped[datetime] = mapped_column(DateTime(timezone=True), nullable=False,
                                                 default=utcnow)
    updated_at: Mapped[datetime] = mapped_column(DateTime(timezone=True), nullable=False,
                                                 default=utcnow)


class TablePlayer(db.Model):  # type: ignore[name-defined,misc]
    """Player `id` (1, 2, ...) of a table under its current name (unique in the table)."""

    __tablename__ = "table_players"
    __table_args__ = (UniqueConstraint("table_id", "name", name="uq_table_players_name"),)

    table_id: Mapped[str] = mapped_column(
        String(32), ForeignKey("tables.id", ondelete="CASCADE"), primary_key=True)
    id: Mapped[int] = mapped_column(Integer, primary_key=True, autoincrement=False)
    name: Mapped[str] = mapped_column(String(40), nullable=False)


class SheetSeat(db.Model):  # type: ignore[name-defined,misc]
    """Seat `seat` (0, 1, ...) of a table's sheet: the table's player there, and whether they
    have won the game (alone or with their partner)."""

    __tablename__ = "sheet_seats"
    __table_args__ = (Index("ix_sheet_seats_table_player", "table_id", "player_id"),)

    sheet_id: Mapped[str] = mapped_column(
        String(32), ForeignKey("scoresheets.id", ondelete="CASCADE"), primary_key=True)
    seat: Mapped[int] = mapped_column(Integer, primary_key=True, autoincrement=False)
    table_id: Mapped[str] = mapped_column(String(32), ForeignKey("tables.id", ondelete="CASCADE"),
                                          nullable=False)
    player_id: Mapped[int] = mapped_column(Integer, nullable=False)
    won: Mapped[bool] = mapped_column(Boolean, nullable=False, default=False)


class RoundScore(db.Model):  # type: ignore[name-defined,misc]
    """A table player's part in round `number` of a sheet: its points (null on a Super Rack-O
    sheet, whose rounds are won, not scored), whether they went out (Rack-O, or SUPER RACK-O!),
    and their longest run (null for a quick entry)."""

    __tablename__ = "round_scores"
    __table_args__ = (Index("ix_round_scores_table_player", "table_id", "player_id", "points",
                            "went_out", "longest_run"),)

    sheet_id: Mapped[str] = mapped_column(
        String(32), ForeignKey("scoresheets.id", ondelete="CASCADE"), primary_key=True)
    number: Mapped[int] = mapped_column(Integer, primary_key=True, autoincrement=False)
    seat: Mapped[int] = mapped_column(Integer, primary_key=True, autoincrement=False)
    table_id: Mapped[str] = mapped_column(String(32), ForeignKey("tables.id", ondelete="CASCADE"),
                                          nullable=False)
    player_id: Mapped[int] = mapped_column(Integer, nullable=False)
    points: Mapped[int | None] = mapped_column(Integer, nullable=True)
    went_out: Mapped[bool] = mapped_column(Boolean, nullable=False)
    longest_run: Mapped[int | None] = mapped_column(Integer, nullable=True)
