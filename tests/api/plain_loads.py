"""What a one-pass load (`PlainLoad.plain`) must do: decline, or give exactly what the schema's
fields give for the same body, keys in the same order, without sharing the body's lists."""

from __future__ import annotations

import json
from typing import Any

from marshmallow import Schema, ValidationError


def by_the_fields(schema: Schema, data: Any) -> Any:
    try:
        return Schema.load(schema, data)  # the fields alone, without the one-pass load
    except ValidationError:
        return None


def declines_or_agrees(schema: Any, data: Any) -> None:
    plain = schema.plain(data)
    if plain is not None:
        full = by_the_fields(schema, data)
        assert full is not None, data
        assert json.dumps(plain) == json.dumps(full), data


def takes_in_one_pass(schema: Any, data: Any) -> dict[str, Any]:
    plain = schema.plain(data)
    assert plain is not None, data
    assert json.dumps(plain) == json.dumps(by_the_fields(schema, data)), data
    return plain  # type: ignore[no-any-return]
