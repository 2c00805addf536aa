"""Numbers in sentences are written as the request's language writes them (Babel): grouping and
the decimal mark; English sentences keep their own."""

from __future__ import annotations

import pytest
from flask.testing import FlaskClient

from racko_api.api.language import catalogue
from racko_api.core.words import tr


@pytest.mark.parametrize(("language", "limit"), [("en", "65536"), ("sv", "65\u00a0536"), ("it", "65.536")])
def test_a_413_writes_the_limit_as_the_language_does(client: FlaskClient, language: str,
                                                     limit: str) -> None:
    answer = client.post("/v1/score", data=b"{" + b" " * 70_000 + b"}",
                         headers={"Content-Type": "application/json", "Accept-Language": language})
    assert answer.status_code == 413 and answer.headers["Content-Language"] == language
    assert f" {limit} " in answer.get_json()["detail"]


def test_decimals_take_the_languages_mark_and_the_places_asked() -> None:
    said = tr("{a} and {b:.2f}", a=1234, b=0.3456)
    assert said == "1234 and 0.35"
    assert said.render(catalogue("sv")) == "1\u00a0234 and 0,35"
    assert said.render(catalogue("it")) == "1.234 and 0,35"
    assert tr("{seat!r} and {n}", seat=3, n=True).render(catalogue("it")) == "3 and True"
