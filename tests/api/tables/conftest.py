"""Helpers for the table tests: a table and its sheets seen through the HTTP API, as a phone
uses them, and rounds whose points are worked out by hand (Parker 1992: a 1-60 deck, no run of 3
needed, the Rack-O player 75, every other player 5 a card of the leading run)."""

from __future__ import annotations

import uuid
from collections.abc import Sequence
from typing import Any

import pytest
from flask.testing import FlaskClient

# Rack-O, 75 points, longest run 3 (13, 14, 15)
RACK_O = [2, 7, 13, 14, 15, 21, 28, 34, 40, 50]
# Leading run 1 (9, then 8): 5 points; longest run 2 (51, 52)
LOSER = [9, 8, 22, 24, 33, 36, 46, 51, 52, 59]
# Leading run 3 (10, 11, 12, then 5): 15 points; longest run 3 (10, 11, 12)
LOSER_3 = [10, 11, 12, 5, 6, 9, 8, 60, 59, 58]


def created(response: Any) -> dict[str, Any]:
    assert response.status_code == 201, response.get_json()
    return dict(response.get_json())


class Table:
    def __init__(self, client: FlaskClient, name: str, players: Sequence[str]) -> None:
        self.client = client
        self.created = created(client.post("/v1/tables", json={"name": name, "players": list(players)},
                                           headers={"Idempotency-Key": str(uuid.uuid4())}))
        self.id: str = self.created["id"]
        self.token: str = self.created["edit_token"]
        self.url = f"/v1/tables/{self.id}"
        self.ids = {p["name"]: p["id"] for p in self.created["players"]}

    def auth(self, **headers: str) -> dict[str, str]:
        return {"Authorization": f"Bearer {self.token}", **headers}

    def new_sheet(self, ruleset: str, players: Sequence[str], **extra: Any) -> Sheet:
        body = {"ruleset": ruleset, "players": [self.ids[p] for p in players], **extra}
        if "teams" in extra:
            body["teams"] = [[self.ids[p] for p in team] for team in extra["teams"]]
        answer = created(self.client.post(f"{self.url}/sheets", json=body,
                                          headers=self.auth(**{"Idempotency-Key": str(uuid.uuid4())})))
        return Sheet(self.client, answer)

    def read(self, **query: Any) -> dict[str, Any]:
        response = self.client.get(self.url, query_string=query)
        assert response.status_code == 200, response.get_json()
        return dict(response.get_json())

    def stats(self) -> dict[int, dict[str, Any]]:
        response = self.client.get(f"{self.url}/stats")
        assert response.status_code == 200, response.get_json()
        return {p["id"]: p for p in response.get_json()["players"]}


class Sheet:
    def __init__(self, client: FlaskClient, answer: dict[str, Any]) -> None:
        self.client = client
        self.answer = answer
        self.id: str = answer["id"]
        self.url = f"/v1/scoresheets/{self.id}"
        self.headers = {"Authorization": f"Bearer {answer['edit_token']}"}

    def add(self, body: dict[str, Any]) -> dict[str, Any]:
        return created(self.client.post(f"{self.url}/rounds", json=body, headers={
            **self.headers, "Idempotency-Key": str(uuid.uuid4())}))

    def rack_o(self, winner: str, *others: tuple[str, list[int]]) -> dict[str, Any]:
        """A round `winner` goes out in with RACK_O, each other player's rack as given."""
        entries = [{"player": winner, "rack": RACK_O}] + [{"player": p, "rack": r} for p, r in others]
        return self.add({"rack_o": winner, "entries": entries})

    def quick(self, winner: str, **cards: int) -> dict[str, Any]:
        """A quick round: the winner goes out, each other player scores `cards[name]` cards."""
        entries = [{"player": winner, "scoring_cards": 10}]
        entries += [{"player": p, "scoring_cards": n} for p, n in cards.items()]
        return self.add({"rack_o": winner, "entries": entries})

    def etag(self) -> str:
        return str(self.client.get(self.url).headers["ETag"])


@pytest.fixture()
def new_table(client: FlaskClient) -> Any:
    def make(name: str = "Thursdays", players: Sequence[str] = ("Ann", "Bo", "Cy", "Di")) -> Table:
        return Table(client, name, players)

    return make
