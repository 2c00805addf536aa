"""POST /v1/score throughput and latency under gunicorn, against GET /livez in the same run.

    .venv/bin/python benchmarks/http_score.py [--seconds 12] [--connections 8] [--rounds 1]
    .venv/bin/python benchmarks/http_score.py --advice    # and POST /v1/advice

Serves the app as `make run` does (racko_api/serving.py: ordinary requests on gunicorn.conf.py's
sync workers, streams on gunicorn.streams.conf.py's pool, one port) on a free local port (rate
limits raised, the dispatcher's per-address ones too, and worker recycling off through the
environment: this measures answering, not refusals or restarts; --workers, GUNICORN_THREADS and
GUNICORN_WORKER_CLASS try other shapes) and drives it with wrk, one run after the other (/livez is a
probe, which the dispatcher never limits; /v1/score pays for its address's counters):
  livez  GET /livez    the baseline: no I/O, the smallest answer the app gives
  score  POST /v1/score a four-player Hasbro rack scored slot by slot (validation, rules
         core, a full answer with reasons), the body sent by a wrk lua script
  advice POST /v1/advice (with --advice): a two-player Hasbro rack with a stock card in hand,
         a common question (a run to plan, the best choice looked at one draw further)
Targets: score >= 0.75 x livez throughput, score p99 < 10 ms, advice >= 0.5 x livez throughput.
Exit status 1 if one is missed.
With --rounds N the pair is measured N times, interleaved, and the median of each is kept.
With --direct, livez* and score* are the same runs on the ordinary pool's own port (no
dispatcher), as nginx reaches it in production; the targets are judged through the dispatcher.
"server CPU/req" is the CPU time gunicorn spent per answer: unlike req/s and latency, it
does not depend on what else the machine is running; "dispatcher" is the part of it spent by the
dispatcher itself (routing, per-address limits), near 0 on the pool's own port.
"""

from __future__ import annotations

import argparse
import json
import os
import re
import shutil
import signal
import statistics
import subprocess
import sys
import tempfile
import time
import urllib.request
from pathlib import Path
from typing import Any

from launch import descendants, free_port, server_shape

ROOT = Path(__file__).resolve().parents[1]
BIN = Path(sys.executable).parent
RATIO_TARGET, P99_TARGET_MS, ADVICE_RATIO_TARGET = 0.75, 10.0, 0.5
SCORE = {"ruleset": "hasbro", "players": 4, "rack": [1, 12, 13, 16, 34, 22, 4, 54, 31, 60]}
ADVICE = {"ruleset": "hasbro", "players": 2, "rack": [3, 8, 14, 30, 19, 24, 27, 33, 36, 39],
          "card": 17, "taken_from": "stock", "discard_top": 5, "seen": [5, 11, 26]}
POST_LUA = """
wrk.method = "POST"
wrk.path = "%s"
wrk.headers["Content-Type"] = "application/json"
wrk.body = [[%s]]
"""
UNITS_MS = {"us": 0.001, "ms": 1.0, "s": 1000.0, "m": 60_000.0}


def call(method: str, url: str, body: Any = None) -> tuple[int, Any]:
    data = json.dumps(body).encode() if body is not None else None
    request = urllib.request.Request(url, data=data, method=method,
                                     headers={"Content-Type": "application/json"})
    with urllib.request.urlopen(request, timeout=10) as answer:
        return answer.status, json.loads(answer.read())


def milliseconds(text: str) -> float:
    number, unit = re.fullmatch(r"([\d.]+)(\w+)", text).groups()  # type: ignore[union-attr]
    return float(number) * UNITS_MS[unit]


def wrk(url: str, seconds: int, connections: int, script: Path | None = None) -> dict[str, Any]:
    command = ["wrk", f"-t{min(2, connections)}", f"-c{connections}", f"-d{seconds}s", "--latency"]
    if script:
        command += ["-s", str(script)]
    out = subprocess.run([*command, url], check=True, capture_output=True, text=True).stdout
    rate = re.search(r"Requests/sec:\s+([\d.]+)", out)
    count = re.search(r"(\d+) requests in", out)
    bad = re.search(r"Non-2xx or 3xx responses: (\d+)", out)
    errors = re.search(r"Socket errors: (.*)", out)
    p50 = re.search(r"50%\s+([\d.]+\w+)", out)
    p99 = re.search(r"99%\s+([\d.]+\w+)", out)
    if not (rate and p50 and p99):
        raise RuntimeError(f"unexpected wrk output:\n{out}")
    return {"rps": float(rate.group(1)), "requests": int(count.group(1)) if count else 0,
            "p50_ms": milliseconds(p50.group(1)),
            "p99_ms": milliseconds(p99.group(1)), "non_2xx": int(bad.group(1)) if bad else 0,
            "socket_errors": errors.group(1) if errors else ""}


def _stat(pid: int) -> list[str]:
    return Path(f"/proc/{pid}/stat").read_text().rsplit(")", 1)[1].split()


def server_cpu_seconds(master: int) -> float:
    """CPU time of the server so far: every live process under it (a launcher's pools and their
    workers), plus the children each has reaped (workers at max_requests)."""
    ticks = os.sysconf("SC_CLK_TCK")
    total = 0
    for pid in [master, *descendants(master)]:
        try:
            fields = _stat(pid)
        except OSError:
            continue
        total += sum(int(v) for v in fields[11:15])  # utime, stime, cutime, cstime
    return total / ticks


def own_cpu_seconds(pid: int) -> float:
    """CPU time of the process `pid` alone (the dispatcher, without its pools)."""
    return sum(int(v) for v in _stat(pid)[11:13]) / os.sysconf("SC_CLK_TCK")  # utime, stime


def median_run(runs: list[dict[str, Any]]) -> dict[str, Any]:
    return {"rps": statistics.median(r["rps"] for r in runs),
            "cpu_us": statistics.median(r["cpu_us"] for r in runs),
            "own_us": statistics.median(r["own_us"] for r in runs),
            "p50_ms": statistics.median(r["p50_ms"] for r in runs),
            "p99_ms": statistics.median(r["p99_ms"] for r in runs),
            "non_2xx": sum(r["non_2xx"] for r in runs),
            "socket_errors": "; ".join(r["socket_errors"] for r in runs if r["socket_errors"])}


def serve(port: int, pool_port: int, workers: int | None, database: Path) -> subprocess.Popen[bytes]:
    env = {**os.environ, "BIND": f"127.0.0.1:{port}", "ORDINARY_POOL_PORT": str(pool_port),
           **({"WEB_CONCURRENCY": str(workers)} if workers else {}),
           "DATABASE_URL": f"sqlite:///{database}", "RATELIMIT_WRITES": "100000000 per minute",
           "RATELIMIT_CREATE": "100000000 per minute",
           # wrk is one address: the dispatcher's per-address limits still count every request
           "ADDRESS_RATE": "100000000", "ADDRESS_CONNECTIONS": "100000",
           "GUNICORN_MAX_REQUESTS": "0"}  # no worker restarts (and their start-up CPU) mid-run
    env.pop("PROMETHEUS_MULTIPROC_DIR", None)  # the server makes its own
    server = subprocess.Popen([sys.executable, "-m", "racko_api.serving"], cwd=ROOT, env=env,
                              stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL,
                              start_new_session=True)
    base = f"http://127.0.0.1:{port}"
    for _ in range(150):
        if server.poll() is not None:
            raise RuntimeError(f"gunicorn exited with {server.returncode}")
        try:
            if call("GET", f"{base}/livez")[0] == 200:
                return server
        except OSError:
            time.sleep(0.2)
    os.killpg(server.pid, signal.SIGTERM)
    raise RuntimeError("gunicorn did not start")


def main() -> int:
    parser = argparse.ArgumentParser(description=(__doc__ or "").split("\n")[0])
    parser.add_argument("--seconds", type=int, default=12)
    parser.add_argument("--connections", type=int, default=8)
    parser.add_argument("--rounds", type=int, default=1, help="measure the pair this many times")
    parser.add_argument("--workers", type=int, help="ordinary worker processes (default: one a core)")
    parser.add_argument("--advice", action="store_true", help="measure POST /v1/advice too")
    parser.add_argument("--direct", action="store_true", help="and both on the ordinary pool's own "
                        "port, as a proxy reaches it (livez*, score*): the dispatcher's cost")
    args = parser.parse_args()
    if not shutil.which("wrk"):
        sys.exit("wrk is needed: make wrk (Debian's package)")

    port, pool_port = free_port(), free_port()
    base, pool = f"http://127.0.0.1:{port}", f"http://127.0.0.1:{pool_port}"
    with tempfile.TemporaryDirectory(prefix="racko-bench-") as tmp:
        script = Path(tmp) / "score.lua"
        script.write_text(POST_LUA % ("/v1/score", json.dumps(SCORE)))
        advice_script = Path(tmp) / "advice.lua"
        advice_script.write_text(POST_LUA % ("/v1/advice", json.dumps(ADVICE)))
        server = serve(port, pool_port, args.workers, Path(tmp) / "bench.sqlite3")
        try:
            status, answer = call("POST", f"{base}/v1/score", SCORE)
            assert status == 200 and answer["points"] == 25, answer  # the load is a real score
            runs: dict[str, list[dict[str, Any]]] = {"livez": [], "score": []}
            targets = {"livez": (f"{base}/livez", None), "score": (base, script)}
            if args.direct:
                runs.update({"livez*": [], "score*": []})
                targets.update({"livez*": (f"{pool}/livez", None), "score*": (pool, script)})
            if args.advice:
                status, answer = call("POST", f"{base}/v1/advice", ADVICE)
                assert status == 200 and answer["play"] == "exchange", answer  # real advice
                runs["advice"] = []
                targets["advice"] = (base, advice_script)
            for url, lua in targets.values():
                wrk(url, 2, args.connections, lua)  # warm up every worker and thread
            for _ in range(args.rounds):
                for name, (url, lua) in targets.items():
                    before, own = server_cpu_seconds(server.pid), own_cpu_seconds(server.pid)
                    run = wrk(url, args.seconds, args.connections, lua)
                    spent = server_cpu_seconds(server.pid) - before
                    mine = own_cpu_seconds(server.pid) - own
                    runs[name].append({**run, "cpu_us": spent / max(run["requests"], 1) * 1e6,
                                       "own_us": mine / max(run["requests"], 1) * 1e6})
            shape = server_shape(server.pid)
        finally:
            if server.poll() is None:
                os.killpg(server.pid, signal.SIGTERM)
                server.wait(timeout=30)

    livez, score = median_run(runs["livez"]), median_run(runs["score"])
    advice = median_run(runs["advice"]) if args.advice else None
    ratio = score["rps"] / livez["rps"]
    print(f"gunicorn {shape}, "
          f"wrk -t2 -c{args.connections} -d{args.seconds}s x {args.rounds}, {os.cpu_count()} cores")
    print(f"{'run':<6} {'req/s':>9} {'p50 ms':>8} {'p99 ms':>8} {'non-2xx':>8} {'server CPU/req':>15} "
          f"{'dispatcher':>11}")
    direct = [(name, median_run(runs[name])) for name in ("livez*", "score*") if name in runs]
    for name, r in (("livez", livez), ("score", score), *((("advice", advice),) if advice else ()),
                    *direct):
        print(f"{name:<6} {r['rps']:>9.0f} {r['p50_ms']:>8.2f} {r['p99_ms']:>8.2f} {r['non_2xx']:>8} "
              f"{r['cpu_us']:>12.0f} us {r['own_us']:>8.0f} us"
              + (f"  socket errors: {r['socket_errors']}" if r["socket_errors"] else ""))
    ok_ratio, ok_p99 = ratio >= RATIO_TARGET, score["p99_ms"] < P99_TARGET_MS
    print(f"score/livez = {ratio:.2f} (target >= {RATIO_TARGET}: {'met' if ok_ratio else 'MISSED'}); "
          f"score p99 = {score['p99_ms']:.2f} ms (target < {P99_TARGET_MS:.0f} ms: "
          f"{'met' if ok_p99 else 'MISSED'})")
    ok_advice = True
    if advice is not None:
        advice_ratio = advice["rps"] / livez["rps"]
        ok_advice = advice_ratio >= ADVICE_RATIO_TARGET and not advice["non_2xx"]
        print(f"advice/livez = {advice_ratio:.2f} (target >= {ADVICE_RATIO_TARGET}: "
              f"{'met' if ok_advice else 'MISSED'})")
    return 0 if ok_ratio and ok_p99 and ok_advice and not score["non_2xx"] and not livez["non_2xx"] else 1


if __name__ == "__main__":
    sys.exit(main())
