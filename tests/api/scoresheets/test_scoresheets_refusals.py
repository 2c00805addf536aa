"""Refused requests: each answers problem+json with the right status and changes nothing."""

from __future__ import annotations

import uuid
from typing import Any

import pytest
from sqlalchemy import func, select, text

from racko_api.extensions import db
from racko_api.store.scoresheets import Scoresheet

PROBLEM = "application/problem+json"
ROUND = {"rack_o": "Ann", "entries": [{"player": "Ann", "scoring_cards": 10},
                                      {"player": "Bo", "scoring_cards": 3}]}


def test_missing_or_malformed_token_is_401_and_changes_nothing(new_sheet) -> None:
    sheet = new_sheet()
    with sheet.unchanged():
        for headers in ({}, {"Authorization": "Basic QW5uOkJv"}, {"Authorization": "Bearer"},
                        {"Authorization": "Bearer two words"}):
            answer = sheet.post_round(ROUND, headers=headers)
            assert answer.status_code == 401, headers
            assert answer.mimetype == PROBLEM
            assert answer.headers["WWW-Authenticate"].startswith("Bearer")
        etag = {"If-Match": sheet.etag()}
        assert sheet.client.delete(f"{sheet.url}/rounds/last", headers=etag).status_code == 401
        assert sheet.client.put(f"{sheet.url}/rounds/1", json=ROUND, headers=etag).status_code == 401


def test_wrong_token_is_403_and_changes_nothing(new_sheet) -> None:
    sheet, other = new_sheet(), new_sheet()
    sheet.add_round(ROUND)
    wrong = {"Authorization": f"Bearer {other.token}"}
    with sheet.unchanged():
        assert sheet.post_round(ROUND, headers=wrong).status_code == 403
        etag = {"If-Match": sheet.etag()}
        assert sheet.client.delete(f"{sheet.url}/rounds/last", headers={**wrong, **etag}).status_code == 403
        assert sheet.client.put(f"{sheet.url}/rounds/1", json=ROUND,
                                headers={**wrong, **etag}).status_code == 403


def test_unknown_sheet_is_404(client, new_sheet) -> None:
    token = new_sheet().token
    auth = {"Authorization": f"Bearer {token}", "If-Match": "*"}
    for answer in (client.get("/v1/scoresheets/no-such-sheet"),
                   client.get("/v1/scoresheets/no-such-sheet/rounds/1"),
                   client.post("/v1/scoresheets/no-such-sheet/rounds", json=ROUND, headers=auth),
                   client.delete("/v1/scoresheets/no-such-sheet/rounds/last", headers=auth),
                   client.put("/v1/scoresheets/no-such-sheet/rounds/1", json=ROUND, headers=auth),
                   client.get("/v1/scoresheets/" + "x" * 300),
                   client.get("/v1/scoresheets/%00nul")):
        assert answer.status_code == 404
        assert answer.mimetype == PROBLEM


@pytest.mark.parametrize(("entries", "rack_o", "field", "rule"), [
    # 41 is not in the 1-40 deck of a two-player game
    ([{"player": "Bo", "rack": [2, 7, 13, 14, 15, 21, 28, 34, 36, 41]},
      {"player": "Ann", "rack": [9, 8, 22, 24, 33, 35, 16, 11, 12, 39]}], "Bo", "entries/0/rack/9", "R-DECK"),
    # 22 in both racks: each card exists once
    ([{"player": "Ann", "rack": [2, 7, 13, 14, 15, 21, 28, 34, 36, 40]},
      {"player": "Bo", "rack": [9, 8, 22, 24, 33, 35, 16, 11, 12, 21]}], "Ann", "entries/1/rack/9", "R-DECK"),
    # in order but no run of 3: two players cannot go Rack-O without one
    ([{"player": "Bo", "rack": [9, 8, 22, 24, 33, 35, 16, 11, 12, 39]},
      {"player": "Ann", "rack": [1, 3, 5, 7, 10, 13, 19, 26, 30, 40]}], "Ann", "entries/1/rack", "R-RUN3"),
    # not in order: not a Rack-O at all
    ([{"player": "Ann", "rack": [9, 8, 22, 24, 33, 35, 16, 11, 12, 39]},
      {"player": "Bo", "scoring_cards": 3}], "Ann", "entries/0/rack", "R-RACKO"),
    # a loser's quick entry that no rack could score in this game
    ([{"player": "Ann", "scoring_cards": 10}, {"player": "Bo", "scoring_cards": 11}], "Ann",
     "entries/1/scoring_cards", None),
    ([{"player": "Ann", "scoring_cards": 9}, {"player": "Bo", "scoring_cards": 3}], "Ann",
     "entries/0/scoring_cards", "R-SCORE-WIN"),
    # two players: a stated run shorter than the run of 3 going Rack-O needs
    ([{"player": "Ann", "scoring_cards": 10, "run": 2}, {"player": "Bo", "scoring_cards": 3}], "Ann",
     "entries/0/run", "R-RUN3"),
    # a run is typed only with a quick entry; a full rack shows its runs
    ([{"player": "Ann", "rack": [2, 7, 13, 14, 15, 21, 28, 34, 36, 40], "run": 3},
      {"player": "Bo", "scoring_cards": 3}], "Ann", "entries/0/run", None),
    # players: someone missing, someone unknown, someone twice
    ([{"player": "Ann", "scoring_cards": 10}], "Ann", "entries", None),
    ([{"player": "Ann", "scoring_cards": 10}, {"player": "Zed", "scoring_cards": 3}], "Ann",
     "entries/1/player", None),
    ([{"player": "Ann", "scoring_cards": 10}, {"player": "Ann", "scoring_cards": 3}], "Ann",
     "entries/1/player", None),
    ([{"player": "Ann", "scoring_cards": 10}, {"player": "Bo", "scoring_cards": 3}], "Cy", "rack_o", None),
    ([{"player": "Ann", "scoring_cards": 10}, {"player": "Bo"}], "Ann", "entries/1", None),
])
def test_invalid_round_is_422_naming_entry_field_and_rule(new_sheet, entries, rack_o, field,
                                                          rule) -> None:
    sheet = new_sheet()
    sheet.add_round(ROUND)
    with sheet.unchanged():
        answer = sheet.post_round({"rack_o": rack_o, "entries": entries}, key="k--5f0c2e9a7b314d86" + field)
    assert answer.status_code == 422, answer.get_json()
    assert answer.mimetype == PROBLEM
    problem = answer.get_json()
    assert any(e["field"] == field for e in problem["errors"]), problem
    if rule:
        assert problem["rule"] == rule
        assert any(e.get("rule") == rule for e in problem["errors"] if e["field"] == field)


def test_R_SCORE_LEAD_a_loser_in_order_scores_50_from_a_quick_count_too(new_sheet) -> None:
    """Rule changed: a loser whose rack is in order scores 50 in every edition, so a quick count
    of 10 is accepted as the full rack would be (it used to be refused with four players)."""
    sheet = new_sheet("hasbro", ["Ann", "Bo", "Cy", "Di"])
    entries = [{"player": "Ann", "scoring_cards": 10}, {"player": "Bo", "scoring_cards": 10},
               {"player": "Cy", "scoring_cards": 1}, {"player": "Di", "scoring_cards": 1}]
    answer = sheet.post_round({"rack_o": "Ann", "entries": entries}, key=str(uuid.uuid4()))
    assert answer.status_code == 201, answer.get_json()
    bo = next(p for p in answer.get_json()["players"] if p["player"] == "Bo")
    assert bo["points"] == 50 and bo["rack_o"] is False


@pytest.mark.parametrize(("players", "checked"), [(["Ann", "Bo"], True), (["Ann", "Bo", "Cy"], False)])
def test_R_RUN3_a_run_is_checked_where_it_applies_and_ignored_with_a_note_where_not(
        new_sheet, players: list[str], checked: bool) -> None:
    """An app that always sends the Rack-O player's run gets it checked (two players, Hasbro) or
    ignored with a reason saying so (three players: no run needed, no run bonus), never refused."""
    sheet = new_sheet("hasbro", players)
    entries = [{"player": "Ann", "scoring_cards": 10, "run": 3}] + [
        {"player": p, "scoring_cards": 2} for p in players[1:]]
    answer = sheet.post_round({"rack_o": "Ann", "entries": entries}, key=str(uuid.uuid4()))
    assert answer.status_code == 201, answer.get_json()
    ann = next(p for p in answer.get_json()["players"] if p["player"] == "Ann")
    assert ann["points"] == 75
    [note] = [r["text"] for r in ann["reasons"] if r["rule"] == "R-RUN3"]
    assert ("ignored" in note) is not checked
    if checked:
        entries[0]["run"] = 2
        with sheet.unchanged():
            assert sheet.post_round({"rack_o": "Ann", "entries": entries}).status_code == 422


@pytest.mark.parametrize(("body", "field", "rule"), [
    ({"ruleset": "hasbro", "players": ["Ann", "Ann"]}, "players/1", None),
    ({"ruleset": "hasbro", "players": ["Ann", "Bo", "ANN"]}, "players/2", None),  # one name, case aside
    ({"ruleset": "hasbro", "players": ["Åsa", "åsa "]}, "players/1", None),
    ({"ruleset": "hasbro", "players": ["Ann"]}, "players", None),
    ({"ruleset": "hasbro", "players": ["A", "B", "C", "D", "E"]}, "players", None),
    ({"ruleset": "hasbro", "players": ["Ann", "x" * 41]}, "players/1", None),
    ({"ruleset": "hasbro", "players": ["Ann", ""]}, "players/1", None),
    ({"ruleset": "hasbro", "players": ["A", "B", "C", "D"], "teams": [["A", "B"], ["C", "D"]]},
     "teams", "R-TEAMS"),
    ({"ruleset": "hasbro-partners", "players": ["A", "B", "C"]}, "players", "R-TEAMS"),
    ({"ruleset": "hasbro-partners", "players": ["A", "B", "C", "D"], "teams": [["A", "B"], ["C", "A"]]},
     "teams", "R-TEAMS"),
    ({"ruleset": "hasbro", "players": ["A", "B"], "target": 300, "options": {"target": 400}},
     "target", "R-TARGET"),
    ({"ruleset": "hasbro", "players": ["A", "B"], "options": {"deck": 12}}, "options/deck", None),
    ({"ruleset": "nope", "players": ["A", "B"]}, "ruleset", None),
    ({"ruleset": "hasbro", "players": ["A", "B"], "colour": "red"}, "colour", None),
])
def test_invalid_sheet_is_422_and_creates_nothing(app, client, body, field, rule) -> None:
    answer = client.post("/v1/scoresheets", json=body)
    assert answer.status_code == 422, answer.get_json()
    problem = answer.get_json()
    assert any(e["field"] == field for e in problem["errors"]), problem
    if rule:
        assert problem["rule"] == rule
    with app.app_context():
        assert db.session.scalar(select(func.count()).select_from(Scoresheet)) == 0


def test_a_team_of_one_is_told_a_team_is_two(app, client) -> None:
    answer = client.post("/v1/scoresheets", json={"ruleset": "hasbro-partners",
                                                  "players": ["A", "B", "C", "D"],
                                                  "teams": [["A"], ["B", "C", "D"]]})
    assert answer.status_code == 422
    assert {(e["field"], e["message"]) for e in answer.get_json()["errors"]} == {
        ("teams/0", "Length must be 2."), ("teams/1", "Length must be 2.")}
    with app.app_context():
        assert db.session.scalar(select(func.count()).select_from(Scoresheet)) == 0


def test_target_and_options_target_may_agree(client) -> None:
    answer = client.post("/v1/scoresheets", json={"ruleset": "hasbro", "players": ["A", "B"],
                                                  "target": 300, "options": {"target": 300}})
    assert answer.status_code == 201 and answer.get_json()["target"] == 300


def test_sheet_creation_is_rate_limited_per_address(app, client, monkeypatch) -> None:
    monkeypatch.setitem(app.config, "RATELIMIT_CREATE", "2 per minute")
    body = {"ruleset": "hasbro", "players": ["Ann", "Bo"]}
    made = [client.post("/v1/scoresheets", json=body) for _ in range(2)]
    assert [m.status_code for m in made] == [201, 201]
    refused = client.post("/v1/scoresheets", json=body)
    assert refused.status_code == 429
    assert refused.mimetype == PROBLEM
    assert int(refused.headers["Retry-After"]) > 0
    other = client.post("/v1/scoresheets", json=body, environ_base={"REMOTE_ADDR": "192.0.2.7"})
    assert other.status_code == 201  # another address has its own allowance
    with app.app_context():
        assert db.session.scalar(select(func.count()).select_from(Scoresheet)) == 3


def test_ids_are_unguessable_and_the_token_is_stored_only_as_a_hash(app, new_sheet) -> None:
    sheets = [new_sheet() for _ in range(3)]
    ids = [s.id for s in sheets]
    assert len(set(ids)) == 3
    assert all(len(i) >= 16 and not i.isdigit() for i in ids)
    with app.app_context():
        dump = " ".join(str(row) for table in ("scoresheets", "idempotency_keys")
                        for row in db.session.execute(text(f"SELECT * FROM {table}")))
    for sheet in sheets:
        assert sheet.token not in dump
        assert sheet.id in dump
    assert len(sheets[0].token) >= 43  # 32 random bytes


def test_reading_needs_no_token(new_sheet, client) -> None:
    sheet = new_sheet()
    sheet.add_round(ROUND)
    body: Any = client.get(sheet.url).get_json()
    assert "edit_token" not in body and body["round_count"] == 1


def test_a_round_number_beyond_any_round_is_404(new_sheet) -> None:
    sheet = new_sheet()
    sheet.add_round(ROUND)
    for number in (0, 2, 2**31, 10**30):
        assert sheet.client.get(f"{sheet.url}/rounds/{number}").status_code == 404
        answer = sheet.client.put(f"{sheet.url}/rounds/{number}", json=ROUND,
                                  headers=sheet.auth(**{"If-Match": sheet.etag()}))
        assert answer.status_code == 404


@pytest.mark.parametrize("body", [[], "round", 7, [{"player": "Ann", "rack": [1]}]])
@pytest.mark.parametrize("language", ["en", "sv"])
def test_a_round_that_is_not_a_json_object_is_422_in_the_readers_language_and_changes_nothing(
        new_sheet, client, problem, body: Any, language: str) -> None:
    sheet = new_sheet()
    before = sheet.read().json
    answer = client.post(f"{sheet.url}/rounds", json=body,
                         headers=sheet.auth(**{"Accept-Language": language}))
    refused = problem(answer, 422)
    assert answer.headers["Content-Language"] == language
    words = {"en": "Invalid input type.", "sv": "Ogiltig typ av indata."}[language]
    assert words in [error["message"] for error in refused["errors"]], refused
    assert sheet.read().json == before
