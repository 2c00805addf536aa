"""gunicorn.conf.py (the ordinary pool) and gunicorn.streams.conf.py (the stream pool): their shapes
by default and the environment variables that change them."""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]
# gunicorn's own reading of the file, in a process of its own: the file reads the environment.
READ_CONFIG = """
import json
import os
from gunicorn.config import Config

CONFIG = os.path.abspath(os.environ["CONFIG"])
cfg, settings = Config(), {"__file__": CONFIG}
exec(compile(open(CONFIG).read(), CONFIG, "exec"), settings)
for name, value in settings.items():
    if name in cfg.settings:
        cfg.set(name, value)
print(json.dumps({"worker_class": cfg.worker_class_str, "workers": cfg.workers, "keepalive": cfg.keepalive,
                  "threads": cfg.threads, "max_requests": cfg.max_requests, "bind": cfg.bind,
                  "control": None if cfg.control_socket_disable else cfg.control_socket}))
"""
KNOBS = ("DATABASE_URL", "WEB_CONCURRENCY", "GUNICORN_THREADS", "GUNICORN_WORKER_CLASS",
         "GUNICORN_MAX_REQUESTS", "BIND", "GUNICORN_CONTROL_SOCKET", "STREAM_POOL_THREADS",
         "STREAM_POOL_WORKERS")


def server_config(tmp_path: Path, config: str = "gunicorn.conf.py", **env: str) -> dict[str, object]:
    clean = {k: v for k, v in os.environ.items() if k not in KNOBS}
    out = subprocess.run([sys.executable, "-c", READ_CONFIG], cwd=ROOT, check=True, text=True,
                         capture_output=True, timeout=60,
                         env={**clean, "PROMETHEUS_MULTIPROC_DIR": str(tmp_path), "CONFIG": config,
                              **env}).stdout
    return json.loads(out)  # type: ignore[no-any-return]


def test_by_default_the_ordinary_pool_is_one_sync_worker_per_core(tmp_path: Path) -> None:
    config = server_config(tmp_path)
    assert config == {"worker_class": "sync", "workers": os.cpu_count(), "threads": 1, "keepalive": 5,
                      "max_requests": 10000, "bind": ["127.0.0.1:8000"], "control": None}


def test_by_default_the_stream_pool_is_one_threaded_worker_per_core_closing_after_an_answer(
        tmp_path: Path) -> None:
    config = server_config(tmp_path, "gunicorn.streams.conf.py")
    assert config == {"worker_class": "gthread", "workers": os.cpu_count(), "threads": 600, "keepalive": 0,
                      "max_requests": 10000, "bind": ["127.0.0.1:8000"], "control": None}


def test_the_environment_reshapes_the_stream_pool(tmp_path: Path) -> None:
    config = server_config(tmp_path, "gunicorn.streams.conf.py", STREAM_POOL_THREADS="50",
                           STREAM_POOL_WORKERS="3", GUNICORN_THREADS="1")
    assert (config["worker_class"], config["threads"], config["workers"]) == ("gthread", 50, 3)


@pytest.mark.parametrize(("env", "expected"), [
    ({"GUNICORN_THREADS": "4"}, {"worker_class": "gthread", "threads": 4}),
    ({"WEB_CONCURRENCY": "5"}, {"worker_class": "sync", "workers": 5}),
    ({"GUNICORN_WORKER_CLASS": "sync", "GUNICORN_THREADS": "1"}, {"worker_class": "sync", "threads": 1}),
    ({"GUNICORN_WORKER_CLASS": "gthread", "GUNICORN_THREADS": "2"},
     {"worker_class": "gthread", "threads": 2}),
    ({"GUNICORN_MAX_REQUESTS": "0"}, {"max_requests": 0}),
    ({"BIND": "0.0.0.0:8080"}, {"bind": ["0.0.0.0:8080"]}),
    ({"GUNICORN_CONTROL_SOCKET": "/run/racko-a.ctl"}, {"control": "/run/racko-a.ctl"}),
])
def test_the_environment_reshapes_the_server(tmp_path: Path, env: dict[str, str],
                                             expected: dict[str, object]) -> None:
    config = server_config(tmp_path, **env)
    assert {k: config[k] for k in expected} == expected


@pytest.mark.parametrize("url", ["sqlite://", "sqlite:///:memory:", "sqlite:///file::memory:?uri=true"])
def test_neither_pool_starts_on_an_in_memory_database(tmp_path: Path, url: str) -> None:
    """Each worker process would have such a database alone, empty, and lose it at its restart."""
    for config in ("gunicorn.conf.py", "gunicorn.streams.conf.py"):
        with pytest.raises(subprocess.CalledProcessError) as refused:
            server_config(tmp_path, config, DATABASE_URL=url)
        assert "in-memory SQLite database" in refused.value.stderr


@pytest.mark.parametrize("url", ["sqlite:////var/lib/racko/racko.sqlite3",
                                 "postgresql+psycopg://postgres@127.0.0.1:5432/racko"])
def test_a_file_or_a_server_database_is_served(tmp_path: Path, url: str) -> None:
    assert server_config(tmp_path, DATABASE_URL=url)["worker_class"] == "sync"
