"""The database holds no future deal in the clear: a running game's stored state (every rack, the
stock, the seed chain's secret end), the private parts of its events and the stored answers to a
seat's moves are sealed (`store.sealing`), on SQLite as on PostgreSQL (TEST_DATABASE_URL)."""

from __future__ import annotations

import json
import random
import uuid
from typing import Any

from flask.testing import FlaskClient
from sqlalchemy import text

from racko_api.extensions import db
from racko_api.store import sealing

from .conftest import Table, bearer, choose


def _raw(client: FlaskClient, sql: str) -> str:
    """Every row the statement reads, as the text a reader of the database sees."""
    with client.application.app_context():
        return "\n".join(str(tuple(row)) for row in db.session.execute(text(sql)))


def _secrets_of_the_round(client: FlaskClient, table: Table) -> list[str]:
    """What must not rest in clear, taken from the state opened with the app's key: each rack, the
    stock, the chain's secret end and the seed of the round in play."""
    with client.application.app_context():
        stored = db.session.execute(text("SELECT state FROM games WHERE id = :id"),
                                    {"id": table.id}).scalar_one()
        state: dict[str, Any] = json.loads(sealing.unseal(stored))
    assert state["phase"] in ("draw", "holding") and state["server_seeds"][-1]
    return ([json.dumps(rack, separators=(",", ":")) for rack in state["racks"]]
            + [json.dumps(state["stock"][-8:], separators=(",", ":"))[1:-1],
               str(state["chain"])[:32], state["server_seeds"][-1], '"stock"', '"racks"'])


def test_R_DEAL_a_running_game_rests_sealed_and_plays_on(client: FlaskClient, table: Table) -> None:
    view = table.view(0)
    action = choose(view, random.Random(3))
    assert action is not None
    key = str(uuid.uuid4())
    moved = table.post(0, action, **{"Idempotency-Key": key})
    assert moved.status_code == 200
    secrets = _secrets_of_the_round(client, table)
    rows = _raw(client, "SELECT * FROM games") + _raw(client, "SELECT * FROM game_events")
    rows += _raw(client, "SELECT * FROM idempotency_keys")
    assert '"deal_chain"' in rows and '"contributed"' in rows  # public parts stay readable
    for secret in secrets:
        assert secret not in rows, secret
    # What was sealed opens for its own seat, and for no one else.
    again = table.post(0, action, **{"Idempotency-Key": key})
    assert again.headers["Idempotent-Replayed"] == "true" and again.json == moved.json
    own = client.get(f"{table.path}/events", headers=bearer(table.tokens[0])).json["events"]
    public = client.get(f"{table.path}/events").json["events"]
    dealt = [e for e in own if e["type"] == "rack_dealt" and e["seat"] == 0]
    assert dealt and dealt[-1]["rack"] == view["rack"]
    assert all("rack" not in e for e in public if e["type"] == "rack_dealt")
