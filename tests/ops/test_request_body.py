"""Request bodies: one read of exactly Content-Length bytes; Werkzeug's guarded stream otherwise."""

from __future__ import annotations

import io
import json
from typing import Any

from flask import Flask
from werkzeug.test import EnvironBuilder

from racko_api.ops.request_body import BodyRequest

SCORE = {"ruleset": "hasbro", "players": 4, "rack": [1, 12, 13, 16, 34, 22, 4, 54, 31, 60]}
BODY = json.dumps(SCORE).encode()


class Input(io.BytesIO):
    """A WSGI input that notes the size of every read (readinto notes its buffer's)."""

    def __init__(self, data: bytes) -> None:
        super().__init__(data)
        self.reads: list[int | None] = []

    def read(self, size: int | None = -1) -> bytes:
        self.reads.append(size)
        return super().read(size)

    def readinto(self, buffer: Any) -> int:
        self.reads.append(len(buffer))
        return super().readinto(buffer)


def _post(app: Flask, data: bytes, **environ: Any) -> tuple[int, dict[str, Any], Input]:
    built = EnvironBuilder(path="/v1/score", method="POST", data=data,
                           content_type="application/json").get_environ()
    stream = Input(data)
    built.update({"wsgi.input": stream, "REMOTE_ADDR": "127.0.0.1", **environ})
    if environ.get("CONTENT_LENGTH") is None:
        built.pop("CONTENT_LENGTH", None)
    status: list[str] = []
    answer = app(built, lambda s, _h, _e=None: status.append(s))
    body = json.loads(b"".join(answer))
    answer.close()  # type: ignore[attr-defined]
    return int(status[0].split()[0]), body, stream


def test_the_app_uses_it(app: Flask) -> None:
    assert app.request_class is BodyRequest


def test_a_body_of_known_length_is_read_in_one_call_of_that_length(app: Flask) -> None:
    status, body, stream = _post(app, BODY, CONTENT_LENGTH=str(len(BODY)))
    assert (status, body["points"]) == (200, 25)
    assert stream.reads == [len(BODY)]


def test_a_body_over_the_limit_is_refused_unread(app: Flask) -> None:
    padded = BODY[:-1] + b" " * (64 * 1024) + b"}"
    status, body, stream = _post(app, padded, CONTENT_LENGTH=str(len(padded)))
    assert (status, body["status"]) == (413, 413)
    assert stream.reads == []


def test_a_body_of_unknown_length_goes_through_the_guarded_stream(app: Flask) -> None:
    """Chunked: no Content-Length, and a server that ends the stream itself (gunicorn)."""
    status, body, stream = _post(app, BODY, CONTENT_LENGTH=None, **{"wsgi.input_terminated": True})
    assert (status, body["points"]) == (200, 25)
    assert len(stream.reads) > 1 and None not in stream.reads  # read in bounded chunks to the end


def test_a_body_cut_short_is_a_problem_not_a_crash(app: Flask) -> None:
    """The client went away mid-body: the JSON read is incomplete, and it says so."""
    status, body, _ = _post(app, BODY[:20], CONTENT_LENGTH=str(len(BODY)))
    assert status == 400 and body["status"] == 400
