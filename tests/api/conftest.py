"""API test helpers: `conforms` checks a real answer against the app's own OpenAPI document."""

from __future__ import annotations

import json
from collections.abc import Callable, Iterator

import pytest
from flask import Flask
from openapi_core import Config, OpenAPI
from openapi_core.contrib.werkzeug import WerkzeugOpenAPIRequest, WerkzeugOpenAPIResponse
from openapi_core.templating.paths.exceptions import PathError
from openapi_schema_validator import OAS30Validator
from werkzeug.test import TestResponse

from racko_api.api.errors import TITLES
from racko_api.api.language import catalogue
from racko_api.extensions import limiter

Conforms = Callable[[TestResponse], TestResponse]


class _AnsweredRequest(WerkzeugOpenAPIRequest):
    """The request as the test client sent it; its body was read by the app already."""

    @property
    def body(self) -> bytes | None:
        return None


@pytest.fixture(scope="session")
def openapi_document(app: Flask) -> dict:
    return app.test_client().get("/openapi.json").json


def conformance(document: dict) -> Conforms:
    """A check of an answer against `document`: status, content type and body schema.

    Answers to paths or methods the document does not have (404, 405) must still be
    problem documents of the shape the document declares.
    """
    config = Config(extra_media_type_deserializers={"application/problem+json": json.loads,
                                                    "text/csv": lambda body: body.decode()})
    spec = OpenAPI.from_dict(document, config=config)
    problem = {**document["components"]["schemas"]["Problem"], "components": document["components"]}

    def check(response: TestResponse) -> TestResponse:
        try:
            spec.validate_response(_AnsweredRequest(response.request),
                                   WerkzeugOpenAPIResponse(response))
        except PathError:
            assert response.status_code >= 400 and response.mimetype == "application/problem+json"
            OAS30Validator(problem).validate(response.json)
        return response

    return check


@pytest.fixture(scope="session")
def conforms(openapi_document: dict) -> Conforms:
    """Validate an answer against the app's document (`conformance`)."""
    return conformance(openapi_document)


Problem = Callable[..., dict]


@pytest.fixture(scope="session")
def problem(conforms: Conforms) -> Problem:
    """Assert an answer is an RFC 9457 problem with this status, naming the rule and bad fields."""

    def check(response: TestResponse, status: int, *, rule: str | None = None,
              fields: list[str] | None = None) -> dict:
        conforms(response)
        assert response.status_code == status, response.get_data(as_text=True)
        assert response.mimetype == "application/problem+json"
        body = response.json
        assert {"type", "title", "status", "detail", "instance", "errors"} <= set(body)
        assert body["status"] == status and body["detail"] and isinstance(body["errors"], list)
        title = TITLES[status].render(catalogue(response.headers["Content-Language"]))
        assert body["title"] == title, "one title per status, the same everywhere (in each language)"
        if rule is not None:
            assert body.get("rule") == rule, body
            assert body["type"] == f"/v1/rules/{rule}"
        if fields is not None:
            assert [e["field"] for e in body.get("errors", [])] == fields, body
        return body

    return check


@pytest.fixture()
def no_rate_limit() -> Iterator[None]:
    """For tests that send many requests: they are not rate-limit tests."""
    limiter.enabled = False
    yield
    limiter.enabled = True
