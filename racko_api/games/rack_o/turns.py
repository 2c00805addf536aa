"""The turn rules (R-TURN and its sub-rules) as verify_/can_ functions.

The rules-dispute checker, the game engine and the bots all call these, so a
refusal in a game and a verdict from the checker can never disagree.
"""

from __future__ import annotations

from racko_api.core.errors import IllegalMove, Reason
from racko_api.core.plays import Pile
from racko_api.core.verdicts import MoveVerdict, Verdict
from racko_api.core.words import tr
from racko_api.games.rack_o.plays import Play
from racko_api.games.rack_o.racks import RACK_SIZE, Rack
from racko_api.games.rack_o.ruleset import Ruleset


def verify_take(pile: Pile, pile_size: int) -> None:
    """R-TURN: take the top card of a pile that has one."""
    if pile_size == 0:
        raise IllegalMove(tr("the stock is empty") if pile is Pile.STOCK else tr("the discard pile is empty"),
                          rule="R-TURN")


def verify_discard(ruleset: Ruleset, taken_from: Pile) -> None:
    """R-TURN-DISCARD-MUST / R-TURN-STOCK-MAY / R-TURN-STOCK-MUST: may the taken card be discarded?

    Only a card from the stock, and only where the edition lets a stock card be discarded
    (option `stock_card_discard`; the Swedish text gives it no other use than replacing a card).
    """
    if taken_from is Pile.DISCARD:
        raise IllegalMove(
            tr("a card taken from the discard pile must be exchanged for a card of the rack; it "
               "may not be thrown straight back"),
            rule="R-TURN-DISCARD-MUST",
        )
    if not ruleset.options.stock_card_discard:
        where = (tr("replace a rack card or fill an empty slot")
                 if ruleset.options.cards_dealt < RACK_SIZE else tr("replace a rack card"))
        raise IllegalMove(tr("a card drawn from the stock must {where}; it may not be discarded",
                             where=where),
                          rule="R-TURN-STOCK-MUST")


def stock_rule(ruleset: Ruleset) -> str:
    """The rule that governs a card drawn from the stock in this ruleset."""
    return "R-TURN-STOCK-MAY" if ruleset.options.stock_card_discard else "R-TURN-STOCK-MUST"


def verify_exchange(rack: Rack, slot: int) -> None:
    """R-TURN-SAME-SLOT: exchange for the card in `slot` (an index), which must hold one."""
    if rack[slot] is None:
        raise IllegalMove(
            tr("slot #{slot} is empty: place the card there instead", slot=5 * (slot + 1)),
            rule="R-QUICK"
        )


def verify_place(ruleset: Ruleset, rack: Rack, slot: int) -> None:
    """R-QUICK: a taken card may go into an empty slot, only in the quick-start game."""
    if ruleset.options.cards_dealt >= RACK_SIZE:
        raise IllegalMove(tr("no slot is ever empty in this ruleset; exchange instead"), rule="R-QUICK")
    if rack[slot] is not None:
        raise IllegalMove(
            tr("slot #{slot} holds {held}: exchange it instead",
               slot=5 * (slot + 1), held=rack[slot]), rule="R-QUICK"
        )


def can_discard(ruleset: Ruleset, taken_from: Pile) -> bool:
    return taken_from is Pile.STOCK and ruleset.options.stock_card_discard


def can_place(ruleset: Ruleset, rack: Rack, slot: int) -> bool:
    try:
        verify_place(ruleset, rack, slot)
    except IllegalMove:
        return False
    return True


def _source_reason(ruleset: Ruleset, card: int, taken_from: Pile, done: str) -> Reason:
    """The rule of the pile the card came from, for a play that uses it (exchange or place)."""
    rule = "R-TURN-DISCARD-MUST" if taken_from is Pile.DISCARD else stock_rule(ruleset)
    if taken_from is Pile.DISCARD:
        return Reason(rule, tr("{card} from the discard pile is {done}", card=card, done=done))
    return Reason(rule, tr("{card} from the stock is {done}", card=card, done=done))


def _refuse(exc: IllegalMove) -> MoveVerdict[Rack, int, int, Verdict]:
    return MoveVerdict(False, (Reason(exc.rule or "R-TURN", exc.message),))


def move_verdict(
    ruleset: Ruleset,
    rack: Rack,
    card: int,
    taken_from: Pile,
    play: Play,
    slot: int | None = None,
    other_slot: int | None = None,
) -> MoveVerdict[Rack, int, int, Verdict]:
    """Judge one turn: `card` taken from `taken_from`, then `play` (slots are indexes).

    `slot` is where the new card goes; `other_slot` is the rack card that leaves
    (exchange) or the second card involved (swap, exchange_two). The verdict's `after` is left
    to the referee, which knows the player count that going Rack-O may depend on.
    """
    try:
        if play is Play.SWAP:
            raise IllegalMove(tr("two rack cards may never trade places"), rule="R-TURN-NO-REARRANGE")
        if play is Play.EXCHANGE_TWO:
            raise IllegalMove(tr("only one card of the rack may be exchanged in a turn"),
                              rule="R-TURN-NO-REARRANGE")
        if play is Play.PUT_BACK:
            if taken_from is Pile.DISCARD:
                verify_discard(ruleset, taken_from)
            uses = (tr("exchanged or discarded face up") if can_discard(ruleset, taken_from)
                    else tr("exchanged or placed in an empty slot") if ruleset.options.cards_dealt < RACK_SIZE
                    else tr("exchanged for a rack card"))
            raise IllegalMove(tr("a card taken from the stock is {uses}; it never goes back on "
                                 "the stock", uses=uses), rule=stock_rule(ruleset))
        if play is Play.DISCARD:
            verify_discard(ruleset, taken_from)
            why = Reason("R-TURN-STOCK-MAY", tr("a card from the stock may be discarded: {card} "
                                                "goes face up on the discard pile", card=card))
            return MoveVerdict(True, (why,), rack, card)
        assert slot is not None
        if play is Play.PLACE:
            verify_place(ruleset, rack, slot)
            after = rack[:slot] + (card,) + rack[slot + 1:]
            why = Reason("R-QUICK", tr("{card} goes into the empty slot #{slot}; nothing is "
                                       "discarded", card=card, slot=5 * (slot + 1)))
            source = _source_reason(ruleset, card, taken_from, tr("placed in an empty slot"))
            return MoveVerdict(True, (source, why), after, None, slot)
        verify_exchange(rack, slot)
        if other_slot is not None and other_slot != slot:
            raise IllegalMove(
                tr("the new card must go into the slot the old card left (#{emptied}), "
                   "not #{slot}", emptied=5 * (other_slot + 1), slot=5 * (slot + 1)),
                rule="R-TURN-SAME-SLOT",
            )
        old = rack[slot]
        after = rack[:slot] + (card,) + rack[slot + 1:]
        reasons = (
            _source_reason(ruleset, card, taken_from, tr("exchanged for a rack card")),
            Reason("R-TURN-SAME-SLOT", tr("{card} goes into #{slot}, the slot {old} left; "
                                          "{old} goes face up on the discard pile",
                                          card=card, slot=5 * (slot + 1), old=old)),
        )
        return MoveVerdict(True, reasons, after, old, slot)
    except IllegalMove as exc:
        return _refuse(exc)
