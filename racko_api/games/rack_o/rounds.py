"""Scoring a whole round: every player's rack checked against the others, then scored."""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass, replace

from racko_api.core.errors import FieldError, IllegalMove, InvalidInput, Reason
from racko_api.core.sheet import bad_field
from racko_api.core.words import tr, trn
from racko_api.games.rack_o.racko import can_go_rack_o, verify_rack_o
from racko_api.games.rack_o.racks import RACK_SIZE, Rack, parse_rack
from racko_api.games.rack_o.ruleset import LoserScoring, Ruleset, RunBonus
from racko_api.games.rack_o.scoring import (
    CARD_POINTS,
    SEQUENCE_POINTS,
    RackScore,
    bonus_for_run,
    partner_run_bonus,
    score_rack,
    team_bonus_applies,
)


@dataclass(frozen=True)
class Entry:
    """What a table reports for one player: a full rack, or how many cards scored."""

    player: str
    rack: Sequence[object] | None = None
    scoring_cards: int | None = None
    run: int | None = None  # quick entry: the longest run (Rack-O player; a partner under R-BONUS team)


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


_bad = bad_field


def not_played_in_teams(ruleset: Ruleset) -> InvalidInput:
    """R-TEAMS: teams given for a ruleset whose tables are not played in teams (a round, a sheet)."""
    return _bad("teams", tr("{ruleset_id} is not played in teams; choose a partners ruleset or the "
                            "option teams", ruleset_id=ruleset.id), "R-TEAMS")


def default_teams(players: Sequence[str]) -> tuple[tuple[str, ...], ...]:
    """R-TEAMS: partners sit opposite, so seats 1 and 3 play seats 2 and 4."""
    return (tuple(players[0::2]), tuple(players[1::2]))


def verify_teams(players: Sequence[str], teams: Sequence[Sequence[str]]) -> tuple[tuple[str, ...], ...]:
    """R-TEAMS: two teams of two that together are exactly the players."""
    flat = [p for team in teams for p in team]
    if len(teams) != 2 or any(len(t) != 2 for t in teams) or sorted(flat) != sorted(players):
        raise _bad("teams", tr("two teams of two, each player in exactly one team"), "R-TEAMS")
    return tuple(tuple(t) for t in teams)


def verify_team_members(teams: Sequence[Sequence[str]]) -> tuple[tuple[str, ...], ...]:
    """R-TEAMS (shared racks): two teams of one or more members, nobody in both or twice."""
    flat = [p for team in teams for p in team]
    if len(teams) != 2 or any(not t for t in teams) or len(set(flat)) != len(flat):
        raise _bad("teams", tr("two teams, each sharing one rack: one or more members each, "
                               "every member in one team only"), "R-TEAMS")
    return tuple(tuple(t) for t in teams)


def _quick_rack_o(ruleset: Ruleset, players: int, entry: Entry, field: str) -> PlayerRound:
    """The Rack-O player's quick entry: all 10 cards, and the longest run where a rule uses it.

    Where R-RUN3 applies, a stated run is checked against it; without one the answer says, with
    an R-RUN3 reason, that the run went unchecked (the table saw the rack; the sheet did not), and
    where a run bonus is scored, with an R-BONUS reason, that none was counted.
    Where neither R-RUN3 nor a run bonus applies, a stated run is ignored, and a reason says so.
    """
    opts = ruleset.options
    if entry.scoring_cards != RACK_SIZE:
        raise _bad(f"{field}/scoring_cards",
        tr("the player who went Rack-O scores all 10 cards"),
                   "R-SCORE-WIN")
    needed = ruleset.run_needed(players)
    reasons = [Reason("R-SCORE-WIN", tr("went Rack-O: {points}", points=opts.win_points))]
    if entry.run is None:
        if opts.run_bonus is RunBonus.SUM_OF_RUNS:
            raise _bad(f"{field}/rack", tr("the sum-of-runs bonus needs the full rack"),
            "R-BONUS")
        if needed:
            reasons.append(Reason("R-RUN3", tr("unchecked: going Rack-O here needs a run of "
                                               "{needed}, and this quick entry states no run "
                                               "(give run or the full rack to have it checked)",
                                               needed=needed)))
        if opts.run_bonus is RunBonus.LONGEST:
            reasons.append(Reason("R-BONUS", tr("no run bonus counted: this quick entry states no run "
                                                "(give run or the full rack to have it counted)")))
        return PlayerRound(entry.player, opts.win_points, True, 0, tuple(reasons), None, None)
    if opts.run_bonus is RunBonus.OFF and not needed:  # an app that always sends it is not refused
        reasons.append(Reason("R-RUN3", tr("run {run} ignored: going Rack-O needs no run "
                                           "at this table and this ruleset scores no run bonus",
                                           run=entry.run)))
        return PlayerRound(entry.player, opts.win_points, True, 0, tuple(reasons), None, None)
    if not max(needed, 1) <= entry.run <= RACK_SIZE:
        raise _bad(f"{field}/run",
        tr("a Rack-O rack here has a longest run of {shortest} to "
                                      "10", shortest=max(needed, 1)), "R-RUN3" if needed else "R-RUN")
    if needed:
        reasons.append(Reason("R-RUN3", tr("longest run of {run}: the run of {needed} "
                                           "going Rack-O needs is there",
                                           run=entry.run, needed=needed)))
    if opts.run_bonus is RunBonus.OFF:
        return PlayerRound(entry.player, opts.win_points, True, 0, tuple(reasons), None, None)
    if opts.run_bonus is RunBonus.SUM_OF_RUNS:
        raise _bad(f"{field}/rack", tr("the sum-of-runs bonus needs the full rack"),
        "R-BONUS")
    bonus = bonus_for_run(entry.run)
    reasons.append(Reason("R-BONUS", tr("longest run of {run}: +{bonus}",
                                        run=entry.run, bonus=bonus)))
    return PlayerRound(entry.player, opts.win_points + bonus, True, bonus, tuple(reasons), None, None)


def _quick_score(ruleset: Ruleset, players: int, entry: Entry, rack_o: bool, field: str) -> PlayerRound:
    """Score a quick entry (`scoring_cards`), refusing counts no rack could score."""
    count = entry.scoring_cards
    assert count is not None
    opts = ruleset.options
    if rack_o:
        return _quick_rack_o(ruleset, players, entry, field)
    if entry.run is not None and not team_bonus_applies(ruleset):
        raise _bad(f"{field}/run",
        tr("only the player who went Rack-O scores a run bonus"), "R-BONUS")
    longest = opts.loser_scoring is LoserScoring.LONGEST_SEQUENCE_X10
    low = 0 if longest or opts.cards_dealt < RACK_SIZE else 1
    high = RACK_SIZE  # a loser's rack may be in order (R-SCORE-LEAD): 10 x 5 = 50, not 75
    rule = "R-SCORE-LONGEST" if longest else "R-SCORE-LEAD"
    if not low <= count <= high or (longest and count == 1):
        allowed = (tr("{low} to {high} (a sequence has at least 2 cards)", low=low, high=high)
                   if longest else tr("{low} to {high}", low=low, high=high))
        raise _bad(f"{field}/scoring_cards", trn("{n} scoring card is impossible here; allowed: {allowed}",
                                                 "{n} scoring cards are impossible here; allowed: {allowed}",
                                                 count, allowed=allowed), rule)
    per_card = SEQUENCE_POINTS if longest else CARD_POINTS
    if count == RACK_SIZE and not longest:
        text = tr("{count} scoring cards x {per_card} = {points}: all 10 in order but another player "
                  "went Rack-O, so 50, not 75", count=count, per_card=per_card, points=count * per_card)
    else:
        text = trn("{n} scoring card x {per_card} = {points}", "{n} scoring cards x {per_card} = {points}",
                   count, per_card=per_card, points=count * per_card)
    return PlayerRound(entry.player, count * per_card, False, 0, (Reason(rule, text),), None, None)


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
            errors.append(FieldError(field, tr("give either rack or scoring_cards")))
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
                errors.append(FieldError(f"{field}/rack/{j}", tr("card {card} is also in "
                                                                 "{owner}'s rack; each card "
                                                                 "exists once",
                                                                 card=card, owner=owner[card]),
                                                                 "R-DECK"))
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
            raise _bad("rack_o", tr("{rack_o!r} is not a player of this round", rack_o=rack_o))
        index = names.index(rack_o)
        if index in racks:
            try:
                verify_rack_o(ruleset, players, racks[index])
            except IllegalMove as exc:
                raise _bad(f"racks/{index}/rack",
                tr("{rack_o} cannot go Rack-O: {reason}",
                                                     rack_o=rack_o, reason=exc.message),
                           exc.rule) from exc
        return index
    eligible = [i for i, r in racks.items() if can_go_rack_o(ruleset, players, r)]
    if len(eligible) == 1 and len(racks) == players:
        return eligible[0]
    if not eligible and len(racks) == players:
        raise _bad("rack_o", tr("no rack here is a legal Rack-O; a round ends when one player "
                                "goes Rack-O"), "R-RACKO")
    raise _bad("rack_o", tr("name the player who went Rack-O"), "R-RACKO")


def score_round(ruleset: Ruleset, entries: Sequence[Entry], rack_o: str | None = None,
                teams: Sequence[Sequence[str]] | None = None) -> RoundScore:
    """Check a round across all racks (R-DECK, R-RACKO, R-RUN3), then score every player."""
    players = ruleset.verify_players(len(entries), field="racks")
    if teams and not ruleset.options.teams:  # never scored unsaid
        raise not_played_in_teams(ruleset)
    names = [e.player for e in entries]
    for i, name in enumerate(names):
        if names.index(name) != i:
            raise _bad(f"racks/{i}/player", tr("player {name!r} appears twice", name=name))
    racks = _parse_racks(ruleset, entries)
    winner = _find_rack_o(ruleset, entries, racks, rack_o)
    results: list[PlayerRound] = []
    for i, entry in enumerate(entries):
        if i in racks:
            score = score_rack(ruleset, players, racks[i], rack_o=(i == winner))
            results.append(PlayerRound(entry.player, score.points, score.rack_o, score.bonus,
                                       score.reasons, score, racks[i]))
        else:
            results.append(_quick_score(ruleset, players, entry, i == winner, f"racks/{i}"))
    team_rounds: tuple[TeamRound, ...] = ()
    if ruleset.shared_team_racks:
        members = verify_team_members(teams) if teams else tuple((n,) for n in names)
        team_rounds = tuple(TeamRound(g, r.points) for g, r in zip(members, results, strict=True))
    elif ruleset.options.teams:
        groups = verify_teams(names, teams) if teams else default_teams(names)
        if team_bonus_applies(ruleset):
            results[winner] = _with_partner_run(results, entries, groups, winner)
        points = {r.player: r.points for r in results}
        team_rounds = tuple(TeamRound(g, sum(points[p] for p in g)) for g in groups)
    return RoundScore(names[winner], tuple(results), team_rounds)


def _run_of(result: PlayerRound, entry: Entry) -> int:
    return result.score.longest_run if result.score is not None else entry.run or 0


def _with_partner_run(results: Sequence[PlayerRound], entries: Sequence[Entry],
                      groups: Sequence[Sequence[str]], winner: int) -> PlayerRound:
    """R-BONUS, run_bonus_from team: the Rack-O player's team scores its longest run."""
    me = results[winner]
    team = next(g for g in groups if me.player in g)
    partner_runs = [_run_of(r, e) for r, e in zip(results, entries, strict=True)
                    if r.player in team and r.player != me.player]
    bonus, why = partner_run_bonus(me.bonus, max(partner_runs, default=0))
    if why is None:
        return me
    score = me.score
    if score is not None:
        score = replace(score, points=score.points - me.bonus + bonus, bonus=bonus,
                        reasons=(*score.reasons, why))
    return replace(me, points=me.points - me.bonus + bonus, bonus=bonus,
                   reasons=(*me.reasons, why), score=score)
