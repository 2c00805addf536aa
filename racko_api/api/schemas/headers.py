"""The request headers the blueprints read: Idempotency-Key, If-Match and If-None-Match."""

from __future__ import annotations

from marshmallow import EXCLUDE, Schema, fields, validate

from ...store.idempotency import KEY_PATTERN


class _Headers(Schema):
    class Meta:
        unknown = EXCLUDE  # every other header


class IdempotencyHeaders(_Headers):
    idempotency_key = fields.String(data_key="Idempotency-Key", validate=validate.Regexp(KEY_PATTERN),
                                    metadata={"description": "a fresh random key (a UUID) per new "
                                              "request; a retry with the same key and body replays "
                                              "the first answer; kept at least 24 hours"})


class IfMatchHeaders(_Headers):
    if_match = fields.String(data_key="If-Match", metadata={
        "description": "the ETag of the resource as last read (required: 428 without it)"})


class ActionHeaders(IdempotencyHeaders):
    if_match = fields.String(data_key="If-Match", metadata={
        "description": "optional: the game's version as last read (its ETag); 412 when the game "
                       "has moved on since"})


class IfNoneMatchHeaders(_Headers):
    if_none_match = fields.String(data_key="If-None-Match", metadata={
        "description": "an ETag already held: 304 when the resource has not changed since"})
