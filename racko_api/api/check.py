"""POST /v1/check/rack and /v1/check/move: settle a rules dispute, citing the rule."""

from __future__ import annotations

from typing import Any

from flask_smorest import Blueprint

from ..rules import get_ruleset, referee
from .errors import problem_response
from .schemas.check import CheckMoveIn, CheckMoveOut, CheckRackIn, CheckRackOut
from .score import present_score

blp = Blueprint("check", __name__, url_prefix="/v1/check", description="Rules-dispute checker")


@blp.route("/rack", methods=["POST"])
@blp.arguments(CheckRackIn)
@blp.response(200, CheckRackOut)
@blp.alt_response(422, **problem_response("not a rack"))
def check_rack(body: dict[str, Any]) -> dict[str, Any]:
    """Is this rack a legal Rack-O for this ruleset and player count, and what does it score?"""
    ruleset = get_ruleset(body["ruleset"], body.get("options"))
    verdict = referee.check_rack(ruleset, body["players"], body["rack"])
    return {"ruleset": ruleset.id, "players": body["players"], "legal": verdict.legal,
            "reasons": verdict.reasons,
            "score": present_score(verdict.score) if verdict.score else None}


@blp.route("/move", methods=["POST"])
@blp.arguments(CheckMoveIn)
@blp.response(200, CheckMoveOut)
@blp.alt_response(422, **problem_response("not a possible situation"))
def check_move(body: dict[str, Any]) -> dict[str, Any]:
    """May a player do this with the card they took? The answer cites the rules."""
    ruleset = get_ruleset(body["ruleset"], body.get("options"))
    result = referee.check_turn(ruleset, body["players"], body["rack"], body["card"],
                                body["taken_from"], body["play"], body.get("slot"),
                                body.get("old_slot"), body.get("slots"))
    v = result.verdict
    return {"legal": v.legal, "reasons": v.reasons,
            "rack_after": list(v.rack_after) if v.rack_after else None,
            "discarded": v.discarded, "rack_o_after": result.rack_o_after}
