"""The request headers the blueprints read: Idempotency-Key, If-Match and If-None-Match.

A header whose absence the view refuses with its own status (If-Match: 428 Precondition
Required, not the schema's 422) is optional to marshmallow but marked `REFUSED_WITHOUT` in its
metadata, so the OpenAPI document says `required: true` (`document_required_headers`).
"""

from __future__ import annotations

import re
from typing import Any

from marshmallow import EXCLUDE, Schema, ValidationError, fields, validate

from ...store.idempotency import (
    CREATION_KEY_GUESSABLE,
    CREATION_KEY_PATTERN,
    CREATION_KEY_RULE,
    KEY_PATTERN,
    KEY_RULE,
    guessable,
)

REFUSED_WITHOUT = "refused_without"  # metadata: the status the view answers when the header is absent


def required_in_document(converter: Any, field: fields.Field[Any], **kwargs: Any) -> dict[str, Any]:
    """An apispec parameter attribute function: `required: true` for a header the view requires."""
    return {"required": True} if REFUSED_WITHOUT in field.metadata else {}


def random_creation_key(key: str) -> None:
    """Refuses a creation key whose digits are visibly not random (`store.idempotency.guessable`)."""
    if re.match(CREATION_KEY_PATTERN, key) and guessable(key):  # else the pattern's words say it
        raise ValidationError(CREATION_KEY_GUESSABLE)


class _Headers(Schema):
    class Meta:
        unknown = EXCLUDE  # every other header


class IdempotencyHeaders(_Headers):
    idempotency_key = fields.String(
        data_key="Idempotency-Key", validate=validate.Regexp(KEY_PATTERN, error=KEY_RULE),
        metadata={"description": "a fresh random key (a UUID) per new request, 16 to 255 visible "
                                 "ASCII characters; a retry with the same key and body replays the "
                                 "first answer; kept at least 24 hours",
                  "minLength": 16, "maxLength": 255, "example": "0b8f5c1e-7d2a-4b7e-9a51-3c6d2f1e8a90"})


class CreationHeaders(_Headers):
    idempotency_key = fields.String(
        data_key="Idempotency-Key",
        validate=[validate.Regexp(CREATION_KEY_PATTERN, error=CREATION_KEY_RULE), random_creation_key],
        metadata={"description": "a fresh random UUID (version 4: 122 random bits) per new request, "
                                 "made by a random generator (uuid.uuid4(), crypto.randomUUID()): a "
                                 "retry with the same key and body replays the first answer, tokens "
                                 "included, so treat the key as a secret until the answer is safe; "
                                 "a key whose digits visibly repeat or count (such as "
                                 "00000000-0000-4000-8000-000000000001) is refused (422); kept at "
                                 "least 24 hours",
                  # Not format uuid, which generated clients type as a UUID object: uuid4, a string
                  # to them, that says which UUIDs.
                  "format": "uuid4", "example": "0b8f5c1e-7d2a-4b7e-9a51-3c6d2f1e8a90"})


class IfMatchHeaders(_Headers):
    if_match = fields.String(data_key="If-Match", metadata={
        "description": "the ETag of the resource as last read (required: 428 without it)",
        REFUSED_WITHOUT: 428})


class OptionalIfMatchHeaders(_Headers):
    if_match = fields.String(data_key="If-Match", metadata={
        "description": "optional: the ETag as last read; 412 when the resource has moved on since"})


class ActionHeaders(IdempotencyHeaders):
    if_match = fields.String(data_key="If-Match", metadata={
        "description": "optional: the game's version as last read (its ETag); 412 when the game "
                       "has moved on since"})


class IfNoneMatchHeaders(_Headers):
    if_none_match = fields.String(data_key="If-None-Match", metadata={
        "description": "an ETag already held: 304 when the resource has not changed since"})


class StreamHeaders(_Headers):
    """A stream is asked for with `Accept: text/event-stream` (described on the operation: an
    OpenAPI document does not declare Accept as a parameter)."""

    last_event_id = fields.Integer(data_key="Last-Event-ID", strict=False,
                                   validate=validate.Range(0, 10**9), metadata={
        "description": "a stream only: the `id` of the last event held; it resumes after it "
                       "(and wins over `after`). Browsers send it when they reconnect"})


class EventsHeaders(IfNoneMatchHeaders, StreamHeaders):
    """A game's events: JSON with If-None-Match, or a stream."""
