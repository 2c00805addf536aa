"""Every error is RFC 9457 application/problem+json: never HTML, never a bare 500, never a leak."""

from __future__ import annotations

import json
from typing import Any

import pytest
from flask.testing import FlaskClient

from racko_api.games.rack_o import referee

VALID = {"ruleset": "hasbro", "players": 4, "rack": [1, 12, 13, 16, 34, 22, 4, 54, 31, 60]}


def test_an_unknown_path(client: FlaskClient, problem: Any) -> None:
    body = problem(client.get("/v1/nowhere"), 404)
    assert body["type"] == "about:blank" and body["instance"] == "/v1/nowhere"
    problem(client.post("/v1/scores", json=VALID), 404)


@pytest.mark.parametrize(("method", "path", "allowed"), [
    ("get", "/v1/score", "POST"), ("put", "/v1/score", "POST"), ("delete", "/v1/score/compare", "POST"),
    ("get", "/v1/rounds/score", "POST"), ("patch", "/v1/check/move", "POST"),
    ("get", "/v1/check/rack", "POST"),
    ("post", "/v1/rulesets", "GET"), ("delete", "/v1/rulesets/hasbro", "GET"), ("post", "/livez", "GET"),
])
def test_a_wrong_method(client: FlaskClient, problem: Any, method: str, path: str, allowed: str) -> None:
    response = getattr(client, method)(path, json=VALID)
    problem(response, 405)
    assert allowed in response.headers["Allow"]


def test_malformed_json(client: FlaskClient, problem: Any) -> None:
    truncated = '{"ruleset": "hasbro", "players": 4,'
    response = client.post("/v1/score", data=truncated, content_type="application/json")
    body = problem(response, 400, fields=["body"])
    assert body["detail"] == "the body is not valid JSON: it breaks at line 1, column 36"


@pytest.mark.parametrize(("data", "where"), [
    ('{"ruleset": "hasbro",\n "players": 4,,\n "rack": []}', "line 2, column 15"),
    ('{"ruleset": "hasbro"} {}', "line 1, column 23"),
    ("{'ruleset': 'hasbro'}", "line 1, column 2"),
])
def test_malformed_json_says_where_it_breaks(client: FlaskClient, problem: Any, data: str,
                                             where: str) -> None:
    body = problem(client.post("/v1/score", data=data, content_type="application/json"), 400, fields=["body"])
    assert body["detail"].endswith(f"it breaks at {where}")


def test_a_body_with_a_byte_order_mark_is_told_so(client: FlaskClient, problem: Any) -> None:
    """A file saved "with BOM" and sent as it is: the mark, not the JSON after it, is the fault."""
    data = "\ufeff" + json.dumps(VALID)
    body = problem(client.post("/v1/score", data=data.encode(), content_type="application/json"), 400)
    assert "byte order mark (U+FEFF)" in body["detail"]
    plain = client.post("/v1/score", data=json.dumps(VALID), content_type="application/json")
    assert plain.status_code == 200


@pytest.mark.parametrize(("data", "content_type"), [
    (json.dumps(VALID), "text/plain"),
    ("ruleset=hasbro&players=4", "application/x-www-form-urlencoded"),
    (json.dumps(VALID), "application/xml"),
])
def test_a_body_that_is_not_json(client: FlaskClient, problem: Any, data: str, content_type: str) -> None:
    body = problem(client.post("/v1/score", data=data, content_type=content_type), 415)
    assert content_type in body["detail"]


def test_no_body_at_all(client: FlaskClient, problem: Any) -> None:
    problem(client.post("/v1/score"), 422, fields=["ruleset", "players", "rack"])


def test_a_body_over_64_kib(client: FlaskClient, problem: Any) -> None:
    padded = json.dumps(VALID)[:-1] + " " * (64 * 1024) + "}"
    body = problem(client.post("/v1/score", data=padded, content_type="application/json"), 413)
    assert "65536" in body["detail"]


def test_a_body_just_under_64_kib_is_read(client: FlaskClient) -> None:
    compact = json.dumps(VALID)
    padded = compact[:-1] + " " * (64 * 1024 - len(compact)) + "}"
    assert len(padded) == 64 * 1024
    assert client.post("/v1/score", data=padded, content_type="application/json").status_code == 200


def test_the_type_of_a_rule_problem_is_the_rule(client: FlaskClient, problem: Any) -> None:
    body = problem(client.post("/v1/score", json={**VALID, "rack_o": True}), 422, rule="R-RACKO")
    rule = client.get(body["type"])
    assert rule.status_code == 200 and rule.json["id"] == "R-RACKO"


def test_an_unexpected_error_is_a_problem_that_leaks_nothing(client: FlaskClient, problem: Any,
                                                             monkeypatch: pytest.MonkeyPatch) -> None:
    def broken(*args: object, **kwargs: object) -> None:
        raise RuntimeError("secret internals")

    monkeypatch.setattr(referee, "score", broken)
    body = problem(client.post("/v1/score", json=VALID), 500)
    assert "secret" not in json.dumps(body) and "Traceback" not in json.dumps(body)


def test_too_many_requests(client: FlaskClient, problem: Any, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setitem(client.application.config, "RATELIMIT_WRITES", "3 per minute")
    auth = {"Authorization": "Bearer not-a-real-token"}
    for _ in range(3):
        assert client.delete("/v1/scoresheets/nowhere/rounds/last", headers=auth).status_code == 428
    response = client.delete("/v1/scoresheets/nowhere/rounds/last", headers=auth)
    problem(response, 429)
    assert int(response.headers["Retry-After"]) > 0


@pytest.mark.parametrize("language", ["en", "sv", "it"])
def test_a_list_of_field_problems_reads_as_one_sentence(client: FlaskClient, problem: Any,
                                                        language: str) -> None:
    """Each field's message is one clause of the detail ("players: Not a valid integer; rack: ..."),
    never "integer.; rack"; the errors array keeps every message as it is."""
    response = client.post("/v1/check/rack", json={"ruleset": "hasbro", "players": "x", "rack": [1]},
                           headers={"Accept-Language": language})
    body = problem(response, 422, fields=["players", "rack"])
    assert ".;" not in body["detail"] and not body["detail"].endswith(".")
    clauses = body["detail"].split(": ", 1)[1].split("; ")
    assert clauses == [f"{e['field']}: {e['message'].rstrip('.')}" for e in body["errors"]]
    assert all(e["message"].endswith(".") for e in body["errors"])


@pytest.mark.parametrize("path", ["/v1/check/rack", "/v1/score"])
def test_a_card_number_hundreds_of_digits_long_is_refused_in_a_few_words(client: FlaskClient, problem: Any,
                                                                        path: str) -> None:
    rack = [int("9" * 400), 2, 3, 4, 5, 6, 7, 8, 9, 10]
    body = problem(client.post(path, json={"ruleset": "hasbro", "players": 2, "rack": rack}), 422,
                   rule="R-DECK")
    assert body["detail"] == "a card of 7 digits or more is not in the deck 1-40"
    assert body["errors"][0] == {"field": "rack/0", "message": body["detail"], "rule": "R-DECK"}
