"""Super Rack-O scoresheets: the rulebook gives no points, so a sheet counts won rounds, first to N.

A round is `{winner, rack?}`; the winner's double rack, when typed, must be a Super Rack-O (S-WIN).
A round as shown names its winner in `round_winner` (`winner` is the game's), and says for each
player whether they `won` and the `wins` it gave them.
"""

from __future__ import annotations

import uuid
from typing import Any

from flask.testing import FlaskClient

WIN = {"blue": ["B2", "B5", "B9", "B14", "B20", "B26", "B33", "B39"],
       "red": ["R1", "RW", "R8", "R15", "R21", "R30", "R36", "R40"]}


def _key() -> dict[str, str]:
    return {"Idempotency-Key": str(uuid.uuid4())}


def _create(client: FlaskClient, conforms: Any, **body: Any) -> dict[str, Any]:
    response = conforms(client.post("/v1/scoresheets", json={"ruleset": "super-rack-o", **body},
                                    headers=_key()))
    assert response.status_code == 201, response.json
    return response.json


def _round(client: FlaskClient, sheet: dict[str, Any], body: dict[str, Any]) -> Any:
    return client.post(f"/v1/scoresheets/{sheet['id']}/rounds", json=body,
                       headers={"Authorization": f"Bearer {sheet['edit_token']}", **_key()})


def _wins(body: dict[str, Any]) -> dict[str, int]:
    return {p["name"]: p["total"] for p in body["players"]}


def test_S_WIN_first_to_three_won_rounds_wins_the_game(client: FlaskClient, conforms: Any) -> None:
    sheet = _create(client, conforms, players=["Ann", "Bo", "Cy"], target=3)
    assert sheet["game"] == "super-rack-o" and sheet["ruleset"] == "super-rack-o"
    assert sheet["target"] == 3 and _wins(sheet) == {"Ann": 0, "Bo": 0, "Cy": 0}
    for number, winner in enumerate(["Bo", "Ann", "Bo", "Cy", "Ann"], start=1):
        answer = conforms(_round(client, sheet, {"winner": winner}))
        assert answer.status_code == 201, answer.json
        assert answer.json["number"] == number and answer.json["round_winner"] == winner
        assert answer.json["rack"] is None and "entries" not in answer.json
        assert {p["player"]: (p["wins"], p["won"]) for p in answer.json["players"]} == {
            p: (int(p == winner), p == winner) for p in ("Ann", "Bo", "Cy")}
        assert not {"rack_o", "points", "bonus", "longest_run", "slots"} & set(answer.json["players"][0])
        assert answer.json["winner"] is None  # nobody has 3 wins yet
    read = conforms(client.get(f"/v1/scoresheets/{sheet['id']}")).json
    assert _wins(read) == {"Ann": 2, "Bo": 2, "Cy": 1}
    assert read["winner"] is None and read["leaders"] == ["Ann", "Bo"] and read["round_count"] == 5

    won = conforms(_round(client, sheet, {"winner": "Bo"}))
    assert won.status_code == 201 and won.json["round_winner"] == won.json["winner"] == "Bo"
    read = conforms(client.get(f"/v1/scoresheets/{sheet['id']}")).json
    assert _wins(read) == {"Ann": 2, "Bo": 3, "Cy": 1} and read["winner"] == "Bo"
    assert [r["round_winner"] for r in read["rounds"]] == ["Bo", "Ann", "Bo", "Cy", "Ann", "Bo"]
    assert [p["won"] for p in read["rounds"][0]["players"]] == [False, True, False]


def test_S_WIN_one_won_round_is_the_game_by_default(client: FlaskClient, conforms: Any, problem: Any) -> None:
    sheet = _create(client, conforms, players=["Ann", "Bo"])
    assert sheet["target"] == 1
    assert conforms(_round(client, sheet, {"winner": "Ann"})).json["round_winner"] == "Ann"
    assert conforms(client.get(f"/v1/scoresheets/{sheet['id']}")).json["winner"] == "Ann"
    problem(_round(client, sheet, {"winner": "Bo"}), 409, rule="S-WIN")


def test_S_WIN_the_winners_rack_is_checked_and_kept(client: FlaskClient, conforms: Any) -> None:
    sheet = _create(client, conforms, players=["Ann", "Bo"], target=2)
    answer = conforms(_round(client, sheet, {"winner": "Bo", "rack": WIN}))
    assert answer.status_code == 201 and answer.json["rack"] == WIN
    [bo] = [p for p in answer.json["players"] if p["player"] == "Bo"]
    assert [r["rule"] for r in bo["reasons"]] == ["S-WIN"]
    number = answer.json["number"]
    again = conforms(client.get(f"/v1/scoresheets/{sheet['id']}/rounds/{number}")).json
    assert again["rack"] == WIN and again["round_winner"] == "Bo"
    listed = conforms(client.get(f"/v1/scoresheets/{sheet['id']}")).json["rounds"]
    assert listed[0]["rack"] == WIN and listed[0]["round_winner"] == "Bo"


def test_S_WIN_a_rack_that_is_no_win_is_refused(client: FlaskClient, conforms: Any, problem: Any) -> None:
    sheet = _create(client, conforms, players=["Ann", "Bo"])
    swap = {"blue": WIN["blue"], "red": ["R1", "RW", "R8", "SWAP", "R21", "R30", "R36", "R40"]}
    problem(_round(client, sheet, {"winner": "Bo", "rack": swap}), 422, rule="S-WIN",
            fields=["rack/red/3"])
    fraction = {"blue": ["B2", "B5", "B9", "B16", "BW", "B17", "B33", "B39"], "red": WIN["red"]}
    problem(_round(client, sheet, {"winner": "Bo", "rack": fraction}), 422, rule="S-WIN",
            fields=["rack/blue/4"])
    assert conforms(client.get(f"/v1/scoresheets/{sheet['id']}")).json["round_count"] == 0


def test_a_round_names_a_player_of_the_sheet(client: FlaskClient, conforms: Any, problem: Any) -> None:
    sheet = _create(client, conforms, players=["Ann", "Bo"])
    problem(_round(client, sheet, {"winner": "Cy"}), 422, fields=["winner"])


def test_the_two_kinds_of_round_do_not_mix(client: FlaskClient, conforms: Any, problem: Any) -> None:
    sheet = _create(client, conforms, players=["Ann", "Bo"])
    entries = [{"player": "Ann", "scoring_cards": 10}, {"player": "Bo", "scoring_cards": 2}]
    # the sheet's game picks the form: a Rack-O round's fields are each named as misplaced
    problem(_round(client, sheet, {"rack_o": "Ann", "entries": entries}), 422,
            fields=["winner", "rack_o", "entries"])
    problem(_round(client, sheet, {"winner": "Ann", "entries": entries}), 422, fields=["entries"])
    response = conforms(client.post("/v1/scoresheets", json={"ruleset": "hasbro", "players": ["Ann", "Bo"]},
                                    headers=_key()))
    racko = response.json
    problem(_round(client, racko, {"winner": "Ann"}), 422, fields=["entries", "winner"])


def test_a_sheet_takes_options_target_as_a_game_does(client: FlaskClient, conforms: Any,
                                                     problem: Any) -> None:
    players = ["Ann", "Bo"]
    made = conforms(client.post("/v1/scoresheets", headers=_key(), json={
        "ruleset": "super-rack-o", "players": players, "options": {"target": 4}}))
    assert made.status_code == 201 and made.json["target"] == 4
    problem(client.post("/v1/scoresheets", headers=_key(), json={
        "ruleset": "super-rack-o", "players": players, "options": {"target": 4}, "target": 5}), 422,
        fields=["target"])


def test_a_sheet_takes_no_rack_o_options_or_teams(client: FlaskClient, problem: Any) -> None:
    for extra, field in (({"options": {"deck": 40}}, "options/deck"),
                         ({"teams": [["Ann", "Cy"], ["Bo", "Di"]]}, "teams")):
        response = client.post("/v1/scoresheets", headers=_key(), json={
            "ruleset": "super-rack-o", "players": ["Ann", "Bo", "Cy", "Di"], **extra})
        problem(response, 422, fields=[field])
    problem(client.post("/v1/scoresheets", headers=_key(), json={
        "ruleset": "super-rack-o", "players": ["Ann", "Ann"]}), 422, fields=["players/1"])


def test_S_WIN_a_corrected_round_moves_the_win_and_every_count_after_it(client: FlaskClient,
                                                                       conforms: Any) -> None:
    sheet = _create(client, conforms, players=["Ann", "Bo"], target=3)
    for winner in ("Ann", "Ann", "Bo"):
        assert _round(client, sheet, {"winner": winner}).status_code == 201
    url = f"/v1/scoresheets/{sheet['id']}"
    auth = {"Authorization": f"Bearer {sheet['edit_token']}"}
    etag = client.get(url).headers["ETag"]
    fixed = conforms(client.put(f"{url}/rounds/1", json={"winner": "Bo", "rack": WIN},
                                headers={**auth, "If-Match": etag}))
    assert fixed.status_code == 200, fixed.json
    assert _wins(fixed.json) == {"Ann": 1, "Bo": 2}
    assert (fixed.json["round"]["round_winner"], fixed.json["round"]["rack"]) == ("Bo", WIN)
    rounds = conforms(client.get(url)).json["rounds"]
    assert [(r["round_winner"], r["rack"]) for r in rounds] == [("Bo", WIN), ("Ann", None), ("Bo", None)]
    assert [[p["total"] for p in r["players"]] for r in rounds] == [[0, 1], [1, 1], [1, 2]]
    undone = conforms(client.delete(f"{url}/rounds/last",
                                    headers={**auth, "If-Match": fixed.headers["ETag"]}))
    assert undone.status_code == 200 and _wins(undone.json) == {"Ann": 1, "Bo": 1}


def test_a_round_won_without_its_rack_is_said_in_the_language_asked(client: FlaskClient,
                                                                    conforms: Any) -> None:
    """The sentence of a round won has an empty part where a rack was not typed ("called SUPER
    RACK-O!: a round won"): read back from the stored round, it is still found and translated."""
    sheet = _create(client, conforms, players=["Ann", "Bo"], target=5)
    said = {"sv": "ropade SUPER RACK-O!: en vunnen runda",
            "it": "ha dichiarato SUPER RACK-O!: un round vinto"}
    racked = {"sv": "ropade SUPER RACK-O! med ett ställ som är ett Super Rack-O: en vunnen runda",
              "it": "ha dichiarato SUPER RACK-O! con una rastrelliera che è un Super Rack-O: "
                    "un round vinto"}
    for language in ("sv", "it"):
        for body, words in (({"winner": "Ann"}, said), ({"winner": "Ann", "rack": WIN}, racked)):
            answer = client.post(f"/v1/scoresheets/{sheet['id']}/rounds", json=body, headers={
                "Authorization": f"Bearer {sheet['edit_token']}", "Accept-Language": language, **_key()})
            assert answer.status_code == 201, answer.json
            assert answer.json["players"][0]["reasons"][0]["text"] == words[language]
            again = client.get(f"/v1/scoresheets/{sheet['id']}/rounds/{answer.json['number']}",
                               headers={"Accept-Language": language})
            assert again.json["players"][0]["reasons"][0]["text"] == words[language]
