"""schemathesis fuzzes the games endpoints in-process, every default check on: no 500, and every
answer in the shape the document gives (requests without a seat token are refused with 401)."""

from __future__ import annotations

import schemathesis
from flask import Flask
from hypothesis import HealthCheck, settings
from schemathesis.config import SchemathesisConfig

from racko_api import create_app
from racko_api.config import TestConfig

# Schema-valid input may still be refused: a rule of the game (409, 422), no such game (404),
# no token (401), a token of another game (403).
_ACCEPTED = ["2xx", "3xx", "401", "403", "404", "409", "412", "422", "429"]
_CONFIG = SchemathesisConfig.from_dict({
    "checks": {"positive_data_acceptance": {"expected-statuses": _ACCEPTED}},
})
schema = schemathesis.openapi.from_wsgi("/openapi.json", create_app(TestConfig), config=_CONFIG)
schema = schema.include(path_regex=r"^/v1/games")


@schema.parametrize()
@settings(max_examples=25, deadline=None, suppress_health_check=list(HealthCheck))
def test_games_conform_to_their_document(case: schemathesis.Case, app: Flask, no_rate_limit: None) -> None:
    case.call_and_validate(app=app)
