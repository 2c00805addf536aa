"""A table's statistics, each player's: games played and won (by edition too), rounds, average
points a round, Rack-Os, best round, longest run, and how they fare against each other player.

The database adds them up (`store.table_queries.stats`: a few GROUP BYs over indexed rows);
this module only puts its rows together per player. Points are Rack-O points: a Super Rack-O
round is won, not scored, so it counts in `rounds`, its wins in `super_rack_os`, and its games
in `games` and `won`, but it has no points to average.
"""

from __future__ import annotations

from typing import Any

from ..store import table_queries as queries
from .tables import Found, table_version
from .versions import NO_VERSION, Versions


def _int(value: Any) -> int:
    return int(value or 0)


def _player(player: Any, rounds: Any, games: Any) -> dict[str, Any]:
    scored = _int(rounds.scored_rounds) if rounds else 0
    points = _int(rounds.points) if rounds else 0
    return {
        "id": player.id, "name": player.name,
        "games": _int(games.games) if games else 0,
        "won": _int(games.won) if games else 0,
        "rounds": _int(rounds.rounds) if rounds else 0,
        "scored_rounds": scored,
        "points": points,
        "average_points": round(points / scored, 1) if scored else None,
        "rack_os": _int(rounds.rack_os) if rounds else 0,
        "super_rack_os": _int(rounds.super_rack_os) if rounds else 0,
        "best_round": rounds.best_round if rounds else None,
        "longest_run": rounds.longest_run if rounds else None,
        "wins_by_edition": {},
        "head_to_head": [],
    }


def read(table_id: str, held: Versions = NO_VERSION) -> Found:
    """Every player's statistics at the table, by player id; None as the body when the reader
    holds the table's version (its ETag)."""
    version = table_version(table_id)
    if version in held:
        return Found(version, None)
    players = queries.players(table_id)
    rows = queries.stats(table_id)
    rounds = {r.player_id: r for r in rows["rounds"]}
    games = {r.player_id: r for r in rows["games"]}
    out = {p.id: _player(p, rounds.get(p.id), games.get(p.id)) for p in players}
    names = {p.id: p.name for p in players}
    for row in rows["editions"]:
        out[row.player_id]["wins_by_edition"][row.ruleset] = _int(row.won)
    for row in sorted(rows["head_to_head"], key=lambda r: (r.player_id, r.opponent)):
        out[row.player_id]["head_to_head"].append({
            "opponent": row.opponent, "name": names[row.opponent], "games": _int(row.games),
            "won": _int(row.won), "lost": _int(row.lost)})
    return Found(version, {"id": table_id, "version": version, "players": list(out.values())})
