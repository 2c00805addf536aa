"""The Super Rack-O referee: table input (JSON-shaped) in, verdicts out, for the dispute checker.

Errors name the fields of the request (``blue/3``, ``card``, ``slot/row``, ``pending``).
A move is judged by setting up the position at a table of two and asking the engine
(`verify_action`), so a verdict here and a refusal in a game can never disagree; the texts
of a legal move come from the engine's events.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Mapping, Sequence
from enum import Enum
from typing import TypeVar

from racko_api.core.errors import FieldError, IllegalMove, InvalidInput, Reason
from racko_api.core.plays import Pile, read_play
from racko_api.core.verdicts import MoveVerdict, Verdict
from racko_api.core.words import tr
from racko_api.games.super_rack_o.actions import (
    ACCEPT_SWAP,
    DISCARD,
    DRAW_STOCK,
    TAKE_DISCARD,
    Action,
    exchange,
    play_reverse,
    play_swap,
)
from racko_api.games.super_rack_o.build import build_state
from racko_api.games.super_rack_o.cards import REVERSE, SWAP, Card, Kind, format_card, read_card
from racko_api.games.super_rack_o.deck import DECK, face
from racko_api.games.super_rack_o.engine import apply, verify_action, verify_call_window
from racko_api.games.super_rack_o.events import Event
from racko_api.games.super_rack_o.naming import (
    NamedWild,
    read_named_rack,
    read_value,
    split_naming,
    values_of,
    verify_naming,
)
from racko_api.games.super_rack_o.plays import SUPER_RACK_O_PLAYS, Play
from racko_api.games.super_rack_o.rack import ROWS, DoubleRack, Slot, read_row, read_slot
from racko_api.games.super_rack_o.state import GameState, Phase
from racko_api.games.super_rack_o.win import RackVerdict, can_super_rack_o, rack_verdict

ME, OPPONENT = 0, 1
"""The player asking sits at seat 0 of a table of two; a swap names seat 1."""


def _repoint(exc: InvalidInput, prefix: str, to: str = "") -> InvalidInput:
    """The same error with field names re-rooted: ``rack/blue/3`` -> ``blue/3``."""
    def move(name: str) -> str:
        return to + name[len(prefix):] if name.startswith(prefix) else name
    errors = tuple(FieldError(move(e.field), e.message, e.rule) for e in exc.errors)
    return InvalidInput(exc.message, rule=exc.rule, errors=errors)


def read_double_rack(blue: object, red: object) -> tuple[DoubleRack[Card], dict[Slot, NamedWild]]:
    """The double rack as sent at the top level of a request (fields ``blue/<i>``, ``red/<i>``),
    with the values named for its wilds (read, not yet judged)."""
    try:
        rack, named = read_named_rack({"blue": blue, "red": red}, field="rack")
    except InvalidInput as exc:
        raise _repoint(exc, "rack/") from None
    return rack, {slot: NamedWild(n.value, n.field.removeprefix("rack/")) for slot, n in named.items()}


def check_rack(blue: object, red: object) -> RackVerdict:
    """POST /v1/check/rack for Super Rack-O: the S-WIN verdict with the value of every wild.

    Wilds may be named (``"BW=17"``); a naming that contradicts S-WILD is InvalidInput citing
    it. Wilds not named get a legal value when one exists, or a reason saying none does.
    """
    rack, named = read_double_rack(blue, red)
    verify_naming(rack, named)
    return rack_verdict(rack, values_of(named))


class Aimed(Enum):
    """The card an opponent played at the player: a swap, or a reverse of the player's swap."""

    SWAP = "swap"
    REVERSE = "reverse"


_TURN_PLAYS = (Play.EXCHANGE, Play.DISCARD, Play.PLAY_SWAP)
_NEEDS: dict[Play, tuple[str, ...]] = {
    Play.EXCHANGE: ("card", "taken_from", "slot"),
    Play.DISCARD: ("card", "taken_from"),
    Play.PLAY_SWAP: ("card", "taken_from", "row"),
    Play.ACCEPT_SWAP: ("pending",),
    Play.PLAY_REVERSE: ("pending", "row"),
}
_MAY: dict[Play, tuple[str, ...]] = {Play.PLAY_REVERSE: ("slot",)}
_WHAT: dict[str, str] = {
    "card": "the card taken", "taken_from": "the pile it came from", "slot": "a slot {side, row}",
    "row": "a row 1-8", "pending": "the swap or reverse aimed at you {card, row}",
}


E = TypeVar("E", bound=Enum)


def _read_enum(kind: type[E], value: object, field: str) -> E:
    try:
        return kind(value)
    except ValueError:
        message = tr("must be one of: {choices}", choices=", ".join(str(m.value) for m in kind))
        raise InvalidInput(tr("{field}: {message}", field=field, message=message),
        errors=(FieldError(field, message),)) from None


def _check_fields(play: Play, given: Mapping[str, object]) -> None:
    needed, allowed = _NEEDS[play], _NEEDS[play] + _MAY.get(play, ())
    errors = [FieldError(name, tr("{what} is needed to {play}",
                                  what=_WHAT[name], play=play.value))
              for name in needed if given.get(name) is None]
    errors += [FieldError(name, tr("not used to {play}", play=play.value))
               for name, value in given.items() if value is not None and name not in allowed]
    if errors:
        raise InvalidInput(tr("{field}: {reason}",
                              field=errors[0].field, reason=errors[0].message),
                              errors=tuple(errors))


def _left_in_box(used: Sequence[Card]) -> Counter[Card]:
    return Counter(pc.card for pc in DECK) - Counter(used)


def _verify_in_box(card: Card, used: Sequence[Card], field: str, whose: str) -> None:
    """The box must still hold `card` besides `used` (one of each number, 5 wilds a colour...)."""
    if _left_in_box(used)[card] == 0:
        text = format_card(card)
        why = (tr("your rack holds it, and the box has one of each number card") if card.kind is Kind.NUMBER
               else tr("your rack holds every {text} card of the 108-card box", text=text))
        message = tr("{text} cannot be {whose}: {why}", text=text, whose=whose, why=why)
        raise InvalidInput(message, rule="S-DECK", errors=(FieldError(field, message, "S-DECK"),))


def _opponent(used: Sequence[Card], holds: Sequence[Card]) -> DoubleRack[Card]:
    """A rack for the other seat: the cards it needs, then number cards nobody else holds."""
    left = _left_in_box(used)
    filler = [c for c in left if c.kind is Kind.NUMBER][: 2 * ROWS - len(holds)]
    cards = list(holds) + filler
    return DoubleRack(tuple(cards[:ROWS]), tuple(cards[ROWS:]))


Step = tuple[int, Action]


def _turn_position(rack: DoubleRack[Card], card: Card, source: Pile) -> GameState:
    """The player on turn, with `card` on top of the pile it is taken from."""
    mine = list(rack.blue + rack.red)
    _verify_in_box(card, mine, "card", "the card taken")
    pile = [card]
    other = _opponent(mine + pile, ())
    if source is Pile.DISCARD:
        return build_state([rack, other], discard=pile, turn=ME)
    return build_state([rack, other], draw_top=pile, turn=ME)


def _answer_position(rack: DoubleRack[Card], aimed: Aimed, row: int) -> tuple[GameState, list[Step]]:
    """The position and the opponent's moves that aim a swap (or a reverse) at the player's `row`."""
    mine = list(rack.blue + rack.red)
    _verify_in_box(SWAP, mine, "pending", "played")
    if aimed is Aimed.SWAP:  # the opponent draws a swap and plays it at once on the player
        other = _opponent(mine + [SWAP], ())
        state = build_state([rack, other], draw_top=[SWAP], turn=OPPONENT)
        return state, [(OPPONENT, DRAW_STOCK), (OPPONENT, play_swap(ME, row))]
    # the player swapped the opponent, who answers with a reverse naming `row`
    _verify_in_box(REVERSE, mine, "pending", "played")
    other = _opponent(mine + [SWAP], (REVERSE,))
    refill = next(c for c in _left_in_box(mine + [SWAP] + list(other.blue + other.red))
                  if c.kind is Kind.NUMBER)
    state = build_state([rack, other], draw_top=[refill, SWAP], turn=ME)
    return state, [(ME, DRAW_STOCK), (ME, play_swap(OPPONENT, 1)), (OPPONENT, play_reverse(row))]


def _my_action(play: Play, slot: Slot | None, row: int | None) -> Action:
    if play is Play.EXCHANGE:
        assert slot is not None
        return exchange(slot)
    if play is Play.DISCARD:
        return DISCARD
    if play is Play.PLAY_SWAP:
        assert row is not None
        return play_swap(OPPONENT, row)
    if play is Play.ACCEPT_SWAP:
        return ACCEPT_SWAP
    assert row is not None
    return play_reverse(row, slot)


def _reason(event: Event, hand: Card | None) -> Reason | None:
    """A legal move told from the engine's events, for the player who made it."""
    p = event.public
    rule = event.rule or "S-TURN"
    if event.type == "drew":
        return Reason(rule, tr("{hand} is taken from the draw pile", hand=hand))
    if event.type == "took_discard":
        return Reason(rule, tr("{card} is taken from the discard pile", card=p['card']))
    if event.type == "exchanged":
        return Reason(rule, tr("{hand} goes into {side} row {row}; {discarded} goes face up on the "
                               "discard pile", hand=hand, side=p['slot']['side'], row=p['slot']['row'],
                               discarded=p['discarded']))
    if event.type == "discarded":
        return Reason(rule, tr("{card} goes on the discard pile", card=p['card']))
    if event.type == "swap_played":
        return Reason(rule, tr("the opponent must switch the blue and red card of row {row}, "
                               "or answer with a reverse card", row=p['row']))
    if event.type == "row_switched":
        return Reason(rule, tr("row {row} switches sides: its blue card goes to the red side "
                               "and its red card to the blue side", row=p['row']))
    if event.type == "reversed":
        cancelled = (tr("the reverse the opponent just played is cancelled, and the opponent, who played it,")
                     if p.get("cancels") == "reverse" else tr("the swap is cancelled, and the opponent"))
        return Reason(rule, tr("the reverse card from {side} row {slot_row} goes on the discard pile; "
                               "{cancelled} must switch row {row} instead, or reverse again",
                               side=p['slot']['side'], slot_row=p['slot']['row'], cancelled=cancelled,
                               row=p['row']))
    if event.type == "refilled":
        return Reason(rule, tr("{side} row {row} is refilled with the top card of the draw pile",
                               side=p['slot']['side'], row=p['slot']['row']))
    return None


def _added_to_discards(before: GameState, after: GameState) -> Card | None:
    added = Counter(after.discard) - Counter(before.discard)
    return face(next(iter(added))) if added else None


def _carried(named: dict[Slot, NamedWild], how: Play, where: Slot | None, pending_row: int | None,
             hand: NamedWild | None) -> dict[Slot, NamedWild]:
    """The namings as they stand after the move: each goes where its wild goes."""
    out = dict(named)
    if how is Play.EXCHANGE and where is not None:
        out.pop(where, None)  # the old card goes on the discard pile
        if hand is not None:
            out[where] = hand
    elif how is Play.ACCEPT_SWAP and pending_row is not None:
        out = {Slot(s.side.other, s.row) if s.row == pending_row else s: n for s, n in named.items()}
    return out


def _refuse_namings(fields: list[str], why: str) -> None:
    if fields:
        message = tr("a wild's value is judged on the rack after the move: {why}", why=why)
        raise InvalidInput(message, rule="S-WILD",
                           errors=tuple(FieldError(f, message, "S-WILD") for f in fields))


def call_now(state: GameState, seat: int, rack: RackVerdict | None = None) -> Verdict:
    """May `seat` call SUPER RACK-O now (S-CALL), and why: the engine's call window, then the
    rack (`rack`, the verdict with the wilds as named, when known; else the engine's own check)."""
    try:
        verify_call_window(state, seat)
    except IllegalMove as exc:
        return Verdict(False, (Reason(exc.rule or "S-CALL", exc.message),))
    wins = can_super_rack_o(state.rack(seat)) if rack is None else rack.legal
    if not wins:
        return Verdict(False, (Reason("S-WIN", tr("the rack is not a Super Rack-O: nothing to call")),))
    return Verdict(True, (Reason("S-CALL", tr('the rack is a Super Rack-O and nothing waits for an '
                                              'answer: call "SUPER RACK-O!" now to win')),))


def check_move(blue: object, red: object, play: str, *, card: object = None,
               taken_from: str | None = None, slot: object = None, row: object = None,
               pending: Mapping[str, object] | None = None,
               ) -> MoveVerdict[DoubleRack[Card], Card, Slot, RackVerdict]:
    """POST /v1/check/move for Super Rack-O: may the player do this now, and why (rule ids).

    Wilds may be named, in the rack and on the card taken (``"BW=17"``): a naming goes where
    its wild goes and is judged on the rack after a legal move (InvalidInput citing S-WILD
    when it contradicts the rules), as `check_rack` judges it. The verdict's `slot` is where an
    exchanged card went; `after` is S-WIN on the rack after (None after play_reverse, whose slot
    is refilled from the unseen draw pile).
    """
    rack, named = read_double_rack(blue, red)
    how = read_play(play, SUPER_RACK_O_PLAYS)
    _check_fields(how, {"card": card, "taken_from": taken_from, "slot": slot, "row": row,
                        "pending": pending})
    where = None if slot is None else read_slot(slot, "slot")
    row_named = None if row is None else read_row(row, "row")
    hand: Card | None = None
    hand_named: NamedWild | None = None
    pending_row: int | None = None
    if how in _TURN_PLAYS:
        bare, naming = split_naming(card, "card")
        hand = read_card(bare, "card")
        if naming is not None:
            hand_named = read_value(*naming)
            if how is not Play.EXCHANGE:
                _refuse_namings([naming[1]], tr("the card taken does not go into the rack "
                                                "({play})", play=how.value))
        source = _read_enum(Pile, taken_from, "taken_from")
        state = _turn_position(rack, hand, source)
        steps: list[Step] = [(ME, TAKE_DISCARD if source is Pile.DISCARD else DRAW_STOCK)]
    else:
        if not isinstance(pending, Mapping):
            raise InvalidInput(tr("pending is an object {{card, row}}"),
                               errors=(FieldError("pending", tr("an object {{card, row}}")),))
        aimed = _read_enum(Aimed, pending.get("card"), "pending/card")
        pending_row = read_row(pending.get("row"), "pending/row")
        state, setup = _answer_position(rack, aimed, pending_row)
        for seat, action in setup:
            state, _ = apply(state, seat, action)
        steps = []
    if how is Play.PLAY_REVERSE:
        _refuse_namings([n.field for n in named.values()],
                        tr("a reverse card's slot is refilled from the unseen draw pile"))
    steps.append((ME, _my_action(how, where, row_named)))
    start, events = state, list[Event]()
    for seat, action in steps:
        try:
            verify_action(state, seat, action)
        except IllegalMove as exc:
            return MoveVerdict(False, (Reason(exc.rule or "S-TURN", exc.message),),
                               call=call_now(state, ME))
        state, done = apply(state, seat, action)
        events.extend(done)
    reasons = [r for r in (_reason(e, hand) for e in events) if r is not None]
    if state.phase is Phase.NAME_SWAP:
        reasons.append(Reason("S-SWAP", tr("the swap card taken out of your rack is played: name "
                                           "an opponent and a row 1-8")))
    if how is Play.PLAY_REVERSE:  # the refill comes from the draw pile, unseen here
        return MoveVerdict(True, tuple(reasons), discarded=_added_to_discards(start, state),
                           call=call_now(state, ME))
    after = state.rack(ME)
    named_after = _carried(named, how, where, pending_row, hand_named)
    verify_naming(after, named_after)
    verdict = rack_verdict(after, values_of(named_after))
    if where is not None:
        reasons += [r.reason for r in verdict.row_reasons(where.side, where.row)]
    return MoveVerdict(True, tuple(reasons), after, _added_to_discards(start, state),
                       where, verdict, call_now(state, ME, verdict))


def position(blue: object, red: object, *, discard_top: object = None, card: object = None,
             taken_from: str | None = None, pending: Mapping[str, object] | None = None,
             ) -> tuple[GameState, int]:
    """The described situation at a table of two, and the asking player's seat: before drawing
    (`discard_top` on the discard pile, or none), holding `card` taken from `taken_from`, or
    answering the swap (or reverse) `pending` aimed at the player. For the advisor."""
    rack, _ = read_double_rack(blue, red)  # a value named for a wild does not change the advice
    mine = list(rack.blue + rack.red)
    if pending is not None:
        if card is not None or taken_from is not None:
            raise InvalidInput(tr("an answer to a swap holds no card"),
                               errors=(FieldError("card" if card is not None else "taken_from",
                                                  tr("not used with pending")),))
        if not isinstance(pending, Mapping):
            raise InvalidInput(tr("pending is an object {{card, row}}"),
                               errors=(FieldError("pending", tr("an object {{card, row}}")),))
        aimed = _read_enum(Aimed, pending.get("card"), "pending/card")
        state, setup = _answer_position(rack, aimed, read_row(pending.get("row"), "pending/row"))
        for seat, action in setup:
            state, _ = apply(state, seat, action)
        return state, ME
    if (card is None) != (taken_from is None):
        field = "taken_from" if card is not None else "card"
        raise InvalidInput(tr("card and taken_from go together"),
                           errors=(FieldError(field, tr("required with the other")),))
    top = None if discard_top is None else read_card(split_naming(discard_top, "discard_top")[0],
                                                     "discard_top")
    if top is not None:
        _verify_in_box(top, mine, "discard_top", "the top discard")
    if card is None:
        other = _opponent(mine + ([top] if top else []), ())
        return build_state([rack, other], discard=[top] if top else [], turn=ME), ME
    hand = read_card(split_naming(card, "card")[0], "card")
    source = _read_enum(Pile, taken_from, "taken_from")
    state = _turn_position(rack, hand, source)
    step = TAKE_DISCARD if source is Pile.DISCARD else DRAW_STOCK
    try:
        verify_action(state, ME, step)
    except IllegalMove as exc:
        raise InvalidInput(exc.message, rule=exc.rule,
                           errors=(FieldError("taken_from", exc.message, exc.rule),)) from None
    state, _ = apply(state, ME, step)
    return state, ME


__all__ = ["Aimed", "call_now", "check_move", "check_rack", "position", "read_double_rack"]
