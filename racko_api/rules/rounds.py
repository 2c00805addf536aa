"""Scoring a whole round: every player's rack checked against the others, then scored."""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from .errors import FieldError, IllegalMove, InvalidInput, Reason
from .racko import can_go_rack_o, verify_rack_o
from .racks import RACK_SIZE, Rack, parse_rack
from .ruleset import LoserScoring, Ruleset, RunBonus
from .scoring import CARD_POINTS, SEQUENCE_POINTS, RackScore, bonus_for_run, score_rack


@dataclass(frozen=True)
class Entry:
    """What a table reports for one player: a full rack, or how many cards scored."""

    player: str
    rack: Sequence[object] | None = None
    scoring_cards: int | None = None
    run: int | None = None  # quick entry for the Rack-O player under a run bonus


@dataclass(frozen=True)
class PlayerRound:
    player: str
    points: int
    rack_o: bool
    bonus: int
    reasons: tuple[Reason, ...]
    score: RackScore | None  # None for a quick entry (scoring_cards)
    rack: Rack | None


@dataclass(frozen=True)
class TeamRound:
    players: tuple[str, ...]
    points: int


@dataclass(frozen=True)
class RoundScore:
    rack_o: str
    players: tuple[PlayerRound, ...]
    teams: tuple[TeamRound, ...]


def _bad(field: str, message: str, rule: str | None = None) -> InvalidInput:
    return InvalidInput(message, rule=rule, errors=(FieldError(field, message, rule),))


def default_teams(players: Sequence[str]) -> tuple[tuple[str, ...], ...]:
    """R-TEAMS: partners sit opposite, so seats 1 and 3 play seats 2 and 4."""
    return (tuple(players[0::2]), tuple(players[1::2]))


def verify_teams(players: Sequence[str], teams: Sequence[Sequence[str]]) -> tuple[tuple[str, ...], ...]:
    """R-TEAMS: two teams of two that together are exactly the players."""
    flat = [p for team in teams for p in team]
    if len(teams) != 2 or any(len(t) != 2 for t in teams) or sorted(flat) != sorted(players):
        raise _bad("teams", "two teams of two, each player in exactly one team", "R-TEAMS")
    return tuple(tuple(t) for t in teams)


def _quick_score(ruleset: Ruleset, players: int, entry: Entry, rack_o: bool, field: str) -> PlayerRound:
    """Score a quick entry (`scoring_cards`), refusing counts no rack could score."""
    count = entry.scoring_cards
    assert count is not None
    opts = ruleset.options
    if rack_o:
        if count != RACK_SIZE:
            raise _bad(f"{field}/scoring_cards", "the player who went Rack-O scores all 10 cards",
                       "R-SCORE-WIN")
        bonus = 0
        reasons = [Reason("R-SCORE-WIN", f"went Rack-O: {opts.win_points}")]
        if entry.run is not None:
            if opts.run_bonus is RunBonus.OFF:
                raise _bad(f"{field}/run", "this ruleset has no run bonus", "R-BONUS")
            needed = ruleset.run_needed(players)
            if not needed <= entry.run <= RACK_SIZE:
                raise _bad(f"{field}/run", f"a Rack-O rack here has a longest run of {max(needed, 1)} "
                           "to 10", "R-RUN3" if needed else "R-RUN")
            bonus = bonus_for_run(entry.run)
            reasons.append(Reason("R-BONUS", f"longest run of {entry.run}: +{bonus}"))
        elif opts.run_bonus is RunBonus.SUM_OF_RUNS:
            raise _bad(f"{field}/rack", "the sum-of-runs bonus needs the full rack", "R-BONUS")
        return PlayerRound(entry.player, opts.win_points + bonus, True, bonus, tuple(reasons), None, None)
    if entry.run is not None:
        raise _bad(f"{field}/run", "only the player who went Rack-O scores a run bonus", "R-BONUS")
    longest = opts.loser_scoring is LoserScoring.LONGEST_SEQUENCE_X10
    low = 0 if longest or opts.cards_dealt < RACK_SIZE else 1
    # A loser holds all 10 in order only if Rack-O had to be called or needed a run.
    high = RACK_SIZE if opts.explicit_call or ruleset.run_needed(players) else RACK_SIZE - 1
    rule = "R-SCORE-LONGEST" if longest else "R-SCORE-LEAD"
    if not low <= count <= high or (longest and count == 1):
        allowed = f"{low} to {high}" + (" (a sequence has at least 2 cards)" if longest else "")
        raise _bad(f"{field}/scoring_cards", f"{count} scoring cards is impossible here; "
                   f"allowed: {allowed}", rule)
    per_card = SEQUENCE_POINTS if longest else CARD_POINTS
    reason = Reason(rule, f"{count} scoring cards x {per_card} = {count * per_card}")
    return PlayerRound(entry.player, count * per_card, False, 0, (reason,), None, None)


def _parse_racks(ruleset: Ruleset, entries: Sequence[Entry]) -> dict[int, Rack]:
    """Every full rack parsed, and no card in two racks (each card exists once, R-DECK)."""
    top = ruleset.top_card(len(entries))
    allow_empty = ruleset.options.cards_dealt < RACK_SIZE
    racks: dict[int, Rack] = {}
    errors: list[FieldError] = []
    owner: dict[int, str] = {}
    for i, entry in enumerate(entries):
        field = f"racks/{i}"
        if (entry.rack is None) == (entry.scoring_cards is None):
            errors.append(FieldError(field, "give either rack or scoring_cards"))
            continue
        if entry.rack is None:
            continue
        try:
            rack = parse_rack(entry.rack, top_card=top, allow_empty=allow_empty, field=f"{field}/rack")
        except InvalidInput as exc:
            errors.extend(exc.errors)
            continue
        racks[i] = rack
        for j, card in enumerate(rack):
            if card is None:
                continue
            if card in owner:
                errors.append(FieldError(f"{field}/rack/{j}", f"card {card} is also in "
                                         f"{owner[card]}'s rack; each card exists once", "R-DECK"))
            owner.setdefault(card, entry.player)
    if errors:
        raise InvalidInput(errors[0].message, rule=errors[0].rule, errors=tuple(errors))
    return racks


def _find_rack_o(ruleset: Ruleset, entries: Sequence[Entry], racks: dict[int, Rack],
                 rack_o: str | None) -> int:
    """The index of the one player who went Rack-O: named, or the only eligible rack."""
    players = len(entries)
    names = [e.player for e in entries]
    if rack_o is not None:
        if rack_o not in names:
            raise _bad("rack_o", f"{rack_o!r} is not a player of this round")
        index = names.index(rack_o)
        if index in racks:
            try:
                verify_rack_o(ruleset, players, racks[index])
            except IllegalMove as exc:
                raise _bad(f"racks/{index}/rack", f"{rack_o} cannot go Rack-O: {exc.message}",
                           exc.rule) from exc
        return index
    eligible = [i for i, r in racks.items() if can_go_rack_o(ruleset, players, r)]
    if len(eligible) == 1 and len(racks) == players:
        return eligible[0]
    if not eligible and len(racks) == players:
        raise _bad("rack_o", "no rack here is a legal Rack-O; a round ends when one player "
                   "goes Rack-O", "R-RACKO")
    raise _bad("rack_o", "name the player who went Rack-O", "R-RACKO")


def score_round(ruleset: Ruleset, entries: Sequence[Entry], rack_o: str | None = None,
                teams: Sequence[Sequence[str]] | None = None) -> RoundScore:
    """Check a round across all racks (R-DECK, R-RACKO, R-RUN3), then score every player."""
    players = ruleset.verify_players(len(entries), field="racks")
    names = [e.player for e in entries]
    for i, name in enumerate(names):
        if names.index(name) != i:
            raise _bad(f"racks/{i}/player", f"player {name!r} appears twice")
    racks = _parse_racks(ruleset, entries)
    winner = _find_rack_o(ruleset, entries, racks, rack_o)
    results = []
    for i, entry in enumerate(entries):
        if i in racks:
            score = score_rack(ruleset, players, racks[i], rack_o=(i == winner))
            results.append(PlayerRound(entry.player, score.points, score.rack_o, score.bonus,
                                       score.reasons, score, racks[i]))
        else:
            results.append(_quick_score(ruleset, players, entry, i == winner, f"racks/{i}"))
    team_rounds: tuple[TeamRound, ...] = ()
    if ruleset.options.teams:
        groups = verify_teams(names, teams) if teams else default_teams(names)
        points = {r.player: r.points for r in results}
        team_rounds = tuple(TeamRound(g, sum(points[p] for p in g)) for g in groups)
    return RoundScore(names[winner], tuple(results), team_rounds)
