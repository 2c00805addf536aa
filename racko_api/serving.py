"""One command and one port for both pools: `python -m racko_api.serving` (what `make run` does).

Ordinary requests run on sync gunicorn workers (gunicorn.conf.py), one request at a time a
process, so an answer never waits for another's turn on the interpreter lock; streams (GET
.../events with Accept: text/event-stream) run on a pool of threaded workers made for idle
connections (gunicorn.streams.conf.py). Both pools close a connection after one answer, so
the dispatcher here picks a pool once a connection, from its request head, and then carries
bytes both ways. Each client address is held to the limits a reverse proxy sets in production
(racko_api/address_limits.py, as docs/nginx.conf): a rate with a burst and open connections.
In production a reverse proxy does the routing (docs/reverse-proxy.md).
"""

from __future__ import annotations

import asyncio
import os
import re
import shutil
import signal
import socket
import struct
import subprocess
import sys
import tempfile
from collections.abc import Coroutine
from pathlib import Path
from typing import Any, TypeVar, cast

import uvloop

from racko_api.address_limits import HEAD_LIMIT, AddressLimits, Settings, beyond_limits, is_probe
from racko_api.header_policy import MAX_BODY_BYTES, cors_origins

T = TypeVar("T")
ROOT = Path(__file__).resolve().parents[1]
CONFIGS = {"ordinary": "gunicorn.conf.py", "stream": "gunicorn.streams.conf.py"}
HEAD_SECONDS = 30  # a client that sends no whole head in this time is dropped (as gunicorn does)
LINGER_SECONDS = 2  # a refused client's body is read and dropped this long, so it reads the refusal
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
    """The head with the client's address and scheme added last, after any the client sent: the
    pools trust one more hop, so they read this hop's values (the rightmost), never a client's own."""
    end = head.find(b"\r\n\r\n")
    if end < 0:
        return head  # no whole head: the pool refuses it as it is
    added = f"X-Forwarded-For: {peer}\r\nX-Forwarded-Proto: http\r\n".encode()
    return head[:end + 2] + added + head[end + 2:]


class Client(asyncio.Protocol):
    """A client's connection: its head is read until the blank line (or HEAD_LIMIT, past which it
    is refused, as a head beyond the proxy's other limits is: `beyond_limits`), then, within
    its address's `limits` (none when None), the connection is joined to the pool the head names
    and bytes pass both ways as they come."""

    def __init__(self, pools: dict[str, tuple[str, int]], limits: AddressLimits | None = None) -> None:
        self.pools = pools
        self.limits = limits
        self.counted: str | None = None  # the address whose open connections count this one
        self.refused = False  # answered 429 by the dispatcher: what the client still sends is dropped
        self.lost = False
        self.head = bytearray()
        self.joined = False
        self.upstream: asyncio.Transport | None = None
        self.waiting: list[bytes] = []  # what came after the head while the pool connects
        self.ended = False  # the client sent its end (a half close) before the pool was joined
        self.pool = "ordinary"  # the pool the head names, once it is whole

    def connection_made(self, transport: asyncio.BaseTransport) -> None:
        self.transport = cast(asyncio.Transport, transport)
        self.timer = asyncio.get_running_loop().call_later(HEAD_SECONDS, transport.close)

    def data_received(self, data: bytes) -> None:
        if self.upstream is not None:
            self.upstream.write(data)
        elif self.refused:
            return
        elif self.joined:
            self.waiting.append(data)
        else:
            self.head += data
            if b"\r\n\r\n" in self.head or len(self.head) >= HEAD_LIMIT:
                self.joined = True
                self.pool = pool_for(bytes(self.head))
                self.timer.cancel()
                self.transport.pause_reading()
                self.joining = asyncio.get_running_loop().create_task(self.join(bytes(self.head)))

    def address(self) -> str:
        peer = self.transport.get_extra_info("peername")
        return str(peer[0]) if peer else "127.0.0.1"

    async def join(self, head: bytes) -> None:
        if self.limits is not None and not is_probe(head):
            address = self.address()
            refusal = await self.limits.admit(address, head)
            if refusal is not None:
                self.refuse(refusal)
                return
            self.counted = address
            if self.lost:  # the client went while its address's counters were read
                self.limits.closed(address)
                return
        # As the proxy does, after its rate: a head or a declared body beyond the limits.
        beyond = beyond_limits(head, MAX_BODY_BYTES, self.limits.origins if self.limits else ())
        if beyond is not None:
            self.refuse(beyond)
            return
        try:
            upstream, _ = await asyncio.get_running_loop().create_connection(
                lambda: Pool(self.transport), *self.pools[self.pool])
        except OSError:
            self.transport.close()
            return
        if self.transport.is_closing():
            upstream.close()
            return
        upstream.write(with_forwarded_for(head, self.address()))
        upstream.writelines(self.waiting)
        self.upstream, self.waiting = upstream, []
        if self.ended:
            upstream.write_eof()
        self.transport.resume_reading()

    def refuse(self, answer: bytes) -> None:
        """Answer the request here (429, or a head beyond the limits) and close: the rest of its
        body is read and dropped until the client closes, or LINGER_SECONDS pass, so a client
        still sending reads the answer rather than a reset."""
        self.refused, self.waiting = True, []
        if self.transport.is_closing():
            return
        self.transport.write(answer)
        if self.ended:
            self.transport.close()
            return
        self.transport.write_eof()
        self.timer = asyncio.get_running_loop().call_later(LINGER_SECONDS, self.transport.close)
        self.transport.resume_reading()

    def eof_received(self) -> bool:
        if self.upstream is not None:
            self.upstream.write_eof()
        self.ended = True
        if self.refused:
            return False
        # Joined: keep sending the answer, but for a stream, whose client only ends when it goes.
        # A head that ends before its blank line can never be answered: the connection closes
        # now, as gunicorn closes it, not HEAD_SECONDS later.
        return self.joined and self.pool != "stream"

    def connection_lost(self, exc: Exception | None) -> None:
        self.timer.cancel()
        self.lost = True
        if self.counted is not None and self.limits is not None:
            self.limits.closed(self.counted)
        if self.upstream is None or self.upstream.is_closing():
            return
        if self.pool == "stream":
            # Reset, not closed (SO_LINGER 0): the pool's next write fails, so a stream whose
            # client went ends (giving back its lease and thread) at its next heartbeat.
            self.upstream.get_extra_info("socket").setsockopt(
                socket.SOL_SOCKET, socket.SO_LINGER, struct.pack("ii", 1, 0))
            self.upstream.abort()
        else:
            self.upstream.close()  # what the client sent is still delivered

    def pause_writing(self) -> None:  # the client reads slower than the pool answers
        if self.upstream is not None:
            self.upstream.pause_reading()

    def resume_writing(self) -> None:
        if self.upstream is not None:
            self.upstream.resume_reading()


class Pool(asyncio.Protocol):
    """The connection to a pool: its answer goes to the client, and its close closes the client
    (after what is buffered for it is sent)."""

    def __init__(self, client: asyncio.Transport) -> None:
        self.client = client

    def connection_made(self, transport: asyncio.BaseTransport) -> None:
        self.transport = cast(asyncio.Transport, transport)

    def data_received(self, data: bytes) -> None:
        self.client.write(data)

    def connection_lost(self, exc: Exception | None) -> None:
        self.client.close()

    def pause_writing(self) -> None:  # the pool reads slower than the client sends
        self.client.pause_reading()

    def resume_writing(self) -> None:
        self.client.resume_reading()


def free_port() -> int:
    with socket.socket() as probe:
        probe.bind(("127.0.0.1", 0))
        return int(probe.getsockname()[1])


def start_pool(pool: str, port: int, env: dict[str, str]) -> subprocess.Popen[bytes]:
    gunicorn = Path(sys.executable).with_name("gunicorn")
    return subprocess.Popen([str(gunicorn), "-c", CONFIGS[pool], "wsgi:app"], cwd=ROOT,
                            env={**env, "BIND": f"127.0.0.1:{port}"})


async def listens(address: tuple[str, int]) -> None:
    """Returns once a pool's master accepts connections on `address` (its workers may still be
    booting: the master holds what comes meanwhile)."""
    while True:
        try:
            _, writer = await asyncio.open_connection(*address)
        except OSError:
            await asyncio.sleep(0.05)
            continue
        writer.close()
        return


def pool_environment() -> dict[str, str]:
    """The pools' environment: one metrics directory for both (so /metrics adds them up), and
    one more trusted proxy hop, the dispatcher's X-Forwarded-For."""
    env = dict(os.environ)
    if not env.get("PROMETHEUS_MULTIPROC_DIR"):
        env["PROMETHEUS_MULTIPROC_DIR"] = tempfile.mkdtemp(prefix="racko-metrics-")
    env["TRUSTED_PROXIES"] = str(int(env.get("TRUSTED_PROXIES", "0")) + 1)
    return env


async def main() -> int:
    host, _, port = os.environ.get("BIND", "127.0.0.1:8000").rpartition(":")
    env = pool_environment()
    # Each pool on a loopback port: ORDINARY_POOL_PORT and STREAM_POOL_PORT, else a free one.
    ports = {pool: int(os.environ.get(f"{pool.upper()}_POOL_PORT") or free_port()) for pool in CONFIGS}
    pools = {pool: start_pool(pool, ports[pool], env) for pool in CONFIGS}
    addresses = {pool: ("127.0.0.1", ports[pool]) for pool in CONFIGS}
    loop = asyncio.get_running_loop()
    stopping = asyncio.Event()
    for sign in (signal.SIGTERM, signal.SIGINT):
        loop.add_signal_handler(sign, stopping.set)
    # A pool that exits on its own ends the launcher too: a supervisor then restarts the whole.
    exits = [asyncio.ensure_future(asyncio.to_thread(process.wait)) for process in pools.values()]
    ended: list[asyncio.Future[Any]] = [*exits, asyncio.ensure_future(stopping.wait())]
    # The port opens once both pools listen: a client before then is refused a connection (and
    # tries again), never answered with an empty reply.
    listening: asyncio.Future[Any] = asyncio.ensure_future(asyncio.gather(*map(listens, addresses.values())))
    await asyncio.wait([listening, *ended], return_when=asyncio.FIRST_COMPLETED)
    if listening.done():
        limits = AddressLimits(Settings.from_environment(), cors_origins(os.environ.get("CORS_ORIGINS", "")))
        server = await loop.create_server(lambda: Client(addresses, limits), host or "127.0.0.1", int(port),
                                          backlog=2048, reuse_address=True)
        await asyncio.wait(ended, return_when=asyncio.FIRST_COMPLETED)
        server.close()
    listening.cancel()
    for process in pools.values():
        if process.poll() is None:
            process.send_signal(signal.SIGTERM)
    await asyncio.gather(*exits)
    if not os.environ.get("PROMETHEUS_MULTIPROC_DIR"):
        shutil.rmtree(env["PROMETHEUS_MULTIPROC_DIR"], ignore_errors=True)
    return 0 if stopping.is_set() else 1


def run(coroutine: Coroutine[Any, Any, T]) -> T:
    """Runs `coroutine` on uvloop, the dispatcher's event loop: its C transports take about a third less
    than asyncio's own CPU time a connection (about 190 us against 300 us a request at 8
    connections), time the pools' workers share the machine with."""
    return uvloop.run(coroutine)


if __name__ == "__main__":
    sys.exit(run(main()))
