"""A table's statistics, worked out by hand for a few evenings: games and wins (by edition, with a
partner, in Super Rack-O), rounds, points, Rack-Os, best round, longest run and head to head;
corrections and undone rounds count as the sheets now stand."""

from __future__ import annotations

from flask.testing import FlaskClient

from .conftest import LOSER, LOSER_3, RACK_O, Table


def _evenings(table: Table, client: FlaskClient) -> None:
    parker = table.new_sheet("parker-1992", ["Ann", "Bo"], target=100)
    parker.rack_o("Bo", ("Ann", LOSER))    # Bo 75, Ann 5
    parker.rack_o("Bo", ("Ann", LOSER_3))  # Bo 75, Ann 15: Bo wins with 150
    partners = table.new_sheet("hasbro-partners", ["Ann", "Bo", "Cy", "Di"], target=50)
    partners.quick("Ann", Bo=1, Cy=1, Di=1)  # Ann & Cy would win ...
    entries = [{"player": p, "scoring_cards": n} for p, n in (("Ann", 1), ("Bo", 1), ("Cy", 1), ("Di", 10))]
    corrected = client.put(f"{partners.url}/rounds/1", json={"rack_o": "Di", "entries": entries},
                           headers={**partners.headers, "If-Match": partners.etag()})
    assert corrected.status_code == 200  # ... but Di went out: Bo & Di win with 80
    wins = table.new_sheet("super-rack-o", ["Cy", "Di"], target=2)
    for winner in ("Cy", "Di", "Cy"):
        wins.add({"winner": winner})
    undone = table.new_sheet("parker-1992", ["Ann", "Cy"], target=75)
    undone.rack_o("Ann", ("Cy", LOSER))
    assert client.delete(f"{undone.url}/rounds/last",
                         headers={**undone.headers, "If-Match": undone.etag()}).status_code == 200


def test_every_player_s_statistics(new_table, client: FlaskClient, conforms) -> None:
    table: Table = new_table(players=["Ann", "Bo", "Cy", "Di", "Ed"])
    _evenings(table, client)
    answer = conforms(client.get(f"{table.url}/stats")).get_json()
    stats = {p["id"]: p for p in answer["players"]}
    ann, bo, cy, di, ed = (stats[i] for i in range(1, 6))

    def numbers(p: dict) -> tuple:
        return (p["games"], p["won"], p["rounds"], p["scored_rounds"], p["points"], p["average_points"],
                p["rack_os"], p["super_rack_os"], p["best_round"], p["longest_run"])

    assert numbers(ann) == (3, 0, 3, 3, 25, 8.3, 0, 0, 15, 3)
    assert numbers(bo) == (2, 2, 3, 3, 155, 51.7, 2, 0, 75, 3)
    assert numbers(cy) == (3, 1, 4, 1, 5, 5.0, 0, 2, 5, None)
    assert numbers(di) == (2, 1, 4, 1, 75, 75.0, 1, 1, 75, None)
    assert numbers(ed) == (0, 0, 0, 0, 0, None, 0, 0, None, None)
    assert bo["wins_by_edition"] == {"parker-1992": 1, "hasbro-partners": 1}
    assert cy["wins_by_edition"] == {"super-rack-o": 1} and ann["wins_by_edition"] == {}
    assert di["wins_by_edition"] == {"hasbro-partners": 1}

    def h2h(p: dict) -> dict:
        return {o["opponent"]: (o["games"], o["won"], o["lost"]) for o in p["head_to_head"]}

    assert h2h(ann) == {2: (2, 0, 2), 3: (2, 0, 0), 4: (1, 0, 1)}
    assert h2h(bo) == {1: (2, 2, 0), 3: (1, 1, 0), 4: (1, 1, 1)}
    assert h2h(cy) == {1: (2, 0, 0), 2: (1, 0, 1), 4: (2, 1, 1)}
    assert h2h(di) == {1: (1, 1, 0), 2: (1, 1, 1), 3: (2, 1, 1)}
    assert ed["head_to_head"] == []
    assert [o["name"] for o in ann["head_to_head"]] == ["Bo", "Cy", "Di"]


def test_statistics_follow_the_player_s_id_across_a_rename(new_table, client: FlaskClient) -> None:
    table: Table = new_table(players=["Ann", "Bo"])
    sheet = table.new_sheet("parker-1992", ["Ann", "Bo"], target=75)
    sheet.rack_o("Ann", ("Bo", LOSER))
    renaming = client.put(f"{table.url}/players/1", json={"name": "Annie"}, headers=table.auth())
    assert renaming.status_code == 200
    table.ids["Annie"] = 1
    renamed = table.new_sheet("parker-1992", ["Annie", "Bo"], target=75)
    renamed.rack_o("Annie", ("Bo", LOSER))
    annie = table.stats()[1]
    assert (annie["name"], annie["games"], annie["won"], annie["rack_os"]) == ("Annie", 2, 2, 2)
    assert table.stats()[2]["head_to_head"] == [
        {"opponent": 1, "name": "Annie", "games": 2, "won": 0, "lost": 2}]


def test_a_round_and_its_correction_move_the_statistics_and_their_etag(new_table,
                                                                       client: FlaskClient) -> None:
    table: Table = new_table(players=["Ann", "Bo"])
    sheet = table.new_sheet("parker-1992", ["Ann", "Bo"])
    etag = client.get(f"{table.url}/stats").headers["ETag"]
    sheet.rack_o("Ann", ("Bo", LOSER))
    moved = client.get(f"{table.url}/stats", headers={"If-None-Match": etag})
    assert moved.status_code == 200 and moved.headers["ETag"] != etag
    assert table.stats()[2]["points"] == 5
    corrected = client.put(f"{sheet.url}/rounds/1", headers={**sheet.headers, "If-Match": sheet.etag()},
                           json={"rack_o": "Ann", "entries": [{"player": "Ann", "rack": RACK_O},
                                                              {"player": "Bo", "rack": LOSER_3}]})
    assert corrected.status_code == 200
    assert table.stats()[2]["points"] == 15 and table.stats()[2]["rounds"] == 1
