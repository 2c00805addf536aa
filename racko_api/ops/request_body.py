"""The request class: a body of known length is read in one call of exactly that length.

Werkzeug wraps the WSGI input in a LimitedStream and reads it in a loop of chunks until the
server reports its end; for the small JSON bodies this API takes, that costs more than parsing
them. A body whose Content-Length is within MAX_CONTENT_LENGTH is read with one `read(length)`,
which PEP 3333 allows of any server; a longer one still gets 413, and a body of unknown length
(chunked) still goes through Werkzeug's guarded stream.
"""

from __future__ import annotations

import io
from typing import IO

from flask import Request
from werkzeug.utils import cached_property


class BodyRequest(Request):
    @cached_property
    def stream(self) -> IO[bytes]:
        length, limit = self.content_length, self.max_content_length
        if length is None or (limit is not None and length > limit):
            return Request.stream.__get__(self)  # type: ignore[attr-defined,no-any-return]
        return io.BytesIO(self.environ["wsgi.input"].read(length))
