"""Adding a round in-process against its writes alone (benchmarks/writes_alone.py), same run.

    .venv/bin/python benchmarks/add_round_vs_writes.py [--database sqlite|postgresql]
        [--batches 10] [--size 200] [--profile FILE]

Both WSGI apps are called directly (no server, no sockets) on one scratch database, in turns:
the app as served (create_app, rate limits raised), the bare app doing add-round's four
writes through SQLAlchemy Core, and the bare app counting one rate-limit hit first ("counted",
in the counter store the app uses: REDIS_URL's Redis when set, else the database). Each figure
is this process's CPU time per request (the database server's excluded), the best of --batches
batches; the ratio add-round / writes is the one issue 49 bounds (at most 1.25), and counted /
writes what one shared count costs a write that does nothing else. --profile FILE also writes a
cProfile (CPU time) of one more batch of each to FILE.NAME, for pstats. Not a test:
nothing here is timed against a constant.
"""

from __future__ import annotations

import argparse
import contextlib
import cProfile
import importlib
import json
import os
import sys
import tempfile
import time
import uuid
from collections.abc import Callable
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(Path(__file__).resolve().parent))
from inprocess import requester, served_app  # noqa: E402
from launch import scratch_url  # noqa: E402
from scoresheets_http import PLAYERS, ROUND  # noqa: E402

PER_SHEET = 200  # rounds a sheet takes before a fresh one (one reaches its target of 20,000 after about 260)


def measure(url: str, batches: int, size: int, profile: str | None) -> dict[str, float]:
    app = served_app(url)
    bare = importlib.import_module("writes_alone").app
    client = app.test_client()
    body = json.dumps(ROUND).encode()

    def adder(target: object, prefix: str = "") -> Callable[[], str]:
        call, count, sheets = requester(target), iter(range(10**9)), []

        def add() -> str:
            if next(count) % PER_SHEET == 0:
                made = client.post("/v1/scoresheets", json={
                    "ruleset": "hasbro", "players": PLAYERS, "target": 20_000}).get_json()
                sheets.append((made["id"], {"Authorization": f"Bearer {made['edit_token']}"}))
            sheet_id, auth = sheets[-1]
            return call(f"{prefix}/v1/scoresheets/{sheet_id}/rounds", body,
                        {**auth, "Idempotency-Key": uuid.uuid4().hex})
        return add

    runs = {"add-round": adder(app), "writes": adder(bare), "counted": adder(bare, "/counted")}
    for name, run in runs.items():
        for _ in range(20):  # warm: caches, pools, first sheets
            status = run()
            assert status.startswith("201"), (name, status)
    best = dict.fromkeys(runs, float("inf"))
    for _ in range(batches):
        for name, run in runs.items():
            started = time.process_time()
            for _ in range(size):
                status = run()
            best[name] = min(best[name], (time.process_time() - started) / size * 1e6)
            assert status.startswith("201"), (name, status)
    for name, run in runs.items() if profile else ():
        with cProfile.Profile(time.process_time) as profiler:  # CPU, not waits
            for _ in range(size):
                run()
        profiler.dump_stats(f"{profile}.{name}")
    return best


def main() -> int:
    parser = argparse.ArgumentParser(description=(__doc__ or "").split("\n")[0])
    parser.add_argument("--database", choices=["sqlite", "postgresql"], default="postgresql")
    parser.add_argument("--batches", type=int, default=10)
    parser.add_argument("--size", type=int, default=200, help="requests per batch")
    parser.add_argument("--profile", help="write cProfiles to FILE.add-round and FILE.writes")
    args = parser.parse_args()
    with tempfile.TemporaryDirectory() as tmp, open(os.devnull, "w") as devnull, \
            contextlib.redirect_stderr(devnull):
        with scratch_url(args.database, tmp) as url:
            best = measure(url, args.batches, args.size, args.profile)
    print(f"in-process, {args.database}, best of {args.batches} batches of {args.size}; app CPU only")
    for name, cpu in best.items():
        print(f"{name:<10} {cpu:>7.0f}us")
    print(f"add-round / writes CPU ratio {best['add-round'] / best['writes']:.2f}")
    print(f"counted / writes CPU ratio {best['counted'] / best['writes']:.2f} (the same writes after one "
          f"rate-limit count in {os.environ.get('RATELIMIT_STORAGE_URI') or os.environ.get('REDIS_URL') or 'database://'})")
    return 0


if __name__ == "__main__":
    sys.exit(main())
