"""A table's statistics over 1,000 sheets of 20 rounds: wall time per GET, in-process, beside a
baseline in the same run.

    .venv/bin/python benchmarks/table_stats.py [--url sqlite:///...|postgresql+psycopg://...] \
        [--sheets 1000] [--rounds 20] [--reads 50]

Makes a table of six friends and fills it through the API as a table would: --sheets four-player
sheets (the seats rotate over the six, three editions in turn), each with --rounds quick rounds
(80,000 player-rounds at the defaults). Then times GET /v1/tables/{id}/stats with no ETag held,
so every read adds everything up, against GET /livez and GET of one 20-round sheet (its text not
kept: SHEET_CACHE_SIZE=0), and GET /v1/tables/{id} (the 50 newest sheets). Target: the stats'
median under 100 ms on PostgreSQL. Without --url it uses a scratch SQLite file; a PostgreSQL URL
must name a database on 127.0.0.1 that may be migrated and filled.
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
from collections.abc import Callable
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parents[1]
FRIENDS = ["Ann", "Bo", "Cy", "Di", "Ed", "Flo"]
EDITIONS = ["parker-1992", "hasbro", "italian"]
TARGET_MS = 100.0


def quick_round(names: list[str], n: int) -> dict[str, Any]:
    """Round `n`: one player goes out in turn; the others score 1 to 4 cards (never the target)."""
    out = names[n % len(names)]
    return {"rack_o": out, "entries": [{"player": p, "scoring_cards": 10 if p == out else 1 + (n + i) % 4}
                                       for i, p in enumerate(names)]}


def timed(request: Callable[[], Any], times: int) -> list[float]:
    took = []
    for _ in range(times):
        started = time.perf_counter()
        answer = request()
        took.append((time.perf_counter() - started) * 1000)
        assert answer.status_code == 200, answer.get_data(as_text=True)[:300]
    return took


def main() -> int:
    parser = argparse.ArgumentParser(description=(__doc__ or "").split("\n")[0])
    parser.add_argument("--url", help="database URL (default: a scratch SQLite file)")
    parser.add_argument("--sheets", type=int, default=1000)
    parser.add_argument("--rounds", type=int, default=20)
    parser.add_argument("--reads", type=int, default=50)
    args = parser.parse_args()
    if args.url and "postgresql" in args.url and "@127.0.0.1" not in args.url:
        parser.error("a PostgreSQL URL must name a server on 127.0.0.1")
    with tempfile.TemporaryDirectory() as tmp, open(os.devnull, "w") as devnull, \
            contextlib.redirect_stderr(devnull):
        os.environ.update({"DATABASE_URL": args.url or f"sqlite:///{tmp}/bench.sqlite3",
                           "RATELIMIT_WRITES": "100000000 per minute",
                           "RATELIMIT_CREATE": "100000000 per minute", "REQUEST_LOG": "0",
                           "PROMETHEUS_MULTIPROC_DIR": tmp, "SHEET_CACHE_SIZE": "0"})
        sys.path.insert(0, str(ROOT))
        from flask_migrate import upgrade

        from racko_api import create_app

        app = create_app()
        with app.app_context():
            upgrade(directory=str(ROOT / "migrations"))
        client = app.test_client()

        def key() -> dict[str, str]:
            return {"Idempotency-Key": str(uuid.uuid4())}

        table = client.post("/v1/tables", json={"name": "Benchmark", "players": FRIENDS},
                            headers=key()).get_json()
        url, auth = f"/v1/tables/{table['id']}", {"Authorization": f"Bearer {table['edit_token']}"}
        started = time.monotonic()
        sheet_url = ""
        for s in range(args.sheets):
            seats = [1 + (s + i) % len(FRIENDS) for i in range(4)]
            made = client.post(f"{url}/sheets", json={"ruleset": EDITIONS[s % len(EDITIONS)],
                                                      "players": seats, "target": 20_000},
                               headers={**auth, **key()}).get_json()
            sheet_url = f"/v1/scoresheets/{made['id']}"
            sheet_auth = {"Authorization": f"Bearer {made['edit_token']}"}
            names = [p["name"] for p in made["players"]]
            for n in range(args.rounds):
                added = client.post(f"{sheet_url}/rounds", json=quick_round(names, n),
                                    headers={**sheet_auth, **key()})
                assert added.status_code == 201, added.get_json()
        filled = time.monotonic() - started
        stats = client.get(f"{url}/stats").get_json()
        rounds = sum(p["rounds"] for p in stats["players"])
        assert rounds == args.sheets * args.rounds * 4, rounds
        timed(lambda: client.get(f"{url}/stats"), 3)  # warm
        results = {
            "GET /livez (baseline)": timed(lambda: client.get("/livez"), args.reads),
            f"GET a {args.rounds}-round sheet (baseline)": timed(lambda: client.get(sheet_url), args.reads),
            "GET the table (50 newest sheets)": timed(lambda: client.get(url), args.reads),
            "GET the table's stats": timed(lambda: client.get(f"{url}/stats"), args.reads),
        }
    database = "PostgreSQL" if args.url and "postgresql" in args.url else "SQLite"
    print(f"a table of {len(FRIENDS)} players, {args.sheets} four-player sheets of {args.rounds} rounds "
          f"({rounds:,} player-rounds, filled in {filled:.0f} s), {database}, in-process; wall time")
    for name, times in results.items():
        p95 = sorted(times)[max(0, round(len(times) * 0.95) - 1)]
        print(f"{name:<36} n={len(times):<3} median {statistics.median(times):7.2f} ms"
              f"  p95 {p95:7.2f} ms")
    median = statistics.median(results["GET the table's stats"])
    print(f"target: the stats, median < {TARGET_MS:.0f} ms: {'met' if median < TARGET_MS else 'MISSED'}")
    return 0 if median < TARGET_MS else 1


if __name__ == "__main__":
    sys.exit(main())
