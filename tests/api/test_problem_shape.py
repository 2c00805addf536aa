"""Every error answer has one shape, whatever its status or endpoint (RFC 9457 and this API's own).

type, title (one per status, the same everywhere), status, detail, instance, errors (empty
when no field is at fault) and errors_not_listed, plus rule when a rule is the reason; token
messages name the token the resource uses.
"""

from __future__ import annotations

import uuid

from flask.testing import FlaskClient

from racko_api.api.errors import TITLES

KEYS = {"type", "title", "status", "detail", "instance", "errors", "errors_not_listed"}


def _shape(response, status: int) -> dict:  # type: ignore[no-untyped-def]
    assert response.status_code == status, response.get_data(as_text=True)
    assert response.mimetype == "application/problem+json"
    body = response.json
    assert KEYS <= set(body), body
    assert body["status"] == status and body["title"] == TITLES[status]
    assert body["instance"] == response.request.path
    assert isinstance(body["errors"], list)
    return body


def _sheet(client: FlaskClient) -> dict:
    answer = client.post("/v1/scoresheets", json={"ruleset": "hasbro", "players": ["Ann", "Bo"]},
                         headers={"Idempotency-Key": str(uuid.uuid4())})
    assert answer.status_code == 201
    return answer.json


def _game(client: FlaskClient) -> dict:
    answer = client.post("/v1/games", json={"ruleset": "hasbro",
                                            "seats": [{"name": "Ann"}, {"name": "Bot", "bot": "basic"}]})
    assert answer.status_code == 201
    return answer.json


def test_every_status_has_the_one_shape(client: FlaskClient) -> None:
    sheet, game = _sheet(client), _game(client)
    sid, edit = sheet["id"], {"Authorization": f"Bearer {sheet['edit_token']}"}
    round_body = {"rack_o": "Ann", "entries": [{"player": "Ann", "scoring_cards": 10},
                                               {"player": "Bo", "scoring_cards": 1}]}
    answers = {
        400: client.post("/v1/score", data="{not json", content_type="application/json"),
        401: client.post(f"/v1/scoresheets/{sid}/rounds", json=round_body),
        403: client.post(f"/v1/scoresheets/{sid}/rounds", json=round_body,
                         headers={"Authorization": "Bearer not-the-token"}),
        404: client.get("/v1/scoresheets/nosuchsheet"),
        405: client.put("/v1/score"),
        412: client.delete(f"/v1/scoresheets/{sid}/rounds/last", headers={**edit, "If-Match": '"99"'}),
        415: client.post("/v1/score", data="rack=1", content_type="text/plain"),
        428: client.delete(f"/v1/scoresheets/{sid}/rounds/last", headers=edit),
    }
    for status, response in answers.items():
        body = _shape(response, status)
        if status != 400:
            assert body["errors"] == [] or all("field" in e for e in body["errors"])
    view_without_token = client.get(f"/v1/games/{game['id']}/view")
    assert "seat token" in _shape(view_without_token, 401)["detail"]
    assert "edit token" in answers[401].json["detail"]


def test_a_422_has_one_title_whether_the_schema_or_a_rule_refuses(client: FlaskClient) -> None:
    by_schema = _shape(client.post("/v1/score", json={"ruleset": "hasbro"}), 422)
    by_rule = _shape(client.post("/v1/score", json={"ruleset": "hasbro", "players": 2,
                                                    "rack": [1, 2, 3, 4, 5, 6, 7, 8, 9, 9]}), 422)
    assert by_schema["title"] == by_rule["title"] == "Invalid input"
    assert by_schema["errors"] and by_rule["errors"]


def test_a_move_the_rules_forbid_is_a_409_citing_the_rule(client: FlaskClient) -> None:
    game = _game(client)
    token = next(s["token"] for s in game["seats"] if s.get("token"))
    view = client.get(f"/v1/games/{game['id']}/view", headers={"Authorization": f"Bearer {token}"}).json
    wrong = "discard" if view["phase"] == "draw" else "draw_stock"
    answer = client.post(f"/v1/games/{game['id']}/actions", json={"type": wrong},
                         headers={"Authorization": f"Bearer {token}",
                                  "Idempotency-Key": str(uuid.uuid4())})
    body = _shape(answer, 409)
    assert body["rule"] and body["type"] == f"/v1/rules/{body['rule']}"
