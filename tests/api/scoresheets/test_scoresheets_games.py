"""Whole games to the target through the HTTP API, under four editions (R-TARGET, R-TEAMS).

Each round is dealt as a table could have ended it; the expected points are worked out here
from the rulebooks' tables, not asked of the code under test.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping, Sequence
from itertools import cycle
from typing import Any

Plan = Sequence[tuple[str, int, Mapping[str, int]]]  # (who goes Rack-O, their run, losers' cards)


def classic(run: int, cards: int | None) -> int:
    """R-SCORE-WIN 75 for Rack-O, R-SCORE-LEAD 5 a card of the leading run otherwise."""
    return 75 if cards is None else 5 * max(cards, 1)


def bonus(run: int, cards: int | None) -> int:
    """Bonus Rack-O: the Rack-O player adds the bonus of the longest run (R-BONUS)."""
    from_run = {3: 50, 4: 100, 5: 200}.get(run, 400 if run >= 6 else 0)
    return 75 + from_run if cards is None else 5 * max(cards, 1)


def swedish(run: int, cards: int | None) -> int:
    """R-SCORE-LONGEST: 10 a card of the longest ascending sequence, 0 below 2 cards."""
    return 75 if cards is None else (10 * cards if cards >= 2 else 0)


def expected_winner(totals: Mapping[str, int], target: int) -> str | None:
    """R-TARGET as the catalogue says it: over once someone reaches the target; a tie plays on."""
    best = max(totals.values())
    leaders = [name for name, total in totals.items() if total == best]
    return leaders[0] if best >= target and len(leaders) == 1 else None


def play(sheet: Any, dealer: Any, ruleset: str, plan: Plan, points: Callable[[int, int | None], int],
         target: int, teams: Sequence[Sequence[str]] = (),
         quick_every: int = 0) -> dict[str, int]:
    """Post rounds from `plan` (over and over) until the game is won; check every answer."""
    players = [p["name"] for p in sheet.created["players"]]
    top = dealer.top(ruleset, len(players))
    totals = dict.fromkeys(players, 0)
    for number, (rack_o, run, losers) in enumerate(cycle(plan), start=1):
        assert number <= 40, "the plan never ends the game"
        entries = dealer.round(top, rack_o, run, losers)
        if quick_every and number % quick_every == 0:  # typed in as counts at a busy table
            entries = [{"player": rack_o, "scoring_cards": 10, "run": run}] + [
                {"player": name, "scoring_cards": k} for name, k in losers.items()]
        answer = sheet.add_round({"rack_o": rack_o, "entries": entries})
        totals[rack_o] += points(run, None)
        for name, k in losers.items():
            totals[name] += points(run, k)
        assert answer["number"] == number
        assert sheet.totals_of(answer) == totals
        by_side = {" & ".join(t): sum(totals[p] for p in t) for t in teams} if teams else totals
        if teams:
            assert {t["name"]: t["total"] for t in answer["teams"]} == by_side
        assert answer["winner"] == expected_winner(by_side, target)
        if answer["winner"]:
            return totals
    raise AssertionError("unreachable")


def finished(sheet: Any, dealer: Any, totals: Mapping[str, int], winner: str, rounds: int) -> None:
    """The GET agrees with the answers, and a round after the win is refused and changes nothing."""
    body = sheet.read().get_json()
    assert {p["name"]: p["total"] for p in body["players"]} == totals
    assert body["winner"] == winner
    assert body["leaders"] == [winner]
    assert body["round_count"] == len(body["rounds"]) == rounds
    assert [r["number"] for r in body["rounds"]] == list(range(1, rounds + 1))
    assert sheet.totals_of(body["rounds"][-1]) == totals
    names = list(totals)
    late = {"rack_o": names[0], "entries": [{"player": names[0], "scoring_cards": 10}] +
            [{"player": n, "scoring_cards": 1} for n in names[1:]]}
    with sheet.unchanged():
        refused = sheet.post_round(late, key="after-the-win")
        assert refused.status_code == 409
        assert refused.mimetype == "application/problem+json"
        assert refused.get_json()["rule"] == "R-TARGET"


def test_R_TARGET_hasbro_two_players_to_500(new_sheet, dealer) -> None:
    sheet = new_sheet("hasbro", ["Ann", "Bo"])
    assert sheet.created["target"] == 500
    plan = [("Ann", 3, {"Bo": 4}), ("Bo", 4, {"Ann": 2}), ("Ann", 3, {"Bo": 9}),
            ("Ann", 5, {"Bo": 1}), ("Bo", 3, {"Ann": 6})]
    totals = play(sheet, dealer, "hasbro", plan, classic, 500)
    assert totals["Ann"] >= 500 > totals["Bo"]
    finished(sheet, dealer, totals, "Ann", sheet.read().get_json()["round_count"])


def test_R_BONUS_hasbro_bonus_three_players_with_quick_entries(new_sheet, dealer) -> None:
    sheet = new_sheet("hasbro-bonus", ["Ann", "Bo", "Cy"])
    plan = [("Cy", 3, {"Ann": 4, "Bo": 2}), ("Bo", 1, {"Ann": 7, "Cy": 3}),
            ("Ann", 6, {"Bo": 5, "Cy": 9}), ("Cy", 4, {"Ann": 2, "Bo": 1}),
            ("Cy", 5, {"Ann": 3, "Bo": 8})]
    totals = play(sheet, dealer, "hasbro-bonus", plan, bonus, 500, quick_every=3)
    winner = expected_winner(totals, 500)
    assert winner is not None
    body = sheet.read().get_json()
    assert body["rounds"][2]["entries"][0] == {"player": "Ann", "scoring_cards": 10, "run": 6}
    quick = sheet.client.get(f"{sheet.url}/rounds/3").get_json()
    assert [p["slots"] for p in quick["players"]] == [None, None, None]
    assert next(p for p in quick["players"] if p["player"] == "Ann")["points"] == 475
    full = sheet.client.get(f"{sheet.url}/rounds/1").get_json()
    assert all(len(p["slots"]) == 10 for p in full["players"])
    assert all("slots" not in p for r in body["rounds"] for p in r["players"])
    finished(sheet, dealer, totals, winner, body["round_count"])


def test_R_SCORE_LONGEST_swedish_two_players_to_300(new_sheet, dealer) -> None:
    sheet = new_sheet("swedish", ["Ann", "Bo"])
    assert sheet.created["target"] == 300
    plan = [("Bo", 2, {"Ann": 9}), ("Ann", 1, {"Bo": 1}), ("Bo", 3, {"Ann": 4}),
            ("Bo", 2, {"Ann": 2})]
    totals = play(sheet, dealer, "swedish", plan, swedish, 300)
    winner = expected_winner(totals, 300)
    assert winner is not None and totals[winner] < 500
    finished(sheet, dealer, totals, winner, sheet.read().get_json()["round_count"])


def test_R_TEAMS_hasbro_partners_team_totals_to_500(new_sheet, dealer) -> None:
    teams = [["Ann", "Bo"], ["Cy", "Di"]]
    sheet = new_sheet("hasbro-partners", ["Ann", "Cy", "Bo", "Di"], teams=teams)
    assert [t["players"] for t in sheet.created["teams"]] == teams
    plan = [("Cy", 1, {"Ann": 4, "Bo": 2, "Di": 3}), ("Ann", 2, {"Cy": 7, "Bo": 3, "Di": 1}),
            ("Bo", 3, {"Ann": 5, "Cy": 2, "Di": 9}), ("Di", 1, {"Ann": 1, "Bo": 1, "Cy": 6})]
    totals = play(sheet, dealer, "hasbro-partners", plan, classic, 500, teams=teams)
    body = sheet.read().get_json()
    sides = {t["name"]: t["total"] for t in body["teams"]}
    assert sides == {"Ann & Bo": totals["Ann"] + totals["Bo"], "Cy & Di": totals["Cy"] + totals["Di"]}
    winner = expected_winner(sides, 500)
    assert winner is not None and body["winner"] == winner
    assert all(t < 500 for t in totals.values())  # partners reach the target together
    last = body["rounds"][-1]
    assert [t["points"] for t in last["teams"]] == [
        sum(p["points"] for p in last["players"] if p["player"] in t["players"]) for t in last["teams"]]
    finished_teams = body["round_count"]
    late = {"rack_o": "Ann", "entries": [{"player": "Ann", "scoring_cards": 10}] +
            [{"player": n, "scoring_cards": 1} for n in ("Cy", "Bo", "Di")]}
    with sheet.unchanged():
        assert sheet.post_round(late).status_code == 409
    assert sheet.read().get_json()["round_count"] == finished_teams


def test_R_TARGET_a_tie_at_the_target_plays_on(new_sheet, dealer) -> None:
    sheet = new_sheet("hasbro", ["Ann", "Bo"], target=100)
    first = sheet.add_round({"rack_o": "Ann", "entries": dealer.round(40, "Ann", 3, {"Bo": 5})})
    assert sheet.totals_of(first) == {"Ann": 75, "Bo": 25}
    tie = sheet.add_round({"rack_o": "Bo", "entries": dealer.round(40, "Bo", 3, {"Ann": 5})})
    assert sheet.totals_of(tie) == {"Ann": 100, "Bo": 100}
    assert tie["winner"] is None and tie["tie_at_target"] is True
    assert tie["leaders"] == ["Ann", "Bo"]
    last = sheet.add_round({"rack_o": "Ann", "entries": dealer.round(40, "Ann", 4, {"Bo": 2})})
    assert sheet.totals_of(last) == {"Ann": 175, "Bo": 110}
    assert last["winner"] == "Ann" and last["tie_at_target"] is False
