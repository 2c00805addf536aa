"""A scoresheet kept with the generated client over a network that loses an answer: the retry
sends the same Idempotency-Key, the server replays its first answer, and the round counts once."""

from __future__ import annotations

import uuid
from collections.abc import Callable
from typing import TypeVar

import httpx
from racko_client import AuthenticatedClient, Client
from racko_client.api.scoresheets import add_round, create_sheet, get_sheet
from racko_client.models import RoundAddedOut, RoundIn, SheetCreatedOut, SheetIn, SheetOut

T = TypeVar("T")
ROUND = {"rack_o": "Ann", "entries": [{"player": "Ann", "scoring_cards": 10},
                                      {"player": "Bo", "scoring_cards": 4}]}


class LosesAnswers(httpx.BaseTransport):
    """Sends every request; the first answer to each write (method and URL) never comes back."""

    def __init__(self) -> None:
        self.inner = httpx.HTTPTransport()
        self.lost: list[str] = []
        self.sent = 0

    def handle_request(self, request: httpx.Request) -> httpx.Response:
        response = self.inner.handle_request(request)
        self.sent += 1
        write = f"{request.method} {request.url.path}"
        if request.method != "GET" and write not in self.lost:
            self.lost.append(write)
            response.close()
            raise httpx.ReadError("the answer was lost on the way", request=request)
        return response

    def close(self) -> None:
        self.inner.close()


def with_retries(send: Callable[[], T], attempts: int = 3) -> T:
    """What a client does when an answer does not come: send the very same request again."""
    for attempt in range(attempts):
        try:
            return send()
        except httpx.TransportError:
            if attempt == attempts - 1:
                raise
    raise AssertionError("unreachable")


def test_a_retried_round_counts_once(base_url: str) -> None:
    network = LosesAnswers()
    anyone = Client(base_url=base_url, httpx_args={"transport": network}, raise_on_unexpected_status=True)
    creation_key = str(uuid.uuid4())
    sheet = with_retries(lambda: create_sheet.sync(
        client=anyone, body=SheetIn.from_dict({"ruleset": "hasbro", "players": ["Ann", "Bo"]}),
        idempotency_key=creation_key))
    assert isinstance(sheet, SheetCreatedOut)
    editor = AuthenticatedClient(base_url=base_url, token=sheet.edit_token,
                                 httpx_args={"transport": network}, raise_on_unexpected_status=True)

    key = str(uuid.uuid4())  # one key for the round, however often it is sent
    answer = with_retries(lambda: add_round.sync_detailed(
        sheet.id, client=editor, body=RoundIn.from_dict(ROUND), idempotency_key=key))

    assert network.sent == 4 and len(network.lost) == 2  # two writes, each sent twice
    assert answer.headers.get("Idempotent-Replayed") == "true"
    added = answer.parsed
    assert isinstance(added, RoundAddedOut) and added.number == 1
    read = get_sheet.sync(sheet.id, client=anyone)
    assert isinstance(read, SheetOut) and read.round_count == 1
    assert {p.name: p.total for p in read.players} == {"Ann": 75, "Bo": 20}

    again = with_retries(lambda: add_round.sync_detailed(  # a new round: a new key
        sheet.id, client=editor, body=RoundIn.from_dict(ROUND), idempotency_key=str(uuid.uuid4())))
    assert isinstance(again.parsed, RoundAddedOut) and again.parsed.number == 2
    assert "Idempotent-Replayed" not in again.headers
