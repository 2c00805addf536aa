"""The game queries: a game found or locked with its version, its event log, a move's writes.

Writes run in the request's transaction (`store.transactions.atomic`) after `lock_game`; the
game's UPDATE checks the version it read (the model's `version_id_col`) on every database.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from sqlalchemy import bindparam, insert, select

from ..extensions import db
from .games import Game, GameEvent
from .locking import lock_for_update
from .reading import read_rows

EVENTS_PAGE = 1_000


def find_game(game_id: str) -> Game | None:
    return db.session.get(Game, game_id)  # type: ignore[no-any-return]


def lock_game(game_id: str) -> Game | None:
    """The game, locked for the rest of the transaction (SELECT ... FOR UPDATE), with its version."""
    return lock_for_update(Game, game_id)


def save_game(game: Game, events: Sequence[str]) -> None:
    """Write the game row (one UPDATE, so the version moves on by one) and append its events,
    each as its JSON text; `game.event_count` already counts them."""
    first = game.event_count - len(events) + 1
    db.session.add(game)
    db.session.flush()
    if events:
        db.session.execute(insert(GameEvent.__table__), [
            {"game_id": game.id, "seq": first + i, "version": game.version, "data": data}
            for i, data in enumerate(events)])


def events_after(game_id: str, after: int) -> list[Any]:
    """Up to EVENTS_PAGE events after number `after`, in order: rows of (seq, data)."""
    return list(db.session.execute(
        select(GameEvent.seq, GameEvent.data).where(GameEvent.game_id == game_id, GameEvent.seq > after)
        .order_by(GameEvent.seq).limit(EVENTS_PAGE)).all())


GAME_PHASE = select(Game.__table__.c.phase).where(Game.__table__.c.id == bindparam("game_id"))
EVENTS_AFTER = (select(GameEvent.__table__.c.seq, GameEvent.__table__.c.data)
                .where(GameEvent.__table__.c.game_id == bindparam("game_id"),
                       GameEvent.__table__.c.seq > bindparam("after"))
                .order_by(GameEvent.__table__.c.seq).limit(EVENTS_PAGE))


def phase_and_events_after(game_id: str, after: int) -> tuple[str, list[Any]] | None:
    """For a stream, outside any transaction: the game's phase, then up to EVENTS_PAGE events
    after `after` (read after the phase, so a game over has all its events in them); None once
    the game is gone."""
    phase = read_rows(GAME_PHASE, {"game_id": game_id})
    if not phase:
        return None
    return phase[0].phase, read_rows(EVENTS_AFTER, {"game_id": game_id, "after": after})
