"""Shared helpers for the operations tests: build a second app with some settings changed, run the
dispatcher's event loop."""

from __future__ import annotations

from collections.abc import Coroutine
from concurrent.futures import ThreadPoolExecutor
from typing import Any, TypeVar

from flask import Flask

from racko_api import create_app, serving
from racko_api.config import TestConfig

T = TypeVar("T")


def make_app(**overrides: Any) -> Flask:
    """An app with TestConfig plus overrides (the rate limiter stays shared with the session app)."""
    settings = {key: getattr(TestConfig, key) for key in dir(TestConfig) if key.isupper()}
    settings.update(overrides)
    return create_app(settings)


def run_dispatcher_loop(coroutine: Coroutine[Any, Any, T]) -> T:
    """`serving.run(coroutine)` in a thread of its own. A page test earlier in the same test process
    leaves Playwright's loop marked as running on the main thread (its browser lives for the whole
    session), and no second loop may start where one runs."""
    with ThreadPoolExecutor(1) as apart:
        return apart.submit(serving.run, coroutine).result()
