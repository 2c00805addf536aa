"""schemathesis fuzzes the scoresheet endpoints in-process, every default check on: no 500, every
answer in the shape the document gives, and no request refused unless the document says so."""

from __future__ import annotations

import re
from typing import Any

import pytest
import schemathesis
from flask import Flask
from hypothesis import HealthCheck, settings

from ..fuzzing import boundary_cases, document

# Schema-valid input may still be refused: by a rule (422, 409 once the game is won), no such
# sheet (404), no token or another sheet's (401, 403), a missing or stale If-Match (428, 412).
ACCEPTED = ["2xx", "3xx", "401", "403", "404", "409", "412", "422", "428", "429"]
random_cases = document(r"^/v1/scoresheets", ACCEPTED, "random")


@pytest.fixture()
def boundaries() -> Any:
    return document(r"^/v1/scoresheets", ACCEPTED, "boundaries")


def refused_for_a_reason(ctx: object, response: schemathesis.Response, case: schemathesis.Case) -> None:
    """A 422 to schema-valid input comes from the rules core or a reused Idempotency-Key,
    never from request validation (which would mean the document allows what the app refuses)."""
    if case.meta is None or not case.meta.generation.mode.is_positive or response.status_code != 422:
        return
    body = response.json()
    # A character beyond the BMP that the rules refuse is in the fields' description, not their
    # pattern (which no dialect reads alike there): its refusal names it by a 5- or 6-digit code.
    beyond_bmp = [e for e in body.get("errors", []) if re.search(r"\(U\+[0-9A-F]{5,6}\)", e["message"])]
    if beyond_bmp and len(beyond_bmp) == len(body["errors"]):
        return
    assert not body["detail"].startswith("the request is invalid"), f"refused by validation: {body}"


@random_cases.parametrize()
@settings(max_examples=30, deadline=None, suppress_health_check=list(HealthCheck))
def test_scoresheets_conform_to_their_document(case: schemathesis.Case, app: Flask,
                                               no_rate_limit: None) -> None:
    case.call_and_validate(app=app, additional_checks=[refused_for_a_reason])


@pytest.mark.slow
@boundary_cases("boundaries").parametrize()
@settings(deadline=None, suppress_health_check=list(HealthCheck))
def test_scoresheets_conform_to_their_document_at_every_boundary(
        case: schemathesis.Case, app: Flask, no_rate_limit: None) -> None:
    case.call_and_validate(app=app, additional_checks=[refused_for_a_reason])
