"""schemathesis fuzzes the games endpoints in-process, every default check on: no 500, and every
answer in the shape the document gives (requests without a seat token are refused with 401)."""

from __future__ import annotations

from typing import Any

import pytest
import schemathesis
from flask import Flask
from hypothesis import HealthCheck, settings

from ..fuzzing import boundary_cases, document

# Schema-valid input may still be refused: a rule of the game (409, 422), no such game (404),
# no token (401), a token of another game (403).
ACCEPTED = ["2xx", "3xx", "401", "403", "404", "409", "412", "422", "429"]
random_cases = document(r"^/v1/games", ACCEPTED, "random")


@pytest.fixture()
def boundaries() -> Any:
    return document(r"^/v1/games", ACCEPTED, "boundaries")


@random_cases.parametrize()
@settings(max_examples=25, deadline=None, suppress_health_check=list(HealthCheck))
def test_games_conform_to_their_document(case: schemathesis.Case, app: Flask, no_rate_limit: None) -> None:
    case.call_and_validate(app=app)


@pytest.mark.slow
@boundary_cases("boundaries").parametrize()
@settings(deadline=None, suppress_health_check=list(HealthCheck))
def test_games_conform_to_their_document_at_every_boundary(
        case: schemathesis.Case, app: Flask, no_rate_limit: None) -> None:
    case.call_and_validate(app=app)
