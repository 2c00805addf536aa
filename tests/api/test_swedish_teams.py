"""Swedish teams (R-TEAMS): two teams of any size, each sharing one rack, take one entry per team
in a round (/v1/rounds/score) and on a scoresheet."""

from __future__ import annotations

import uuid
from typing import Any

from flask.testing import FlaskClient

REDS = [2, 5, 9, 14, 20, 33, 41, 47, 52, 60]  # in order: Rack-O
BLUES = [3, 8, 1, 22, 30, 35, 40, 6, 7, 10]  # longest ascending sequence 1, 22, 30, 35, 40: 50


def test_R_TEAMS_a_round_takes_one_rack_per_team(client: FlaskClient, conforms: Any) -> None:
    body = {"ruleset": "swedish", "options": {"teams": True},
            "racks": [{"player": "Reds", "rack": REDS}, {"player": "Blues", "rack": BLUES}],
            "teams": [["Ann", "Bo", "Cy"], ["Di"]]}
    answer = conforms(client.post("/v1/rounds/score", json=body)).json
    assert answer["rack_o"] == "Reds"
    assert answer["teams"] == [{"players": ["Ann", "Bo", "Cy"], "points": 75},
                               {"players": ["Di"], "points": 50}]


def test_R_TEAMS_members_of_both_teams_or_a_third_rack_are_refused(client: FlaskClient) -> None:
    base = {"ruleset": "swedish", "options": {"teams": True}}
    twice = client.post("/v1/rounds/score", json={
        **base, "racks": [{"player": "Reds", "rack": REDS}, {"player": "Blues", "rack": BLUES}],
        "teams": [["Ann", "Bo"], ["Bo"]]})
    assert twice.status_code == 422 and twice.json["rule"] == "R-TEAMS"
    three = client.post("/v1/rounds/score", json={
        **base, "racks": [{"player": "Reds", "rack": REDS}, {"player": "Blues", "rack": BLUES},
                          {"player": "Greens", "rack": [11, 12, 13, 15, 16, 17, 18, 19, 21, 23]}]})
    assert three.status_code == 422 and three.json["rule"] == "R-TEAMS"


def test_R_TEAMS_a_swedish_team_sheet_takes_one_entry_per_team(client: FlaskClient) -> None:
    created = client.post("/v1/scoresheets", json={
        "ruleset": "swedish", "options": {"teams": True}, "players": ["Ann & Bo & Cy", "Di & Ed"]},
        headers={"Idempotency-Key": str(uuid.uuid4())})
    assert created.status_code == 201, created.json
    sheet = created.json
    auth = {"Authorization": f"Bearer {sheet['edit_token']}", "Idempotency-Key": str(uuid.uuid4())}
    added = client.post(f"/v1/scoresheets/{sheet['id']}/rounds", headers=auth, json={
        "rack_o": "Di & Ed", "entries": [{"player": "Di & Ed", "scoring_cards": 10},
                                         {"player": "Ann & Bo & Cy", "rack": BLUES}]})
    assert added.status_code == 201, added.json
    assert {p["player"]: p["points"] for p in added.json["players"]} == {"Ann & Bo & Cy": 50,
                                                                         "Di & Ed": 75}
    members = client.post("/v1/scoresheets", json={
        "ruleset": "swedish", "options": {"teams": True}, "players": ["Reds", "Blues"],
        "teams": [["Ann", "Bo"], ["Cy", "Di"]]})
    assert members.status_code == 422 and members.json["rule"] == "R-TEAMS"
    four = client.post("/v1/scoresheets", json={
        "ruleset": "swedish", "options": {"teams": True}, "players": ["Ann", "Bo", "Cy", "Di"]})
    assert four.status_code == 422 and four.json["rule"] == "R-TEAMS"
