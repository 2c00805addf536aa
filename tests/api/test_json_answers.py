"""Answers are written by orjson: the same JSON the standard library would write."""

from __future__ import annotations

import json
import uuid
from datetime import UTC, datetime

from flask import Flask
from flask.testing import FlaskClient

from racko_api.ops import json_codec


def test_answers_are_compact_utf8_json_in_key_order(app: Flask) -> None:
    with app.app_context():
        answer = app.json.response({"b": 1, "a": ["é", None, True]})  # type: ignore[attr-defined]
    assert answer.mimetype == "application/json"
    assert answer.get_data() == '{"b":1,"a":["é",null,true]}\n'.encode()


def test_what_orjson_refuses_falls_back_to_the_standard_library(app: Flask) -> None:
    big = {"n": 2**70}
    assert json.loads(json_codec.dumps(big)) == big
    with app.app_context():
        assert json.loads(app.json.response(big).get_data()) == big  # type: ignore[attr-defined]
        assert json.loads(app.json.dumps(big)) == big  # type: ignore[attr-defined]


def test_dates_keep_flasks_http_date_form(app: Flask) -> None:
    moment = datetime(2026, 11, 30, 4, 5, 6, tzinfo=UTC)
    with app.app_context():
        text = app.json.dumps({"at": moment})  # type: ignore[attr-defined]
    assert json.loads(text) == {"at": "Mon, 30 Nov 2026 04:05:06 GMT"}


def test_every_json_answer_ends_with_a_line_break(client: FlaskClient) -> None:
    """Built, stored and problem answers alike: pasted into a terminal, the prompt that follows
    starts on a line of its own."""
    created = client.post("/v1/scoresheets", json={"ruleset": "hasbro", "players": ["Ann", "Bo"]},
                          headers={"Idempotency-Key": str(uuid.uuid4())})
    sheet = created.get_json()
    auth = {"Authorization": f"Bearer {sheet['edit_token']}"}
    added = client.post(f"/v1/scoresheets/{sheet['id']}/rounds", headers=auth, json={
        "rack_o": "Ann", "entries": [{"player": "Ann", "scoring_cards": 10},
                                     {"player": "Bo", "scoring_cards": 2}]})
    answers = [created, added, client.get(f"/v1/scoresheets/{sheet['id']}"),
               client.get("/v1/scoresheets/none"), client.get("/livez")]
    assert [a.status_code for a in answers] == [201, 201, 200, 404, 200]
    assert all(a.get_data().endswith(b"}\n") for a in answers)
