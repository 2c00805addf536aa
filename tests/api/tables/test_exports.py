"""A sheet and a table's history as CSV (`Accept: text/csv`): what a spreadsheet opens."""

from __future__ import annotations

import csv
import io
import uuid

from flask.testing import FlaskClient

from racko_api.api.csv_export import history_rows, sheet_rows

from .conftest import LOSER, LOSER_3, Table

CSV = {"Accept": "text/csv"}


def _rows(response) -> list[list[str]]:
    assert response.status_code == 200, response.get_data(as_text=True)
    assert response.mimetype == "text/csv" and "Accept" in response.headers["Vary"]
    assert response.headers["Content-Disposition"].startswith("attachment; filename=")
    return list(csv.reader(io.StringIO(response.get_data(as_text=True))))


def test_a_sheet_as_csv_a_line_a_player_a_round(new_table, client: FlaskClient, conforms) -> None:
    table: Table = new_table(players=["Ann", "Bo"])
    sheet = table.new_sheet("parker-1992", ["Ann", "Bo"])
    sheet.rack_o("Ann", ("Bo", LOSER))
    sheet.rack_o("Bo", ("Ann", LOSER_3))
    assert _rows(conforms(client.get(sheet.url, headers=CSV))) == [
        ["round", "player", "points", "total", "rack_o"],
        ["1", "Ann", "75", "75", "true"], ["1", "Bo", "5", "5", "false"],
        ["2", "Ann", "15", "90", "false"], ["2", "Bo", "75", "80", "true"]]
    assert client.get(sheet.url).mimetype == "application/json"  # JSON stays the default


def test_a_super_rack_o_sheet_as_csv_counts_wins(new_table, client: FlaskClient) -> None:
    table: Table = new_table(players=["Ann", "Bo"])
    sheet = table.new_sheet("super-rack-o", ["Bo", "Ann"], target=2)
    sheet.add({"winner": "Ann"})
    assert _rows(client.get(sheet.url, headers=CSV)) == [
        ["round", "player", "wins", "total", "won"], ["1", "Bo", "0", "0", "false"],
        ["1", "Ann", "1", "1", "true"]]


def test_a_table_s_history_as_csv_newest_first(new_table, client: FlaskClient, conforms) -> None:
    table: Table = new_table(players=["Ann", "Bo", "=SUM(A1)"])
    first = table.new_sheet("parker-1992", ["Ann", "Bo"], target=75)
    first.rack_o("Bo", ("Ann", LOSER))
    second = table.new_sheet("hasbro", ["=SUM(A1)", "Ann"])
    rows = _rows(conforms(client.get(table.url, headers=CSV)))
    assert rows[0] == ["sheet", "created_at", "ruleset", "rounds", "player_id", "player", "total", "won"]
    assert [r[0] for r in rows[1:]] == [second.id, second.id, first.id, first.id]
    assert [r[2:] for r in rows[1:]] == [
        ["hasbro", "0", "3", "'=SUM(A1)", "0", "false"], ["hasbro", "0", "1", "Ann", "0", "false"],
        ["parker-1992", "1", "1", "Ann", "5", "false"], ["parker-1992", "1", "2", "Bo", "75", "true"]]


def test_csv_of_what_is_not_there_is_a_problem(client: FlaskClient, problem) -> None:
    problem(client.get("/v1/tables/nope", headers=CSV), 404)
    problem(client.get("/v1/scoresheets/nope", headers=CSV), 404)
    made = client.post("/v1/scoresheets", json={"ruleset": "hasbro", "players": ["Ann", "Bo"]},
                       headers={"Idempotency-Key": str(uuid.uuid4())}).get_json()
    assert _rows(client.get(f"/v1/scoresheets/{made['id']}", headers=CSV)) == [
        ["round", "player", "points", "total", "rack_o"]]


def test_a_name_is_kept_from_formulas_but_an_id_is_sent_as_it_is() -> None:
    """A sheet id may begin with "-" (token_urlsafe): it must still match the sheet it names."""
    sheet = {"id": "-lBBZNv11_QfSl4G", "created_at": "2026-12-03T20:15:00+00:00", "ruleset": "hasbro",
             "round_count": 1, "winners": [2], "players": [
                 {"id": 1, "name": "-1 Ann", "total": 5}, {"id": 2, "name": "@Bo", "total": 75}]}
    assert history_rows([sheet])[1:] == [
        ["-lBBZNv11_QfSl4G", "2026-12-03T20:15:00+00:00", "hasbro", 1, 1, "'-1 Ann", 5, False],
        ["-lBBZNv11_QfSl4G", "2026-12-03T20:15:00+00:00", "hasbro", 1, 2, "'@Bo", 75, True]]
    played = {"game": "rack-o", "rounds": [{"number": 1, "players": [
        {"player": "+Cy", "points": -5, "total": -5, "rack_o": False}]}]}
    assert sheet_rows(played)[1:] == [[1, "'+Cy", -5, -5, False]]
