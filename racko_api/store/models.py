"""Database models. The schema changes only through Alembic revisions in migrations/."""

from __future__ import annotations

from .app_secret import AppSecret  # noqa: F401
from .games import Game, GameEvent  # noqa: F401
from .idempotency import IdempotencyRecord  # noqa: F401
from .rate_limits import RateLimitCount  # noqa: F401
from .scoresheets import Scoresheet, ScoresheetEvent, ScoresheetRound  # noqa: F401
from .stream_leases import StreamLease  # noqa: F401
from .tables import RoundScore, SheetSeat, Table, TablePlayer  # noqa: F401
