"""GET /v1/rulesets, /v1/rulesets/{id}, /v1/rules and /v1/rules/{id}."""

from __future__ import annotations

from typing import Any

from flask_smorest import Blueprint

from racko_api.core.catalog import RULES, Rule
from racko_api.core.words import tr
from racko_api.games.kinds import RACK_O_KIND, SUPER_RACK_O_KIND, find_kind
from racko_api.games.rack_o.applicable import applicable_rules
from racko_api.games.rack_o.presets import PRESETS
from racko_api.games.rack_o.ruleset import GAME, Ruleset
from racko_api.games.super_rack_o.ruleset import SUPER_RACK_O, SuperRuleset

from .errors import ApiError, problem_response
from .language import words
from .schemas.rulesets import RuleSchema, RulesetDetailSchema, RulesetSchema

blp = Blueprint("rulesets", __name__, url_prefix="/v1", description="Editions and their rules")


def present_rule(rule: Rule) -> dict[str, Any]:
    """A rule with its title and text in the request's language (Accept-Language: en, sv, it)."""
    return {"id": rule.id, "title": words(rule.title), "text": words(rule.text),
            "sources": [s.value for s in rule.sources],
            "decisions": [{"decision": words(d.decision), "reason": words(d.reason)} for d in rule.decisions]}


def present_ruleset(ruleset: Ruleset) -> dict[str, Any]:
    low, high = ruleset.seats
    return {"id": ruleset.id, "game": GAME, "title": words(ruleset.title), "source": ruleset.source,
            "summary": words(ruleset.summary), "players": {"min": low, "max": high},
            "options": ruleset.options.to_dict()}


def present_super(ruleset: SuperRuleset) -> dict[str, Any]:
    """Super Rack-O beside the Rack-O presets: its own options, its S- rules."""
    low, high = ruleset.players
    return {"id": ruleset.id, "game": ruleset.id, "title": words(ruleset.title), "source": ruleset.source,
            "summary": words(ruleset.summary), "players": {"min": low, "max": high},
            "options": ruleset.options()}


@blp.route("/rulesets")
@blp.doc(operationId="list_rulesets")
@blp.response(200, RulesetSchema(many=True))
def list_rulesets() -> list[dict[str, Any]]:
    """Every edition with its options: the Rack-O presets, then Super Rack-O."""
    return [present_ruleset(r) for r in PRESETS.values()] + [present_super(SUPER_RACK_O)]


@blp.route("/rulesets/<string:ruleset_id>")
@blp.doc(operationId="get_ruleset")
@blp.response(200, RulesetDetailSchema)
@blp.alt_response(404, **problem_response("no such ruleset"))
def get_ruleset(ruleset_id: str) -> dict[str, Any]:
    """One edition, with every rule it plays by and the edition that says it."""
    kind = find_kind(ruleset_id)
    if kind is None:
        raise ApiError(404, tr("no ruleset {ruleset_id!r}; see /v1/rulesets", ruleset_id=ruleset_id))
    return DETAILS[kind.id](ruleset_id)


def _racko_detail(ruleset_id: str) -> dict[str, Any]:
    ruleset = PRESETS[ruleset_id]
    return {**present_ruleset(ruleset), "rules": [present_rule(r) for r in applicable_rules(ruleset)]}


def _super_detail(ruleset_id: str) -> dict[str, Any]:
    return {**present_super(SUPER_RACK_O), "rules": [present_rule(r) for r in SUPER_RACK_O.rules()]}


DETAILS = {RACK_O_KIND.id: _racko_detail, SUPER_RACK_O_KIND.id: _super_detail}
"""Each kind's edition with its rules, by kind id."""


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
