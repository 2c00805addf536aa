"""Prometheus metrics at /metrics: by endpoint and status, latency histograms, things created."""

from __future__ import annotations

from flask import Flask
from flask.testing import FlaskClient

from racko_api.ops.metrics import created_counter

from .helpers import make_app

SHEET_KEY = "1a2b3c4d-5e6f-4a7b-8c9d-7b314d86e5f0"  # a random (version 4) UUID, as a creation takes
GAME_KEY = "9f8e7d6c-5b4a-4392-a1b0-5f0c2e9a7b31"  # a random (version 4) UUID, as a creation takes


def _sample(text: str, name: str, **labels: str) -> float:
    for line in text.splitlines():
        if line.startswith(name + "{") and all(f'{k}="{v}"' in line for k, v in labels.items()):
            return float(line.rsplit(" ", 1)[1])
    return 0.0


def test_requests_are_counted_by_endpoint_and_status(client: FlaskClient) -> None:
    before = client.get("/metrics").get_data(as_text=True)
    client.get("/v1/rulesets")
    client.post("/v1/score", json={"rack": []})
    after = client.get("/metrics")
    assert after.status_code == 200 and after.mimetype == "text/plain"
    text = after.get_data(as_text=True)
    name = "flask_http_request_duration_seconds_count"
    for method, endpoint, status in (("GET", "rulesets.list_rulesets", "200"),
                                     ("POST", "score.score", "422")):
        labels = {"method": method, "endpoint": endpoint, "status": status}
        grew = _sample(text, name, **labels) - _sample(before, name, **labels)
        assert grew == 1, labels
    assert 'flask_http_request_duration_seconds_bucket{endpoint="score.score",le="0.005"' in text


def test_created_counter_counts_each_kind(app: Flask, client: FlaskClient) -> None:
    def created(kind: str) -> float:
        return _sample(client.get("/metrics").get_data(as_text=True), "racko_created_total", kind=kind)

    games, sheets = created("game"), created("scoresheet")
    count_created = created_counter(app)
    count_created("game")
    count_created("game")
    assert created("game") == games + 2 and created("scoresheet") == sheets


def test_metrics_are_outside_the_api_document_and_the_rate_limits(client: FlaskClient) -> None:
    assert "/metrics" not in client.get("/openapi.json").get_json()["paths"]
    assert "X-RateLimit-Limit" in client.post("/v1/scoresheets", json={}).headers
    assert "X-RateLimit-Limit" not in client.get("/metrics").headers


def test_a_metrics_token_guards_the_endpoint() -> None:
    client = make_app(METRICS_TOKEN="scrape-me").test_client()
    refused = client.get("/metrics")
    assert refused.status_code == 401 and refused.mimetype == "application/problem+json"
    assert refused.headers["WWW-Authenticate"] == "Bearer"
    assert refused.json["detail"] == "the metrics need the operator's bearer token"
    assert client.get("/metrics", headers={"Authorization": "Bearer wrong"}).status_code == 401
    assert client.get("/metrics", headers={"Authorization": "Bearer scrape-me"}).status_code == 200


def test_metrics_are_off_by_default_without_a_token() -> None:
    """The attack: /metrics was public by default (worker pids, creation counts)."""
    app = make_app(METRICS_PUBLIC=False, METRICS_TOKEN=None)
    answer = app.test_client().get("/metrics")
    assert answer.status_code == 404 and "racko_worker_up" not in answer.get_data(as_text=True)


def test_metrics_can_be_switched_off() -> None:
    app = make_app(METRICS_ENABLED=False)
    assert app.test_client().get("/metrics").status_code == 404
    created_counter(app)("game")  # a no-op, not an error


def test_a_new_scoresheet_is_counted_once_and_a_replay_not_at_all(client: FlaskClient) -> None:
    def sheets() -> float:
        text = client.get("/metrics").get_data(as_text=True)
        return _sample(text, "racko_created_total", kind="scoresheet")

    before = sheets()
    body = {"ruleset": "hasbro", "players": ["Ann", "Bo"]}
    for _ in range(2):
        answer = client.post("/v1/scoresheets", json=body, headers={"Idempotency-Key": SHEET_KEY})
        assert answer.status_code == 201
    assert client.post("/v1/scoresheets", json={**body, "players": ["Ann"]}).status_code == 422
    assert sheets() == before + 1


def test_a_new_game_is_counted_once_and_a_replay_not_at_all(client: FlaskClient) -> None:
    def games() -> float:
        return _sample(client.get("/metrics").get_data(as_text=True), "racko_created_total", kind="game")

    before = games()
    body = {"ruleset": "hasbro", "seats": [{"name": "Ann"}, {"name": "Bot", "bot": "basic"}]}
    for _ in range(2):
        answer = client.post("/v1/games", json=body, headers={"Idempotency-Key": GAME_KEY})
        assert answer.status_code == 201
    assert games() == before + 1
