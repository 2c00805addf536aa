"""Shared helpers for the operations tests: build a second app with some settings changed."""

from __future__ import annotations

from typing import Any

from flask import Flask

from racko_api import create_app
from racko_api.config import TestConfig


def make_app(**overrides: Any) -> Flask:
    """An app with TestConfig plus overrides (the rate limiter stays shared with the session app)."""
    settings = {key: getattr(TestConfig, key) for key in dir(TestConfig) if key.isupper()}
    settings.update(overrides)
    return create_app(settings)
