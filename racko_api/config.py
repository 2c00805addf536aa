"""Settings from environment variables, with safe defaults; tests override in the factory."""

from __future__ import annotations

import os
from pathlib import Path
from typing import Any

from .header_policy import MAX_BODY_BYTES, cors_origins
from .ops.database_options import database_engine_options, normalize_database_url

INSTANCE = Path(__file__).resolve().parent.parent / "instance"
# The API's version (the OpenAPI document's, and the package's: pyproject.toml reads it here).
API_VERSION = "1.6.0"


def _default_database() -> str:
    return f"sqlite:///{INSTANCE / 'racko.sqlite3'}"


def _database_url() -> str:
    return normalize_database_url(os.environ.get("DATABASE_URL") or _default_database())


def _flag(name: str, default: bool) -> bool:
    value = os.environ.get(name)
    return default if value is None else value.strip().lower() in ("1", "true", "yes", "on")


def prepare_threshold() -> int | None:
    """psycopg's server-side prepared statements; off (None) behind PgBouncer's transaction pooling."""
    if _flag("PGBOUNCER", False):
        return None
    value = os.environ.get("DATABASE_PREPARE_THRESHOLD", "5").strip().lower()
    return None if value in ("", "none", "off") else int(value)


def resolve_settings(config: dict[str, Any]) -> None:
    """Settings that follow from others (the URLs), filled in once the app's config is final."""
    config["SQLALCHEMY_ENGINE_OPTIONS"] = database_engine_options(config)
    if str(config.get("RATELIMIT_STORAGE_URI", "")).startswith("database:"):
        # Counted in the request's own database: when it cannot count, the request could not
        # have been served either, so it answers 503 at once rather than counting per process.
        config["RATELIMIT_SWALLOW_ERRORS"] = False
        config["RATELIMIT_IN_MEMORY_FALLBACK_ENABLED"] = False
    if str(config.get("RATELIMIT_STORAGE_URI", "")).startswith("redis"):
        # A Redis that does not answer must not hold a request for long.
        config.setdefault("RATELIMIT_STORAGE_OPTIONS", {"socket_connect_timeout": 1, "socket_timeout": 1})


class Config:
    """Production defaults; every value can come from the environment."""

    SQLALCHEMY_DATABASE_URI = _database_url()
    SQLALCHEMY_ENGINE_OPTIONS: dict[str, Any] = {}
    MAX_CONTENT_LENGTH = MAX_BODY_BYTES
    # Limits where a request writes (ops/rate_limits.py); reads are left to the reverse proxy
    # unless RATELIMIT_DEFAULT sets an app-wide limit ("600 per minute", say). Counted where every
    # worker and host sees the same figure: in Redis when REDIS_URL is given, else in the app's
    # database (database://, ops/limit_storage.py); memory:// counts in each process alone.
    RATELIMIT_STORAGE_URI = (os.environ.get("RATELIMIT_STORAGE_URI") or os.environ.get("REDIS_URL")
                             or "database://")
    RATELIMIT_DEFAULT = os.environ.get("RATELIMIT_DEFAULT", "")
    RATELIMIT_CREATE = os.environ.get("RATELIMIT_CREATE", "60 per minute")
    RATELIMIT_WRITES = os.environ.get("RATELIMIT_WRITES", "600 per minute")
    RATELIMIT_GAME_ACTIONS = os.environ.get("RATELIMIT_GAME_ACTIONS", "600 per minute")
    RATELIMIT_KEY_PREFIX = os.environ.get("RATELIMIT_KEY_PREFIX", "racko")  # one Redis, many services
    RATELIMIT_HEADERS_ENABLED = True
    # Sheets each process keeps as served JSON, answered again while their version stands (0: off).
    SHEET_CACHE_SIZE = int(os.environ.get("SHEET_CACHE_SIZE", "256"))
    # Streams (Server-Sent Events): woken across servers through Redis pub/sub when
    # STREAMS_REDIS_URL is set; else within this process, and every stream polls the database.
    STREAMS_REDIS_URL = os.environ.get("STREAMS_REDIS_URL") or None
    STREAMS_CHANNEL = os.environ.get("STREAMS_CHANNEL", "racko:streams")
    STREAMS_POLL_SECONDS = float(os.environ.get("STREAMS_POLL_SECONDS", "0")) or None  # 0.5; 10 with Redis
    STREAMS_HEARTBEAT_SECONDS = float(os.environ.get("STREAMS_HEARTBEAT_SECONDS", "15"))
    STREAMS_MAX_SECONDS = float(os.environ.get("STREAMS_MAX_SECONDS", "300"))  # then the client resumes
    STREAMS_MAX_OPEN = int(os.environ.get("STREAMS_MAX_OPEN", "1000"))  # per process; then 503
    # Open streams of one client (its address), counted across every worker in the database;
    # then 429 (0: no cap).
    STREAMS_PER_CLIENT = int(os.environ.get("STREAMS_PER_CLIENT", "8"))
    IDEMPOTENCY_TTL_HOURS = int(os.environ.get("IDEMPOTENCY_TTL_HOURS", "48"))
    # Tests and replays only: a game created with a `seed` is dealt from it (and the table says
    # `fixed_seed: true`). Off in production: every round is dealt from a secret seed.
    FIXED_DEAL_SEEDS = _flag("FIXED_DEAL_SEEDS", False)
    CORS_ORIGINS = cors_origins(os.environ.get("CORS_ORIGINS", ""))
    DATABASE_REPLICA_URL = os.environ.get("DATABASE_REPLICA_URL") or None
    # Each wait on the database is bounded so a request answers 503 within about 5 s.
    DATABASE_CONNECT_TIMEOUT = int(os.environ.get("DATABASE_CONNECT_TIMEOUT", "2"))  # libpq's least is 2
    DATABASE_POOL_TIMEOUT = float(os.environ.get("DATABASE_POOL_TIMEOUT", "1"))
    DATABASE_POOL_SIZE = int(os.environ.get("DATABASE_POOL_SIZE", "15"))  # kept open, a worker and engine
    DATABASE_MAX_OVERFLOW = int(os.environ.get("DATABASE_MAX_OVERFLOW", "0"))  # opened past it, then closed
    DATABASE_STATEMENT_TIMEOUT_MS = int(os.environ.get("DATABASE_STATEMENT_TIMEOUT_MS", "2000"))
    DATABASE_LOCK_TIMEOUT_MS = int(os.environ.get("DATABASE_LOCK_TIMEOUT_MS", "1500"))
    # The worst path: a statement on a stalled connection cut after DATABASE_STALL_TIMEOUT, then
    # (retried once) a new connection that waits out DATABASE_CONNECT_TIMEOUT: 4.5 s, within the
    # 5 s promised.
    DATABASE_STALL_TIMEOUT = float(os.environ.get("DATABASE_STALL_TIMEOUT", "2.5"))  # 0: off
    # After a failed connect or a lost connection, new connects fail at once for this long (0: off).
    DATABASE_FAIL_FAST = float(os.environ.get("DATABASE_FAIL_FAST", "1"))
    DATABASE_PREPARE_THRESHOLD = prepare_threshold()
    # A ping as each pooled connection is handed out: a round trip on every request, for what a
    # retry on a lost connection does anyway (database_engine_options); off by default.
    DATABASE_PRE_PING = _flag("DATABASE_PRE_PING", False)
    PGBOUNCER = _flag("PGBOUNCER", False)
    DATABASE_RETRY_AFTER = int(os.environ.get("DATABASE_RETRY_AFTER", "5"))
    # Redis away: keep serving with per-process counters rather than failing every request.
    RATELIMIT_SWALLOW_ERRORS = _flag("RATELIMIT_SWALLOW_ERRORS", True)
    RATELIMIT_IN_MEMORY_FALLBACK_ENABLED = _flag("RATELIMIT_IN_MEMORY_FALLBACK_ENABLED", True)
    TRUSTED_PROXIES = int(os.environ.get("TRUSTED_PROXIES", "0"))
    LOG_LEVEL = os.environ.get("LOG_LEVEL", "INFO").upper()
    LOG_FORMAT = os.environ.get("LOG_FORMAT", "json")
    REQUEST_LOG = _flag("REQUEST_LOG", True)
    # /metrics is served only with METRICS_TOKEN (scrapers send it as a bearer token), or without
    # one when METRICS_PUBLIC says the port is reachable only by the scraper; METRICS_ENABLED=0
    # turns it off whatever else is set.
    METRICS_ENABLED = _flag("METRICS_ENABLED", True)
    METRICS_TOKEN = os.environ.get("METRICS_TOKEN") or None
    METRICS_PUBLIC = _flag("METRICS_PUBLIC", False)
    # The key of keyed hashes (idempotency keys at rest). Unset: a random secret kept in the
    # database is used; set it, outside the database, so a reader of the database cannot test
    # guesses of a key.
    SECRET_KEY = os.environ.get("SECRET_KEY") or None
    # Old values of SECRET_KEY, separated by commas: what they sealed still opens (key rotation,
    # `store.sealing`); drop them once `flask racko reseal` has run.
    SECRET_KEY_FALLBACKS = [k.strip() for k in os.environ.get("SECRET_KEY_FALLBACKS", "").split(",")
                            if k.strip()]

    API_TITLE = "racko-api"
    API_VERSION = API_VERSION
    OPENAPI_VERSION = "3.0.3"
    OPENAPI_URL_PREFIX = "/"
    OPENAPI_JSON_PATH = "openapi.json"
    API_SPEC_OPTIONS: dict[str, Any] = {
        "info": {
            "description": "Scoring companion, rules referee and virtual table for Rack-O "
            "and Super Rack-O. Every error is RFC 9457 application/problem+json. A POST that "
            "must count once takes an Idempotency-Key: a fresh random UUID per request (creating "
            "a sheet, a game or a table takes nothing else; other writes take 16 to 255 visible "
            "ASCII characters). Repeating a key and body returns the first answer, tokens "
            "included, so a creation's key must be random (UUID version 4, made by a random "
            "generator): one whose digits visibly repeat or count is refused. Every round of a "
            "virtual game is dealt from a "
            "secret seed the table commits to first (`deal.commitment`, SHA-256) and reveals "
            "when the round is over (`deals`); POST /v1/deals/verify recomputes the deal.",
        },
    }


class TestConfig(Config):
    """In-memory SQLite unless TEST_DATABASE_URL names another database."""

    TESTING = True
    SQLALCHEMY_DATABASE_URI = os.environ.get("TEST_DATABASE_URL", "sqlite://")
    FIXED_DEAL_SEEDS = True  # seeded games replay exactly
    RATELIMIT_ENABLED = True
    RATELIMIT_STORAGE_URI = "memory://"
    SECRET_KEY = "test secret: keyed hashes of idempotency keys"
    METRICS_PUBLIC = True  # the tests scrape without a token; test_metrics checks the default
