"""POST /v1/score, /v1/score/compare and /v1/rounds/score: stateless scoring."""

from __future__ import annotations

from typing import Any, cast

from flask import Response, current_app
from flask_smorest import Blueprint

from racko_api.games.kinds import KINDS, scoring_of

from .errors import problem_response
from .language import localized
from .schemas.score import CompareIn, CompareOut, RoundScoreIn, RoundScoreOut, ScoreIn, ScoreOut

blp = Blueprint("score", __name__, url_prefix="/v1", description="Score racks and rounds")


def answer(payload: dict[str, Any]) -> Response:
    """Send an answer built in its documented shape as it is.

    The views below build plain JSON values from the core's frozen results; dumping them
    through the response schema again would only copy them field by field (the schema
    still documents the answer, and the tests hold every answer to the document). Its sentences
    are rendered in the request's language here, as the schema's `Words` fields would.
    """
    # Flask types its JSON provider's answer as the sans-I/O base of the Response it makes.
    return cast(Response, current_app.json.response(localized(payload)))


@blp.route("/score", methods=["POST"])
@blp.doc(operationId="score_rack")
@blp.arguments(ScoreIn())  # one instance: a schema class would be instantiated per request
@blp.response(200, ScoreOut)
@blp.alt_response(422, **problem_response("invalid rack or options, or a Rack-O the rules forbid"))
def score(body: dict[str, Any]) -> Response:
    """Score one final rack slot by slot, with a reason for every point."""
    return answer(scoring_of(body["ruleset"]).score_rack(body))


@blp.route("/score/compare", methods=["POST"])
@blp.doc(operationId="compare_racks")
@blp.arguments(CompareIn())
@blp.response(200, CompareOut)
@blp.alt_response(422, **problem_response("invalid rack"))
def compare(body: dict[str, Any]) -> dict[str, Any]:
    """The same rack scored under every edition, side by side."""
    return {"results": [result for kind in KINDS.values() if kind.scoring is not None
                        for result in kind.scoring.compare_rack(body)]}


@blp.route("/rounds/score", methods=["POST"])
@blp.doc(operationId="score_round")
@blp.arguments(RoundScoreIn())
@blp.response(200, RoundScoreOut)
@blp.alt_response(422, **problem_response("racks that cannot be one round of this ruleset"))
def score_a_round(body: dict[str, Any]) -> dict[str, Any]:
    """Score a whole round, checked across every rack (no card twice, one Rack-O)."""
    return scoring_of(body["ruleset"]).score_round(body)
