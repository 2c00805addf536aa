"""Names of players, team members and seats: one rule on every database and every endpoint.

Control characters (NUL among them) and lone surrogates are refused with 422 before anything is
stored; every name that is accepted can be scored afterwards (PostgreSQL keeps no NUL in JSONB).
A name is kept NFC-normalised and trimmed, so that two names that look the same are the same
player; invisible and bidirectional control characters are refused.
"""

from __future__ import annotations

import json
import uuid

import pytest
from flask.testing import FlaskClient

REFUSED = ["Ann\u0000", "\u0000", "A\u0001nn", "Ann\tBo", "Ann\n", "Ann\r", "Ann\u001b[31m",
           "Ann\u007f", "Ann\u0085", "Ann\u009f", "Ann\u2028", "Ann\u2029"]
ACCEPTED = ["Zoë", "李雷", "Ann & Cy", "O'Brien", "👩‍👩‍👧", "مريم", "x" * 40, "spaced", "nbsp", "می‌خواهم",
            "❤️"]
# As typed -> as kept: NFC, no space at either end (NBSP and ideographic space are spaces too).
# A joiner at either end joins nothing: it is trimmed like a space.
NORMALISED = {" spaced ": "spaced", "\u00a0nbsp": "nbsp", "Zoe\u0308": "Zoë", "Ann\u3000": "Ann",
              " " + "x" * 38 + " ": "x" * 38, "Ann\u200d": "Ann", "\u200c Ann": "Ann"}
INVISIBLE = ["Ann\u200b", "\u200bAnn", "An\u200bn", "Ann\u2060", "\ufeffAnn", "An\u00adn",
             "\u202eAnn", "Ann\u202e", "\u2066Ann\u2069", "Ann\u200e", "Ann\u200f", "\u061cAnn",
             "Ann\u3164", "\u180eAnn"]
BLANK = [" ", "\u3000\u00a0", "\u200d", " \u200c "]


def _raw(client: FlaskClient, path: str, text: str, **headers: str):  # type: ignore[no-untyped-def]
    return client.post(path, data=text, content_type="application/json", headers=headers)


def _problem_names_field(answer, field_start: str) -> None:  # type: ignore[no-untyped-def]
    assert answer.status_code == 422, answer.get_data(as_text=True)
    assert answer.mimetype == "application/problem+json"
    fields = [e["field"] for e in answer.get_json()["errors"]]
    assert any(f.startswith(field_start) for f in fields), fields
    detail = answer.get_json()["detail"]
    assert "control character" in detail or "not Unicode text" in detail, detail


@pytest.mark.parametrize("name", REFUSED)
def test_a_player_name_with_a_control_character_is_422(client: FlaskClient, name: str) -> None:
    _problem_names_field(client.post("/v1/scoresheets", json={"ruleset": "hasbro", "players": ["Bo", name]}),
                         "players/1")
    _problem_names_field(client.post("/v1/games", json={"ruleset": "hasbro", "seats": [
        {"name": name}, {"name": "Bot", "bot": "basic"}]}), "seats/0/name")
    _problem_names_field(client.post("/v1/games", json={"ruleset": "super-rack-o", "seats": [
        {"name": "Ann"}, {"name": name, "bot": "basic"}]}), "seats/1/name")
    _problem_names_field(client.post("/v1/scoresheets", json={
        "ruleset": "hasbro-partners", "players": ["Ann", "Bo", "Cy", "Di"],
        "teams": [["Ann", "Cy"], ["Bo", name]]}), "teams/1/1")
    assert client.get("/v1/games/AAAAAAAAAAAAAAAAAAAAAA").status_code == 404  # nothing was kept


def test_a_lone_surrogate_is_422_not_a_database_error(client: FlaskClient) -> None:
    text = '{"ruleset": "hasbro", "players": ["Ann", "B\\ud800o"]}'
    _problem_names_field(_raw(client, "/v1/scoresheets", text), "players/1")
    text = '{"ruleset": "hasbro", "seats": [{"name": "\\udfffAnn"}, {"name": "Bot", "bot": "basic"}]}'
    _problem_names_field(_raw(client, "/v1/games", text), "seats/0/name")


def test_a_round_naming_a_player_with_a_control_character_is_422(client: FlaskClient) -> None:
    sheet = client.post("/v1/scoresheets", json={"ruleset": "hasbro", "players": ["Ann", "Bo"]}).get_json()
    auth = {"Authorization": f"Bearer {sheet['edit_token']}"}
    body = {"rack_o": "Ann\u0000", "entries": [{"player": "Ann\u0000", "scoring_cards": 10},
                                                {"player": "Bo", "scoring_cards": 3}]}
    answer = client.post(f"/v1/scoresheets/{sheet['id']}/rounds", json=body, headers=auth)
    assert answer.status_code == 422 and answer.mimetype == "application/problem+json"
    assert client.get(f"/v1/scoresheets/{sheet['id']}").get_json()["rounds"] == []


@pytest.mark.parametrize("name", ACCEPTED)
def test_every_accepted_name_can_be_scored(client: FlaskClient, name: str) -> None:
    created = client.post("/v1/scoresheets", json={"ruleset": "hasbro", "players": [name, "Bo"]},
                          headers={"Idempotency-Key": str(uuid.uuid4())})
    assert created.status_code == 201, created.get_data(as_text=True)
    sheet = created.get_json()
    auth = {"Authorization": f"Bearer {sheet['edit_token']}", "Idempotency-Key": str(uuid.uuid4())}
    for _ in range(2):
        body = {"rack_o": name, "entries": [{"player": name, "scoring_cards": 10},
                                            {"player": "Bo", "scoring_cards": 3}]}
        added = client.post(f"/v1/scoresheets/{sheet['id']}/rounds", json=body,
                            headers={**auth, "Idempotency-Key": str(uuid.uuid4())})
        assert added.status_code == 201, added.get_data(as_text=True)
    players = client.get(f"/v1/scoresheets/{sheet['id']}").get_json()["players"]
    totals = {p["name"]: p["total"] for p in players}
    assert totals == {name: 150, "Bo": 30}

    game = client.post("/v1/games", json={"ruleset": "hasbro", "seats": [
        {"name": name}, {"name": "Bot", "bot": "basic"}]})
    assert game.status_code == 201
    table = client.get(f"/v1/games/{game.get_json()['id']}")
    assert table.status_code == 200 and table.get_json()["seats"][0]["name"] == name
    assert json.loads(table.get_data(as_text=True))["seats"][0]["name"] == name


def test_names_are_kept_nfc_normalised_and_trimmed_on_every_endpoint(client: FlaskClient) -> None:
    """The attack: "Ann" and "Ann " (or its NFD form) were two different players."""
    for typed, kept in NORMALISED.items():
        sheet = client.post("/v1/scoresheets", json={"ruleset": "hasbro", "players": [typed, "Bo"]})
        assert sheet.status_code == 201, sheet.get_json()
        assert sheet.get_json()["players"][0]["name"] == kept
        auth = {"Authorization": f"Bearer {sheet.get_json()['edit_token']}"}
        added = client.post(f"/v1/scoresheets/{sheet.get_json()['id']}/rounds", headers=auth, json={
            "rack_o": kept, "entries": [{"player": typed, "scoring_cards": 10},
                                        {"player": "Bo", "scoring_cards": 3}]})
        assert added.status_code == 201, added.get_json()
        assert added.get_json()["rack_o"] == kept
        game = client.post("/v1/games", json={"ruleset": "hasbro", "seats": [
            {"name": typed}, {"name": "Bot", "bot": "basic"}]})
        assert game.get_json()["seats"][0]["name"] == kept
        scored = client.post("/v1/rounds/score", json={"ruleset": "hasbro", "rack_o": typed, "racks": [
            {"player": typed, "rack": [2, 7, 13, 14, 15, 21, 28, 34, 36, 40]},
            {"player": "Bo", "rack": [9, 8, 22, 24, 33, 35, 16, 11, 12, 39]}]})
        assert scored.status_code == 200, scored.get_json()
        assert scored.get_json()["rack_o"] == kept and scored.get_json()["players"][0]["player"] == kept
    same = client.post("/v1/scoresheets", json={"ruleset": "hasbro", "players": ["Zoë", "Zoe\u0308 "]})
    assert same.status_code == 422  # one player twice, however typed


@pytest.mark.parametrize("name", INVISIBLE)
def test_a_name_with_an_invisible_or_bidirectional_control_is_422_everywhere(client: FlaskClient,
                                                                             name: str) -> None:
    def refused(answer, field_start: str) -> None:  # type: ignore[no-untyped-def]
        assert answer.status_code == 422, answer.get_data(as_text=True)
        assert answer.mimetype == "application/problem+json"
        errors = answer.get_json()["errors"]
        assert any(e["field"].startswith(field_start)
                   and ("invisible" in e["message"] or "bidirectional" in e["message"])
                   for e in errors), errors

    refused(client.post("/v1/scoresheets", json={"ruleset": "hasbro", "players": ["Bo", name]}), "players/1")
    refused(client.post("/v1/games", json={"ruleset": "hasbro", "seats": [
        {"name": name}, {"name": "Bot", "bot": "basic"}]}), "seats/0/name")
    refused(client.post("/v1/rounds/score", json={"ruleset": "hasbro", "racks": [
        {"player": name, "rack": [2, 7, 13, 14, 15, 21, 28, 34, 36, 40]},
        {"player": "Bo", "rack": [9, 8, 22, 24, 33, 35, 16, 11, 12, 39]}]}), "racks/0/player")
    typing = [4, 7, *[None] * 8]
    refused(client.post("/v1/check/partial", json={"ruleset": "hasbro", "players": 2, "rack": typing,
                                                   "others": [{"player": name, "rack": [None] * 10}]}),
            "others/0/player")
    sheet = client.post("/v1/scoresheets", json={"ruleset": "hasbro", "players": ["Ann", "Bo"]}).get_json()
    refused(client.post(f"/v1/scoresheets/{sheet['id']}/rounds",
                        headers={"Authorization": f"Bearer {sheet['edit_token']}"},
                        json={"entries": [{"player": name, "scoring_cards": 10},
                                          {"player": "Bo", "scoring_cards": 3}]}), "entries/0/player")


def test_rounds_score_never_echoes_a_nul_or_a_lone_surrogate(client: FlaskClient) -> None:
    racks = ('"rack": [2,7,13,14,15,21,28,34,36,40]}, '
             '{"player": "Bo", "rack": [9,8,22,24,33,35,16,11,12,39]}]}')
    for name in ("A\\u0000", "A\\ud800"):
        text = '{"ruleset": "hasbro", "racks": [{"player": "' + name + '", ' + racks
        answer = _raw(client, "/v1/rounds/score", text)
        assert answer.status_code == 422 and "racks/0/player" in answer.get_data(as_text=True)


def test_a_name_of_spaces_alone_is_422(client: FlaskClient) -> None:
    for name in BLANK:
        answer = client.post("/v1/scoresheets", json={"ruleset": "hasbro", "players": [name, "Bo"]})
        assert answer.status_code == 422 and answer.get_json()["errors"][0]["field"] == "players/0"


def test_the_documented_pattern_says_the_same_as_the_rule(client: FlaskClient) -> None:
    """What the OpenAPI document says of a name is what the API does with it."""
    import re

    schema = client.get("/openapi.json").get_json()["components"]["schemas"]
    pattern = re.compile(schema["SheetIn"]["properties"]["players"]["items"]["pattern"])
    for name in [*ACCEPTED, *NORMALISED]:
        assert pattern.fullmatch(name), name
    for name in [*REFUSED, *INVISIBLE, *BLANK]:
        assert not pattern.fullmatch(name), name


def test_a_sheet_kept_before_names_were_normalised_still_takes_its_rounds(app, client: FlaskClient) -> None:
    """A sheet made when " spaced " was kept as typed: a round naming " spaced " (or "spaced"),
    normalised on the way in, still finds its player, and a correction too."""
    from sqlalchemy import update

    from racko_api.extensions import db
    from racko_api.store.scoresheets import Scoresheet

    sheet = client.post("/v1/scoresheets", json={"ruleset": "hasbro", "players": ["spaced", "Bo"]}).get_json()
    with app.app_context():
        db.session.execute(update(Scoresheet).where(Scoresheet.id == sheet["id"]).values(
            players=[" spaced ", "Bo"], totals={" spaced ": 0, "Bo": 0}))
        db.session.commit()
    auth = {"Authorization": f"Bearer {sheet['edit_token']}"}
    url = f"/v1/scoresheets/{sheet['id']}"
    for typed in (" spaced ", "spaced"):
        added = client.post(f"{url}/rounds", headers=auth, json={
            "rack_o": typed, "entries": [{"player": typed, "scoring_cards": 10},
                                         {"player": "Bo", "scoring_cards": 3}]})
        assert added.status_code == 201, added.get_json()
        assert added.get_json()["rack_o"] == " spaced "
    fixed = client.put(f"{url}/rounds/1", headers={**auth, "If-Match": client.get(url).headers["ETag"]},
                       json={"rack_o": "Bo", "entries": [{"player": "spaced", "scoring_cards": 2},
                                                         {"player": "Bo", "scoring_cards": 10}]})
    assert fixed.status_code == 200, fixed.get_json()
    assert {p["name"]: p["total"] for p in fixed.get_json()["players"]} == {" spaced ": 85, "Bo": 90}


# One rule for every typed text (core.names.text_fault): TAG characters (an invisible "flag" of
# text), private use (a font's own glyph, or nothing), format characters beyond the BMP, bidi
# isolates and overrides, and a pile of combining marks ("Zalgo" text) are refused in names and
# contributions alike; four marks on one letter are taken.
ODD = {"Ann\U000e0041\U000e007f": "TAG", "Ann\ue000": "private-use", "Ann\U000f0001": "private-use",
       "Ann\U0010fffd": "private-use", "Ann\U0001d173": "invisible", "\u2067Ann": "bidirectional",
       "An\u202dn": "bidirectional", "A" + "\u0301" * 5 + "nn": "combining marks",
       "Ann\x00": "control"}


@pytest.mark.parametrize(("text", "named"), ODD.items())
def test_odd_characters_are_422_in_names_and_contributions(client: FlaskClient, text: str,
                                                           named: str) -> None:
    answer = client.post("/v1/scoresheets", json={"ruleset": "hasbro", "players": ["Bo", text]})
    assert answer.status_code == 422 and answer.mimetype == "application/problem+json"
    assert any(e["field"] == "players/1" and named in e["message"]
               for e in answer.get_json()["errors"]), answer.get_json()
    game = client.post("/v1/games", json={"ruleset": "hasbro", "seats": [
        {"name": "Ann"}, {"name": "Bot", "bot": "basic"}]}).get_json()
    given = client.post(f"/v1/games/{game['id']}/contribution", json={"contribution": text},
                        headers={"Authorization": f"Bearer {game['seats'][0]['token']}"})
    assert given.status_code == 422 and given.mimetype == "application/problem+json"
    assert any(e["field"] == "contribution" and named in e["message"]
               for e in given.get_json()["errors"]), given.get_json()
    assert client.get(f"/v1/games/{game['id']}").get_json()["contributions"] == []


def test_four_combining_marks_on_a_letter_are_a_name() -> None:
    from racko_api.core.names import text_fault

    assert text_fault("A" + "\u0301\u0302\u0303\u0304" + "nn") is None
    assert text_fault("Tiếng Việt") is None and text_fault("👩‍👩‍👧") is None
    assert "combining marks" in str(text_fault("A" + "\u0301" * 5))


def test_a_body_that_is_not_utf8_is_422_with_no_field_kept(client: FlaskClient) -> None:
    answer = client.post("/v1/scoresheets", data=b'{"ruleset": "hasbro", "players": ["Ann", "B\xff"]}',
                         content_type="application/json")
    assert answer.status_code == 422 and answer.mimetype == "application/problem+json"
    assert "UTF-8" in answer.get_json()["detail"]


def test_a_lone_surrogate_in_any_text_field_is_422(client: FlaskClient) -> None:
    game = client.post("/v1/games", json={"ruleset": "hasbro", "seats": [
        {"name": "Ann"}, {"name": "Bot", "bot": "basic"}]}).get_json()
    answer = _raw(client, f"/v1/games/{game['id']}/contribution", '{"contribution": "dice\\ud800"}',
                  Authorization=f"Bearer {game['seats'][0]['token']}")
    assert answer.status_code == 422 and answer.get_json()["errors"][0]["field"] == "contribution"
    answer = _raw(client, "/v1/score", '{"ruleset": "has\\udc00bro", "players": 2, "rack": []}')
    assert answer.status_code == 422 and answer.get_json()["errors"][0]["field"] == "ruleset"
