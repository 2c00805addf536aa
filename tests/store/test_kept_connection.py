"""store.kept_connection: one autocommit connection kept from one unit of work to the next, given
back whenever it cannot be trusted, and never shared between threads (PostgreSQL)."""

from __future__ import annotations

import threading
import time
from collections.abc import Iterator
from typing import Any

import pytest
from flask import Flask
from flask_migrate import upgrade
from sqlalchemy import Engine, create_engine, event

from racko_api.db_routing import autocommit_engine
from racko_api.extensions import db

from ..ops.helpers import make_app
from ..ops.pg import _admin, require_postgres, scratch_database, url

pytest.importorskip("psycopg")
from racko_api.store.kept_connection import KeptConnection  # noqa: E402


@pytest.fixture()
def engine() -> Iterator[Engine]:
    require_postgres()
    engine = create_engine(url("test"), isolation_level="AUTOCOMMIT")
    yield engine
    engine.dispose()


def _checkouts(engine: Engine) -> list[int]:
    seen: list[int] = []
    event.listen(engine, "checkout", lambda *_: seen.append(1))
    return seen


def _pid(connection: Any) -> int:
    return int(connection.exec_driver_sql("SELECT pg_backend_pid()").scalar_one())


def _backend(kept: KeptConnection) -> int:
    with kept.use() as connection:
        return _pid(connection)


def test_one_connection_serves_one_unit_of_work_after_another(engine: Engine) -> None:
    checkouts = _checkouts(engine)
    kept = KeptConnection(engine, ping_after_idle=60)
    assert len({_backend(kept) for _ in range(5)}) == 1
    assert len(checkouts) == 1


def test_with_keeping_off_every_unit_of_work_checks_one_out(engine: Engine) -> None:
    checkouts = _checkouts(engine)
    kept = KeptConnection(engine, ping_after_idle=60, keep=False)
    for _ in range(3):
        _backend(kept)
    assert len(checkouts) == 3


def test_another_thread_gets_a_pooled_connection_of_its_own(engine: Engine) -> None:
    kept = KeptConnection(engine, ping_after_idle=60)
    mine = _backend(kept)
    theirs: list[int] = []
    with kept.use():  # still held here while the other thread works
        worker = threading.Thread(target=lambda: theirs.append(_backend(kept)))
        worker.start()
        worker.join()
    assert theirs and theirs[0] != mine
    assert _backend(kept) == mine


def test_work_begun_while_the_kept_one_is_in_use_gets_a_pooled_one(engine: Engine) -> None:
    kept = KeptConnection(engine, ping_after_idle=60)
    with kept.use() as outer:
        mine = _pid(outer)
        with kept.use() as inner:
            assert inner is not outer and _pid(inner) != mine
        assert _pid(outer) == mine  # the inner work did not take it away
    assert _backend(kept) == mine


def test_a_connection_left_inside_a_transaction_is_closed_not_kept(engine: Engine) -> None:
    checkouts = _checkouts(engine)
    kept = KeptConnection(engine, ping_after_idle=60)
    first = _backend(kept)
    with kept.use() as connection:
        connection.exec_driver_sql("BEGIN")
    assert _backend(kept) != first
    assert len(checkouts) == 2
    with _admin() as admin:  # the one left in its transaction was closed, not pooled
        left = admin.execute("SELECT count(*) FROM pg_stat_activity WHERE pid = %s", (first,))
        assert left.fetchone() == (0,)


def test_an_error_inside_leaves_a_sound_connection_kept(engine: Engine) -> None:
    kept = KeptConnection(engine, ping_after_idle=60)
    first = _backend(kept)
    with pytest.raises(Exception, match="no_such_table"), kept.use() as connection:
        connection.exec_driver_sql("SELECT * FROM no_such_table")
    assert _backend(kept) == first


def test_a_disposed_engine_hands_out_a_new_connection(engine: Engine) -> None:
    kept = KeptConnection(engine, ping_after_idle=60)
    first = _backend(kept)
    engine.dispose()
    assert _backend(kept) != first


def test_an_idle_connection_the_server_dropped_is_replaced_unseen(engine: Engine) -> None:
    kept = KeptConnection(engine, ping_after_idle=0.1)
    first = _backend(kept)
    with _admin() as admin:
        admin.execute("SELECT pg_terminate_backend(%s)", (first,))
    time.sleep(0.2)
    second = _backend(kept)  # pinged, found dead, replaced: no error reaches the caller
    assert second != first
    assert _backend(kept) == second  # busy again: not pinged, kept


def test_a_busy_connection_is_not_pinged(engine: Engine, monkeypatch: pytest.MonkeyPatch) -> None:
    pings: list[int] = []
    ping = engine.dialect.do_ping
    monkeypatch.setattr(engine.dialect, "do_ping", lambda c: (pings.append(1), ping(c))[1])
    kept = KeptConnection(engine, ping_after_idle=60)
    for _ in range(5):
        _backend(kept)
    assert pings == []


@pytest.fixture()
def app_on_postgres() -> Iterator[Flask]:
    require_postgres()
    with scratch_database("racko_kept") as name:
        app = make_app(SQLALCHEMY_DATABASE_URI=url(name))
        with app.app_context():
            upgrade()
        yield app
        with app.app_context():
            db.engine.dispose()
            engine = autocommit_engine()
            assert engine is not None
            engine.dispose()


def test_requests_that_add_rounds_and_read_check_out_once(app_on_postgres: Flask) -> None:
    app = app_on_postgres
    with app.app_context():
        twin = autocommit_engine()
        assert twin is not None and twin is not db.engine
    checkouts = _checkouts(twin)
    client = app.test_client()
    made = client.post("/v1/scoresheets", json={"ruleset": "hasbro", "players": ["Ann", "Bo"]})
    sheet, token = made.get_json()["id"], made.get_json()["edit_token"]
    round_ = {"rack_o": "Ann", "entries": [{"player": "Ann", "scoring_cards": 10},
                                           {"player": "Bo", "scoring_cards": 4}]}
    for n in range(3):
        added = client.post(f"/v1/scoresheets/{sheet}/rounds", json=round_,
                            headers={"Authorization": f"Bearer {token}",
                                     "Idempotency-Key": f"round-{n}-7b314d86"})
        assert added.status_code == 201, added.get_json()
        assert client.get(f"/v1/scoresheets/{sheet}").status_code == 200
    assert client.get(f"/v1/scoresheets/{sheet}").get_json()["players"][0]["total"] == 3 * 75
    assert len(checkouts) == 1
