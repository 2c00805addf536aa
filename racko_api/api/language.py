"""The language of an answer, and its sentences rendered in it from the gettext catalogues.

The language is the best of en, sv, it for the request's Accept-Language (q-values count;
English when none fits). The core's sentences are `Text` values (message id and parameters);
`words` renders one in that language from the compiled catalogue (`racko_api.catalogues`).
Every JSON or problem+json answer says its language (`Content-Language`) and that it varies
with `Accept-Language`, so a cache keeps one copy per language.
"""

from __future__ import annotations

from functools import cache
from gettext import NullTranslations
from typing import Any

from babel.support import Translations
from flask import Flask, Response, g, has_request_context, request

from racko_api.catalogues import LANGUAGES, TRANSLATED, mo_path, po_path
from racko_api.core.words import Text, render

WORDY = ("application/json", "application/problem+json")


def language() -> str:
    """The best of en, sv, it for this request's Accept-Language (en when none fits)."""
    if not has_request_context():
        return "en"
    if "language" not in g:
        g.language = request.accept_languages.best_match(LANGUAGES, default="en")
    return str(g.language)


@cache
def catalogue(code: str) -> NullTranslations:
    """The compiled catalogue of a language; English, the source text, needs none."""
    if code not in TRANSLATED:
        return NullTranslations()
    with mo_path(code).open("rb") as mo:
        return Translations(mo, domain="messages")


def words(value: object) -> str:
    """A sentence (a `Text` or any string) in this request's language."""
    return str(render(value, catalogue(language())))


def localized(value: Any) -> Any:
    """A JSON value with every `Text` in it rendered in this request's language."""
    if isinstance(value, Text):
        return words(value)
    if isinstance(value, dict):
        return {k: localized(v) for k, v in value.items()}
    if isinstance(value, list | tuple):
        return [localized(v) for v in value]
    return value


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
