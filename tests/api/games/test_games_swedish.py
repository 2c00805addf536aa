"""Swedish games through the API: a stock card must replace a rack card (R-TURN-STOCK-MUST), and
Swedish teams sit as two seats, one per shared rack, each with one token for all its members."""

from __future__ import annotations

from typing import Any

from flask.testing import FlaskClient

from .conftest import create


def test_R_TURN_STOCK_MUST_no_discard_after_drawing_from_the_stock(client: FlaskClient) -> None:
    table = create(client, "swedish", [{"name": "Ann"}, {"name": "Bo"}], seed=5)
    seat = table.public()["turn"]
    view = table.play(seat, {"type": "draw_stock"})
    assert {"type": "discard"} not in view["legal_actions"]
    refused = table.post(seat, {"type": "discard"})
    assert refused.status_code == 409 and refused.mimetype == "application/problem+json"
    assert refused.json["rule"] == "R-TURN-STOCK-MUST"
    assert table.view(seat)["hand"] == view["hand"]  # nothing changed


def test_R_TEAMS_a_swedish_team_game_seats_one_token_per_team(client: FlaskClient,
                                                            conforms: Any) -> None:
    seats = [{"name": "Ann & Bo & Cy"}, {"name": "Di & Ed"}]
    table = create(client, "swedish", seats, options={"teams": True}, seed=9)
    assert sorted(table.tokens) == [0, 1]
    public = conforms(client.get(table.path)).json
    assert public["players"] == 2 and public["teams"] == [[0], [1]]
    four = client.post("/v1/games", json={"ruleset": "swedish", "options": {"teams": True},
                                          "seats": [{"name": n} for n in "ABCD"]})
    assert four.status_code == 422 and four.json["rule"] == "R-TEAMS"
