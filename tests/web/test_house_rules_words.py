"""House rules on a sheet, in the page's language: each option by its title and its value in words,
with a one-line description under the edition's rules; never an option id or a value as sent."""

from __future__ import annotations

import re
import uuid

import pytest

OPTIONS = {"stock_card_discard": False, "deal_order": "random",
           "rack_o_needs_run": {"length": 3, "applies_to": "all"}, "run_bonus": "sum_of_runs",
           "first_dealer": "youngest", "target": 1000}
TO = {"en": "To", "sv": "Till", "it": "Fino a"}
TARGET_WORD = {"en": "target", "sv": "mål", "it": "traguardo"}
# What is sent: no person reads these words.
RAW = re.compile(r"\b[a-z]+_[a-z_]+\b|\boption\.|\b3 all\b|(?<!the )youngest$|dealer youngest")
TITLE = {"en": "stock card may be discarded: no", "sv": "kort från dragstacken får läggas bort: nej",
         "it": "la carta del mazzo si può scartare: no"}
ABOUT = {"en": "A card drawn from the stock may be discarded at once",
         "sv": "Ett kort från dragstacken får läggas bort direkt",
         "it": "Una carta pescata dal mazzo si può scartare subito"}


@pytest.mark.parametrize("language", ["en", "sv", "it"])
def test_house_rules_show_titles_values_and_descriptions_never_option_ids(phone_at, api, language, shot):
    body = {"ruleset": "hasbro", "players": ["Ann", "Bo"], "options": OPTIONS}
    status, sheet, _ = api.call("POST", "/v1/scoresheets", body, {"Idempotency-Key": str(uuid.uuid4())})
    assert status == 201, sheet
    phone = phone_at(360, language)
    page = phone.page
    page.goto(f"{phone.base_url}/s/{sheet['id']}")
    page.wait_for_selector("#view-sheet:not([hidden]) #totals .total")
    sub = page.locator("#sheet-sub").inner_text()
    assert TITLE[language] in sub and not RAW.search(sub), sub
    # The target of 1000 is written as the chart writes it, in the language's numbers.
    chart_target = page.locator("#chart text", has_text=TARGET_WORD[language]).text_content() or ""
    target = chart_target.removeprefix(TARGET_WORD[language]).strip()
    assert sub.startswith(f"{TO[language]} {target} ·"), (sub, chart_target)
    assert target != "1000" or language == "it", target  # "1,000", "1 000"; Italian groups from 10 000
    page.click("#sheet-rules summary")
    listed = page.locator("#sheet-rules-list dt[data-option]")
    listed.first.wait_for()
    assert sorted(dt.get_attribute("data-option") for dt in listed.all()) == sorted(OPTIONS)
    assert page.locator("#sheet-rules-list dd").count() >= len(OPTIONS)
    words = page.locator("#sheet-rules-list .house-rules-list").inner_text()
    assert ABOUT[language] in words and not RAW.search(words), words
    page.locator("#sheet-rules").scroll_into_view_if_needed()
    phone.check_layout()
    shot(page, f"sheet-house-rules-{language}")
