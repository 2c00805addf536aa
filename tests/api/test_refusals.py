"""A refusal is cheap and small: a hostile body on POST /v1/score, /v1/check/partial and
/v1/advice is refused at its first faults (at most 20 listed, `errors_not_listed` counting the
rest) in a problem under 8 KB, and a shape no endpoint takes (an array or an object too large,
too many values, nesting too deep) is refused before any field is validated, naming its limit.
"""

from __future__ import annotations

import json
from typing import Any

import pytest
from flask.testing import FlaskClient

from racko_api.ops.request_body import (
    MAX_ARRAY_ITEMS,
    MAX_JSON_CONTAINERS,
    MAX_JSON_DEPTH,
    MAX_JSON_VALUES,
    MAX_OBJECT_MEMBERS,
)

ENDPOINTS = ("/v1/score", "/v1/check/partial", "/v1/advice")
SCORE = {"ruleset": "hasbro", "players": 4, "rack": [1, 12, 13, 16, 34, 22, 4, 54, 31, 60]}
SMALL = 8 * 1024
LIMIT = 64 * 1024


def compact(value: Any) -> bytes:
    body = json.dumps(value, separators=(",", ":"), ensure_ascii=False).encode()
    assert len(body) <= LIMIT, len(body)  # under the body size limit: the refusal is not a 413
    return body


def refused(client: FlaskClient, conforms: Any, path: str, body: bytes, **headers: str) -> dict[str, Any]:
    """A 422 problem under 8 KB, listing at most 20 faults (what it costs is benchmarks/refusals.py's)."""
    answer = client.post(path, data=body, content_type="application/json", headers=headers)
    conforms(answer)
    assert answer.status_code == 422 and answer.mimetype == "application/problem+json", answer.data[:500]
    assert len(answer.data) < SMALL, len(answer.data)
    problem = answer.json
    assert len(problem["errors"]) <= 20 and problem["errors_not_listed"] >= 0
    return problem


@pytest.mark.parametrize("path", ENDPOINTS)
def test_21000_empty_lists_are_refused_on_the_list_size(client: FlaskClient, conforms: Any,
                                                        path: str) -> None:
    body = compact({"ruleset": "hasbro", "players": 2, "rack": [[]] * 21_000})
    assert len(body) > 63_000
    problem = refused(client, conforms, path, body)
    said = f"an array of 21000 items: the limit is {MAX_ARRAY_ITEMS} items in one array"
    assert problem["errors"] == [{"field": "rack", "message": said}]
    assert problem["errors_not_listed"] == 0 and f"rack: {said}" in problem["detail"]


@pytest.mark.parametrize("path", ENDPOINTS)
def test_an_object_of_many_members_is_refused_naming_the_limit(client: FlaskClient, conforms: Any,
                                                              path: str) -> None:
    members = {f"{i:x}": 0 for i in range(6000)}
    problem = refused(client, conforms, path, compact({**SCORE, "options": members}))
    assert problem["errors"][0]["field"] == "options" and problem["errors_not_listed"] == 0
    assert f"6000 members: the limit is {MAX_OBJECT_MEMBERS} members" in problem["detail"]
    at_top = refused(client, conforms, path, compact({**members, **SCORE}))
    assert at_top["errors"][0]["field"] == "body"


def test_too_many_values_in_all_are_refused_naming_the_limit(client: FlaskClient, conforms: Any) -> None:
    rows = [[0] * MAX_ARRAY_ITEMS] * (MAX_JSON_VALUES // MAX_ARRAY_ITEMS + 1)  # each array within its limit
    problem = refused(client, conforms, "/v1/score", compact({**SCORE, "rack": rows}))
    assert [e["field"] for e in problem["errors"]] == ["body"]
    assert f"more than {MAX_JSON_VALUES} values" in problem["detail"]


def test_too_many_arrays_and_objects_are_refused_naming_the_limit(client: FlaskClient,
                                                                 conforms: Any) -> None:
    rows = [[[]] * 100] * 10  # 1,012 arrays with the body, the rack and its rows, each within its limit
    problem = refused(client, conforms, "/v1/advice", compact({**SCORE, "rack": rows}))
    assert [e["field"] for e in problem["errors"]] == ["body"]
    assert f"more than {MAX_JSON_CONTAINERS} arrays and objects" in problem["detail"]


def test_the_limit_is_said_in_the_request_language(client: FlaskClient, conforms: Any) -> None:
    body = compact({"ruleset": "hasbro", "players": 2, "rack": [[]] * 2000})
    problem = refused(client, conforms, "/v1/score", body, **{"Accept-Language": "sv"})
    message = problem["errors"][0]["message"]
    assert message.startswith("en lista med 2") and "element: gränsen är 1" in message
    assert message.endswith("000 element i en lista")  # numbers grouped the Swedish way
    assert message in problem["detail"]


def test_every_limit_has_its_words_in_the_catalogues() -> None:
    from racko_api.api.errors import SHAPE_LIMITS
    from racko_api.ops import request_body

    said = {request_body.TOO_MANY_MEMBERS, request_body.TOO_MANY_ITEMS, request_body.TOO_MANY_VALUES,
            request_body.TOO_MANY_CONTAINERS}
    assert said == set(SHAPE_LIMITS)


def test_deep_nesting_is_refused_naming_the_limit(client: FlaskClient, conforms: Any) -> None:
    for depth in (MAX_JSON_DEPTH + 1, 30_000):
        body = '{"ruleset":' + "[" * depth + "]" * depth + "}"
        for path in ENDPOINTS:
            answer = conforms(client.post(path, data=body, content_type="application/json"))
            assert answer.status_code == 400 and len(answer.data) < SMALL
            assert f"deeper than {MAX_JSON_DEPTH} levels" in answer.json["detail"]


@pytest.mark.parametrize("path", ENDPOINTS)
def test_many_faults_list_the_first_20_and_count_the_rest(client: FlaskClient, conforms: Any,
                                                          path: str) -> None:
    unknown = {f"extra{i}": 0 for i in range(MAX_OBJECT_MEMBERS - 10)}  # within the shape limits
    problem = refused(client, conforms, path, compact({**SCORE, **unknown}))
    assert len(problem["errors"]) == 20
    assert problem["errors_not_listed"] == len(unknown) - 20
    assert all(e["field"].startswith("extra") for e in problem["errors"])


def test_many_bad_cards_are_listed_up_to_20(client: FlaskClient, conforms: Any) -> None:
    others = [{"player": name, "rack": ["x"] * 10} for name in ("Bo", "Cy", "Di")]
    problem = refused(client, conforms, "/v1/check/partial",
                      compact({**SCORE, "rack": ["x"] * 10, "others": others}))
    assert len(problem["errors"]) == 20 and problem["errors_not_listed"] == 20


@pytest.mark.parametrize("path", ENDPOINTS)
def test_a_list_far_too_long_is_refused_on_its_length_not_item_by_item(client: FlaskClient, conforms: Any,
                                                                       path: str) -> None:
    problem = refused(client, conforms, path, compact({**SCORE, "rack": ["x"] * MAX_ARRAY_ITEMS}))
    assert problem["errors"] == [{"field": "rack", "message": "Length must be 10."}]
    assert problem["errors_not_listed"] == 0


@pytest.mark.parametrize("path", ENDPOINTS)
def test_long_strings_make_no_long_answer(client: FlaskClient, conforms: Any, path: str) -> None:
    long = "é" * 20_000
    for body in ({**SCORE, "ruleset": long}, {**SCORE, long: 1}, {**SCORE, "rack": [long, 1, 2]}):
        problem = refused(client, conforms, path, compact(body))
        assert problem["errors"] and all(len(e["field"].encode()) <= 120 for e in problem["errors"])


def test_a_valid_body_still_scores_and_an_ordinary_refusal_lists_everything(client: FlaskClient,
                                                                            conforms: Any) -> None:
    assert conforms(client.post("/v1/score", json=SCORE)).json["points"] == 25
    padded = {**SCORE, "rack": SCORE["rack"]}  # many bytes, few values: parsed and walked, then scored
    body = json.dumps(padded).encode()[:-1] + b" " * 50_000 + b"}"
    answer = conforms(client.post("/v1/score", data=body, content_type="application/json"))
    assert answer.json["points"] == 25
    within = MAX_JSON_CONTAINERS - 2  # the body and its rack are two
    wide = conforms(client.post("/v1/score", json={**SCORE, "rack": [[i] for i in range(within)]}))
    assert wide.status_code == 422 and wide.json["errors"][0]["field"] == "rack"
    one = conforms(client.post("/v1/score", json={**SCORE, "players": 9})).json
    assert [e["field"] for e in one["errors"]] == ["players"] and one["errors_not_listed"] == 0
