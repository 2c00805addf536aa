"""A thin layer over the generated `racko_client`: typed errors, retries, idempotency keys,
actions from legal actions, and streams resumed across disconnects.

>>> api = Racko("http://127.0.0.1:8000")                                      # doctest: +SKIP
>>> game = api.create_game({"ruleset": "hasbro", "seats": [{"name": "Ann"}, {"name": "Bot", "bot": "basic"}]})
"""

from __future__ import annotations

import uuid
from collections.abc import Callable, Mapping
from typing import Any

from racko_client import AuthenticatedClient, Client
from racko_client.api.games import create_game, join_game
from racko_client.api.scoresheets import create_sheet
from racko_client.models import (
    GameCreatedOut,
    JoinedOut,
    JoinIn,
    RackOGameIn,
    SheetCreatedOut,
    SheetIn,
    SuperGameIn,
)

from .calls import Retrying
from .errors import (
    BadRequest,
    Conflict,
    FieldProblem,
    Forbidden,
    Invalid,
    NotFound,
    PreconditionFailed,
    RackoError,
    RateLimited,
    Unauthorized,
    Unavailable,
    loaded,
)
from .game import Action, Game, View
from .sheet import Sheet


class Racko:
    """The API at `base_url`. Every call raises a `RackoError` subclass on a refusal, and tries
    again (a 429 or 503 after Retry-After; a lost answer with the same Idempotency-Key)."""

    def __init__(self, base_url: str, *, timeout: float = 30.0, retrying: Retrying | None = None,
                 language: str | None = None) -> None:
        self.base_url, self.timeout = base_url, timeout
        self.retrying = retrying or Retrying()
        self.headers = {"Accept-Language": language} if language else {}
        self.anyone = Client(base_url=base_url, timeout=None, headers=self.headers)

    def _as(self, token: str) -> AuthenticatedClient:
        return AuthenticatedClient(base_url=self.base_url, token=token, headers=self.headers)

    def create_game(self, form: Mapping[str, Any]) -> Game:
        """Seat a table (the create form as JSON) and play its first person's seat; that seat's
        contribution is still to be given (`game.contribute()`), and the answer is `game.created`."""
        load: Callable[[dict[str, Any]], RackOGameIn | SuperGameIn] = (
            SuperGameIn.from_dict if form.get("ruleset") == "super-rack-o" else RackOGameIn.from_dict)
        body = loaded(load, form)
        created = self.retrying.write(lambda key: create_game.sync_detailed(
            client=self.anyone, body=body, idempotency_key=key), GameCreatedOut)
        token = next(s.token for s in created.seats if isinstance(s.token, str))
        game = self.game(created.id, token)
        game.created = created
        return game

    def join(self, game_id: str, invitation: str, contribution: str | None = None) -> Game:
        """Claim the seat a single-use `invitation` (from the game's creator) holds, with the seat's
        own random text for the deals (a fresh one unless given), and play it; the answer is
        `game.joined`. A retried claim replays its answer; a claim already taken is a `Conflict`."""
        body = JoinIn(invitation=invitation, contribution=contribution or uuid.uuid4().hex)
        joined = self.retrying.write(lambda key: join_game.sync_detailed(
            game_id, client=self.anyone, body=body, idempotency_key=key), JoinedOut)
        game = self.game(joined.id, joined.token)
        game.joined = joined
        return game

    def game(self, game_id: str, token: str) -> Game:
        """A seat of a game already made, played with its token."""
        return Game(self._as(token), game_id, self.retrying)

    def create_sheet(self, form: Mapping[str, Any]) -> Sheet:
        """Start a scoresheet (its form as JSON); the answer is `sheet.created`."""
        body = loaded(SheetIn.from_dict, form)
        created = self.retrying.write(lambda key: create_sheet.sync_detailed(
            client=self.anyone, body=body, idempotency_key=key), SheetCreatedOut)
        sheet = self.sheet(created.id, created.edit_token)
        sheet.created = created
        return sheet

    def sheet(self, sheet_id: str, edit_token: str) -> Sheet:
        """A sheet already made, changed with its edit token."""
        return Sheet(self._as(edit_token), sheet_id, self.retrying)


__all__ = ["Action", "BadRequest", "Conflict", "FieldProblem", "Forbidden", "Game", "Invalid", "NotFound",
           "PreconditionFailed", "Racko", "RackoError", "RateLimited", "Retrying", "Sheet", "Unauthorized",
           "Unavailable", "View"]
