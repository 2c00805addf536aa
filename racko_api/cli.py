"""`flask racko ...`: commands for operators (purge what has expired, print service statistics);
`flask rules write PATH`: the rules page, written from the rule catalogue."""

from __future__ import annotations

import json
from datetime import timedelta
from pathlib import Path
from typing import Any

import click
from flask.cli import AppGroup
from sqlalchemy import delete, func, select, update

from racko_api.catalogues import LANGUAGES, catalogue
from racko_api.core.events import Event
from racko_api.games.document import rules_markdown

from .extensions import db
from .store import game_queries, sealing
from .store.clock import utcnow
from .store.games import Game, GameEvent
from .store.idempotency import IdempotencyRecord, purge_expired
from .store.scoresheets import Scoresheet, ScoresheetRound
from .store.transactions import atomic

racko = AppGroup("racko", help="Operator commands: purge expired data, print statistics.")
FINISHED = "game_over"  # the phase of a game someone has won, in either engine
WAITING = "waiting"  # a game whose players never all sent their texts, so round 1 was never dealt


def _count(*criteria: Any, model: Any) -> int:
    return int(db.session.scalar(select(func.count()).select_from(model).where(*criteria)) or 0)


def statistics() -> dict[str, Any]:
    """What the database holds, in numbers an operator can watch."""
    now = utcnow()
    return {
        "scoresheets": _count(model=Scoresheet),
        "scoresheet_rounds": _count(model=ScoresheetRound),
        "games": {phase: int(count) for phase, count in db.session.execute(
            select(Game.phase, func.count()).group_by(Game.phase).order_by(Game.phase))},
        "game_events": _count(model=GameEvent),
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


def purge_finished_games(older_than: timedelta) -> int:
    """Delete finished games, and games still waiting for their players, (with their events)
    untouched for longer than `older_than`."""
    old = select(Game.id).where(Game.phase.in_((FINISHED, WAITING)),
                                Game.updated_at < utcnow() - older_than)
    # Events first: SQLite does not cascade deletes unless told to.
    db.session.execute(delete(GameEvent).where(GameEvent.game_id.in_(old)))
    result = db.session.execute(delete(Game).where(Game.id.in_(old)))
    return int(getattr(result, "rowcount", 0) or 0)


@racko.command("purge-games")
@click.option("--older-than-days", type=click.IntRange(min=0), required=True,
              help="Delete finished or never-started games untouched for this many days.")
def purge_games(older_than_days: int) -> None:
    """Delete finished games, and games that never started (some player never joined), with their
    event logs, after some days; games in play stay."""
    deleted = atomic(lambda: purge_finished_games(timedelta(days=older_than_days)))
    click.echo(f"deleted {deleted} finished or never-started games older than {older_than_days} days")


def reseal_games() -> int:
    """Seal every game's state and private events again under the current key (after a new
    SECRET_KEY, the old one in SECRET_KEY_FALLBACKS); rows written before sealing get sealed."""
    states = db.session.execute(select(Game.id, Game.state)).all()
    for game_id, state in states:
        db.session.execute(update(Game).where(Game.id == game_id).values(state=sealing.reseal(state)))
    rows = db.session.execute(select(GameEvent.game_id, GameEvent.seq, GameEvent.data)).all()
    for game_id, seq, data in rows:
        stored = json.loads(data)
        sealed = stored.pop(game_queries.SEALED, None)
        private = json.loads(sealing.unseal(sealed)) if sealed is not None else stored["private"]
        if private:
            turn = stored.pop("turn", None)
            fresh = game_queries.event_text(Event.from_dict({**stored, "private": private}), turn)
            db.session.execute(update(GameEvent).where(GameEvent.game_id == game_id,
                                                       GameEvent.seq == seq).values(data=fresh))
    return len(states)


@racko.command("reseal")
def reseal() -> None:
    """Seal every game's hidden cards and seed chain again under the current SECRET_KEY."""
    count = atomic(reseal_games)
    click.echo(f"sealed {count} games under the current key")


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


rules = AppGroup("rules", help="The rules page, written from the rule catalogue.")


@rules.command("write")
@click.argument("path", type=click.Path(dir_okay=False, allow_dash=True))
@click.option("--language", type=click.Choice(LANGUAGES), default="en", show_default=True,
              help="the language of the page (the catalogue's sv and it translations)")
def write_rules(path: str, language: str) -> None:
    """Write the rules page (Markdown) to PATH, or to standard output for "-"."""
    page = rules_markdown(catalogue(language))
    if path == "-":
        click.echo(page, nl=False)
        return
    Path(path).write_text(page, encoding="utf-8")
    click.echo(f"wrote {path}")
