"""POST /v1/check/rack and /v1/check/move: settle a rules dispute, citing the rule."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from flask_smorest import Blueprint

from racko_api.games.kinds import RACK_O_KIND, SUPER_RACK_O_KIND, kind_of
from racko_api.games.super_rack_o.cards import format_card
from racko_api.games.super_rack_o.rack import rack_to_dict
from racko_api.games.super_rack_o.ruleset import table_notes

from .errors import problem_response
from .schemas.check import CheckMoveAnswers, CheckMoveForms, CheckRackAnswers, CheckRackForms
from .schemas.forms import answer_doc, body_doc
from .score import present_score

blp = Blueprint("check", __name__, url_prefix="/v1/check", description="Rules-dispute checker")


@blp.route("/rack", methods=["POST"])
@blp.doc(operationId="check_rack")
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
    kind = kind_of(body["ruleset"])
    return RACK_ANSWERS[kind.id](body, kind.check_rack(body))


@blp.route("/move", methods=["POST"])
@blp.doc(operationId="check_move")
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
    kind = kind_of(body["ruleset"])
    return MOVE_ANSWERS[kind.id](body, kind.check_move(body))


# --- the answers: each kind's verdict in the shape its form documents -------------------------

def _racko_rack(body: dict[str, Any], verdict: Any) -> dict[str, Any]:
    return {"ruleset": body["ruleset"], "players": body["players"], "legal": verdict.legal,
            "reasons": verdict.reasons, "score": present_score(verdict.score)}


def _racko_move(body: dict[str, Any], v: Any) -> dict[str, Any]:
    return {"legal": v.legal, "reasons": v.reasons,
            "rack_after": list(v.rack_after) if v.rack_after else None,
            "discarded": v.discarded, "rack_o_after": v.wins_after is True}


def super_head(body: dict[str, Any]) -> dict[str, Any]:
    """The start of a Super Rack-O answer: the ruleset, `players` as given, and a note for each
    field given that does not bear on the answer."""
    notes = table_notes(body)
    return {"ruleset": SUPER_RACK_O_KIND.id,
            **({"players": body["players"]} if body.get("players") is not None else {}),
            **({"notes": notes} if notes else {})}


def _super_rack(body: dict[str, Any], verdict: Any) -> dict[str, Any]:
    answer = verdict.to_dict()
    return {**super_head(body), "legal": answer["super_rack_o"], "sides": answer["sides"],
            "wilds": answer["wilds"], "reasons": answer["reasons"]}


def _super_move(body: dict[str, Any], v: Any) -> dict[str, Any]:
    slot_after = None
    if v.slot is not None and v.after is not None:
        row = v.after.to_dict()["sides"][v.slot.side.value][v.slot.row - 1]
        slot_after = {"side": v.slot.side.value, **row}
    return {**super_head(body), "legal": v.legal,
            "reasons": [{"rule": r.rule, "text": r.text} for r in v.reasons],
            "rack_after": rack_to_dict(v.rack_after) if v.rack_after else None,
            "discarded": format_card(v.discarded) if v.discarded else None,
            "slot_after": slot_after, "super_rack_o_after": v.wins_after}


RACK_ANSWERS: dict[str, Callable[[dict[str, Any], Any], dict[str, Any]]] = {
    RACK_O_KIND.id: _racko_rack, SUPER_RACK_O_KIND.id: _super_rack}
MOVE_ANSWERS: dict[str, Callable[[dict[str, Any], Any], dict[str, Any]]] = {
    RACK_O_KIND.id: _racko_move, SUPER_RACK_O_KIND.id: _super_move}
