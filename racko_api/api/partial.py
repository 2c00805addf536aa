"""POST /v1/check/partial: which cards of a rack being typed score so far, or which are refused."""

from __future__ import annotations

from typing import Any

from flask_smorest import Blueprint

from racko_api.core.errors import FieldError, InvalidInput
from racko_api.games.rack_o.answers import score_answer as present_score
from racko_api.games.rack_o.partial import check_partial, refusal_text
from racko_api.games.rack_o.presets import get_ruleset

from .errors import problem_response
from .schemas.partial import PartialCheckIn, PartialCheckOut

blp = Blueprint("partial", __name__, url_prefix="/v1/check",
                description="Check a rack while it is being typed")


@blp.route("/partial", methods=["POST"])
@blp.doc(operationId="check_partial_rack")
@blp.arguments(PartialCheckIn)
@blp.response(200, PartialCheckOut)
@blp.alt_response(422, **problem_response(
    "a typed card that cannot be there (each in `errors` as rack/<slot index>, citing R-DECK or "
    "R-RACK, worded in the language of Accept-Language), a rack of other than 10 slots, or a "
    "player count the ruleset cannot seat"))
def check_partial_rack(body: dict[str, Any]) -> dict[str, Any]:
    """A rack with empty slots (null): what the cards typed so far score.

    Give the other racks of the round typed so far in `others`: a card already in one of them
    cannot be in this rack too. A rack that cannot exist is refused as every endpoint refuses
    one (422, citing R-DECK or R-RACK), with one entry in `errors` for each card at fault.
    """
    ruleset = get_ruleset(body["ruleset"], body.get("options"))
    others = {o["player"]: o["rack"] for o in body.get("others", [])}
    result = check_partial(ruleset, body["players"], body["rack"], others, body.get("rack_o", False))
    if result.refusals:
        errors = tuple(FieldError(f"rack/{r.index}", refusal_text(r), r.rule) for r in result.refusals)
        raise InvalidInput(errors[0].message, rule=errors[0].rule, errors=errors)
    return {"ruleset": ruleset.id, "players": body["players"], "top_card": result.top_card,
            "typed": result.typed, "complete": result.complete,
            "score": present_score(result.score),
            "rack_o_refusal": ({"rule": result.rack_o_refusal.rule, "text": result.rack_o_refusal.text}
                               if result.rack_o_refusal else None)}
