"""Per-address limits at `make run`'s dispatcher (racko_api/serving.py), as a proxy sets them.

The ones docs/nginx.conf sets in production: a rate with a burst (nginx's `limit_req`) and open
connections (`limit_conn`) per client address. The address is the dispatcher's own peer, never a
client's X-Forwarded-For. Probes (/livez, /readyz) are never limited, nor counted.

The rate is counted by `limits` (sliding window counters in memory: the dispatcher is one process)
in two windows that bound nginx's bucket of `rate` a second and `burst` at once: rate + burst
requests in any one second, and 10 x rate + burst in any ten. A refused request gets 429 with
Retry-After and the app's problem+json ("Too many requests"), in the client's language.

A head the proxy refuses is refused here too, once its rate is counted (`beyond_limits`): a
request line or a header line over LINE_LIMIT (414, 431), a head over HEAD_LIMIT (431), a declared
body over the app's MAX_CONTENT_LENGTH (413, the app's own words). gunicorn would answer the first
ones in HTML, and the last without reading the body, so a client still sending met a closed
connection rather than the answer.
No web framework here: the dispatcher stays one light process.
"""

from __future__ import annotations

import json
import math
import os
import re
import time
from collections import Counter
from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from urllib.parse import unquote

from limits import RateLimitItem, RateLimitItemPerSecond
from limits.aio.storage import MemoryStorage
from limits.aio.strategies import SlidingWindowCounterRateLimiter
from werkzeug.datastructures import LanguageAccept
from werkzeug.http import parse_accept_header

from racko_api.catalogues import LANGUAGES, catalogue
from racko_api.core.words import Text, tr, trn
from racko_api.header_policy import CSP, SECURITY_HEADERS, cors_headers, request_id

PROBE = re.compile(rb"^(?:GET|HEAD) /(?:livez|readyz)(?:\?[^ ]*)? HTTP/")
TARGET = re.compile(rb"^[A-Z]+ ([^ ?#]*)")
LONG_WINDOW = 10  # seconds: the window that holds a client to its rate after a burst
CONNECTION_WAIT = 1  # Retry-After when an address has all its connections open (nginx says 1)
INSTANCE_BYTES = 500  # as the app clips a problem's instance
LINE_LIMIT = 4096  # the request line and each header line (docs/nginx.conf: large_client_header_buffers 4 4k)
HEAD_LIMIT = 4 * LINE_LIMIT  # the whole head, in those four buffers


@dataclass(frozen=True)
class Settings:
    """What an address may do; 0 turns a limit off. The defaults are docs/nginx.conf's."""

    rate: int = 20  # requests a second, sustained (limit_req_zone ... rate=20r/s)
    burst: int = 40  # requests past the rate at once (limit_req ... burst=40 nodelay)
    connections: int = 20  # open connections, streams among them (limit_conn per_address 20)

    @classmethod
    def from_environment(cls, env: Mapping[str, str] = os.environ) -> Settings:
        """ADDRESS_RATE, ADDRESS_BURST and ADDRESS_CONNECTIONS, else the defaults."""
        return cls(rate=int(env.get("ADDRESS_RATE") or cls.rate),
                   burst=int(env.get("ADDRESS_BURST") or cls.burst),
                   connections=int(env.get("ADDRESS_CONNECTIONS") or cls.connections))

    def windows(self) -> tuple[RateLimitItem, ...]:
        """The rate and burst as `limits` items: a second's and LONG_WINDOW seconds' allowance.

        >>> [str(item) for item in Settings(rate=20, burst=40).windows()]
        ['60 per 1 second', '240 per 10 second']
        """
        if not self.rate:
            return ()
        return (RateLimitItemPerSecond(self.rate + self.burst, 1),
                RateLimitItemPerSecond(LONG_WINDOW * self.rate + self.burst, LONG_WINDOW))


def is_probe(head: bytes) -> bool:
    """Whether a request head asks for a probe, which no limit refuses.

    >>> is_probe(b"GET /livez HTTP/1.1\\r\\n\\r\\n"), is_probe(b"GET /livez/x HTTP/1.1\\r\\n\\r\\n")
    (True, False)
    """
    return PROBE.match(head) is not None


def header(head: bytes, name: str) -> str | None:
    """The value of the request head's first header `name` (any case), or None.

    >>> header(b"GET / HTTP/1.1\\r\\nOrigin:  https://a.example \\r\\n\\r\\n", "origin")
    'https://a.example'
    """
    found = re.search(rb"^" + re.escape(name.encode()) + rb":[ \t]*([^\r\n]*)", head,
                      re.IGNORECASE | re.MULTILINE)
    return found[1].decode("latin-1").strip() if found else None


def language_of(head: bytes) -> str:
    """The best of en, sv, it for the head's Accept-Language, as the app chooses (en when none fits).

    >>> language_of(b"GET / HTTP/1.1\\r\\nAccept-Language: de, sv;q=0.8, it;q=0.5\\r\\n\\r\\n")
    'sv'
    """
    accepted = parse_accept_header(header(head, "Accept-Language") or "", LanguageAccept)
    return str(accepted.best_match(LANGUAGES, default="en"))


def too_many(head: bytes, seconds: int, origins: Sequence[str] = ()) -> bytes:
    """The whole 429 answer to a request head, with Retry-After (`refusal`)."""
    detail = tr("too many requests from this client: {retry}",
                retry=trn("try again in {n} second", "try again in {n} seconds", seconds))
    return refusal(head, 429, "Too Many Requests", tr("Too many requests"), detail, origins,
                   {"Retry-After": str(seconds)})


def beyond_limits(head: bytes, body_limit: int, origins: Sequence[str] = ()) -> bytes | None:
    """The refusal of a head a proxy refuses as it comes (see the module docstring), else None.

    >>> beyond_limits(b"GET /" + b"a" * LINE_LIMIT + b" HTTP/1.1\\r\\n\\r\\n", 10)[:24]
    b'HTTP/1.1 414 URI Too Lon'
    >>> beyond_limits(b"POST / HTTP/1.1\\r\\nContent-Length: 11\\r\\n\\r\\n", 10)[:24]
    b'HTTP/1.1 413 Content Too'
    >>> beyond_limits(b"POST / HTTP/1.1\\r\\nContent-Length: 10\\r\\n\\r\\n", 10) is None
    True
    """
    end = head.find(b"\r\n\r\n")
    lines = (head if end < 0 else head[:end]).split(b"\r\n")
    too_large = tr("Request header fields too large")
    if len(lines[0]) > LINE_LIMIT:
        return refusal(head, 414, "URI Too Long", tr("URI too long"),
                       tr("the request line is longer than {limit} bytes", limit=LINE_LIMIT), origins)
    if any(len(line) > LINE_LIMIT for line in lines[1:]):
        return refusal(head, 431, "Request Header Fields Too Large", too_large,
                       tr("a header line is longer than {limit} bytes", limit=LINE_LIMIT), origins)
    if end < 0 or end > HEAD_LIMIT:
        return refusal(head, 431, "Request Header Fields Too Large", too_large,
                       tr("the request's headers are longer than {limit} bytes", limit=HEAD_LIMIT), origins)
    length = header(head, "Content-Length")
    if length is not None and length.isdigit() and int(length) > body_limit:
        return refusal(head, 413, "Content Too Large", tr("Content too large"),
                       tr("the body is larger than the limit of {limit} bytes", limit=body_limit), origins)
    return None


def refusal(head: bytes, status: int, reason: str, title: Text, detail: Text,
            origins: Sequence[str] = (), extra: Mapping[str, str] | None = None) -> bytes:
    """The whole answer refusing a request head: problem+json of the app's shape and words, in the
    client's language, with `extra` headers and those the app puts on every answer (security
    policy, X-Request-ID, CORS for `origins`, so that a page of another origin can read it); the
    connection closes after it."""
    language = language_of(head)
    words = catalogue(language)
    target = TARGET.match(head)
    path = unquote(target[1].decode("latin-1")) if target else "/"
    body = {
        "type": "about:blank",
        "title": title.render(words),
        "status": status,
        "detail": detail.render(words),
        "instance": path[:INSTANCE_BYTES],
        "errors": [],
        "errors_not_listed": 0,
    }
    content = json.dumps(body).encode() + b"\n"
    headers = {"Content-Type": "application/problem+json", "Content-Length": str(len(content)),
               **(extra or {}), "Content-Language": language, "Vary": "Accept-Language",
               **SECURITY_HEADERS, "Content-Security-Policy": CSP,
               "X-Request-ID": request_id(header(head, "X-Request-ID")), "Connection": "close"}
    for name, value in cors_headers(origins, header(head, "Origin"), path).items():
        headers[name] = f"{headers[name]}, {value}" if name in headers else value
    lines = [f"HTTP/1.1 {status} {reason}", *(f"{name}: {value}" for name, value in headers.items())]
    answer = ("\r\n".join(lines) + "\r\n\r\n").encode()
    return answer if head.startswith(b"HEAD ") else answer + content


class AddressLimits:
    """The limits of every client address, counted in this process (one event loop)."""

    def __init__(self, settings: Settings, origins: Sequence[str] = ()) -> None:
        self.settings = settings
        self.origins = tuple(origins)  # CORS_ORIGINS: whose pages may read a refusal
        self.windows = settings.windows()
        self.limiter = SlidingWindowCounterRateLimiter(MemoryStorage())
        self.open: Counter[str] = Counter()  # an address's admitted connections still open

    async def admit(self, address: str, head: bytes) -> bytes | None:
        """None when the request may go on: its connection then counts as open until `closed`.
        Else the 429 answer to send (nothing counted). Not for probes (`is_probe`)."""
        if self.settings.connections and self.open[address] >= self.settings.connections:
            return too_many(head, CONNECTION_WAIT, self.origins)
        self.open[address] += 1  # before the counters are awaited: no second request slips past
        for window in self.windows:
            if not await self.limiter.hit(window, address):
                self.closed(address)
                stats = await self.limiter.get_window_stats(window, address)
                return too_many(head, max(1, math.ceil(stats.reset_time - time.time())), self.origins)
        return None

    def closed(self, address: str) -> None:
        """An admitted connection of `address` has ended."""
        self.open[address] -= 1
        if self.open[address] <= 0:
            del self.open[address]
