"""Headers on every answer: security policy, no caching of secrets, CORS, trusted proxies.

The phone page at / runs with a strict Content-Security-Policy (no inline script); only the
Swagger UI under /docs/ gets inline script and style, because its page is built that way.
"""

from __future__ import annotations

import math
import re
import time

from flask import Flask, Response, current_app, g, request
from flask_cors import CORS
from flask_limiter import Limiter
from werkzeug.middleware.proxy_fix import ProxyFix

from racko_api.header_policy import CORS_ALLOW_HEADERS, CORS_EXPOSE_HEADERS, CORS_PATHS, CSP, SECURITY_HEADERS

LIMITER = "racko_limiter"
DOCS_CSP = ("default-src 'self'; script-src 'self' 'unsafe-inline'; style-src 'self' 'unsafe-inline'; "
            "img-src 'self' data:; connect-src 'self'; object-src 'none'; base-uri 'none'; "
            "frame-ancestors 'none'; form-action 'self'")
# A JSON key named token or ending in _token (edit_token); a string followed by ':' is always a key.
TOKEN_KEY = re.compile(rb'"(?:[A-Za-z0-9]+_)?token"\s*:')


def carries_secret(response: Response) -> bool:
    """Was a token sent with the request, or is one in the answer?"""
    if "Authorization" in request.headers:
        return True
    if response.is_streamed or not response.is_json:
        return False
    data = response.get_data()
    # Every match holds `token"`: the plain search first skips the regex on almost every answer.
    return b'token"' in data and TOKEN_KEY.search(data) is not None


def _secure(response: Response) -> Response:
    for name, value in SECURITY_HEADERS.items():
        response.headers.setdefault(name, value)
    docs = request.path == "/docs" or request.path.startswith("/docs/")
    response.headers.setdefault("Content-Security-Policy", DOCS_CSP if docs else CSP)
    if request.is_secure:
        response.headers.setdefault("Strict-Transport-Security", "max-age=31536000")
    if carries_secret(response):
        response.headers["Cache-Control"] = "no-store"
    return response


def seconds_to_wait() -> int | None:
    """Whole seconds until the limit this request broke lets the client through again: the time
    to its window's reset (Flask-Limiter's `current_limit.window`), rounded up and at least 1,
    the same figure every time one request asks (its detail and its Retry-After). None when no
    limit was broken."""
    if "seconds_to_wait" not in g:
        broken = current_app.extensions[LIMITER].current_limit
        g.seconds_to_wait = (max(1, math.ceil(broken.window.reset_time - time.time()))
                             if broken is not None and broken.breached else None)
    return g.seconds_to_wait  # type: ignore[no-any-return]


def _retry_after(response: Response) -> Response:
    """Retry-After only where it means something: a 429 the whole seconds until its limit's window
    resets, as its detail says (the limiter's own figure is cut down to the second before), a 503
    DATABASE_RETRY_AFTER (the limiter would stretch it to its window), and other answers none."""
    wait = seconds_to_wait() if response.status_code == 429 else None
    if wait is not None:
        response.headers["Retry-After"] = str(wait)
    elif response.status_code == 503:
        response.headers["Retry-After"] = str(current_app.config.get("DATABASE_RETRY_AFTER", 5))
    elif response.status_code != 429 and not 300 <= response.status_code < 400:
        response.headers.pop("Retry-After", None)
    return response


def register_retry_after(app: Flask, limiter: Limiter) -> None:
    """Register before the rate limiter, so that this runs after it has added its headers; the
    limiter is the one whose broken limit says how long to wait."""
    app.extensions[LIMITER] = limiter
    app.after_request(_retry_after)


def _vary_on_origin(response: Response) -> Response:
    """With named CORS origins an answer's Access-Control-Allow-Origin depends on the request's
    Origin: a shared cache must not give one origin's answer to another."""
    response.vary.add("Origin")
    return response


def register_http_headers(app: Flask) -> None:
    """Security headers on every answer, CORS for the configured origins, forwarded-for trust."""
    app.after_request(_secure)
    origins = app.config.get("CORS_ORIGINS") or []
    if origins:
        # Tokens travel in the Authorization header, never in cookies: no credentials mode,
        # so even CORS_ORIGINS=* can never be combined with credentials.
        CORS(app, resources={CORS_PATHS.pattern: {}}, origins=origins,
             supports_credentials=False, allow_headers=CORS_ALLOW_HEADERS,
             expose_headers=CORS_EXPOSE_HEADERS, max_age=600, send_wildcard="*" in origins)
        if "*" not in origins:
            app.after_request(_vary_on_origin)
    hops = int(app.config.get("TRUSTED_PROXIES", 0))
    if hops > 0:
        # Behind nginx/HAProxy the client address (rate limits, logs) is in X-Forwarded-For.
        app.wsgi_app = ProxyFix(app.wsgi_app, x_for=hops, x_proto=hops)  # type: ignore[method-assign]
