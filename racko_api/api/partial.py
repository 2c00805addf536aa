"""POST /v1/check/partial: which cards of a rack being typed score so far, and which are refused."""

from __future__ import annotations

from typing import Any

from flask_smorest import Blueprint

from ..rules import get_ruleset
from ..rules.partial import check_partial
from ..rules.texts import refusal_text
from .errors import problem_response
from .language import language, localized
from .schemas.partial import PartialCheckIn, PartialCheckOut
from .score import present_score

blp = localized(Blueprint("partial", __name__, url_prefix="/v1/check",
                          description="Check a rack while it is being typed"))


@blp.route("/partial", methods=["POST"])
@blp.arguments(PartialCheckIn)
@blp.response(200, PartialCheckOut)
@blp.alt_response(422, **problem_response("not a rack, or a player count the ruleset cannot seat"))
def check_partial_rack(body: dict[str, Any]) -> dict[str, Any]:
    """A rack with empty slots (null): what scores so far, and each refused card with its rule.

    Give the other racks of the round typed so far in `others` to refuse a card already used.
    Refusals are answers, not errors: the status is 200 and every other card is still judged.
    Refusal texts follow Accept-Language (en, sv, it).
    """
    ruleset = get_ruleset(body["ruleset"], body.get("options"))
    others = {o["player"]: o["rack"] for o in body.get("others", [])}
    result = check_partial(ruleset, body["players"], body["rack"], others, body.get("rack_o", False))
    lang = language()
    return {"ruleset": ruleset.id, "players": body["players"], "top_card": result.top_card,
            "typed": result.typed, "complete": result.complete,
            "refused": [{"slot": r.label, "index": r.index, "card": r.card, "reason": r.why.value,
                         "rule": r.rule, "text": refusal_text(r, lang)} for r in result.refusals],
            "score": present_score(result.score),
            "rack_o_refusal": ({"rule": result.rack_o_refusal.rule, "text": result.rack_o_refusal.text}
                               if result.rack_o_refusal else None)}
