"""Who starts round 1, as a client creating a game sees it (R-DEAL): a Swedish table names its
youngest (`first_player`); the events and the table say whether the start was named or drawn;
a seat the table lacks, or an edition whose first dealer is drawn by cards, is refused (422)."""

from __future__ import annotations

from typing import Any

import pytest
from flask.testing import FlaskClient

from .conftest import create

SEATS = [{"name": "Ann"}, {"name": "Bo"}, {"name": "Cy"}]


def _events(client: FlaskClient, path: str) -> list[dict[str, Any]]:
    return list(client.get(f"{path}/events").get_json()["events"])


@pytest.mark.parametrize("preset", ["swedish", "swedish-bonus"])
def test_R_DEAL_a_swedish_table_names_the_first_player(client: FlaskClient, conforms: Any,
                                                     preset: str) -> None:
    table = create(client, preset, SEATS, first_player=2, seed=3)
    public = conforms(client.get(table.path)).json
    assert public["turn"] == 2 and public["dealer"] == 1
    assert public["first_dealer"]["start"] == "named" and public["first_dealer"]["first_player"] == 2
    conforms(client.get(f"{table.path}/events"))
    events = _events(client, table.path)
    first = next(e for e in events if e["type"] == "first_dealer")
    assert first["start"] == "named" and first["rule"] == "R-DEAL"
    dealt = next(e for e in events if e["type"] == "dealt")
    assert dealt["first_player"] == 2 and dealt["round"] == 1


def test_R_DEAL_a_swedish_table_that_names_nobody_has_the_start_drawn(client: FlaskClient) -> None:
    table = create(client, "swedish", SEATS, seed=3)
    first = next(e for e in _events(client, table.path) if e["type"] == "first_dealer")
    assert first["start"] == "drawn" and first["first_player"] == table.public()["turn"]


@pytest.mark.parametrize(("first_player", "language", "words"), [
    (3, "en", "0 to 2"), (3, "sv", "0 till 2"), (3, "it", "da 0 a 2"), (4, "en", None), (-1, "en", None)])
def test_R_DEAL_a_first_player_the_table_lacks_is_refused(client: FlaskClient, problem: Any,
                                                        first_player: int, language: str,
                                                        words: str | None) -> None:
    refused = client.post("/v1/games", json={"ruleset": "swedish", "seats": SEATS,
                                             "first_player": first_player},
                          headers={"Accept-Language": language})
    body = problem(refused, 422, fields=["first_player"])
    if words is not None:
        assert body["rule"] == "R-DEAL" and words in body["detail"]


@pytest.mark.parametrize("preset", ["hasbro", "parker-1992", "italian"])
def test_R_DEAL_an_edition_that_draws_its_dealer_by_cards_refuses_first_player(
        client: FlaskClient, problem: Any, preset: str) -> None:
    refused = client.post("/v1/games", json={"ruleset": preset, "seats": SEATS, "first_player": 1})
    body = problem(refused, 422, rule="R-DEAL", fields=["first_player"])
    assert "first_dealer: youngest" in body["detail"]
    allowed = client.post("/v1/games", json={"ruleset": preset, "seats": SEATS, "first_player": 1,
                                             "options": {"first_dealer": "youngest"}})
    assert allowed.status_code == 201, allowed.json
    assert allowed.json["table"]["first_dealer"]["start"] == "named"


def test_R_DEAL_super_rack_o_takes_no_first_player(client: FlaskClient, problem: Any) -> None:
    refused = client.post("/v1/games", json={"ruleset": "super-rack-o", "seats": SEATS[:2],
                                             "first_player": 1})
    problem(refused, 422, fields=["first_player"])
