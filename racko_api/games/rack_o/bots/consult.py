"""Advice for a table described in words: the stateless form of the advisor.

The input checks (players, rack, deck bounds, each card once) are those of the rules referee;
then the advisor (`advisor.py`) ranks the choices.
"""

from __future__ import annotations

from collections.abc import Sequence

from racko_api.core.errors import FieldError, InvalidInput
from racko_api.core.plays import Pile
from racko_api.core.words import tr
from racko_api.games.rack_o.bots.advisor import advise
from racko_api.games.rack_o.bots.choices import Advice, Table, weights_of
from racko_api.games.rack_o.bots.denial import NextRack
from racko_api.games.rack_o.bots.gaps import FULL
from racko_api.games.rack_o.racks import RACK_SIZE
from racko_api.games.rack_o.referee import read_rack
from racko_api.games.rack_o.ruleset import Ruleset


def consult(ruleset: Ruleset, players: int, cards: Sequence[object], *,
            discard_top: int | None = None, card: int | None = None, taken_from: str | None = None,
            seen: Sequence[int] = (), next_rack: Sequence[int | None] | None = None,
            totals: Sequence[int] | None = None, target: int | None = None,
            turns: int = 0) -> Advice:
    """Before drawing (no `card`): take the discard or draw from the stock. With `card` taken
    from `taken_from`: where it goes, or whether to let it go. `seen` are cards known to be out
    of the stock (the discard pile, open racks). `next_rack` is the next player's rack as all saw
    it (None where nobody saw the card): with a card in hand, the advice then keeps back a card
    that player wants (`denial.py`). `totals` are the game's totals, the asking player's first
    and then the others in turn order, and `target` the game's (the ruleset's when not given):
    with them the call (R-WAIT) weighs the game, not only the round, and so does the ranking of
    the choices with a card in hand (`game.py`). `turns` are the turns played
    this round by every player: the horizon and the call's risk grow shorter with them."""
    players = ruleset.verify_players(players)
    if totals is not None and len(totals) != players:
        why = tr("one total for each of the {players} players, the asking player's first", players=players)
        raise InvalidInput(why, errors=(FieldError("totals", why),))
    rack = read_rack(ruleset, players, cards)
    top = ruleset.top_card(players)
    if (card is None) != (taken_from is None):
        field = "taken_from" if card is not None else "card"
        raise InvalidInput(tr("card and taken_from go together: the card held and where it came "
                              "from"),
                           errors=(FieldError(field, tr("required with {other}", other="card" if card
                                                        is not None else "taken_from")),))
    held: dict[int, str] = {c: tr("in the rack") for c in rack if c is not None}  # each card: where
    if card is not None:
        _one_card("card", card, top, held, players)
        held[card] = tr("the card in hand")
    if discard_top is not None:
        _one_card("discard_top", discard_top, top, held, players)
    for i, c in enumerate(seen):
        _one_card(f"seen/{i}", c, top, held, players)
    shown: tuple[int | None, ...] = (None,) * RACK_SIZE
    if next_rack is not None:  # its cards may be among `seen` (open racks), nowhere else
        if discard_top is not None:
            held[discard_top] = tr("the discard top")
        for i, theirs in enumerate(next_rack):
            if theirs is not None:
                _one_card(f"next_rack/{i}", theirs, top, held, players)
                held[theirs] = "in next_rack"
        shown = tuple(next_rack)
    known = list(seen) + ([discard_top] if discard_top is not None else [])
    weights = weights_of(top, [*rack, card, *shown], known)
    hidden = tuple(v for v, w in enumerate(weights) if w == FULL) if next_rack else ()
    table = Table(ruleset, players, rack, discard_top, card,
                  None if taken_from is None else Pile(taken_from), weights,
                  discard_count=0 if discard_top is None else 1, turns=turns,
                  next_rack=NextRack(shown, hidden) if players > 1 and next_rack else None,
                  totals=None if totals is None else tuple(totals),
                  target=(ruleset.options.target if target is None else target)
                  if totals is not None else None)
    return advise(table)


def _one_card(field: str, card: int, top: int, held: dict[int, str], players: int) -> None:
    why = None
    if not 1 <= card <= top:
        why = tr("card {card} is not in the 1-{top} deck for {players} players",
                 card=card, top=top, players=players)
    elif card in held:
        why = tr("card {card} is already {where}; each card exists once",
                 card=card, where=held[card])
    if why:
        raise InvalidInput(why, rule="R-DECK", errors=(FieldError(field, why, "R-DECK"),))


__all__ = ["consult"]
