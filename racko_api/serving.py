"""One command and one port for both pools: `python -m racko_api.serving` (what `make run` does).

Ordinary requests run on sync gunicorn workers (gunicorn.conf.py), one request at a time a
process, so an answer never waits for another's turn on the interpreter lock; streams (GET
.../events with Accept: text/event-stream) run on a pool of threaded workers made for idle
connections (gunicorn.streams.conf.py). Both pools close a connection after one answer, so
the dispatcher here picks a pool once a connection, from its request head, and then carries
bytes both ways. In production a reverse proxy does the routing (docs/reverse-proxy.md).
"""

from __future__ import annotations

import asyncio
import os
import re
import shutil
import signal
import socket
import subprocess
import sys
import tempfile
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
CONFIGS = {"ordinary": "gunicorn.conf.py", "stream": "gunicorn.streams.conf.py"}
# gunicorn takes a request line of up to 8,190 bytes and as many header lines: a longer head
# goes to the ordinary pool as it is, whose gunicorn refuses it.
HEAD_LIMIT = 64 * 1024
HEAD_SECONDS = 30  # a client that sends no whole head in this time is dropped (as gunicorn does)
STREAM_PATH = re.compile(rb"^GET /[^ ?]*/events(\?[^ ]*)? HTTP/", re.IGNORECASE)
STREAM_ACCEPT = re.compile(rb"^accept:[^\r\n]*text/event-stream", re.IGNORECASE | re.MULTILINE)


def pool_for(head: bytes) -> str:
    """The pool a request head belongs to: 'stream' for an event stream, else 'ordinary'.

    >>> pool_for(b"GET /v1/games/g1/events HTTP/1.1\\r\\nAccept: text/event-stream\\r\\n\\r\\n")
    'stream'
    >>> pool_for(b"GET /v1/games/g1/events HTTP/1.1\\r\\nAccept: application/json\\r\\n\\r\\n")
    'ordinary'
    """
    if STREAM_PATH.match(head) and STREAM_ACCEPT.search(head):
        return "stream"
    return "ordinary"


def with_forwarded_for(head: bytes, peer: str) -> bytes:
    """The head with the client's address added, which the pools trust as one proxy hop."""
    line_end = head.find(b"\r\n")
    if line_end < 0:
        return head
    return head[:line_end + 2] + f"X-Forwarded-For: {peer}\r\n".encode() + head[line_end + 2:]


async def read_head(reader: asyncio.StreamReader) -> bytes:
    """The request head (through the blank line), or as much of it as HEAD_LIMIT allows."""
    try:
        return await reader.readuntil(b"\r\n\r\n")
    except asyncio.IncompleteReadError as cut:
        return cut.partial
    except asyncio.LimitOverrunError:
        return await reader.read(HEAD_LIMIT)


async def carry(reader: asyncio.StreamReader, writer: asyncio.StreamWriter) -> None:
    """Copy bytes until the reader's end, then pass the end on (a half close)."""
    try:
        while data := await reader.read(65536):
            writer.write(data)
            await writer.drain()
        if writer.can_write_eof():
            writer.write_eof()
    except OSError:
        writer.close()


class Dispatcher:
    """Accepts connections on one port and splices each to the pool its first request names."""

    def __init__(self, pools: dict[str, tuple[str, int]]) -> None:
        self.pools = pools

    async def serve(self, client: asyncio.StreamReader, client_writer: asyncio.StreamWriter) -> None:
        upstream_writer = None
        try:
            head = await asyncio.wait_for(read_head(client), HEAD_SECONDS)
            if not head:
                return
            peer = client_writer.get_extra_info("peername")
            upstream, upstream_writer = await asyncio.open_connection(*self.pools[pool_for(head)])
            upstream_writer.write(with_forwarded_for(head, peer[0] if peer else "127.0.0.1"))
            await asyncio.gather(carry(client, upstream_writer), carry(upstream, client_writer))
        except (OSError, TimeoutError):
            pass
        finally:
            for writer in (client_writer, upstream_writer):
                if writer is not None:
                    writer.close()


def free_port() -> int:
    with socket.socket() as probe:
        probe.bind(("127.0.0.1", 0))
        return int(probe.getsockname()[1])


def start_pool(pool: str, port: int, env: dict[str, str]) -> subprocess.Popen[bytes]:
    gunicorn = Path(sys.executable).with_name("gunicorn")
    return subprocess.Popen([str(gunicorn), "-c", CONFIGS[pool], "wsgi:app"], cwd=ROOT,
                            env={**env, "BIND": f"127.0.0.1:{port}"})


def pool_environment() -> dict[str, str]:
    """The pools' environment: one metrics directory for both (so /metrics adds them up), and
    one more trusted proxy hop, the dispatcher's X-Forwarded-For."""
    env = dict(os.environ)
    env.setdefault("PROMETHEUS_MULTIPROC_DIR", tempfile.mkdtemp(prefix="racko-metrics-"))
    env["TRUSTED_PROXIES"] = str(int(env.get("TRUSTED_PROXIES", "0")) + 1)
    return env


async def main() -> int:
    host, _, port = os.environ.get("BIND", "127.0.0.1:8000").rpartition(":")
    env = pool_environment()
    ports = {pool: free_port() for pool in CONFIGS}
    pools = {pool: start_pool(pool, ports[pool], env) for pool in CONFIGS}
    dispatcher = Dispatcher({pool: ("127.0.0.1", ports[pool]) for pool in CONFIGS})
    server = await asyncio.start_server(dispatcher.serve, host or "127.0.0.1", int(port),
                                        limit=HEAD_LIMIT, backlog=2048, reuse_address=True)
    stopping = asyncio.Event()
    loop = asyncio.get_running_loop()
    for sign in (signal.SIGTERM, signal.SIGINT):
        loop.add_signal_handler(sign, stopping.set)
    # A pool that exits on its own ends the launcher too: a supervisor then restarts the whole.
    exits = [asyncio.ensure_future(asyncio.to_thread(process.wait)) for process in pools.values()]
    await asyncio.wait([*exits, asyncio.ensure_future(stopping.wait())],
                       return_when=asyncio.FIRST_COMPLETED)
    server.close()
    for process in pools.values():
        if process.poll() is None:
            process.send_signal(signal.SIGTERM)
    await asyncio.gather(*exits)
    if "PROMETHEUS_MULTIPROC_DIR" not in os.environ:
        shutil.rmtree(env["PROMETHEUS_MULTIPROC_DIR"], ignore_errors=True)
    return 0 if stopping.is_set() else 1


if __name__ == "__main__":
    sys.exit(asyncio.run(main()))
