"""POST /v1/advice: what the advisor would do in a described situation, and why."""

from __future__ import annotations

from typing import Any

from flask import Response
from flask_smorest import Blueprint

from ..bots.advisor import HORIZON, Advice, Choice
from ..bots.consult import consult
from ..engine.actions import ActionType
from ..rules import get_ruleset
from ..rules.racks import label_of
from .errors import problem_response
from .schemas.advice import AdviceIn, AdviceOut
from .score import answer

blp = Blueprint("advice", __name__, url_prefix="/v1", description="The advisor: what to do, and why")

TAKES = {ActionType.TAKE_DISCARD: "discard", ActionType.DRAW_STOCK: "stock"}
PLAYS = {ActionType.EXCHANGE: "exchange", ActionType.PLACE: "place", ActionType.DISCARD: "discard"}


def present_choice(choice: Choice) -> dict[str, Any]:
    """One alternative in the shape of AlternativeSchema."""
    kind = choice.action.type
    out: dict[str, Any]
    if kind in TAKES:
        out = {"take": TAKES[kind]}
    else:
        slot = choice.action.slot
        out = {"play": PLAYS[kind], "slot": None if slot is None else label_of(slot),
               "discards": choice.card_out}
    out["estimate"] = round(choice.estimate, 4)
    out["looked_ahead"] = choice.looked_ahead
    return out


def present_advice(advice: Advice) -> dict[str, Any]:
    """The advised choice, its reasons and every alternative (AdviceOut without ruleset/players)."""
    alternatives = [present_choice(c) for c in advice.choices]
    best = dict(alternatives[0])
    best.pop("looked_ahead")
    best.pop("discards", None)
    return {**best, "horizon": int(HORIZON),
            "reasons": [{"rule": r.rule, "text": r.text} for r in advice.reasons],
            "alternatives": alternatives}


@blp.route("/advice", methods=["POST"])
@blp.arguments(AdviceIn)
@blp.response(200, AdviceOut)
@blp.alt_response(422, **problem_response("not a possible situation: the field, and the rule when "
                                          "one says why"))
def advise(body: dict[str, Any]) -> Response:
    """What would a strong player do? Before drawing: which pile to take from. With a card in
    hand: which slot it goes into, or whether to let it go. Every legal choice is ranked, each
    with an estimate, and the advice says why."""
    ruleset = get_ruleset(body["ruleset"], body.get("options"))
    advice = consult(ruleset, body["players"], body["rack"], discard_top=body.get("discard_top"),
                     card=body.get("card"), taken_from=body.get("taken_from"),
                     seen=body.get("seen", ()))
    return answer({"ruleset": ruleset.id, "players": body["players"], **present_advice(advice)})
