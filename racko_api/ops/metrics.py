"""Prometheus metrics at /metrics: requests by endpoint and status, latency, things created.

Under gunicorn, PROMETHEUS_MULTIPROC_DIR (set by gunicorn.conf.py) makes every worker write its
samples to files that /metrics adds up, so any worker answers for the whole server.
"""

from __future__ import annotations

import functools
import hmac
import os
from collections.abc import Callable
from typing import Any

from flask import Flask, current_app, request
from flask_limiter import Limiter
from prometheus_client import CollectorRegistry, Counter, Gauge
from prometheus_flask_exporter import PrometheusMetrics
from prometheus_flask_exporter.multiprocess import GunicornInternalPrometheusMetrics
from werkzeug.datastructures import WWWAuthenticate
from werkzeug.exceptions import Unauthorized

EXTENSION = "racko_metrics"
KINDS = ("scoresheet", "game")


def created_counter(app: Flask) -> Callable[[str], None]:
    """What counts a scoresheet, table or game once it is committed (not on an idempotent
    replay); it counts nothing when the app serves no metrics."""
    counter: Counter | None = app.extensions.get(EXTENSION)
    if counter is None:
        return lambda kind: None
    return lambda kind: counter.labels(kind=kind).inc()


def _guard(view: Callable[..., Any], limiter: Limiter) -> Callable[..., Any]:
    """METRICS_TOKEN, when set, must come as `Authorization: Bearer <token>`; never rate-limited.
    A refusal is werkzeug's 401, which the app's error handlers answer as problem+json."""

    @functools.wraps(view)
    def guarded(*args: Any, **kwargs: Any) -> Any:
        token = current_app.config.get("METRICS_TOKEN")
        sent = request.headers.get("Authorization", "")
        if token and not hmac.compare_digest(sent.encode(), f"Bearer {token}".encode()):
            raise Unauthorized("the metrics need the operator's bearer token",
                               www_authenticate=WWWAuthenticate("bearer"))
        return view(*args, **kwargs)

    return limiter.exempt(guarded)


def register_metrics(app: Flask, limiter: Limiter) -> None:
    """Mount /metrics (outside the OpenAPI document) when it can be guarded: with METRICS_TOKEN,
    or without one only under METRICS_PUBLIC; never when METRICS_ENABLED is off. Worker pids and
    creation counts are not for anyone who asks."""
    app.extensions[EXTENSION] = None
    served = app.config.get("METRICS_TOKEN") or app.config.get("METRICS_PUBLIC", False)
    if not app.config.get("METRICS_ENABLED", True) or not served:
        return
    multiprocess = bool(os.environ.get("PROMETHEUS_MULTIPROC_DIR"))
    exporter_class = GunicornInternalPrometheusMetrics if multiprocess else PrometheusMetrics
    # A registry per app: tests and tools build several apps in one process.
    registry = CollectorRegistry()
    exporter = exporter_class(app, path="/metrics", registry=registry, group_by="endpoint",
                              metrics_decorator=lambda view: _guard(view, limiter))
    created = Counter("racko_created_total", "Scoresheets and games created", ["kind"],
                      registry=exporter.registry)
    for kind in KINDS:
        created.labels(kind=kind)
    # One sample per live worker (labelled with its pid under gunicorn): how many are serving.
    Gauge("racko_worker_up", "1 for each worker process serving the app",
          registry=exporter.registry, multiprocess_mode="liveall").set(1)
    app.extensions[EXTENSION] = created
