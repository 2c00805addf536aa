"""Shapes shared by many endpoints: racks, options, reasons."""

from __future__ import annotations

import re
from typing import Any

from marshmallow import INCLUDE, Schema, ValidationError, fields, validate
from marshmallow.types import UnknownOption

from racko_api.api.language import words
from racko_api.core.forms import FormFamily, OptionSpec
from racko_api.core.names import (
    CONTROL_CLASS,
    INVISIBLE_CLASS,
    PRIVATE_USE_CLASS,
    normal_name,
    text_fault,
)
from racko_api.core.words import tr

from .families import facts_of, options_of, ruleset_ids_of

SINGLE_RACK = facts_of(FormFamily.SINGLE_RACK)
SINGLE_RACK_OPTIONS = options_of(FormFamily.SINGLE_RACK)
PRESET_IDS = ruleset_ids_of(FormFamily.SINGLE_RACK)


def Card(**kwargs: Any) -> fields.Integer:  # noqa: N802 - a field factory reads like a type
    """A card number; the deck's bounds depend on the ruleset and are checked by the rules."""
    return fields.Integer(strict=True, metadata={"minimum": 1, "maximum": 60}, **kwargs)


class ListOf(fields.List[Any]):
    """A list whose length limits (its `validate.Length`) are checked before its items: a list
    far too long is refused on its length alone, not item by item."""

    def _deserialize(self, value: Any, attr: str | None, data: Any, **kwargs: Any) -> list[Any]:
        if type(value) is list:
            for check in self.validators:
                if isinstance(check, validate.Length):
                    check(value)
        return super()._deserialize(value, attr, data, **kwargs)


class _CardList(ListOf):
    """A list of cards: the usual valid rack (whole numbers, or nulls where allowed) is taken in
    one pass; anything else goes through the item field, which names each bad slot."""

    def _deserialize(self, value: Any, attr: str | None, data: Any, **kwargs: Any) -> list[Any]:
        inner = self.inner
        if type(value) is list and not inner.validators and all(
                type(card) is int or (card is None and inner.allow_none) for card in value):
            return list(value)
        return super()._deserialize(value, attr, data, **kwargs)


def RackField(allow_empty: bool = False, **kwargs: object) -> fields.List[Any]:  # noqa: N802
    """10 card numbers, slot #5 first (null for an empty slot in the quick start)."""
    return _CardList(
        Card(allow_none=allow_empty),
        validate=validate.Length(equal=10),
        metadata={"description": "10 card numbers, slot #5 first" +
                  (" (null = empty slot, R-QUICK)" if allow_empty else ""),
                  "example": [3, 10, 13, 19, 22, 23, 41, 47, 55, 57],
                  # every card is in the deck once (R-DECK); empty slots may repeat null
                  **({} if allow_empty else {"uniqueItems": True})},
        **kwargs,  # type: ignore[arg-type]
    )


class PlainLoad(Schema):
    """A schema with a one-pass load for the body as clients usually send it: `plain(data)`
    returns exactly what the fields would load, or None for anything else, which the fields
    then load, naming every bad one. Property tests hold each `plain` to its fields."""

    def plain(self, data: object) -> dict[str, Any] | None:
        raise NotImplementedError

    def load(self, data: Any, *, many: bool | None = None, partial: Any = None,
             unknown: UnknownOption | None = None) -> Any:
        loaded = None if many or partial or unknown else self.plain(data)
        if loaded is not None:
            return loaded
        return super().load(data, many=many, partial=partial, unknown=unknown)


# Control characters (C0 with NUL, DEL, C1), line and paragraph separators, lone surrogates:
# PostgreSQL cannot keep NUL or a lone surrogate in text or JSONB, and none belongs in a name.
UNPRINTABLE = re.compile("[\x00-\x1f\x7f-\x9f\u2028\u2029\ud800-\udfff]")
NAME_RULE = tr("a name has no control characters (NUL, tab, newline ...) and no lone surrogates")


# Names are kept in one form (core.names): NFC, trimmed, nothing invisible in them.
BLANK_RULE = tr("a name has a character other than spaces")


def is_plain_name(value: object, longest: int = 40) -> bool:
    """A name the fields would take exactly as it is (already normal): the fast path's test."""
    if type(value) is not str or not 1 <= len(value) <= longest:
        return False
    if value.isascii():
        return value.isprintable() and value == value.strip()
    return text_fault(value) is None and value == normal_name(value)


def printable(value: str) -> None:
    """A marshmallow validator: the same rule for names on every database."""
    if UNPRINTABLE.search(value):
        raise ValidationError(NAME_RULE)


def typed_text(value: str) -> None:
    """A marshmallow validator for a name or a contribution: the core's one rule (`text_fault`)."""
    fault = text_fault(value)
    if fault is not None:
        raise ValidationError(tr("a typed text cannot hold {fault}", fault=fault))


class NameField(fields.String):
    """A name of 1 to `longest` characters as typed, without controls or invisible characters,
    kept NFC-normalised and trimmed (`normal_name`)."""

    def __init__(self, longest: int = 40, **kwargs: Any) -> None:
        super().__init__(**kwargs)
        self.longest = longest

    def _deserialize(self, value: Any, attr: str | None, data: Any, **kwargs: Any) -> str:
        text = super()._deserialize(value, attr, data, **kwargs)
        if not 1 <= len(text) <= self.longest:
            raise ValidationError(tr("Length must be between 1 and {max}.",
                                     max=self.longest))
        typed_text(text)  # judged as typed, before normalising
        name = normal_name(text)
        if not name:
            raise ValidationError(BLANK_RULE)
        return name


# The same rules (core.names) for the OpenAPI document, in escapes every regular expression
# dialect reads alike. Beyond the BMP a pattern is read by code point or by UTF-16 unit as the
# dialect's flags say, and generators refuse such ranges: the refused characters there
# (ASTRAL_CLASS), like the limit on combining marks and lone surrogates, are the description's.
# A name has one character at least that is not a space or a joiner.
REFUSED_CLASS = CONTROL_CLASS + INVISIBLE_CLASS + PRIVATE_USE_CLASS
NAME_PATTERN = (rf"^[^{REFUSED_CLASS}]*[^\s{REFUSED_CLASS}\u200c\u200d][^{REFUSED_CLASS}]*$")
TYPED_TEXT_PATTERN = rf"^[^{REFUSED_CLASS}]*$"


def Name(longest: int = 40, **kwargs: Any) -> fields.String:  # noqa: N802 - a field factory reads like a type
    """A name of a player, team member or seat: 1-`longest` characters as typed, none of them a
    control, invisible or a bidirectional control; kept NFC-normalised and trimmed."""
    metadata = {**kwargs.pop("metadata", {}), "pattern": NAME_PATTERN, "minLength": 1,
                "maxLength": longest}
    metadata["description"] = (metadata.get("description", "a name") + "; kept NFC-normalised "
                               "with no space at either end, and refused with a control, format "
                               "(invisible, bidirectional control, TAG), private-use character or "
                               "lone surrogate anywhere in Unicode, or more than 4 combining marks "
                               "on one character")
    return NameField(longest, metadata=metadata, **kwargs)


def is_plain_count(value: object, lowest: int, highest: int) -> bool:
    return type(value) is int and lowest <= value <= highest


def plain_rack(value: object) -> list[int | None] | None:
    """10 whole numbers or nulls, as RackField(allow_empty=True) loads them; else None."""
    if type(value) is not list or len(value) != 10 or not all(
            type(card) is int or card is None for card in value):
        return None
    return list(value)


class _StrictBoolean(fields.Boolean):
    """A boolean that is only ever JSON true or false (0 and 1 compare equal to them in Python)."""

    def _deserialize(self, value: object, attr: str | None, data: object, **kwargs: object) -> bool:
        if not isinstance(value, bool):
            raise self.make_error("invalid", input=value)
        return value


def StrictBool(**kwargs: object) -> fields.Boolean:  # noqa: N802
    """JSON true or false only: no "yes", 1, 0 or "on"."""
    return _StrictBoolean(**kwargs)  # type: ignore[arg-type]


RulesetId = fields.String(
    required=True,
    validate=validate.OneOf(PRESET_IDS),
    metadata={"description": "a preset id", "example": PRESET_IDS[0]},
)


RUN = SINGLE_RACK_OPTIONS["rack_o_needs_run"]


class RunRequirementSchema(Schema):
    length = fields.Integer(strict=True, validate=validate.Range(RUN.low, RUN.high),
                            metadata={"description": "0 = no run needed"})
    applies_to = fields.String(validate=validate.OneOf(SINGLE_RACK["run_scopes"]))


def _option_field(spec: OptionSpec) -> fields.Field[Any]:
    """The field of one house-rule option, from the ruleset's own description of its values."""
    meta = {"description": spec.description} if spec.description else {}
    if spec.kind == "int":
        return fields.Integer(strict=True, validate=validate.Range(spec.low, spec.high), metadata=meta)
    if spec.kind == "enum":
        return fields.String(validate=validate.OneOf(spec.choices), metadata=meta)
    if spec.kind == "bool":
        return StrictBool(metadata=meta)
    if spec.kind == "deck":  # the rules check it, naming the option
        return fields.Raw(metadata={**meta, "oneOf": [
            {"type": "string", "enum": [SINGLE_RACK["by_players"]]},
            {"type": "integer", "minimum": spec.low, "maximum": spec.high}]})
    return fields.Nested(RunRequirementSchema, metadata=meta)


class OptionsSchema(Schema.from_dict(  # type: ignore[misc]
        {name: _option_field(spec) for name, spec in SINGLE_RACK_OPTIONS.items()})):
    """House rules: any option of the preset overridden (see GET /v1/rulesets for each preset's)."""


assert set(OptionsSchema().fields) == set(SINGLE_RACK_OPTIONS), "the schema must name every option"


class Words(fields.String):
    """A sentence for a person, written in the request's language (Accept-Language: en, sv, it)."""

    def _serialize(self, value: Any, attr: str | None, obj: Any, **kwargs: Any) -> str | None:
        return None if value is None else words(value)


class ReasonSchema(Schema):
    rule = fields.String(required=True, metadata={"example": "R-SCORE-LEAD"})
    text = Words(required=True)


class SlotSchema(Schema):
    label = fields.Integer(required=True, metadata={"description": "printed slot label 5..50"})
    card = fields.Integer(required=True, allow_none=True)
    points = fields.Integer(required=True)
    scored = fields.Boolean(required=True)


class RackScoreSchema(Schema):
    points = fields.Integer(required=True)
    rack_o = fields.Boolean(required=True, metadata={"description": "scored as the player "
                                                     "who went Rack-O"})
    bonus = fields.Integer(required=True)
    longest_run = fields.Integer(required=True)
    slots = fields.List(fields.Nested(SlotSchema), required=True)
    reasons = fields.List(fields.Nested(ReasonSchema), required=True)


class FieldProblemSchema(Schema):
    field = fields.String(required=True, metadata={"example": "rack/6"})
    message = fields.String(required=True)
    rule = fields.String(metadata={"example": "R-DECK"})


class ProblemSchema(Schema):
    """RFC 9457 problem details: the body of every 4xx and 5xx answer."""

    class Meta:
        unknown = INCLUDE  # the RFC allows extension members

    type = fields.String(required=True, metadata={
        "description": "/v1/rules/{rule} when a rule is the reason, else about:blank"})
    title = fields.String(required=True, metadata={
        "description": "one title per status, the same on every endpoint", "example": "Invalid input"})
    status = fields.Integer(required=True)
    detail = fields.String(required=True, metadata={"description": "what went wrong this time"})
    instance = fields.String(required=True, metadata={"description": "the path that was requested"})
    rule = fields.String(metadata={"description": "the rule id that is the reason",
                                   "example": "R-RUN3"})
    errors = fields.List(fields.Nested(FieldProblemSchema), required=True,
                         metadata={"description": "one entry per bad field, the first 20 found at most "
                                                  "(fewer when their words are long); empty when no "
                                                  "field is at fault"})
    errors_not_listed = fields.Integer(required=True, metadata={
        "description": "how many more faults were found than `errors` lists (0 when it lists them "
                       "all): a body is refused at its first few faults, and an answer stays under 8 KB",
        "minimum": 0, "example": 0})

