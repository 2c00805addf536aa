"""JSON in one place: answers, stored documents, JSON columns and log lines.

orjson writes the same JSON as the standard library (compact, keys in order, UTF-8 text),
and JSON columns are read back with it. Request bodies stay with the standard library, so what
the API accepts is unchanged.
"""

from __future__ import annotations

import json
import re
from typing import Any

import orjson
from flask import Response
from flask.json.provider import DefaultJSONProvider

# int keys become strings, as the standard library does; datetimes go to `default`.
OPTIONS = orjson.OPT_NON_STR_KEYS | orjson.OPT_PASSTHROUGH_DATETIME


def dumps(value: Any) -> str:
    """Compact JSON text (integers beyond 64 bits, which orjson refuses, by the standard library).

    >>> dumps({"ann": [1, None, True], 2: "é", "big": 2**70})
    '{"ann":[1,null,true],"2":"é","big":1180591620717411303424}'
    """
    try:
        return orjson.dumps(value, option=OPTIONS).decode()
    except orjson.JSONEncodeError:
        return json.dumps(value, ensure_ascii=False, separators=(",", ":"))


def verbatim(text: str) -> Any:
    """JSON text already written, to go as it is into a document or a JSON column (not as a string).

    >>> dumps({"round": verbatim('{"number":3}')})
    '{"round":{"number":3}}'
    """
    return orjson.Fragment(text)


LONG_NUMBER = re.compile(rb"\d{19}")  # 18 digits or fewer always fit in 64 bits


def loads(text: bytes | str) -> Any:
    """A JSON column as stored. The standard library reads what orjson refuses (NaN, a lone
    surrogate) and any text with 19 digits in a row: orjson would read an integer beyond 64
    bits as a float.

    >>> loads(b'{"ann":[1,null],"big":1180591620717411303424,"neg":-9223372036854775808}')
    {'ann': [1, None], 'big': 1180591620717411303424, 'neg': -9223372036854775808}
    """
    data = text.encode() if isinstance(text, str) else text
    if LONG_NUMBER.search(data) is None:
        try:
            return orjson.loads(data)
        except orjson.JSONDecodeError:
            pass
    return json.loads(data)


class JsonProvider(DefaultJSONProvider):
    """Flask's JSON provider, encoding with orjson; `default` still handles what Flask adds
    (dates as HTTP dates, decimals, UUIDs)."""

    def _options(self, extra: int = 0) -> int:
        return OPTIONS | extra | (orjson.OPT_SORT_KEYS if self.sort_keys else 0)

    def dumps(self, obj: Any, **kwargs: Any) -> str:
        if not kwargs:  # a caller asking for json.dumps arguments gets json.dumps
            try:
                return orjson.dumps(obj, default=self.default, option=self._options()).decode()
            except orjson.JSONEncodeError:
                pass  # an integer beyond 64 bits, say
        return super().dumps(obj, **kwargs)

    def response(self, *args: Any, **kwargs: Any) -> Response:
        obj = self._prepare_response_obj(args, kwargs)
        pretty = self.compact is False or (self.compact is None and self._app.debug)
        try:
            body = orjson.dumps(obj, default=self.default,
                                option=self._options(orjson.OPT_APPEND_NEWLINE
                                                     | (orjson.OPT_INDENT_2 if pretty else 0)))
        except orjson.JSONEncodeError:
            return super().response(*args, **kwargs)
        return self._app.response_class(body, mimetype=self.mimetype)
