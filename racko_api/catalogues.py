"""The gettext catalogues: extraction's keywords, compiling `.po` to `.mo`, the page's word files.

English is the source text; `racko_api/translations/{sv,it}/LC_MESSAGES/messages.po` hold the
Swedish and Italian sentences a translator edits. `make messages` extracts the message ids
(`pybabel extract` over racko_api with babel.cfg) and merges them into the `.po` files;
`python -m racko_api.catalogues` (run by `make run` and `make test`, and by the test session)
compiles the `.mo` files the API reads and writes the page's `words/{sv,it}.js` from the same
catalogues, so a sentence is translated once. Neither is committed: both are built from the `.po`.
`catalogue(code)` reads a compiled one, with no web import (the app and `make run`'s dispatcher).
"""

from __future__ import annotations

import json
import re
from collections.abc import Iterator
from functools import cache
from gettext import NullTranslations
from pathlib import Path
from typing import IO, Any

from babel.messages.frontend import CommandLineInterface
from babel.messages.pofile import read_po
from babel.numbers import format_decimal
from babel.support import Translations

ROOT = Path(__file__).parent
TRANSLATIONS = ROOT / "translations"
LANGUAGES = ("en", "sv", "it")
TRANSLATED = ("sv", "it")  # English is the source text itself
KEYWORDS = ("tr", "trn:1,2", "tr_noop", "tr_word:1c,2")
PAGE_WORDS = ROOT / "web" / "static" / "js" / "words"
_ENTRY = re.compile(r'"((?:[^"\\]|\\.)+)":\s*"((?:[^"\\]|\\.)*)"')


def po_path(language: str) -> Path:
    return TRANSLATIONS / language / "LC_MESSAGES" / "messages.po"


def mo_path(language: str) -> Path:
    return po_path(language).with_suffix(".mo")


class LocalTranslations(Translations):
    """A compiled catalogue that also writes numbers as its language does (Babel: "65 536" and
    "0,35" in Swedish, "65.536" and "0,35" in Italian), for the number parameters of a sentence."""

    def __init__(self, fp: Any, code: str) -> None:
        super().__init__(fp, domain="messages")
        self.code = code

    def number(self, value: float, places: int | None) -> str:
        if places is None:
            return str(format_decimal(value, locale=self.code))
        return str(format_decimal(value, format="#,##0." + "0" * places, locale=self.code,
                                  decimal_quantization=True))


@cache
def catalogue(code: str) -> NullTranslations:
    """The compiled catalogue of a language; English, the source text, needs none."""
    if code not in TRANSLATED:
        return NullTranslations()
    with mo_path(code).open("rb") as mo:
        return LocalTranslations(mo, code)


def page_words(text: str) -> dict[str, str]:
    """The `"key": "words"` pairs of the page's English word file, in order."""
    return {key: json.loads(f'"{words}"') for key, words in _ENTRY.findall(text)}


def extract_page_words(fileobj: IO[bytes], keywords: Any, comment_tags: Any,
                       options: Any) -> Iterator[tuple[int, str, tuple[str, str], list[str]]]:
    """A Babel extraction method for the page's English words: each key is the message context,
    its words the message id (babel.cfg names this function for words/en.js)."""
    text = fileobj.read().decode("utf-8")
    for match in _ENTRY.finditer(text):
        line = text.count("\n", 0, match.start()) + 1
        yield line, "pgettext", (match[1], json.loads(f'"{match[2]}"')), [f"page: {match[1]}"]


def compile_catalogues() -> None:
    """`pybabel compile` every `.po` into the `.mo` the API reads (refusing fuzzy entries)."""
    CommandLineInterface().run(["pybabel", "-q", "compile", "-d", str(TRANSLATIONS), "-D", "messages"])


def write_page_words() -> None:
    """words/sv.js and words/it.js from the catalogues: every page key in that language."""
    english = page_words((PAGE_WORDS / "en.js").read_text(encoding="utf-8"))
    for language in TRANSLATED:
        with po_path(language).open("rb") as po:
            catalogue = read_po(po, locale=language)
        words = {}
        for key, source in english.items():
            message = catalogue.get(source, context=key)
            if message is not None and message.string and not message.fuzzy:
                words[key] = message.string
        body = json.dumps(words, ensure_ascii=False, indent=0)
        (PAGE_WORDS / f"{language}.js").write_text(
            f"// Generated from racko_api/translations/{language}/LC_MESSAGES/messages.po by "
            f"`python -m racko_api.catalogues`; edit the .po file, not this one.\n\n"
            f"export default {body};\n", encoding="utf-8")


def build() -> None:
    """Everything built from the `.po` files: the `.mo` files and the page's word files."""
    compile_catalogues()
    write_page_words()


if __name__ == "__main__":
    build()
