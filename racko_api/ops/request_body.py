"""The request class: a body of known length is read in one call of exactly that length.

Werkzeug wraps the WSGI input in a LimitedStream and reads it in a loop of chunks until the
server reports its end; for the small JSON bodies this API takes, that costs more than parsing
them. A body whose Content-Length is within MAX_CONTENT_LENGTH is read with one `read(length)`,
which PEP 3333 allows of any server; a longer one still gets 413. A body of unknown length
(chunked) that the server ends itself (`wsgi.input_terminated`, as gunicorn does) is read in
bounded chunks up to one byte past the limit: past it, 413 (never a body cut at the limit and
parsed as if whole). A body the server cannot read (malformed chunking: a bad chunk size, a chunk
without its terminator, a body cut short) is a 400 problem, not the server's exception.

`refuse_deep_json` turns away a JSON body nested deeper than MAX_JSON_DEPTH, or with an
integer too long to convert, before any parser meets it: a 400 problem, not a RecursionError
or a ValueError with a stack trace. It also turns away, as a 422 naming the limit, a body of a
shape no endpoint takes: an array of more than MAX_ARRAY_ITEMS items, an object of more than
MAX_OBJECT_MEMBERS members, more than MAX_JSON_VALUES values in all (array items and object
members), or more than MAX_JSON_CONTAINERS arrays and objects. One cheap walk of the parsed
body decides it, before any schema validates a field, so a hostile shape costs about what a
valid request costs.
"""

from __future__ import annotations

import io
import json
import re
from collections.abc import Callable
from typing import IO, Any

from flask import Flask, Request, request
from werkzeug.exceptions import (
    BadRequest,
    HTTPException,
    RequestEntityTooLarge,
    UnprocessableEntity,
    UnsupportedMediaType,
)
from werkzeug.utils import cached_property

MAX_JSON_DEPTH = 64
MAX_ARRAY_ITEMS = 1000
MAX_OBJECT_MEMBERS = 100
MAX_JSON_VALUES = 10_000
MAX_JSON_CONTAINERS = 1000
LONGEST_NUMBER = 4300  # sys.get_int_max_str_digits() by default
CHUNK = 64 * 1024


# Each refusal's words are a message id of the catalogues (marked in api.errors, BODY_REFUSALS),
# filled in here in English; the error handler renders them in the request's language.
UNREADABLE = ("the request body could not be read: its chunked encoding is malformed (a bad chunk "
              "size, a chunk without its CRLF, no last chunk) or it was cut short")


class BodyRequest(Request):
    @cached_property
    def stream(self) -> IO[bytes]:
        length, limit = self.content_length, self.max_content_length
        if length is None and limit is not None and self.environ.get("wsgi.input_terminated"):
            return io.BytesIO(_readable(lambda: _read_at_most(self.environ["wsgi.input"], limit)))
        if length is None or (limit is not None and length > limit):
            return Request.stream.__get__(self)  # type: ignore[attr-defined,no-any-return]
        return io.BytesIO(_readable(lambda: self.environ["wsgi.input"].read(length)))


def _readable(read: Callable[[], bytes]) -> bytes:
    """What `read` gets from the server's input; 400 when the server cannot make a body of it.

    Each server raises its own error for a malformed body (gunicorn: NoMoreData, InvalidChunkSize,
    ChunkMissingTerminator), so any failure of the read but an HTTP answer (413) is the client's."""
    try:
        return read()
    except HTTPException:
        raise
    except Exception as exc:
        raise BadRequest(UNREADABLE) from exc


def _read_at_most(source: IO[bytes], limit: int) -> bytes:
    """The whole body of a stream the server ends; 413 once it runs past `limit` bytes."""
    parts, size = [], 0
    while size <= limit:
        part = source.read(min(CHUNK, limit + 1 - size))
        if not part:
            return b"".join(parts)
        parts.append(part)
        size += len(part)
    raise RequestEntityTooLarge()


# The refusals' words: message ids of the catalogues (marked in api.errors, SHAPE_LIMITS), filled
# in here in English; the error handler renders them in the request's language.
TOO_MANY_MEMBERS = "an object of {count} members: the limit is {limit} members in one object"
TOO_MANY_ITEMS = "an array of {count} items: the limit is {limit} items in one array"
TOO_MANY_VALUES = "more than {limit} values (array items and object members): the limit of one body"
TOO_MANY_CONTAINERS = "more than {limit} arrays and objects: the limit of one body"


def json_shape_fault(value: object) -> tuple[str, str] | None:
    """Where a parsed JSON value passes a limit of its shape, and which; None when it passes none.
    Nesting deeper than MAX_JSON_DEPTH is a 400 (BadRequest), as the parser's own refusal.

    The walk goes a level at a time and looks at no more than MAX_JSON_CONTAINERS arrays and
    objects, so it costs about as much for a hostile body as for a valid one.

    >>> json_shape_fault({"rack": [[]] * 1001})[0], json_shape_fault({"rack": [[]] * 998})
    ('rack', None)
    """
    total, containers, depth = 0, 1, 0
    level: list[tuple[Any, str]] = [(value, "")]
    while level:
        depth += 1
        if depth > MAX_JSON_DEPTH:
            raise BadRequest(TOO_DEEP)
        below: list[tuple[Any, str]] = []
        for item, where in level:
            size = len(item)
            total += size
            if type(item) is dict:
                if size > MAX_OBJECT_MEMBERS:
                    return where or "body", TOO_MANY_MEMBERS.format(count=size, limit=MAX_OBJECT_MEMBERS)
                inner = [(key, child) for key, child in item.items() if type(child) in NESTED]
            else:
                if size > MAX_ARRAY_ITEMS:
                    return where or "body", TOO_MANY_ITEMS.format(count=size, limit=MAX_ARRAY_ITEMS)
                inner = [(index, child) for index, child in enumerate(item) if type(child) in NESTED]
            if total > MAX_JSON_VALUES:
                return "body", TOO_MANY_VALUES.format(limit=MAX_JSON_VALUES)
            containers += len(inner)
            if containers > MAX_JSON_CONTAINERS:
                return "body", TOO_MANY_CONTAINERS.format(limit=MAX_JSON_CONTAINERS)
            below.extend((child, f"{where}/{key}" if where else str(key)) for key, child in inner)
        level = below
    return None


NESTED = (dict, list)


def shape_fault(data: bytes) -> tuple[str, str] | None:
    """`json_shape_fault` of the body, parsed once here."""
    return json_shape_fault(json.loads(data))


TOO_DEEP = f"the JSON body nests arrays and objects deeper than {MAX_JSON_DEPTH} levels"  # {depth}
TOO_LONG_NUMBER = "a number in the JSON body has more than {digits} digits"
NOT_UTF8 = "the body is not UTF-8 text (byte {byte} is not)"


def refuse_deep_json() -> None:
    """400 for a JSON body nested beyond MAX_JSON_DEPTH, or holding a number too long to read
    (Python's int refuses past 4300 digits), before a parser recurses or fails on it; 422 for one
    past a limit of its shape (`json_shape_fault`), before a schema spends time on it.

    A short body with no more brackets than the depth limit and fewer commas than the smallest
    size limit can be none of these, so most bodies are let through on a count; the rest are
    parsed once here (bad JSON is left to the parser that answers it).
    """
    if not request.is_json:
        return
    data = request.get_data(cache=True)
    if (data.count(b"[") + data.count(b"{") <= MAX_JSON_DEPTH and len(data) <= LONGEST_NUMBER
            and data.count(b",") < MAX_OBJECT_MEMBERS):
        return
    try:
        fault = shape_fault(data)
    except RecursionError:
        raise BadRequest(TOO_DEEP) from None
    except json.JSONDecodeError:
        return
    except ValueError:  # an integer of more digits than Python converts
        raise BadRequest(TOO_LONG_NUMBER.format(digits=LONGEST_NUMBER)) from None
    if fault is not None:
        where, message = fault
        refused = UnprocessableEntity(message)
        refused.data = {"messages": {where: [message]}}  # type: ignore[attr-defined]
        raise refused


SURROGATE_ESCAPE = re.compile(rb"\\u[dD][89a-fA-F][0-9a-fA-F]{2}")
NOT_TEXT = "not Unicode text: it holds a lone surrogate, which is no character"


def _lone_surrogate(value: Any, path: str = "") -> str | None:
    """The path of the first string (or key) of a parsed JSON value holding a lone surrogate."""
    pending: list[tuple[Any, str]] = [(value, path)]
    while pending:
        item, where = pending.pop()
        if isinstance(item, str):
            if not item.isascii() and any("\ud800" <= c <= "\udfff" for c in item):
                return where or "body"
        elif isinstance(item, dict):
            pending.extend((k, f"{where}/{k}".lstrip("/")) for k in item)
            pending.extend((v, f"{where}/{k}".lstrip("/")) for k, v in item.items())
        elif isinstance(item, list):
            pending.extend((v, f"{where}/{i}".lstrip("/")) for i, v in enumerate(item))
    return None


def refuse_text_that_is_not_unicode() -> None:
    """422 for a JSON body that is not UTF-8, or whose strings hold a lone surrogate (a `\\ud800`
    escape without its pair): no text field takes what is not Unicode text, and no database keeps it."""
    if not request.is_json:
        return
    data = request.get_data(cache=True)
    try:
        data.decode("utf-8")
    except UnicodeDecodeError as exc:
        raise UnprocessableEntity(NOT_UTF8.format(byte=exc.start)) from None
    if SURROGATE_ESCAPE.search(data) is None:
        return
    try:
        where = _lone_surrogate(json.loads(data))
    except (ValueError, RecursionError):
        return  # bad JSON is the parser's to answer
    if where is not None:
        refused = UnprocessableEntity(f"{where}: {NOT_TEXT}")
        refused.data = {"messages": {where: [NOT_TEXT]}}  # type: ignore[attr-defined]
        raise refused


CODED = "the body is sent with Content-Encoding {coding}: only a body without a content coding is read"


class CodedBody(UnsupportedMediaType):
    """415 naming the content codings a body may have (RFC 9110, 15.5.16): none."""

    def get_headers(self, environ: Any = None, scope: Any = None) -> list[tuple[str, str]]:
        return [*super().get_headers(environ, scope), ("Accept-Encoding", "identity")]


def refuse_coded_body() -> None:
    """415 for a body with a content coding (gzip, br...): none is decoded here, and read as it
    is the bytes would be refused as not UTF-8 or not JSON, which would mislead."""
    coding = request.headers.get("Content-Encoding", "").strip()
    if coding and coding.lower() != "identity" and (request.content_length or request.get_data(cache=True)):
        raise CodedBody(CODED.format(coding=coding[:40]))


def read_chunked_body() -> None:
    """A chunked body is read before any view, whatever the endpoint or content type: malformed
    chunking is then a 400 and an endless one a 413 everywhere, never a server error later."""
    if request.content_length is None and "chunked" in request.headers.get("Transfer-Encoding", "").lower():
        request.get_data(cache=True)


def register_body_checks(app: Flask) -> None:
    app.before_request(read_chunked_body)
    app.before_request(refuse_coded_body)
    app.before_request(refuse_deep_json)
    app.before_request(refuse_text_that_is_not_unicode)
