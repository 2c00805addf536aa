"""App CPU per request, in-process: /livez, /v1/score, reading a 20-round sheet, adding a round.

    .venv/bin/python benchmarks/inprocess.py [--database sqlite|postgresql] [--batches 15]

Calls the WSGI app directly (no server, no sockets), so a figure moves only with the app's own
work; under gunicorn each costs about twice as much. "CPU" is this process's CPU time per
request, the database server's excluded; each figure is the best of --batches batches, taken in
turns. With postgresql a scratch database is created, migrated and dropped. Use it to compare
two builds: the ratios to /livez are the figures the HTTP benchmarks judge.

Instructions per request, which do not depend on the machine's load: run under valgrind twice,
    valgrind --tool=callgrind --callgrind-out-file=/dev/null .venv/bin/python \
        benchmarks/inprocess.py --only score --batches 1 --size N
with N = 100 and N = 300. Each makes N livez and N score requests, so the difference of the two
totals over 200 is one of each; the same with --only livez gives livez's share to take away.
"""

from __future__ import annotations

import argparse
import atexit
import contextlib
import json
import os
import shutil
import sys
import tempfile
import time
import uuid
from collections.abc import Callable
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(Path(__file__).resolve().parent))
from http_score import SCORE  # noqa: E402  (the same bodies as the HTTP benchmarks)
from launch import scratch_url  # noqa: E402
from scoresheets_http import PLAYERS, ROUND  # noqa: E402


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


def served_app(url: str) -> Any:
    """The app as served, on the migrated database at `url`, write limits raised out of the way."""
    metrics = tempfile.mkdtemp(prefix="racko-metrics-")
    atexit.register(shutil.rmtree, metrics, ignore_errors=True)  # the samples are not kept
    os.environ.update({"DATABASE_URL": url, "RATELIMIT_WRITES": "100000000 per minute",
                       "RATELIMIT_CREATE": "100000000 per minute", "PROMETHEUS_MULTIPROC_DIR": metrics})
    sys.path.insert(0, str(ROOT))
    from flask_migrate import upgrade

    from racko_api import create_app

    app = create_app()
    with app.app_context():
        upgrade(directory=str(ROOT / "migrations"))
    return app


def measure(url: str, batches: int, size: int, only: str | None = None) -> dict[str, float]:
    app = served_app(url)
    client, call = app.test_client(), requester(app)

    def new_sheet() -> tuple[str, dict[str, str]]:
        made = client.post("/v1/scoresheets", json={"ruleset": "hasbro", "players": PLAYERS,
                                                    "target": 20_000}).get_json()
        return made["id"], {"Authorization": f"Bearer {made['edit_token']}"}

    read_id, read_auth = new_sheet()
    for _ in range(20):
        added = client.post(f"/v1/scoresheets/{read_id}/rounds", json=ROUND, headers=read_auth)
        assert added.status_code == 201, added.get_json()
    # A sheet reaches its target after about 260 of these rounds, and a round added to a won
    # game is refused: every batch's rounds go to sheets of their own, so each one is added.
    writes = iter(range(10**9))
    write_sheets: list[tuple[str, dict[str, str]]] = []

    def add_round() -> str:
        n = next(writes)
        if n % 200 == 0:
            write_sheets.append(new_sheet())
        write_id, write_auth = write_sheets[-1]
        return call(f"/v1/scoresheets/{write_id}/rounds", round_body,
                    {**write_auth, "Idempotency-Key": uuid.uuid4().hex})

    score, round_body = json.dumps(SCORE).encode(), json.dumps(ROUND).encode()
    runs: dict[str, Callable[[], str]] = {
        "livez": lambda: call("/livez"),
        "score": lambda: call("/v1/score", score),
        "read-20": lambda: call(f"/v1/scoresheets/{read_id}"),
        "add-round": add_round,
    }
    if only:
        runs = {name: runs[name] for name in ("livez", only)}
    for name, run in runs.items():
        status = run()
        assert status.startswith(("200", "201")), (name, status)
    best = {name: float("inf") for name in runs}
    for _ in range(batches):
        for name, run in runs.items():
            started = time.process_time()
            for _ in range(size):
                status = run()
            best[name] = min(best[name], (time.process_time() - started) / size * 1e6)
            assert status.startswith(("200", "201")), (name, status)  # measured what it says
    return best


def main() -> int:
    parser = argparse.ArgumentParser(description=(__doc__ or "").split("\n")[0])
    parser.add_argument("--database", choices=["sqlite", "postgresql"], default="postgresql")
    parser.add_argument("--batches", type=int, default=15)
    parser.add_argument("--size", type=int, default=100, help="requests per batch")
    parser.add_argument("--only", choices=["livez", "score", "read-20", "add-round"],
                        help="measure this run (and livez) only: for counting instructions")
    args = parser.parse_args()
    # The request log goes where gunicorn's stderr would: here, nowhere.
    with tempfile.TemporaryDirectory() as tmp, open(os.devnull, "w") as devnull, \
            contextlib.redirect_stderr(devnull):
        with scratch_url(args.database, tmp) as url:
            best = measure(url, args.batches, args.size, args.only)
    print(f"in-process, {args.database}, best of {args.batches} batches of {args.size}; app CPU only")
    print(f"{'run':<10} {'CPU/req':>9} {'x livez':>8} {'extra':>9}")
    for name, cpu in best.items():
        print(f"{name:<10} {cpu:>7.0f}us {best['livez'] / cpu:>8.2f} {cpu - best['livez']:>7.0f}us")
    return 0


if __name__ == "__main__":
    sys.exit(main())
