"""Double-rack shapes (Super Rack-O): cards in text or object form, double racks, slots, and the check forms.

The schema checks the shape; what a card or a rack may be (a number 1-40, one B17 in the box,
five wilds a colour) is the game's core to say, as 422 naming the field. The figures come from
the games of the double-rack family (`families.facts_of`).
"""

from __future__ import annotations

from typing import Any

from marshmallow import Schema, fields, validate

from racko_api.core.forms import FormFamily
from racko_api.core.plays import Pile

from .cards import ROWS, SuperRackText
from .common import ListOf, ReasonSchema, Words
from .families import facts_of, kinds_of, ruleset_ids_of

DOUBLE_RACK = facts_of(FormFamily.DOUBLE_RACK)
TOP_VALUE: int = DOUBLE_RACK["top_value"]
MIN_PLAYERS, MAX_PLAYERS = DOUBLE_RACK["players"]
MAX_WINS: int = DOUBLE_RACK["max_wins"]
RESTOCK: list[str] = list(DOUBLE_RACK["restock"])
DOUBLE_RACK_RULESETS = ruleset_ids_of(FormFamily.DOUBLE_RACK)
PLAY_NAMES = list(kinds_of(FormFamily.DOUBLE_RACK)[0].plays)
CARD_TEXT = r"^([BbRr]([1-9]|[1-3][0-9]|40|[Ww](=.*)?)|[Ss][Ww][Aa][Pp]|[Rr][Ee][Vv])$"
CARD_DESCRIPTION = ('a card: text such as "B17" (blue 17), "R3", "BW" / "RW" (wilds), "SWAP", "REV" '
                    "(any case), or an object {kind, colour, value}. A wild may be named: "
                    '"BW=17", or {"kind": "wild", "colour": "blue", "value": 17}; the naming is judged '
                    "(S-WILD: a whole number 1-40 that keeps its side strictly increasing), and one "
                    "that contradicts the rules is refused (422 citing S-WILD)")
NAMED_VALUE = {"type": "number", "nullable": True,
               "description": "the value the player names for the wild (S-WILD), or null for none: "
               "judged, so a fraction or a value outside 1-40 is refused citing S-WILD"}


def _object(kind: list[str], description: str, *, value: bool = False,
            colour_required: bool = True, named: bool = False) -> dict[str, Any]:
    properties: dict[str, Any] = {"kind": {"type": "string", "enum": kind},
                                  "colour": {"type": "string", "enum": ["blue", "red"]}}
    if value:
        properties["value"] = {"type": "integer", "minimum": 1, "maximum": TOP_VALUE}
    if named:
        properties["value"] = dict(NAMED_VALUE)
    required = ["kind", *(["colour"] if colour_required else []), *(["value"] if value else [])]
    return {"type": "object", "description": description, "properties": properties,
            "required": required, "additionalProperties": False}


def card_doc(description: str = CARD_DESCRIPTION) -> dict[str, Any]:
    """The OpenAPI schema of a card (a fresh copy each time, so the YAML has no anchors)."""
    return {
        "description": description,
        "example": "B17",
        "oneOf": [
            {"type": "string", "pattern": CARD_TEXT},
            _object(["number"], "a number card", value=True),
            _object(["wild"], "a wild card of a colour, with the value named for it if any",
                    named=True),
            _object(["swap", "reverse"], "a swap or reverse card (a colour, if given, rules nothing)",
                    colour_required=False),
        ],
    }


SuperRulesetId = fields.String(required=True, validate=validate.OneOf(DOUBLE_RACK_RULESETS),
                               metadata={"example": DOUBLE_RACK_RULESETS[0]})


def SuperPlayers() -> fields.Integer:  # noqa: N802 - a field factory reads like a type
    """`players` as a Rack-O form takes it: optional here, checked (2-4), and noted as not
    bearing on the answer."""
    return fields.Integer(strict=True, validate=validate.Range(MIN_PLAYERS, MAX_PLAYERS), metadata={
        "description": f"players at the table ({MIN_PLAYERS}-{MAX_PLAYERS}), as a Rack-O form "
                       "takes it; optional: a Super Rack-O answer does not depend on it, and says "
                       "so in `notes`"})


class SuperOptionsSchema(Schema):
    target = fields.Integer(strict=True, validate=validate.Range(1, MAX_WINS), metadata={
        "description": f"won rounds that win the game: 1 to {MAX_WINS} (default 1)"})
    wins_needed = fields.Integer(strict=True, validate=validate.Range(1, MAX_WINS), metadata={
        "description": "deprecated since 1.6: target", "deprecated": True})
    restock = fields.String(validate=validate.OneOf(RESTOCK), metadata={
        "description": f"R-RESTOCK, how the discard pile becomes the draw pile when it runs out: "
                       f"{RESTOCK[0]} (the default: turned over, its oldest card on top) or "
                       f"{RESTOCK[1]} (shuffled by the round's seed)"})


def SuperOptions() -> fields.Nested:  # noqa: N802
    """`options` on a check or advice form: checked, and noted as not bearing on the answer."""
    return fields.Nested(SuperOptionsSchema, metadata={
        "description": "the game's options, as a Rack-O form takes them; optional: the target "
                       "does not change a verdict or the advice, and the answer says so in `notes`"})


class NoteSchema(Schema):
    """A field of the request that was checked but does not bear on this ruleset's answer."""

    field = fields.String(required=True)
    text = Words(required=True)


def Notes() -> fields.List[Any]:  # noqa: N802
    return fields.List(fields.Nested(NoteSchema), metadata={
        "description": "fields given that do not bear on this answer (checked, then ignored); "
                       "absent when there are none"})


def CardField(description: str = CARD_DESCRIPTION, **kwargs: object) -> fields.Raw:  # noqa: N802
    """A card in either form; the core reads it."""
    return fields.Raw(metadata=card_doc(description), **kwargs)  # type: ignore[arg-type]


def SideField(colour: str) -> fields.List[Any]:  # noqa: N802
    """One side of a double rack: 8 cards, row 1 (the low end) first."""
    return ListOf(CardField(), required=True, validate=validate.Length(equal=ROWS), metadata={
        "description": f"the {colour} side: {ROWS} cards, row 1 first"})


class SuperSlotSchema(Schema):
    side = fields.String(required=True, validate=validate.OneOf(["blue", "red"]))
    row = fields.Integer(strict=True, required=True, validate=validate.Range(1, ROWS))


class PendingSchema(Schema):
    """What an opponent aimed at you: a swap, or a reverse of your own swap, naming a row."""

    card = fields.String(required=True, validate=validate.OneOf(DOUBLE_RACK["aimed"]))
    row = fields.Integer(strict=True, required=True, validate=validate.Range(1, ROWS),
                         metadata={"description": "the row they named"})


class SuperCheckRackIn(Schema):
    """Super Rack-O: is this double rack a Super Rack-O (S-WIN), and what are its wilds worth?

    A wild may be named ("BW=17"); the answer judges the naming, and shows a legal value for
    every wild not named (or says, citing S-WILD, that none exists).
    """

    ruleset = SuperRulesetId
    options = SuperOptions()
    players = SuperPlayers()
    blue = SideField("blue")
    red = SideField("red")
    dealt = ListOf(CardField(), validate=validate.Length(equal=2 * ROWS), metadata={
        "description": "the double rack's 16 cards in the order they were dealt to the player, first "
                       "first (wilds unnamed): as_dealt then says whether the double rack is the rack "
                       "as dealt (S-DEAL), and whether a Super Rack-O dealt so may be called at once "
                       "(S-CALL)"})


class SuperReasonSchema(ReasonSchema):
    side = fields.String(required=True, metadata={"enum": ["blue", "red"]})
    row = fields.Integer(required=True)
    card = fields.String(required=True, metadata={"example": "BW"})


class SuperRowSchema(Schema):
    row = fields.Integer(required=True)
    card = fields.String(required=True, metadata={"description": "text form", "example": "B17"})
    value = fields.Integer(required=True, allow_none=True, metadata={
        "description": "the number it stands for (a wild's: as named, else the value found when "
                       "the side has one); null for a swap or reverse card, or a wild without a legal "
                       "value"})
    reasons = fields.List(fields.Nested(SuperReasonSchema), required=True, metadata={
        "description": "why this row stops a win (S-WILD, S-WIN); empty when it does not"})


class SlotAfterSchema(SuperRowSchema):
    side = fields.String(required=True, metadata={"enum": ["blue", "red"]})


class SuperSidesSchema(Schema):
    blue = fields.List(fields.Nested(SuperRowSchema), required=True)
    red = fields.List(fields.Nested(SuperRowSchema), required=True)


class WildValueSchema(Schema):
    side = fields.String(required=True, metadata={"enum": ["blue", "red"]})
    row = fields.Integer(required=True)
    value = fields.Integer(required=True, metadata={"description": "a whole number 1-40 (S-WILD)"})
    named = fields.Boolean(required=True, metadata={
        "description": "true: the value named in the request (judged legal); false: one legal value "
                       "the checker found"})


class SuperAsDealtSchema(Schema):
    possible = fields.Boolean(required=True, metadata={
        "description": "the cards of `dealt`, placed zigzag from blue row 8 to red row 1, make this "
                       "double rack"})
    reasons = fields.List(fields.Nested(ReasonSchema), required=True, metadata={
        "description": "why (S-DEAL); for a Super Rack-O as dealt, that its player may call at once "
                       "(S-CALL)"})


class SuperCheckRackOut(Schema):
    ruleset = fields.String(required=True, metadata={"enum": list(DOUBLE_RACK_RULESETS)})
    players = fields.Integer(metadata={"description": "as given, when given"})
    notes = Notes()
    legal = fields.Boolean(required=True, metadata={"description": "a Super Rack-O (S-WIN)"})
    sides = fields.Nested(SuperSidesSchema, required=True, metadata={
        "description": "row by row, row 1 first: the card, the number it stands for, the reasons"})
    wilds = fields.List(fields.Nested(WildValueSchema), required=True, metadata={
        "description": "the value of each wild on its own side: as named in the request, else one "
                       "legal value found; a wild without one is left out, and an S-WILD reason says "
                       "why none exists"})
    reasons = fields.List(fields.Nested(SuperReasonSchema), required=True, metadata={
        "description": "every reason it is not a Super Rack-O, blue side first, then by row; for a "
                       "Super Rack-O, why it is one (each wild's value S-WILD, each side S-WIN)"})
    as_dealt = fields.Nested(SuperAsDealtSchema, metadata={
        "description": "with `dealt` only: could this be the double rack as dealt (S-DEAL)"})


class SuperCheckMoveIn(Schema):
    """Super Rack-O: may I do this now? The fields a play needs are listed with `play`."""

    ruleset = SuperRulesetId
    options = SuperOptions()
    players = SuperPlayers()
    blue = SideField("blue")
    red = SideField("red")
    play = fields.String(required=True, validate=validate.OneOf(PLAY_NAMES), metadata={
        "description": "exchange (needs card, taken_from, slot); discard (card, taken_from); "
                       "play_swap: play the card taken as a swap on an opponent (card, taken_from, "
                       "row); accept_swap: let the swap aimed at you switch its row (pending); "
                       "play_reverse: answer it with a reverse card of your rack (pending, row, "
                       "slot optional). A field a play does not use is refused. Wilds in the rack "
                       "and the card taken may be named (\"BW=17\"): a naming goes where its wild "
                       "goes and is judged on the rack after the move (S-WILD); play_reverse takes "
                       "no naming."})
    card = CardField("the card taken (text or object form)")
    taken_from = fields.String(validate=validate.OneOf([s.value for s in Pile]))
    slot = fields.Nested(SuperSlotSchema, metadata={
        "description": "exchange: the slot the card goes into; play_reverse: the slot of the reverse "
                       "card played (default: the first one, blue rows 1-8 then red)"})
    row = fields.Integer(strict=True, validate=validate.Range(1, ROWS), metadata={
        "description": "play_swap, play_reverse: the row you name"})
    pending = fields.Nested(PendingSchema, metadata={
        "description": "accept_swap, play_reverse: the swap (or the reverse of your own swap) an "
                       "opponent aimed at you"})


class SuperCheckMoveOut(Schema):
    ruleset = fields.String(required=True, metadata={"enum": list(DOUBLE_RACK_RULESETS)})
    players = fields.Integer(metadata={"description": "as given, when given"})
    notes = Notes()
    legal = fields.Boolean(required=True, metadata={
        "description": "the move is allowed now: the same answer a game would give"})
    reasons = fields.List(fields.Nested(ReasonSchema), required=True, metadata={
        "description": "why not, or what the move does; for an exchange, anything S-WILD or S-WIN "
                       "says of the card where it goes (a wild on the other colour's side may be "
                       "placed but is not a legal wild there)"})
    rack_after = fields.Nested(SuperRackText, required=True, allow_none=True, metadata={
        "description": "{blue, red} after the move, text form; null when not legal, or after "
                       "play_reverse (its slot is refilled from the unseen draw pile)"})
    discarded = fields.String(required=True, allow_none=True, metadata={
        "description": "the card that goes face up on the discard pile"})
    slot_after = fields.Nested(SlotAfterSchema, required=True, allow_none=True, metadata={
        "description": "exchange: the slot the card went into, as the S-WIN check sees it"})
    super_rack_o_after = fields.Boolean(required=True, allow_none=True, metadata={
        "description": "the rack after the move is a Super Rack-O; null when there is no rack_after"})
    may_call_now = fields.Boolean(required=True, metadata={
        "description": 'the player may call "SUPER RACK-O!" now, the move made (S-CALL): the rack '
                       "is a Super Rack-O, no swap or reverse waits for its answer, and no card is "
                       "held mid-turn; the same answer a game would give"})
    call_reason = fields.Nested(ReasonSchema, required=True, metadata={
        "description": "why the player may or may not call now, citing S-CALL (or S-WIN when the "
                       "rack is not a Super Rack-O)"})
