"""The language of an answer, and its sentences rendered in it from the gettext catalogues.

The language is the best of en, sv, it for the request's Accept-Language (q-values count;
English when none fits). The core's sentences are `Text` values (message id and parameters);
`words` renders one in that language from the compiled catalogue (`racko_api.catalogues`).
Every JSON, problem+json or event-stream answer says its language (`Content-Language`) and that it varies
with `Accept-Language`, so a cache keeps one copy per language.
"""

from __future__ import annotations

import re
from functools import cache, lru_cache
from typing import Any

from babel.messages.mofile import read_mo
from flask import Flask, Response, has_request_context, request

from racko_api.catalogues import LANGUAGES, TRANSLATED, catalogue, mo_path, po_path
from racko_api.core.words import Text, render
from racko_api.ops import json_codec

WORDY = ("application/json", "application/problem+json", "text/event-stream")


def language() -> str:
    """The best of en, sv, it for this request's Accept-Language (en when none fits)."""
    if not has_request_context():
        return "en"
    environ = request.environ  # per request, even where an app context outlives one
    if "racko.language" not in environ:
        environ["racko.language"] = request.accept_languages.best_match(LANGUAGES, default="en")
    return str(environ["racko.language"])


def words(value: object) -> str:
    """A sentence (a `Text` or any string) in this request's language."""
    return str(render(value, catalogue(language())))


def localized(value: Any) -> Any:
    """A JSON value with its sentences in this request's language: every `Text` rendered, and every
    English text under a key that holds words (one stored before, such as an event's note) by the
    message id it was made from. English answers are sent as they are."""
    if language() == "en":
        return value

    def walk(item: Any, key: str) -> Any:
        if isinstance(item, Text):
            return words(item)
        if isinstance(item, dict):
            return {k: walk(v, k) for k, v in item.items()}
        if isinstance(item, list | tuple):
            return [walk(v, key) for v in item]
        if isinstance(item, str) and key in SENTENCE_KEYS:
            return sentence(item)
        return item

    return walk(value, "")


SENTENCE_KEYS = frozenset({"text", "reason", "detail", "message", "title", "summary", "note"})
_PLACEHOLDER = re.compile(r"\{(\w+)(![rsa])?(:[^{}]*)?\}")


@cache
def _templates() -> tuple[tuple[re.Pattern[str], str, str | None, bool], ...]:
    """Every message id as a pattern that finds its parameters in an English sentence, the most
    specific (the most text besides its placeholders) first: (pattern, message id, plural id, is
    the plural form)."""
    with mo_path(TRANSLATED[0]).open("rb") as mo:
        ids = [m.id for m in read_mo(mo) if m.id and not m.context]
    out = []
    for message_id in ids:
        forms = (message_id,) if isinstance(message_id, str) else message_id
        for n, form in enumerate(forms):
            seen: set[str] = set()
            pattern, at = "", 0
            source = form.replace("{{", "\0").replace("}}", "\1")
            for found in _PLACEHOLDER.finditer(source):
                pattern += re.escape(source[at:found.start()]).replace("\\0", "\\{").replace("\\1", "\\}")
                name = found[1]
                # A parameter may be empty: "called SUPER RACK-O!{checked}: ..." without a rack.
                pattern += f"(?P={name})" if name in seen else f"(?P<{name}>.*?)"
                seen.add(name)
                at = found.end()
            pattern += re.escape(source[at:]).replace("\\0", "\\{").replace("\\1", "\\}")
            plural = None if isinstance(message_id, str) else message_id[1]
            literal = len(_PLACEHOLDER.sub("", source))
            out.append((literal, re.compile(pattern + r"\Z", re.S), forms[0], plural, n > 0))
    out.sort(key=lambda t: -t[0])  # the most words of its own first: "{a}: {b}" fits nearly anything
    return tuple(t[1:] for t in out)


def _value(text: str) -> object:
    """A parameter read back from an English sentence: a number as a number, a sentence as a Text."""
    if not text:
        return text  # left empty (and read again as a sentence, it would fit any all-placeholder id)
    for kind in (int, float):
        try:
            return kind(text)
        except ValueError:
            pass
    if len(text) > 1 and text[0] == text[-1] and text[0] in "'\"":
        return text[1:-1]
    return reread(text)


@lru_cache(maxsize=8192)
def reread(sentence: str) -> str:
    """An English sentence stored as text (a sheet's reasons) as the `Text` it was made from,
    found by its message id, so that it can be rendered in another language; itself when none fits."""
    for pattern, message_id, plural, is_plural in _templates():
        found = pattern.match(sentence)
        if found is not None:
            params = {k: _value(v) for k, v in found.groupdict().items()}
            number = params.get("n") if plural is not None else None
            if plural is not None and not isinstance(number, int):
                number = 2 if is_plural else 1
            return Text(message_id, params, plural, number if plural is not None else None)  # type: ignore[arg-type]
    return sentence


def sentence(value: object) -> str:
    """A sentence in this request's language: a `Text` as it is, a text stored or made in English
    (marshmallow's messages, a sheet's reasons) by the message id it was made from."""
    return words(value if isinstance(value, Text) else reread(str(value)))


def localized_text(text: str) -> str:
    """A JSON document stored as text, with its sentences in this request's language."""
    return text if language() == "en" else json_codec.dumps(localized(json_codec.loads(text)))


def check_catalogues() -> None:
    """Refuse to start on a missing or stale `.mo` (older than its `.po`): answers would be English."""
    for code in TRANSLATED:
        mo, po = mo_path(code), po_path(code)
        if not mo.exists() or mo.stat().st_mtime < po.stat().st_mtime:
            raise RuntimeError(f"{mo} is missing or older than {po.name}: run `make translations` "
                               "(python -m racko_api.catalogues)")


def _mark(response: Response) -> Response:
    if response.mimetype in WORDY:
        response.headers["Content-Language"] = language()
        response.vary.add("Accept-Language")
    return response


def register_language(app: Flask) -> None:
    """Check the catalogues once, and mark every JSON answer with its language."""
    check_catalogues()
    app.after_request(_mark)
