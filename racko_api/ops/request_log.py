"""Structured JSON logs: one line per request, with a request id echoed in X-Request-ID.

Only the method, path (no query string), status, duration and client address are logged:
never a header value, a body, a token or a rack.
"""

from __future__ import annotations

import logging
import sys
import time
from datetime import UTC, datetime
from typing import Any

import orjson
from flask import Flask, Response, g, has_request_context, request

from racko_api.header_policy import request_id

LOGGER = "racko_api"
access_log = logging.getLogger("racko_api.requests")


class JsonFormatter(logging.Formatter):
    """A log record as one JSON object on one line; `extra={"fields": {...}}` adds keys."""

    def format(self, record: logging.LogRecord) -> str:
        entry: dict[str, Any] = {
            "time": datetime.fromtimestamp(record.created, UTC).isoformat(timespec="milliseconds"),
            "level": record.levelname.lower(),
            "logger": record.name,
            "message": record.getMessage(),
        }
        if has_request_context() and "request_id" in g:
            entry["request_id"] = g.request_id
        entry.update(getattr(record, "fields", {}))
        if record.exc_info:
            entry["exception"] = self.formatException(record.exc_info)
        return orjson.dumps(entry, default=str).decode()


class TextFormatter(logging.Formatter):
    """LOG_FORMAT=text: the same facts on one readable line, for a developer's terminal."""

    def format(self, record: logging.LogRecord) -> str:
        line = f"{self.formatTime(record)} {record.levelname} {record.name} {record.getMessage()}"
        fields = getattr(record, "fields", {})
        if fields:
            line += " " + " ".join(f"{k}={v}" for k, v in fields.items())
        if record.exc_info:
            line += "\n" + self.formatException(record.exc_info)
        return line


class StderrHandler(logging.StreamHandler):  # type: ignore[type-arg]
    """Writes to whatever sys.stderr is at the time (test runners swap it)."""

    def __init__(self) -> None:
        super().__init__()

    @property  # type: ignore[override]
    def stream(self) -> Any:
        return sys.stderr

    @stream.setter
    def stream(self, _value: Any) -> None:
        pass


def configure_logging(app: Flask) -> None:
    """One handler on the package logger (once per process), JSON unless LOG_FORMAT=text."""
    logger = logging.getLogger(LOGGER)
    logger.setLevel(app.config.get("LOG_LEVEL", "INFO"))
    if not any(isinstance(h, StderrHandler) for h in logger.handlers):
        handler = StderrHandler()
        logger.addHandler(handler)
        logger.propagate = False
    for handler in logger.handlers:
        if isinstance(handler, StderrHandler):
            text = app.config.get("LOG_FORMAT") == "text"
            handler.setFormatter(TextFormatter() if text else JsonFormatter())


def _start() -> None:
    g.request_id = request_id(request.headers.get("X-Request-ID"))
    g.request_started = time.perf_counter()


def _finish(response: Response) -> Response:
    if "request_id" not in g:  # a hook before ours refused the request
        _start()
    response.headers["X-Request-ID"] = g.request_id
    duration = (time.perf_counter() - g.request_started) * 1000
    fields = {"method": request.method, "path": request.path, "status": response.status_code,
              "duration_ms": round(duration, 2), "remote_addr": request.remote_addr}
    level = logging.ERROR if response.status_code >= 500 else logging.INFO
    access_log.log(level, "request", extra={"fields": fields})
    return response


def register_request_log(app: Flask) -> None:
    """Register first, so the request id exists before any other hook can refuse the request."""
    configure_logging(app)
    app.before_request(_start)
    if app.config.get("REQUEST_LOG", True):
        app.after_request(_finish)
    else:
        app.after_request(_echo_id)


def _echo_id(response: Response) -> Response:
    if "request_id" in g:
        response.headers["X-Request-ID"] = g.request_id
    return response
