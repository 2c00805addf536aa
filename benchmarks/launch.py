"""Start gunicorn servers (gunicorn.conf.py, as in production) for load runs and multi-server tests,
or the two pools behind one port as `make run` does (racko_api/serving.py)."""

from __future__ import annotations

import os
import signal
import socket
import subprocess
import sys
import time
import urllib.request
import uuid
from collections.abc import Iterator
from contextlib import contextmanager
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parents[1]
BIN = Path(sys.executable).parent


def free_port() -> int:
    with socket.socket() as probe:
        probe.bind(("127.0.0.1", 0))
        return int(probe.getsockname()[1])


@contextmanager
def scratch_database(prefix: str, host: str = "127.0.0.1", port: int = 5432) -> Iterator[str]:
    """An empty PostgreSQL database of its own, dropped afterwards."""
    import psycopg

    name = f"{prefix}_{uuid.uuid4().hex[:10]}"

    def admin() -> psycopg.Connection[Any]:
        return psycopg.connect(host=host, port=port, user="postgres", dbname="postgres",
                               connect_timeout=3, autocommit=True)

    with admin() as connection:
        connection.execute(f'CREATE DATABASE "{name}"')
    try:
        yield name
    finally:
        with admin() as connection:
            connection.execute(f'DROP DATABASE IF EXISTS "{name}" WITH (FORCE)')


@contextmanager
def scratch_url(database: str, folder: str) -> Iterator[str]:
    """A fresh database's URL: a SQLite file in `folder` (`database` "sqlite"), else an empty
    PostgreSQL database of its own, dropped afterwards."""
    if database == "sqlite":
        yield f"sqlite:///{folder}/bench.sqlite3"
        return
    with scratch_database("racko_bench") as name:
        yield f"postgresql+psycopg://postgres@127.0.0.1:5432/{name}"


def migrate(database_url: str) -> None:
    """Bring a database to the newest migration, as `make run` does."""
    env = {**os.environ, "DATABASE_URL": database_url, "REQUEST_LOG": "0"}
    subprocess.run([str(BIN / "flask"), "--app", "app", "db", "upgrade"], cwd=ROOT, env=env,
                   check=True, capture_output=True, timeout=120)


def children(pid: int) -> list[int]:
    found = []
    for entry in Path("/proc").iterdir():
        if entry.name.isdigit():
            try:
                stat = (entry / "stat").read_text()
            except OSError:
                continue
            if int(stat.rsplit(")", 1)[1].split()[1]) == pid:
                found.append(int(entry.name))
    return found


def descendants(pid: int) -> list[int]:
    """Every process under `pid`: a launcher's pool masters and their workers."""
    found = children(pid)
    return found + [grandchild for child in found for grandchild in descendants(child)]


def _status(pid: int, field: str) -> int:
    """A number from /proc/<pid>/status (VmRSS in KiB, Threads), 0 once the process is gone."""
    try:
        for line in Path(f"/proc/{pid}/status").read_text().splitlines():
            if line.startswith(f"{field}:"):
                return int(line.split()[1])
    except OSError:
        pass
    return 0


def server_shape(master: int) -> str:
    """What a running server serves with, read off its workers: '2 sync workers x 1 thread', or for
    `make run`'s launcher each pool's: 'gunicorn.conf.py: ...; gunicorn.streams.conf.py: ...'."""
    workers = children(master)
    if workers and all(children(pid) for pid in workers):  # pool masters under a launcher
        return "; ".join(f"{_config(pid)}: {len(children(pid))} workers" for pid in sorted(workers))
    threads = max((_status(pid, "Threads") for pid in workers), default=0)
    if threads <= 1:
        return f"{len(workers)} sync workers x 1 thread"
    return f"{len(workers)} gthread workers x {threads - 1} threads"  # the pool, and the worker's loop


def _config(master: int) -> str:
    arguments = Path(f"/proc/{master}/cmdline").read_bytes().decode().split("\0")
    return arguments[arguments.index("-c") + 1] if "-c" in arguments else "gunicorn"


class GunicornServer:
    """One gunicorn master with its workers on 127.0.0.1:<port>; a context manager. With
    two_pools, `make run`'s launcher instead: `workers` sync workers for ordinary requests and
    as many of `threads` threads for streams."""

    def __init__(self, port: int, database_url: str, *, workers: int = 2, threads: int = 4,
                 env: dict[str, str] | None = None, log: Path | None = None,
                 two_pools: bool = False) -> None:
        self.port = port
        self.url = f"http://127.0.0.1:{port}"
        self.env = {**os.environ, "BIND": f"127.0.0.1:{port}", "DATABASE_URL": database_url,
                    "WEB_CONCURRENCY": str(workers), "GUNICORN_THREADS": str(threads),
                    # Several servers on one host: no shared control socket path.
                    "GUNICORN_CMD_ARGS": "--no-control-socket", **(env or {})}
        if two_pools:
            self.env.update({"GUNICORN_THREADS": "1", "STREAM_POOL_WORKERS": str(workers),
                             "STREAM_POOL_THREADS": str(threads)})
        self.command = ([sys.executable, "-m", "racko_api.serving"] if two_pools
                        else [str(BIN / "gunicorn"), "-c", "gunicorn.conf.py", "wsgi:app"])
        self.env.pop("PROMETHEUS_MULTIPROC_DIR", None)  # each server makes its own
        self.log = log
        self.process: subprocess.Popen[Any] | None = None

    def start(self, timeout: float = 30) -> GunicornServer:
        out = open(self.log, "ab") if self.log else subprocess.DEVNULL  # noqa: SIM115
        self.process = subprocess.Popen(self.command, cwd=ROOT, env=self.env,
                                        stdout=out, stderr=out, start_new_session=True)
        deadline = time.monotonic() + timeout
        while time.monotonic() < deadline:
            if self.process.poll() is not None:
                raise RuntimeError(f"gunicorn on port {self.port} exited with {self.process.returncode}")
            try:
                with urllib.request.urlopen(self.url + "/readyz", timeout=2) as answer:
                    if answer.status == 200:
                        return self
            except OSError:
                pass
            time.sleep(0.2)
        self.stop()
        raise RuntimeError(f"gunicorn on port {self.port} was not ready within {timeout} s")

    def stop(self) -> None:
        if self.process and self.process.poll() is None:
            self.process.send_signal(signal.SIGTERM)
            try:
                self.process.wait(timeout=30)
            except subprocess.TimeoutExpired:
                os.killpg(self.process.pid, signal.SIGKILL)
                self.process.wait()

    def rss_kib(self) -> int:
        """Resident memory of the master and every worker, in KiB."""
        if not self.process:
            return 0
        return sum(_status(pid, "VmRSS") for pid in [self.process.pid, *descendants(self.process.pid)])

    def __enter__(self) -> GunicornServer:
        return self.start()

    def __exit__(self, *_exc: object) -> None:
        self.stop()
