"""One Rack-O decision and what the advice answers: the table the seat faces (`Table`), each
legal choice priced (`Choice`) and the advice (`Advice`), as the advisor (`advisor.py`) ranks
them and `reasons.py` explains them.

A rack is priced over HORIZON draws at the deal of a two-player round, FEWER_PER_PLAYER less for
each further player, one less each time every player has had a turn, never below MIN_HORIZON
(`Table.horizon`). Estimates within TIE and expected points within POINTS_TIE are a tie: the
answer shows them alike; SOON draws are "the next turns" a tie is told apart by.
"""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import KW_ONLY, dataclass, field
from typing import Any

from racko_api.core.errors import Reason
from racko_api.core.plays import Pile
from racko_api.games.rack_o.actions import Action, ActionType
from racko_api.games.rack_o.bots.denial import NextRack
from racko_api.games.rack_o.bots.gaps import FULL, GONE, SEEN, Plan
from racko_api.games.rack_o.bots.points import Call
from racko_api.games.rack_o.bots.strong import weights_for
from racko_api.games.rack_o.racks import label_of
from racko_api.games.rack_o.ruleset import Ruleset
from racko_api.games.rack_o.views import Rack, SeatView

HORIZON = 12.0  # draws ahead over which a rack is priced, at the deal of a two-player round
FEWER_PER_PLAYER = 2  # ... less this for each further player
MIN_HORIZON = 4  # ... and at the least, however long a round with others runs
TIE = 0.0005  # values this close are a tie: the answer shows them alike, to four places
POINTS_TIE = 0.05  # expected points this close are a tie: the answer shows them alike, to one place
SOON = 3.0  # draws of "the next turns", the second count of a tie

@dataclass(frozen=True)
class Table:
    """What one decision depends on: the seat's rack, the card it holds, what it knows."""

    ruleset: Ruleset
    players: int
    rack: Rack
    discard_top: int | None
    hand: int | None  # None: the player has not drawn yet
    source: Pile | None  # where `hand` came from
    weights: tuple[int, ...]  # per value 0..top+1: FULL unseen, SEEN may come back, GONE held
    _: KW_ONLY
    stock_count: int = 1
    discard_count: int = 1
    turns: int = 0  # turns played this round, by every player
    next_rack: NextRack | None = None  # what is known of it (None: no next player)
    totals: tuple[int, ...] | None = None  # the game's totals, this seat's first, then in turn order
    target: int | None = None  # R-TARGET, with `totals`
    call_window: bool = True  # R-WAIT: Rack-O may be called right after the turn, before the next draw

    @property
    def top(self) -> int:
        return len(self.weights) - 2

    @property
    def horizon(self) -> int:
        """HORIZON, less FEWER_PER_PLAYER for each player after the second, and one draw each
        time every player has had a turn: the more rivals, and the longer a round runs, the
        sooner one of them is likely to go Rack-O."""
        if self.players == 1:
            return int(HORIZON)
        rivals = FEWER_PER_PLAYER * (self.players - 2)
        return max(MIN_HORIZON, int(HORIZON) - rivals - self.turns // self.players)


@dataclass(frozen=True)
class Choice:
    """One legal choice and its estimate (see the module docstring)."""

    action: Action
    estimate: float
    looked_ahead: bool
    _: KW_ONLY
    rack_after: Rack | None = None  # with a card in hand: the rack it leaves
    card_out: int | None = None  # with a card in hand: the card that goes on the discard pile
    gift: float | None = None  # how much the next player would want `card_out` (`denial.py`)
    plan: Plan | None = field(default=None, compare=False, repr=False)  # of rack_after, once priced
    points: float = 0.0  # the points expected from this round (`points.py`)
    points_sd: float = 0.0  # ... and their standard deviation: Rack-O or not is a gamble
    first: float | None = None  # with a card in hand: the chance to go Rack-O before any other player
    given: float = 0.0  # ... the points the gift to the next player costs (`race.py`)
    outs: tuple[int, ...] | None = None  # in a tie: the unseen cards that then finish the rack
    soon: float | None = None  # in a tie: the chance of Rack-O within SOON draws

    @property
    def value(self) -> float:
        """The estimate, less the gift to the next player: what a tie of points goes by."""
        return self.estimate - (self.gift or 0.0)

    @property
    def going_first(self) -> float:
        """`first`, the chance to go Rack-O before any other player; its value where not raced."""
        return self.first if self.first is not None else max(0.0, self.value)

    def to_dict(self) -> dict[str, Any]:
        """JSON-ready: `take` before drawing; `play`, `slot` (a label), `discards` with a card;
        and `action`, the same choice as a game's actions endpoint takes it."""
        kind = self.action.type
        out: dict[str, Any]
        if kind in TAKES:
            out = {"take": TAKES[kind]}
        else:
            slot = self.action.slot
            out = {"play": PLAYS[kind], "slot": None if slot is None else label_of(slot),
                   "discards": self.card_out}
        out["action"] = self.action.to_dict()
        out["estimate"] = round(self.estimate, 4)
        out["gift"] = None if self.gift is None else round(self.gift, 4)
        out["value"] = round(self.value, 4)
        out["points"] = round(self.points, 1)
        out["points_sd"] = round(self.points_sd, 1)
        out["looked_ahead"] = self.looked_ahead
        return out


TAKES = {ActionType.TAKE_DISCARD: "discard", ActionType.DRAW_STOCK: "stock"}
PLAYS = {ActionType.EXCHANGE: "exchange", ActionType.PLACE: "place", ActionType.DISCARD: "discard"}


@dataclass(frozen=True)
class Advice:
    choices: tuple[Choice, ...]  # every legal choice, best first
    reasons: tuple[Reason, ...]
    horizon: int = int(HORIZON)
    call: Call | None = None  # R-WAIT: whether to call Rack-O now; None where no call is possible

    @property
    def best(self) -> Choice:
        return self.choices[0]

    def to_dict(self) -> dict[str, Any]:
        """JSON-ready: the advised choice, the horizon, the reasons and every alternative."""
        alternatives = [c.to_dict() for c in self.choices]
        best = dict(alternatives[0])
        best.pop("looked_ahead")
        best.pop("discards", None)
        best.pop("gift")
        best.pop("value")
        return {**best, "horizon": self.horizon,
                "call": None if self.call is None else self.call.to_dict(),
                "reasons": [{"rule": r.rule, "text": r.text} for r in self.reasons],
                "alternatives": alternatives}


def weights_of(top: int, held: Iterable[int | None], seen: Iterable[int]) -> tuple[int, ...]:
    """Weights when all that is known is the cards held (GONE) and those seen out of the stock."""
    w = [FULL] * (top + 2)
    w[0] = w[top + 1] = GONE
    for c in seen:
        if 1 <= c <= top:
            w[c] = SEEN
    for h in held:
        if h is not None and 1 <= h <= top:
            w[h] = GONE
    return tuple(w)


def table_of(view: SeatView) -> Table:
    """The decision `view`'s seat faces, from exactly what that seat may know."""
    racks = view.open_racks or view.shown
    after = (view.seat + 1) % view.players
    known = {c for r in racks for c in r if c is not None} | {c for c in view.rack if c is not None}
    if view.hand is not None:
        known.add(view.hand)
    hidden = tuple(c for c in range(1, view.top + 1) if not view.seen >> c & 1 and c not in known)
    if view.open_racks:  # every card is seen: a slot without one is empty
        empty = tuple(i for i, c in enumerate(racks[after]) if c is None)
    else:
        empty = view.empty[after] if view.empty else ()
    totals = None if view.ruleset.options.teams else view.totals[view.seat:] + view.totals[:view.seat]
    return Table(view.ruleset, view.players, view.rack, view.discard_top, view.hand, view.source,
                 tuple(weights_for(view)), stock_count=view.stock_count,
                 discard_count=len(view.discard), turns=view.turns,
                 next_rack=NextRack(racks[after], hidden, empty) if view.players > 1 else None,
                 totals=totals, target=view.ruleset.options.target)


__all__ = ["FEWER_PER_PLAYER", "HORIZON", "MIN_HORIZON", "PLAYS", "POINTS_TIE", "SOON", "TAKES", "TIE",
           "Advice", "Choice", "Table", "table_of", "weights_of"]
