"""Rate limits where a request writes: creating sheets and games, changing rounds, playing moves.

Reads and the stateless answers (score, check, rules) change nothing and cost little; their
per-client limits belong to the reverse proxy (docs/operations.md), to `make run`'s dispatcher
where there is none (racko_api/address_limits.py), or to RATELIMIT_DEFAULT when an operator sets one.
Counters live in RATELIMIT_STORAGE_URI: the app's database (database://, the default:
`limit_storage`) or Redis (REDIS_URL) share them between processes and servers; memory:// counts
in each process alone.
"""

from __future__ import annotations

from flask import current_app, request

from . import limit_storage  # noqa: F401  registers the database:// storage with `limits`


def create_limit() -> str:
    """New sheets and games, per client (RATELIMIT_CREATE)."""
    return str(current_app.config["RATELIMIT_CREATE"])


def write_limit() -> str:
    """Rounds added, corrected or undone, per client (RATELIMIT_WRITES)."""
    return str(current_app.config["RATELIMIT_WRITES"])


def game_action_limit() -> str:
    """Moves played in virtual games, per client (RATELIMIT_GAME_ACTIONS)."""
    return str(current_app.config["RATELIMIT_GAME_ACTIONS"])


def is_preflight() -> bool:
    """CORS preflights do no work; they must not use up a client's allowance."""
    return request.method == "OPTIONS"
