"""A refused card's reason fits the three lines beside the rack at 360 px in every language, so the
table reads whose rack holds the card and the rule, without the line growing and the pad moving."""

from __future__ import annotations

import pytest

from tests.web.test_entry_forgives_slips import tap_cards

# The status line's text: its lines, counted from its full height less its padding.
LINES = """() => {
  const s = document.querySelector('#entry .entry-status .status');
  const style = getComputedStyle(s);
  const inner = s.scrollHeight - parseFloat(style.paddingTop) - parseFloat(style.paddingBottom);
  return { text: s.innerText, lines: Math.round(inner / parseFloat(style.lineHeight)) };
}"""
GIOVANNA = [2, 5, 9, 12, 13, 14, 24, 29, 33, 38]  # Rack-O with a run of 3
KRISTOFFER = [1, 4, 16, 18, 24]  # the 24 misread: it is Giovanna's


@pytest.mark.parametrize("language", ["en", "sv", "it"])
def test_a_card_in_another_rack_says_whose_and_why_in_three_lines(phone_at, language, shot):
    phone = phone_at(360, language)
    page = phone.page
    phone.start_game(["Giovanna", "Kristoffer", "Cy"])
    phone.new_round()
    phone.went_rack_o("Giovanna")
    phone.type_cards(GIOVANNA)
    phone.next_rack()
    tap_cards(page, KRISTOFFER)
    page.wait_for_selector("#entry-refusal[data-slot='25']")
    refused = page.evaluate(LINES)
    assert "Giovanna" in refused["text"] and refused["text"].endswith("(R-DECK)")
    assert refused["lines"] <= 3, refused
    shot(page, f"refused-elsewhere-360-{language}")
    phone.player("Giovanna")  # her 24 is marked too: one of the two was misread
    page.wait_for_selector("#entry-refusal[data-slot='35']")
    twin = page.evaluate(LINES)
    assert "Kristoffer" in twin["text"] and twin["lines"] <= 3, twin
