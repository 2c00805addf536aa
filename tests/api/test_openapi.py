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
    assert set(problem["required"]) == {"type", "title", "status", "detail", "instance", "errors",
                                        "errors_not_listed"}
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


def test_every_operation_has_a_unique_operation_id(openapi_document: dict[str, Any]) -> None:
    """Generated clients name their functions after operationId (else after the path)."""
    ids = [op.get("operationId") for _, _, op in _operations(openapi_document)]
    assert all(isinstance(i, str) and i.isidentifier() and i == i.lower() for i in ids), ids
    assert len(set(ids)) == len(ids), sorted(i for i in ids if ids.count(i) > 1)


def test_a_header_whose_absence_is_refused_is_required(openapi_document: dict[str, Any]) -> None:
    """An operation that answers 428 without If-Match says that If-Match is required, and an
    operation where it is optional does not answer 428."""
    for path, method, op in _operations(openapi_document):
        headers = {p["name"]: p for p in op.get("parameters", []) if p["in"] == "header"}
        if "428" in op["responses"]:
            assert headers["If-Match"]["required"] is True, f"{method} {path}"
        elif "If-Match" in headers:
            assert not headers["If-Match"].get("required"), f"{method} {path}"


NULL_BRANCH = {"nullable": True, "enum": [None]}  # "or null" beside a $ref


def _untyped(node: Any, where: str) -> list[str]:
    """Where a schema leaves a value's shape open: no type, or an object without properties."""
    if not isinstance(node, dict):
        return [f"{where}: no schema"]
    if "$ref" in node or node == NULL_BRANCH:
        return []
    branches = [(k, n) for k in ("oneOf", "anyOf", "allOf") for n in node.get(k, [])]
    if branches:
        return [w for i, (k, n) in enumerate(branches) for w in _untyped(n, f"{where}/{k}{i}")]
    found: list[str] = []
    if node.get("type") is None:
        return [f"{where}: untyped"]
    if node["type"] == "object":
        extra = node.get("additionalProperties")
        if not node.get("properties") and not isinstance(extra, dict):
            found.append(f"{where}: an object of any shape")
        found += [w for k, v in node.get("properties", {}).items() for w in _untyped(v, f"{where}.{k}")]
    if node["type"] == "array":
        found += _untyped(node.get("items"), f"{where}[]")
    return found


def test_nothing_a_client_reads_is_an_untyped_object(openapi_document: dict[str, Any]) -> None:
    """Every answer, down to each legal action, rack, card, score and event, has a declared shape."""
    untyped = [w for name, schema in openapi_document["components"]["schemas"].items()
               for w in _untyped(schema, name)]
    untyped += [w for path, method, op in _operations(openapi_document)
                for status, response in op["responses"].items()
                for media in _resolve(openapi_document, response).get("content", {}).values()
                for w in _untyped(media["schema"], f"{method} {path} {status}")]
    assert untyped == []
    assert "type: object\n  nullable: true" not in yaml.safe_dump(openapi_document, sort_keys=True)


def test_a_field_of_several_forms_says_which_property_tells_them_apart(
        openapi_document: dict[str, Any]) -> None:
    schemas = openapi_document["components"]["schemas"]
    view = schemas["RackOViewOut"]["properties"]
    assert view["legal_actions"]["items"]["discriminator"]["propertyName"] == "type"
    assert schemas["EventsOut"]["properties"]["events"]["items"]["discriminator"]["propertyName"] == "type"
    assert schemas["GameCreatedOut"]["properties"]["table"]["discriminator"]["propertyName"] == "game"
    for union in (view["legal_actions"]["items"], schemas["EventsOut"]["properties"]["events"]["items"]):
        for value, target in union["discriminator"]["mapping"].items():
            form = _resolve(openapi_document, {"$ref": target})
            assert form["properties"]["type"]["enum"] == [value] and "type" in form["required"]


def test_house_rule_limits_in_the_document_are_the_rules_own(openapi_document: dict[str, Any]) -> None:
    from racko_api.games.rack_o.ruleset import OPTION_SPECS

    options = openapi_document["components"]["schemas"]["Options"]["properties"]
    assert set(options) == set(OPTION_SPECS)
    for name, spec in OPTION_SPECS.items():
        if spec.kind == "int":
            assert (options[name]["minimum"], options[name]["maximum"]) == (spec.low, spec.high), name
        if spec.kind == "enum":
            assert options[name]["enum"] == list(spec.choices), name
