"""Following a game or a sheet as it changes: its events after a number, as they are committed.

A stream reads the event log (the database is the only source), waits for a wake-up
(`ops.wakeups`: Redis pub/sub across servers, or this process and a poll), and reads again.
A game's events are shown as the reader may see them (a seat's token: that seat's private
parts; none: public parts only), exactly as `GET .../events` shows them. A stream ends once the
game is over (a sheet: its last event is `game_won`) and every event is sent, when it has been
open for STREAMS_MAX_SECONDS (the client resumes from its last event), or when the worker stops.
A client (its address) holds at most STREAMS_PER_CLIENT streams across every worker: each holds a
lease in the database (`store.stream_leases`), renewed with its heartbeat and given back when it
closes. No HTTP here; no transaction is held while a stream waits.
"""

from __future__ import annotations

import json
import time
from collections.abc import Callable, Iterator
from dataclasses import dataclass
from typing import Any

from racko_api.core.words import tr

from ..ops import json_codec
from ..ops.wakeups import Batch
from ..store import game_queries, sealing, sheet_queries, stream_leases
from ..store.reading import release_session
from . import games, scoresheets
from .errors import Busy, NotFound, TooManyStreams
from .outlets import Outlets

FINISHED = "game_over"  # the phase of a game that is over, in both games
LEASE_RETRY_AFTER = 10  # seconds: a client at its cap tries again (a stream of its may close meanwhile)


def lease_seconds(idle: float) -> float:
    """How long a stream's lease lasts unrenewed: two heartbeats and a margin, so a stream that is
    open never loses it, and one whose worker died stops counting soon."""
    return 2 * idle + 5


def take_lease(client: str, per_client: int, *, idle: float) -> str | None:
    """A slot for a new stream of `client`; TooManyStreams when it holds `per_client` open
    streams already (0: no cap, and no lease)."""
    if per_client <= 0:
        return None
    lease = stream_leases.take(client, per_client, lease_seconds(idle))
    if lease is None:
        raise TooManyStreams(tr("you hold {limit} open streams already; close one, poll `?after=` "
                                "instead, or try again shortly", limit=per_client),
                             retry_after=LEASE_RETRY_AFTER)
    return lease


def give_back(lease: str | None) -> None:
    """The stream has closed (ended, or its client went): its slot is free at once."""
    if lease is not None:
        stream_leases.release(lease)


@dataclass(frozen=True)
class Opened:
    """A stream about to start: its topic, how to read it, how to show a row to this reader (the
    event's JSON text), and the first read (`first.extra` is True once the game is over)."""

    topic: str
    fetch: Callable[[int], Batch]
    show: Callable[[Any], str]
    first: Batch

    @property
    def over(self) -> bool:
        """The game is over and the reader holds every event: nothing more will come."""
        return bool(self.first.extra) and not self.first.rows


def _room(outlets: Outlets, limit: int) -> None:
    """Busy when this process holds `limit` (STREAMS_MAX_OPEN) open streams already."""
    if outlets.wakeups.open_streams >= limit:
        raise Busy(tr("this server holds {limit} open streams already; poll `?after=` instead, "
                      "or try the stream again shortly", limit=limit), retry_after=5)


def _game_fetch(game_id: str) -> Callable[[int], Batch]:
    def fetch(after: int) -> Batch:
        found = game_queries.phase_and_events_after(game_id, after)
        if found is None:
            raise NotFound(tr("no game {game_id!r}", game_id=game_id))
        phase, rows = found
        return Batch(after, rows, phase == FINISHED and len(rows) < game_queries.EVENTS_PAGE)
    return fetch


def open_game(game_id: str, token: str | None, after: int, *, max_open: int,
              outlets: Outlets) -> Opened:
    """A game's stream for the token's seat (or anyone); NotFound, Forbidden as for its events."""
    seat = games.reader_seat(game_id, token)
    _room(outlets, max_open)
    sealing.keys()  # the app's secret, read now: no transaction is held while the stream waits
    release_session()

    def show(row: Any) -> str:
        return json_codec.dumps(games.shown_event(row, seat))

    fetch = _game_fetch(game_id)
    return Opened(games.topic(game_id), fetch, show, fetch(after))


def _sheet_batch(sheet_id: str, after: int) -> Batch:
    found = sheet_queries.events_after(sheet_id, after)
    if found is None:
        raise NotFound(tr("no scoresheet {sheet_id!r}", sheet_id=sheet_id))
    won = found.last is not None and json.loads(found.last.data)["type"] == "game_won"
    return Batch(after, found.rows, won and len(found.rows) < sheet_queries.EVENTS_PAGE)


def _show_sheet_event(row: Any) -> dict[str, Any]:
    return {"seq": row.seq, **json.loads(row.data)}


def _sheet_event_text(row: Any) -> str:
    """The event's JSON text with its number first, made from the stored text (not decoded:
    a thousand streams of one sheet each send the same event)."""
    return f'{{"seq":{row.seq},{row.data[1:]}'


def sheet_events(sheet_id: str, after: int) -> dict[str, Any]:
    """A sheet's events after `after` (up to a page), for a client that polls."""
    if not scoresheets.SHEET_ID.fullmatch(sheet_id):
        raise NotFound(tr("no scoresheet {sheet_id!r}", sheet_id=sheet_id))
    found = sheet_queries.events_after(sheet_id, after)
    if found is None:
        raise NotFound(tr("no scoresheet {sheet_id!r}", sheet_id=sheet_id))
    shown = [_show_sheet_event(row) for row in found.rows]
    top = found.last.seq if found.last is not None else 0
    last = shown[-1]["seq"] if shown else min(after, top)
    return {"id": sheet_id, "version": found.version, "after": after, "last": last,
            "more": last < top, "events": shown}


def open_sheet(sheet_id: str, after: int, *, max_open: int, outlets: Outlets) -> Opened:
    """A sheet's stream; anyone with its id may follow it, as anyone may read it."""
    if not scoresheets.SHEET_ID.fullmatch(sheet_id):
        raise NotFound(tr("no scoresheet {sheet_id!r}", sheet_id=sheet_id))
    first = _sheet_batch(sheet_id, after)
    _room(outlets, max_open)
    release_session()
    return Opened(scoresheets.topic(sheet_id), lambda n: _sheet_batch(sheet_id, n),
                  _sheet_event_text, first)


def follow(opened: Opened, after: int, *, idle: float, lifetime: float, outlets: Outlets,
           lease: str | None = None) -> Iterator[list[tuple[int, str]]]:
    """Batches of events as they come, each its number and its JSON text as this reader may see
    it; an empty batch when `idle` seconds (STREAMS_HEARTBEAT_SECONDS) pass without one (the
    caller keeps the connection warm). It ends after `lifetime` seconds (STREAMS_MAX_SECONDS).
    Its `lease` (`take_lease`) is renewed as it goes; the caller gives it back (`give_back`)."""
    renewed = time.monotonic()
    with outlets.wakeups.following(opened.topic) as follower:
        start = quiet = time.monotonic()
        batch = opened.first
        while True:
            if batch.rows:
                yield [(row.seq, opened.show(row)) for row in batch.rows]
                after, quiet = batch.top, time.monotonic()
                if len(batch.rows) >= game_queries.EVENTS_PAGE:
                    batch = follower.read(after, opened.fetch)
                    continue
            if batch.extra:
                return
            now = time.monotonic()
            if now - start >= lifetime:
                return
            if lease is not None and now - renewed >= idle / 2:
                stream_leases.renew(lease, lease_seconds(idle))
                renewed = now
            if now - quiet >= idle:
                yield []
                quiet = now
            if not follower.wait(after, min(idle - (now - quiet), lifetime - (now - start))):
                return
            try:
                batch = follower.read(after, opened.fetch)  # lone reads: no session is opened
            except NotFound:
                return  # deleted meanwhile (purged): nothing more will come
