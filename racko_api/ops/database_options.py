"""The database URL in the driver's form, and engine options that fail fast when it is away.

config uses them for the primary, and `db_routing` for the replica's engine."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from . import json_codec


def normalize_database_url(url: str) -> str:
    # psycopg 3 is the PostgreSQL driver; accept the usual short forms of the URL.
    for prefix in ("postgres://", "postgresql://"):
        if url.startswith(prefix):
            return "postgresql+psycopg://" + url[len(prefix):]
    return url


def database_engine_options(config: Mapping[str, Any]) -> dict[str, Any]:
    """Engine options for the configured URL: fail fast and recover by itself when PostgreSQL is away.

    JSON columns are written by the same encoder as the answers and read back with orjson.
    A pooled connection is handed out without a ping (a round trip on every request): one the
    server dropped fails its first statement, SQLAlchemy replaces it and every connection pooled
    before it, and the unit of work or read runs again once (`store.transactions`,
    `store.reading`). DATABASE_PRE_PING=1 pings each one instead. Every wait on the database is
    bounded, so a request answers 503 with Retry-After within about 5 s however the database
    fails: connect_timeout (DATABASE_CONNECT_TIMEOUT) bounds a connection attempt, the pool's timeout
    (DATABASE_POOL_TIMEOUT) a wait for a free connection, PostgreSQL's statement_timeout and
    lock_timeout (DATABASE_STATEMENT_TIMEOUT_MS, DATABASE_LOCK_TIMEOUT_MS) a slow statement and a
    row locked by another session, and ops.stall_guard (DATABASE_STALL_TIMEOUT) a network
    that stops answering (a ping included); ops.fail_fast (DATABASE_FAIL_FAST) keeps requests
    from each waiting out connect_timeout again right after the server failed to answer.
    """
    options: dict[str, Any] = {"json_serializer": json_codec.dumps,
                               "json_deserializer": json_codec.loads,
                               **config.get("SQLALCHEMY_ENGINE_OPTIONS", {})}
    if str(config.get("SQLALCHEMY_DATABASE_URI", "")).startswith("postgresql"):
        timeout = config.get("DATABASE_CONNECT_TIMEOUT", 2)
        server_limits = (f"-c statement_timeout={int(config.get('DATABASE_STATEMENT_TIMEOUT_MS', 2000))}"
                         f" -c lock_timeout={int(config.get('DATABASE_LOCK_TIMEOUT_MS', 1500))}")
        connect_args = {"connect_timeout": timeout,
                        # PgBouncer passes no startup options on: set both limits on the role there.
                        **({} if config.get("PGBOUNCER") else {"options": server_limits}),
                        "prepare_threshold": config.get("DATABASE_PREPARE_THRESHOLD", 5),
                        # A server that vanished without closing the connection (a host down, a
                        # dropped route) must not hold a request until TCP gives up minutes later.
                        "keepalives": 1, "keepalives_idle": 30, "keepalives_interval": 10,
                        "keepalives_count": 3, "tcp_user_timeout": max(1, timeout) * 5000}
        options["connect_args"] = {**connect_args, **options.get("connect_args", {})}
        options.setdefault("pool_timeout", config.get("DATABASE_POOL_TIMEOUT", 1))
        # A gthread worker serves many requests at once, and its kept-alive connections may
        # crowd onto it: the pool keeps every connection it opens (PostgreSQL starting a session
        # costs far more than a request), up to the same 15 a worker and engine as before (5 kept
        # and 10 more opened and closed again); past it a request waits DATABASE_POOL_TIMEOUT.
        options.setdefault("pool_size", config.get("DATABASE_POOL_SIZE", 15))
        options.setdefault("max_overflow", config.get("DATABASE_MAX_OVERFLOW", 0))
        options.setdefault("pool_pre_ping", bool(config.get("DATABASE_PRE_PING", False)))
    return options
