"""Scoring one final rack, slot by slot, with a reason for every point."""

from __future__ import annotations

from dataclasses import dataclass, replace
from functools import cache

from racko_api.core.errors import IllegalMove, InvalidInput, Reason
from racko_api.core.words import tr
from racko_api.games.rack_o.racko import can_go_rack_o, rack_o_failures, verify_rack_o
from racko_api.games.rack_o.racks import (
    RACK_SIZE,
    SLOT_LABELS,
    Rack,
    Stretch,
    consecutive_runs,
    is_ascending,
    leading_run,
    longest_ascending,
    longest_run,
)
from racko_api.games.rack_o.ruleset import LoserScoring, Ruleset, RunBonus, RunBonusFrom

CARD_POINTS = 5
SEQUENCE_POINTS = 10
BONUS_BY_RUN = {3: 50, 4: 100, 5: 200, 6: 400}  # R-BONUS; 6 stands for "6 or more"


@dataclass(frozen=True)
class SlotScore:
    label: int
    card: int | None
    points: int
    scored: bool


@dataclass(frozen=True)
class RackScore:
    points: int
    rack_o: bool
    bonus: int
    slots: tuple[SlotScore, ...]
    reasons: tuple[Reason, ...]
    longest_run: int


def bonus_for_run(length: int) -> int:
    """R-BONUS: the bonus a run of this length earns (0 under 3).

    >>> bonus_for_run(7)
    400
    """
    return BONUS_BY_RUN[min(length, 6)] if length >= 3 else 0


def run_bonus(ruleset: Ruleset, rack: Rack) -> tuple[int, list[Reason]]:
    """R-BONUS for the player who goes Rack-O: longest run only, or every run (house rule)."""
    mode = ruleset.options.run_bonus
    if mode is RunBonus.OFF:
        return 0, []
    if mode is RunBonus.LONGEST:
        run = longest_run(rack)
        runs = [run] if run is not None and run.length >= 3 else []
    else:
        runs = [r for r in consecutive_runs(rack) if r.length >= 3]
    if not runs:
        best = longest_run(rack)
        return 0, [Reason("R-BONUS", tr("longest run is {longest}; a bonus "
                                        "needs a run of 3 or more",
                                        longest=best.length if best else 0))]
    reasons = []
    for run in runs:
        cards = ", ".join(str(rack[i]) for i in run.indexes)
        reasons.append(Reason("R-BONUS", tr("run of {run_length} ({cards}): "
                                            "+{bonus}",
                                            run_length=run.length, cards=cards,
                                            bonus=bonus_for_run(run.length))))
    return sum(bonus_for_run(r.length) for r in runs), reasons


def team_bonus_applies(ruleset: Ruleset) -> bool:
    """R-BONUS with run_bonus_from team: partners each with a rack, the longest-run bonus."""
    opts = ruleset.options
    return (opts.teams and not ruleset.shared_team_racks and opts.run_bonus is RunBonus.LONGEST
            and opts.run_bonus_from is RunBonusFrom.TEAM)


def partner_run_bonus(bonus: int, partner_run: int) -> tuple[int, Reason | None]:
    """R-BONUS with run_bonus_from team: a partner's longer run earns the team its bonus instead.

    >>> partner_run_bonus(0, 4)[0]
    100
    """
    better = bonus_for_run(partner_run)
    if better <= bonus:
        return bonus, None
    return better, Reason("R-BONUS", tr("a partner's rack has a run of {partner_run}: the team's "
                                        "bonus is +{better} (run_bonus_from: team)",
                                        partner_run=partner_run, better=better))


def loser_points(ruleset: Ruleset, rack: Rack) -> int:
    """R-SCORE-LEAD or R-SCORE-LONGEST: the points of a rack when another player went Rack-O, the
    figure alone (`score_rack` gives it slot by slot, with its reasons).

    >>> from racko_api.games.rack_o.presets import HASBRO
    >>> loser_points(HASBRO, (1, 12, 13, 16, 34, 22, 4, 54, 31, 60))
    25
    """
    if ruleset.options.loser_scoring is LoserScoring.LONGEST_SEQUENCE_X10:
        seq = longest_ascending(rack)
        return seq.length * SEQUENCE_POINTS if seq is not None else 0
    return leading_run(rack) * CARD_POINTS


@cache
def _slot(label: int, card: int | None, points: int, scored: bool) -> SlotScore:
    """Slot scores are values: each of the few thousand possible ones is built once and shared
    (building a frozen dataclass costs about as much as the rest of a rack's scoring)."""
    return SlotScore(label, card, points, scored)


def _slots(rack: Rack, scoring: Stretch | None, per_card: int) -> tuple[SlotScore, ...]:
    first, end = (scoring.start, scoring.start + scoring.length) if scoring else (0, 0)
    return tuple([_slot(SLOT_LABELS[i], rack[i], per_card, True) if first <= i < end
                  else _slot(SLOT_LABELS[i], rack[i], 0, False) for i in range(RACK_SIZE)])


def _score_winner(ruleset: Ruleset, rack: Rack) -> RackScore:
    win = ruleset.options.win_points
    per_card = CARD_POINTS if win >= CARD_POINTS * RACK_SIZE else 0
    extra = win - per_card * RACK_SIZE
    if ruleset.options.loser_scoring is LoserScoring.LONGEST_SEQUENCE_X10:  # the Swedish text: just 75
        reasons = [Reason("R-SCORE-WIN", tr("went Rack-O: {win} points for winning the round", win=win))]
    else:
        reasons = [Reason("R-SCORE-WIN", tr("went Rack-O: {per_card} for each of the 10 cards and {extra} "
                                            "for going Rack-O = {win}", per_card=per_card, extra=extra,
                                            win=win))]
    bonus, bonus_reasons = run_bonus(ruleset, rack)
    run = longest_run(rack)
    return RackScore(
        points=win + bonus,
        rack_o=True,
        bonus=bonus,
        slots=_slots(rack, Stretch(0, RACK_SIZE), per_card),
        reasons=tuple(reasons + bonus_reasons),
        longest_run=run.length if run else 0,
    )


def _score_loser(ruleset: Ruleset, rack: Rack, blocked: bool = False) -> RackScore:
    run = longest_run(rack)
    run_length = run.length if run else 0
    if ruleset.options.loser_scoring is LoserScoring.LONGEST_SEQUENCE_X10:
        seq = longest_ascending(rack)
        if seq is None:
            reason = Reason("R-SCORE-LONGEST", tr("no ascending sequence of 2 or more cards: 0"))
        else:
            cards = ", ".join(str(rack[i]) for i in seq.indexes)
            reason = Reason("R-SCORE-LONGEST", tr(
                "longest ascending sequence {cards} (#{first} to #{last}): {n} x {per_card} = {points}",
                cards=cards, first=SLOT_LABELS[seq.start], last=SLOT_LABELS[seq.start + seq.length - 1],
                n=seq.length, per_card=SEQUENCE_POINTS, points=seq.length * SEQUENCE_POINTS))
        slots = _slots(rack, seq, SEQUENCE_POINTS)
    else:
        lead = leading_run(rack)
        if lead == 0:
            text = tr("slot #5 is empty: 0")
        elif lead == RACK_SIZE and blocked:  # R-TURN-LIMIT: nobody went Rack-O
            text = tr("all 10 cards in order, but the round ended at its turn limit with no Rack-O: "
                      "10 x {card_points} = 50", card_points=CARD_POINTS)
        elif lead == RACK_SIZE:
            text = (tr("all 10 cards in order but another player went Rack-O: 10 x {card_points} "
                       "= 50, not 75", card_points=CARD_POINTS))
        elif lead == 1:
            text = tr("only #5 is in order, broken at #{broken}: 1 x {per_card} = {points}",
                      broken=SLOT_LABELS[1], per_card=CARD_POINTS, points=CARD_POINTS)
        else:
            text = tr("cards in order from #5 to #{last}, broken at #{broken}: {n} x {per_card} = {points}",
                      last=SLOT_LABELS[lead - 1], broken=SLOT_LABELS[lead], n=lead, per_card=CARD_POINTS,
                      points=lead * CARD_POINTS)
        reason = Reason("R-SCORE-LEAD", text)
        slots = _slots(rack, Stretch(0, lead) if lead else None, CARD_POINTS)
    return RackScore(
        points=sum(s.points for s in slots),
        rack_o=False,
        bonus=0,
        slots=slots,
        reasons=(reason,),
        longest_run=run_length,
    )


def score_rack(ruleset: Ruleset, players: int, rack: Rack, rack_o: bool | None = None, *,
               blocked: bool = False) -> RackScore:
    """Score a final rack; `rack_o` None means: as the Rack-O player exactly when it may be.

    A rack in order that may not go Rack-O (R-RUN3) is scored as a loser's, and its reasons name
    the rule that stops it. Claiming Rack-O for a rack that may not go Rack-O is malformed input
    citing the rule. `blocked`: the round ended at its turn limit (R-TURN-LIMIT), with no Rack-O.
    """
    if rack_o is None:
        rack_o = can_go_rack_o(ruleset, players, rack)
        if not rack_o and is_ascending(rack):  # in order, yet no Rack-O: name the rule that says so
            lost = _score_loser(ruleset, rack, blocked)
            return replace(lost, reasons=(*rack_o_failures(ruleset, players, rack), *lost.reasons))
    elif rack_o:
        try:
            verify_rack_o(ruleset, players, rack)
        except IllegalMove as exc:
            raise InvalidInput(tr("cannot be scored as Rack-O: {reason}", reason=exc.message),
            rule=exc.rule) from exc
    return _score_winner(ruleset, rack) if rack_o else _score_loser(ruleset, rack, blocked)
