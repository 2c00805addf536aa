"""Settings from environment variables, with safe defaults; tests override in the factory."""

from __future__ import annotations

import os
from pathlib import Path
from typing import Any

INSTANCE = Path(__file__).resolve().parent.parent / "instance"


def _default_database() -> str:
    return f"sqlite:///{INSTANCE / 'racko.sqlite3'}"


def _database_url() -> str:
    url = os.environ.get("DATABASE_URL") or _default_database()
    # psycopg 3 is the PostgreSQL driver; accept the usual short forms of the URL.
    for prefix in ("postgres://", "postgresql://"):
        if url.startswith(prefix):
            return "postgresql+psycopg://" + url[len(prefix):]
    return url


class Config:
    """Production defaults; every value can come from the environment."""

    SQLALCHEMY_DATABASE_URI = _database_url()
    SQLALCHEMY_ENGINE_OPTIONS: dict[str, Any] = {"pool_pre_ping": True}
    MAX_CONTENT_LENGTH = 64 * 1024  # bodies over 64 KiB get 413
    RATELIMIT_STORAGE_URI = os.environ.get("RATELIMIT_STORAGE_URI", "memory://")
    RATELIMIT_DEFAULT = os.environ.get("RATELIMIT_DEFAULT", "600 per minute")
    RATELIMIT_CREATE = os.environ.get("RATELIMIT_CREATE", "60 per minute")
    RATELIMIT_HEADERS_ENABLED = True
    IDEMPOTENCY_TTL_HOURS = int(os.environ.get("IDEMPOTENCY_TTL_HOURS", "48"))
    CORS_ORIGINS = [o for o in os.environ.get("CORS_ORIGINS", "").split(",") if o]

    API_TITLE = "racko-api"
    API_VERSION = "1.0.0"
    OPENAPI_VERSION = "3.0.3"
    OPENAPI_URL_PREFIX = "/"
    OPENAPI_JSON_PATH = "openapi.json"
    API_SPEC_OPTIONS: dict[str, Any] = {
        "info": {
            "description": "Scoring companion, rules referee and virtual table for Rack-O "
            "and Super Rack-O. Every error is RFC 9457 application/problem+json.",
        },
    }


class TestConfig(Config):
    """In-memory SQLite unless TEST_DATABASE_URL names another database."""

    TESTING = True
    SQLALCHEMY_DATABASE_URI = os.environ.get("TEST_DATABASE_URL", "sqlite://")
    RATELIMIT_ENABLED = True
    RATELIMIT_STORAGE_URI = "memory://"
