"""schemathesis fuzzes the operations of the scoring and rules API in-process, every default check on.

Schema-valid input may still break a rule of the game (a 41 in a two-player Hasbro game,
a Rack-O claim the rules forbid): the document says so with a 422, and the extra check
below makes sure such a refusal comes from the rules core, never from request validation.
"""

from __future__ import annotations

import schemathesis
from flask import Flask
from hypothesis import HealthCheck, settings
from schemathesis.config import SchemathesisConfig

from racko_api import create_app
from racko_api.config import TestConfig

# The stateless operations: probes, editions and rules, scoring, the rules-dispute checker and
# the advisor.
OPERATIONS = r"^/(livez|readyz|v1/(rulesets|rules|score|rounds/score|check|advice)(/.*)?)$"


# schemathesis' default statuses for schema-valid data, plus 422 for a refusal by the rules.
_ACCEPTED = ["2xx", "3xx", "401", "403", "404", "409", "422", "429", "5xx"]
_CONFIG = SchemathesisConfig.from_dict({
    "checks": {"positive_data_acceptance": {"expected-statuses": _ACCEPTED}},
})
# The document is read from an app of its own at collection time; the requests go to the
# session's `app` (migrated, so /readyz answers 200).
schema = schemathesis.openapi.from_wsgi("/openapi.json", create_app(TestConfig), config=_CONFIG)
schema = schema.include(path_regex=OPERATIONS)


def refused_by_the_rules(ctx: object, response: schemathesis.Response, case: schemathesis.Case) -> None:
    """A 422 to schema-valid input must be the rules core speaking, not request validation."""
    if case.meta is None or not case.meta.generation.mode.is_positive or response.status_code != 422:
        return
    problem = response.json()
    assert problem["title"] == "Invalid input", f"schema-valid input refused by validation: {problem}"


@schema.parametrize()
@settings(max_examples=30, deadline=None, suppress_health_check=list(HealthCheck))
def test_api_conforms_to_its_document(case: schemathesis.Case, app: Flask, no_rate_limit: None) -> None:
    case.call_and_validate(app=app, additional_checks=[refused_by_the_rules])
