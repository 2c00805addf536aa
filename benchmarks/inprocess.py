"""App CPU per request, in-process: /livez, /v1/score, reading a 20-round sheet, adding a round.

    .venv/bin/python benchmarks/inprocess.py [--database sqlite|postgresql] [--batches 15]

Calls the WSGI app directly (no server, no sockets), so a figure moves only with the app's own
work; under gunicorn each costs about twice as much. "CPU" is this process's CPU time per
request, the database server's excluded; each figure is the best of --batches batches, taken in
turns. With postgresql a scratch database is created, migrated and dropped. Use it to compare
two builds: the ratios to /livez are the figures the HTTP benchmarks judge.
"""

from __future__ import annotations

import argparse
import contextlib
import json
import os
import subprocess
import sys
import tempfile
import time
import uuid
from collections.abc import Callable
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parents[1]
ADMIN_URL = os.environ.get("BENCH_ADMIN_URL", "postgresql://postgres@127.0.0.1:5432/postgres")
SCORE = {"ruleset": "hasbro", "players": 4, "rack": [1, 12, 13, 16, 34, 22, 4, 54, 31, 60]}
PLAYERS = ["Ann", "Bo", "Cy", "Di"]
ROUND = {"rack_o": "Ann", "entries": [
    {"player": "Ann", "rack": [2, 7, 13, 14, 15, 21, 28, 34, 40, 50]},
    {"player": "Bo", "rack": [3, 9, 16, 1, 33, 35, 17, 11, 12, 39]},
    {"player": "Cy", "rack": [60, 8, 22, 24, 36, 37, 18, 19, 20, 41]},
    {"player": "Di", "rack": [4, 5, 6, 10, 23, 25, 26, 44, 27, 29]},
]}


def psql(sql: str) -> None:
    subprocess.run(["psql", ADMIN_URL, "-q", "-v", "ON_ERROR_STOP=1", "-c", sql], check=True,
                   capture_output=True)


def requester(app: Any) -> Callable[..., str]:
    from werkzeug.test import EnvironBuilder

    def call(path: str, body: bytes | None = None, headers: dict[str, str] | None = None) -> str:
        environ = EnvironBuilder(path=path, method="POST" if body else "GET", data=body, headers={
            **({"Content-Type": "application/json"} if body else {}), **(headers or {})},
            environ_base={"REMOTE_ADDR": "127.0.0.1"}).get_environ()
        status: list[str] = []
        answer = app(environ, lambda s, h, e=None: status.append(s))
        b"".join(answer)
        answer.close()
        return status[0]

    return call


def measure(url: str, batches: int, size: int) -> dict[str, float]:
    os.environ.update({"DATABASE_URL": url, "RATELIMIT_DEFAULT": "100000000 per minute",
                       "RATELIMIT_CREATE": "100000000 per minute",
                       "PROMETHEUS_MULTIPROC_DIR": tempfile.mkdtemp(prefix="racko-metrics-")})
    sys.path.insert(0, str(ROOT))
    from flask_migrate import upgrade

    from racko_api import create_app

    app = create_app()
    with app.app_context():
        upgrade(directory=str(ROOT / "migrations"))
    client, call = app.test_client(), requester(app)
    sheets = []
    for _ in range(2):
        made = client.post("/v1/scoresheets", json={"ruleset": "hasbro", "players": PLAYERS,
                                                    "target": 100_000}).get_json()
        sheets.append((made["id"], {"Authorization": f"Bearer {made['edit_token']}"}))
    (read_id, read_auth), (write_id, write_auth) = sheets
    for _ in range(20):
        added = client.post(f"/v1/scoresheets/{read_id}/rounds", json=ROUND, headers=read_auth)
        assert added.status_code == 201, added.get_json()
    score, round_body = json.dumps(SCORE).encode(), json.dumps(ROUND).encode()
    runs: dict[str, Callable[[], str]] = {
        "livez": lambda: call("/livez"),
        "score": lambda: call("/v1/score", score),
        "read-20": lambda: call(f"/v1/scoresheets/{read_id}"),
        "add-round": lambda: call(f"/v1/scoresheets/{write_id}/rounds", round_body,
                                  {**write_auth, "Idempotency-Key": uuid.uuid4().hex}),
    }
    for name, run in runs.items():
        status = run()
        assert status.startswith(("200", "201")), (name, status)
    best = {name: float("inf") for name in runs}
    for _ in range(batches):
        for name, run in runs.items():
            started = time.process_time()
            for _ in range(size):
                run()
            best[name] = min(best[name], (time.process_time() - started) / size * 1e6)
    return best


def main() -> int:
    parser = argparse.ArgumentParser(description=(__doc__ or "").split("\n")[0])
    parser.add_argument("--database", choices=["sqlite", "postgresql"], default="postgresql")
    parser.add_argument("--batches", type=int, default=15)
    parser.add_argument("--size", type=int, default=100, help="requests per batch")
    args = parser.parse_args()
    # The request log goes where gunicorn's stderr would: here, nowhere.
    with tempfile.TemporaryDirectory() as tmp, open(os.devnull, "w") as devnull, \
            contextlib.redirect_stderr(devnull):
        if args.database == "sqlite":
            best = measure(f"sqlite:///{tmp}/bench.sqlite3", args.batches, args.size)
        else:
            database = f"racko_inproc_{uuid.uuid4().hex[:8]}"
            psql(f'CREATE DATABASE "{database}"')
            try:
                best = measure(f"postgresql+psycopg://postgres@127.0.0.1:5432/{database}",
                               args.batches, args.size)
            finally:
                psql(f'DROP DATABASE IF EXISTS "{database}" WITH (FORCE)')
    print(f"in-process, {args.database}, best of {args.batches} batches of {args.size}; app CPU only")
    print(f"{'run':<10} {'CPU/req':>9} {'x livez':>8} {'extra':>9}")
    for name, cpu in best.items():
        print(f"{name:<10} {cpu:>7.0f}us {best['livez'] / cpu:>8.2f} {cpu - best['livez']:>7.0f}us")
    return 0


if __name__ == "__main__":
    sys.exit(main())
