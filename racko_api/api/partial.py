"""POST /v1/check/partial: which cards of a rack being typed score so far, or which are refused."""

from __future__ import annotations

from typing import Any

from flask_smorest import Blueprint

from racko_api.games.kinds import scoring_of

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
    return scoring_of(body["ruleset"]).check_partial(body)
