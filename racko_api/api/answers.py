"""What the blueprints answer with: JSON bodies, ETag and Location headers, 304s, replays."""

from __future__ import annotations

from typing import Any

from flask import Response

from ..ops import json_codec
from ..services.idempotency import Result
from .etags import etag_for
from .language import localized, localized_text

_STR = {"schema": {"type": "string"}}
ETAG = {"ETag": {**_STR, "description": "the resource's version; it changes with every write"}}
CREATED = {**ETAG, "Location": {**_STR, "description": "where the new resource is"},
           "Idempotent-Replayed": {**_STR, "description": '"true" when this repeats the answer '
                                   "to an earlier request with the same Idempotency-Key"}}
NOT_MODIFIED = {"description": "not modified: If-None-Match names the current ETag", "headers": ETAG}


def json_text(text: str, status: int, headers: dict[str, str]) -> Response:
    """A body built (or stored) as JSON text already, in the documented shape: sent as it is, but
    for its sentences, which are stored in English and rendered in the request's language. Like
    every JSON answer it ends with a line break, so a terminal's prompt starts on a line of its own."""
    return Response(localized_text(text) + "\n", status=status, headers=headers, mimetype="application/json")


def json_body(body: Any, status: int, headers: dict[str, str]) -> Response:
    """A body of JSON values, its sentences rendered in the request's language."""
    return Response(json_codec.dumps(localized(body)) + "\n", status=status, headers=headers,
                    mimetype="application/json")


def versioned(version: int, body: Any, **headers: str) -> Response:
    """200 with the resource and its ETag; 304 with only the ETag when `body` is None (the reader
    holds this version)."""
    headers = {"ETag": etag_for(version), **headers}
    if body is None:
        return Response(status=304, headers=headers)
    if isinstance(body, str):
        return json_text(body, 200, headers)
    return json_body(body, 200, headers)


def written(result: Result, body: Any = None, location: str | None = None, **headers: str) -> Response:
    """The answer to a write: 201 with Location when it created the resource, else 200; the
    ETag of the version it left; Idempotent-Replayed when it repeats an earlier answer."""
    reply = result.reply
    headers = {"ETag": etag_for(reply.version), **headers}
    if reply.created and location:
        headers["Location"] = location
    if result.replayed:
        headers["Idempotent-Replayed"] = "true"
    status = 201 if reply.created else 200
    if body is None and reply.text is not None:
        return json_text(reply.text, status, headers)
    return json_body(reply.body if body is None else body, status, headers)
