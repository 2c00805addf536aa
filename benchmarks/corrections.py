"""A correction of round 1 on the fullest sheet: wall time per PUT, in-process, against a target.

    .venv/bin/python benchmarks/corrections.py [--url sqlite:///...|postgresql+psycopg://...] \
        [--corrections 60] [--seconds 60]

Fills one four-player sheet with MAX_ROUNDS rounds of full racks (the most a sheet holds), then
corrects round 1 again and again, each time with the ETag the last answer gave, and reports the
median and 95th percentile. Correcting round 1 is the worst place: every later round's running
total moves. Target: median under 50 ms. For comparison it also times correcting the last round
and reading the whole sheet once it changed (no text kept for it). Without --url it uses a scratch
SQLite file; a PostgreSQL URL must name a database on 127.0.0.1 that may be migrated and filled.
Bounded: filling stops, and corrections stop, once --seconds have passed.
"""

from __future__ import annotations

import argparse
import contextlib
import os
import statistics
import sys
import tempfile
import time
import uuid
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parents[1]
PLAYERS = ["Ann", "Bo", "Cy", "Di"]
# Four players, deck 1-60: the one going Rack-O scores nothing (win_points 0) and the others 5 each
# (one card in order), so 2,000 rounds stay far from the target and the game never ends.
RACKS = {"Ann": list(range(1, 11)), "Bo": list(range(20, 10, -1)), "Cy": list(range(30, 20, -1)),
         "Di": list(range(40, 30, -1))}
TARGET_MS = 50.0


def round_body(rack_o: str) -> dict[str, Any]:
    """`rack_o` goes out with the ascending rack; the others hold the descending ones."""
    ascending = RACKS["Ann"]
    names = [rack_o, *[p for p in PLAYERS if p != rack_o]]
    racks = [ascending, *[RACKS[p] for p in PLAYERS if p != "Ann"]]
    return {"rack_o": rack_o, "entries": [{"player": n, "rack": r} for n, r in zip(names, racks,
                                                                                   strict=True)]}


def main() -> int:
    parser = argparse.ArgumentParser(description=(__doc__ or "").split("\n")[0])
    parser.add_argument("--url", help="database URL (default: a scratch SQLite file)")
    parser.add_argument("--corrections", type=int, default=60)
    parser.add_argument("--seconds", type=float, default=120, help="bound on the whole run")
    args = parser.parse_args()
    if args.url and "postgresql" in args.url and "@127.0.0.1" not in args.url:
        parser.error("a PostgreSQL URL must name a server on 127.0.0.1")
    deadline = time.monotonic() + args.seconds
    with tempfile.TemporaryDirectory() as tmp, open(os.devnull, "w") as devnull, \
            contextlib.redirect_stderr(devnull):
        os.environ.update({"DATABASE_URL": args.url or f"sqlite:///{tmp}/bench.sqlite3",
                           "RATELIMIT_WRITES": "100000000 per minute",
                           "RATELIMIT_CREATE": "100000000 per minute", "REQUEST_LOG": "0",
                           "PROMETHEUS_MULTIPROC_DIR": tmp, "SHEET_CACHE_SIZE": "0"})
        sys.path.insert(0, str(ROOT))
        from flask_migrate import upgrade

        from racko_api import create_app
        from racko_api.services.scoresheets import MAX_ROUNDS

        app = create_app()
        with app.app_context():
            upgrade(directory=str(ROOT / "migrations"))
        client = app.test_client()
        made = client.post("/v1/scoresheets", json={"ruleset": "hasbro", "players": PLAYERS,
                                                    "options": {"win_points": 0}, "target": 20_000},
                           headers={"Idempotency-Key": str(uuid.uuid4())}).get_json()
        url, auth = f"/v1/scoresheets/{made['id']}", {"Authorization": f"Bearer {made['edit_token']}"}
        for n in range(MAX_ROUNDS):
            added = client.post(f"{url}/rounds", json=round_body(PLAYERS[n % 4]),
                                headers={**auth, "Idempotency-Key": str(uuid.uuid4())})
            assert added.status_code == 201, added.get_json()
            if time.monotonic() > deadline:
                print(f"stopped filling at {n + 1} rounds: --seconds reached", file=sys.__stderr__)
                return 1
        etag = client.get(url).headers["ETag"]

        def correct(number: int, i: int) -> float:
            nonlocal etag
            started = time.perf_counter()
            answer = client.put(f"{url}/rounds/{number}", json=round_body(PLAYERS[(i + 1) % 4]),
                                headers={**auth, "If-Match": etag})
            took = (time.perf_counter() - started) * 1000
            assert answer.status_code == 200, answer.get_json()
            etag = answer.headers["ETag"]
            return took

        first = [correct(1, i) for i in range(args.corrections) if time.monotonic() < deadline]
        last = [correct(MAX_ROUNDS, i) for i in range(args.corrections // 3)
                if time.monotonic() < deadline]
        reads = []
        for i in range(5):
            correct(2, i)
            started = time.perf_counter()
            assert client.get(url).status_code == 200
            reads.append((time.perf_counter() - started) * 1000)
    database = "PostgreSQL" if args.url and "postgresql" in args.url else "SQLite"
    print(f"a sheet of {MAX_ROUNDS} four-player rounds, {database}, in-process; wall time per request")
    for name, times in (("correct round 1", first), (f"correct round {MAX_ROUNDS}", last),
                        ("read the whole sheet after a write", reads)):
        p95 = sorted(times)[max(0, round(len(times) * 0.95) - 1)]
        print(f"{name:<36} n={len(times):<3} median {statistics.median(times):7.2f} ms"
              f"  p95 {p95:7.2f} ms")
    median = statistics.median(first)
    print(f"target: correcting round 1, median < {TARGET_MS:.0f} ms: "
          f"{'met' if median < TARGET_MS else 'MISSED'}")
    return 0 if median < TARGET_MS else 1


if __name__ == "__main__":
    sys.exit(main())
