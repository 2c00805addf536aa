"""What one request costs the database, counted at the driver: every statement sent, every
transaction begun and ended, every connection taken from the pool. Adding a round is the hot
write (a table types one every minute or two, a busy server hundreds a second), so its count is
pinned here: a change that adds a statement or a transaction fails. The same on both databases.
"""

from __future__ import annotations

import uuid
from collections.abc import Iterator
from contextlib import contextmanager
from typing import Any

from sqlalchemy import Engine, event
from sqlalchemy.pool import Pool

from .conftest import Sheet

ROUND = {"rack_o": "Ann", "entries": [{"player": "Ann", "scoring_cards": 10},
                                      {"player": "Bo", "scoring_cards": 4}]}
# Expired idempotency records are deleted at most every 10 minutes per process, by the write
# that comes then: not part of a round's cost.
PURGE = "DELETE FROM idempotency_keys WHERE idempotency_keys.expires_at"


@contextmanager
def conversation() -> Iterator[list[str]]:
    """What the app says to the database meanwhile: "checkout", "BEGIN", each statement's first
    words (with the table), "COMMIT", "ROLLBACK"."""
    said: list[str] = []

    def statement(_conn: Any, _cursor: Any, sql: str, *_args: Any) -> None:
        words = " ".join(sql.split())
        if not words.startswith(PURGE):
            said.append(words)

    listeners: list[tuple[Any, str, Any]] = [
        (Engine, "before_cursor_execute", statement),
        (Engine, "begin", lambda _conn: said.append("BEGIN")),
        (Engine, "commit", lambda _conn: said.append("COMMIT")),
        (Engine, "rollback", lambda _conn: said.append("ROLLBACK")),
        (Pool, "checkout", lambda *_args: said.append("checkout")),
    ]
    for target, name, listener in listeners:
        event.listen(target, name, listener)
    try:
        yield said
    finally:
        for target, name, listener in listeners:
            event.remove(target, name, listener)


def shape(said: list[str]) -> list[str]:
    """Each statement as its verb and table ("SELECT scoresheets", "INSERT scoresheet_rounds")."""
    out = []
    for line in said:
        words = line.split()
        if words[0] == "SELECT":
            table = words[words.index("FROM") + 1]
            out.append(f"SELECT {table}" + (" FOR UPDATE" if line.endswith("FOR UPDATE") else ""))
        elif words[0] in ("INSERT", "DELETE"):
            out.append(f"{words[0]} {words[2]}")
        elif words[0] == "UPDATE":
            out.append(f"UPDATE {words[1]}")
        else:
            out.append(line)
    return out


def locked_read(app: Any) -> str:
    """SQLite has no row locks and leaves FOR UPDATE out (a writer locks the whole file)."""
    with app.app_context():
        from racko_api.extensions import db

        postgres = db.engine.dialect.name == "postgresql"
    return "SELECT scoresheets FOR UPDATE" if postgres else "SELECT scoresheets"


def test_adding_a_round_is_one_transaction_of_five_statements(app: Any, new_sheet: Any) -> None:
    sheet: Sheet = new_sheet()
    with conversation() as said:
        added = sheet.post_round(ROUND, key=str(uuid.uuid4()))
    assert added.status_code == 201
    assert shape(said) == [
        "checkout", "BEGIN",
        locked_read(app),                   # the sheet and its version, locked
        "UPDATE scoresheets",               # totals, ledger, event count; version + 1 where read
        "INSERT scoresheet_rounds",         # the round
        "INSERT scoresheet_events",         # what its streams carry
        "INSERT idempotency_keys",          # the answer a retry replays
        "COMMIT",
    ], said


def test_the_next_round_through_the_same_server_reads_nothing(app: Any, new_sheet: Any) -> None:
    """The server that wrote the sheet last works the round out on the row as it wrote it; the
    UPDATE, WHERE the version is still that one, is the check, and takes the lock."""
    sheet: Sheet = new_sheet()
    sheet.add_round(ROUND)
    with conversation() as said:
        added = sheet.post_round(ROUND, key=str(uuid.uuid4()))
    assert added.status_code == 201 and added.get_json()["number"] == 2
    assert shape(said) == ["checkout", "BEGIN", "UPDATE scoresheets", "INSERT scoresheet_rounds",
                           "INSERT scoresheet_events", "INSERT idempotency_keys", "COMMIT"], said
    assert sheet.totals_of(added.get_json()) == {"Ann": 150, "Bo": 40}


def test_a_sheet_written_elsewhere_meanwhile_is_read_under_its_lock(app: Any, new_sheet: Any) -> None:
    """Another writer moved the sheet on: the UPDATE on this server's copy finds no row at that
    version and writes nothing; the sheet is read under its lock and the round placed after."""
    sheet: Sheet = new_sheet()
    sheet.add_round(ROUND)
    with app.app_context():
        from sqlalchemy import text

        from racko_api.extensions import db

        with db.engine.begin() as connection:
            connection.execute(text("UPDATE scoresheets SET version = version + 1 WHERE id = :id"),
                               {"id": sheet.id})
    with conversation() as said:
        added = sheet.post_round(ROUND)
    assert added.status_code == 201
    assert shape(said) == ["checkout", "BEGIN", "UPDATE scoresheets", locked_read(app),
                           "UPDATE scoresheets", "INSERT scoresheet_rounds",
                           "INSERT scoresheet_events", "COMMIT"], said
    assert added.headers["ETag"] == '"4"'  # 1 made, 2 round one, 3 elsewhere, 4 this round


def test_a_round_the_copy_would_refuse_is_decided_on_the_sheet_as_stored(new_sheet: Any) -> None:
    """This server's copy says the game is won; the last round was undone since (the undo keeps
    no copy), so the round is judged on the sheet read under its lock, and added."""
    sheet: Sheet = new_sheet(target=50)
    assert sheet.add_round(ROUND)["winner"] == "Ann"
    undone = sheet.client.delete(f"{sheet.url}/rounds/last", headers=sheet.auth(**{"If-Match": sheet.etag()}))
    assert undone.status_code == 200 and undone.get_json()["winner"] is None
    again = sheet.post_round(ROUND, key=str(uuid.uuid4()))
    assert again.status_code == 201 and again.get_json()["number"] == 1
    assert sheet.post_round(ROUND).status_code == 409  # won again: refused on the stored sheet too


def test_a_round_without_a_key_stores_no_answer(app: Any, new_sheet: Any) -> None:
    sheet: Sheet = new_sheet()
    with conversation() as said:
        added = sheet.post_round(ROUND)
    assert added.status_code == 201
    assert shape(said) == ["checkout", "BEGIN", locked_read(app), "UPDATE scoresheets",
                           "INSERT scoresheet_rounds", "INSERT scoresheet_events", "COMMIT"], said


def test_a_round_that_ends_the_game_writes_both_events_in_one_statement(
        app: Any, new_sheet: Any) -> None:
    sheet: Sheet = new_sheet(target=50)
    with conversation() as said:
        won = sheet.post_round(ROUND, key=str(uuid.uuid4()))
    assert won.status_code == 201 and won.get_json()["winner"] == "Ann"
    assert shape(said).count("INSERT scoresheet_events") == 1, said
    kinds = [e["type"] for e in sheet.client.get(f"{sheet.url}/events").get_json()["events"]]
    assert kinds == ["round_added", "game_won"]


def test_a_refused_round_writes_nothing(app: Any, new_sheet: Any) -> None:
    sheet: Sheet = new_sheet()
    stranger = {"rack_o": "Ann", "entries": [{"player": "Ann", "scoring_cards": 10},
                                             {"player": "Cy", "scoring_cards": 4}]}
    with conversation() as said:
        refused = sheet.post_round(stranger)
    assert refused.status_code == 422
    assert shape(said) == ["checkout", "BEGIN", locked_read(app), "ROLLBACK"], said


def test_scoring_a_rack_never_reaches_the_database(client: Any) -> None:
    with conversation() as said:
        scored = client.post("/v1/score", json={"ruleset": "hasbro", "players": 4,
                                                 "rack": [1, 12, 13, 16, 34, 22, 4, 54, 31, 60]})
    assert scored.status_code == 200, scored.get_json()
    assert said == []
