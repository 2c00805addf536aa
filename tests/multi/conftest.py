"""Two gunicorn servers (gunicorn.conf.py) on one PostgreSQL database and one Redis.

The database is a scratch one made and migrated for the module; the rate-limit counters live
in Redis under a key prefix of their own. Skipped only when PostgreSQL or Redis is not
reachable (a failure instead under CI, which has both).
"""

from __future__ import annotations

import uuid
from collections.abc import Iterator
from dataclasses import dataclass

import pytest

from benchmarks.launch import GunicornServer, migrate
from benchmarks.tcp_proxy import free_port
from tests.ops.pg import require_postgres, scratch_database, url
from tests.ops.redis_server import require_redis

REDIS_URL = "redis://127.0.0.1:6379/12"
CREATE_LIMIT = 5



@dataclass(frozen=True)
class Cluster:
    servers: tuple[GunicornServer, GunicornServer]

    @property
    def urls(self) -> tuple[str, str]:
        return self.servers[0].url, self.servers[1].url


@pytest.fixture(scope="module")
def cluster(tmp_path_factory: pytest.TempPathFactory) -> Iterator[Cluster]:
    require_postgres()
    require_redis(REDIS_URL)
    import redis

    prefix = f"racko-multi-{uuid.uuid4().hex[:8]}"
    env = {"RATELIMIT_STORAGE_URI": REDIS_URL, "RATELIMIT_KEY_PREFIX": prefix,
           "RATELIMIT_CREATE": f"{CREATE_LIMIT} per minute", "TRUSTED_PROXIES": "1",
           "FIXED_DEAL_SEEDS": "1",  # the test setting: the same seeded game on one server or two
           "METRICS_PUBLIC": "1"}  # scraped without a token here
    with scratch_database("racko_multi") as name:
        database = url(name)
        migrate(database)
        logs = tmp_path_factory.mktemp("servers") / "gunicorn.log"  # JSON request logs too
        servers = tuple(GunicornServer(free_port(), database, workers=2, threads=4, env=env, log=logs)
                        for _ in range(2))
        try:
            for server in servers:
                server.start()
            yield Cluster(servers)  # type: ignore[arg-type]
        finally:
            for server in servers:
                server.stop()
            store = redis.Redis.from_url(REDIS_URL)
            for key in store.scan_iter(f"{prefix}*"):
                store.delete(key)
