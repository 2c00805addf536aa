"""The bots, each a pure function from a seat's typed view (`views.SeatView`) and a random source to
an action, as in Rack-O; `bot_move` picks the next move a bot makes in a game.

- ``random``: uniform over the legal actions in the view.
- ``basic``: calls when it can; keeps the exchange that most improves `evaluate.quality`;
  plays drawn swaps on the next opponent, at the row `aim.swap_row` names; accepts a swap
  unless it hurts and it holds a reverse card, which it then plays naming the same row.
- ``strong``: keeps only cards that let more of the rack stay (`evaluate.keepable`), spread
  evenly among equals; takes the top discard only when it does; keeps a drawn swap card for an
  opponent unless the rack needs the slot; aims every swap at the leading opponent, at the row
  `aim.swap_row` names (the one whose switch would cost its own rack the most).
- ``expert``: plays the advisor's first choice (`advisor.py`).
"""

from __future__ import annotations

import random
from collections.abc import Callable, Sequence

from racko_api.games.super_rack_o.actions import (
    ACCEPT_SWAP,
    CALL_SUPER_RACK_O,
    DISCARD,
    DRAW_STOCK,
    NEXT_ROUND,
    TAKE_DISCARD,
    Action,
    ActionType,
    exchange,
)
from racko_api.games.super_rack_o.advisor import advise
from racko_api.games.super_rack_o.aim import swap_row
from racko_api.games.super_rack_o.cards import Card
from racko_api.games.super_rack_o.engine import awaited_seat, may_call
from racko_api.games.super_rack_o.evaluate import quality
from racko_api.games.super_rack_o.rack import SLOTS, DoubleRack, Slot
from racko_api.games.super_rack_o.state import GameState, Phase
from racko_api.games.super_rack_o.views import SeatView, seat_view

Bot = Callable[[SeatView, random.Random], Action | None]


def random_bot(seen: SeatView, rng: random.Random) -> Action:
    """A uniformly random legal action."""
    return rng.choice(seen.legal_actions)


def _best_exchange(rack: DoubleRack[Card], card: Card) -> tuple[Slot, bool]:
    """The slot where `card` helps most, and whether that beats keeping the rack as it is."""
    here = quality(rack)
    slot = max(SLOTS, key=lambda s: quality(rack.replace(s, card)))
    return slot, quality(rack.replace(slot, card)) > here


def _open(seen: SeatView) -> tuple[tuple[Action, ...], set[ActionType], Action | None]:
    """The seat's legal actions, their types, and the action every bot takes when there is one:
    call Super Rack-O, or deal the next round."""
    legal = tuple(seen.legal_actions)
    kinds = {a.type for a in legal}
    if ActionType.CALL_SUPER_RACK_O in kinds:
        return legal, kinds, CALL_SUPER_RACK_O
    if ActionType.NEXT_ROUND in kinds:
        return legal, kinds, NEXT_ROUND
    if not legal:
        raise ValueError("no legal action for this seat now")
    return legal, kinds, None


def basic_bot(seen: SeatView, rng: random.Random) -> Action:
    """A sensible player: see the module docstring."""
    legal, kinds, forced = _open(seen)
    if forced is not None:
        return forced
    rack = seen.rack
    if ActionType.ACCEPT_SWAP in kinds:
        assert seen.pending is not None
        row = seen.pending.row
        reverses = [a for a in legal if a.type is ActionType.PLAY_REVERSE and a.row == row]
        if reverses and quality(rack.switch_row(row)) < quality(rack):
            return reverses[0]
        return ACCEPT_SWAP
    swaps = [a for a in legal if a.type is ActionType.PLAY_SWAP]
    next_seat = (seen.seat + 1) % seen.players
    if swaps and ActionType.EXCHANGE not in kinds:  # a swap card was exchanged out: name the target
        return _swap_on(swaps, next_seat, seen)
    if ActionType.DRAW_STOCK in kinds:
        top = seen.discard_top
        if ActionType.TAKE_DISCARD in kinds and top is not None and _best_exchange(rack, top)[1]:
            return TAKE_DISCARD
        return DRAW_STOCK
    assert seen.hand is not None
    slot, better = _best_exchange(rack, seen.hand)
    if swaps:
        return _swap_on(swaps, next_seat, seen)
    if better or ActionType.DISCARD not in kinds:
        return exchange(slot)
    return DISCARD


def _swap_on(swaps: list[Action], target: int, seen: SeatView) -> Action:
    row = swap_row(seen.rack)
    for a in swaps:
        if a.target_seat == target and a.row == row:
            return a
    return swaps[0]


def strong_bot(seen: SeatView, rng: random.Random) -> Action:
    """A stronger player than basic: see the module docstring."""
    legal, kinds, forced = _open(seen)
    if forced is not None:
        return forced
    rack = seen.rack
    if ActionType.ACCEPT_SWAP in kinds:
        assert seen.pending is not None
        row = seen.pending.row
        reverses = [a for a in legal if a.type is ActionType.PLAY_REVERSE]
        if reverses and quality(rack.switch_row(row)) < quality(rack):
            return max(reverses, key=lambda a: a.row == row)
        return ACCEPT_SWAP
    swaps = [a for a in legal if a.type is ActionType.PLAY_SWAP]
    if swaps and ActionType.EXCHANGE not in kinds:  # a swap card was exchanged out: name the target
        return _swap_on_leader(swaps, seen)
    if ActionType.DRAW_STOCK in kinds:
        top = seen.discard_top
        if ActionType.TAKE_DISCARD in kinds and top is not None and _worth(rack, top)[1]:
            return TAKE_DISCARD
        return DRAW_STOCK
    assert seen.hand is not None
    slot, worth = _worth(rack, seen.hand)
    if swaps and not worth:
        return _swap_on_leader(swaps, seen)
    if worth or ActionType.DISCARD not in kinds:  # a card from the discard pile must stay
        return exchange(slot)
    return DISCARD


SPREAD_GAIN = 8
"""How much nearer an even spread (as `evaluate.spread` counts it) a card must bring a rack for
`strong` to keep it when it lets no more cards stay."""


def _worth(rack: DoubleRack[Card], card: Card) -> tuple[Slot, bool]:
    """The best slot for `card`, and whether it is worth a turn there: more cards can stay, or as
    many, spread clearly more evenly."""
    slot, _ = _best_exchange(rack, card)
    (kept, evenness), (now_kept, now_evenness) = quality(rack.replace(slot, card)), quality(rack)
    return slot, kept > now_kept or (kept == now_kept and evenness - now_evenness >= SPREAD_GAIN)


def _swap_on_leader(swaps: list[Action], seen: SeatView) -> Action:
    """The opponent with the most wins (the next seat on a tie), at the row `aim.swap_row` names."""
    players, seat = seen.players, seen.seat
    wins = list(seen.wins) or [0] * players
    target = max((t for t in range(players) if t != seat),
                 key=lambda t: (wins[t], -((t - seat) % players)))
    row = swap_row(seen.rack)
    for a in swaps:
        if a.target_seat == target and a.row == row:
            return a
    return swaps[0]


def expert_bot(seen: SeatView, rng: random.Random) -> Action:
    """The advisor's first choice."""
    return advise(seen).choices[0].action


BOTS: dict[str, Bot] = {"random": random_bot, "basic": basic_bot, "strong": strong_bot,
                        "expert": expert_bot}


def bot_move(state: GameState, bots: Sequence[Bot | None], rng: random.Random) -> tuple[int, Action] | None:
    """The next move a bot makes now, or None when the game waits for a person (or is over).

    A bot seat that may call Super Rack-O calls first; then the seat the game waits for moves.
    After a round a bot deals the next one only when no person sits at the table.
    """
    phase = state.phase
    if phase is Phase.GAME_OVER:
        return None
    if phase is Phase.ROUND_OVER:
        return (0, NEXT_ROUND) if all(b is not None for b in bots) else None
    for seat, bot in enumerate(bots):
        if bot is not None and may_call(state, seat):
            return seat, CALL_SUPER_RACK_O
    waited = awaited_seat(state)
    bot = None if waited is None else bots[waited]
    if waited is None or bot is None:
        return None
    action = bot(seat_view(state, waited), rng)
    if action is None:
        raise RuntimeError(f"the bot of seat {waited} did not move on its turn")
    return waited, action


__all__ = ["BOTS", "Bot", "basic_bot", "bot_move", "expert_bot", "random_bot", "strong_bot"]
