"""The pure Super Rack-O game engine: `new_game`, `legal_actions`, `verify_action`, `can_apply`,
`apply` (the same protocol as the Rack-O engine, see `racko_api.games.kinds`).

`apply` begins with `verify_action`, which raises IllegalMove / InvalidInput naming the rule;
it never changes the state it is given but returns a new one with the events of the action.

Readings of the Super Rack-O rulebook taken here, beyond those in `swap.py`:

- Seats 0..n-1 sit clockwise; "to the left" is seat + 1. The first dealer is drawn at random;
  the first player is left of the dealer; at the next round the deal passes left.
- Calling "SUPER RACK-O!" is an action (S-CALL): any seat whose rack verifies (S-WIN) may call it
  while no swap is pending and it is not in the middle of its own turn (the player on turn
  may call before taking a card; after their exchange the turn has passed, so they may
  call then too). The first valid call wins the round; the rulebook gives no points, so a
  round is one win and the game ends at `wins_needed` wins. Another seat may call while
  the player on turn holds a card; that card stays in hand until the next deal.
- A swap or reverse is answered before anything else: while one is pending nobody calls.
- When a card must be drawn from an empty draw pile, the whole discard pile is turned over,
  not shuffled, unless the table's `restock` option is shuffle: then the turned-over pile is
  shuffled by the round's seed, as in Rack-O (R-RESTOCK, `piles.py`, `core.restock`); this also
  serves the refill after a reverse.
- Any seat may deal the next round (`next_round`); the deal passes left.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import replace

from racko_api.core.deals import chain as deal_chain
from racko_api.core.deals import commitment, table_rng
from racko_api.core.deals.ledger import verify_fixed_seed
from racko_api.core.errors import FieldError, IllegalMove, InvalidInput, passes
from racko_api.core.plays import Pile
from racko_api.core.restock import restocked
from racko_api.core.words import tr
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
    play_reverse,
    play_swap,
)
from racko_api.games.super_rack_o.cards import Kind, format_card
from racko_api.games.super_rack_o.deal import CARDS_DEALT, deal
from racko_api.games.super_rack_o.deck import DECK_SIZE, CardId, face
from racko_api.games.super_rack_o.events import Event
from racko_api.games.super_rack_o.piles import Drawn, draw_top
from racko_api.games.super_rack_o.rack import ROWS, SLOTS
from racko_api.games.super_rack_o.ruleset import SuperRuleset
from racko_api.games.super_rack_o.state import GameState, Phase, RoundWon
from racko_api.games.super_rack_o.swap import (
    PendingSwap,
    accept_swap,
    reverse_slots,
    verify_playable_swap,
    verify_reverse,
    verify_swap_target,
)
from racko_api.games.super_rack_o.turn import can_take_discard, verify_discard, verify_take_discard
from racko_api.games.super_rack_o.win import can_super_rack_o, verify_super_rack_o

Result = tuple[GameState, tuple[Event, ...]]
SCORE_UNIT = "wins"  # a round is won, not scored: a total counts won rounds


def new_game(ruleset: SuperRuleset, players: int, *, seed: int | None = None,
             wait_for: Sequence[int] = (), first_player: int | None = None) -> Result:
    """Draw the first dealer and deal round 1 (S-DEAL); a table cannot name the first player
    (`first_player` is refused): the player left of the dealer goes first. With `wait_for` (the
    seats played from their own devices), round 1 is dealt only once each of them has contributed
    (R-DEAL, `contribute`), so the deal mixes texts the server could not know when it committed.

    Every random choice comes from `racko_api.core.deals.table_rng(seed, ...)`: the system's secure
    source, or for a fixed `seed` (tests and replays only) a generator, so the game replays alike.
    """
    n = ruleset.verify_players(players, field="seats")
    if first_player is not None:
        raise InvalidInput(tr("the player left of the dealer goes first; a table cannot name the "
                              "first player"), rule="S-TURN",
                           errors=(FieldError("first_player", tr("leave it out"), "S-TURN"),))
    verify_fixed_seed(seed)
    awaiting = deal_chain.read_awaited(wait_for, n)
    dealer = table_rng(seed, "first dealer").randrange(n)
    chain = deal_chain.new_chain(table_rng(seed, "deal chain"))
    before = GameState(players=n, wins_needed=ruleset.wins_needed, restock=ruleset.restock, round=0,
                       dealer=dealer, turn=(dealer + 1) % n, phase=Phase.WAITING, racks=(),
                       stock=tuple(range(DECK_SIZE)), discard=(), wins=(0,) * n,
                       first_dealer=dealer, seed=seed, chain=chain, contributions=(None,) * n,
                       awaiting=awaiting)
    opening = (deal_chain.chain_event(chain),
               Event("first_dealer", None, first_dealer_record(dealer), rule="S-DEAL"))
    if awaiting:
        return before, opening
    state, dealt = _deal_first(before)
    return state, (*opening, *dealt)


def before_round(ruleset: SuperRuleset, players: int, round_number: int, totals: tuple[int, ...],
                 contributions: tuple[str | None, ...]) -> GameState:
    """A table about to deal round `round_number` with these wins and contributions: where the
    replay of a logged round starts (`deal_round` then deals it)."""
    n = ruleset.verify_players(players, field="players")
    done = round_number - 1
    return GameState(players=n, wins_needed=ruleset.wins_needed, restock=ruleset.restock, round=done,
                     dealer=0, turn=0, phase=Phase.ROUND_OVER, racks=(), stock=(), discard=(), wins=totals,
                     deal_seeds=(None,) * done, server_seeds=(None,) * done,
                     contributions=contributions)


def contribute(state: GameState, seat: int, text: object) -> Result:
    """Seat `seat`'s contribution to the seeds of every round dealt after it (R-DEAL); the last
    contribution round 1 waits for deals it."""
    contributions, event = deal_chain.contributed(state.chain, state.contributions, seat, text)
    state = replace(state, contributions=contributions)
    if state.phase is not Phase.WAITING or deal_chain.waiting_for(state):
        return state, (event,)
    state, dealt = _deal_first(state)
    return state, (event, *dealt)


def _deal_first(state: GameState) -> Result:
    return deal_round(state, state.dealer,
                      deal_chain.deal_seed(state.chain, state.contributions, 1, state.seed))


def deal_round(state: GameState, dealer: int, seeds: deal_chain.DealSeed) -> Result:
    """Deal the next round from `seeds` (the replay of a logged round starts here too)."""
    d = deal(state.players, dealer, seeds.seed)
    chained = deal_chain.after_deal(state, seeds)
    new = replace(state, server_seeds=chained["server_seeds"], dealt_with=chained["dealt_with"],
                  round=state.round + 1, dealer=dealer,
                  turn=(dealer + 1) % state.players, phase=Phase.DRAW, racks=d.racks, stock=d.stock,
                  discard=d.discard, hand=None, source=None, pending=None, round_winner=None,
                  turns=0, restocks=0, deal_seeds=(*state.seeds, seeds.seed))
    return new, _dealt(new, seeds)


def first_dealer_record(dealer: int) -> dict[str, object]:
    """How the first dealer was chosen: the rulebook does not say, so a seat is drawn."""
    return {"method": "draw", "dealer": dealer,
            "note": tr("the rulebook does not say who deals first, so a seat was drawn at random")}


def _dealt(state: GameState, seeds: deal_chain.DealSeed) -> tuple[Event, ...]:
    """The deal (S-DEAL), then each seat's rack, to that seat only."""
    seed = seeds.seed
    dealt = Event("dealt", None, {"round": state.round, "dealer": state.dealer,
                                  "first_player": state.turn, "deal_order": "zigzag",
                                  "cards_dealt": CARDS_DEALT,
                                  "discard_top": _text(state.discard[-1]),
                                  "stock_count": len(state.stock),
                                  "commitment": commitment(seed),
                                  **deal_chain.dealt_fields(seeds, state.contributions)},
                  rule="S-DEAL")
    return (dealt, *(Event("rack_dealt", seat, {}, {"rack": _rack_text(state, seat)}, rule="S-DEAL")
                     for seat in range(state.players)))


def _text(card_id: CardId) -> str:
    return format_card(face(card_id))


def may_call(state: GameState, seat: int) -> bool:
    """True when `seat` may call Super Rack-O now and its rack verifies (S-WIN)."""
    return 0 <= seat < state.players and _call_window(state, seat) and can_super_rack_o(state.rack(seat))


def _call_window(state: GameState, seat: int) -> bool:
    if state.phase is Phase.DRAW:
        return True
    return state.phase in (Phase.HOLDING, Phase.NAME_SWAP) and seat != state.turn


def legal_actions(state: GameState, seat: int) -> tuple[Action, ...]:
    """Every action `seat` may take now; `apply` accepts exactly these (and nothing else)."""
    if not 0 <= seat < state.players or state.phase in (Phase.GAME_OVER, Phase.WAITING):
        return ()
    if state.phase is Phase.ROUND_OVER:
        return (NEXT_ROUND,)
    out: list[Action] = [CALL_SUPER_RACK_O] if may_call(state, seat) else []
    if state.phase is Phase.SWAP_PENDING:
        assert state.pending is not None
        if seat == state.pending.target:
            out.append(ACCEPT_SWAP)
            out += [play_reverse(row, slot) for slot in reverse_slots(state.rack(seat))
                    for row in range(1, ROWS + 1)]
        return tuple(out)
    if seat != state.turn:
        return tuple(out)
    if state.phase is Phase.DRAW:
        out.append(DRAW_STOCK)
        if can_take_discard(state.discard_top):
            out.append(TAKE_DISCARD)
    elif state.phase is Phase.HOLDING:
        assert state.hand is not None
        out += [exchange(slot) for slot in SLOTS]
        if state.source is Pile.STOCK:
            out.append(DISCARD)
            if face(state.hand).kind is Kind.SWAP:
                out += _swap_targets(state, seat)
    elif state.phase is Phase.NAME_SWAP:
        out += _swap_targets(state, seat)
    return tuple(out)


def _swap_targets(state: GameState, seat: int) -> list[Action]:
    return [play_swap(t, row) for t in range(state.players) if t != seat for row in range(1, ROWS + 1)]


def awaited_seat(state: GameState) -> int | None:
    """The seat the game waits for: the target of a pending swap, else the player on turn.

    After a round any seat may deal the next one (None is returned then, and at game end).
    """
    if state.phase is Phase.SWAP_PENDING:
        assert state.pending is not None
        return state.pending.target
    if state.phase in (Phase.ROUND_OVER, Phase.GAME_OVER, Phase.WAITING):
        return None
    return state.turn


def seats_to_act(state: GameState) -> tuple[int, ...]:
    """Seats that have some legal action now."""
    return tuple(s for s in range(state.players) if legal_actions(state, s))


def verify_action(state: GameState, seat: int, action: Action) -> None:
    """Raise IllegalMove (naming the rule) or InvalidInput unless `seat` may play `action` now."""
    if type(seat) is not int or not 0 <= seat < state.players:
        raise InvalidInput(tr("there is no seat {seat!r}", seat=seat),
                           errors=(FieldError("seat", tr("0-{last_seat}",
                                                         last_seat=state.players - 1)),))
    kind, phase = action.type, state.phase
    deal_chain.verify_dealt(state)
    if phase is Phase.GAME_OVER:
        raise IllegalMove(tr("the game is over"), rule="S-WIN")
    if kind is ActionType.NEXT_ROUND:
        if phase is not Phase.ROUND_OVER:
            raise IllegalMove(tr("the round is not over"), rule="S-WIN")
        return
    if phase is Phase.ROUND_OVER:
        raise IllegalMove(tr("the round is over; deal the next round"), rule="S-WIN")
    if kind is ActionType.CALL_SUPER_RACK_O:
        _verify_call(state, seat)
    elif kind is ActionType.ACCEPT_SWAP or kind is ActionType.PLAY_REVERSE:
        _verify_answer(state, seat, action)
    elif phase is Phase.SWAP_PENDING:
        assert state.pending is not None
        raise IllegalMove(tr("seat {seat} must first answer the swap (accept it "
                             "or play a reverse card)", seat=state.pending.target),
                             rule="S-REVERSE")
    elif seat != state.turn:
        raise IllegalMove(tr("it is seat {seat}'s turn", seat=state.turn), rule="S-TURN")
    elif kind is ActionType.DRAW_STOCK or kind is ActionType.TAKE_DISCARD:
        if phase is not Phase.DRAW:
            raise IllegalMove(_phase_hint(state), rule="S-TURN")
        if kind is ActionType.TAKE_DISCARD:
            verify_take_discard(state.discard_top)
    elif kind is ActionType.PLAY_SWAP:
        _verify_swap(state, seat, action)
    elif phase is not Phase.HOLDING:
        raise IllegalMove(_phase_hint(state), rule="S-SWAP" if phase is Phase.NAME_SWAP else "S-TURN")
    elif kind is ActionType.EXCHANGE:
        if action.slot is None:
            raise InvalidInput(tr("exchange needs a slot"), errors=(FieldError("slot", tr("a side "
                                                                                      "and a row")),))
    elif kind is ActionType.DISCARD:
        assert state.source is not None
        verify_discard(state.source)
    else:
        raise InvalidInput(tr("unknown action {action!r}", action=action))


def can_apply(state: GameState, seat: int, action: Action) -> bool:
    """True when `apply` would accept the action now."""
    return passes(verify_action, state, seat, action)


def verify_call_window(state: GameState, seat: int) -> None:
    """Raise IllegalMove citing S-CALL unless `seat` may call now, whatever its rack holds:
    never while a swap or reverse waits for its answer, nor with a card taken mid-turn."""
    if not _call_window(state, seat):
        if state.phase is Phase.SWAP_PENDING:
            raise IllegalMove(tr("the swap must be answered before anyone calls"), rule="S-CALL")
        raise IllegalMove(tr("finish your turn before calling Super Rack-O"), rule="S-CALL")


def _verify_call(state: GameState, seat: int) -> None:
    verify_call_window(state, seat)
    verify_super_rack_o(state.rack(seat))


def _verify_answer(state: GameState, seat: int, action: Action) -> None:
    p = state.pending
    rule = "S-SWAP" if action.type is ActionType.ACCEPT_SWAP else "S-REVERSE"
    if state.phase is not Phase.SWAP_PENDING or p is None:
        raise IllegalMove(tr("no swap is aimed at you"), rule=rule)
    if seat != p.target:
        raise IllegalMove(tr("the swap is aimed at seat {seat}", seat=p.target), rule=rule)
    if action.type is ActionType.PLAY_REVERSE:
        if action.row is None:
            raise InvalidInput(tr("play_reverse needs a row"), errors=(FieldError("row", tr("a row "
                                                                                        "1-8")),))
        verify_reverse(state.rack(seat), action.slot, action.row)


def _verify_swap(state: GameState, seat: int, action: Action) -> None:
    if action.target_seat is None or action.row is None:
        raise InvalidInput(tr("play_swap needs target_seat and row"),
                           errors=(FieldError("target_seat", tr("a seat")), FieldError("row", tr("a "
                                                                                             "row "
                                                                                             "1-8"))))
    verify_swap_target(state.players, seat, action.target_seat, action.row)
    if state.phase is Phase.HOLDING:
        assert state.hand is not None
        verify_playable_swap(face(state.hand))
        if state.source is not Pile.STOCK:  # unreachable: S-TURN keeps swaps out of hand
            raise IllegalMove(tr("only a swap drawn from the draw pile is played at once"), rule="S-SWAP")
    elif state.phase is not Phase.NAME_SWAP:
        raise IllegalMove(tr("a swap is played by exchanging a drawn card for a swap card of "
                             "your rack, or at once when drawn"), rule="S-SWAP")


def apply(state: GameState, seat: int, action: Action) -> Result:
    """Play `action` for `seat`: a new state and the events, or a refusal (see `verify_action`)."""
    verify_action(state, seat, action)
    kind = action.type
    if kind is ActionType.NEXT_ROUND:
        return _next_round(state)
    if kind is ActionType.CALL_SUPER_RACK_O:
        return _call(state, seat)
    if kind is ActionType.ACCEPT_SWAP or kind is ActionType.PLAY_REVERSE:
        return _answer_swap(state, seat, action)
    if kind is ActionType.DRAW_STOCK or kind is ActionType.TAKE_DISCARD:
        return _take(state, seat, kind is ActionType.TAKE_DISCARD)
    if kind is ActionType.PLAY_SWAP:
        return _play_swap(state, seat, action)
    if kind is ActionType.EXCHANGE:
        return _exchange(state, seat, action)
    return _discard(state, seat)


def _phase_hint(state: GameState) -> str:
    return {
        Phase.DRAW: tr("take a card from the draw pile or the discard pile first"),
        Phase.HOLDING: tr("you hold a card: exchange it or discard it"),
        Phase.NAME_SWAP: tr("name an opponent and a row for the swap card you played"),
    }.get(state.phase, tr("not now ({phase})", phase=state.phase.value))


def _done(state: GameState, **changes: object) -> GameState:
    return replace(state, moves=state.moves + 1, **changes)  # type: ignore[arg-type]


def _end_turn(state: GameState, **changes: object) -> GameState:
    return _done(state, turn=(state.turn + 1) % state.players, phase=Phase.DRAW, hand=None,
                 source=None, pending=None, turns=state.turns + 1, **changes)


def _take(state: GameState, seat: int, from_discard: bool) -> Result:
    if from_discard:
        card = state.discard[-1]
        new = _done(state, phase=Phase.HOLDING, hand=card, source=Pile.DISCARD,
                    discard=state.discard[:-1])
        return new, (Event("took_discard", seat, {"card": _text(card)}, rule="S-TURN"),)
    drawn = _draw(state, state.discard)
    events = [_restocked(state, drawn.stock)] if drawn.restocked else []
    new = _done(state, phase=Phase.HOLDING, hand=drawn.card, source=Pile.STOCK,
                stock=drawn.stock, discard=drawn.discard, restocks=state.restocks + drawn.restocked)
    events.append(Event("drew", seat, {"stock_count": len(drawn.stock)}, {"card": _text(drawn.card)},
                        rule="S-TURN"))
    return new, tuple(events)


def _draw(state: GameState, discard: tuple[CardId, ...]) -> Drawn:
    """Draw the top card of the draw pile; an empty one is first made from `discard` as the
    table's `restock` option says (R-RESTOCK): turned over, or shuffled by the seed text
    "<round seed>/restock/<k>" for the round's k-th restock."""
    seed = state.seeds[-1] if state.seeds else None  # None: no seed to show, the system's source
    return draw_top(state.stock, discard,
                    lambda pile: restocked(pile, state.restock, seed, state.restocks + 1))


def _restocked(state: GameState, stock: tuple[CardId, ...]) -> Event:
    """The discard pile became the draw pile, which now holds `stock` and the card just drawn."""
    return Event("restocked", None, {"method": state.restock.value, "cards": len(stock) + 1},
                 rule="R-RESTOCK")


def _exchange(state: GameState, seat: int, action: Action) -> Result:
    assert state.hand is not None and action.slot is not None
    old = state.racks[seat][action.slot]
    rack = state.racks[seat].replace(action.slot, state.hand)
    racks = state.racks[:seat] + (rack,) + state.racks[seat + 1:]
    public = {"slot": action.slot.to_dict(), "discarded": _text(old)}
    if state.source is Pile.DISCARD:
        public["card"] = _text(state.hand)
    event = Event("exchanged", seat, public, {"card": _text(state.hand)}, rule="S-TURN")
    discard = state.discard + (old,)
    if face(old).kind is Kind.SWAP:
        new = _done(state, racks=racks, discard=discard, phase=Phase.NAME_SWAP, hand=None,
                    source=None)
        return new, (event,)
    return _end_turn(state, racks=racks, discard=discard), (event,)


def _discard(state: GameState, seat: int) -> Result:
    assert state.hand is not None
    new = _end_turn(state, discard=state.discard + (state.hand,))
    return new, (Event("discarded", seat, {"card": _text(state.hand)}, rule="S-TURN"),)


def _play_swap(state: GameState, seat: int, action: Action) -> Result:
    assert action.target_seat is not None and action.row is not None
    discard = state.discard
    if state.phase is Phase.HOLDING:
        assert state.hand is not None
        discard = discard + (state.hand,)
    pending = PendingSwap(seat, action.target_seat, action.row)
    new = _done(state, phase=Phase.SWAP_PENDING, pending=pending, hand=None, source=None,
                discard=discard)
    return new, (Event("swap_played", seat, {"target_seat": action.target_seat, "row": action.row},
                       rule="S-SWAP"),)


def _answer_swap(state: GameState, seat: int, action: Action) -> Result:
    p = state.pending
    assert p is not None
    if action.type is ActionType.ACCEPT_SWAP:
        rack = accept_swap(state.racks[seat], p.row)
        racks = state.racks[:seat] + (rack,) + state.racks[seat + 1:]
        # the row a swap named (S-SWAP), or the row a reverse named as its penalty (S-REVERSE)
        event = Event("row_switched", seat, {"row": p.row, "swapper": p.swapper},
                      rule="S-REVERSE" if p.reverses else "S-SWAP")
        return _end_turn(state, racks=racks), (event,)
    assert action.row is not None
    # verified by `apply`; with no slot named, the first reverse card is played (as verify_reverse says)
    slot = action.slot if action.slot is not None else reverse_slots(state.rack(seat))[0]
    reverse_card = state.racks[seat][slot]
    drawn = _draw(state, state.discard + (reverse_card,))
    rack = state.racks[seat].replace(slot, drawn.card)
    racks = state.racks[:seat] + (rack,) + state.racks[seat + 1:]
    cancels = "reverse" if p.reverses else "swap"  # a reverse of a reverse cancels that reverse
    events = [Event("reversed", seat, {"slot": slot.to_dict(), "row": action.row,
                                       "target_seat": p.swapper, "cancels": cancels}, rule="S-REVERSE")]
    if drawn.restocked:
        events.append(_restocked(state, drawn.stock))
    events.append(Event("refilled", seat, {"slot": slot.to_dict()}, {"card": _text(drawn.card)},
                        rule="S-REVERSE"))
    new = _done(state, racks=racks, stock=drawn.stock, discard=drawn.discard,
                pending=p.reversed_by_target(action.row), restocks=state.restocks + drawn.restocked)
    return new, tuple(events)


def _call(state: GameState, seat: int) -> Result:
    won = tuple(int(i == seat) for i in range(state.players))
    wins = tuple(w + x for w, x in zip(state.wins, won, strict=True))
    over = wins[seat] >= state.wins_needed
    result = RoundWon(state.round, state.dealer, seat, state.turns, state.racks)
    new = _done(state, wins=wins, round_winner=seat, rounds=(*state.rounds, result),
                phase=Phase.GAME_OVER if over else Phase.ROUND_OVER)
    events = [Event("super_rack_o", seat, {"rack": _rack_text(state, seat), "called": True},
                    rule="S-WIN"),
              Event("round_over", None, {"round": state.round, "winner": seat,
                                         "racks": [_rack_text(state, s) for s in range(state.players)],
                                         "scores": list(won), "totals": list(wins),
                                         "score_unit": SCORE_UNIT}, rule="S-WIN")]
    seed = state.seeds[-1]
    if seed is not None:
        server = state.server_seeds[-1] if len(state.server_seeds) == state.round else None
        events.append(Event("deal_revealed", None, deal_chain.revealed(
            state.round, deal_chain.DealSeed(server, seed), state.dealt_with), rule="S-DEAL"))
    if over:
        events.append(Event("game_over", None, {"winner": [seat], "totals": list(wins),
                                                "team_totals": None, "score_unit": SCORE_UNIT},
                            rule="S-WIN"))
    return new, tuple(events)


def _rack_text(state: GameState, seat: int) -> dict[str, list[str]]:
    """A called rack is laid down for all to check."""
    r = state.rack(seat)
    return {"blue": [format_card(c) for c in r.blue], "red": [format_card(c) for c in r.red]}


def _next_round(state: GameState) -> Result:
    seeds = deal_chain.deal_seed(state.chain, state.contributions, state.round + 1, state.seed)
    return deal_round(replace(state, moves=state.moves + 1), (state.dealer + 1) % state.players, seeds)


__all__ = ["Result", "apply", "awaited_seat", "before_round", "can_apply", "contribute", "deal_round",
           "legal_actions", "may_call", "new_game", "seats_to_act", "verify_action", "verify_call_window"]
