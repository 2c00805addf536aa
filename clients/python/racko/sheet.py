"""A scoresheet kept at a real table: add rounds, read the totals, follow its events."""

from __future__ import annotations

from collections.abc import Callable, Iterator, Mapping
from typing import Any

from racko_client import AuthenticatedClient
from racko_client.api.scoresheets import add_round, get_sheet
from racko_client.models import RoundAddedOut, RoundIn, SheetCreatedOut, SheetEventOut, SheetOut, WonRoundIn

from . import streams
from .calls import Retrying
from .errors import loaded


class Sheet:
    """One sheet, changed with its edit token."""

    def __init__(self, edit_client: AuthenticatedClient, sheet_id: str, retrying: Retrying) -> None:
        self.client, self.id, self.retrying = edit_client, sheet_id, retrying
        self.created: SheetCreatedOut | None = None  # the create answer, for a sheet made here

    def read(self) -> SheetOut:
        """Totals, rounds, leaders and winner."""
        return self.retrying.read(lambda: get_sheet.sync_detailed(self.id, client=self.client), SheetOut)

    def add_round(self, round_: Mapping[str, Any] | RoundIn | WonRoundIn,
                  key: str | None = None) -> RoundAddedOut:
        """Add a round (its JSON, or a generated `RoundIn`/`WonRoundIn`); counted once however
        often it is sent again. `key`, the round's own Idempotency-Key (a random UUID), is for a
        round kept until the server confirms it: sent again later with it, it is replayed."""
        if isinstance(round_, RoundIn | WonRoundIn):
            body = round_
        else:
            load: Callable[[dict[str, Any]], RoundIn | WonRoundIn] = (
                WonRoundIn.from_dict if "winner" in round_ else RoundIn.from_dict)
            body = loaded(load, round_)
        return self.retrying.write(lambda sent: add_round.sync_detailed(
            self.id, client=self.client, body=body, idempotency_key=sent), RoundAddedOut, key=key)

    def events(self, after: int = 0) -> Iterator[SheetEventOut]:
        """The sheet's events after number `after` as they happen, typed; it resumes by itself
        across disconnects and ends when the server says nothing more will come."""
        return streams.follow(self.client.get_httpx_client(), f"/v1/scoresheets/{self.id}/events", after,
                              SheetEventOut.from_dict, last=lambda data: False,
                              attempts=self.retrying.attempts, sleep=self.retrying.sleep,
                              waiting_out=self.retrying.waiting_out)
