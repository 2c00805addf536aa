"""Cards, slots and racks as the answers show them, in either game.

A card is a number in Rack-O and a card's text in Super Rack-O ("B17", "RW", "SWAP"); a Rack-O
slot is its printed label (5, 10 ... 50), a Super Rack-O slot a side and a row.
"""

from __future__ import annotations

from typing import Any

from marshmallow import Schema, fields, validate

from racko_api.core.forms import FormFamily

from .families import facts_of
from .polymorphic import ref

SLOT_LABELS: tuple[int, ...] = facts_of(FormFamily.SINGLE_RACK)["slot_labels"]
ROWS: int = facts_of(FormFamily.DOUBLE_RACK)["rows"]


class RackSlot(Schema):
    """A Super Rack-O slot: a side and a row, row 1 the low end."""

    side = fields.String(required=True, validate=validate.OneOf(["blue", "red"]))
    row = fields.Integer(required=True, strict=True, validate=validate.Range(1, ROWS))


CARD_DOC: dict[str, Any] = {"description": "a number (Rack-O) or a card's text (Super Rack-O)",
                            "oneOf": [{"type": "integer", "minimum": 1, "maximum": 60},
                                      {"type": "string"}]}


def GameCard(description: str = "", **kwargs: Any) -> fields.Raw:  # noqa: N802
    """A card of either game."""
    doc = {**CARD_DOC, "description": f"{description}: {CARD_DOC['description']}" if description
           else CARD_DOC["description"]}
    return fields.Raw(metadata=doc, **kwargs)


def SlotOfEither(**kwargs: Any) -> fields.Raw:  # noqa: N802
    """A slot of either game."""
    return fields.Raw(metadata={
        "description": "Rack-O: a slot label 5..50; Super Rack-O: {side, row}",
        "oneOf": [{"type": "integer", "enum": list(SLOT_LABELS)}, {"$ref": ref(RackSlot)}]},
        **kwargs)


class SuperRackText(Schema):
    """A Super Rack-O double rack in text form, row 1 first."""

    blue = fields.List(fields.String(), required=True)
    red = fields.List(fields.String(), required=True)


def RackOfEither(**kwargs: Any) -> fields.Raw:  # noqa: N802
    """A rack of either game: 10 cards from slot #5 (Rack-O; null: an empty slot), or a double rack."""
    return fields.Raw(metadata={
        "description": "Rack-O: 10 cards from slot #5 (null: empty); Super Rack-O: {blue, red}",
        "oneOf": [{"type": "array", "items": {"type": "integer", "nullable": True}},
                  {"$ref": ref(SuperRackText)}]}, **kwargs)


