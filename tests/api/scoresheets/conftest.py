"""Helpers for the scoresheet tests: realistic racks for a round, and a client for one sheet.

`Dealer` deals the final racks of a round the way a table could have ended it: distinct cards
from the deck in play, one ascending Rack-O rack with a run of the length asked for, and
every other rack broken after exactly the number of cards asked for, so each test can compute
the expected points by hand.
"""

from __future__ import annotations

import random
import uuid
from collections.abc import Iterator, Mapping, Sequence
from contextlib import contextmanager
from typing import Any

import pytest
from flask.testing import FlaskClient

from racko_api.api.context import rendered_sheets


class Dealer:
    BONUS = {3: 50, 4: 100, 5: 200}  # R-BONUS; a run of 6 or more earns 400

    def __init__(self, seed: int = 7) -> None:
        self.random = random.Random(seed)

    @staticmethod
    def bonus(run: int) -> int:
        return 400 if run >= 6 else Dealer.BONUS.get(run, 0)

    @staticmethod
    def top(ruleset: str, players: int) -> int:
        """R-DECK as the editions print it (written out here, not asked of the code under test)."""
        if ruleset.startswith("swedish") or players == 4:
            return 60
        return {2: 40, 3: 50}[players]

    def winner_rack(self, top: int, run: int) -> list[int]:
        """Ascending 10 cards whose longest run of consecutive numbers is exactly `run`."""
        span = run + 2 * (10 - run) - 1  # the run, then cards two apart
        start = self.random.randint(1, top - span)
        cards = list(range(start, start + run))
        cards += [start + run + 1 + 2 * i for i in range(10 - run)]
        assert len(cards) == 10 and cards[-1] <= top
        return cards

    def loser_rack(self, pool: list[int], ordered: int) -> list[int]:
        """10 cards of the pool: `ordered` ascending from slot #5, then strictly descending,
        so both the leading run and the longest ascending sequence are `ordered` (at least 1)."""
        cards = sorted(self.random.sample(pool, 10))
        for card in cards:
            pool.remove(card)
        k = max(ordered, 1)
        return cards[10 - k:] + cards[:10 - k][::-1]

    def round(self, top: int, rack_o: str, run: int, losers: Mapping[str, int]) -> list[dict[str, Any]]:
        """Entries for one round: `rack_o` goes out with a run of `run`; each loser has
        `losers[name]` cards in order."""
        winner = self.winner_rack(top, run)
        pool = [c for c in range(1, top + 1) if c not in winner]
        entries = [{"player": rack_o, "rack": winner}]
        entries += [{"player": name, "rack": self.loser_rack(pool, k)} for name, k in losers.items()]
        self.random.shuffle(entries)  # a table types them in any order
        return entries


class Sheet:
    """One scoresheet seen through the HTTP API, as a phone would use it."""

    def __init__(self, client: FlaskClient, body: Mapping[str, Any]) -> None:
        self.client = client
        response = client.post("/v1/scoresheets", json=dict(body),
                               headers={"Idempotency-Key": str(uuid.uuid4())})
        assert response.status_code == 201, response.get_json()
        self.created = response.get_json()
        self.id: str = self.created["id"]
        self.token: str = self.created["edit_token"]
        self.url = f"/v1/scoresheets/{self.id}"

    def auth(self, **headers: str) -> dict[str, str]:
        return {"Authorization": f"Bearer {self.token}", **headers}

    def post_round(self, body: Mapping[str, Any], key: str | None = None,
                   headers: Mapping[str, str] | None = None) -> Any:
        sent = self.auth(**({"Idempotency-Key": key} if key else {}))
        if headers is not None:
            sent = dict(headers)
        return self.client.post(f"{self.url}/rounds", json=dict(body), headers=sent)

    def add_round(self, body: Mapping[str, Any]) -> dict[str, Any]:
        response = self.post_round(body, key=str(uuid.uuid4()))
        assert response.status_code == 201, response.get_json()
        return response.get_json()

    def read(self) -> Any:
        response = self.client.get(self.url)
        assert response.status_code == 200
        return response

    def forget_served(self) -> None:
        """Read the sheet next as a fresh server would, not from the text kept for its version:
        a write that changed the sheet without a new version must not hide behind it."""
        with self.client.application.app_context():
            rendered_sheets().clear()

    def etag(self) -> str:
        return self.read().headers["ETag"]

    @staticmethod
    def totals_of(answer: Mapping[str, Any]) -> dict[str, int]:
        """Running totals from a round's answer."""
        return {p["player"]: p["total"] for p in answer["players"]}

    def totals(self) -> dict[str, int]:
        return {p["name"]: p["total"] for p in self.read().get_json()["players"]}

    @contextmanager
    def unchanged(self) -> Iterator[None]:
        """The sheet (body and ETag) is exactly the same after the block as before it."""
        before = self.read()
        yield
        self.forget_served()
        after = self.read()
        assert after.headers["ETag"] == before.headers["ETag"]
        assert after.get_json() == before.get_json()


@pytest.fixture()
def dealer() -> Dealer:
    return Dealer()


@pytest.fixture()
def new_sheet(client: FlaskClient) -> Any:
    """Make a sheet: new_sheet("swedish", ["Ann", "Bo"], target=300)."""

    def make(ruleset: str = "hasbro", players: Sequence[str] = ("Ann", "Bo"), **extra: Any) -> Sheet:
        return Sheet(client, {"ruleset": ruleset, "players": list(players), **extra})

    return make
