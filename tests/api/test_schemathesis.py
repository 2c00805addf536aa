"""schemathesis fuzzes the operations of the scoring and rules API in-process, every default check on.

Schema-valid input may still break a rule of the game (a 41 in a two-player Hasbro game,
a Rack-O claim the rules forbid): the document says so with a 422, and the extra check
below makes sure such a refusal comes from the rules core, never from request validation.
"""

from __future__ import annotations

from typing import Any

import pytest
import schemathesis
from flask import Flask
from hypothesis import HealthCheck, settings

from .fuzzing import boundary_cases, document

# The stateless operations: probes, editions and rules, scoring, the rules-dispute checker,
# the advisor and the deal verifier.
OPERATIONS = r"^/(livez|readyz|v1/(rulesets|rules|score|rounds/score|check|advice|deals)(/.*)?)$"


# schemathesis' default statuses for schema-valid data, plus 422 for a refusal by the rules.
ACCEPTED = ["2xx", "3xx", "401", "403", "404", "409", "422", "429", "5xx"]
random_cases = document(OPERATIONS, ACCEPTED, "random")


@pytest.fixture()
def boundaries() -> Any:
    return document(OPERATIONS, ACCEPTED, "boundaries")


def refused_by_the_rules(ctx: object, response: schemathesis.Response, case: schemathesis.Case) -> None:
    """A 422 to schema-valid input must be the rules core speaking, not request validation."""
    if case.meta is None or not case.meta.generation.mode.is_positive or response.status_code != 422:
        return
    problem = response.json()
    assert problem["title"] == "Invalid input", f"schema-valid input refused by validation: {problem}"


@random_cases.parametrize()
@settings(max_examples=30, deadline=None, suppress_health_check=list(HealthCheck))
def test_api_conforms_to_its_document(case: schemathesis.Case, app: Flask, no_rate_limit: None) -> None:
    case.call_and_validate(app=app, additional_checks=[refused_by_the_rules])


@pytest.mark.slow
@boundary_cases("boundaries").parametrize()
@settings(deadline=None, suppress_health_check=list(HealthCheck))
def test_api_conforms_to_its_document_at_every_boundary(case: schemathesis.Case, app: Flask,
                                                        no_rate_limit: None) -> None:
    case.call_and_validate(app=app, additional_checks=[refused_by_the_rules])
