"""What a refusal costs: the worst bodies within the size limit, as a ratio to a valid request.

    .venv/bin/python benchmarks/refusals.py [--rounds 30] [--json]

Builds the most costly bodies it can under MAX_CONTENT_LENGTH (64 KiB): 21,000 empty lists in
`rack`, arrays nested as deep as the bytes allow, as many object members as fit, one string of
the whole body, the most arrays the shape limits let through, and many bad cards and unknown
fields (each within the limits, so the schema is what refuses them). Each goes in-process with
the Flask test client to POST /v1/score, /v1/check/partial and /v1/advice, in turns with a valid
request to the same endpoint (the baseline, in the same run), and each is timed as this
process's CPU time. Reported: each body's median as a ratio to the valid request's median, and
its answer's size. Target: every ratio at most 5, every refusal under 8 KB.
"""

from __future__ import annotations

import argparse
import contextlib
import json
import os
import statistics
import sys
import tempfile
import time
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parents[1]
LIMIT = 64 * 1024
RATIO_TARGET, SIZE_TARGET = 5.0, 8 * 1024
SCORE = {"ruleset": "hasbro", "players": 4, "rack": [1, 12, 13, 16, 34, 22, 4, 54, 31, 60]}
VALID = {
    "/v1/score": SCORE,
    "/v1/check/partial": {"ruleset": "hasbro", "players": 2, "rack": [3, 10, None, None, 22, None,
                                                                      None, None, None, 37]},
    "/v1/advice": {"ruleset": "hasbro", "players": 2, "rack": [3, 8, 14, 30, 19, 24, 27, 33, 36, 39],
                   "card": 17, "taken_from": "stock", "discard_top": 5, "seen": [5, 11, 26]},
}


def compact(value: Any) -> bytes:
    return json.dumps(value, separators=(",", ":"), ensure_ascii=False).encode()


def most(make: Any, low: int = 1, high: int = LIMIT) -> bytes:
    """The body `make(n)` of the largest n that fits the size limit (n grows `make`'s body)."""
    while low < high:
        middle = (low + high + 1) // 2
        low, high = (middle, high) if len(make(middle)) <= LIMIT else (low, middle - 1)
    return make(low)


def keys(n: int) -> list[str]:
    """n distinct short member names."""
    alphabet = "abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789"
    names, size = [], 1
    while len(names) < n:
        names.extend("".join(alphabet[(i // len(alphabet) ** p) % len(alphabet)] for p in range(size))
                     for i in range(len(alphabet) ** size))
        size += 1
    return names[:n]


def bodies() -> dict[str, bytes]:
    """The hostile bodies, each as large as the size limit lets it be."""
    from racko_api.ops.request_body import (
        MAX_ARRAY_ITEMS,
        MAX_JSON_CONTAINERS,
        MAX_JSON_VALUES,
        MAX_OBJECT_MEMBERS,
    )

    head = '{"ruleset":"hasbro","players":2,"rack":'
    rows = MAX_JSON_VALUES // MAX_ARRAY_ITEMS - 1
    unknown = {f"extra{i}": 0 for i in range(MAX_OBJECT_MEMBERS - 10)}
    return {
        "21,000 [] in rack": compact({**SCORE, "rack": [[]] * 21_000}),
        "[] as many as fit": most(lambda n: compact({**SCORE, "rack": [[]] * n})),
        "nesting as deep as fits": most(lambda n: (head + "[" * n + "]" * n + "}").encode()),
        "object members as many as fit": most(lambda n: compact({**SCORE, **dict.fromkeys(keys(n), 0)})),
        "members in options": most(lambda n: compact({**SCORE, "options": dict.fromkeys(keys(n), 0)})),
        "one long string": most(lambda n: compact({**SCORE, "ruleset": "é" * n})),
        "one long member name": most(lambda n: compact({**SCORE, "é" * n: 1})),
        "most arrays the limits let through": compact(
            {**SCORE, "rack": [[[]] * ((MAX_JSON_CONTAINERS - 12) // 10)] * 10}),
        "arrays past the limit": compact({**SCORE, "rack": [[[]] * (MAX_ARRAY_ITEMS - 1)] * rows}),
        "most values the limits let through": compact(
            {**SCORE, "rack": [[0] * (MAX_ARRAY_ITEMS - 1)] * rows}),
        "a rack of bad cards at the item limit": compact({**SCORE, "rack": ["x"] * MAX_ARRAY_ITEMS}),
        "bad cards, unknown fields and others": compact(
            {**SCORE, "rack": [{"x": [1]}] * 10, **unknown,
             "others": [{"player": "Bo", "rack": [{"x": 1}] * 10, **unknown}] * 3}),
    }


def main() -> int:
    parser = argparse.ArgumentParser(description=(__doc__ or "").split("\n")[0])
    parser.add_argument("--rounds", type=int, default=30, help="requests of each body, in turns")
    parser.add_argument("--json", action="store_true", help="print the figures as JSON")
    args = parser.parse_args()
    with tempfile.TemporaryDirectory() as tmp, open(os.devnull, "w") as devnull, \
            contextlib.redirect_stderr(devnull):
        os.environ.update({"DATABASE_URL": f"sqlite:///{tmp}/bench.sqlite3", "REQUEST_LOG": "0",
                           "RATELIMIT_WRITES": "100000000 per minute",
                           "RATELIMIT_CREATE": "100000000 per minute", "PROMETHEUS_MULTIPROC_DIR": tmp})
        sys.path.insert(0, str(ROOT))
        from racko_api import create_app

        client = create_app().test_client()
        hostile = bodies()
        rows: list[dict[str, Any]] = []
        for path, valid in VALID.items():
            baseline = compact(valid)
            cases = {"valid": baseline, **hostile}
            times: dict[str, list[float]] = {name: [] for name in cases}
            answers: dict[str, tuple[int, int]] = {}
            for body in cases.values():  # once each, untimed: the first call loads what others reuse
                client.post(path, data=body, content_type="application/json")
            for _ in range(args.rounds):
                for name, body in cases.items():
                    assert len(body) <= LIMIT, (name, len(body))
                    started = time.process_time()
                    answer = client.post(path, data=body, content_type="application/json")
                    times[name].append(time.process_time() - started)
                    answers[name] = (answer.status_code, len(answer.data))
            assert answers["valid"][0] == 200, (path, answers["valid"])
            base = statistics.median(times["valid"])
            for name in hostile:
                status, size = answers[name]
                rows.append({"path": path, "body": name, "bytes": len(cases[name]), "status": status,
                             "answer_bytes": size, "median_ms": statistics.median(times[name]) * 1000,
                             "valid_ms": base * 1000, "ratio": statistics.median(times[name]) / base})
    worst = max(rows, key=lambda row: row["ratio"])
    largest = max(row["answer_bytes"] for row in rows)
    met = worst["ratio"] <= RATIO_TARGET and largest < SIZE_TARGET and all(
        400 <= row["status"] < 500 for row in rows)
    if args.json:
        print(json.dumps({"rows": rows, "worst": worst, "largest_answer": largest, "met": met}, indent=2))
        return 0 if met else 1
    print(f"CPU per request in-process, median of {args.rounds}, as a ratio to a valid request "
          "to the same endpoint")
    for row in rows:
        print(f"{row['path']:<18} {row['body']:<40} {row['bytes']:>6} B -> {row['status']} "
              f"{row['answer_bytes']:>5} B  {row['median_ms']:6.2f} ms  x{row['ratio']:.2f} "
              f"(valid {row['valid_ms']:.2f} ms)")
    print(f"worst: {worst['body']} on {worst['path']}, x{worst['ratio']:.2f}; largest answer "
          f"{largest} B; target: ratio <= {RATIO_TARGET:g}, answers < {SIZE_TARGET} B: "
          f"{'met' if met else 'MISSED'}")
    return 0 if met else 1


if __name__ == "__main__":
    sys.exit(main())
