"""Every classic dispute of tests/data/disputes.json through the HTTP API, as a client asks it."""

from __future__ import annotations

import json
import uuid
from collections.abc import Callable
from pathlib import Path
from typing import Any

import pytest
from flask.testing import FlaskClient

CASES: list[dict[str, Any]] = json.loads(
    (Path(__file__).parents[1] / "data" / "disputes.json").read_text(encoding="utf-8"))["cases"]
PROBLEM = "application/problem+json"


def _post(client: FlaskClient, case: dict[str, Any]) -> Any:
    if case["endpoint"] != "scoresheet":
        return client.post(case["endpoint"], json=case["request"])
    made = client.post("/v1/scoresheets", json=case["request"]["sheet"],
                       headers={"Idempotency-Key": str(uuid.uuid4())})
    assert made.status_code == 201, made.json
    auth = {"Authorization": f"Bearer {made.json['edit_token']}", "Idempotency-Key": str(uuid.uuid4())}
    answer = client.post(f"/v1/scoresheets/{made.json['id']}/rounds", json=case["request"]["round"],
                         headers=auth)
    answer.sheet = made.json  # type: ignore[attr-defined]
    return answer


def _verdict(body: dict[str, Any], expect: dict[str, Any]) -> None:
    assert body["legal"] is expect["legal"]
    assert [r["rule"] for r in body["reasons"]] == expect["rules"]
    for key in ("rack_after", "discarded", "rack_o_after"):
        if key in expect:
            assert body[key] == expect[key], key
    if "points" in expect:
        assert body["score"]["points"] == expect["points"]


def _score(body: dict[str, Any], expect: dict[str, Any]) -> None:
    assert body["points"] == expect["points"]
    assert [r["rule"] for r in body["reasons"]] == expect["rules"]
    assert sum(s["points"] for s in body["slots"]) + body["bonus"] + (
        25 if body["rack_o"] else 0) == body["points"]
    for key in ("rack_o", "bonus"):
        if key in expect:
            assert body[key] == expect[key], key


def _compare(body: dict[str, Any], expect: dict[str, Any]) -> None:
    results = {r["ruleset"]: r for r in body["results"]}
    for ruleset, want in expect["results"].items():
        got = results[ruleset]
        assert got["legal_rack_o"] is want["legal_rack_o"], ruleset
        assert (got["problem"] or {}).get("rule") == want["problem"], ruleset
        assert (got["score"] or {}).get("points") == want["points"], ruleset


def _round(body: dict[str, Any], expect: dict[str, Any]) -> None:
    assert body["rack_o"] == expect["rack_o"]
    assert {p["player"]: p["points"] for p in body["players"]} == expect["points"]
    if "teams" in expect:
        assert [[t["players"], t["points"]] for t in body["teams"]] == expect["teams"]


def _sheet_round(body: dict[str, Any], expect: dict[str, Any], sheet: dict[str, Any]) -> None:
    assert {p["player"]: p["points"] for p in body["players"]} == expect["points"]
    if "rack_o_rules" in expect:
        rack_o = next(p for p in body["players"] if p["rack_o"])
        assert [r["rule"] for r in rack_o["reasons"]] == expect["rack_o_rules"]
    if "target" in expect:
        assert sheet["target"] == expect["target"]


CHECKS: dict[str, Callable[..., None]] = {
    "/v1/check/move": _verdict, "/v1/check/rack": _verdict, "/v1/score": _score,
    "/v1/score/compare": _compare, "/v1/rounds/score": _round,
}


def test_the_golden_file_holds_enough_well_formed_cases() -> None:
    assert len(CASES) >= 70
    assert len({c["id"] for c in CASES}) == len(CASES)
    for case in CASES:
        assert case["question"].endswith("?") or case["question"].endswith("."), case["id"]
        assert case["source"]["quote"] and case["source"]["language"] in {"en", "sv", "it"}
        assert case["source"]["edition"] and case["expect"]["status"] in {200, 201, 422}


@pytest.mark.parametrize("case", CASES, ids=lambda c: c["id"])
def test_dispute_through_the_api(client: FlaskClient, conforms: Callable[..., Any],
                                 case: dict[str, Any]) -> None:
    expect = case["expect"]
    response = _post(client, case)
    if case["endpoint"] != "scoresheet":
        conforms(response)
    assert response.status_code == expect["status"], response.json
    if expect["status"] == 422:
        assert response.mimetype == PROBLEM and response.json["rule"] == expect["rule"]
        assert response.json["type"] == f"/v1/rules/{expect['rule']}"
        return
    if case["endpoint"] == "scoresheet":
        _sheet_round(response.json, expect, response.sheet)
    else:
        CHECKS[case["endpoint"]](response.json, expect)
