"""The pure Super Rack-O game engine: `new_game`, `legal_actions`, `apply`.

`apply` never changes the state it is given: it returns a new state and its events, or
raises IllegalMove / InvalidInput naming the rule, leaving the caller's state as it was.

Readings of the Super Rack-O rulebook taken here, beyond those in `swap.py`:

- Seats 0..n-1 sit clockwise; "to the left" is seat + 1. The first player is left of the
  dealer; at the next round the deal passes left.
- Calling "SUPER RACK-O!" is an action: any seat whose rack verifies (S-WIN) may call it
  while no swap is pending and it is not in the middle of its own turn (the player on turn
  may call before taking a card; after their exchange the turn has passed, so they may
  call then too). The first valid call wins the round; the rulebook gives no points, so a
  round is one win and the game ends at `wins_needed` wins. Another seat may call while
  the player on turn holds a card; that card stays in hand until the next deal.
- A swap or reverse is answered before anything else: while one is pending nobody calls.
- When a card must be drawn from an empty draw pile, the whole discard pile is turned over,
  not shuffled (R-RESTOCK, `piles.py`); this also serves the refill after a reverse.
- Any seat may deal the next round (`next_round`); the deal passes left.
"""

from __future__ import annotations

import random
import secrets
from dataclasses import replace

from racko_api.rules.errors import FieldError, IllegalMove, InvalidInput
from racko_api.rules.turns import Pile
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
)
from racko_api.super_rack_o.cards import Kind, format_card
from racko_api.super_rack_o.deal import MAX_PLAYERS, MIN_PLAYERS, deal
from racko_api.super_rack_o.deck import CardId, face
from racko_api.super_rack_o.events import Event
from racko_api.super_rack_o.piles import draw_top
from racko_api.super_rack_o.rack import ROWS, SLOTS
from racko_api.super_rack_o.state import GameState, Phase
from racko_api.super_rack_o.swap import (
    PendingSwap,
    accept_swap,
    reverse_slots,
    verify_playable_swap,
    verify_reverse,
    verify_swap_target,
)
from racko_api.super_rack_o.turn import (
    can_take_discard,
    exchange,
    verify_discard,
    verify_take_discard,
)
from racko_api.super_rack_o.win import can_super_rack_o, verify_super_rack_o

Result = tuple[GameState, tuple[Event, ...]]


def new_game(players: int, *, wins_needed: int = 1, dealer: int = 0,
             rng: random.Random | None = None) -> Result:
    """Deal round 1 (S-DEAL). `rng` seeds the shuffle; by default the system's secure source."""
    if not MIN_PLAYERS <= players <= MAX_PLAYERS:
        raise InvalidInput(f"Super Rack-O is for {MIN_PLAYERS}-{MAX_PLAYERS} players",
                           errors=(FieldError("players", f"{MIN_PLAYERS}-{MAX_PLAYERS}"),))
    if wins_needed < 1:
        raise InvalidInput("wins_needed is at least 1", errors=(FieldError("wins_needed", "1 or more"),))
    if not 0 <= dealer < players:
        raise InvalidInput("the dealer is a seat", errors=(FieldError("dealer", f"0-{players - 1}"),))
    d = deal(players, dealer, rng or secrets.SystemRandom())
    state = GameState(players=players, wins_needed=wins_needed, round=1, dealer=dealer,
                      turn=(dealer + 1) % players, phase=Phase.DRAW, racks=d.racks,
                      draw_pile=d.draw_pile, discard_pile=d.discard_pile, wins=(0,) * players)
    return state, (_dealt(state),)


def _dealt(state: GameState) -> Event:
    return Event("dealt", None, {"round": state.round, "dealer": state.dealer,
                                 "turn": state.turn, "discard_top": _text(state.discard_pile[-1])},
                 rule="S-DEAL")


def _text(card_id: CardId) -> str:
    return format_card(face(card_id))


def may_call(state: GameState, seat: int) -> bool:
    """True when `seat` may call Super Rack-O now and its rack verifies (S-WIN)."""
    return _call_window(state, seat) and can_super_rack_o(state.rack(seat))


def _call_window(state: GameState, seat: int) -> bool:
    if state.phase is Phase.DRAW:
        return True
    return state.phase in (Phase.HOLDING, Phase.NAME_SWAP) and seat != state.turn


def legal_actions(state: GameState, seat: int) -> tuple[Action, ...]:
    """Every action `seat` may take now; `apply` accepts exactly these (and nothing else)."""
    if not 0 <= seat < state.players or state.phase is Phase.GAME_OVER:
        return ()
    if state.phase is Phase.ROUND_OVER:
        return (NextRound(),)
    out: list[Action] = [CallSuperRackO()] if may_call(state, seat) else []
    if state.phase is Phase.SWAP_PENDING:
        assert state.pending is not None
        if seat == state.pending.target:
            out.append(AcceptSwap())
            out += [PlayReverse(row, slot) for slot in reverse_slots(state.rack(seat))
                    for row in range(1, ROWS + 1)]
        return tuple(out)
    if seat != state.turn:
        return tuple(out)
    if state.phase is Phase.DRAW:
        out.append(DrawStock())
        if can_take_discard(state.discard_top):
            out.append(TakeDiscard())
    elif state.phase is Phase.HOLDING:
        assert state.hand is not None
        out += [Exchange(slot) for slot in SLOTS]
        if state.hand_source is Pile.STOCK:
            out.append(Discard())
            if face(state.hand).kind is Kind.SWAP:
                out += _swap_targets(state, seat)
    elif state.phase is Phase.NAME_SWAP:
        out += _swap_targets(state, seat)
    return tuple(out)


def _swap_targets(state: GameState, seat: int) -> list[Action]:
    return [PlaySwap(t, row) for t in range(state.players) if t != seat for row in range(1, ROWS + 1)]


def awaited_seat(state: GameState) -> int | None:
    """The seat the game waits for: the target of a pending swap, else the player on turn.

    After a round any seat may deal the next one (None is returned then, and at game end).
    """
    if state.phase is Phase.SWAP_PENDING:
        assert state.pending is not None
        return state.pending.target
    if state.phase in (Phase.ROUND_OVER, Phase.GAME_OVER):
        return None
    return state.turn


def seats_to_act(state: GameState) -> tuple[int, ...]:
    """Seats that have some legal action now (for running bots)."""
    return tuple(s for s in range(state.players) if legal_actions(state, s))


def apply(state: GameState, seat: int, action: Action, *, rng: random.Random | None = None) -> Result:
    """Play `action` for `seat`. `rng` is used only by next_round (the secure source by default)."""
    if not 0 <= seat < state.players:
        raise InvalidInput(f"there is no seat {seat}", errors=(FieldError("seat", f"0-{state.players - 1}"),))
    if state.phase is Phase.GAME_OVER:
        raise IllegalMove("the game is over", rule="S-WIN")
    if isinstance(action, NextRound):
        return _next_round(state, rng)
    if state.phase is Phase.ROUND_OVER:
        raise IllegalMove("the round is over; deal the next round", rule="S-WIN")
    if isinstance(action, CallSuperRackO):
        return _call(state, seat)
    if isinstance(action, (AcceptSwap, PlayReverse)):
        return _answer_swap(state, seat, action)
    if state.phase is Phase.SWAP_PENDING:
        assert state.pending is not None
        raise IllegalMove(f"seat {state.pending.target} must first answer the swap "
                          f"(accept it or play a reverse card)", rule="S-REVERSE")
    if seat != state.turn:
        raise IllegalMove(f"it is seat {state.turn}'s turn", rule="S-TURN")
    if isinstance(action, (DrawStock, TakeDiscard)):
        return _take(state, seat, action)
    if isinstance(action, PlaySwap):
        return _play_swap(state, seat, action)
    if state.phase is not Phase.HOLDING:
        raise IllegalMove(_phase_hint(state), rule="S-SWAP" if state.phase is Phase.NAME_SWAP else "S-TURN")
    if isinstance(action, Exchange):
        return _exchange(state, seat, action)
    if isinstance(action, Discard):
        return _discard(state, seat)
    raise InvalidInput(f"unknown action {action!r}")


def verify_action(state: GameState, seat: int, action: Action) -> None:
    """Raise exactly what `apply` would raise for this action, changing nothing."""
    apply(state, seat, action, rng=random.Random(0))


def can_apply(state: GameState, seat: int, action: Action) -> bool:
    """True when `apply` would accept the action now."""
    try:
        verify_action(state, seat, action)
    except (IllegalMove, InvalidInput):
        return False
    return True


def _phase_hint(state: GameState) -> str:
    return {
        Phase.DRAW: "take a card from the draw pile or the discard pile first",
        Phase.HOLDING: "you hold a card: exchange it or discard it",
        Phase.NAME_SWAP: "name an opponent and a row for the swap card you played",
    }.get(state.phase, f"not now ({state.phase.value})")


def _done(state: GameState, **changes: object) -> GameState:
    return replace(state, moves=state.moves + 1, **changes)  # type: ignore[arg-type]


def _end_turn(state: GameState, **changes: object) -> GameState:
    return _done(state, turn=(state.turn + 1) % state.players, phase=Phase.DRAW, hand=None,
                 hand_source=None, pending=None, **changes)


def _take(state: GameState, seat: int, action: DrawStock | TakeDiscard) -> Result:
    if state.phase is not Phase.DRAW:
        raise IllegalMove(_phase_hint(state), rule="S-TURN")
    if isinstance(action, TakeDiscard):
        verify_take_discard(state.discard_top)
        card = state.discard_pile[-1]
        new = _done(state, phase=Phase.HOLDING, hand=card, hand_source=Pile.DISCARD,
                    discard_pile=state.discard_pile[:-1])
        return new, (Event("took_discard", seat, {"card": _text(card)}, rule="S-TURN"),)
    drawn = draw_top(state.draw_pile, state.discard_pile)
    events = [Event("restocked", None, {"cards": len(drawn.draw_pile) + 1}, rule="R-RESTOCK")] \
        if drawn.restocked else []
    new = _done(state, phase=Phase.HOLDING, hand=drawn.card, hand_source=Pile.STOCK,
                draw_pile=drawn.draw_pile, discard_pile=drawn.discard_pile)
    events.append(Event("drew", seat, {}, {"card": _text(drawn.card)}, rule="S-TURN"))
    return new, tuple(events)


def _exchange(state: GameState, seat: int, action: Exchange) -> Result:
    assert state.hand is not None
    rack, old = exchange(state.racks[seat], action.slot, state.hand)
    racks = state.racks[:seat] + (rack,) + state.racks[seat + 1:]
    public = {"slot": action.slot.to_dict(), "discarded": _text(old)}
    if state.hand_source is Pile.DISCARD:
        public["card"] = _text(state.hand)
    event = Event("exchanged", seat, public, {"card": _text(state.hand)}, rule="S-TURN")
    discard = state.discard_pile + (old,)
    if face(old).kind is Kind.SWAP:
        new = _done(state, racks=racks, discard_pile=discard, phase=Phase.NAME_SWAP, hand=None,
                    hand_source=None)
        return new, (event,)
    return _end_turn(state, racks=racks, discard_pile=discard), (event,)


def _discard(state: GameState, seat: int) -> Result:
    assert state.hand is not None and state.hand_source is not None
    verify_discard(state.hand_source)
    new = _end_turn(state, discard_pile=state.discard_pile + (state.hand,))
    return new, (Event("discarded", seat, {"card": _text(state.hand)}, rule="S-TURN"),)


def _play_swap(state: GameState, seat: int, action: PlaySwap) -> Result:
    verify_swap_target(state.players, seat, action.target_seat, action.row)
    discard = state.discard_pile
    if state.phase is Phase.HOLDING:
        assert state.hand is not None
        verify_playable_swap(face(state.hand))
        if state.hand_source is not Pile.STOCK:  # unreachable: S-TURN keeps swaps out of hand
            raise IllegalMove("only a swap drawn from the draw pile is played at once", rule="S-SWAP")
        discard = discard + (state.hand,)
    elif state.phase is not Phase.NAME_SWAP:
        raise IllegalMove("a swap is played by exchanging a drawn card for a swap card of your "
                          "rack, or at once when drawn", rule="S-SWAP")
    pending = PendingSwap(seat, action.target_seat, action.row)
    new = _done(state, phase=Phase.SWAP_PENDING, pending=pending, hand=None, hand_source=None,
                discard_pile=discard)
    return new, (Event("swap_played", seat, {"target_seat": action.target_seat, "row": action.row},
                       rule="S-SWAP"),)


def _answer_swap(state: GameState, seat: int, action: AcceptSwap | PlayReverse) -> Result:
    p = state.pending
    if state.phase is not Phase.SWAP_PENDING or p is None:
        rule = "S-SWAP" if isinstance(action, AcceptSwap) else "S-REVERSE"
        raise IllegalMove("no swap is aimed at you", rule=rule)
    if seat != p.target:
        raise IllegalMove(f"the swap is aimed at seat {p.target}",
                          rule="S-SWAP" if isinstance(action, AcceptSwap) else "S-REVERSE")
    if isinstance(action, AcceptSwap):
        rack = accept_swap(state.racks[seat], p.row)
        racks = state.racks[:seat] + (rack,) + state.racks[seat + 1:]
        event = Event("row_switched", seat, {"row": p.row, "swapper": p.swapper}, rule="S-SWAP")
        return _end_turn(state, racks=racks), (event,)
    slot = verify_reverse(state.rack(seat), action.slot, action.row)
    reverse_card = state.racks[seat][slot]
    drawn = draw_top(state.draw_pile, state.discard_pile + (reverse_card,))
    rack = state.racks[seat].replace(slot, drawn.card)
    racks = state.racks[:seat] + (rack,) + state.racks[seat + 1:]
    cancels = "reverse" if p.reverses else "swap"  # a reverse of a reverse cancels that reverse
    events = [Event("reversed", seat, {"slot": slot.to_dict(), "row": action.row,
                                       "target_seat": p.swapper, "cancels": cancels}, rule="S-REVERSE")]
    if drawn.restocked:
        events.append(Event("restocked", None, {"cards": len(drawn.draw_pile) + 1}, rule="R-RESTOCK"))
    events.append(Event("refilled", seat, {"slot": slot.to_dict()}, {"card": _text(drawn.card)},
                        rule="S-REVERSE"))
    new = _done(state, racks=racks, draw_pile=drawn.draw_pile, discard_pile=drawn.discard_pile,
                pending=p.reversed_by_target(action.row))
    return new, tuple(events)


def _call(state: GameState, seat: int) -> Result:
    if not _call_window(state, seat):
        if state.phase is Phase.SWAP_PENDING:
            raise IllegalMove("the swap must be answered before anyone calls", rule="S-REVERSE")
        raise IllegalMove("finish your turn before calling Super Rack-O", rule="S-TURN")
    verify_super_rack_o(state.rack(seat))
    wins = tuple(w + (i == seat) for i, w in enumerate(state.wins))
    over = wins[seat] >= state.wins_needed
    new = _done(state, wins=wins, round_winner=seat, phase=Phase.GAME_OVER if over else Phase.ROUND_OVER)
    events = [Event("super_rack_o", seat, {"rack": _rack_text(state, seat), "wins": list(wins)},
                    rule="S-WIN")]
    if over:
        events.append(Event("game_over", seat, {"wins": list(wins)}))
    return new, tuple(events)


def _rack_text(state: GameState, seat: int) -> dict[str, list[str]]:
    """A called rack is laid down for all to check."""
    r = state.rack(seat)
    return {"blue": [format_card(c) for c in r.blue], "red": [format_card(c) for c in r.red]}


def _next_round(state: GameState, rng: random.Random | None) -> Result:
    if state.phase is not Phase.ROUND_OVER:
        raise IllegalMove("the round is not over", rule="S-WIN")
    dealer = (state.dealer + 1) % state.players
    d = deal(state.players, dealer, rng or secrets.SystemRandom())
    new = replace(state, round=state.round + 1, dealer=dealer, turn=(dealer + 1) % state.players,
                  phase=Phase.DRAW, racks=d.racks, draw_pile=d.draw_pile, discard_pile=d.discard_pile,
                  hand=None, hand_source=None, pending=None, round_winner=None, moves=state.moves + 1)
    return new, (_dealt(new),)


__all__ = ["Result", "apply", "awaited_seat", "can_apply", "legal_actions", "may_call", "new_game",
           "seats_to_act", "verify_action"]
