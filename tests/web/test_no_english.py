"""In Swedish and Italian, a start-up error holds no English sentence: neither one of the page's own
nor one the API wrote (every message id of the catalogues, with its placeholders as wildcards, is
looked for in what the phone shows). The walk of every screen in test_languages_and_access.py
looks for them in the same way on the result screen, the sheet and the rules corner."""

from __future__ import annotations

import re
from functools import cache

import pytest
from babel.messages.pofile import read_po

from racko_api.catalogues import po_path

WORD = re.compile(r"[A-Za-z]{3,}")


@cache
def english_sentences() -> tuple[re.Pattern[str], ...]:
    """Each English message of three words or more that Swedish and Italian both word otherwise,
    as a pattern whose placeholders match anything."""
    catalogues = [read_po(po_path(code).open("rb"), locale=code) for code in ("sv", "it")]
    patterns = []
    for message in catalogues[0]:
        sources = (message.id,) if isinstance(message.id, str) else message.id
        for n, source in enumerate(sources):
            if not source or len(WORD.findall(re.sub(r"\{[^{}]*\}", "", source))) < 3:
                continue
            translated = [c.get(message.id, context=message.context) for c in catalogues]
            strings = [t.string if isinstance(t.string, str) else t.string[min(n, len(t.string) - 1)]
                       for t in translated if t is not None]
            if source in strings:
                continue
            parts = re.split(r"\{[^{}]*\}", source.replace("{{", "{").replace("}}", "}").strip())
            patterns.append(re.compile(r".{1,60}?".join(re.escape(p) for p in parts)))
    return tuple(patterns)


def english_in(text: str) -> list[str]:
    return [found.group(0) for p in english_sentences() if (found := p.search(text))]


@pytest.mark.parametrize("language", ["sv", "it"])
def test_a_start_up_error_holds_no_english_sentence(phone_at, page_errors, language):
    page_errors.expect(r"status of 422 .*/v1/tables$")  # the first game makes the table
    phone = phone_at(360, language)
    page = phone.page
    page.goto(phone.base_url + "/")
    page.wait_for_selector("#edition-list input")
    page.fill("#player-1", "Ann")
    page.fill("#player-2", "Bo\u200b")  # an invisible character: the API refuses the name
    page.click("#start-game")
    page.wait_for_selector(".field-problem, #new-game-error:not([hidden])")
    error = page.locator("#view-home").inner_text()
    assert english_in(error) == [], error
