"""STREAMS_PER_CLIENT: one client's open streams, counted across servers through the database."""

from __future__ import annotations

import threading
import time

from flask import Flask
from sqlalchemy import update
from werkzeug.test import TestResponse

from racko_api.config import Config
from racko_api.extensions import db
from racko_api.store.stream_leases import StreamLease
from tests.api.streams.test_sheet_streams import Sheet

ANN, BO = "203.0.113.7", "198.51.100.23"


class Held:
    """A stream of a sheet from one address, on a thread of its own (a stream keeps its request
    context while it is open), started (its first line read) and open until `close`."""

    def __init__(self, app: Flask, sheet: Sheet, address: str) -> None:
        self.answer: TestResponse | None = None
        self.started, self.closing, self.closed = threading.Event(), threading.Event(), threading.Event()
        threading.Thread(target=self._run, args=(app, sheet, address), daemon=True).start()
        assert self.started.wait(10)
        assert self.answer is not None
        self.status_code = self.answer.status_code

    def _run(self, app: Flask, sheet: Sheet, address: str) -> None:
        try:
            self.answer = app.test_client().get(
                f"/v1/scoresheets/{sheet.id}/events", buffered=False,
                headers={"Accept": "text/event-stream"}, environ_base={"REMOTE_ADDR": address})
            if self.answer.status_code == 200:
                assert next(iter(self.answer.response)).startswith(b"retry:")
            self.started.set()
            self.closing.wait(30)
            self.answer.close()
        finally:
            self.started.set()
            self.closed.set()

    def close(self) -> None:
        self.closing.set()
        assert self.closed.wait(10)


def _open(app: Flask, sheet: Sheet, address: str) -> Held:
    return Held(app, sheet, address)


def _refused(held: Held) -> bool:
    answer = held.answer
    assert answer is not None and held.status_code in (200, 429), answer.get_data(as_text=True)
    if held.status_code == 429:
        assert answer.mimetype == "application/problem+json"
        assert int(answer.headers["Retry-After"]) > 0
        assert "open streams" in answer.get_json()["detail"]
    return held.status_code == 429


def test_the_cap_is_8_streams_a_client_unless_set() -> None:
    assert Config.STREAMS_PER_CLIENT == 8


def test_a_client_past_its_cap_is_429_on_every_server_and_others_are_not_refused(
        servers: tuple[Flask, Flask]) -> None:
    first, second = servers
    sheet = Sheet(first)
    held = [_open((first, second)[n % 2], sheet, ANN) for n in range(8)]  # spread over two servers
    try:
        assert not any(_refused(answer) for answer in held)
        assert _refused(_open(first, sheet, ANN)) and _refused(_open(second, sheet, ANN))
        other = _open(second, sheet, BO)
        assert not _refused(other)
        other.close()
        assert first.test_client().get(f"/v1/scoresheets/{sheet.id}/events",  # polling is not capped
                                       environ_base={"REMOTE_ADDR": ANN}).status_code == 200

        held.pop().close()  # one stream closes: its slot is free at once, on either server
        held.append(_open(first, sheet, ANN))
        assert not _refused(held[-1])
        assert _refused(_open(second, sheet, ANN))
    finally:
        for answer in held:
            answer.close()
    again = [_open(second, sheet, ANN) for _ in range(8)]
    assert not any(_refused(answer) for answer in again)
    for answer in again:
        answer.close()


def test_a_lapsed_lease_is_not_counted(servers: tuple[Flask, Flask]) -> None:
    """A stream whose worker died without giving its lease back stops counting once it lapses."""
    first, _ = servers
    sheet = Sheet(first)
    held = [_open(first, sheet, ANN) for _ in range(8)]
    assert _refused(_open(first, sheet, ANN))
    with first.app_context():
        db.session.execute(update(StreamLease).values(expires_at=time.time() - 1))
        db.session.commit()
    fresh = _open(first, sheet, ANN)
    assert not _refused(fresh)
    for answer in [*held, fresh]:
        answer.close()


def test_a_cap_of_0_counts_nothing(servers: tuple[Flask, Flask]) -> None:
    first, _ = servers
    first.config["STREAMS_PER_CLIENT"] = 0
    sheet = Sheet(first)
    held = [_open(first, sheet, ANN) for _ in range(10)]
    assert not any(_refused(answer) for answer in held)
    for answer in held:
        answer.close()
    with first.app_context():
        assert db.session.query(StreamLease).count() == 0
