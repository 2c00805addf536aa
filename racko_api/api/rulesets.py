"""GET /v1/rulesets, /v1/rulesets/{id}, /v1/rules and /v1/rules/{id}."""

from __future__ import annotations

from typing import Any

from flask_smorest import Blueprint

from racko_api.core.catalog import Rule
from racko_api.core.kind import Edition
from racko_api.core.traits import Traits
from racko_api.core.words import tr
from racko_api.games.kinds import KINDS, RULES, find_kind

from .errors import ApiError, problem_response
from .language import words
from .schemas.rulesets import RuleSchema, RulesetDetailSchema, RulesetSchema

blp = Blueprint("rulesets", __name__, url_prefix="/v1", description="Editions and their rules")


def present_rule(rule: Rule) -> dict[str, Any]:
    """A rule with its title and text in the request's language (Accept-Language: en, sv, it)."""
    return {"id": rule.id, "title": words(rule.title), "text": words(rule.text),
            "sources": list(dict.fromkeys(c.source.title for c in rule.sources)),
            "citations": [{"source": c.source.title, "quote": c.quote} for c in rule.sources],
            "decisions": [{"decision": words(d.decision), "reason": words(d.reason)} for d in rule.decisions]}


def present_edition(edition: Edition, traits: Traits) -> dict[str, Any]:
    """An edition with its title and summary in the request's language, and its game's traits."""
    low, high = edition.players
    return {"id": edition.id, "game": edition.game, "title": words(edition.title),
            "source": edition.source, "summary": words(edition.summary),
            "players": {"min": low, "max": high}, "options": dict(edition.options),
            "traits": traits.to_dict()}


@blp.route("/rulesets")
@blp.doc(operationId="list_rulesets")
@blp.response(200, RulesetSchema(many=True))
def list_rulesets() -> list[dict[str, Any]]:
    """Every edition of every registered game, in the registry's order, with its options, who
    plays it and its game's traits (what differs between games at the table)."""
    return [present_edition(e, kind.traits) for kind in KINDS.values() for e in kind.editions.values()]


@blp.route("/rulesets/<string:ruleset_id>")
@blp.doc(operationId="get_ruleset")
@blp.response(200, RulesetDetailSchema)
@blp.alt_response(404, **problem_response("no such ruleset"))
def get_ruleset(ruleset_id: str) -> dict[str, Any]:
    """One edition, with every rule it plays by and the edition that says it."""
    kind = find_kind(ruleset_id)
    if kind is None:
        raise ApiError(404, tr("no ruleset {ruleset_id!r}; see /v1/rulesets", ruleset_id=ruleset_id))
    edition = kind.editions[ruleset_id]
    return {**present_edition(edition, kind.traits), "rules": [present_rule(r) for r in edition.rules]}


@blp.route("/rules")
@blp.doc(operationId="list_rules")
@blp.response(200, RuleSchema(many=True))
def list_rules() -> list[dict[str, Any]]:
    """The rule catalogue: every rule id with its text, the editions that say it, and the Decisions
    taken where the texts are loose or silent, each with its reason. Titles and texts follow
    Accept-Language (English, Swedish or Italian; Content-Language says which)."""
    return [present_rule(r) for r in RULES.values()]


@blp.route("/rules/<string:rule_id>")
@blp.doc(operationId="get_rule")
@blp.response(200, RuleSchema)
@blp.alt_response(404, **problem_response("no such rule"))
def get_rule(rule_id: str) -> dict[str, Any]:
    """One rule; problem+json `type` URIs point here."""
    if rule_id not in RULES:
        raise ApiError(404, tr("no rule {rule_id!r}; see /v1/rules", rule_id=rule_id))
    return present_rule(RULES[rule_id])
