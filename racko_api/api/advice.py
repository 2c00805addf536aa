"""POST /v1/advice: what the advisor would do in a described situation, and why (Rack-O and
Super Rack-O)."""

from __future__ import annotations

from typing import Any

from flask import Response
from flask_smorest import Blueprint

from racko_api.games.kinds import RACK_O_KIND, SUPER_RACK_O_KIND, kind_of
from racko_api.games.rack_o.bots.consult import consult
from racko_api.games.rack_o.presets import get_ruleset
from racko_api.games.super_rack_o.advisor import advise as advise_super
from racko_api.games.super_rack_o.answers import head as super_head
from racko_api.games.super_rack_o.referee import position
from racko_api.games.super_rack_o.views import seat_view

from .errors import problem_response
from .schemas.advice import AdviceAnswers, AdviceForms
from .schemas.forms import answer_doc, body_doc
from .score import answer

blp = Blueprint("advice", __name__, url_prefix="/v1", description="The advisor: what to do, and why")

@blp.route("/advice", methods=["POST"])
@blp.doc(operationId="advise_position")
@blp.arguments(AdviceForms(), description="Rack-O: `rack` with a preset ruleset; Super Rack-O: "
               "`blue` and `red` with ruleset super-rack-o. Exactly one form.")
@blp.response(200, AdviceAnswers)
@blp.doc(**body_doc(AdviceForms), **answer_doc(AdviceAnswers))
@blp.alt_response(422, **problem_response("not a possible situation: the field, and the rule when "
                                          "one says why"))
def advise(body: dict[str, Any]) -> Response:
    """What would a strong player do? Before drawing: which pile to take from. With a card in
    hand: which slot it goes into, or whether to let it go. Super Rack-O also: whether to play a
    swap, on whom and which row, and whether to answer a swap with a reverse. Every legal choice
    is ranked, each with an estimate, and the advice says why."""
    return answer(ADVISORS[kind_of(body["ruleset"]).id](body))


def _racko(body: dict[str, Any]) -> dict[str, Any]:
    ruleset = get_ruleset(body["ruleset"], body.get("options"))
    advice = consult(ruleset, body["players"], body["rack"], discard_top=body.get("discard_top"),
                     card=body.get("card"), taken_from=body.get("taken_from"),
                     seen=body.get("seen", ()), next_rack=body.get("next_rack"),
                     totals=body.get("totals"), target=body.get("target"),
                     turns=body.get("turns", 0))
    return {"ruleset": ruleset.id, "players": body["players"], **advice.to_dict()}


def _super(body: dict[str, Any]) -> dict[str, Any]:
    state, seat = position(body["blue"], body["red"], discard_top=body.get("discard_top"),
                           card=body.get("card"), taken_from=body.get("taken_from"),
                           pending=body.get("pending"))
    return {**super_head(body), **advise_super(seat_view(state, seat)).to_dict()}


ADVISORS = {RACK_O_KIND.id: _racko, SUPER_RACK_O_KIND.id: _super}
"""Each kind's advisor, by kind id."""
