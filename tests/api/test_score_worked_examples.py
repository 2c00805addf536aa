"""Every worked example of the rule texts (tests/data/worked_examples.json) through the HTTP API."""

from __future__ import annotations

import json
from collections.abc import Callable
from pathlib import Path
from typing import Any

import pytest
from flask.testing import FlaskClient

EXAMPLES: list[dict[str, Any]] = json.loads(
    (Path(__file__).parents[1] / "data" / "worked_examples.json").read_text()
)["examples"]


def _body(example: dict[str, Any], *keys: str) -> dict[str, Any]:
    body = {"ruleset": example["ruleset"], **{k: example[k] for k in keys if example.get(k) is not None}}
    if example.get("options"):
        body["options"] = example["options"]
    return body


@pytest.mark.parametrize("example", [e for e in EXAMPLES if e["kind"] == "score"], ids=lambda e: e["id"])
def test_score_example(client: FlaskClient, conforms: Callable[..., Any], example: dict[str, Any]) -> None:
    expect = example["expect"]
    response = conforms(client.post("/v1/score", json=_body(example, "players", "rack", "rack_o")))
    if "status" in expect:
        assert response.status_code == expect["status"]
        assert response.mimetype == "application/problem+json"
        assert response.json["rule"] == expect["rule"]
        return
    assert response.status_code == 200, response.json
    got = response.json
    assert got["points"] == expect["points"]
    assert (got["rack_o"], got["bonus"]) == (expect["rack_o"], expect["bonus"])
    assert [r["rule"] for r in got["reasons"]] == expect["rules"]
    assert [s["label"] for s in got["slots"]] == list(range(5, 55, 5))
    assert [s["card"] for s in got["slots"]] == example["rack"]
    if "scored_slots" in expect:
        assert [s["label"] for s in got["slots"] if s["scored"]] == expect["scored_slots"]
        assert sum(s["points"] for s in got["slots"]) == got["points"]


@pytest.mark.parametrize("example", [e for e in EXAMPLES if e["kind"] == "check"], ids=lambda e: e["id"])
def test_check_example(client: FlaskClient, conforms: Callable[..., Any], example: dict[str, Any]) -> None:
    expect = example["expect"]
    response = conforms(client.post("/v1/check/rack", json=_body(example, "players", "rack")))
    if "status" in expect:
        assert response.status_code == expect["status"]
        assert response.json["rule"] == expect["rule"]
        return
    assert response.status_code == 200, response.json
    assert response.json["legal"] is expect["legal"]
    assert [r["rule"] for r in response.json["reasons"]] == expect["rules"]
    if "points" in expect:
        assert response.json["score"]["points"] == expect["points"]


@pytest.mark.parametrize("example", [e for e in EXAMPLES if e["kind"] == "round"], ids=lambda e: e["id"])
def test_round_example(client: FlaskClient, conforms: Callable[..., Any], example: dict[str, Any]) -> None:
    expect = example["expect"]
    response = conforms(client.post("/v1/rounds/score", json=_body(example, "racks", "rack_o")))
    assert response.status_code == 200, response.json
    assert response.json["rack_o"] == expect["rack_o"]
    assert {p["player"]: p["points"] for p in response.json["players"]} == expect["points"]
    assert [[t["players"], t["points"]] for t in response.json["teams"]] == expect["teams"]
