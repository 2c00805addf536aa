"""The rules referee: raw table input (JSON-shaped) in, verdicts and scores out.

These functions do the input checks every caller needs (player count, deck bounds,
empty slots) and then call the rule functions; the HTTP layer only reshapes.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from racko_api.core.errors import FieldError, InvalidInput, Reason
from racko_api.core.plays import Pile, read_play
from racko_api.core.verdicts import MoveVerdict, Verdict
from racko_api.core.words import tr
from racko_api.games.rack_o.plays import RACK_O_PLAYS, Play
from racko_api.games.rack_o.presets import PRESETS
from racko_api.games.rack_o.racko import call_or_wait, can_go_rack_o, rack_o_failures, rack_o_reasons
from racko_api.games.rack_o.racks import RACK_SIZE, Rack, index_of, is_ascending, parse_rack
from racko_api.games.rack_o.ruleset import FULL_DECK, Ruleset
from racko_api.games.rack_o.scoring import RackScore, score_rack
from racko_api.games.rack_o.turns import move_verdict


def read_rack(ruleset: Ruleset, players: int, cards: Sequence[object], *,
              field: str = "rack") -> Rack:
    """A rack that can exist at this table: within the deck (R-DECK), no card twice (R-RACK),
    empties only in R-QUICK. Every endpoint reads racks through here, so one that cannot exist
    is refused alike everywhere."""
    return parse_rack(cards, top_card=ruleset.top_card(players),
                      allow_empty=ruleset.options.cards_dealt < RACK_SIZE, field=field)


def score(ruleset: Ruleset, players: int, cards: Sequence[object],
          rack_o: bool | None = None) -> RackScore:
    """POST /v1/score: one final rack, slot by slot."""
    players = ruleset.verify_players(players)
    return score_rack(ruleset, players, read_rack(ruleset, players, cards), rack_o)


@dataclass(frozen=True)
class Comparison:
    ruleset: str
    title: str
    legal_rack_o: bool
    score: RackScore | None
    problem: Reason | None


def compare(players: int, cards: Sequence[object], rack_o: bool | None = None) -> list[Comparison]:
    """The same rack under every preset; where it cannot be scored, the rule that says why.

    A rack in order that may not go Rack-O in an edition (R-RUN3) is scored as a loser's there,
    and `problem` names the rule that stops it.
    """
    parse_rack(cards, top_card=FULL_DECK)  # malformed anywhere is malformed everywhere
    out = []
    for preset in PRESETS.values():
        try:
            n = preset.verify_players(players)
            rack = read_rack(preset, n, cards)
            failures = rack_o_failures(preset, n, rack) if is_ascending(rack) else []
            out.append(Comparison(preset.id, preset.title, not failures and is_ascending(rack),
                                  score_rack(preset, n, rack, rack_o),
                                  failures[0] if failures else None))
        except InvalidInput as exc:
            problem = Reason(exc.rule or "R-RACK", exc.message)
            out.append(Comparison(preset.id, preset.title, False, None, problem))
    return out


@dataclass(frozen=True)
class RackVerdict(Verdict):
    """Is this rack a legal Rack-O here, why (R-RACKO, R-RUN3...), and what it scores: as Rack-O
    when legal, else as another player's rack."""

    score: RackScore


def rack_verdict(ruleset: Ruleset, players: int, rack: Rack) -> RackVerdict:
    """The verdict on a rack read already (`read_rack`), for a checked player count."""
    legal = can_go_rack_o(ruleset, players, rack)
    return RackVerdict(legal, tuple(rack_o_reasons(ruleset, players, rack)),
                       score_rack(ruleset, players, rack, legal))


def check_rack(ruleset: Ruleset, players: int, cards: Sequence[object]) -> RackVerdict:
    """POST /v1/check/rack: is this a legal Rack-O here, why, and what does it score?"""
    players = ruleset.verify_players(players)
    return rack_verdict(ruleset, players, read_rack(ruleset, players, cards))


def _slot(label: int | None, field: str) -> int:
    if label is None:
        raise InvalidInput(tr("{field} is needed for this play", field=field),
                           errors=(FieldError(field, tr("required for this play")),))
    return index_of(label)


_SLOT_FIELDS: dict[Play, tuple[str, ...]] = {
    Play.EXCHANGE: ("slot", "old_slot"), Play.PLACE: ("slot",),
    Play.SWAP: ("slots", "slot", "old_slot"), Play.EXCHANGE_TWO: ("slots", "slot", "old_slot"),
}
"""The slot fields each play reads; any other given is refused, as a Super Rack-O move refuses
one, so an answer is never about a move other than the one the client meant."""


def _refuse_unused(how: Play, given: dict[str, object]) -> None:
    errors = tuple(FieldError(name, tr("not used to {play}", play=how.value))
                   for name, value in given.items()
                   if value is not None and name not in _SLOT_FIELDS.get(how, ()))
    if errors:
        raise InvalidInput(tr("{field}: {reason}", field=errors[0].field, reason=errors[0].message),
                           errors=errors)


def check_move(ruleset: Ruleset, players: int, cards: Sequence[object], card: int,
               taken_from: str, play: str, slot: int | None = None, old_slot: int | None = None,
               slots: Sequence[int] | None = None) -> MoveVerdict[Rack, int, int, RackVerdict]:
    """POST /v1/check/move: may a player do this with the card they took, and why; `after` is the
    rack verdict on the rack after a legal move (`wins_after`: it is a legal Rack-O)."""
    players = ruleset.verify_players(players)
    rack = read_rack(ruleset, players, cards)
    top = ruleset.top_card(players)
    why = None
    if card in rack:
        why = tr("is already in the rack; each card exists once")
    elif not 1 <= card <= top:
        why = tr("is not in the 1-{top} deck for {players} players", top=top, players=players)
    if why:
        raise InvalidInput(tr("card {card} {why}", card=card, why=why), rule="R-DECK",
                           errors=(FieldError("card", why, "R-DECK"),))
    how = read_play(play, RACK_O_PLAYS)
    _refuse_unused(how, {"slot": slot, "old_slot": old_slot, "slots": slots})
    index = other = None
    if how in (Play.SWAP, Play.EXCHANGE_TWO):
        pair = slots or ([slot, old_slot] if slot and old_slot else None)
        if pair is None:
            raise InvalidInput(tr("slots is needed for this play"),
                               errors=(FieldError("slots", tr("two slot labels")),))
        index, other = index_of(pair[0]), index_of(pair[1])
    elif how in (Play.EXCHANGE, Play.PLACE):
        index = _slot(slot, "slot")
        other = index_of(old_slot) if old_slot is not None else None
    verdict = move_verdict(ruleset, rack, card, Pile(taken_from), how, index, other)
    after = None if verdict.rack_after is None else rack_verdict(ruleset, players, verdict.rack_after)
    reasons = verdict.reasons
    if after is not None and verdict.rack_after is not None and is_ascending(verdict.rack_after):
        reasons = (*reasons, *_left_in_order(ruleset, after))
    return MoveVerdict(verdict.legal, reasons, verdict.rack_after, verdict.discarded, verdict.slot, after)


def _left_in_order(ruleset: Ruleset, after: RackVerdict) -> tuple[Reason, ...]:
    """A move that leaves all 10 cards in order: whether that is a Rack-O, and what follows (R-RACKO,
    R-WAIT), or the rule that stops it (R-RUN3)."""
    if not after.legal:
        return tuple(Reason(r.rule, r.text) for r in after.reasons)
    run = tuple(Reason(r.rule, r.text) for r in after.reasons if r.rule == "R-RUN3")
    if ruleset.options.explicit_call:
        return (Reason("R-WAIT", tr("all 10 cards now increase from #5 to #50: {call}",
                                    call=call_or_wait().text)), *run)
    return (Reason("R-RACKO", tr("all 10 cards now increase from #5 to #50: the rack goes Rack-O and "
                                 "the round ends with this turn")), *run)
