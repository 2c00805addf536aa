"""Server-Sent Events on the URLs a client polls: `Accept: text/event-stream` chooses a stream.

Each event is one `data:` line of JSON, the same object the JSON answer lists, with its number
as the `id:`; a client that reconnects sends Last-Event-ID and gets exactly what it missed. A
comment every STREAMS_HEARTBEAT_SECONDS keeps proxies from closing a quiet stream. Its sentences
are in the language of the Accept-Language it was opened with (`Content-Language`). A stream
whose game is over ends once everything is sent; asked again after the end, it answers 204, which
tells a browser's EventSource to stop reconnecting.
"""

from __future__ import annotations

from collections.abc import Callable, Iterator
from typing import Any

from flask import Response, request, stream_with_context

from ..services import streams
from . import context
from .language import localized_text

MEDIA_TYPE = "text/event-stream"
RETRY_MS = 2000  # how soon a browser reconnects after a stream is cut
STREAM_DOC = {"responses": {200: {"content": {MEDIA_TYPE: {"schema": {
    "type": "string", "description": "Server-Sent Events: `id: <seq>` and `data: <event as JSON>` "
    "per event (the objects `events` lists), a `:` comment every 15 s; the stream ends when the "
    "game is over"}, "example": 'retry: 2000\n\nid: 1\ndata: {"seq":1,"type":"round_added",...}\n\n'}}},
    204: {"description": "a stream asked for after the game is over and every event was sent: "
                         "an EventSource stops reconnecting"}}}


def wanted() -> bool:
    """The client asked for a stream (`Accept: text/event-stream` preferred over JSON)."""
    best = request.accept_mimetypes.best_match(["application/json", MEDIA_TYPE])
    return best == MEDIA_TYPE and request.accept_mimetypes[MEDIA_TYPE] > 0


def _frames(opened: streams.Opened, after: int, lease: str | None) -> Iterator[str]:
    """The stream's lines, each event's sentences in the language asked when the stream opened;
    its lease is given back however it ends (a stream never started lets it lapse)."""
    try:
        yield f"retry: {RETRY_MS}\n\n"
        for batch in streams.follow(opened, after, lease=lease, outlets=context.outlets(),
                                    **context.stream_timing()):
            if not batch:
                yield ": keep-alive\n\n"
                continue
            yield "".join(f"id: {seq}\ndata: {localized_text(text)}\n\n" for seq, text in batch)
    finally:
        streams.give_back(lease)


def stream(open_: Callable[[int], streams.Opened], after: int, last_event_id: int | None,
           **headers: Any) -> Response:
    """The stream from `after` (or Last-Event-ID), or 204 when nothing more will ever come; 429
    when this client holds STREAMS_PER_CLIENT open streams already."""
    start = last_event_id if last_event_id is not None else after
    opened = open_(start)
    headers = {"Cache-Control": "no-cache", "X-Accel-Buffering": "no", **headers}
    if opened.over:
        return Response(status=204, headers=headers)
    lease = streams.take_lease(context.stream_client(), context.streams_per_client(),
                               idle=context.stream_timing()["idle"])
    return Response(stream_with_context(_frames(opened, start, lease)), mimetype=MEDIA_TYPE,
                    headers=headers)
