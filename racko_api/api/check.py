"""POST /v1/check/rack and /v1/check/move: settle a rules dispute, citing the rule."""

from __future__ import annotations

from typing import Any

from flask_smorest import Blueprint

from ..rules import get_ruleset, referee
from ..super_rack_o import referee as super_referee
from ..super_rack_o.cards import format_card
from ..super_rack_o.rack import rack_to_dict
from ..super_rack_o.ruleset import SUPER_RACK_O_ID
from .errors import problem_response
from .schemas.check import CheckMoveAnswers, CheckMoveForms, CheckRackAnswers, CheckRackForms
from .schemas.forms import answer_doc, body_doc
from .score import present_score

blp = Blueprint("check", __name__, url_prefix="/v1/check", description="Rules-dispute checker")


@blp.route("/rack", methods=["POST"])
@blp.arguments(CheckRackForms, description="Rack-O: `rack` with a preset ruleset and `players`; "
               "Super Rack-O: `blue` and `red` with ruleset super-rack-o. Exactly one form.")
@blp.response(200, CheckRackAnswers)
@blp.doc(**body_doc(CheckRackForms), **answer_doc(CheckRackAnswers))
@blp.alt_response(422, **problem_response("not a rack: the field, and the rule when one says why "
                                          "(Super Rack-O: S-DECK for a rack that cannot exist, "
                                          "S-WILD for a naming of a wild that contradicts the rules)"))
def check_rack(body: dict[str, Any]) -> dict[str, Any]:
    """Is this rack a legal Rack-O (or a double rack a Super Rack-O), and why?

    Rack-O: the verdict and what the rack scores. Super Rack-O: the verdict (S-WIN), the value
    of each wild (S-WILD: as named, e.g. "BW=17", else one legal value found), and the reasons
    row by row.
    """
    if body["ruleset"] == SUPER_RACK_O_ID:
        return _super_rack(body)
    ruleset = get_ruleset(body["ruleset"], body.get("options"))
    verdict = referee.check_rack(ruleset, body["players"], body["rack"])
    return {"ruleset": ruleset.id, "players": body["players"], "legal": verdict.legal,
            "reasons": verdict.reasons,
            "score": present_score(verdict.score)}


@blp.route("/move", methods=["POST"])
@blp.arguments(CheckMoveForms, description="Rack-O: `rack`, `card`, `taken_from`, `play` with a "
               "preset ruleset; Super Rack-O: `blue`, `red`, `play` and what the play needs, with "
               "ruleset super-rack-o. Exactly one form.")
@blp.response(200, CheckMoveAnswers)
@blp.doc(**body_doc(CheckMoveForms), **answer_doc(CheckMoveAnswers))
@blp.alt_response(422, **problem_response("not a possible situation"))
def check_move(body: dict[str, Any]) -> dict[str, Any]:
    """May a player do this now? The answer cites the rules.

    Rack-O: what a player does with the card they took. Super Rack-O: the same, plus playing a
    swap, and accepting or reversing a swap (or a reverse) aimed at them.
    """
    if body["ruleset"] == SUPER_RACK_O_ID:
        return _super_move(body)
    ruleset = get_ruleset(body["ruleset"], body.get("options"))
    result = referee.check_turn(ruleset, body["players"], body["rack"], body["card"],
                                body["taken_from"], body["play"], body.get("slot"),
                                body.get("old_slot"), body.get("slots"))
    v = result.verdict
    return {"legal": v.legal, "reasons": v.reasons,
            "rack_after": list(v.rack_after) if v.rack_after else None,
            "discarded": v.discarded, "rack_o_after": result.rack_o_after}


def _super_rack(body: dict[str, Any]) -> dict[str, Any]:
    verdict = super_referee.judge_rack(body["blue"], body["red"]).to_dict()
    return {"ruleset": SUPER_RACK_O_ID, "legal": verdict["super_rack_o"], "sides": verdict["sides"],
            "wilds": verdict["wilds"], "reasons": verdict["reasons"]}


def _super_move(body: dict[str, Any]) -> dict[str, Any]:
    v = super_referee.judge_move(body["blue"], body["red"], body["play"], card=body.get("card"),
                                 taken_from=body.get("taken_from"), slot=body.get("slot"),
                                 row=body.get("row"), pending=body.get("pending"))
    slot_after = None
    if v.slot is not None and v.verdict_after is not None:
        row = v.verdict_after.to_dict()["sides"][v.slot.side.value][v.slot.row - 1]
        slot_after = {"side": v.slot.side.value, **row}
    return {"ruleset": SUPER_RACK_O_ID, "legal": v.legal,
            "reasons": [{"rule": r.rule, "text": r.text} for r in v.reasons],
            "rack_after": rack_to_dict(v.rack_after) if v.rack_after else None,
            "discarded": format_card(v.discarded) if v.discarded else None,
            "slot_after": slot_after, "super_rack_o_after": v.super_rack_o_after}
