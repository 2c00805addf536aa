"""A seat at a virtual game: read its view, play legal actions, follow its events."""

from __future__ import annotations

import uuid
from collections.abc import Iterator, Mapping
from typing import Any, TypeAlias

from racko_client import AuthenticatedClient, models
from racko_client.api.games import contribute, get_game_advice, get_game_table, get_game_view, play_action
from racko_client.models import (
    AcceptSwapAction,
    CallRackOAction,
    CallSuperRackOAction,
    ContributedOut,
    ContributeIn,
    DiscardAction,
    DrawStockAction,
    ExchangeAction,
    GameAdviceOut,
    GameCreatedOut,
    JoinedOut,
    NextRoundAction,
    PlaceAction,
    PlayReverseAction,
    PlaySwapAction,
    RackOTableOut,
    RackOViewOut,
    SuperGameAdviceOut,
    SuperTableOut,
    SuperViewOut,
    TakeDiscardAction,
)

from . import streams
from .calls import Retrying
from .errors import loaded, not_sent

Action: TypeAlias = (DrawStockAction | TakeDiscardAction | ExchangeAction | DiscardAction | NextRoundAction
                     | PlaceAction | CallRackOAction | CallSuperRackOAction | PlaySwapAction
                     | AcceptSwapAction | PlayReverseAction)
View: TypeAlias = RackOViewOut | SuperViewOut
Table: TypeAlias = RackOTableOut | SuperTableOut
Advice: TypeAlias = GameAdviceOut | SuperGameAdviceOut
ENDS = "game_over"


def model_name(event_type: str, suffix: str) -> str:
    """`draw_stock` -> `DrawStockAction`: the generated class for a `type`."""
    return "".join(part.title() for part in event_type.split("_")) + suffix


def typed_event(data: dict[str, Any]) -> Any:
    """A game event as its generated class (`DealtEvent`, `ExchangedEvent` ...), by its `type`."""
    return getattr(models, model_name(str(data["type"]), "Event")).from_dict(data)


class Game:
    """One seat of one game, played with the seat's token. `view` is the latest view read."""

    def __init__(self, seat_client: AuthenticatedClient, game_id: str, retrying: Retrying) -> None:
        self.client, self.id, self.retrying = seat_client, game_id, retrying
        self.view: View | None = None
        self.created: GameCreatedOut | None = None  # the create answer, for a game made here
        self.joined: JoinedOut | None = None  # the claim's answer, for a seat joined here

    def read(self) -> View:
        """The seat's view now: its rack, `turn`, `version` and `legal_actions`."""
        self.view = self.retrying.read(lambda: get_game_view.sync_detailed(self.id, client=self.client),
                                       RackOViewOut, SuperViewOut)
        return self.view

    def table(self) -> Table:
        """The public table."""
        return self.retrying.read(lambda: get_game_table.sync_detailed(self.id, client=self.client),
                                  RackOTableOut, SuperTableOut)

    def advice(self) -> Advice:
        """What the advisor would play in this seat now (its `action` goes straight to `play`)."""
        return self.retrying.read(lambda: get_game_advice.sync_detailed(self.id, client=self.client),
                                  GameAdviceOut, SuperGameAdviceOut)

    def contribute(self, text: str | None = None) -> ContributedOut:
        """The seat's own random text for the deals (a fresh one unless given); once a seat."""
        body = ContributeIn(contribution=text or uuid.uuid4().hex)
        return self.retrying.write(lambda key: contribute.sync_detailed(
            self.id, client=self.client, body=body, idempotency_key=key), ContributedOut)

    def action(self, wanted: Action | Mapping[str, Any] | str) -> Action:
        """A typed action: one of the view's legal actions (by value, by its JSON, or by `type`
        when only one has it), else built from its JSON."""
        legal: list[Action] = list(self.view.legal_actions) if self.view is not None else []
        if isinstance(wanted, str):
            same = [a for a in legal if a.to_dict()["type"] == wanted]
            if len(same) == 1:
                return same[0]
            wanted = {"type": wanted}
        if not isinstance(wanted, Mapping):
            return wanted
        for candidate in legal:
            if candidate.to_dict() == dict(wanted):
                return candidate
        kind = getattr(models, model_name(str(wanted.get("type")), "Action"), None)
        if kind is None:  # refused before sending
            raise not_sent(dict(wanted), ValueError(f"no action has the type {wanted.get('type')!r}"),
                           "not an action of this API")
        made: Action = loaded(kind.from_dict, wanted, "not an action of this API")
        return made

    def play(self, wanted: Action | Mapping[str, Any] | str) -> View:
        """Play an action for this seat (If-Match: the version of the view it was chosen from);
        the answer, the seat's new view, becomes `view`. Refusals raise `Conflict` (a rule),
        `PreconditionFailed` (the game moved on: `read` again)."""
        action = self.action(wanted)
        version = f'"{self.view.version}"' if self.view is not None else None
        self.view = self.retrying.write(lambda key: play_action.sync_detailed(
            self.id, client=self.client, body=action, idempotency_key=key,
            **({"if_match": version} if version else {})), RackOViewOut, SuperViewOut)
        return self.view

    def events(self, after: int = 0) -> Iterator[Any]:
        """This seat's events after number `after` as they happen, typed, each with `version` and
        `turn`; it resumes by itself across disconnects and ends with the game."""
        return streams.follow(self.client.get_httpx_client(), f"/v1/games/{self.id}/events", after,
                              typed_event, last=lambda data: data["type"] == ENDS,
                              attempts=self.retrying.attempts, sleep=self.retrying.sleep,
                              waiting_out=self.retrying.waiting_out)
