"""The language of an answer: chosen from Accept-Language among those the rules have texts in.

A blueprint whose answers carry words made `localized` answers with `Content-Language` and
`Vary: Accept-Language`, so a cache keeps one copy per language.
"""

from __future__ import annotations

from flask import Blueprint, Response, g, request

from racko_api.core.texts import LANGUAGES


def language() -> str:
    """The best of en, sv, it for this request's Accept-Language (en when none fits)."""
    if "language" not in g:
        g.language = request.accept_languages.best_match(LANGUAGES, default="en")
    return str(g.language)


def _mark(response: Response) -> Response:
    response.headers["Content-Language"] = language()
    response.vary.add("Accept-Language")
    return response


def localized(blueprint: Blueprint) -> Blueprint:
    """Every answer of this blueprint says its language and that it varies with Accept-Language."""
    blueprint.after_request(_mark)
    return blueprint
