"""Set up a position from card faces: physical cards are picked for the faces given.

For fixtures, examples and what-if questions ("what if seat 1 swapped row 3 here?").
Cards not named go to the draw pile in id order, below any named top cards.
"""

from __future__ import annotations

from collections.abc import Sequence

from racko_api.core.errors import FieldError, InvalidInput
from racko_api.core.words import tr
from racko_api.games.super_rack_o.cards import Card, format_card
from racko_api.games.super_rack_o.deck import DECK, CardId
from racko_api.games.super_rack_o.rack import DoubleRack
from racko_api.games.super_rack_o.state import GameState, Phase, consistency_errors


class _Box:
    """The cards not yet placed, picked lowest id first for each face."""

    def __init__(self) -> None:
        self.free: dict[Card, list[CardId]] = {}
        for pc in DECK:
            self.free.setdefault(pc.card, []).append(pc.id)

    def take(self, card: Card, field: str) -> CardId:
        ids = self.free.get(card)
        if not ids:
            raise InvalidInput(tr("the box has no more {card} cards",
                                  card=format_card(card)), rule="S-DECK",
                               errors=(FieldError(field, tr("no more {card} cards",
                                                            card=format_card(card)), "S-DECK"),))
        return ids.pop(0)

    def rest(self) -> list[CardId]:
        return sorted(i for ids in self.free.values() for i in ids)


def build_state(racks: Sequence[DoubleRack[Card]], *, discard: Sequence[Card] = (),
                draw_top: Sequence[Card] = (), turn: int = 0, dealer: int | None = None,
                wins_needed: int = 1) -> GameState:
    """A game in the draw phase with these racks; `discard` and `draw_top` list cards bottom to top."""
    box = _Box()
    rack_ids = tuple(
        DoubleRack(tuple(box.take(c, f"racks/{s}/blue/{i}") for i, c in enumerate(r.blue)),
                   tuple(box.take(c, f"racks/{s}/red/{i}") for i, c in enumerate(r.red)))
        for s, r in enumerate(racks))
    discard_ids = tuple(box.take(c, f"discard/{i}") for i, c in enumerate(discard))
    top_ids = [box.take(c, f"draw_top/{i}") for i, c in enumerate(draw_top)]
    n = len(racks)
    state = GameState(players=n, wins_needed=wins_needed, round=1,
                      dealer=(turn - 1) % n if dealer is None else dealer, turn=turn,
                      phase=Phase.DRAW, racks=rack_ids, stock=tuple(box.rest() + top_ids),
                      discard=discard_ids, wins=(0,) * n)
    problems = consistency_errors(state)
    if problems:
        raise InvalidInput(tr("not a position of this game: {problems}", problems=list(problems[:3])),
                           errors=tuple(FieldError("state", p) for p in problems))
    return state


__all__ = ["build_state"]
