"""Any number of servers can share one PostgreSQL and one Redis: a game played by sending
alternate requests to two gunicorn servers comes out exactly as when one server gets them all.
"""

from __future__ import annotations

import itertools
import random
import time
import uuid
from typing import Any

import requests

from .conftest import CREATE_LIMIT, Cluster

VOLATILE = {"id", "edit_token", "token", "instance", "created_at", "updated_at"}


def _stable(body: Any) -> Any:
    """An answer without what differs between two sheets of the same game (id, timestamps)."""
    if isinstance(body, dict):
        return {k: _stable(v) for k, v in body.items() if k not in VOLATILE}
    if isinstance(body, list):
        return [_stable(v) for v in body]
    return body


class Table:
    """A client that sends each request to the next server in turn (or always to one)."""

    def __init__(self, urls: list[str], client_address: str) -> None:
        self.urls = itertools.cycle(urls)
        self.http = requests.Session()
        self.http.headers["X-Forwarded-For"] = client_address
        self.transcript: list[tuple[int, Any, str | None]] = []

    def send(self, method: str, path: str, **kwargs: Any) -> requests.Response:
        answer = self.http.request(method, next(self.urls) + path, timeout=30, **kwargs)
        body = answer.json() if answer.content else None
        self.transcript.append((answer.status_code, _stable(body), answer.headers.get("ETag")))
        return answer


def _round(rng: random.Random, players: list[str]) -> dict[str, Any]:
    winner = rng.choice(players)
    return {"rack_o": winner, "entries": [
        {"player": p, "scoring_cards": 10 if p == winner else rng.randint(1, 9)} for p in players]}


def _play_scoresheet(table: Table, sheet_body: dict[str, Any], seed: int) -> dict[str, Any]:
    """A whole game to the target, with a replay, an undo, a correction and a stale If-Match."""
    rng = random.Random(seed)
    key = {"Idempotency-Key": str(uuid.uuid4())}
    created = table.send("POST", "/v1/scoresheets", json=sheet_body, headers=key)
    assert created.status_code == 201, created.text
    sheet, token = created.json()["id"], created.json()["edit_token"]
    again = table.send("POST", "/v1/scoresheets", json=sheet_body, headers=key)
    assert again.json()["id"] == sheet and again.headers["Idempotent-Replayed"] == "true"
    auth = {"Authorization": f"Bearer {token}"}
    path = f"/v1/scoresheets/{sheet}"
    players = sheet_body["players"]
    for n in itertools.count(1):
        body = _round(rng, players)
        once = {**auth, "Idempotency-Key": f"round-{n}-7b314d86"}
        added = table.send("POST", f"{path}/rounds", json=body, headers=once)
        assert added.status_code == 201, added.text
        replay = table.send("POST", f"{path}/rounds", json=body, headers=once)
        assert replay.headers.get("Idempotent-Replayed") == "true" and replay.json() == added.json()
        reused = table.send("POST", f"{path}/rounds", json=_round(rng, players),
                            headers={**auth, "Idempotency-Key": f"round-{n}-7b314d86"})
        assert reused.status_code in (201, 422)  # 201 only when the random round is the same
        if n == 2:
            etag = table.send("GET", path).headers["ETag"]
            assert table.send("DELETE", f"{path}/rounds/last", headers={**auth, "If-Match": etag}).ok
            stale = table.send("DELETE", f"{path}/rounds/last", headers={**auth, "If-Match": etag})
            assert stale.status_code == 412
        if n == 3:
            etag = table.send("GET", path).headers["ETag"]
            fixed = table.send("PUT", f"{path}/rounds/1", json=_round(rng, players),
                               headers={**auth, "If-Match": etag})
            assert fixed.status_code == 200, fixed.text
        if added.json()["winner"] is not None or table.send("GET", path).json()["winner"]:
            break
    final = table.send("GET", path).json()
    assert final["winner"] is not None
    return final


def _compare(cluster: Cluster, sheet_body: dict[str, Any], seed: int, address: str) -> None:
    one = Table([cluster.urls[0]], address)
    two = Table(list(cluster.urls), address)
    single = _play_scoresheet(one, sheet_body, seed)
    alternating = _play_scoresheet(two, sheet_body, seed)
    assert _stable(alternating) == _stable(single)
    assert two.transcript == one.transcript  # every status, answer and version, in order


def test_a_hasbro_scoresheet_game_across_two_servers(cluster: Cluster) -> None:
    _compare(cluster, {"ruleset": "hasbro", "players": ["Ann", "Bo", "Cy"]}, seed=1, address="198.51.100.1")


def test_a_partners_scoresheet_game_across_two_servers(cluster: Cluster) -> None:
    body = {"ruleset": "hasbro-partners", "players": ["Ann", "Bo", "Cy", "Di"],
            "teams": [["Ann", "Cy"], ["Bo", "Di"]]}
    _compare(cluster, body, seed=2, address="198.51.100.2")


def test_an_idempotency_key_used_on_one_server_replays_on_the_other(cluster: Cluster) -> None:
    a, b = (Table([u], "198.51.100.3") for u in cluster.urls)
    body = {"ruleset": "swedish", "players": ["Ann", "Bo"]}
    key = {"Idempotency-Key": str(uuid.uuid4())}
    first = a.send("POST", "/v1/scoresheets", json=body, headers=key)
    second = b.send("POST", "/v1/scoresheets", json=body, headers=key)
    assert first.status_code == second.status_code == 201
    assert second.headers["Idempotent-Replayed"] == "true" and second.json() == first.json()
    other = b.send("POST", "/v1/scoresheets", json={**body, "players": ["Cy", "Di"]},
                   headers=key)
    assert other.status_code == 422


def test_rate_limits_are_counted_once_for_both_servers(cluster: Cluster) -> None:
    table = Table(list(cluster.urls), "203.0.113.7")
    body = {"ruleset": "hasbro", "players": ["Ann", "Bo"]}
    answers = [table.send("POST", "/v1/scoresheets", json=body) for _ in range(CREATE_LIMIT + 2)]
    statuses = [a.status_code for a in answers]
    assert statuses == [201] * CREATE_LIMIT + [429, 429]  # the last two: one to each server
    remaining = [int(a.headers["X-RateLimit-Remaining"]) for a in answers[:CREATE_LIMIT]]
    assert remaining == list(range(CREATE_LIMIT - 1, -1, -1))
    refused = answers[-1]
    assert refused.headers["Content-Type"] == "application/problem+json"
    assert int(refused.headers["Retry-After"]) > 0
    # Another client is counted apart, on either server.
    other = Table(list(cluster.urls), "203.0.113.8")
    assert other.send("POST", "/v1/scoresheets", json=body).status_code == 201


def _play_game(table: Table, seed: int) -> dict[str, Any]:
    """A seeded game against a bot to the target: the person picks among its legal actions with
    a seeded random choice, replays an action now and then, and sends a stale If-Match once."""
    rng = random.Random(seed)
    body = {"ruleset": "hasbro", "options": {"target": 150}, "seed": seed,
            "seats": [{"name": "Ann"}, {"name": "Bot", "bot": "basic"}]}
    key = {"Idempotency-Key": str(uuid.uuid4())}
    created = table.send("POST", "/v1/games", json=body, headers=key)
    assert created.status_code == 201, created.text
    again = table.send("POST", "/v1/games", json=body, headers=key)
    assert again.headers.get("Idempotent-Replayed") == "true" and again.json() == created.json()
    game = created.json()
    (token,) = [s["token"] for s in game["seats"] if s.get("token")]
    path, auth = f"/v1/games/{game['id']}", {"Authorization": f"Bearer {token}"}
    given = table.send("POST", f"{path}/contribution", json={"contribution": "Ann's dice"}, headers=auth)
    assert given.status_code == 200, given.text  # deals round 1
    for n in itertools.count(1):
        assert n < 3000, "the game did not end"
        view = table.send("GET", f"{path}/view", headers=auth)
        assert view.status_code == 200, view.text
        state = view.json()
        if state["phase"] == "game_over":
            break
        action = rng.choice(state["legal_actions"])
        headers = {**auth, "If-Match": view.headers["ETag"], "Idempotency-Key": f"a{n}-5f0c2e9a7b314d86"}
        moved = table.send("POST", f"{path}/actions", json=action, headers=headers)
        assert moved.status_code == 200, moved.text
        if n % 7 == 0:
            replay = table.send("POST", f"{path}/actions", json=action, headers=headers)
            assert replay.headers.get("Idempotent-Replayed") == "true" and replay.json() == moved.json()
            stale = table.send("POST", f"{path}/actions", json=action,
                               headers={**headers, "Idempotency-Key": f"stale{n}-5f0c2e9a7b314d86"})
            assert stale.status_code == 412, stale.text
    events = table.send("GET", f"{path}/events", headers=auth)
    assert events.status_code == 200
    final = table.send("GET", path).json()
    assert final["winner"] is not None
    return final


def test_a_virtual_game_across_two_servers(cluster: Cluster) -> None:
    one = Table([cluster.urls[0]], "198.51.100.4")
    two = Table(list(cluster.urls), "198.51.100.4")
    single = _play_game(one, seed=7)
    alternating = _play_game(two, seed=7)
    assert _stable(alternating) == _stable(single)
    assert two.transcript == one.transcript


def _metric(text: str, name: str, **labels: str) -> float:
    total = 0.0
    for line in text.splitlines():
        if line.startswith(name + "{") and all(f'{k}="{v}"' in line for k, v in labels.items()):
            total += float(line.rsplit(" ", 1)[1])
    return total


def test_metrics_add_up_every_worker_of_a_server(cluster: Cluster) -> None:
    """gunicorn runs two workers per server; whichever answers /metrics speaks for both."""
    base = cluster.urls[0]
    http = requests.Session()

    def count() -> float:
        text = requests.get(base + "/metrics", timeout=10).text  # a new connection: any worker
        return _metric(text, "flask_http_request_duration_seconds_count",
                       endpoint="rulesets.list_rulesets", method="GET", status="200")

    before = count()
    for _ in range(40):
        fresh = requests.get(base + "/v1/rulesets", timeout=10)  # new connections: both workers serve
        assert fresh.status_code == 200
    readings = {count() for _ in range(6)}
    assert readings == {before + 40}
    deadline = time.monotonic() + 20  # a worker may still be booting
    while True:
        text = http.get(base + "/metrics", timeout=10).text
        workers = [line for line in text.splitlines() if line.startswith("racko_worker_up{")]
        if len(workers) == 2 or time.monotonic() > deadline:
            break
        time.sleep(0.5)
    assert len(workers) == 2 and all('pid="' in line for line in workers)  # both workers speak
