"""The Super Rack-O advisor: every legal action of a seat's view, ranked, with reasons.

It reads only a seat's view (see `views.py`): the seat's rack, the card it holds, the top
discard, a swap aimed at it and its legal actions, which come from the engine. The estimate of
an action is how many cards of the double rack can stay where they are in some finished rack
(`evaluate.keepable`, 0 to 16, a side done at 8) once the action is played, plus a fraction
below 1 that grows as the number cards sit nearer an even spread (`evaluate.spread`); drawing from the
stock is averaged over a spread of the number cards the seat has not seen. Playing a swap or a
reverse leaves the seat's own rack as it is, so among equals a swap is played on an opponent
rather than the card let go, and a swap aimed at the seat is reversed rather than accepted.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from typing import Any

from racko_api.rules.errors import Reason
from racko_api.super_rack_o.actions import (
    AcceptSwap,
    Action,
    CallSuperRackO,
    Discard,
    DrawStock,
    Exchange,
    NextRound,
    PlayReverse,
    PlaySwap,
    TakeDiscard,
    action_from_dict,
    action_to_dict,
)
from racko_api.super_rack_o.cards import Card, Colour, Kind, format_card, parse_card
from racko_api.super_rack_o.evaluate import keepable, spread
from racko_api.super_rack_o.rack import ROWS, SLOTS, DoubleRack, Slot
from racko_api.super_rack_o.swap import accept_swap

SPREAD = 8  # number cards tried when pricing a draw from the stock
# tie-breaks among equal estimates: a swap or reverse played beats letting a card go, which
# beats an exchange that changes nothing
PREFERRED: dict[type, int] = {Exchange: 0, Discard: 1, PlaySwap: 2, PlayReverse: 2, CallSuperRackO: 3}


@dataclass(frozen=True)
class SuperChoice:
    action: Action
    estimate: float

    def to_dict(self) -> dict[str, Any]:
        return {"action": action_to_dict(self.action), "estimate": round(self.estimate, 3)}


@dataclass(frozen=True)
class SuperAdvice:
    choices: tuple[SuperChoice, ...]  # every legal action, best first
    reasons: tuple[Reason, ...]

    def to_dict(self) -> dict[str, Any]:
        best = self.choices[0].to_dict()
        return {**best, "reasons": [{"rule": r.rule, "text": r.text} for r in self.reasons],
                "alternatives": [c.to_dict() for c in self.choices]}


def _score(rack: DoubleRack[Card]) -> float:
    """Cards that can stay (the whole part), then nearness to an even spread (the fraction)."""
    kept = sum(keepable(c, rack.side(c)) for c in Colour)
    return kept + 1.0 / (1.0 + sum(spread(c, rack.side(c)) for c in Colour) / 100.0)


def _rack(view: Mapping[str, Any]) -> DoubleRack[Card]:
    r = view["rack"]
    return DoubleRack(tuple(map(parse_card, r["blue"])), tuple(map(parse_card, r["red"])))


def _best_exchange(rack: DoubleRack[Card], card: Card) -> tuple[float, Slot]:
    return max(((_score(rack.replace(s, card)), s) for s in SLOTS), key=lambda t: t[0])


def _unseen_spread(rack: DoubleRack[Card], view: Mapping[str, Any]) -> list[Card]:
    known = set(rack.blue + rack.red)
    known |= {parse_card(c) for c in view.get("discard_pile") or ()}
    cards = [Card(Kind.NUMBER, colour, v) for colour in Colour for v in range(1, 41)]
    cards = [c for c in cards if c not in known]
    if len(cards) <= SPREAD:
        return cards
    step = len(cards) / SPREAD
    return [cards[int(step * (i + 0.5))] for i in range(SPREAD)]


def advise_view(view: Mapping[str, Any]) -> SuperAdvice:
    """Every legal action of `view`'s seat, best first, with the reasons for the first."""
    legal = [action_from_dict(a) for a in view["legal_actions"]]
    if not legal:
        raise ValueError("this seat has no decision to make now")
    rack = _rack(view)
    now = _score(rack)
    hand = parse_card(view["hand"]) if view.get("hand") else None
    pending = view.get("pending_swap")
    draw_value: float | None = None
    value: float
    out = []
    for action in legal:
        if isinstance(action, Exchange):
            assert hand is not None
            value = _score(rack.replace(action.slot, hand))
        elif isinstance(action, TakeDiscard):
            value = _best_exchange(rack, parse_card(view["discard_top"]))[0]
        elif isinstance(action, DrawStock):
            if draw_value is None:
                cards = _unseen_spread(rack, view)
                draw_value = (sum(max(now, _best_exchange(rack, c)[0]) for c in cards) / len(cards)
                              if cards else float(now))
            value = draw_value
        elif isinstance(action, AcceptSwap):
            assert pending is not None
            value = _score(accept_swap(rack, int(pending["row"])))
        elif isinstance(action, CallSuperRackO):
            value = 2.0 * ROWS + 1
        else:  # discard, a swap played, a reverse played, next round: the own rack stays
            value = now
        out.append(SuperChoice(action, float(value)))
    out = _pick_targets(out, view)
    out.sort(key=lambda c: (-c.estimate, -PREFERRED.get(type(c.action), 1)))
    return SuperAdvice(tuple(out), tuple(_reasons(out[0], rack, now, hand, view)))


def _pick_targets(choices: Sequence[SuperChoice], view: Mapping[str, Any]) -> list[SuperChoice]:
    """Of the swaps (and reverses), rank the one on the leading opponent, the row named in the
    swap first; the others follow it, a little lower, so the order is stable."""
    seat, players = int(view["seat"]), int(view["players"])
    wins = list(view.get("wins") or [0] * players)
    pending = view.get("pending_swap") or {}
    named = int(pending.get("row", 1))

    def closeness(target: int) -> tuple[int, int]:
        return wins[target], -((target - seat) % players)

    out = []
    for c in choices:
        a = c.action
        if isinstance(a, PlaySwap):
            others = [t for t in range(players) if t != seat]
            best = max(others, key=closeness)
            if a.target_seat != best or a.row != 1 + (int(view.get("moves", 0)) % ROWS):
                c = SuperChoice(a, c.estimate - 0.001)
        elif isinstance(a, PlayReverse) and a.row != named:
            c = SuperChoice(a, c.estimate - 0.001)
        out.append(c)
    return out


def _reasons(best: SuperChoice, rack: DoubleRack[Card], now: float, hand: Card | None,
             view: Mapping[str, Any]) -> list[Reason]:
    a = best.action
    keep = f"{int(now)} of the 16 cards can stay where they are in some finished rack"
    after = f"{int(best.estimate)} of the 16 can stay"
    if isinstance(a, CallSuperRackO):
        return [Reason("S-WIN", "both sides are in order: call Super Rack-O")]
    if isinstance(a, Exchange):
        text = (f"{format_card(hand) if hand else 'the card'} goes into {a.slot.side.value} row "
                f"{a.slot.row} in place of {format_card(rack[a.slot])}: now {keep}; after it, {after}")
        return [Reason("S-TURN", text)]
    if isinstance(a, TakeDiscard):
        return [Reason("S-TURN", f"take the {view['discard_top']} from the discard pile: in its "
                       f"best slot {after}, more than a card from the draw pile brings on average")]
    if isinstance(a, DrawStock):
        return [Reason("S-TURN", f"draw from the draw pile: {keep}; the top discard would not "
                       "help more than a card drawn does on average")]
    if isinstance(a, PlaySwap):
        return [Reason("S-SWAP", f"play the swap on seat {a.target_seat}, row {a.row}: your rack "
                       "stays as it is and theirs must switch a row (or be reversed); their racks "
                       "are hidden, so the seat with the most wins (the next one on a tie) is named")]
    if isinstance(a, AcceptSwap):
        return [Reason("S-SWAP", f"let row {view['pending_swap']['row']} switch sides: {after} "
                       f"(now {int(now)}), and no reverse card does better")]
    if isinstance(a, PlayReverse):
        row = int(view["pending_swap"]["row"])
        switched = int(_score(accept_swap(rack, row)))
        return [Reason("S-REVERSE", f"answer with the reverse card: letting row {row} switch "
                       f"sides would leave {switched} of the 16 cards that can stay (now {int(now)}); "
                       f"the swap goes back on its player, naming row {a.row}, and the reverse "
                       "card's slot is refilled")]
    if isinstance(a, Discard):
        return [Reason("S-TURN", f"let the {format_card(hand) if hand else 'card'} go: no slot "
                       f"helps ({keep})")]
    if isinstance(a, NextRound):
        return [Reason("S-TURN", "the round is over: deal the next one")]
    return [Reason("S-TURN", keep)]


__all__ = ["SuperAdvice", "SuperChoice", "advise_view"]
