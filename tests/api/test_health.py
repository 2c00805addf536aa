"""GET /livez (no I/O) and GET /readyz (database reachable, migrations at head)."""

from __future__ import annotations

from typing import Any

import pytest
from flask.testing import FlaskClient
from sqlalchemy.engine import Engine
from sqlalchemy.exc import OperationalError

from racko_api.store import readiness


def _no_database(monkeypatch: pytest.MonkeyPatch) -> None:
    def refuse(*args: object, **kwargs: object) -> None:
        raise OperationalError("connect", {}, Exception("connection refused"))

    monkeypatch.setattr(Engine, "connect", refuse)


def test_livez(client: FlaskClient, conforms: Any) -> None:
    response = conforms(client.get("/livez"))
    assert response.status_code == 200 and response.json == {"status": "ok"}


def test_livez_does_no_io(client: FlaskClient, conforms: Any, monkeypatch: pytest.MonkeyPatch) -> None:
    _no_database(monkeypatch)
    assert conforms(client.get("/livez")).status_code == 200


def test_readyz_when_migrated(client: FlaskClient, conforms: Any) -> None:
    response = conforms(client.get("/readyz"))
    assert response.status_code == 200 and response.json == {"status": "ready"}


def test_readyz_without_a_database(client: FlaskClient, problem: Any,
                                   monkeypatch: pytest.MonkeyPatch) -> None:
    _no_database(monkeypatch)
    body = problem(client.get("/readyz"), 503)
    assert "unreachable" in body["detail"] and "connection refused" not in body["detail"]


def test_readyz_when_migrations_are_behind(client: FlaskClient, problem: Any,
                                           monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(readiness, "head_revisions", lambda: {"f00d"})
    body = problem(client.get("/readyz"), 503)
    assert "not at head" in body["detail"] and "flask db upgrade" in body["detail"]
