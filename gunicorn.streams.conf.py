"""gunicorn settings of the stream pool: gunicorn.conf.py's, with threaded workers for streams.

An open stream (GET .../events, Accept: text/event-stream) holds one thread that sleeps until a
wake-up, so a worker of 600 threads holds 536 streams (STREAMS_MAX_OPEN keeps 64 threads for
the pool's other requests). This pool serves only streams: racko_api/serving.py (`make run`)
or the reverse proxy (docs/reverse-proxy.md) sends them here, everything else to the ordinary
pool. Like a sync worker, it closes a connection after one answer (keepalive 0), so a
connection carries one request and is routed once. STREAM_POOL_THREADS and
STREAM_POOL_WORKERS (default: one a core) shape it.
"""

import os
import runpy
from pathlib import Path

os.environ["GUNICORN_WORKER_CLASS"] = "gthread"
os.environ["GUNICORN_THREADS"] = os.environ.get("STREAM_POOL_THREADS", "600")
if "STREAM_POOL_WORKERS" in os.environ:
    os.environ["WEB_CONCURRENCY"] = os.environ["STREAM_POOL_WORKERS"]
globals().update({name: value for name, value in
                  runpy.run_path(str(Path(__file__).with_name("gunicorn.conf.py"))).items()
                  if not name.startswith("__")})
keepalive = 0


def on_starting(server):
    """The ordinary pool empties the shared metrics directory when it starts; not this pool too,
    which would delete the ordinary workers' samples."""


def post_fork(server, worker):
    """A stream's frame may wait a few milliseconds; an ordinary answer should not: the stream
    workers run at a lower CPU priority (STREAM_POOL_NICE, 10 by default, 0 for none), so when a
    burst of events goes out to many streams, the ordinary pool's answers come first."""
    os.nice(int(os.environ.get("STREAM_POOL_NICE", "10")))
