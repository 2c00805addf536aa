"""schemathesis walks scoresheets and games from their creation, following the document's links.

Each scenario creates a sheet or a game, then calls the operations its answer's links lead to,
with the real ids (and the token the creation handed out, as a client keeps it): no 500, every
answer in the shape the document gives, and no schema-valid request refused by validation.
"""

from __future__ import annotations

import re
from typing import Any, ClassVar

import schemathesis
from flask import Flask
from hypothesis import HealthCheck, settings
from schemathesis.config import SchemathesisConfig

from racko_api import create_app
from racko_api.config import TestConfig

# Schema-valid input may still be refused: by a rule (409, 422), a stale or missing If-Match
# (412, 428), a token of another resource (403); never by request validation (see below).
_ACCEPTED = ["2xx", "3xx", "401", "403", "404", "409", "412", "422", "428", "429"]
# ignored_auth is off: the walk sends the creation's real token on purpose (a wrong or missing
# token is refused, as tests/api/test_problem_shape.py and the sheet and game tests show).
_CONFIG = SchemathesisConfig.from_dict({
    "checks": {"positive_data_acceptance": {"expected-statuses": _ACCEPTED},
               "ignored_auth": {"enabled": False}},
})
schema = schemathesis.openapi.from_wsgi("/openapi.json", create_app(TestConfig), config=_CONFIG)
schema = schema.include(path_regex=r"^/v1/(scoresheets|games)")


class Walk(schema.as_state_machine()):  # type: ignore[misc]
    """Keeps each created resource's token and sends it with every later call on that resource."""

    app: ClassVar[Flask]
    tokens: dict[str, str]
    created: ClassVar[list[str]] = []

    def setup(self) -> None:
        self.tokens = {}

    def get_call_kwargs(self, case: schemathesis.Case) -> dict[str, Any]:
        return {"app": self.app}

    def before_call(self, case: schemathesis.Case) -> None:
        path = case.path_parameters or {}
        token = self.tokens.get(str(path.get("sheet_id") or path.get("game_id")))
        if token is not None:
            case.headers = {**(case.headers or {}), "Authorization": f"Bearer {token}"}

    def after_call(self, response: schemathesis.Response, case: schemathesis.Case) -> None:
        if case.method != "POST" or response.status_code != 201 or case.path_parameters:
            return
        body = response.json()
        token = body.get("edit_token") or next(
            (s["token"] for s in body.get("seats", []) if s.get("token")), None)
        if token is not None:
            self.tokens[body["id"]] = token
            self.created.append(case.path)

    def validate_response(self, response: schemathesis.Response, case: schemathesis.Case,
                          additional_checks: Any = (), **kwargs: Any) -> None:
        super().validate_response(response, case, additional_checks=(refused_for_a_reason,), **kwargs)


def refused_for_a_reason(ctx: object, response: schemathesis.Response, case: schemathesis.Case) -> None:
    """A 422 to schema-valid input comes from the rules core or the Idempotency-Key, never from
    request validation (which would mean the document allows what the app refuses)."""
    if case.meta is None or not case.meta.generation.mode.is_positive or response.status_code != 422:
        return
    body = response.json()
    # A character beyond the BMP that the rules refuse is in the fields' description, not their
    # pattern (which no dialect reads alike there): its refusal names it by a 5- or 6-digit code.
    beyond_bmp = [e for e in body.get("errors", []) if re.search(r"\(U\+[0-9A-F]{5,6}\)", e["message"])]
    if beyond_bmp and len(beyond_bmp) == len(body["errors"]):
        return
    # A creation key that fits the header's pattern but whose digits count up or repeat is
    # refused by the store's rule (no pattern can say "random"), as the docstring allows.
    if body.get("errors") and all(e["field"] == "Idempotency-Key" for e in body["errors"]):
        return
    # A round in the other game's form fits the document's oneOf: only the sheet knows its game.
    if any(e["message"].endswith("sheet, not with this one") for e in body.get("errors", [])):
        return
    assert not body["detail"].startswith("the request is invalid"), f"refused by validation: {body}"


def test_sheets_and_games_are_walked_from_their_creation(app: Flask, no_rate_limit: None) -> None:
    Walk.app = app
    Walk.created.clear()
    Walk.run(settings=settings(max_examples=40, stateful_step_count=6, deadline=None,
                               suppress_health_check=list(HealthCheck)))
    assert {"/v1/scoresheets", "/v1/games"} <= set(Walk.created), "a creation was never followed"
