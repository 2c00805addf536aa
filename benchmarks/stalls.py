"""A stalled PostgreSQL under load: how long clients wait for their 503, and /livez meanwhile.

    .venv/bin/python benchmarks/stalls.py [--clients 48] [--seconds 10] [--threads 600] [--close]

Serves the app with gunicorn.conf.py (2 gthread workers of --threads each: 600 as in production;
64 is what a worker keeps for requests when its streams are at STREAMS_MAX_OPEN) on a scratch
PostgreSQL database reached through a TCP proxy (benchmarks/tcp_proxy.py), creates a sheet, then
stalls the proxy: connections stay open and nothing gets through, as when a route or a proxy
hangs. For
--seconds, --clients threads each read the sheet or add a round in a loop (half each, no pause
between requests), each on one HTTP/1.1 connection kept alive, as a phone's browser and the
documented nginx (`keepalive` to gunicorn) keep theirs, while a separate process asks /livez
every 100 ms on a new connection each time, as an orchestrator's probe does. Then the proxy
resumes and the service must recover by itself. --close makes every client request on a new
connection with `Connection: close` (as Python's urllib does): gunicorn's gthread worker then
closes each such connection on its event-loop thread, lingering until the client's FIN (up to
2 s), which holds every other connection of that worker, /livez included (docs/operations.md).
Targets: every answer while stalled is 503 problem+json with Retry-After, the slowest within
6 s, and none of the rounds counted; every /livez within 1 s; a round retried with one
Idempotency-Key is added within 15 s of the database's return, once. Exit status 1 if one is
missed. Bounded: about a minute.
"""

from __future__ import annotations

import argparse
import http.client
import json
import statistics
import subprocess
import sys
import threading
import time
import urllib.error
import urllib.request
import uuid
from pathlib import Path
from typing import Any
from urllib.parse import urlsplit

sys.path.insert(0, str(Path(__file__).resolve().parent))
from launch import GunicornServer, free_port, migrate, scratch_database  # noqa: E402
from tcp_proxy import TcpProxy  # noqa: E402

PG = ("127.0.0.1", 5432)
WITHIN, LIVEZ_WITHIN, RECOVER_WITHIN = 6.0, 1.0, 15.0
PROBE = """
import json, sys, time, urllib.request
address, until = sys.argv[1], time.monotonic() + float(sys.argv[2])
answers = []
while time.monotonic() < until:
    started = time.monotonic()
    with urllib.request.urlopen(address, timeout=30) as answer:
        answers.append((answer.status, time.monotonic() - started))
    time.sleep(0.1)
print(json.dumps(answers))
"""
ROUND = {"rack_o": "Ann", "entries": [{"player": "Ann", "scoring_cards": 10},
                                      {"player": "Bo", "scoring_cards": 2}]}


def call(method: str, address: str, body: Any = None,
         headers: dict[str, str] | None = None) -> tuple[int, dict[str, str], float, bytes]:
    """(status, headers, seconds, body) of one request; refusals are answers too."""
    data = None if body is None else json.dumps(body).encode()
    request = urllib.request.Request(address, data, {"Content-Type": "application/json", **(headers or {})},
                                     method=method)
    started = time.monotonic()
    try:
        with urllib.request.urlopen(request, timeout=30) as answer:
            return answer.status, dict(answer.headers), time.monotonic() - started, answer.read()
    except urllib.error.HTTPError as refused:
        return refused.code, dict(refused.headers), time.monotonic() - started, refused.read()


class Client:
    """One client: its requests on one HTTP/1.1 connection kept alive (`keep_alive`), opened
    again only when the server closes it; or each on a new connection with `Connection: close`."""

    def __init__(self, base: str, keep_alive: bool = True) -> None:
        parts = urlsplit(base)
        self.host, self.port, self.keep_alive = parts.hostname or "127.0.0.1", parts.port or 80, keep_alive
        self.connection: http.client.HTTPConnection | None = None
        self.opened = 0

    def call(self, method: str, path: str, body: Any = None,
             headers: dict[str, str] | None = None) -> tuple[int, dict[str, str], float, bytes]:
        """(status, headers, seconds, body) of one request; a kept connection the server has
        closed meanwhile is opened again once, inside the time measured."""
        data = None if body is None else json.dumps(body).encode()
        sent = {"Content-Type": "application/json", **(headers or {}),
                **({} if self.keep_alive else {"Connection": "close"})}
        started = time.monotonic()
        for attempt in (1, 2):
            reused = self.connection is not None
            if self.connection is None:
                self.connection = http.client.HTTPConnection(self.host, self.port, timeout=30)
                self.opened += 1
            try:
                self.connection.request(method, path, data, sent)
                answer = self.connection.getresponse()
                read = answer.read()
            except (http.client.RemoteDisconnected, ConnectionResetError, BrokenPipeError):
                self.close()
                if reused and attempt == 1:
                    continue
                raise
            if answer.will_close or not self.keep_alive:
                self.close()
            return answer.status, dict(answer.headers), time.monotonic() - started, read
        raise AssertionError("unreachable")

    def close(self) -> None:
        if self.connection is not None:
            self.connection.close()
            self.connection = None


def stall_under_load(server: GunicornServer, proxy: TcpProxy, clients: int,
                     seconds: float, keep_alive: bool = True) -> dict[str, Any]:
    """Stall the database while `clients` threads ask; what they and /livez got, and the recovery."""
    status, _, _, body = call("POST", f"{server.url}/v1/scoresheets",
                              {"ruleset": "hasbro", "players": ["Ann", "Bo"]})
    assert status == 201, body
    sheet = json.loads(body)
    auth = {"Authorization": f"Bearer {sheet['edit_token']}"}
    answers: list[tuple[int, dict[str, str], float, bytes]] = []
    connections: list[int] = []
    proxy.stall()
    stop = time.monotonic() + seconds

    def client(n: int) -> None:
        own = Client(server.url, keep_alive)
        while time.monotonic() < stop:
            if n % 2:
                answers.append(own.call("POST", f"/v1/scoresheets/{sheet['id']}/rounds", ROUND,
                                        {**auth, "Idempotency-Key": str(uuid.uuid4())}))
            else:
                answers.append(own.call("GET", f"/v1/scoresheets/{sheet['id']}"))
        own.close()
        connections.append(own.opened)

    probe = subprocess.Popen([sys.executable, "-c", PROBE, f"{server.url}/livez", str(seconds)],
                             stdout=subprocess.PIPE, text=True)
    threads = [threading.Thread(target=client, args=(n,)) for n in range(clients)]
    for thread in threads:
        thread.start()
    for thread in threads:
        thread.join()
    livez = json.loads(probe.communicate(timeout=60)[0])
    proxy.resume()
    resumed = time.monotonic()
    retry = {**auth, "Idempotency-Key": str(uuid.uuid4())}  # one round, retried as a phone does
    added = 0
    while time.monotonic() - resumed < RECOVER_WITHIN:
        added = call("POST", f"{server.url}/v1/scoresheets/{sheet['id']}/rounds", ROUND, retry)[0]
        if added == 201:
            break
        time.sleep(0.2)
    recovered = time.monotonic() - resumed
    read = call("GET", f"{server.url}/v1/scoresheets/{sheet['id']}")
    while read[0] != 200 and time.monotonic() - resumed < 2 * RECOVER_WITHIN:  # the other worker
        time.sleep(0.2)
        read = call("GET", f"{server.url}/v1/scoresheets/{sheet['id']}")
    rounds = json.loads(read[3]).get("rounds", [])
    return {"answers": answers, "livez": livez, "recovered": recovered, "added_after": added,
            "rounds_after": len(rounds), "connections": sum(connections)}


def report(result: dict[str, Any]) -> list[str]:
    """Print the figures; the targets missed."""
    answers, livez = result["answers"], result["livez"]
    waits = sorted(a[2] for a in answers)
    statuses = sorted({a[0] for a in answers})
    problems = all(a[1].get("Content-Type") == "application/problem+json" and a[1].get("Retry-After")
                   for a in answers)
    livez_waits = sorted(w for _, w in livez)
    print(f"stalled: {len(answers)} answers on {result['connections']} connections, statuses {statuses}, "
          f"problem+json with Retry-After: {problems}")
    print(f"  wait p50 {statistics.median(waits):.2f} s, p90 {waits[int(len(waits) * 0.9)]:.2f} s, "
          f"max {waits[-1]:.2f} s (target < {WITHIN} s)")
    print(f"/livez meanwhile: {len(livez)} answers, p50 {statistics.median(livez_waits) * 1000:.0f} ms, "
          f"max {livez_waits[-1] * 1000:.0f} ms (target < {LIVEZ_WITHIN * 1000:.0f} ms)")
    print(f"a round added again {result['recovered']:.1f} s after the database returned "
          f"({result['added_after']}); rounds on the sheet: {result['rounds_after']}")
    missed = []
    if statuses != [503] or not problems:
        missed.append("every answer 503 problem+json with Retry-After")
    if waits[-1] >= WITHIN:
        missed.append(f"every answer within {WITHIN} s")
    if livez_waits[-1] >= LIVEZ_WITHIN or any(status != 200 for status, _ in livez):
        missed.append(f"/livez within {LIVEZ_WITHIN} s")
    if result["added_after"] != 201 or result["rounds_after"] != 1:
        missed.append("recovery")
    return missed


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--clients", type=int, default=48)
    parser.add_argument("--seconds", type=float, default=10)
    parser.add_argument("--threads", type=int, default=600,
                        help="threads a worker (gunicorn.conf.py's default: 600)")
    parser.add_argument("--close", action="store_true",
                        help="a new connection with `Connection: close` for every request")
    args = parser.parse_args()
    with scratch_database("racko_bench_stalls") as name:
        database = f"postgresql+psycopg://postgres@{PG[0]}:{PG[1]}/{name}"
        migrate(database)
        proxy = TcpProxy(PG)
        proxy.start()
        server = GunicornServer(free_port(), database.replace(f":{PG[1]}/", f":{proxy.port}/"), workers=2,
                                threads=args.threads,
                                env={"REQUEST_LOG": "0", "RATELIMIT_WRITES": "1000000 per minute",
                                     "GUNICORN_MAX_REQUESTS": "0"})
        try:
            server.start()
            missed = report(stall_under_load(server, proxy, args.clients, args.seconds,
                                             keep_alive=not args.close))
        finally:
            server.stop()
            proxy.resume()
            proxy.stop()
    for target in missed:
        print(f"MISSED: {target}")
    return 1 if missed else 0


if __name__ == "__main__":
    sys.exit(main())
