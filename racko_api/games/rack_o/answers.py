"""Rack-O's answers to the stateless endpoints, as JSON values in the shapes the API documents.

Sentences stay `Text` values: the HTTP layer renders them in the request's language.
"""

from __future__ import annotations

from typing import Any

from racko_api.core.deals.dealer import verify_dealer
from racko_api.core.kind import Answer, Edition, Table
from racko_api.games.rack_o import referee
from racko_api.games.rack_o.applicable import applicable_rules
from racko_api.games.rack_o.as_dealt import as_dealt, when_dealt_in_order
from racko_api.games.rack_o.bots.consult import consult
from racko_api.games.rack_o.deal import deal, verify_table
from racko_api.games.rack_o.presets import PRESETS, get_ruleset
from racko_api.games.rack_o.ruleset import GAME, Ruleset
from racko_api.games.rack_o.scoring import RackScore


def score_answer(score: RackScore) -> dict[str, Any]:
    """A rack's score: its points, each slot's, and the reasons with their rules."""
    return {"points": score.points, "rack_o": score.rack_o, "bonus": score.bonus,
            "longest_run": score.longest_run,
            "slots": [{"label": s.label, "card": s.card, "points": s.points, "scored": s.scored}
                      for s in score.slots],
            "reasons": [{"rule": r.rule, "text": r.text} for r in score.reasons]}


def check_rack(table: Table) -> Answer:
    """POST /v1/check/rack: is the rack a legal Rack-O here, why, and what it scores."""
    ruleset = get_ruleset(table["ruleset"], table.get("options"))
    verdict = referee.check_rack(ruleset, table["players"], table["rack"])
    dealt, orders = as_dealt(ruleset, referee.read_rack(ruleset, table["players"], table["rack"]),
                             table.get("dealt"))
    reasons = list(verdict.reasons)
    if verdict.legal and dealt.legal and table.get("dealt") is not None:
        reasons.append(when_dealt_in_order(ruleset))
    return {"ruleset": table["ruleset"], "players": table["players"], "legal": verdict.legal,
            "reasons": [{"rule": r.rule, "text": r.text} for r in reasons],
            "score": score_answer(verdict.score),
            "as_dealt": {"possible": dealt.legal, "fits": [o.value for o in orders],
                         "reason": {"rule": dealt.reasons[0].rule, "text": dealt.reasons[0].text}}}


def check_move(table: Table) -> Answer:
    """POST /v1/check/move: may the player do this with the card taken, and the rack after."""
    ruleset = get_ruleset(table["ruleset"], table.get("options"))
    v = referee.check_move(ruleset, table["players"], table["rack"], table["card"],
                           table["taken_from"], table["play"], table.get("slot"),
                           table.get("old_slot"), table.get("slots"))
    return {"legal": v.legal, "reasons": [{"rule": r.rule, "text": r.text} for r in v.reasons],
            "rack_after": list(v.rack_after) if v.rack_after else None,
            "discarded": v.discarded, "rack_o_after": v.wins_after is True}


def advise_position(table: Table) -> Answer:
    """POST /v1/advice: what to do in the described position, every legal choice ranked, and why."""
    ruleset = get_ruleset(table["ruleset"], table.get("options"))
    advice = consult(ruleset, table["players"], table["rack"], discard_top=table.get("discard_top"),
                     card=table.get("card"), taken_from=table.get("taken_from"),
                     seen=table.get("seen", ()), next_rack=table.get("next_rack"),
                     totals=table.get("totals"), target=table.get("target"),
                     turns=table.get("turns", 0))
    return {"ruleset": ruleset.id, "players": table["players"], **advice.to_dict()}


def recompute_deal(table: Table) -> Answer:
    """POST /v1/deals/verify: the racks, discard and stock that `seed` deals at this table."""
    ruleset = get_ruleset(table["ruleset"], table.get("options"))
    players, top = verify_table(ruleset, table["players"])
    dealt = deal(ruleset, players, top, verify_dealer(table["dealer"], players), table["seed"])
    return {"racks": dealt.racks, "discard": dealt.discard, "stock": dealt.stock}


def edition(ruleset: Ruleset) -> Edition:
    """A preset as GET /v1/rulesets lists it, with the rules it plays by."""
    return Edition(id=ruleset.id, game=GAME, title=ruleset.title, source=ruleset.source,
                   summary=ruleset.summary, players=ruleset.seats,
                   options=ruleset.options.to_dict(), rules=tuple(applicable_rules(ruleset)))


EDITIONS = {ruleset_id: edition(ruleset) for ruleset_id, ruleset in PRESETS.items()}
"""Every preset, in the order the presets list them."""
