"""Production server settings for gunicorn (used by `make run` and the benchmarks)."""

import multiprocessing
import os

bind = os.environ.get("BIND", "0.0.0.0:8000")
worker_class = "gthread"
workers = int(os.environ.get("WEB_CONCURRENCY", multiprocessing.cpu_count()))
threads = int(os.environ.get("GUNICORN_THREADS", "4"))
timeout = 30
graceful_timeout = 20
keepalive = 5
max_requests = 10_000
max_requests_jitter = 1_000
accesslog = os.environ.get("ACCESS_LOG")  # "-" for stdout; off by default for speed
errorlog = "-"
