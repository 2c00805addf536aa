"""Open streams (Server-Sent Events) on one server: delivery latency, and /livez meanwhile.

    .venv/bin/python benchmarks/streams.py [--streams 1000] [--cycles 3] [--seconds 5] [--paths both]

Serves the app as `make run` does (racko_api/serving.py: --workers sync workers for ordinary
requests, as many threaded workers for the streams; rate limits and the streams a client may
hold raised, worker recycling off) on 127.0.0.1 with PostgreSQL (a scratch database, dropped
after) and Redis pub/sub for wake-ups, and measures it by two paths, each on a server of its own
(--paths picks one): `dispatcher`, every request to make run's one port; `direct`, as the
reverse proxy of docs/reverse-proxy.md routes them, ordinary requests to the ordinary pool's
port and streams to the stream pool's (the cost of nginx itself not included). On each:
  1. wrk measures GET /livez and POST /v1/score with no stream open (the baseline);
  2. --streams clients follow one scoresheet (GET /v1/scoresheets/{id}/events, Accept:
     text/event-stream), all on the same sheet: every event goes to every stream;
  3. while a writer adds a round to that sheet every --interval seconds, wrk measures /livez,
     /v1/score and adding a round (POST /v1/scoresheets/{id}/rounds to sheets of its own,
     5 points a round so that no one wins) again, in --cycles interleaved rounds whose medians
     are kept (one 5 s window each swings with the machine's load): each event's latency is
     from the moment its POST was sent to the moment each stream had its `id:` line.
Targets (the floors of the API's other benchmarks), for each path: every event reaches every
stream, p99 delivery < 1 s, and with the streams open, in every cycle, /v1/score p99 < 10 ms at
8 connections and /v1/score >= 0.75 of the same cycle's /livez; adding a round >= 0.18 of /livez
(the median of the cycles). /livez with streams against /livez without is shown too. The load
average is printed with each path: on a shared machine the tail is the machine's. Exit status 1
if a target is missed on a path. Bounded: about three minutes a path (every wait has a timeout).
"""

from __future__ import annotations

import argparse
import asyncio
import json
import os
import re
import shutil
import statistics
import subprocess
import sys
import tempfile
import threading
import time
import urllib.request
import uuid
from pathlib import Path
from typing import Any

from http_score import POST_LUA, SCORE, milliseconds, server_cpu_seconds
from launch import GunicornServer, free_port, migrate, scratch_database, server_shape
from scoresheets_http import POST_LUA as ROUNDS_LUA

REDIS_URL = "redis://127.0.0.1:6379/14"
SCORE_RATIO, ROUND_RATIO, P99_TARGET_S, SCORE_P99_MS = 0.75, 0.18, 1.0, 10.0
ROUND_SHEETS = 64  # the add-round load spreads over sheets, as tables do
ROUND = {"rack_o": "Ann", "entries": [{"player": "Ann", "scoring_cards": 10},
                                      {"player": "Bo", "scoring_cards": 1}]}


def wrk(url: str, seconds: int, connections: int, script: Path | None, run_id: str) -> dict[str, Any]:
    """http_score.py's wrk run, with a fresh id for scripts that make Idempotency-Keys."""
    command = ["wrk", "-t2", f"-c{connections}", f"-d{seconds}s", "--latency"]
    command += ["-s", str(script), url, "--", run_id] if script else [url]
    out = subprocess.run(command, check=True, capture_output=True, text=True, timeout=seconds + 30).stdout
    found = {key: re.search(pattern, out) for key, pattern in (
        ("rps", r"Requests/sec:\s+([\d.]+)"), ("requests", r"(\d+) requests in"),
        ("non_2xx", r"Non-2xx or 3xx responses: (\d+)"), ("p99", r"99%\s+([\d.]+\w+)"),
        ("p50", r"50%\s+([\d.]+\w+)"))}
    if not (found["rps"] and found["p99"] and found["requests"]):
        raise RuntimeError(f"unexpected wrk output:\n{out}")
    return {"rps": float(found["rps"].group(1)), "requests": int(found["requests"].group(1)),
            "p99_ms": milliseconds(found["p99"].group(1)),
            "p50_ms": milliseconds(found["p50"].group(1)) if found["p50"] else 0.0,
            "non_2xx": int(found["non_2xx"].group(1)) if found["non_2xx"] else 0}


def call(method: str, url: str, body: Any = None, headers: dict[str, str] | None = None) -> Any:
    request = urllib.request.Request(url, data=json.dumps(body).encode() if body is not None else None,
                                     method=method, headers={"Content-Type": "application/json",
                                                             **(headers or {})})
    with urllib.request.urlopen(request, timeout=10) as answer:
        return json.loads(answer.read())


class Streams:
    """`count` SSE clients on one event loop (a thread of its own); arrival times by event id."""

    def __init__(self, port: int, path: str, count: int) -> None:
        self.port, self.path, self.count = port, path, count
        self.arrivals: list[dict[int, float]] = [{} for _ in range(count)]
        self.opened = 0
        self.refused = 0
        self.failed = 0
        self.ready = threading.Event()
        self.loop = asyncio.new_event_loop()
        self.stop: asyncio.Event | None = None
        self.thread = threading.Thread(target=self.loop.run_until_complete, args=(self._run(),),
                                       daemon=True)

    async def _one(self, index: int) -> None:
        for _ in range(50):  # a stream past a worker's limit gets 503: try again shortly
            reader, writer = await asyncio.open_connection("127.0.0.1", self.port)
            writer.write(f"GET {self.path} HTTP/1.1\r\nHost: 127.0.0.1\r\n"
                         "Accept: text/event-stream\r\n\r\n".encode())
            status = (await reader.readline()).split()[1]
            if status == b"200":
                break
            self.refused += 1
            writer.close()
            await asyncio.sleep(0.2)
        else:
            self.failed += 1
            return
        await reader.readuntil(b"\r\n\r\n")
        self.opened += 1
        if self.opened == self.count:
            self.ready.set()
        seen = self.arrivals[index]
        assert self.stop is not None
        while not self.stop.is_set():
            line = await reader.readline()
            if not line:
                return
            if line.startswith(b"id: "):
                seen[int(line[4:])] = time.monotonic()
        writer.close()

    async def _run(self) -> None:
        self.stop = asyncio.Event()
        tasks = []
        for index in range(self.count):
            tasks.append(asyncio.create_task(self._one(index)))
            if index % 50 == 49:
                await asyncio.sleep(0.05)  # opened in steps, as phones arrive
        await self.stop.wait()
        for task in tasks:
            task.cancel()
        await asyncio.gather(*tasks, return_exceptions=True)

    def start(self) -> None:
        self.thread.start()

    def close(self) -> None:
        if self.stop is not None:
            self.loop.call_soon_threadsafe(self.stop.set)
        self.thread.join(timeout=10)


def writer(base: str, sheet: str, token: str, events: int, interval: float,
           sent: dict[int, float], written: dict[int, float], done: threading.Event) -> None:
    """Add a round every `interval` seconds; the sheet's event n is round n (no game is won)."""
    for number in range(1, events + 1):
        sent[number] = time.monotonic()
        headers = {"Authorization": f"Bearer {token}", "Idempotency-Key": str(uuid.uuid4())}
        for attempt in range(5):  # a 503 under load is tried again with the same key: one round
            try:
                call("POST", f"{base}/v1/scoresheets/{sheet}/rounds", ROUND, headers)
                break
            except OSError:
                time.sleep(0.1 * (attempt + 1))
        written[number] = time.monotonic() - sent[number]
        time.sleep(interval)
    done.set()


def round_script(base: str) -> tuple[str, Path]:
    """scoresheets_http.py's add-round load: rounds over sheets of its own, each request with a
    fresh Idempotency-Key (5 points a round: nobody reaches the target)."""
    sheets = []
    for _ in range(ROUND_SHEETS):
        created = call("POST", f"{base}/v1/scoresheets", {
            "ruleset": "hasbro", "players": ["Ann", "Bo"], "options": {"target": 20_000, "win_points": 5}})
        sheets.append((created["id"], created["edit_token"]))
    script = Path(tempfile.mkstemp(suffix=".lua")[1])
    script.write_text(ROUNDS_LUA % {"sheets": ", ".join(f'{{"{i}", "{t}"}}' for i, t in sheets),
                                    "body": json.dumps(ROUND), "threads": 2})
    return base, script


def launcher_cpu_seconds(pid: int) -> float:
    """CPU time of the launcher's own process (the dispatcher, and the stream frames it carries
    meanwhile), without its pools'."""
    fields = Path(f"/proc/{pid}/stat").read_text().rsplit(")", 1)[1].split()
    return (int(fields[11]) + int(fields[12])) / os.sysconf("SC_CLK_TCK")  # utime, stime


def measure(base: str, seconds: int, connections: int, lua: Path, round_lua: Path,
            master: int) -> dict[str, Any]:
    out = {}
    for name, url, script in (("livez", f"{base}/livez", None), ("score", f"{base}/v1/score", lua),
                              ("round", base, round_lua)):
        cpu, own = server_cpu_seconds(master), launcher_cpu_seconds(master)
        run = wrk(url, seconds, connections, script, uuid.uuid4().hex)
        run["cpu_us"] = (server_cpu_seconds(master) - cpu) / max(1, run["requests"]) * 1e6
        run["launcher_us"] = (launcher_cpu_seconds(master) - own) / max(1, run["requests"]) * 1e6
        out[name] = run
    return out


def medians(cycles: list[dict[str, Any]]) -> dict[str, Any]:
    """Each run's median over the cycles, and the medians of the cycles' ratios to /livez."""
    out: dict[str, Any] = {name: {key: statistics.median(c[name][key] for c in cycles)
                                  for key in ("rps", "p99_ms", "cpu_us", "launcher_us", "non_2xx")}
                           for name in cycles[0]}
    for name in ("score", "round"):
        out[name]["ratio"] = statistics.median(c[name]["rps"] / c["livez"]["rps"] for c in cycles)
    return out


def delivery(streams: Streams, sent: dict[int, float]) -> dict[str, Any]:
    """Each event's latency to each stream, from its POST sent to the stream's `id:` line."""
    latencies = sorted(seen[n] - sent[n] for seen in streams.arrivals for n in sent if n in seen)
    return {"expected": len(sent) * streams.opened, "made": len(latencies),
            "p50": statistics.median(latencies) if latencies else float("inf"),
            "p99": latencies[int(0.99 * (len(latencies) - 1))] if latencies else float("inf"),
            "max": latencies[-1] if latencies else float("inf")}


def run_path(path: str, args: argparse.Namespace, database: str, lua: Path,
             env: dict[str, str], threads: int) -> dict[str, Any]:
    """One server as `make run` serves, measured by `path`: 'dispatcher' (everything to its one
    port) or 'direct' (ordinary requests to the ordinary pool's port, streams to the stream
    pool's, as the reverse proxy routes them)."""
    port, pools = free_port(), {"ORDINARY_POOL_PORT": free_port(), "STREAM_POOL_PORT": free_port()}
    env = {**env, **{name: str(value) for name, value in pools.items()}}
    load_before = os.getloadavg()
    with GunicornServer(port, database, workers=args.workers, threads=threads, env=env,
                        two_pools=True) as server:
        assert server.process is not None
        master = server.process.pid
        base = server.url if path == "dispatcher" else f"http://127.0.0.1:{pools['ORDINARY_POOL_PORT']}"
        stream_port = port if path == "dispatcher" else pools["STREAM_POOL_PORT"]
        _, round_lua = round_script(base)
        before = medians([measure(base, args.seconds, args.connections, lua, round_lua, master)])
        events = args.events or int(args.cycles * 3 * (args.seconds + 1) / args.interval) + 5
        created = call("POST", f"{base}/v1/scoresheets",
                       {"ruleset": "hasbro", "players": ["Ann", "Bo"], "options": {"target": 20_000}},
                       {"Idempotency-Key": str(uuid.uuid4())})
        sheet, token = created["id"], created["edit_token"]
        streams = Streams(stream_port, f"/v1/scoresheets/{sheet}/events", args.streams)
        streams.start()
        opened_in = time.monotonic()
        streams.ready.wait(timeout=60)
        opened_in = time.monotonic() - opened_in
        rss = server.rss_kib()
        sent: dict[int, float] = {}
        written: dict[int, float] = {}
        done = threading.Event()
        threading.Thread(target=writer, args=(base, sheet, token, events, args.interval,
                                              sent, written, done), daemon=True).start()
        cycles = [measure(base, args.seconds, args.connections, lua, round_lua, master)
                  for _ in range(args.cycles)]
        during = medians(cycles)
        shape = server_shape(master)
        done.wait(timeout=events * args.interval + 30)
        time.sleep(1.5)  # the last event's deliveries
        streams.close()
    round_lua.unlink()
    return {"path": path, "before": before, "during": during, "cycles": cycles, "shape": shape,
            "streams": streams, "opened_in": opened_in, "rss": rss, "written": written,
            "delivery": delivery(streams, sent), "events": len(sent),
            "load": (load_before[0], os.getloadavg()[0])}


def report(result: dict[str, Any], args: argparse.Namespace) -> bool:
    """Print one path's figures; True if it meets every target."""
    streams, shown, written = result["streams"], result["delivery"], result["written"]
    before, during, cycles = result["before"], result["during"], result["cycles"]
    print(f"== {result['path']}: " + ("every request to make run's one port" if result["path"] ==
          "dispatcher" else "ordinary requests to the ordinary pool's port, streams to the stream "
          "pool's (as the reverse proxy routes them)"))
    print(f"server (make run's launcher): {result['shape']}, PostgreSQL, Redis wake-ups; "
          f"{os.cpu_count()} cores, wrk -c{args.connections} -d{args.seconds}s x {args.cycles} cycles "
          f"with the streams open (medians); load average {result['load'][0]:.1f} before, "
          f"{result['load'][1]:.1f} after")
    print(f"streams open: {streams.opened} of {args.streams} in {result['opened_in']:.1f} s "
          f"({streams.refused} refused with 503 and tried again, {streams.failed} never opened); "
          f"server RSS {result['rss'] / 1024:.0f} MiB")
    print(f"events: {result['events']} x {streams.opened} streams = {shown['expected']} deliveries "
          f"expected, {shown['made']} made")
    if shown["made"]:
        print(f"delivery latency: p50 {shown['p50'] * 1000:.0f} ms, p99 {shown['p99'] * 1000:.0f} ms, "
              f"max {shown['max'] * 1000:.0f} ms, from each POST sent (the POSTs took "
              f"{statistics.median(written.values()) * 1000:.0f} ms at the median, "
              f"{max(written.values()) * 1000:.0f} ms at most)")
    for label, run in (("no streams", before), (f"{streams.opened} streams", during)):
        print(f"{label:>14}: /livez {run['livez']['rps']:.0f} req/s p99 {run['livez']['p99_ms']:.1f} ms "
              f"({run['livez']['cpu_us']:.0f} us CPU); /v1/score {run['score']['rps']:.0f} req/s "
              f"p99 {run['score']['p99_ms']:.1f} ms ({run['score']['cpu_us']:.0f} us CPU, "
              f"{run['score']['launcher_us']:.0f} of them the launcher's); "
              f"add a round {run['round']['rps']:.0f} req/s p99 {run['round']['p99_ms']:.1f} ms")
    for number, cycle in enumerate(cycles, 1):
        print(f"cycle {number}: /v1/score p50 {cycle['score']['p50_ms']:.2f} ms, "
              f"p99 {cycle['score']['p99_ms']:.2f} ms (target < {SCORE_P99_MS:.0f}), "
              f"{cycle['score']['rps'] / cycle['livez']['rps']:.2f} of /livez (target >= {SCORE_RATIO}); "
              f"/livez p50 {cycle['livez']['p50_ms']:.2f} ms, p99 {cycle['livez']['p99_ms']:.2f} ms")
    every_cycle = all(c["score"]["p99_ms"] < SCORE_P99_MS and c["score"]["rps"] / c["livez"]["rps"]
                      >= SCORE_RATIO for c in cycles)
    score_ratio, round_ratio = during["score"]["ratio"], during["round"]["ratio"]
    print(f"with the streams open: /v1/score / /livez {score_ratio:.2f} (target >= {SCORE_RATIO}), "
          f"adding a round / /livez {round_ratio:.2f} (target >= {ROUND_RATIO}); "
          f"/livez with streams / without {during['livez']['rps'] / before['livez']['rps']:.2f}")
    met = bool(streams.opened == args.streams and shown["made"] == shown["expected"]
               and shown["p99"] < P99_TARGET_S and every_cycle and round_ratio >= ROUND_RATIO
               and not any(r[k]["non_2xx"] for r in (before, during) for k in r))
    print(f"{result['path']}: " + ("targets met" if met else "a target missed"))
    return met


def summary(results: list[dict[str, Any]]) -> None:
    """The paths side by side, a line a cycle: what the issue's targets read."""
    print("== summary (score at 8 connections with the streams open; delivery over the path's run)")
    print(f"{'path':<11} {'cycle':>5} {'score p50':>10} {'score p99':>10} {'of /livez':>10} "
          f"{'delivery p99':>13} {'load':>9}")
    for result in results:
        delivered, (load_before, load_after) = result["delivery"]["p99"] * 1000, result["load"]
        for number, cycle in enumerate(result["cycles"], 1):
            score, ratio = cycle["score"], cycle["score"]["rps"] / cycle["livez"]["rps"]
            print(f"{result['path']:<11} {number:>5} {score['p50_ms']:>7.2f} ms {score['p99_ms']:>7.2f} ms "
                  f"{ratio:>10.2f} {delivered:>10.0f} ms {load_before:>4.1f}-{load_after:.1f}")


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--streams", type=int, default=1000)
    parser.add_argument("--events", type=int, help="rounds written (default: enough to last "
                        "the measured cycles)")
    parser.add_argument("--cycles", type=int, default=3, help="interleaved rounds of the three runs")
    parser.add_argument("--interval", type=float, default=1.0, help="seconds between events")
    parser.add_argument("--seconds", type=int, default=5, help="each wrk run")
    parser.add_argument("--connections", type=int, default=8, help="wrk connections")
    parser.add_argument("--workers", type=int, default=2)
    parser.add_argument("--paths", choices=("both", "dispatcher", "direct"), default="both",
                        help="make run's dispatcher, the pools' own ports as a proxy routes, or both")
    args = parser.parse_args()
    if not shutil.which("wrk"):
        sys.exit("wrk is needed: make wrk (Debian's package)")

    import redis

    redis.Redis.from_url(REDIS_URL, socket_connect_timeout=1).ping()
    lua = Path(tempfile.mkstemp(suffix=".lua")[1])
    lua.write_text(POST_LUA % ("/v1/score", json.dumps(SCORE)))
    env = {"STREAMS_REDIS_URL": REDIS_URL, "STREAMS_CHANNEL": f"racko-bench-{uuid.uuid4().hex[:8]}",
           "STREAMS_MAX_SECONDS": "600", "RATELIMIT_WRITES": "100000000 per minute",
           "RATELIMIT_CREATE": "100000000 per minute", "GUNICORN_MAX_REQUESTS": "0",
           "REQUEST_LOG": "0",
           # every stream comes from this one address
           "STREAMS_PER_CLIENT": "0", "ADDRESS_RATE": "100000000", "ADDRESS_CONNECTIONS": "100000"}
    threads = int(os.environ.get("STREAM_POOL_THREADS", "600"))
    paths = ("dispatcher", "direct") if args.paths == "both" else (args.paths,)
    with scratch_database("racko_streams") as name:
        database = f"postgresql://postgres@127.0.0.1:5432/{name}"
        migrate(database)
        results = [run_path(path, args, database, lua, env, threads) for path in paths]
    lua.unlink()
    met = [report(result, args) for result in results]
    summary(results)
    return 0 if all(met) else 1


if __name__ == "__main__":
    sys.exit(main())
