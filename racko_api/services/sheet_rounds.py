"""A sheet's rounds whatever its game: names as kept, summaries, running totals and the standing.

A round is scored by its game's sheet kind (`Kind.sheet`) into a document, and listed by its
summary: plain JSON, stored with the round, so nothing is scored twice. A sheet's ledger keeps
each round's points in seat order; the running totals are sums over it, so a correction changes
one line of it and no later round.
"""

from __future__ import annotations

from collections.abc import Iterator, Mapping, Sequence
from typing import Any

from racko_api.core.names import normal_name
from racko_api.core.sheet import team_name
from racko_api.core.target import Standing, standing


def in_sheet_names(players: Sequence[str], typed: Mapping[str, Any]) -> Mapping[str, Any]:
    """The round as typed, each name as the sheet keeps it. Names arrive normalised (NFC,
    trimmed); a sheet made before they were kept so may hold "Ann " where a round now says "Ann".
    A sheet whose names are all normal (every new one) gets its round back unchanged."""
    if all(normal_name(p) == p for p in players):
        return typed
    forms = [normal_name(p) for p in players]
    kept = {form: p for form, p in zip(forms, players, strict=True) if forms.count(form) == 1}

    def name(value: Any) -> Any:
        return value if not isinstance(value, str) or value in players else kept.get(value, value)

    out = {k: name(v) if k in ("rack_o", "winner") else v for k, v in typed.items()}
    if isinstance(out.get("entries"), list):
        out["entries"] = [{**e, "player": name(e["player"])} if isinstance(e, dict) and "player" in e
                          else e for e in out["entries"]]
    return out


def round_score(player: Mapping[str, Any]) -> int:
    """What a round gave a player: points on a Rack-O sheet, wins (1 or 0) on a Super Rack-O one."""
    return int(player["points"] if "points" in player else player["wins"])


def add_points(before: Mapping[str, int], result: Mapping[str, Any]) -> dict[str, int]:
    """Running totals after a round (a result or a document): the totals before plus its points."""
    points = {p["player"]: round_score(p) for p in result["players"]}
    return {name: total + points.get(name, 0) for name, total in before.items()}


def with_totals(doc: dict[str, Any], totals: Mapping[str, int]) -> dict[str, Any]:
    """A stored round (document or summary, of either kind of sheet) given the running totals
    after it: each player's `total` and each team's are set in place; nothing else changes."""
    for player in doc["players"]:
        player["total"] = totals[player["player"]]
    for team in doc["teams"]:
        team["total"] = sum(totals[p] for p in team["players"])
    return doc


SUMMARY_FIELDS = ("player", "points", "wins", "total", "rack_o", "won", "bonus")


def summary(doc: Mapping[str, Any]) -> dict[str, Any]:
    """The round as the sheet lists it: what was typed, who went Rack-O (or won), points (or wins)
    and totals. The slot-by-slot detail stays with the round (GET .../rounds/{n}), so a sheet
    stays small."""
    return {**doc, "players": [{k: p[k] for k in SUMMARY_FIELDS if k in p} for p in doc["players"]]}


def team_totals(teams: Sequence[Sequence[str]], totals: Mapping[str, int]) -> dict[str, int]:
    """R-TEAMS: partners' scores are added."""
    return {team_name(t): sum(totals[p] for p in t) for t in teams}


def standing_of(teams: Sequence[Sequence[str]] | None, totals: Mapping[str, int],
                target: int) -> Standing:
    """R-TARGET on the players' totals, or on the teams' when partners play."""
    return standing(team_totals(teams, totals) if teams else totals, target)


# --- the ledger: each round's points in seat order ------------------------------------------------

def points_of(players: Sequence[str], result: Mapping[str, Any]) -> list[int]:
    """A round's points (a result or a document) in seat order, as a sheet's ledger keeps them."""
    points = {p["player"]: round_score(p) for p in result["players"]}
    return [points.get(name, 0) for name in players]


def totals_after(players: Sequence[str], ledger: Sequence[Sequence[int]],
                 rounds: int | None = None) -> dict[str, int]:
    """The running totals after the first `rounds` rounds of the ledger (all of them by default)."""
    counted = ledger if rounds is None else ledger[:rounds]
    sums = [sum(column) for column in zip(*counted, strict=True)] if counted else [0] * len(players)
    return dict(zip(players, sums, strict=True))


def running(players: Sequence[str], ledger: Sequence[Sequence[int]]) -> Iterator[dict[str, int]]:
    """The running totals after each round of the ledger, in order."""
    sums = [0] * len(players)
    for row in ledger:
        sums = [a + b for a, b in zip(sums, row, strict=True)]
        yield dict(zip(players, sums, strict=True))


def first_win(players: Sequence[str], teams: Sequence[Sequence[str]] | None,
              ledger: Sequence[Sequence[int]], target: int, rounds: range) -> tuple[int, str] | None:
    """The first round of `rounds` after which someone has won (R-TARGET), and who; else None.

    Only totals that reach the target are judged, so a long ledger costs a few additions a round."""
    seat = {name: i for i, name in enumerate(players)}
    sides = [[seat[p] for p in t] for t in teams] if teams else [[i] for i in range(len(players))]
    for number, totals in enumerate(running(players, ledger), start=1):
        if number >= rounds.stop:
            break
        if number < rounds.start:
            continue
        sums = list(totals.values())
        if max(sum(sums[i] for i in side) for side in sides) < target:
            continue
        won = standing_of(teams, totals, target).winner
        if won is not None:
            return number, won
    return None
