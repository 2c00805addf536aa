"""The Super Rack-O advisor: every legal action of a seat's view, ranked, with reasons.

It reads only a seat's typed view (`views.SeatView`): the seat's rack, the card it holds, the top
discard, a swap aimed at it and its legal actions, which come from the engine. The estimate of
an action is how many cards of the double rack can stay where they are in some finished rack
(`evaluate.keepable`, 0 to 16, a side done at 8) once the action is played, plus a fraction
below 1 that grows as the number cards sit nearer an even spread (`evaluate.spread`); drawing from the
stock is averaged over a spread of the number cards the seat has not seen. Playing a swap or a
reverse leaves the seat's own rack as it is, so among equals a swap is played on an opponent
rather than the card let go, and a swap aimed at the seat is reversed rather than accepted.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from functools import lru_cache
from typing import Any

from racko_api.core.deals.chain import verify_dealt
from racko_api.core.errors import IllegalMove, Reason
from racko_api.core.words import tr
from racko_api.games.super_rack_o.actions import Action, ActionType, action_to_dict
from racko_api.games.super_rack_o.aim import swap_row
from racko_api.games.super_rack_o.cards import Card, Colour, Kind, format_card
from racko_api.games.super_rack_o.engine import awaited_seat
from racko_api.games.super_rack_o.evaluate import keepable, spread
from racko_api.games.super_rack_o.rack import ROWS, SLOTS, DoubleRack, Slot
from racko_api.games.super_rack_o.ruleset import SUPER_RACK_O_ID
from racko_api.games.super_rack_o.state import GameState, Phase
from racko_api.games.super_rack_o.swap import accept_swap
from racko_api.games.super_rack_o.views import SeatView, seat_view

SPREAD = 8  # number cards tried when pricing a draw from the stock
# tie-breaks among equal estimates: a swap or reverse played beats letting a card go, which
# beats an exchange that changes nothing
PREFERRED: dict[ActionType, int] = {ActionType.EXCHANGE: 0, ActionType.DISCARD: 1, ActionType.PLAY_SWAP: 2,
                                    ActionType.PLAY_REVERSE: 2, ActionType.CALL_SUPER_RACK_O: 3}


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
    kept_blue, spread_blue = _side_terms(Colour.BLUE, rack.blue)
    kept_red, spread_red = _side_terms(Colour.RED, rack.red)
    return kept_blue + kept_red + 1.0 / (1.0 + (spread_blue + spread_red) / 100.0)


@lru_cache(maxsize=4096)
def _side_terms(colour: Colour, cards: tuple[Card, ...]) -> tuple[int, int]:
    """One side's share of `_score`. An exchange changes one side only, so the other side's
    share is looked up rather than worked out again."""
    return keepable(colour, cards), spread(colour, cards)


def _best_exchange(rack: DoubleRack[Card], card: Card) -> tuple[float, Slot]:
    return max(((_score(rack.replace(s, card)), s) for s in SLOTS), key=lambda t: t[0])


def _unseen_spread(rack: DoubleRack[Card], seen: SeatView) -> list[Card]:
    known = set(rack.blue + rack.red) | set(seen.discard)
    cards = [Card(Kind.NUMBER, colour, v) for colour in Colour for v in range(1, 41)]
    cards = [c for c in cards if c not in known]
    if len(cards) <= SPREAD:
        return cards
    step = len(cards) / SPREAD
    return [cards[int(step * (i + 0.5))] for i in range(SPREAD)]


def advise(seen: SeatView) -> SuperAdvice:
    """Every legal action of the seat, best first, with the reasons for the first."""
    legal = seen.legal_actions
    if not legal:
        raise ValueError(tr("this seat has no decision to make now"))
    rack = seen.rack
    now = _score(rack)
    hand = seen.hand
    pending = seen.pending
    draw_value: float | None = None
    value: float
    out = []
    for action in legal:
        kind = action.type
        if kind is ActionType.EXCHANGE:
            assert hand is not None and action.slot is not None
            value = _score(rack.replace(action.slot, hand))
        elif kind is ActionType.TAKE_DISCARD:
            assert seen.discard_top is not None
            value = _best_exchange(rack, seen.discard_top)[0]
        elif kind is ActionType.DRAW_STOCK:
            if draw_value is None:
                cards = _unseen_spread(rack, seen)
                draw_value = (sum(max(now, _best_exchange(rack, c)[0]) for c in cards) / len(cards)
                              if cards else float(now))
            value = draw_value
        elif kind is ActionType.ACCEPT_SWAP:
            assert pending is not None
            value = _score(accept_swap(rack, pending.row))
        elif kind is ActionType.CALL_SUPER_RACK_O:
            value = 2.0 * ROWS + 1
        else:  # discard, a swap played, a reverse played, next round: the own rack stays
            value = now
        out.append(SuperChoice(action, float(value)))
    out = _pick_targets(out, seen)
    out.sort(key=lambda c: (-c.estimate, -PREFERRED.get(c.action.type, 1)))
    reasons = _reasons(out[0], rack, now, hand, seen) + _against(out, hand)
    return SuperAdvice(tuple(out), tuple(reasons))


def advise_seat(state: GameState, seat: int, call_window: bool = True) -> dict[str, Any]:
    """What `seat` should do now, from its view alone; IllegalMove (S-TURN) when the game does
    not wait for that seat (nor may it call). Between rounds every seat's one legal action,
    `next_round`, is the advice. `call_window` changes nothing here: Super Rack-O is called as
    soon as it may be (S-WIN). Before round 1 is dealt: IllegalMove (R-DEAL)."""
    verify_dealt(state)
    seen = seat_view(state, seat)
    between = state.phase is Phase.ROUND_OVER
    if awaited_seat(state) != seat and not seen.can_call and not between:
        raise IllegalMove(tr("advice is for the seat the game waits for"), rule="S-TURN")
    return {"ruleset": SUPER_RACK_O_ID, **advise(seen).to_dict()}


def _pick_targets(choices: Sequence[SuperChoice], seen: SeatView) -> list[SuperChoice]:
    """Of the swaps (and reverses), rank the one on the leading opponent, the row named in the
    swap first; the others follow it, a little lower, so the order is stable."""
    seat, players = seen.seat, seen.players
    wins = list(seen.wins or [0] * players)
    named = seen.pending.row if seen.pending is not None else 1
    swaps = any(c.action.type is ActionType.PLAY_SWAP for c in choices)
    row = swap_row(seen.rack) if swaps else 0  # worked out only where a swap may be played

    def closeness(target: int) -> tuple[int, int]:
        return wins[target], -((target - seat) % players)

    out = []
    for c in choices:
        a = c.action
        if a.type is ActionType.PLAY_SWAP:
            others = [t for t in range(players) if t != seat]
            best = max(others, key=closeness)
            if a.target_seat != best or a.row != row:
                c = SuperChoice(a, c.estimate - 0.001)
        elif a.type is ActionType.PLAY_REVERSE and a.row != named:
            c = SuperChoice(a, c.estimate - 0.001)
        out.append(c)
    return out


def _reasons(best: SuperChoice, rack: DoubleRack[Card], now: float, hand: Card | None,
             seen: SeatView) -> list[Reason]:
    a, kind = best.action, best.action.type
    keep = tr("{now} of the 16 cards can stay where they are in some finished rack", now=int(now))
    after = tr("{staying} of the 16 can stay", staying=int(best.estimate))
    if kind is ActionType.CALL_SUPER_RACK_O:
        return [Reason("S-WIN", tr("both sides are in order: call Super Rack-O"))]
    if kind is ActionType.EXCHANGE:
        assert a.slot is not None
        text = (tr("{card} goes into {side} row "
                   "{row} in place of {replaced}: now {keep}; after it, "
                   "{after}",
                   card=format_card(hand) if hand else '?',
                   side=a.slot.side.value, row=a.slot.row,
                   replaced=format_card(rack[a.slot]), keep=keep, after=after))
        return [Reason("S-TURN", text)]
    if kind is ActionType.TAKE_DISCARD:
        top = seen.discard_top
        return [Reason("S-TURN", tr("take the {card} from the discard "
                                    "pile: in its best slot {after}, more than a card from the "
                                    "draw pile brings on average",
                                    card=format_card(top) if top else '?',
                                    after=after))]
    if kind is ActionType.DRAW_STOCK:
        top = seen.discard_top
        if not any(c.type is ActionType.TAKE_DISCARD for c in seen.legal_actions):
            why = (tr("the discard pile is empty") if top is None else
                   tr("the {card} on the discard pile may not be taken (swap and "
                      "reverse cards never are)", card=format_card(top)))
            return [Reason("S-TURN", tr("draw from the draw pile: {why}; {keep}", why=why, keep=keep))]
        return [Reason("S-TURN", tr("draw from the draw pile: {keep}; the top discard would not "
                                    "help more than a card drawn does on average", keep=keep))]
    if kind is ActionType.PLAY_SWAP:
        return [Reason("S-SWAP", tr("play the swap on seat {seat}, row {row}: your "
                                    "rack stays as it is and theirs must switch a row (or be "
                                    "reversed); their racks are hidden, so the seat with the "
                                    "most wins (the next one on a tie) is named, at the row "
                                    "whose switch would cost your own rack the most cards",
                                    seat=a.target_seat, row=a.row))]
    row = seen.pending.row if seen.pending is not None else 0
    if kind is ActionType.ACCEPT_SWAP:
        return [Reason("S-SWAP", tr("let row {row} switch sides: {after} (now {now}), and no "
                                    "reverse card does better", row=row, after=after, now=int(now)))]
    if kind is ActionType.PLAY_REVERSE:
        switched = int(_score(accept_swap(rack, row)))
        return [Reason("S-REVERSE", tr("answer with the reverse card: letting row {row} switch "
                                       "sides would leave {switched} of the 16 cards that can "
                                       "stay (now {now}); the swap goes back on its player, "
                                       "naming row {their_row}, and the reverse card's slot is "
                                       "refilled",
                                       row=row, switched=switched, now=int(now), their_row=a.row))]
    if kind is ActionType.DISCARD:
        return [Reason("S-TURN", tr("let the {card} go: no slot helps "
                                    "({keep})",
                                    card=format_card(hand) if hand else '?',
                                    keep=keep))]
    if kind is ActionType.NEXT_ROUND:
        return [Reason("S-DEAL", tr("the round is over: deal the next one (the deal passes to "
                                    "the left)"))]
    return [Reason("S-TURN", keep)]


def _what(action: Action, hand: Card | None) -> str:
    """An action as a player would say it."""
    kind, card = action.type, format_card(hand) if hand is not None else "?"
    if kind is ActionType.EXCHANGE:
        assert action.slot is not None
        return tr("{card} in {side} row {row}",
                  card=card, side=action.slot.side.value, row=action.slot.row)
    return {ActionType.DRAW_STOCK: tr("drawing from the draw pile"),
            ActionType.TAKE_DISCARD: tr("taking the top discard"),
            ActionType.DISCARD: tr("letting {card} go", card=card),
            ActionType.PLAY_SWAP: tr("playing the swap on seat {seat}, row "
                                     "{row}",
                                     seat=action.target_seat, row=action.row),
            ActionType.ACCEPT_SWAP: tr("letting the row switch sides"),
            ActionType.PLAY_REVERSE: tr("answering with the reverse card, row {row}",
                                        row=action.row),
            ActionType.CALL_SUPER_RACK_O: tr("calling Super Rack-O"),
            ActionType.NEXT_ROUND: tr("dealing the next round")}[kind]


RULE_OF = {ActionType.PLAY_SWAP: "S-SWAP", ActionType.PLAY_REVERSE: "S-REVERSE"}


def _against(choices: Sequence[SuperChoice], hand: Card | None) -> list[Reason]:
    """Why the best choice beats the best alternative (the runner-up, when it is of the same
    kind: another slot or target) and the best of another kind (a swap played, above all: it
    leaves the own rack as it stands), with both estimates."""
    best = choices[0]
    kinds = {ActionType.PLAY_SWAP, ActionType.PLAY_REVERSE}
    rival = next((c for c in choices[1:] if c.action.type in kinds and best.action.type not in kinds),
                 None) or next((c for c in choices[1:] if c.action.type is not best.action.type),
                               None)
    out = _runner_up(choices, hand) if len(choices) > 1 and choices[1] is not rival else []
    if rival is None:
        return out
    rule = RULE_OF.get(rival.action.type, "S-TURN")
    if best.estimate > rival.estimate:
        why = tr("it scores {best_estimate:.3f} against {rival_estimate:.3f}",
                 best_estimate=best.estimate, rival_estimate=rival.estimate)
    else:
        why = tr("both score {best_estimate:.3f}, and on a tie {first} comes "
                 "first", best_estimate=best.estimate, first=_what(best.action, hand))
    return [*out, Reason(rule, tr("better than {rival}: {why}",
                                  rival=_what(rival.action, hand), why=why))]


def _runner_up(choices: Sequence[SuperChoice], hand: Card | None) -> list[Reason]:
    """The best choice against the next one, of the same kind: better, or a tie said."""
    best, runner = choices[0], choices[1]
    rule = RULE_OF.get(best.action.type, "S-TURN")
    what = _what(runner.action, hand)
    if best.estimate > runner.estimate:
        return [Reason(rule, tr("better than {what}, the next best: it scores {best_estimate:.3f} "
                                "against {runner_estimate:.3f}", what=what,
                                best_estimate=best.estimate, runner_estimate=runner.estimate))]
    return [Reason(rule, tr("as good as {what}: both score {best_estimate:.3f}, either will do",
                            what=what, best_estimate=best.estimate))]


__all__ = ["SuperAdvice", "SuperChoice", "advise", "advise_seat"]
