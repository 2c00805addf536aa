"""A stalled PostgreSQL with many clients at once, served as in production (gunicorn.conf.py, with
the 64 threads a worker keeps for requests when its streams are at STREAMS_MAX_OPEN): every
client gets 503 problem+json with Retry-After, none hangs, /livez answers within 1 s all the
while, and the service recovers by itself. With 48 clients (each answer within 6 s) it is
measured by benchmarks/stalls.py, which this test runs smaller."""

from __future__ import annotations

from collections.abc import Iterator

import pytest

from benchmarks.launch import GunicornServer, free_port, migrate
from benchmarks.stalls import LIVEZ_WITHIN, stall_under_load
from benchmarks.tcp_proxy import TcpProxy

from .pg import PG_HOST, PG_PORT, require_postgres, scratch_database, url


@pytest.fixture()
def stallable() -> Iterator[tuple[GunicornServer, TcpProxy]]:
    require_postgres()
    with scratch_database("racko_stall_load") as name:
        migrate(url(name))
        proxy = TcpProxy((PG_HOST, PG_PORT))
        proxy.start()
        server = GunicornServer(free_port(), url(name, port=proxy.port), workers=2, threads=64,
                                env={"REQUEST_LOG": "0", "RATELIMIT_WRITES": "1000000 per minute"})
        try:
            server.start()
            yield server, proxy
        finally:
            server.stop()
            proxy.resume()
            proxy.stop()


def test_many_clients_on_a_stalled_database_get_503_problems_and_the_service_recovers(
        stallable: tuple[GunicornServer, TcpProxy]) -> None:
    result = stall_under_load(*stallable, clients=12, seconds=4)
    answers = result["answers"]
    assert len(answers) >= 12
    assert {status for status, *_ in answers} == {503}
    assert all(headers.get("Content-Type") == "application/problem+json" and headers.get("Retry-After") == "5"
               for _, headers, _, _ in answers)
    assert all(b"psycopg" not in body and b"Traceback" not in body for *_, body in answers)
    assert max(wait for _, _, wait, _ in answers) < 15  # none waits for the client's own timeout
    assert result["livez"] and all(status == 200 and wait < LIVEZ_WITHIN for status, wait in result["livez"])
    assert result["added_after"] == 201 and result["rounds_after"] == 1  # none counted while stalled
