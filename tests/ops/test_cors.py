"""CORS for third-party browser clients: only the configured origins, never with credentials."""

from __future__ import annotations

from flask.testing import FlaskClient

from .helpers import make_app

ORIGIN = "https://scores.example"
PREFLIGHT = {"Origin": ORIGIN, "Access-Control-Request-Method": "POST",
             "Access-Control-Request-Headers": "Authorization, Content-Type, Idempotency-Key, If-Match"}


def test_no_origin_is_allowed_by_default(client: FlaskClient) -> None:
    response = client.get("/v1/rulesets", headers={"Origin": ORIGIN})
    assert response.status_code == 200
    assert "Access-Control-Allow-Origin" not in response.headers


def test_a_configured_origin_may_call_the_api_with_its_headers() -> None:
    client = make_app(CORS_ORIGINS=[ORIGIN]).test_client()
    preflight = client.options("/v1/score", headers=PREFLIGHT)
    assert preflight.status_code == 200
    assert preflight.headers["Access-Control-Allow-Origin"] == ORIGIN
    allowed = {h.strip().lower() for h in preflight.headers["Access-Control-Allow-Headers"].split(",")}
    assert {"authorization", "content-type", "idempotency-key", "if-match"} <= allowed
    assert "Access-Control-Allow-Credentials" not in preflight.headers
    assert "X-RateLimit-Limit" not in preflight.headers  # preflights use up no allowance

    answer = client.get("/v1/rulesets", headers={"Origin": ORIGIN})
    exposed = {h.strip() for h in answer.headers["Access-Control-Expose-Headers"].split(",")}
    assert {"ETag", "Location", "Retry-After", "Idempotent-Replayed", "X-Request-ID"} <= exposed


def test_an_origin_not_configured_gets_no_cors_headers() -> None:
    client = make_app(CORS_ORIGINS=[ORIGIN]).test_client()
    for response in (client.options("/v1/score", headers={**PREFLIGHT, "Origin": "https://evil.example"}),
                     client.get("/v1/rulesets", headers={"Origin": "https://evil.example"})):
        assert "Access-Control-Allow-Origin" not in response.headers


def test_any_origin_never_comes_with_credentials() -> None:
    client = make_app(CORS_ORIGINS=["*"]).test_client()
    response = client.get("/v1/rulesets", headers={"Origin": "https://anyone.example"})
    assert response.headers["Access-Control-Allow-Origin"] == "*"
    assert "Access-Control-Allow-Credentials" not in response.headers


def test_answers_vary_on_origin_when_origins_are_named() -> None:
    """The attack: with one CORS origin no answer said `Vary: Origin`, so a shared cache could hand
    one origin's answer (with its Access-Control-Allow-Origin) to another."""
    for origins in ([ORIGIN], [ORIGIN, "https://other.example"]):
        client = make_app(CORS_ORIGINS=origins).test_client()
        for headers in ({"Origin": ORIGIN}, {"Origin": "https://evil.example"}, {}):
            answer = client.get("/v1/rulesets", headers=headers)
            assert "Origin" in answer.vary and "Accept-Language" in answer.vary
        assert "Origin" in client.options("/v1/score", headers=PREFLIGHT).vary
