"""Adding a round's writes and nothing else: the yardstick scoresheets_http.py serves beside the app.

A bare Flask app on the same tables, gunicorn settings and database: one transaction that moves
the sheet on (UPDATE ... RETURNING), inserts the round, its event and the stored answer, and
commits, through SQLAlchemy Core. No validation, rules, tokens, rate limits or answer: what
adding a round costs at the least on this stack. Not part of the service.

`/counted/...` does the same after counting one hit against a rate limit in the app's counter
store (RATELIMIT_STORAGE_URI, else REDIS_URL, else the database: the app's own rule), through the
`limits` library as the app's limiter does: the least a rate-limited write can cost.
"""

from __future__ import annotations

import hashlib
import json
import os
from datetime import UTC, datetime, timedelta

import sqlalchemy as sa
from flask import Flask, request
from limits import parse
from limits.storage import storage_from_string
from limits.strategies import FixedWindowRateLimiter

from racko_api.ops import limit_storage  # noqa: F401  (registers database:// with `limits`)
from racko_api.ops.db_routing import AUTOCOMMIT
from racko_api.store.idempotency import IdempotencyRecord
from racko_api.store.scoresheets import Scoresheet, ScoresheetEvent, ScoresheetRound

SHEETS, ROUNDS, EVENTS, ANSWERS = (model.__table__ for model in (
    Scoresheet, ScoresheetRound, ScoresheetEvent, IdempotencyRecord))
engine = sa.create_engine(os.environ["DATABASE_URL"], pool_size=15, max_overflow=10)
app = Flask(__name__)
app.extensions[AUTOCOMMIT] = engine.execution_options(isolation_level="AUTOCOMMIT")  # database://
COUNTER = FixedWindowRateLimiter(storage_from_string(
    os.environ.get("RATELIMIT_STORAGE_URI") or os.environ.get("REDIS_URL") or "database://"))
LIMIT = parse("100000000 per minute")


@app.get("/livez")
def livez() -> dict[str, str]:
    return {"status": "ok"}


@app.post("/counted/v1/scoresheets/<sheet_id>/rounds")
def add_counted_round(sheet_id: str) -> tuple[str, int, dict[str, str]]:
    if not COUNTER.hit(LIMIT, "writes", request.remote_addr or ""):
        return "{}", 429, {"Content-Type": "application/json"}
    return add_round(sheet_id)


@app.post("/v1/scoresheets/<sheet_id>/rounds")
def add_round(sheet_id: str) -> tuple[str, int, dict[str, str]]:
    body = request.get_json()
    text = json.dumps(body)  # stands in for the round's document, summary, event and answer
    now = datetime.now(UTC)
    with engine.begin() as connection:
        sheet = connection.execute(
            sa.update(SHEETS).where(SHEETS.c.id == sheet_id)
            .values(round_count=SHEETS.c.round_count + 1, event_count=SHEETS.c.event_count + 1,
                    version=SHEETS.c.version + 1, totals={p["player"]: 0 for p in body["entries"]},
                    updated_at=now)
            .returning(SHEETS.c.round_count, SHEETS.c.event_count, SHEETS.c.version)).one()
        connection.execute(sa.insert(ROUNDS).values(
            sheet_id=sheet_id, number=sheet.round_count, entry=body, document=text, summary=text,
            created_at=now))
        connection.execute(sa.insert(EVENTS).values(
            sheet_id=sheet_id, seq=sheet.event_count, version=sheet.version, data=text))
        key = hashlib.sha256(request.headers.get("Idempotency-Key", "").encode()).hexdigest()
        connection.execute(sa.insert(ANSWERS).values(
            scope=f"POST /v1/scoresheets/{sheet_id}/rounds", key_hash=key, fingerprint=key,
            status=201, headers={}, body=body, sealed=[], created_at=now,
            expires_at=now + timedelta(hours=24)))
    return text, 201, {"Content-Type": "application/json"}
