"""Soak: mixed traffic at a steady rate against gunicorn on PostgreSQL and Redis.

    python benchmarks/soak.py                 # 10 minutes at 40 requests/s
    python benchmarks/soak.py --minutes 1     # a quick run

Virtual tables each keep score of a game (create a sheet, add rounds with an Idempotency-Key,
replay one now and then, undo with If-Match, read the sheet, read it again with If-None-Match),
play virtual games against bots (when the server has them), and ask the stateless scorer and
rules checker. Each table is a client of its own (X-Forwarded-For, TRUSTED_PROXIES=1), so the
real rate limits stay on, counted in Redis. Reports throughput, p50/p99 latency, errors (must be
0) and the resident memory of the gunicorn master and workers after a warm-up and at the end
(growth must stay within 10%). Workers are not recycled (GUNICORN_MAX_REQUESTS=0) so that a
leak would show. Exits non-zero when a target is missed.
"""

from __future__ import annotations

import argparse
import itertools
import json
import random
import sys
import threading
import time
import uuid
from collections import Counter
from collections.abc import Callable, Iterator
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

import requests

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from benchmarks.launch import GunicornServer, free_port, migrate, scratch_database  # noqa: E402

REDIS_URL = "redis://127.0.0.1:6379/13"
PLAYERS = ["Ann", "Bo", "Cy"]
RACKS = [[2, 7, 13, 14, 15, 21, 28, 34, 40, 50], [9, 8, 22, 24, 33, 35, 16, 11, 12, 39],
         [3, 10, 13, 19, 22, 23, 41, 47, 55, 57], [1, 12, 13, 16, 34, 22, 4, 54, 31, 60]]


class Unexpected(Exception):
    """An answer the traffic did not expect: counted as an error."""


@dataclass
class Stats:
    latencies: list[float] = field(default_factory=list)
    by_kind: Counter[str] = field(default_factory=Counter)
    errors: Counter[str] = field(default_factory=Counter)
    lock: threading.Lock = field(default_factory=threading.Lock)

    def record(self, kind: str, seconds: float, error: str | None) -> None:
        with self.lock:
            self.latencies.append(seconds)
            self.by_kind[kind] += 1
            if error:
                self.errors[error] += 1


class Client:
    """One table's HTTP client: its own address, a keep-alive session, every answer checked."""

    def __init__(self, base: str, address: str, stats: Stats) -> None:
        self.base, self.stats = base, stats
        self.http = requests.Session()
        self.http.headers["X-Forwarded-For"] = address

    def call(self, kind: str, method: str, path: str, expect: tuple[int, ...],
             **kwargs: Any) -> requests.Response | None:
        started = time.perf_counter()
        error = None
        answer = None
        try:
            answer = self.http.request(method, self.base + path, timeout=30, **kwargs)
            if answer.status_code not in expect:
                error = f"{kind}: {answer.status_code} {answer.text[:120]}"
        except requests.RequestException as exc:
            error = f"{kind}: {type(exc).__name__}"
        self.stats.record(kind, time.perf_counter() - started, error)
        return answer if error is None else None


def _round(rng: random.Random) -> dict[str, Any]:
    winner = rng.choice(PLAYERS)
    return {"rack_o": winner, "entries": [
        {"player": p, "scoring_cards": 10 if p == winner else rng.randint(1, 9)} for p in PLAYERS]}


def scoresheet_table(client: Client, rng: random.Random) -> Iterator[None]:
    """Keep score of game after game: one request per step."""
    while True:
        key = str(uuid.uuid4())
        created = client.call("sheet_create", "POST", "/v1/scoresheets", (201,),
                              json={"ruleset": "hasbro", "players": PLAYERS},
                              headers={"Idempotency-Key": key})
        yield
        if created is None:
            continue
        sheet = created.json()
        path, auth = f"/v1/scoresheets/{sheet['id']}", {"Authorization": f"Bearer {sheet['edit_token']}"}
        etag = created.headers.get("ETag", "")
        for n in itertools.count(1):
            body = _round(rng)
            key = str(uuid.uuid4())
            added = client.call("round_add", "POST", f"{path}/rounds", (201,), json=body,
                                headers={**auth, "Idempotency-Key": key})
            yield
            if added is None:
                break
            etag = added.headers.get("ETag", etag)
            if rng.random() < 0.2:  # a phone retrying after a lost answer
                client.call("round_replay", "POST", f"{path}/rounds", (201,), json=body,
                            headers={**auth, "Idempotency-Key": key})
                yield
            read = client.call("sheet_read", "GET", path, (200,))
            yield
            client.call("sheet_not_modified", "GET", path, (304,), headers={"If-None-Match": etag})
            yield
            if n % 4 == 0 and read is not None and read.json()["winner"] is None:
                undone = client.call("round_undo", "DELETE", f"{path}/rounds/last", (200,),
                                     headers={**auth, "If-Match": etag})
                yield
                if undone is not None:
                    etag = undone.headers.get("ETag", etag)
            if added.json().get("winner"):
                break


def stateless_table(client: Client, rng: random.Random) -> Iterator[None]:
    """Rules questions that need no database."""
    while True:
        client.call("score", "POST", "/v1/score", (200,),
                    json={"ruleset": "hasbro", "players": 4, "rack": rng.choice(RACKS)})
        yield
        client.call("check_rack", "POST", "/v1/check/rack", (200,),
                    json={"ruleset": "hasbro", "players": 4, "rack": rng.choice(RACKS)})
        yield


def game_table(client: Client, rng: random.Random) -> Iterator[None]:
    """A virtual game against a bot: read the seat's view, post one of its legal actions."""
    while True:
        created = client.call("game_create", "POST", "/v1/games", (201,),
                              json={"ruleset": "hasbro", "seats": [{"name": "Ann"},
                                                                   {"name": "Bot", "bot": "basic"}]})
        yield
        if created is None:
            continue
        game = created.json()
        seat = next(s for s in game["seats"] if "token" in s)
        path, auth = f"/v1/games/{game['id']}", {"Authorization": f"Bearer {seat['token']}"}
        client.call("game_contribute", "POST", f"{path}/contribution", (200,), headers=auth,
                    json={"contribution": f"{rng.getrandbits(128):032x}"})  # deals round 1
        yield
        for _ in range(400):
            view = client.call("game_view", "GET", f"{path}/view", (200,), headers=auth)
            yield
            if view is None:
                break
            state = view.json()
            if state.get("winner") or state.get("phase") in ("game_over", "finished"):
                break
            actions = state.get("legal_actions") or []
            if not actions:
                client.call("game_read", "GET", path, (200,))
                yield
                continue
            client.call("game_action", "POST", f"{path}/actions", (200, 201), json=rng.choice(actions),
                        headers={**auth, "Idempotency-Key": str(uuid.uuid4())})
            yield


def run_table(make: Callable[[Client, random.Random], Iterator[None]], client: Client, seed: int,
              interval: float, start: float, stop: float) -> None:
    """Send this table's requests at a fixed pace (absolute schedule: no drift)."""
    steps = make(client, random.Random(seed))
    due = start
    while due < stop:
        delay = due - time.monotonic()
        if delay > 0:
            time.sleep(delay)
        next(steps)
        due += interval


def percentile(values: list[float], fraction: float) -> float:
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, int(fraction * len(ordered)))] if ordered else 0.0


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__,
                                     formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--minutes", type=float, default=10.0)
    parser.add_argument("--rate", type=float, default=40.0, help="requests per second, all tables")
    parser.add_argument("--tables", type=int, default=24)
    parser.add_argument("--workers", type=int, default=2)
    parser.add_argument("--threads", type=int, default=4)
    parser.add_argument("--warmup", type=float, default=None, help="seconds before the first memory figure")
    parser.add_argument("--json", type=Path, help="also write the figures here")
    args = parser.parse_args()

    duration = args.minutes * 60
    warmup = args.warmup if args.warmup is not None else min(60.0, duration / 10)
    prefix = f"racko-soak-{uuid.uuid4().hex[:8]}"
    with scratch_database("racko_soak") as name:
        database = f"postgresql+psycopg://postgres@127.0.0.1:5432/{name}"
        migrate(database)
        env = {"RATELIMIT_STORAGE_URI": REDIS_URL, "RATELIMIT_KEY_PREFIX": prefix,
               "TRUSTED_PROXIES": "1", "GUNICORN_MAX_REQUESTS": "0", "REQUEST_LOG": "0"}
        with GunicornServer(free_port(), database, workers=args.workers, threads=args.threads,
                            env=env) as server:
            has_games = requests.post(server.url + "/v1/games", json={}, timeout=10).status_code != 404
            kinds: list[Callable[[Client, random.Random], Iterator[None]]] = [
                scoresheet_table, scoresheet_table, stateless_table]
            if has_games:
                kinds += [game_table, game_table]
            stats = Stats()
            rss_boot = server.rss_kib()
            start = time.monotonic() + 1
            stop = start + duration
            interval = args.tables / args.rate
            threads = [threading.Thread(target=run_table, daemon=True, args=(
                kinds[i % len(kinds)], Client(server.url, f"10.{i // 250}.{i % 250}.7", stats), i,
                interval, start + i * interval / args.tables, stop)) for i in range(args.tables)]
            for thread in threads:
                thread.start()
            time.sleep(max(0.0, start + warmup - time.monotonic()))
            rss_start = server.rss_kib()
            requests_at_warmup = len(stats.latencies)
            for thread in threads:
                thread.join()
            rss_end = server.rss_kib()
            elapsed = time.monotonic() - start

    growth = (rss_end - rss_start) / rss_start if rss_start else 0.0
    figures = {
        "minutes": args.minutes, "target_rate": args.rate, "tables": args.tables,
        "workers": args.workers, "threads": args.threads, "games": has_games,
        "requests": len(stats.latencies), "throughput_rps": round(len(stats.latencies) / elapsed, 1),
        "p50_ms": round(percentile(stats.latencies, 0.50) * 1000, 1),
        "p99_ms": round(percentile(stats.latencies, 0.99) * 1000, 1),
        "max_ms": round(max(stats.latencies, default=0) * 1000, 1),
        "errors": sum(stats.errors.values()), "error_kinds": dict(stats.errors.most_common(5)),
        "by_kind": dict(stats.by_kind.most_common()),
        "rss_boot_mib": round(rss_boot / 1024, 1), "rss_start_mib": round(rss_start / 1024, 1),
        "rss_end_mib": round(rss_end / 1024, 1), "rss_growth_pct": round(growth * 100, 1),
        "memory_measured_from_request": requests_at_warmup,
    }
    print(json.dumps(figures, indent=2))
    if args.json:
        args.json.write_text(json.dumps(figures, indent=2) + "\n")
    ok = figures["errors"] == 0 and growth <= 0.10
    print("PASS" if ok else "FAIL: errors must be 0 and memory growth at most 10%")
    return 0 if ok else 1


if __name__ == "__main__":
    sys.exit(main())
