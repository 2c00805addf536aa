"""The app's own document, loaded for schemathesis, in two passes a module runs as two tests.

`random` is the example and fuzzing phases (hypothesis draws `max_examples` cases an operation):
quick enough for `make test`. `boundaries` is the coverage phase, which walks every field's
edges and every way to break it, thousands of cases: marked slow, so CI runs it beside the rest.
"""

from __future__ import annotations

from typing import Any

import schemathesis
from schemathesis.config import SchemathesisConfig

from racko_api import create_app
from racko_api.config import TestConfig

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
    # The document is read from an app of its own at collection time; the requests go to the
    # session's `app` (migrated, so /readyz answers 200).
    return schemathesis.openapi.from_wsgi("/openapi.json", create_app(TestConfig), config=config) \
        .include(path_regex=paths)
