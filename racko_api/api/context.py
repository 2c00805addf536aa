"""What a view hands the services from its app: settings from the config, the sheet cache.

The services read no Flask globals: a view reads these when it is called (a test may change a
running app's config) and passes them in.
"""

from __future__ import annotations

from flask import Flask, current_app, request

from ..services.outlets import Outlets
from ..services.sheet_cache import KnownSheets, RenderedSheets

SHEET_CACHE = "racko_rendered_sheets"
KNOWN_SHEETS = "racko_known_sheets"
OUTLETS = "racko_outlets"


def register_sheet_cache(app: Flask) -> None:
    """One cache of each kind per app, of SHEET_CACHE_SIZE sheets (0 turns them off)."""
    app.extensions[SHEET_CACHE] = RenderedSheets(int(app.config["SHEET_CACHE_SIZE"]))
    app.extensions[KNOWN_SHEETS] = KnownSheets(int(app.config["SHEET_CACHE_SIZE"]))


def register_outlets(app: Flask, outlets: Outlets) -> None:
    """What the app's writes and streams report to (its wake-up hub, its metrics), set once."""
    app.extensions[OUTLETS] = outlets


def outlets() -> Outlets:
    """This app's wake-up hub and count of what was created, for the services."""
    return current_app.extensions[OUTLETS]  # type: ignore[no-any-return]


def rendered_sheets() -> RenderedSheets:
    """This app's sheets as served last, each under its version."""
    return current_app.extensions[SHEET_CACHE]  # type: ignore[no-any-return]


def known_sheets() -> KnownSheets:
    """This app's sheets' rows as it last wrote them, each under its version."""
    return current_app.extensions[KNOWN_SHEETS]  # type: ignore[no-any-return]


def idempotency_ttl_hours() -> int:
    """How long an idempotent answer is kept (IDEMPOTENCY_TTL_HOURS)."""
    return int(current_app.config["IDEMPOTENCY_TTL_HOURS"])


def fixed_deal_seeds() -> bool:
    """Whether a new game may be given its seed (FIXED_DEAL_SEEDS: a test setting)."""
    return bool(current_app.config["FIXED_DEAL_SEEDS"])


def streams_max_open() -> int:
    """How many streams this process holds open at most (STREAMS_MAX_OPEN)."""
    return int(current_app.config["STREAMS_MAX_OPEN"])


def stream_client() -> str:
    """Who opens a stream: the client's address as the app sees it (behind TRUSTED_PROXIES)."""
    return request.remote_addr or ""


def streams_per_client() -> int:
    """How many streams one client holds open at most, across every worker (STREAMS_PER_CLIENT)."""
    return int(current_app.config["STREAMS_PER_CLIENT"])


def stream_timing() -> dict[str, float]:
    """`idle` (STREAMS_HEARTBEAT_SECONDS) and `lifetime` (STREAMS_MAX_SECONDS) of a stream."""
    config = current_app.config
    return {"idle": float(config["STREAMS_HEARTBEAT_SECONDS"]),
            "lifetime": float(config["STREAMS_MAX_SECONDS"])}
