"""`flask racko ...`: commands for operators (purge what has expired, print service statistics)."""

from __future__ import annotations

import json
from typing import Any

import click
from flask.cli import AppGroup
from sqlalchemy import func, select

from .extensions import db
from .store.clock import utcnow
from .store.idempotency import IdempotencyRecord, purge_expired
from .store.scoresheets import Scoresheet, ScoresheetRound
from .store.transactions import atomic

racko = AppGroup("racko", help="Operator commands: purge expired data, print statistics.")


def _count(*criteria: Any, model: Any) -> int:
    return int(db.session.scalar(select(func.count()).select_from(model).where(*criteria)) or 0)


def statistics() -> dict[str, Any]:
    """What the database holds, in numbers an operator can watch."""
    now = utcnow()
    return {
        "scoresheets": _count(model=Scoresheet),
        "scoresheet_rounds": _count(model=ScoresheetRound),
        "idempotency_keys": {
            "live": _count(IdempotencyRecord.expires_at > now, model=IdempotencyRecord),
            "expired": _count(IdempotencyRecord.expires_at <= now, model=IdempotencyRecord),
        },
    }


@racko.command("purge-idempotency")
def purge_idempotency() -> None:
    """Delete the idempotency keys that have expired (IDEMPOTENCY_TTL_HOURS)."""
    deleted = atomic(purge_expired)
    click.echo(f"deleted {deleted} expired idempotency keys")


@racko.command("stats")
@click.option("--json", "as_json", is_flag=True, help="One JSON object instead of lines of text.")
def stats(as_json: bool) -> None:
    """Print how many scoresheets, rounds, games (by status) and idempotency keys are stored."""
    numbers = statistics()
    db.session.rollback()
    if as_json:
        click.echo(json.dumps(numbers))
        return
    for name, value in numbers.items():
        if isinstance(value, dict):
            for part, count in value.items():
                click.echo(f"{name}.{part}: {count}")
        else:
            click.echo(f"{name}: {value}")
