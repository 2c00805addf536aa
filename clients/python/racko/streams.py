"""Server-Sent Events read as typed events, resumed with Last-Event-ID when the connection drops
or the server ends a stream that has run its time."""

from __future__ import annotations

import json
import time
from collections.abc import Callable, Iterator
from typing import Any, TypeVar

import httpx

from .errors import RackoError, RateLimited, Unavailable, error_from

E = TypeVar("E")
STREAM = "text/event-stream"


def _frames(lines: Iterator[str]) -> Iterator[tuple[int, dict[str, Any]]]:
    """(id, data) for each event of a stream's lines."""
    seq: int | None = None
    data: list[str] = []
    for line in lines:
        if line == "":
            if data and seq is not None:
                yield seq, json.loads("\n".join(data))
            seq, data = None, []
        elif line.startswith("id:"):
            seq = int(line[3:].strip())
        elif line.startswith("data:"):
            data.append(line[5:].removeprefix(" "))


def follow(http: httpx.Client, path: str, after: int, typed: Callable[[dict[str, Any]], E], *,
           last: Callable[[dict[str, Any]], bool], attempts: int = 5,
           sleep: Callable[[float], None] = time.sleep,
           waiting_out: Callable[[RackoError], None] = lambda error: None) -> Iterator[E]:
    """The events of `path` after number `after`, typed; it reconnects after a drop or a stream
    the server closed, from the last event seen, and ends after an event `last` says is the
    final one, or when the server answers 204 (nothing more will come)."""
    failures = 0
    while True:
        try:
            with http.stream("GET", path, headers={"Accept": STREAM, "Last-Event-ID": str(after)}) as answer:
                if answer.status_code == 204:
                    return
                if answer.status_code != 200:
                    answer.read()
                    error = error_from(answer.status_code, answer.content, answer.headers)
                    if not isinstance(error, RateLimited | Unavailable) or failures >= attempts:
                        raise error
                    failures += 1
                    waiting_out(error)
                    sleep(error.retry_after or 1.0)
                    continue
                for seq, data in _frames(answer.iter_lines()):
                    after, failures = seq, 0
                    yield typed(data)
                    if last(data):
                        return
        except httpx.TransportError:
            failures += 1
            if failures > attempts:
                raise
            sleep(min(30.0, 0.25 * 2 ** failures))
