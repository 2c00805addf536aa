"""POST /v1/deals/verify: recompute a round's deal from its revealed seed."""

from __future__ import annotations

from marshmallow import Schema, fields, validate

from racko_api.games.kinds import RULESET_IDS

from .cards import GameCard, RackOfEither
from .common import NAME_PATTERN, OptionsSchema, printable

HEX64 = r"^[0-9a-fA-F]{64}$"


class VerifyDealIn(Schema):
    ruleset = fields.String(required=True, validate=validate.OneOf(RULESET_IDS), metadata={
        "description": "the game's ruleset as the table shows it (a Rack-O preset or super-rack-o)",
        "example": "hasbro"})
    options = fields.Nested(OptionsSchema, metadata={
        "description": "Rack-O: the table's house rules (`deck`, `cards_dealt`, `deal_order` change "
                       "the deal); none for super-rack-o"})
    players = fields.Integer(required=True, strict=True, validate=validate.Range(2, 4),
                             metadata={"description": "seats at the table", "example": 2})
    dealer = fields.Integer(strict=True, load_default=0, validate=validate.Range(0, 3), metadata={
        "description": "the round's dealer seat as the table showed it (`dealer`); the first card "
                       "goes to the seat on its left (dealer + 1)", "example": 0})
    seed = fields.String(required=True, validate=[validate.Length(1, 256), printable], metadata={
        "pattern": NAME_PATTERN,
        "description": "the round's seed text as revealed in `deals`",
        "example": "3f1c9a52e6b04d8e9a57b2c41d0e7f6a8b9c0d1e2f3a4b5c6d7e8f9a0b1c2d3e"})
    commitment = fields.String(required=True, validate=validate.Regexp(HEX64, error="64 hex digits"),
                               metadata={"description": "the commitment the table showed before the "
                                                        "round's first move (`deal.commitment`)"})


class VerifiedDealOut(Schema):
    ruleset = fields.String(required=True)
    players = fields.Integer(required=True)
    dealer = fields.Integer(required=True)
    seed = fields.String(required=True)
    commitment = fields.String(required=True, metadata={"description": "SHA-256 (hex) of the seed text"})
    commitment_matches = fields.Boolean(required=True, metadata={
        "description": "the commitment sent is the seed's SHA-256 (case aside): the seed is the one "
                       "the table committed to before the round began"})
    racks = fields.List(RackOfEither(), required=True, metadata={
        "description": "per seat, seat 0 first: Rack-O, 10 cards from slot #5 (null: an empty slot "
                       "in the quick start); Super Rack-O, {blue, red} card faces, row 1 first"})
    discard = fields.List(GameCard(), required=True, metadata={
        "description": "the card turned up to start the discard pile"})
    stock = fields.List(GameCard(), required=True, metadata={
        "description": "the stock (draw pile) as dealt, bottom first: its last card is drawn first"})
