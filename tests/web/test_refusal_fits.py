"""A refused card's reason fits the three lines beside the rack at 360 px in every language, so the
table reads whose rack holds the card and the rule, without the line growing and the pad moving; so
do two refused cards or more, the slots of one reason said together."""

from __future__ import annotations

import re

import pytest

from tests.web.test_entry_forgives_slips import key_boxes, tap_cards

# The status line's text: its lines, counted from its full height less its padding.
LINES = """() => {
  const s = document.querySelector('#entry .entry-status .status');
  const style = getComputedStyle(s);
  const inner = s.scrollHeight - parseFloat(style.paddingTop) - parseFloat(style.paddingBottom);
  return { text: s.innerText, lines: Math.round(inner / parseFloat(style.lineHeight)) };
}"""
MORE = re.compile(r"\+(\d+)")


def said_and_counted(page, text: str) -> tuple[int, int]:
    """(refused slots named in the text plus those counted in its "+N", refused slots on the rack)."""
    refused = {slot.get_attribute("data-slot") for slot in page.locator("#entry .rack .slot.refused").all()}
    named = {label for label in re.findall(r"#(\d+)(?=[,:])", text) if label in refused}
    more = MORE.search(text)
    return len(named) + (int(more.group(1)) if more else 0), len(refused)


GIOVANNA = [2, 5, 9, 12, 13, 14, 24, 29, 33, 38]  # Rack-O with a run of 3
KRISTOFFER = [1, 4, 16, 18, 24]  # the 24 misread: it is Giovanna's


def on_the_second_rack(phone, names: list[str]):
    """A round whose first player went Rack-O with GIOVANNA's cards, the phone on the second rack."""
    phone.start_game(names)
    phone.new_round()
    phone.went_rack_o(names[0])
    phone.type_cards(GIOVANNA)
    phone.next_rack()
    return phone.page


@pytest.mark.parametrize("language", ["en", "sv", "it"])
def test_a_card_in_another_rack_says_whose_and_why_in_three_lines(phone_at, language, shot):
    phone = phone_at(360, language)
    page = on_the_second_rack(phone, ["Giovanna", "Kristoffer", "Cy"])
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


@pytest.mark.parametrize("language", ["en", "sv", "it"])
def test_two_refused_cards_or_more_say_whose_and_why_in_three_lines(phone_at, language, shot):
    phone = phone_at(360, language)
    page = on_the_second_rack(phone, ["Kristoffer", "Giovanna", "Cy"])  # GIOVANNA's cards are his
    pad = key_boxes(page)
    # Giovanna's 24 and 29 misread: both are Kristoffer's (#15, #20).
    tap_cards(page, [1, 4, 24, 29])
    page.wait_for_selector("#view-round[data-checking='0']")
    two = page.evaluate(LINES)
    assert "Kristoffer" in two["text"] and "#15" in two["text"] and "#20" in two["text"], two
    assert two["text"].endswith("(R-DECK)") and two["lines"] <= 3, two
    shot(page, f"refused-two-360-{language}")
    # Her 1 typed twice (#25, as #5), then 33 (Kristoffer's, #30) and 4 twice (#35, as #10): three
    # reasons, as many said as fit and the rest counted.
    tap_cards(page, [1, 33, 4])
    page.wait_for_selector("#view-round[data-checking='0']")
    page.wait_for_selector("#entry .rack .slot.refused[data-slot='35']")
    three = page.evaluate(LINES)
    assert three["text"].startswith("#15, #20, #30: ") and "Kristoffer" in three["text"], three
    assert "(R-DECK)" in three["text"] and three["lines"] <= 3, three
    assert said_and_counted(page, three["text"]) == (5, 5), three
    shot(page, f"refused-three-360-{language}")
    # A tap on a marked slot puts its reason first.
    page.click("#entry .rack .slot[data-slot='35']")
    page.wait_for_selector("#entry-refusal[data-slot='35']")
    first = page.evaluate(LINES)
    assert first["text"].startswith("#35: ") and "#10 (R-RACK)" in first["text"], first
    assert first["lines"] <= 3, first
    assert said_and_counted(page, first["text"]) == (5, 5), first
    assert key_boxes(page) == pad  # not a key moved
    phone.check_layout()
