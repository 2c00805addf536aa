"""The headers every answer carries, with no web import: the app (ops/http_headers.py,
ops/request_log.py) and `make run`'s dispatcher, whose own 429 must read like the app's.

- the security policy: a strict Content-Security-Policy and the headers beside it;
- CORS for the origins CORS_ORIGINS names (none by default): which headers a browser may send
  and read;
- the request id: a client's X-Request-ID when it looks like one, else a new one;
- the largest body a request may carry (the app's MAX_CONTENT_LENGTH, the dispatcher's 413).
"""

from __future__ import annotations

import re
import uuid
from collections.abc import Sequence

MAX_BODY_BYTES = 64 * 1024  # bodies over 64 KiB get 413

CSP = ("default-src 'self'; script-src 'self'; style-src 'self'; img-src 'self' data:; "
       "connect-src 'self'; object-src 'none'; base-uri 'none'; frame-ancestors 'none'; "
       "form-action 'self'")
SECURITY_HEADERS = {
    "X-Content-Type-Options": "nosniff",
    "Referrer-Policy": "no-referrer",
    "X-Frame-Options": "DENY",
    "Cross-Origin-Opener-Policy": "same-origin",
}
CORS_ALLOW_HEADERS = ["Authorization", "Content-Type", "If-Match", "If-None-Match",
                      "Idempotency-Key", "X-Request-ID"]
CORS_EXPOSE_HEADERS = ["ETag", "Location", "Retry-After", "Idempotent-Replayed", "X-Request-ID",
                       "RateLimit-Limit", "RateLimit-Remaining", "RateLimit-Reset",
                       "X-RateLimit-Limit", "X-RateLimit-Remaining", "X-RateLimit-Reset"]
CORS_PATHS = re.compile(r"^/v1/|^/openapi\.json$")  # what CORS_ORIGINS opens to other origins
REQUEST_ID = re.compile(r"[A-Za-z0-9._:-]{1,128}")


def cors_origins(setting: str) -> list[str]:
    """CORS_ORIGINS: origins separated by commas, `*` for any.

    >>> cors_origins(" https://a.example, ,https://b.example")
    ['https://a.example', 'https://b.example']
    """
    return [o.strip() for o in setting.split(",") if o.strip()]


def cors_headers(origins: Sequence[str], origin: str | None, path: str) -> dict[str, str]:
    """The CORS headers of an answer to a request from `origin` for `path`, as the app gives
    them (flask-cors, no credentials): none when that origin may not read it.

    >>> cors_headers(["*"], "https://x.example", "/v1/rules")["Access-Control-Allow-Origin"]
    '*'
    >>> cors_headers(["https://a.example"], "https://x.example", "/v1/rules")
    {}
    """
    if not origin or not CORS_PATHS.match(path) or not ("*" in origins or origin in origins):
        return {}
    headers = {"Access-Control-Allow-Origin": "*" if "*" in origins else origin,
               "Access-Control-Expose-Headers": ", ".join(CORS_EXPOSE_HEADERS)}
    if "*" not in origins:
        headers["Vary"] = "Origin"
    return headers


def request_id(incoming: str | None) -> str:
    """The id an answer and its log line carry: the client's own when it looks like one."""
    return incoming if incoming and REQUEST_ID.fullmatch(incoming) else uuid.uuid4().hex


__all__ = ["CORS_ALLOW_HEADERS", "CORS_EXPOSE_HEADERS", "CSP", "SECURITY_HEADERS", "cors_headers",
           "cors_origins", "request_id"]
