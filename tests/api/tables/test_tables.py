"""Tables: friends who play together keep their players (ids that survive renames), their sheets
newest first with winners, an edit token shown once, and problem+json for everything refused."""

from __future__ import annotations

import uuid

from flask.testing import FlaskClient

from .conftest import LOSER, Table, created


def test_a_table_is_made_with_its_players_and_its_token_is_shown_once(client: FlaskClient, conforms) -> None:
    response = conforms(client.post("/v1/tables", json={"name": "Thursdays", "players": ["Ann", "Bo"]},
                                    headers={"Idempotency-Key": str(uuid.uuid4())}))
    answer = created(response)
    assert answer["players"] == [{"id": 1, "name": "Ann"}, {"id": 2, "name": "Bo"}]
    assert len(answer["edit_token"]) >= 40
    assert answer["read_url"] == f"/v1/tables/{answer['id']}" == response.headers["Location"]
    read = conforms(client.get(answer["read_url"]))
    assert read.status_code == 200 and "edit_token" not in read.get_json()
    assert read.get_json()["name"] == "Thursdays" and read.get_json()["sheets"] == []
    assert answer["edit_token"] not in read.get_data(as_text=True)


def test_a_retried_creation_replays_the_first_answer(client: FlaskClient) -> None:
    key = str(uuid.uuid4())
    body = {"name": "Thursdays", "players": ["Ann", "Bo"]}
    first = client.post("/v1/tables", json=body, headers={"Idempotency-Key": key})
    again = client.post("/v1/tables", json=body, headers={"Idempotency-Key": key})
    assert again.status_code == 201 and again.headers["Idempotent-Replayed"] == "true"
    assert again.get_json()["id"] == first.get_json()["id"]
    assert again.get_json()["edit_token"] == first.get_json()["edit_token"]


def test_a_sheet_for_the_table_seats_players_picked_by_id(new_table, client: FlaskClient, conforms) -> None:
    table: Table = new_table()
    response = conforms(client.post(f"{table.url}/sheets", json={"ruleset": "parker-1992", "players": [3, 1]},
                                    headers=table.auth(**{"Idempotency-Key": str(uuid.uuid4())})))
    sheet = created(response)
    assert [p["name"] for p in sheet["players"]] == ["Cy", "Ann"]
    assert sheet["table"] == {"id": table.id, "player_ids": [3, 1]}
    assert sheet["edit_token"] != table.token
    assert response.headers["Location"] == f"/v1/scoresheets/{sheet['id']}"
    read = conforms(client.get(f"/v1/scoresheets/{sheet['id']}")).get_json()
    assert read["table"] == {"id": table.id, "player_ids": [3, 1]}


def test_the_table_lists_its_sheets_newest_first_with_winners(new_table, conforms, client) -> None:
    table: Table = new_table()
    first = table.new_sheet("parker-1992", ["Ann", "Bo"], target=100)
    first.rack_o("Bo", ("Ann", LOSER))
    first.rack_o("Bo", ("Ann", LOSER))  # 150: Bo wins
    second = table.new_sheet("super-rack-o", ["Cy", "Di", "Ann"])
    partners = table.new_sheet("hasbro-partners", ["Ann", "Bo", "Cy", "Di"], target=50)
    partners.quick("Ann", Bo=1, Cy=1, Di=1)  # Ann & Cy: 75 + 5
    listed = conforms(client.get(table.url)).get_json()
    assert [s["id"] for s in listed["sheets"]] == [partners.id, second.id, first.id]
    assert listed["sheet_count"] == 3
    won = {s["id"]: (s["winner"], s["winners"]) for s in listed["sheets"]}
    assert won == {first.id: ("Bo", [2]), second.id: (None, []), partners.id: ("Ann & Cy", [1, 3])}
    assert listed["sheets"][2]["players"] == [{"id": 1, "name": "Ann", "total": 10},
                                              {"id": 2, "name": "Bo", "total": 150}]
    assert [s["id"] for s in table.read(limit=1)["sheets"]] == [partners.id]


def test_a_renamed_player_keeps_their_id_and_games(new_table, client: FlaskClient, conforms) -> None:
    table: Table = new_table()
    sheet = table.new_sheet("parker-1992", ["Ann", "Bo"], target=75)
    sheet.rack_o("Ann", ("Bo", LOSER))
    response = conforms(client.put(f"{table.url}/players/1", json={"name": "Annie"}, headers=table.auth()))
    assert response.status_code == 200
    assert response.get_json()["players"][0] == {"id": 1, "name": "Annie"}
    listed = table.read()["sheets"][0]
    assert listed["players"][0] == {"id": 1, "name": "Annie", "total": 75} and listed["winners"] == [1]
    assert table.stats()[1]["name"] == "Annie" and table.stats()[1]["won"] == 1
    clash = conforms(client.put(f"{table.url}/players/1", json={"name": "Bo"}, headers=table.auth()))
    assert clash.status_code == 409 and clash.mimetype == "application/problem+json"
    clash = conforms(client.put(f"{table.url}/players/1", json={"name": "bo"}, headers=table.auth()))
    assert clash.status_code == 409 and "'Bo' is a player of this table already" in clash.get_json()["detail"]
    own = conforms(client.put(f"{table.url}/players/1", json={"name": "ANNIE"}, headers=table.auth()))
    assert own.status_code == 200 and own.get_json()["players"][0] == {"id": 1, "name": "ANNIE"}


def test_players_join_a_table_with_the_next_ids(new_table, client: FlaskClient, conforms) -> None:
    table: Table = new_table(players=["Ann", "Bo"])
    response = conforms(client.post(f"{table.url}/players", json={"players": ["Cy"]}, headers=table.auth()))
    assert response.get_json()["players"][-1] == {"id": 3, "name": "Cy"}
    assert conforms(client.post(f"{table.url}/players", json={"players": ["Ann"]},
                                headers=table.auth())).status_code == 409
    assert conforms(client.post(f"{table.url}/players", json={"players": ["ann"]},
                                headers=table.auth())).status_code == 409
    assert [p["name"] for p in table.read()["players"]] == ["Ann", "Bo", "Cy"]


def test_the_table_s_etag_moves_with_its_sheets_and_answers_304(new_table, client: FlaskClient,
                                                                conforms) -> None:
    table: Table = new_table()
    etag = client.get(table.url).headers["ETag"]
    assert conforms(client.get(table.url, headers={"If-None-Match": etag})).status_code == 304
    sheet = table.new_sheet("parker-1992", ["Ann", "Bo"])
    after_sheet = client.get(table.url).headers["ETag"]
    assert after_sheet != etag
    sheet.rack_o("Ann", ("Bo", LOSER))
    after_round = client.get(table.url, headers={"If-None-Match": after_sheet})
    assert after_round.status_code == 200 and after_round.headers["ETag"] != after_sheet
    stats_etag = client.get(f"{table.url}/stats").headers["ETag"]
    assert stats_etag == after_round.headers["ETag"]
    held = client.get(f"{table.url}/stats", headers={"If-None-Match": stats_etag})
    assert conforms(held).status_code == 304


def test_a_sheet_of_no_table_changes_nothing_at_any_table(new_table, client: FlaskClient) -> None:
    table: Table = new_table()
    etag = client.get(table.url).headers["ETag"]
    plain = created(client.post("/v1/scoresheets", json={"ruleset": "hasbro", "players": ["Ann", "Bo"]},
                                headers={"Idempotency-Key": str(uuid.uuid4())}))
    assert "table" not in plain
    assert client.get(table.url, headers={"If-None-Match": etag}).status_code == 304


def test_refusals_are_problems_and_change_nothing(new_table, client: FlaskClient, problem) -> None:
    table: Table = new_table()
    etag = client.get(table.url).headers["ETag"]
    sheets = f"{table.url}/sheets"

    def post(body, **headers):
        return client.post(sheets, json=body, headers={"Idempotency-Key": str(uuid.uuid4()), **headers})

    problem(post({"ruleset": "hasbro", "players": [1, 2]}), 401)
    problem(post({"ruleset": "hasbro", "players": [1, 2]}, Authorization="Bearer nope"), 403)
    problem(post({"ruleset": "hasbro", "players": [1, 9]}, **table.auth()), 422, fields=["players/1"])
    problem(post({"ruleset": "hasbro", "players": [1, 1]}, **table.auth()), 422, fields=["players/1"])
    problem(post({"ruleset": "hasbro-partners", "players": [1, 2, 3, 4], "teams": [[1, 3], [2, 9]]},
                 **table.auth()), 422)
    problem(client.get("/v1/tables/nope"), 404)
    problem(client.get("/v1/tables/nope/stats"), 404)
    problem(client.put(f"{table.url}/players/9", json={"name": "Zed"}, headers=table.auth()), 404)
    for beyond in (2**63, 10**23):  # ids past any column's integer: no such player, not a 500
        problem(client.put(f"{table.url}/players/{beyond}", json={"name": "Zed"}, headers=table.auth()), 404)
    problem(client.put(f"{table.url}/players/1", json={"name": "Zed"},
                       headers=table.auth(**{"If-Match": '"999"'})), 412)
    problem(client.post("/v1/tables", json={"name": "T", "players": ["Ann", "Ann"]},
                        headers={"Idempotency-Key": str(uuid.uuid4())}), 422, fields=["players/1"])
    told = problem(client.post("/v1/tables", json={"name": "T", "players": ["Ann", "Bo", "ann"]},
                               headers={"Idempotency-Key": str(uuid.uuid4())}), 422, fields=["players/2"])
    assert "'Ann' and 'ann' differ only in case" in told["detail"]
    problem(client.post("/v1/tables", json={"name": "T", "players": [f"P{i}" for i in range(21)]},
                        headers={"Idempotency-Key": str(uuid.uuid4())}), 422, fields=["players"])
    problem(client.post(f"{table.url}/players", json={"players": [f"P{i}" for i in range(17)]},
                        headers=table.auth()), 422, fields=["players"])
    problem(client.post("/v1/tables", data="x" * 70_000, content_type="application/json",
                        headers={"Idempotency-Key": str(uuid.uuid4())}), 413)
    assert client.get(table.url, headers={"If-None-Match": etag}).status_code == 304
    assert table.read()["sheet_count"] == 0
