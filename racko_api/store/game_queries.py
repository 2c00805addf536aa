"""The game queries: a game found or locked with its version, its event log, a move's writes.

Writes run in the request's transaction (`store.transactions.atomic`) after `lock_game`; the
game's UPDATE checks the version it read (`bump_version`), on SQLite as on PostgreSQL: the
same style as a sheet's (`store.locking`).
"""

from __future__ import annotations

import json
from collections.abc import Mapping, Sequence
from typing import Any

from sqlalchemy import bindparam, insert, select

from racko_api.core.events import Event

from ..extensions import db
from ..ops import json_codec
from . import sealing
from .clock import utcnow
from .games import Game, GameEvent
from .locking import bump_version, lock_row
from .reading import again_if_lost, read_rows

EVENTS_PAGE = 1_000
SEALED = "sealed"  # a stored event's private part, sealed (`store.sealing`)


def state_text(state: Mapping[str, Any]) -> str:
    """A game's state as stored: its JSON, sealed, since it holds every hidden card and the seed
    chain's secret end."""
    return sealing.seal(json_codec.dumps(state))


def state_of(game: Game) -> Any:
    """The stored state of `game`, opened and decoded."""
    return json.loads(sealing.unseal(game.state))


def event_text(event: Event, turn: int | None) -> str:
    """An event as stored: its public part as JSON with whose turn it is once it is done, its
    private part (a seat's cards) sealed."""
    stored = {**event.to_dict(), "turn": turn}
    if stored["private"]:
        stored[SEALED] = sealing.seal(json_codec.dumps(stored.pop("private")))
        stored["private"] = {}
    return json_codec.dumps(stored)


def event_view(data: str, seat: int | None) -> dict[str, Any]:
    """What `seat` (None: anyone) may see of a stored event, and whose turn it was then; the
    private part is opened only for its own seat."""
    stored = json.loads(data)
    sealed = stored.pop(SEALED, None)
    turn = stored.pop("turn", None)  # null for an event stored before events carried it
    if sealed is not None and seat is not None and seat == stored["seat"]:
        stored["private"] = json.loads(sealing.unseal(sealed))
    return {**Event.from_dict(stored).view(seat), "turn": turn}


def find_game(game_id: str) -> Game | None:
    return again_if_lost(lambda: db.session.get(Game, game_id))


def lock_game(game_id: str) -> Game | None:
    """The game, locked for the rest of the transaction (SELECT ... FOR UPDATE), with its version.
    Detached from the session: `save_game` writes it."""
    return lock_row(Game, game_id)


def add_game(game: Game, events: Sequence[str]) -> None:
    """Insert a new game (at version 1) and its first events, each as its JSON text;
    `game.event_count` counts them already."""
    db.session.add(game)
    db.session.flush()
    _append(game, 1, events)


def save_game(game: Game, events: Sequence[str], **values: Any) -> None:
    """Write the game row's changed `values` with one version-checked UPDATE (the version moves
    on by one; StaleDataError if it moved since `lock_game`) and append its events, each as its
    JSON text."""
    first = game.event_count + 1
    bump_version(game, **values, event_count=game.event_count + len(events), updated_at=utcnow())
    _append(game, first, events)


def _append(game: Game, first: int, events: Sequence[str]) -> None:
    if events:
        db.session.connection().execute(insert(GameEvent.__table__), [
            {"game_id": game.id, "seq": first + i, "version": game.version, "data": data}
            for i, data in enumerate(events)])


def events_after(game_id: str, after: int) -> list[Any]:
    """Up to EVENTS_PAGE events after number `after`, in order: rows of (seq, version, data)."""
    return list(db.session.execute(
        select(GameEvent.seq, GameEvent.version, GameEvent.data)
        .where(GameEvent.game_id == game_id, GameEvent.seq > after)
        .order_by(GameEvent.seq).limit(EVENTS_PAGE)).all())


def events_of_version(game_id: str, version: int) -> list[Any]:
    """The events the write that made `version` appended, in order: rows of (seq, data)."""
    return list(db.session.execute(
        select(GameEvent.seq, GameEvent.data).where(GameEvent.game_id == game_id,
                                                    GameEvent.version == version)
        .order_by(GameEvent.seq).limit(EVENTS_PAGE)).all())


GAME_PHASE = select(Game.__table__.c.phase).where(Game.__table__.c.id == bindparam("game_id"))
EVENTS_AFTER = (select(GameEvent.__table__.c.seq, GameEvent.__table__.c.version,
                       GameEvent.__table__.c.data)
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
