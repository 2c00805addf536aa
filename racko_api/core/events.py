"""What happened, as frozen events: a public part for everyone and a private part for one seat.

Every event type is declared once with its fields: the types every game emits (`dealt`,
`rack_dealt`, `round_over`, `game_over` ...) here (`SHARED`), with the same fields in each, and a
game's own types in its package, named for what they are. `problems` says where an event strays
from its declaration.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass
from types import MappingProxyType
from typing import Any, NamedTuple

_EMPTY: Mapping[str, Any] = MappingProxyType({})


class Event(NamedTuple):
    """`type` names what happened, `rule` the rule that made it so; `private` is for `seat` only.

    A named tuple rather than a dataclass: simulations make millions of them.
    """

    type: str
    seat: int | None
    public: Mapping[str, Any] = _EMPTY
    private: Mapping[str, Any] = _EMPTY
    rule: str | None = None

    def view(self, seat: int | None) -> dict[str, Any]:
        """What `seat` may see of this event (None: a spectator)."""
        out: dict[str, Any] = {"type": self.type, "seat": self.seat, **self.public}
        if self.rule is not None:
            out["rule"] = self.rule
        if seat is not None and seat == self.seat:
            out.update(self.private)
        return out

    def to_dict(self) -> dict[str, Any]:
        """Everything, for storage."""
        return {"type": self.type, "seat": self.seat, "public": dict(self.public),
                "private": dict(self.private), "rule": self.rule}

    @staticmethod
    def from_dict(data: Mapping[str, Any]) -> Event:
        return Event(data["type"], data["seat"], dict(data["public"]), dict(data["private"]),
                     data.get("rule"))


@dataclass(frozen=True)
class EventType:
    """One type of event: the public fields it always has, those it has only in some games or
    editions (`optional`), the fields only its seat sees (`private`), and whether both games
    emit it (`shared`)."""

    name: str
    summary: str
    public: tuple[str, ...] = ()
    optional: tuple[str, ...] = ()
    private: tuple[str, ...] = ()
    shared: bool = True


_T = EventType
SHARED: tuple[EventType, ...] = (
    _T("first_dealer", "who deals round 1 and who starts it, and how each was chosen (`start`: "
       "named by the table, drawn, or left of the dealer)",
       ("method", "dealer", "note"), ("first_player", "cards", "start")),
    _T("dealt", "a round is dealt: its dealer, who plays first, the deal and the turned-up card",
       ("round", "dealer", "first_player", "deal_order", "cards_dealt", "discard_top",
        "stock_count", "commitment"), ("contributions",)),
    _T("rack_dealt", "a seat's dealt rack: the cards to that seat only (to all where racks are "
       "open)", (), ("slots", "rack"), ("rack",)),
    _T("drew", "the seat took the top card of the stock (the card: to that seat only)",
       ("stock_count",), (), ("card",)),
    _T("took_discard", "the seat took the top card of the discard pile", ("card",)),
    _T("restocked", "the discard pile became the stock", ("method", "cards")),
    _T("exchanged", "the card taken replaced a rack card, which was discarded",
       ("slot", "discarded"), ("card",), ("card",)),
    _T("discarded", "the card taken went onto the discard pile", ("card",)),
    _T("deal_revealed", "the finished round's seed, which its commitment promised, and in a "
       "game with a seed chain the server seed and the contributions it was mixed with",
       ("round", "commitment", "seed"), ("server_seed", "contributions")),
    _T("deal_chain", "the public end of the game's chain of server seeds, one link per round",
       ("commitment", "length")),
    _T("contributed", "a seat's contribution to the seeds of every round dealt after it; round 1 "
       "is dealt once every awaited seat has contributed",
       ("contribution",)),
    _T("round_over", "the round's end: its winner, every rack laid open, each seat's score and "
       "the standings after it (in `score_unit`); a Rack-O round that reached its turn limit "
       "(R-TURN-LIMIT) has no winner and says `ended_by`",
       ("round", "winner", "racks", "scores", "totals", "score_unit"),
       ("details", "team_points", "team_totals", "ended_by", "turn_limit")),
    _T("game_over", "the game is won: the winning seats and the final standings",
       ("winner", "totals", "team_totals", "score_unit")),
)
"""The event types every game emits, with the same fields in each; a game declares its own
(`Kind.event_types`), and the registry lists them all (`racko_api.games.kinds.EVENT_TYPES`)."""


def catalogue(types: tuple[EventType, ...]) -> Mapping[str, EventType]:
    """Event types by name, in the order given."""
    return MappingProxyType({t.name: t for t in types})


def problems(event: Event, declared_types: Mapping[str, EventType]) -> list[str]:
    """How `event` strays from its type's declaration in `declared_types` (empty: it does not)."""
    declared = declared_types.get(event.type)
    if declared is None:
        return [f"{event.type} is not in the catalogue"]
    out = [f"{event.type} lacks public {k}" for k in declared.public if k not in event.public]
    allowed = set(declared.public) | set(declared.optional)
    out += [f"{event.type} has undeclared public {k}" for k in event.public if k not in allowed]
    out += [f"{event.type} has undeclared private {k}" for k in event.private
            if k not in declared.private]
    return out


__all__ = ["SHARED", "Event", "EventType", "catalogue", "problems"]
