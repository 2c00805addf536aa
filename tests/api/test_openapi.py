"""The OpenAPI document: openapi.yaml is the app's, it is valid, and it is honest about errors."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest
import yaml
from flask.testing import FlaskClient
from openapi_spec_validator import validate

COMMITTED = Path(__file__).resolve().parents[2] / "openapi.yaml"
PROBLEM = "application/problem+json"
ISSUE_2 = {
    "/livez": {"get"}, "/readyz": {"get"},
    "/v1/rulesets": {"get"}, "/v1/rulesets/{ruleset_id}": {"get"},
    "/v1/rules": {"get"}, "/v1/rules/{rule_id}": {"get"},
    "/v1/score": {"post"}, "/v1/score/compare": {"post"}, "/v1/rounds/score": {"post"},
    "/v1/check/rack": {"post"}, "/v1/check/move": {"post"},
}
METHODS = {"get", "put", "post", "delete", "patch", "head", "options"}


def _operations(document: dict[str, Any]) -> list[tuple[str, str, dict[str, Any]]]:
    return [(path, method, op) for path, item in document["paths"].items()
            for method, op in item.items() if method in METHODS]


def _resolve(document: dict[str, Any], node: dict[str, Any]) -> dict[str, Any]:
    while "$ref" in node:
        *_, section, name = node["$ref"].split("/")
        node = document["components"][section][name]
    return node


def test_the_committed_document_is_the_apps(openapi_document: dict[str, Any]) -> None:
    committed = yaml.safe_load(COMMITTED.read_text())
    assert committed == openapi_document, "openapi.yaml differs from the app's document: run `make openapi`"


def test_the_document_is_valid_openapi(openapi_document: dict[str, Any]) -> None:
    validate(openapi_document)
    validate(yaml.safe_load(COMMITTED.read_text()))


def test_the_document_has_every_operation_of_the_scoring_and_rules_api(
        openapi_document: dict[str, Any]) -> None:
    for path, methods in ISSUE_2.items():
        assert methods <= set(openapi_document["paths"].get(path, {})), path


def test_every_operation_documents_its_errors_as_problem_json(openapi_document: dict[str, Any]) -> None:
    for path, method, op in _operations(openapi_document):
        assert "default" in op["responses"], f"{method} {path}"
        for status, response in op["responses"].items():
            content = _resolve(openapi_document, response).get("content", {})
            if status == "default" or int(status) >= 400:
                assert set(content) == {PROBLEM}, f"{method} {path} {status}"
                assert content[PROBLEM]["schema"] == {"$ref": "#/components/schemas/Problem"}


def test_the_problem_shape_is_rfc_9457(openapi_document: dict[str, Any]) -> None:
    problem = openapi_document["components"]["schemas"]["Problem"]
    assert set(problem["required"]) == {"type", "title", "status", "detail", "instance", "errors"}
    assert {"instance", "rule", "errors"} <= set(problem["properties"])
    assert problem["additionalProperties"] is True  # extension members are allowed
    assert "Error" not in openapi_document["components"]["schemas"]


def test_request_bodies_reject_unknown_fields(openapi_document: dict[str, Any]) -> None:
    for path, method, op in _operations(openapi_document):
        if path in ISSUE_2 and "requestBody" in op:
            schema = op["requestBody"]["content"]["application/json"]["schema"]
            for form in schema.get("oneOf", [schema]):  # a body may come in several forms
                assert _resolve(openapi_document, form)["additionalProperties"] is False, f"{method} {path}"


def test_the_document_and_a_browsable_reference_are_served(client: FlaskClient) -> None:
    assert client.get("/openapi.json").json["openapi"].startswith("3.")
    docs = client.get("/docs/")
    assert docs.status_code == 200 and docs.mimetype == "text/html"


def test_conforms_catches_an_answer_the_document_does_not_describe(client: FlaskClient,
                                                                   conforms: Any) -> None:
    """The helper the API tests use really validates: a tampered answer fails it."""
    response = client.post("/v1/score", json={"ruleset": "hasbro", "players": 4,
                                              "rack": [1, 12, 13, 16, 34, 22, 4, 54, 31, 60]})
    conforms(response)
    response.set_data(b'{"points": "many"}')
    with pytest.raises(Exception, match="(?i)invalid|required"):
        conforms(response)


def test_house_rule_limits_in_the_document_are_the_rules_own(openapi_document: dict[str, Any]) -> None:
    from racko_api.games.rack_o.ruleset import OPTION_SPECS

    options = openapi_document["components"]["schemas"]["Options"]["properties"]
    assert set(options) == set(OPTION_SPECS)
    for name, spec in OPTION_SPECS.items():
        if spec.kind == "int":
            assert (options[name]["minimum"], options[name]["maximum"]) == (spec.low, spec.high), name
        if spec.kind == "enum":
            assert options[name]["enum"] == list(spec.choices), name
