"""Rack-O's answers to the scoring endpoints, as JSON values in the shapes the API documents.

Sentences stay `Text` values: the HTTP layer renders them in the request's language.
"""

from __future__ import annotations

from racko_api.core.errors import FieldError, InvalidInput
from racko_api.core.kind import Answer, Scoring, Table
from racko_api.games.rack_o import referee
from racko_api.games.rack_o.answers import score_answer
from racko_api.games.rack_o.partial import check_partial, refusal_text
from racko_api.games.rack_o.presets import get_ruleset
from racko_api.games.rack_o.rounds import Entry, score_round


def score_rack(table: Table) -> Answer:
    """POST /v1/score: one final rack scored slot by slot, with a reason for every point."""
    ruleset = get_ruleset(table["ruleset"], table.get("options"))
    result = referee.score(ruleset, table["players"], table["rack"], table.get("rack_o"))
    return {"ruleset": ruleset.id, **score_answer(result)}


def compare_rack(table: Table) -> list[Answer]:
    """POST /v1/score/compare: the same rack under every preset, or the rule that stops it there."""
    return [{"ruleset": c.ruleset, "title": c.title, "legal_rack_o": c.legal_rack_o,
             "score": score_answer(c.score) if c.score else None, "problem": c.problem}
            for c in referee.compare(table["players"], table["rack"], table.get("rack_o"))]


def score_a_round(table: Table) -> Answer:
    """POST /v1/rounds/score: a whole round, checked across every rack (no card twice, one Rack-O)."""
    ruleset = get_ruleset(table["ruleset"], table.get("options"))
    entries = [Entry(r["player"], rack=r["rack"]) for r in table["racks"]]
    result = score_round(ruleset, entries, table.get("rack_o"), table.get("teams"))
    return {"ruleset": ruleset.id, "rack_o": result.rack_o,
            "players": [{"player": p.player, **score_answer(p.score)} for p in result.players
                        if p.score is not None],
            "teams": result.teams}


def check_typed_rack(table: Table) -> Answer:
    """POST /v1/check/partial: what the cards typed so far score; a card that cannot be there is
    refused (InvalidInput, one error a card at fault)."""
    ruleset = get_ruleset(table["ruleset"], table.get("options"))
    others = {o["player"]: o["rack"] for o in table.get("others", [])}
    result = check_partial(ruleset, table["players"], table["rack"], others, table.get("rack_o", False))
    if result.refusals:
        errors = tuple(FieldError(f"rack/{r.index}", refusal_text(r), r.rule) for r in result.refusals)
        raise InvalidInput(errors[0].message, rule=errors[0].rule, errors=errors)
    refusal = result.rack_o_refusal
    return {"ruleset": ruleset.id, "players": table["players"], "top_card": result.top_card,
            "typed": result.typed, "complete": result.complete, "score": score_answer(result.score),
            "rack_o_refusal": {"rule": refusal.rule, "text": refusal.text} if refusal else None}


SCORING = Scoring(score_rack=score_rack, compare_rack=compare_rack, score_round=score_a_round,
                  check_partial=check_typed_rack)
"""What the scoring endpoints ask of Rack-O."""
