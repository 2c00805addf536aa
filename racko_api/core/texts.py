"""The rules' words in each language the service speaks: the catalogue and the partial check.

English is the catalogue itself (catalog.py); Swedish and Italian live in texts_sv.py and
texts_it.py, keyed by rule id. A text missing in a language falls back to English.
"""

from __future__ import annotations

from racko_api.core import texts_it, texts_sv
from racko_api.core.catalog import Rule

LANGUAGES = ("en", "sv", "it")

_RULES = {"sv": texts_sv.RULES, "it": texts_it.RULES}
def rule_words(rule: Rule, language: str) -> tuple[str, str]:
    """(title, text) of a rule in `language`, or in English where it has none.

    >>> from racko_api.core.catalog import rule
    >>> rule_words(rule("R-RACK"), "it")[0]
    'La rastrelliera'
    """
    return _RULES.get(language, {}).get(rule.id, (rule.title, rule.text))


_EDITIONS = {"sv": texts_sv.EDITIONS, "it": texts_it.EDITIONS}


def edition_words(edition_id: str, title: str, summary: str, language: str) -> tuple[str, str]:
    """(title, summary) of an edition in `language`; the given English ones where it has none."""
    return _EDITIONS.get(language, {}).get(edition_id, (title, summary))
