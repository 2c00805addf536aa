"""Security headers on every answer; no-store on anything that carries a token."""

from __future__ import annotations

from flask.testing import FlaskClient

from racko_api.ops.http_headers import CSP, DOCS_CSP

SHEET_KEY = "6e0f9b2a-7d3c-4e1b-8a5f-7b314d86c2d4"  # a random (version 4) UUID, as a creation takes


def _assert_secure(headers: dict[str, str] | object) -> None:
    assert headers["X-Content-Type-Options"] == "nosniff"  # type: ignore[index]
    assert headers["Referrer-Policy"] == "no-referrer"  # type: ignore[index]
    assert headers["X-Frame-Options"] == "DENY"  # type: ignore[index]


def test_json_answers_and_problems_carry_security_headers(client: FlaskClient) -> None:
    for response in (client.get("/v1/rulesets"), client.get("/v1/nowhere"),
                     client.post("/v1/score", json={"rack": "nonsense"})):
        _assert_secure(response.headers)
        assert response.headers["Content-Security-Policy"] == CSP


def test_retry_after_only_where_it_means_something(client: FlaskClient) -> None:
    limited = client.post("/v1/scoresheets/nowhere/rounds", json={}, headers={"Authorization": "Bearer x"})
    assert "X-RateLimit-Limit" in limited.headers and "Retry-After" not in limited.headers
    assert "Retry-After" not in client.get("/v1/rulesets").headers
    assert "Retry-After" not in client.post("/v1/score", json={}).headers


def test_strict_policy_forbids_inline_script_and_framing() -> None:
    directives = dict(d.strip().split(" ", 1) for d in CSP.split(";"))
    assert directives["script-src"] == "'self'"
    assert directives["style-src"] == "'self'"
    assert directives["frame-ancestors"] == "'none'"
    assert directives["object-src"] == "'none'"
    assert "unsafe" not in CSP


def test_only_the_api_reference_may_run_inline_script(client: FlaskClient) -> None:
    docs = client.get("/docs/")
    assert docs.status_code == 200
    assert docs.headers["Content-Security-Policy"] == DOCS_CSP
    _assert_secure(docs.headers)
    assert client.get("/docsx").headers["Content-Security-Policy"] == CSP


def test_a_request_with_a_token_is_never_cached(client: FlaskClient) -> None:
    assert "no-store" not in client.get("/v1/rulesets").headers.get("Cache-Control", "")
    response = client.get("/v1/rulesets", headers={"Authorization": "Bearer abc"})
    assert response.headers["Cache-Control"] == "no-store"


def test_a_page_served_at_root_passes_the_policy_with_no_inline_script(client: FlaskClient) -> None:
    """Whatever HTML the app serves at / must work under script-src 'self' and style-src 'self'."""
    import re

    page = client.get("/")
    if page.status_code == 404 or not page.mimetype.startswith("text/html"):
        return  # no page mounted in this build
    html = page.get_data(as_text=True)
    assert page.headers["Content-Security-Policy"] == CSP
    for tag in re.findall(r"<script\b[^>]*>", html, flags=re.I):
        assert "src=" in tag, f"inline script: {tag}"
    assert not re.search(r"\son[a-z]+\s*=", html, flags=re.I), "inline event handler"
    assert not re.search(r"<style\b", html, flags=re.I), "inline <style> block"
    assert not re.search(r"\sstyle\s*=", html, flags=re.I), "inline style attribute"
    assert not re.search(r"""(src|href)\s*=\s*["']?(https?:)?//""", html, flags=re.I), "external asset"


def test_an_answer_that_shows_a_token_is_never_cached(client: FlaskClient) -> None:
    body = {"ruleset": "hasbro", "players": ["Ann", "Bo"]}
    created = client.post("/v1/scoresheets", json=body, headers={"Idempotency-Key": SHEET_KEY})
    assert created.status_code == 201 and "edit_token" in created.get_json()
    assert created.headers["Cache-Control"] == "no-store"
    replayed = client.post("/v1/scoresheets", json=body, headers={"Idempotency-Key": SHEET_KEY})
    assert replayed.get_json()["edit_token"] == created.get_json()["edit_token"]
    assert replayed.headers["Cache-Control"] == "no-store"
    # The public read has no token in it and may be cached (with its ETag).
    read = client.get(created.headers["Location"])
    assert read.status_code == 200 and "no-store" not in read.headers.get("Cache-Control", "")


def test_a_new_game_with_seat_tokens_is_never_cached(client: FlaskClient) -> None:
    body = {"ruleset": "hasbro", "seats": [{"name": "Ann"}, {"name": "Bot", "bot": "basic"}]}
    created = client.post("/v1/games", json=body)
    assert created.status_code == 201
    assert any("token" in seat for seat in created.get_json()["seats"])
    assert created.headers["Cache-Control"] == "no-store"
    public = client.get(created.headers["Location"])
    assert public.status_code == 200 and "no-store" not in public.headers.get("Cache-Control", "")
