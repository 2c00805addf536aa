"""POST /v1/deals/verify: recompute a round's deal from its revealed seed."""

from __future__ import annotations

from marshmallow import Schema, fields, validate

from racko_api.core.deals.chain import CHAIN_LENGTH, CONTRIBUTION_CHARS
from racko_api.games.kinds import RULESET_IDS

from .cards import GameCard, RackOfEither
from .common import NAME_PATTERN, OptionsSchema, printable
from .families import OneOfRegistered, ruleset_ids

HEX64 = r"^[0-9a-fA-F]{64}$"


class ContributionIn(Schema):
    seat = fields.Integer(required=True, strict=True, validate=validate.Range(0, 3))
    contribution = fields.String(required=True, validate=validate.Length(1, CONTRIBUTION_CHARS))


class VerifyDealIn(Schema):
    ruleset = fields.String(required=True, validate=OneOfRegistered(ruleset_ids), metadata={
        "description": "the game's ruleset as the table shows it (one of GET /v1/rulesets)",
        "example": RULESET_IDS[0]})
    options = fields.Nested(OptionsSchema, metadata={
        "description": "the table's house rules, where the ruleset's options change the deal (`deck`, "
                       "`cards_dealt`, `deal_order`, as GET /v1/rulesets lists them) or the replay of "
                       "`events` (`restock`: a shuffled restock is made again only where it is given); "
                       "a ruleset whose options change neither needs none"})
    players = fields.Integer(required=True, strict=True, validate=validate.Range(2, 4),
                             metadata={"description": "seats at the table", "example": 2})
    dealer = fields.Integer(strict=True, load_default=0, validate=validate.Range(0, 3), metadata={
        "description": "the round's dealer seat as the table showed it (`dealer`); the first card "
                       "goes to the seat on its left (dealer + 1)", "example": 0})
    seed = fields.String(validate=[validate.Length(1, 256), printable], metadata={
        "pattern": NAME_PATTERN,
        "description": "the round's seed text as revealed in `deals` (required unless `events` "
                       "is given: then the seed is made from `server_seed` and `contributions`)",
        "example": "3f1c9a52e6b04d8e9a57b2c41d0e7f6a8b9c0d1e2f3a4b5c6d7e8f9a0b1c2d3e"})
    commitment = fields.String(validate=validate.Regexp(HEX64, error="64 hex digits"),
                               metadata={"description": "the commitment the table showed before the "
                                                        "round's first move (`deal.commitment`); "
                                                        "required with `seed`"})
    round = fields.Integer(strict=True, validate=validate.Range(1, CHAIN_LENGTH), metadata={
        "description": "with `events`: the round to replay", "example": 1})
    server_seed = fields.String(validate=validate.Regexp(HEX64, error="64 hex digits"), metadata={
        "description": "with `events`: the round's server seed, as `deal_revealed` shows it"})
    chain_commitment = fields.String(validate=validate.Regexp(HEX64, error="64 hex digits"), metadata={
        "description": "with `events`: the chain's end the game published when it was made "
                       "(`deal_chain.commitment`); taken from the log's `deal_chain` event if left out"})
    contributions = fields.List(fields.Nested(ContributionIn), validate=validate.Length(0, 4),
                                metadata={"description": "with `events`: the contributions the round "
                                                         "was dealt with, as `deal_revealed` shows them"})
    seat = fields.Integer(strict=True, allow_none=True, load_default=None,
                          validate=validate.Range(0, 3), metadata={
                              "description": "with `events`: whose log it is (the events answer's "
                                             "`seat`; null: the public log)"})
    events = fields.List(fields.Dict(), validate=validate.Length(min=1), metadata={
        "description": "the game's event log as GET /v1/games/{id}/events answers it (`events`): "
                       "the round's events from its `dealt` event on, after the `round_over` of the "
                       "round before (the standings it starts from) and the `deal_chain` event; "
                       "every event of the round is replayed and compared"})


class MismatchOut(Schema):
    index = fields.Integer(required=True, metadata={"description": "its place in `events`, from 0"})
    seq = fields.Integer(required=True, allow_none=True, metadata={"description": "its `seq`"})
    rule = fields.String(required=True, allow_none=True, metadata={
        "description": "the rule the replay's event follows there"})
    expected = fields.Dict(required=True, allow_none=True, metadata={
        "description": "the event the replay makes there (null: no legal action makes the logged one)"})
    found = fields.Dict(required=True, metadata={"description": "the logged event"})
    reason = fields.String(required=True)


class ReplayOut(Schema):
    round = fields.Integer(required=True)
    server_seed_matches = fields.Boolean(required=True, metadata={
        "description": "SHA-256 applied `round` times to the server seed gives the chain commitment"})
    chain_commitment = fields.String(required=True, allow_none=True)
    events_checked = fields.Integer(required=True, metadata={
        "description": "events of the round replayed alike, from its `dealt` event"})
    complete = fields.Boolean(required=True, metadata={
        "description": "the log reaches the round's end (`round_over` and what follows it)"})
    matches = fields.Boolean(required=True, metadata={
        "description": "the seed is on the chain and every event of the round replays alike"})
    first_mismatch = fields.Nested(MismatchOut, required=True, allow_none=True)


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
        "description": "per seat, seat 0 first, as the ruleset's traits shape a rack: a single "
                       "rack, its cards from the lowest slot (null: an empty slot in the quick "
                       "start); a double rack, {blue, red} card faces, row 1 first"})
    discard = fields.List(GameCard(), required=True, metadata={
        "description": "the card turned up to start the discard pile"})
    stock = fields.List(GameCard(), required=True, metadata={
        "description": "the stock (draw pile) as dealt, bottom first: its last card is drawn first"})
    replay = fields.Nested(ReplayOut, metadata={"description": "with `events`: the round replayed"})
