"""A rack still being typed: which cards score so far, and which cards cannot be there and why.

The phone page checks a rack after every card: empty slots (None) are slots not typed yet,
and the other racks of the round so far are given so that a card already used is refused.
Refusals never stop the check: every other card is still judged and scored.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from enum import StrEnum

from racko_api.core.errors import FieldError, InvalidInput, Reason
from racko_api.core.words import Text, tr, tr_noop
from racko_api.games.rack_o.racks import RACK_SIZE, SLOT_LABELS, Rack, out_of_deck
from racko_api.games.rack_o.ruleset import Ruleset
from racko_api.games.rack_o.scoring import RackScore, SlotScore, score_rack


class Refused(StrEnum):
    """Why a typed card cannot be in this slot."""

    NOT_A_CARD = "not_a_card"  # R-RACK: not a whole number
    OUT_OF_DECK = "out_of_deck"  # R-DECK: above the top card for this many players
    TWICE_IN_RACK = "twice_in_rack"  # R-RACK: the same card in an earlier slot of this rack
    IN_OTHER_RACK = "in_other_rack"  # R-DECK: each card exists once in the round


RULE_OF = {Refused.NOT_A_CARD: "R-RACK", Refused.OUT_OF_DECK: "R-DECK",
           Refused.TWICE_IN_RACK: "R-RACK", Refused.IN_OTHER_RACK: "R-DECK"}


@dataclass(frozen=True)
class Refusal:
    """Card `card` in slot `index` (0 = #5) is refused; `other` is the slot label it repeats
    (TWICE_IN_RACK) or the player whose rack holds it (IN_OTHER_RACK); `top_card` the deck's top."""

    index: int
    card: object
    why: Refused
    top_card: int
    other: int | str | None = None

    @property
    def rule(self) -> str:
        return RULE_OF[self.why]

    @property
    def label(self) -> int:
        return SLOT_LABELS[self.index]


@dataclass(frozen=True)
class PartialCheck:
    """The verdict on a rack being typed.

    `score` scores the accepted cards as they stand (refused cards count as empty slots): as the
    Rack-O player only when `rack_o` was asked, the rack is complete and may go Rack-O; else as
    another player's rack. `rack_o_refusal` says why a complete rack cannot be scored as Rack-O.
    """

    top_card: int
    typed: int
    complete: bool
    refusals: tuple[Refusal, ...]
    score: RackScore
    rack_o_refusal: Reason | None = None

    @property
    def slots(self) -> tuple[SlotScore, ...]:
        return self.score.slots


def _refusals(rack: Sequence[object], top: int, used: Mapping[int, str]) -> list[Refusal]:
    refusals: list[Refusal] = []
    seen: dict[int, int] = {}
    for i, card in enumerate(rack):
        if card is None:
            continue
        if isinstance(card, bool) or not isinstance(card, int):
            refusals.append(Refusal(i, card, Refused.NOT_A_CARD, top))
        elif not 1 <= card <= top:
            refusals.append(Refusal(i, card, Refused.OUT_OF_DECK, top))
        elif card in seen:
            refusals.append(Refusal(i, card, Refused.TWICE_IN_RACK, top, SLOT_LABELS[seen[card]]))
        elif card in used:
            refusals.append(Refusal(i, card, Refused.IN_OTHER_RACK, top, used[card]))
        if isinstance(card, int) and not isinstance(card, bool):
            seen.setdefault(card, i)
    return refusals


def _used_elsewhere(others: Mapping[str, Sequence[object]]) -> dict[int, str]:
    used: dict[int, str] = {}
    for player, cards in others.items():
        for card in cards:
            if isinstance(card, int) and not isinstance(card, bool):
                used.setdefault(card, player)
    return used


def check_partial(ruleset: Ruleset, players: int, rack: Sequence[object],
                  others: Mapping[str, Sequence[object]] | None = None,
                  rack_o: bool = False) -> PartialCheck:
    """Judge a rack with empty slots (None) for `players` at this ruleset.

    `others` maps each other player to their rack as typed so far; a card in one of them is
    refused here (R-DECK). Malformed input (a rack of other than 10 slots, a player count the
    ruleset cannot seat) raises InvalidInput.

    >>> from racko_api.games.rack_o.presets import get_ruleset
    >>> done = check_partial(get_ruleset("hasbro"), 2, [3, 8, 41, None, None, None, None, None, None, None])
    >>> [(r.label, r.rule) for r in done.refusals], done.score.points
    ([(15, 'R-DECK')], 10)
    """
    players = ruleset.verify_players(players)
    if len(rack) != RACK_SIZE:
        raise InvalidInput(tr("a rack has {rack_size} slots, got {got}",
                              rack_size=RACK_SIZE, got=len(rack)), rule="R-RACK",
                           errors=(FieldError("rack", tr("must hold exactly {rack_size} slots",
                                                         rack_size=RACK_SIZE), "R-RACK"),))
    top = ruleset.top_card(players)
    refusals = _refusals(rack, top, _used_elsewhere(others or {}))
    refused = {r.index for r in refusals}
    accepted: Rack = tuple(None if i in refused else card for i, card in enumerate(rack))  # type: ignore[misc]
    typed = sum(card is not None for card in rack)
    complete = typed == RACK_SIZE and not refusals
    rack_o_refusal = None
    score = score_rack(ruleset, players, accepted, rack_o=False)
    if rack_o and complete:
        try:
            score = score_rack(ruleset, players, accepted, rack_o=True)
        except InvalidInput as exc:
            rack_o_refusal = Reason(exc.rule or "R-RACKO", exc.message)
    return PartialCheck(top, typed, complete, tuple(refusals), score, rack_o_refusal)


REFUSAL_WORDS = {
    Refused.NOT_A_CARD: tr_noop("#{label}: a card is a whole number"),
    Refused.TWICE_IN_RACK: tr_noop("#{label}: card {card} is already in slot #{other}; every card is unique"),
    Refused.IN_OTHER_RACK: tr_noop("#{label}: card {card} is already in {other}'s rack; "
                                   "each card exists once"),
}


def refusal_text(refusal: Refusal) -> Text:
    """Why a typed card is refused: an English sentence the HTTP layer renders in any language.

    >>> refusal_text(Refusal(2, 75, Refused.OUT_OF_DECK, 60))
    '#15: card 75 is not in the deck 1-60'
    """
    if refusal.why is Refused.OUT_OF_DECK and isinstance(refusal.card, int):
        return tr("#{label}: {why}", label=refusal.label, why=out_of_deck(refusal.card, refusal.top_card))
    return Text(REFUSAL_WORDS[refusal.why], {"label": refusal.label, "card": refusal.card,
                                             "top_card": refusal.top_card, "other": refusal.other})
