"""The rules' words in each language the service speaks: the catalogue and the partial check.

English is the catalogue itself (catalog.py); Swedish and Italian live in texts_sv.py and
texts_it.py, keyed by rule id. A text missing in a language falls back to English.
"""

from __future__ import annotations

from . import texts_it, texts_sv
from .catalog import Rule
from .partial import Refusal

LANGUAGES = ("en", "sv", "it")

_RULES = {"sv": texts_sv.RULES, "it": texts_it.RULES}
_REFUSALS = {
    "en": {
        "not_a_card": "#{label}: a card is a whole number",
        "out_of_deck": "#{label}: card {card} is not in the deck 1-{top_card}",
        "twice_in_rack": "#{label}: card {card} is already in slot #{other}; every card is unique",
        "in_other_rack": "#{label}: card {card} is already in {other}'s rack; each card exists once",
    },
    "sv": texts_sv.REFUSALS,
    "it": texts_it.REFUSALS,
}


def has_rule_text(rule_id: str, language: str) -> bool:
    """Is there a text of this rule in this language (English: always)?"""
    return language == "en" or rule_id in _RULES.get(language, {})


def rule_words(rule: Rule, language: str) -> tuple[str, str]:
    """(title, text) of a rule in `language`, or in English where it has none.

    >>> from racko_api.rules import rule
    >>> rule_words(rule("R-RACK"), "it")[0]
    'La rastrelliera'
    """
    return _RULES.get(language, {}).get(rule.id, (rule.title, rule.text))


_EDITIONS = {"sv": texts_sv.EDITIONS, "it": texts_it.EDITIONS}


def edition_words(edition_id: str, title: str, summary: str, language: str) -> tuple[str, str]:
    """(title, summary) of an edition in `language`; the given English ones where it has none."""
    return _EDITIONS.get(language, {}).get(edition_id, (title, summary))


def refusal_text(refusal: Refusal, language: str) -> str:
    """Why a typed card is refused, in `language` (English where it has no text)."""
    words = _REFUSALS.get(language, _REFUSALS["en"])
    return words[refusal.why.value].format(label=refusal.label, card=refusal.card,
                                           top_card=refusal.top_card, other=refusal.other)
