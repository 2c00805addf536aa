"""The app's own document, loaded for schemathesis, in two passes a module runs as two tests.

`random` is the example and fuzzing phases (hypothesis draws `max_examples` cases an operation):
quick enough for `make test`. `boundaries` is the coverage phase, which walks every field's
edges and every way to break it, thousands of cases: marked slow, so CI runs it beside the rest.
Its cases are built when its test runs (`boundary_cases`), not in every worker's collection,
where they took 7 of 19 s even when the slow tests were not selected.
"""

from __future__ import annotations

from functools import cache
from typing import Any

import schemathesis
from flask import Flask
from hypothesis import strategies as st
from schemathesis.config import SchemathesisConfig

from racko_api import create_app
from racko_api.config import TestConfig
from racko_api.store.idempotency import guessable

# A creation's Idempotency-Key is a random (version 4) UUID: the document's own format, uuid4. The
# smallest examples (all zeros) are the orderly keys a creation refuses, which a random one never is.
schemathesis.openapi.format("uuid4", st.uuids(version=4).map(str).filter(lambda key: not guessable(key)))

PASSES: dict[str, dict[str, Any]] = {
    "random": {"coverage": {"enabled": False}},
    "boundaries": {"examples": {"enabled": False}, "fuzzing": {"enabled": False}},
}


def document(paths: str, accepted: list[str], passes: str) -> Any:
    """The operations whose path matches `paths`; `accepted`: the statuses schema-valid input may
    get (a rule of the game may still refuse it)."""
    config = SchemathesisConfig.from_dict({
        "phases": PASSES[passes],
        "checks": {"positive_data_acceptance": {"expected-statuses": accepted}},
    })
    return schemathesis.openapi.from_wsgi("/openapi.json", document_app(), config=config) \
        .include(path_regex=paths)


@cache
def document_app() -> Flask:
    """The app the document is read from; the requests go to the test's `app` (migrated, so
    /readyz answers 200)."""
    return create_app(TestConfig)


def boundary_cases(fixture: str) -> Any:
    """The boundary pass of the document that `fixture` returns, built when its test runs."""
    return schemathesis.pytest.from_fixture(fixture)
