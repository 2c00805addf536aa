"""POST /v1/score, /v1/score/compare and /v1/rounds/score: stateless scoring."""

from __future__ import annotations

from typing import Any

from flask_smorest import Blueprint

from ..rules import Entry, RackScore, get_ruleset, referee, score_round
from .errors import problem_response
from .schemas.score import CompareIn, CompareOut, RoundScoreIn, RoundScoreOut, ScoreIn, ScoreOut

blp = Blueprint("score", __name__, url_prefix="/v1", description="Score racks and rounds")


def present_score(score: RackScore) -> dict[str, Any]:
    return {"points": score.points, "rack_o": score.rack_o, "bonus": score.bonus,
            "longest_run": score.longest_run, "slots": score.slots, "reasons": score.reasons}


@blp.route("/score", methods=["POST"])
@blp.arguments(ScoreIn)
@blp.response(200, ScoreOut)
@blp.alt_response(422, **problem_response("invalid rack or options, or a Rack-O the rules forbid"))
def score(body: dict[str, Any]) -> dict[str, Any]:
    """Score one final rack slot by slot, with a reason for every point."""
    ruleset = get_ruleset(body["ruleset"], body.get("options"))
    result = referee.score(ruleset, body["players"], body["rack"], body.get("rack_o"))
    return {"ruleset": ruleset.id, **present_score(result)}


@blp.route("/score/compare", methods=["POST"])
@blp.arguments(CompareIn)
@blp.response(200, CompareOut)
@blp.alt_response(422, **problem_response("invalid rack"))
def compare(body: dict[str, Any]) -> dict[str, Any]:
    """The same rack scored under every edition, side by side."""
    results = referee.compare(body["players"], body["rack"], body.get("rack_o"))
    return {"results": [
        {"ruleset": c.ruleset, "title": c.title, "legal_rack_o": c.legal_rack_o,
         "score": present_score(c.score) if c.score else None, "problem": c.problem}
        for c in results
    ]}


@blp.route("/rounds/score", methods=["POST"])
@blp.arguments(RoundScoreIn)
@blp.response(200, RoundScoreOut)
@blp.alt_response(422, **problem_response("racks that cannot be one round of this ruleset"))
def score_a_round(body: dict[str, Any]) -> dict[str, Any]:
    """Score a whole round, checked across every rack (no card twice, one Rack-O)."""
    ruleset = get_ruleset(body["ruleset"], body.get("options"))
    entries = [Entry(r["player"], rack=r["rack"]) for r in body["racks"]]
    result = score_round(ruleset, entries, body.get("rack_o"), body.get("teams"))
    return {
        "ruleset": ruleset.id,
        "rack_o": result.rack_o,
        "players": [{"player": p.player, **present_score(p.score)} for p in result.players
                    if p.score is not None],
        "teams": result.teams,
    }
