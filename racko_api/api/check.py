"""POST /v1/check/rack and /v1/check/move: settle a rules dispute, citing the rule."""

from __future__ import annotations

from typing import Any

from flask_smorest import Blueprint

from racko_api.games.kinds import kind_of

from .errors import problem_response
from .schemas.check import CheckMoveAnswers, CheckMoveForms, CheckRackAnswers, CheckRackForms
from .schemas.forms import answer_doc, body_doc

blp = Blueprint("check", __name__, url_prefix="/v1/check", description="Rules-dispute checker")


@blp.route("/rack", methods=["POST"])
@blp.doc(operationId="check_rack")
@blp.arguments(CheckRackForms, description="Rack-O: `rack` with a preset ruleset and `players`; "
               "Super Rack-O: `blue` and `red` with its own ruleset. Exactly one form.")
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
    return kind_of(body["ruleset"]).check_rack(body)


@blp.route("/move", methods=["POST"])
@blp.doc(operationId="check_move")
@blp.arguments(CheckMoveForms, description="Rack-O: `rack`, `card`, `taken_from`, `play` with a "
               "preset ruleset; Super Rack-O: `blue`, `red`, `play` and what the play needs, with "
               "its own ruleset. Exactly one form.")
@blp.response(200, CheckMoveAnswers)
@blp.doc(**body_doc(CheckMoveForms), **answer_doc(CheckMoveAnswers))
@blp.alt_response(422, **problem_response("not a possible situation"))
def check_move(body: dict[str, Any]) -> dict[str, Any]:
    """May a player do this now? The answer cites the rules.

    Rack-O: what a player does with the card they took. Super Rack-O: the same, plus playing a
    swap, and accepting or reversing a swap (or a reverse) aimed at them.
    """
    return kind_of(body["ruleset"]).check_move(body)
