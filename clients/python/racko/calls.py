"""Calls to the generated client with the API's rules for trying again: a 429 or 503 after its
Retry-After, and a write whose answer was lost sent again with the same Idempotency-Key and body
(one key a logical write, made here), so it counts once however often it is sent."""

from __future__ import annotations

import time
import uuid
from collections.abc import Callable
from dataclasses import dataclass, field
from typing import Any, TypeVar, overload

import httpx
from racko_client.types import Response

from .errors import RackoError, RateLimited, Unavailable, error_from

T = TypeVar("T")
U = TypeVar("U")
AGAIN = (429, 503)  # statuses worth the same request again, after Retry-After


@dataclass
class Retrying:
    """How often and how long to try: `attempts` in all, never waiting more than `longest_wait`
    seconds at a time (a Retry-After longer than that is raised instead). `waiting_out` hears of
    each 429 or 503 just before it is waited out (to count or log them)."""

    attempts: int = 5
    longest_wait: float = 60.0
    sleep: Callable[[float], None] = field(default=time.sleep)
    waiting_out: Callable[[RackoError], None] = field(default=lambda error: None)

    @overload
    def read(self, call: Callable[[], Response[Any]], first: type[T]) -> T: ...
    @overload
    def read(self, call: Callable[[], Response[Any]], first: type[T], second: type[U]) -> T | U: ...

    def read(self, call: Callable[[], Response[Any]], first: type[Any],
             second: type[Any] | None = None) -> Any:
        """A request that changes nothing, sent again as often as it takes; its answer, which is
        one of the classes given."""
        return self._run(call, (first,) if second is None else (first, second))

    @overload
    def write(self, call: Callable[[str], Response[Any]], first: type[T], *, key: str | None = None) -> T: ...
    @overload
    def write(self, call: Callable[[str], Response[Any]], first: type[T], second: type[U], *,
              key: str | None = None) -> T | U: ...

    def write(self, call: Callable[[str], Response[Any]], first: type[Any],
              second: type[Any] | None = None, *, key: str | None = None) -> Any:
        """A write: one Idempotency-Key for it (the caller's, else one made here), the same on
        every attempt."""
        sent = key or str(uuid.uuid4())
        return self._run(lambda: call(sent), (first,) if second is None else (first, second))

    def _run(self, send: Callable[[], Response[Any]], kinds: tuple[type[Any], ...]) -> Any:
        for attempt in range(1, self.attempts + 1):
            try:
                answer = send()
            except httpx.TransportError:  # no answer came: it may or may not have been done
                if attempt == self.attempts:
                    raise
                self.sleep(min(self.longest_wait, 0.25 * 2 ** attempt))
                continue
            status = int(answer.status_code)
            if status < 300 and isinstance(answer.parsed, kinds):
                return answer.parsed
            error = error_from(status, answer.content, answer.headers)
            if status < 300:
                raise RackoError(status, {"title": "unexpected answer", "detail": repr(answer.parsed)})
            wait = error.retry_after if error.retry_after is not None else 1.0
            if not isinstance(error, RateLimited | Unavailable) or attempt == self.attempts \
                    or wait > self.longest_wait:
                raise error
            self.waiting_out(error)
            self.sleep(wait)
        raise AssertionError("unreachable")  # pragma: no cover
