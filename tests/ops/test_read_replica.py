"""DATABASE_REPLICA_URL: safe GETs read from the replica, every write goes to the primary.

Two separate SQLite files stand in for the primary and its replica, so where each request
went shows in what it finds.
"""

from __future__ import annotations

from pathlib import Path

from flask import Flask
from flask_migrate import upgrade

from .helpers import make_app

SHEET = {"ruleset": "hasbro", "players": ["Ann", "Bo"]}
ROUND = {"rack_o": "Ann", "entries": [{"player": "Ann", "scoring_cards": 10},
                                      {"player": "Bo", "scoring_cards": 4}]}


def _migrated(path: Path) -> Flask:
    app = make_app(SQLALCHEMY_DATABASE_URI=f"sqlite:///{path}")
    with app.app_context():
        upgrade()
    return app


def test_reads_go_to_the_replica_and_writes_to_the_primary(tmp_path: Path) -> None:
    primary_only = _migrated(tmp_path / "primary.sqlite3").test_client()
    replica_only = _migrated(tmp_path / "replica.sqlite3").test_client()
    routed = make_app(SQLALCHEMY_DATABASE_URI=f"sqlite:///{tmp_path / 'primary.sqlite3'}",
                      DATABASE_REPLICA_URL=f"sqlite:///{tmp_path / 'replica.sqlite3'}").test_client()

    written = routed.post("/v1/scoresheets", json=SHEET)
    assert written.status_code == 201
    sheet, token = written.get_json()["id"], written.get_json()["edit_token"]
    assert primary_only.get(f"/v1/scoresheets/{sheet}").status_code == 200
    assert replica_only.get(f"/v1/scoresheets/{sheet}").status_code == 404
    assert routed.get(f"/v1/scoresheets/{sheet}").status_code == 404  # not replicated here

    on_replica = replica_only.post("/v1/scoresheets", json=SHEET).get_json()
    read = routed.get(f"/v1/scoresheets/{on_replica['id']}")
    assert read.status_code == 200
    auth = {"Authorization": f"Bearer {on_replica['edit_token']}"}
    assert routed.post(f"/v1/scoresheets/{on_replica['id']}/rounds", json=ROUND,
                       headers=auth).status_code == 404  # a write looks on the primary

    added = routed.post(f"/v1/scoresheets/{sheet}/rounds", json=ROUND,
                        headers={"Authorization": f"Bearer {token}"})
    assert added.status_code == 201
    players = primary_only.get(f"/v1/scoresheets/{sheet}").get_json()["players"]
    totals = {p["name"]: p["total"] for p in players}
    assert totals == {"Ann": 75, "Bo": 20}


def test_without_a_replica_everything_uses_the_primary(tmp_path: Path) -> None:
    client = _migrated(tmp_path / "only.sqlite3").test_client()
    created = client.post("/v1/scoresheets", json=SHEET).get_json()
    assert client.get(f"/v1/scoresheets/{created['id']}").status_code == 200


def test_readiness_checks_the_replica_too(tmp_path: Path) -> None:
    _migrated(tmp_path / "primary.sqlite3")
    routed = make_app(SQLALCHEMY_DATABASE_URI=f"sqlite:///{tmp_path / 'primary.sqlite3'}",
                      DATABASE_REPLICA_URL=f"sqlite:///{tmp_path / 'empty.sqlite3'}").test_client()
    answer = routed.get("/readyz")
    assert answer.status_code == 503
    assert answer.get_json()["detail"].startswith("replica database: migrations not at head")
