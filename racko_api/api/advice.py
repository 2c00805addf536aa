"""POST /v1/advice: what the advisor would do in a described situation, and why (Rack-O and
Super Rack-O)."""

from __future__ import annotations

from typing import Any

from flask import Response
from flask_smorest import Blueprint

from racko_api.games.kinds import kind_of

from .errors import problem_response
from .schemas.advice import AdviceAnswers, AdviceForms
from .schemas.forms import answer_doc, body_doc
from .score import answer

blp = Blueprint("advice", __name__, url_prefix="/v1", description="The advisor: what to do, and why")


@blp.route("/advice", methods=["POST"])
@blp.doc(operationId="advise_position")
@blp.arguments(AdviceForms(), description="Rack-O: `rack` with a preset ruleset; Super Rack-O: "
               "`blue` and `red` with its own ruleset. Exactly one form.")
@blp.response(200, AdviceAnswers)
@blp.doc(**body_doc(AdviceForms), **answer_doc(AdviceAnswers))
@blp.alt_response(422, **problem_response("not a possible situation: the field, and the rule when "
                                          "one says why"))
def advise(body: dict[str, Any]) -> Response:
    """What would a strong player do? Before drawing: which pile to take from. With a card in
    hand: which slot it goes into, or whether to let it go. Super Rack-O also: whether to play a
    swap, on whom and which row, and whether to answer a swap with a reverse. Every legal choice
    is ranked, each with an estimate, and the advice says why."""
    return answer(kind_of(body["ruleset"]).advise_position(body))
