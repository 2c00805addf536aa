"""Could this double rack be the rack as dealt (S-DEAL), and may a Super Rack-O dealt so be
called at once (S-CALL)?

Each player puts the cards in the order received, zigzag from row 8 blue to row 1 red, so the
cards in the order dealt decide whether a double rack is the rack as dealt. A double rack dealt
already a Super Rack-O may be called before the first card is taken (S-CALL's Decision).
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Sequence

from racko_api.core.errors import FieldError, InvalidInput, Reason
from racko_api.core.verdicts import Verdict
from racko_api.core.words import tr
from racko_api.games.super_rack_o.cards import Card, read_card
from racko_api.games.super_rack_o.deal import CARDS_DEALT, zigzag
from racko_api.games.super_rack_o.rack import DoubleRack


def _read_dealt(dealt: Sequence[object], rack: DoubleRack[Card]) -> list[Card]:
    cards = [read_card(c, f"dealt/{i}") for i, c in enumerate(dealt)]
    if len(cards) != CARDS_DEALT or Counter(cards) != Counter((*rack.blue, *rack.red)):
        message = tr("dealt must hold the double rack's {n} cards, each as often as the rack does, in "
                     "the order they were dealt", n=CARDS_DEALT)
        raise InvalidInput(message, rule="S-DEAL", errors=(FieldError("dealt", message, "S-DEAL"),))
    return cards


def as_dealt(rack: DoubleRack[Card], dealt: Sequence[object], super_rack_o: bool) -> Verdict:
    """Whether `rack` is the cards `dealt` (first first) placed as S-DEAL says, and, for a Super
    Rack-O (`super_rack_o`), that its player may call at once."""
    if zigzag(_read_dealt(dealt, rack)) != rack:
        return Verdict(False, (Reason("S-DEAL", tr(
            "the first card dealt goes into blue row 8, the next into red row 8, and so on zigzag to "
            "red row 1; this double rack holds these cards elsewhere")),))
    placed = Reason("S-DEAL", tr("each card is where the zigzag deal puts it, from blue row 8 to red "
                                 "row 1"))
    if not super_rack_o:
        return Verdict(True, (placed,))
    return Verdict(True, (placed, Reason("S-CALL", tr(
        "dealt a Super Rack-O, its player may call \"SUPER RACK-O!\" at once, before the first card "
        "is taken"))))


__all__ = ["as_dealt"]
