"""Scoresheet throughput under gunicorn on PostgreSQL, against /livez measured in the same run.

    .venv/bin/python benchmarks/scoresheets_http.py [--seconds 10] [--connections 16]

Creates a scratch PostgreSQL database (dropped afterwards), migrates it, serves the app with
gunicorn.conf.py (rate limits raised through the environment) and drives it with wrk:
  livez     GET /livez                                  the baseline: no I/O at all
  add-round POST /v1/scoresheets/{id}/rounds            four full racks scored, a fresh
            Idempotency-Key each request, spread over many sheets whose target is out of
            reach, so no game ends and every request really adds a round
  read-20   GET /v1/scoresheets/{id}                    a sheet of 20 four-player rounds
  writes    the same POST to benchmarks/writes_alone.py, a bare Flask app served the same way
            on the same database (sheets of its own): add-round's four writes in one
            transaction and nothing else, the least adding a round can cost on this stack
  counted   the bare app's writes after one rate-limit count in the app's counter store (through
            the `limits` library): the least a rate-limited write can cost
--counters says where the app (and "counted") count rate limits: the database (the default
setting, database://) or Redis (REDIS_URL, as a deployment with Redis counts: BENCH_REDIS_URL,
else redis://127.0.0.1:6379/0, its scratch keys prefixed and left to expire).
Targets: add-round >= 0.8 x the writes alone (its CPU at most 1.25 x theirs) with p99 < 50 ms,
read-20 >= 0.5 x livez. Exit status 1 if one is missed. "writes" and "counted" have none: they
show how much of add-round is the writes themselves, and the count a rate limit needs.
"CPU/req" is the CPU time gunicorn, the database and (with --counters redis) Redis spent per
answer ("of it db": the database's and Redis's share; Redis's is read from its INFO, so other
clients of that Redis count too), and "CPU x" the livez figure over it: unlike req/s, it hardly depends on
what else the machine is running. "busiest" is the busiest worker's share of the workers' CPU
time (0.5 for an even spread over two): a worker runs Python on one core at a time.
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
import uuid
from pathlib import Path
from typing import Any

from launch import free_port, server_shape

ROOT = Path(__file__).resolve().parents[1]
BIN = Path(sys.executable).parent
ADMIN_URL = os.environ.get("BENCH_ADMIN_URL", "postgresql://postgres@127.0.0.1:5432/postgres")
REDIS_URL = os.environ.get("BENCH_REDIS_URL", "redis://127.0.0.1:6379/0")
TARGETS = {"read-20": 0.5}  # of livez
ALONE_TARGET, ALONE_CPU_TARGET = 0.8, 1.25  # add-round against the writes alone
P99_TARGETS_MS = {"add-round": 50.0}
UNITS_MS = {"us": 0.001, "ms": 1.0, "s": 1000.0, "m": 60_000.0}


def milliseconds(text: str) -> float:
    number, unit = re.fullmatch(r"([\d.]+)(\w+)", text).groups()  # type: ignore[union-attr]
    return float(number) * UNITS_MS[unit]
THREADS = 2  # wrk threads
PLAYERS = ["Ann", "Bo", "Cy", "Di"]
# A four-player Hasbro round (deck 1-60): Ann goes Rack-O, the others score 15, 5 and 40.
ROUND = {"rack_o": "Ann", "entries": [
    {"player": "Ann", "rack": [2, 7, 13, 14, 15, 21, 28, 34, 40, 50]},
    {"player": "Bo", "rack": [3, 9, 16, 1, 33, 35, 17, 11, 12, 39]},
    {"player": "Cy", "rack": [60, 8, 22, 24, 36, 37, 18, 19, 20, 41]},
    {"player": "Di", "rack": [4, 5, 6, 10, 23, 25, 26, 44, 27, 29]},
]}

POST_LUA = """
local sheets = {%(sheets)s}
local body = [[%(body)s]]
local counter, prefix, threads = 0, "", 0
function setup(thread)
  threads = threads + 1
  thread:set("n", threads)
end
function init(args)  -- args[1]: a fresh id for each wrk run, so no key is ever sent twice
  prefix = args[1] .. "-" .. n .. "-"
end
function request()
  counter = counter + 1
  -- each wrk thread keeps to its own sheets (every other one), as each table has its own
  local sheet = sheets[((counter * %(threads)d + n - 1) %% #sheets) + 1]
  return wrk.format("POST", "%(prefix)s/v1/scoresheets/" .. sheet[1] .. "/rounds", {
    ["Content-Type"] = "application/json",
    ["Authorization"] = "Bearer " .. sheet[2],
    ["Idempotency-Key"] = prefix .. counter,
  }, body)
end
"""


def serve(app: str, env: dict[str, str], ready_url: str) -> subprocess.Popen[bytes]:
    """gunicorn with gunicorn.conf.py serving `app`, once `ready_url` answers."""
    process = subprocess.Popen([str(BIN / "gunicorn"), "-c", "gunicorn.conf.py", app], cwd=ROOT,
                               env=env, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL,
                               start_new_session=True)
    for _ in range(150):
        try:
            call("GET", ready_url)
            return process
        except OSError:
            time.sleep(0.2)
    os.killpg(process.pid, signal.SIGTERM)
    raise RuntimeError(f"gunicorn did not become ready serving {app}")


def psql(sql: str) -> None:
    subprocess.run(["psql", ADMIN_URL, "-q", "-v", "ON_ERROR_STOP=1", "-c", sql], check=True,
                   capture_output=True)


def call(method: str, url: str, body: Any = None, headers: dict[str, str] | None = None) -> Any:
    data = json.dumps(body).encode() if body is not None else None
    request = urllib.request.Request(url, data=data, method=method, headers={
        "Content-Type": "application/json", **(headers or {})})
    with urllib.request.urlopen(request, timeout=10) as answer:
        return json.loads(answer.read())


def new_sheet(base: str) -> tuple[str, str]:
    sheet = call("POST", f"{base}/v1/scoresheets",
                 {"ruleset": "hasbro", "players": PLAYERS, "target": 20_000})
    return sheet["id"], sheet["edit_token"]


TICK = os.sysconf("SC_CLK_TCK")


def server_cpu_seconds(server_pid: int, database: str) -> tuple[float, float, dict[int, float]]:
    """CPU time used so far by gunicorn (master and workers), by the bench database's backends,
    and by each worker."""
    ticks = db_ticks = 0
    workers: dict[int, float] = {}
    for entry in Path("/proc").iterdir():
        if not entry.name.isdigit():
            continue
        try:
            fields = (entry / "stat").read_text().rsplit(")", 1)[1].split()
            command = (entry / "cmdline").read_bytes().replace(b"\0", b" ").decode(errors="replace")
        except OSError:
            continue
        if int(entry.name) == server_pid:  # the master, and the workers it reaped (max_requests)
            ticks += sum(int(v) for v in fields[11:15])
        elif int(fields[1]) == server_pid:
            ticks += int(fields[11]) + int(fields[12])
            workers[int(entry.name)] = (int(fields[11]) + int(fields[12])) / TICK
        elif command.startswith("postgres:") and f" {database} " in command:
            db_ticks += int(fields[11]) + int(fields[12])
    return ticks / TICK, db_ticks / TICK, workers


def sessions(database: str) -> int:
    """How many database sessions the server has started so far (PostgreSQL 14 and later)."""
    out = subprocess.run(["psql", ADMIN_URL, "-Atc", "SELECT sessions FROM pg_stat_database "
                          f"WHERE datname = '{database}'"], check=True, capture_output=True, text=True)
    return int(out.stdout.strip() or 0)


def redis_cpu_seconds(url: str | None) -> float:
    """CPU time the Redis server has used so far (0 without one)."""
    if url is None:
        return 0.0
    import redis

    info = redis.Redis.from_url(url).info("cpu")
    return float(info["used_cpu_sys"]) + float(info["used_cpu_user"])


def measure(server_pid: int, database: str, url: str, seconds: int, connections: int,
            script: Path | None, redis_url: str | None) -> dict[str, Any]:
    """One wrk run, with the server's CPU time (app and database) per answer and the database
    sessions it opened (a pool too small for the worker's threads opens and closes them), and
    the busiest worker's share of the workers' CPU time (1 / workers when the load is even: a
    worker runs Python on one core at a time, so a worker given most connections caps the server)."""
    app_before, db_before, workers_before = server_cpu_seconds(server_pid, database)
    db_before += redis_cpu_seconds(redis_url)
    opened = sessions(database)
    result = wrk(url, seconds, connections, script)
    opened = sessions(database) - opened
    app_after, db_after, workers_after = server_cpu_seconds(server_pid, database)
    db_after += redis_cpu_seconds(redis_url)
    answers = result["rps"] * seconds
    used = [cpu - workers_before.get(pid, 0.0) for pid, cpu in workers_after.items()]
    return {**result, "cpu_us": (app_after - app_before + db_after - db_before) / answers * 1e6,
            "db_us": (db_after - db_before) / answers * 1e6, "sessions": opened,
            "top_worker": max(used) / sum(used) if sum(used) > 0 else 0.0}


def wrk(url: str, seconds: int, connections: int, script: Path | None = None) -> dict[str, Any]:
    command = ["wrk", f"-t{THREADS}", f"-c{connections}", f"-d{seconds}s", "--latency"]
    if script:
        command += ["-s", str(script)]
    command.append(url)
    if script:
        command += ["--", uuid.uuid4().hex]
    out = subprocess.run(command, check=True, capture_output=True, text=True).stdout
    rate = float(re.search(r"Requests/sec:\s+([\d.]+)", out).group(1))  # type: ignore[union-attr]
    bad = re.search(r"Non-2xx or 3xx responses: (\d+)", out)
    errors = re.search(r"Socket errors: (.*)", out)
    p50 = re.search(r"50%\s+([\d.]+\w+)", out)
    p99 = re.search(r"99%\s+([\d.]+\w+)", out)
    return {"rps": rate, "non_2xx": int(bad.group(1)) if bad else 0,
            "socket_errors": errors.group(1) if errors else "", "p50": p50.group(1) if p50 else "?",
            "p99": p99.group(1) if p99 else "?"}


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--seconds", type=int, default=10)
    parser.add_argument("--connections", type=int, default=16)
    parser.add_argument("--sheets", type=int, default=256, help="sheets the add-round load spreads over")
    parser.add_argument("--workers", type=int, help="worker processes (default: gunicorn.conf.py's)")
    parser.add_argument("--cycles", type=int, default=3, help="interleaved rounds of the runs")
    parser.add_argument("--counters", choices=["database", "redis"], default="database",
                        help="where rate limits are counted (default: the database, as when no Redis is set)")
    args = parser.parse_args()
    if not shutil.which("wrk"):
        sys.exit("wrk is needed: make wrk (Debian's package)")

    database = f"racko_bench_{uuid.uuid4().hex[:8]}"
    url = f"postgresql+psycopg://postgres@127.0.0.1:5432/{database}"
    port = free_port()
    base = f"http://127.0.0.1:{port}"
    env = {**os.environ, "DATABASE_URL": url, "BIND": f"127.0.0.1:{port}",
           **({"WEB_CONCURRENCY": str(args.workers)} if args.workers else {}),
           "RATELIMIT_WRITES": "100000000 per minute",
           "RATELIMIT_CREATE": "100000000 per minute",
           "GUNICORN_MAX_REQUESTS": "0"}  # no worker restarts (and their start-up CPU) mid-run
    env.pop("PROMETHEUS_MULTIPROC_DIR", None)
    for name in ("REDIS_URL", "RATELIMIT_STORAGE_URI"):
        env.pop(name, None)
    redis_url = REDIS_URL if args.counters == "redis" else None
    if redis_url:
        env.update({"REDIS_URL": redis_url, "RATELIMIT_KEY_PREFIX": database})
    psql(f'CREATE DATABASE "{database}"')
    server = bare = None
    try:
        subprocess.run([str(BIN / "flask"), "--app", "app", "db", "upgrade"], cwd=ROOT, env=env,
                       check=True, capture_output=True)
        server = serve("wsgi:app", env, f"{base}/readyz")
        bare_port = free_port()
        bare_base = f"http://127.0.0.1:{bare_port}"
        bare = serve("writes_alone:app", {**env, "BIND": f"127.0.0.1:{bare_port}",
                                          "PYTHONPATH": f"{ROOT}{os.pathsep}{ROOT / 'benchmarks'}"},
                     f"{bare_base}/livez")

        read_id, read_token = new_sheet(base)
        for _ in range(20):
            call("POST", f"{base}/v1/scoresheets/{read_id}/rounds", ROUND,
                 {"Authorization": f"Bearer {read_token}"})
        assert call("GET", f"{base}/v1/scoresheets/{read_id}")["round_count"] == 20
        sheets = [new_sheet(base) for _ in range(args.sheets)]
        bare_sheets = [new_sheet(base) for _ in range(args.sheets)]
        with tempfile.TemporaryDirectory() as tmp:
            scripts = {name: Path(tmp) / f"{name}.lua" for name in ("add-round", "writes", "counted")}
            for name, chosen, prefix in (("add-round", sheets, ""), ("writes", bare_sheets, ""),
                                         ("counted", bare_sheets, "/counted")):
                scripts[name].write_text(POST_LUA % {
                    "sheets": ", ".join(f'{{"{i}", "{t}"}}' for i, t in chosen),
                    "body": json.dumps(ROUND), "threads": THREADS, "prefix": prefix})
            runs = {
                "livez": (server.pid, f"{base}/livez", None),
                "add-round": (server.pid, base, scripts["add-round"]),
                "read-20": (server.pid, f"{base}/v1/scoresheets/{read_id}", None),
                "writes": (bare.pid, bare_base, scripts["writes"]),
                "counted": (bare.pid, bare_base, scripts["counted"]),
            }
            for _, target, lua in runs.values():
                wrk(target, 2, args.connections, lua)  # warm up: connection pools, prepared statements
            # Interleaved cycles, so a change in the machine's load hits every run alike.
            cycles: list[dict[str, dict[str, Any]]] = []
            for _ in range(args.cycles):
                cycles.append({name: measure(pid, database, target, args.seconds,
                                             args.connections, lua, redis_url)
                               for name, (pid, target, lua) in runs.items()})
        shape = server_shape(server.pid)
        added = sum(call("GET", f"{base}/v1/scoresheets/{i}")["round_count"] for i, _ in sheets)
    finally:
        for process in (server, bare):
            if process and process.poll() is None:
                os.killpg(process.pid, signal.SIGTERM)
                process.wait(timeout=30)
        psql(f'DROP DATABASE IF EXISTS "{database}" WITH (FORCE)')

    print(f"gunicorn {shape}, "
          f"PostgreSQL, rate limits counted in {args.counters}, "
          f"wrk -t{THREADS} -c{args.connections} -d{args.seconds}s x {args.cycles} interleaved "
          f"cycles, {os.cpu_count()} cores; medians")
    print(f"{'run':<10} {'req/s':>9} {'x livez':>8} {'p50':>9} {'p99':>9} {'non-2xx':>8} "
          f"{'CPU/req':>9} {'of it db':>9} {'CPU x':>6} {'sessions':>8} {'busiest':>7}  target")
    ok = True
    for name in runs:
        rps = statistics.median(c[name]["rps"] for c in cycles)
        ratio = statistics.median(c[name]["rps"] / c["livez"]["rps"] for c in cycles)
        cpu = statistics.median(c[name]["cpu_us"] for c in cycles)
        db_cpu = statistics.median(c[name]["db_us"] for c in cycles)
        cpu_ratio = statistics.median(c["livez"]["cpu_us"] / c[name]["cpu_us"] for c in cycles)
        last = cycles[-1][name]
        bad = sum(c[name]["non_2xx"] for c in cycles)
        need, p99_need = TARGETS.get(name), P99_TARGETS_MS.get(name)
        p99 = statistics.median(milliseconds(c[name]["p99"]) for c in cycles)
        opened = sum(c[name]["sessions"] for c in cycles)  # database sessions opened meanwhile
        busiest = statistics.median(c[name]["top_worker"] for c in cycles)
        met = (need is None or ratio >= need) and (p99_need is None or p99 < p99_need)
        verdict = "" if need is None else (f">= {need}" + (f", p99 < {p99_need:.0f} ms" if p99_need else "")
                                           + (": met" if met else ": MISSED"))
        ok &= met and bad == 0
        print(f"{name:<10} {rps:>9.0f} {ratio:>8.2f} {last['p50']:>9} {last['p99']:>9} {bad:>8} "
              f"{cpu:>7.0f}us {db_cpu:>7.0f}us {cpu_ratio:>6.2f} {opened:>8} {busiest:>7.2f}  {verdict}")
    print(f"rounds added during add-round (warm-up included): {added}")
    alone = statistics.median(c["add-round"]["rps"] / c["writes"]["rps"] for c in cycles)
    alone_cpu = statistics.median(c["add-round"]["cpu_us"] / c["writes"]["cpu_us"] for c in cycles)
    alone_met = alone >= ALONE_TARGET and alone_cpu <= ALONE_CPU_TARGET
    ok &= alone_met
    print(f"add-round / writes alone: {alone:.2f}, CPU {alone_cpu:.2f} x theirs  >= {ALONE_TARGET}, "
          f"CPU <= {ALONE_CPU_TARGET} x: {'met' if alone_met else 'MISSED'} (the writes alone, over "
          f"/livez: {statistics.median(c['writes']['rps'] / c['livez']['rps'] for c in cycles):.2f})")
    print("counted / writes alone (one rate-limit count, nothing else): "
          f"{statistics.median(c['counted']['rps'] / c['writes']['rps'] for c in cycles):.2f}, CPU "
          f"{statistics.median(c['counted']['cpu_us'] / c['writes']['cpu_us'] for c in cycles):.2f} x theirs")
    print(f"machine load average at the end: {os.getloadavg()[0]:.1f}")
    return 0 if ok else 1


if __name__ == "__main__":
    sys.exit(main())
