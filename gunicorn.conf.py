"""Production server settings for gunicorn (used by `make run` and the benchmarks)."""

import multiprocessing
import os
import shutil
import tempfile

from sqlalchemy.engine import make_url

# An in-memory SQLite database lives and dies with one process: each worker would answer from an
# empty one of its own, with no tables, and forget every write at its restart.
database = make_url(os.environ.get("DATABASE_URL") or "sqlite:///instance/racko.sqlite3")
if database.get_backend_name() == "sqlite" and ":memory:" in (database.database or ":memory:"):
    raise SystemExit("DATABASE_URL names an in-memory SQLite database, which each worker process would have "
                     "alone: give a file (sqlite:////var/lib/racko/racko.sqlite3) or PostgreSQL")

# Loopback unless the operator says otherwise: the workers belong behind a buffering proxy on the
# same host (docs/reverse-proxy.md), never on an open port; BIND=0.0.0.0:8000 opens it.
bind = os.environ.get("BIND", "127.0.0.1:8000")
# The ordinary pool: one sync worker process a core, each answering one request at a time, so an
# answer never waits for another's turn on the interpreter lock (POST /v1/score p99 at 8
# connections: about 5 ms here against 15-18 ms on 600-thread gthread workers). Streams
# (Server-Sent Events) stay open for minutes and run on the stream pool,
# gunicorn.streams.conf.py; `make run` (racko_api/serving.py) and the reverse proxy
# (docs/reverse-proxy.md) route each connection to its pool. A sync worker closes the
# connection after each answer. Nothing in a worker serializes writes: each request has its own
# pooled connection, no process-wide lock is held across a statement, and PostgreSQL's row lock
# orders only the writers of one sheet. With PostgreSQL across a network, raise WEB_CONCURRENCY
# (2 x cores + 1, say). Clients on the open internet belong behind a buffering proxy (nginx, a
# load balancer) that does not buffer text/event-stream answers. Why two pools:
# docs/operations.md, "Streams". GUNICORN_THREADS above 1 makes these gthread workers
# (gunicorn's rule), which also serve streams (STREAMS_MAX_OPEN below): one server alone.
worker_class = os.environ.get("GUNICORN_WORKER_CLASS", "sync")
workers = int(os.environ.get("WEB_CONCURRENCY", multiprocessing.cpu_count()))
threads = int(os.environ.get("GUNICORN_THREADS", "1"))
# Threads kept for ordinary requests on threaded workers: 64, or half of a small pool; a sync
# worker serves no stream (503, the client polls). /livez waits for a free thread like any
# request: while the database stalls, each request may hold its thread for about 2 s, so the
# reserve must exceed the requests in flight on one worker (with 32 reserved, /livez waited
# 2 s: benchmarks/stalls.py --threads 32). 600 threads: 536 streams a worker.
os.environ.setdefault("STREAMS_MAX_OPEN", str(threads - min(64, threads // 2) if threads > 1 else 0))
timeout = 30
# The workers' heartbeat touches a file on every request: keep it in memory, not on disk.
worker_tmp_dir = "/dev/shm" if os.path.isdir("/dev/shm") else None
graceful_timeout = 20
# Seconds an idle connection stays open on threaded workers (sync closes after each answer).
keepalive = int(os.environ.get("GUNICORN_KEEPALIVE", "5"))
# Workers are replaced after about this many requests (0: never), bounding any slow growth.
max_requests = int(os.environ.get("GUNICORN_MAX_REQUESTS", "10000"))
max_requests_jitter = max_requests // 10
# gunicorn answers its own refusals (a request line or header too long) in HTML, and no public
# setting changes that. The reverse proxy (docs/reverse-proxy.md), and `make run`'s dispatcher as
# it, enforce tighter limits and answer them as problem+json; these are set at gunicorn's largest
# so that whatever the proxy lets through, gunicorn takes.
limit_request_line = 8190
limit_request_fields = 32768
limit_request_field_size = 8190
accesslog = os.environ.get("ACCESS_LOG")  # "-" for stdout; off by default for speed
errorlog = "-"
# gunicorn's control socket (`gunicornc`) defaults to one path per user, which every server this
# user runs on the host would share (the last one started takes it over from the others): each
# server names its own with GUNICORN_CONTROL_SOCKET, or has none.
control_socket = os.environ.get("GUNICORN_CONTROL_SOCKET") or "gunicorn.ctl"
control_socket_disable = not os.environ.get("GUNICORN_CONTROL_SOCKET")

# Prometheus multiprocess mode: every worker writes its samples under this directory and
# /metrics (answered by any worker) adds them up. Set before the workers import the app.
_own_metrics_dir = not os.environ.get("PROMETHEUS_MULTIPROC_DIR")
if _own_metrics_dir:
    os.environ["PROMETHEUS_MULTIPROC_DIR"] = tempfile.mkdtemp(prefix="racko-metrics-")


def on_starting(server):
    """Samples of an earlier run of the server must not be counted again."""
    directory = os.environ["PROMETHEUS_MULTIPROC_DIR"]
    os.makedirs(directory, exist_ok=True)
    for name in os.listdir(directory):
        if name.endswith(".db"):
            os.remove(os.path.join(directory, name))


def child_exit(server, worker):
    """A worker that exits (max_requests, crash) keeps its counters but drops its live gauges."""
    from prometheus_flask_exporter.multiprocess import GunicornInternalPrometheusMetrics

    GunicornInternalPrometheusMetrics.mark_process_dead_on_child_exit(worker.pid)


def post_worker_init(worker):
    """A worker told to stop (SIGTERM, max_requests) ends its streams within a second, so it exits
    cleanly before graceful_timeout; each client resumes on another worker with Last-Event-ID."""
    from racko_api.ops.wakeups import stop_streams_when

    stop_streams_when(lambda: not worker.alive)


def on_exit(server):
    if _own_metrics_dir:
        shutil.rmtree(os.environ["PROMETHEUS_MULTIPROC_DIR"], ignore_errors=True)
