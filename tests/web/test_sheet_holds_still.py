"""The sheet holds still under the finger: the scorekeeper reads where "Enter round" is and taps
there a moment later, while the sheet's answers come 600 ms late and its live stream opens. The
marker saying whether the sheet is live must not push the totals and the button down when it
appears, changes its words (one line or two, by language) or goes offline."""

from __future__ import annotations

import pytest

from tests.web.test_table_pace import LATE_ANSWERS

LANGUAGES = ["en", "sv", "it"]


def where(page, selector):
    box = page.locator(selector).bounding_box()
    assert box, selector
    return round(box["x"]), round(box["y"])


@pytest.mark.parametrize("language", LANGUAGES)
def test_enter_round_stays_where_it_was_seen_while_the_sheet_goes_live(phone_at, language, shot):
    phone = phone_at(360, language)
    page = phone.page
    page.add_init_script(LATE_ANSWERS)
    sheet_id = phone.start_game(["Annabelle", "Bo", "Cyrillus"])
    seen = where(page, "#enter-round")  # the moment the sheet shows its totals
    page.wait_for_selector("#live-mark[data-live='1']", state="attached", timeout=15000)
    assert where(page, "#enter-round") == seen
    shot(page, f"sheet-live-360-{language}")

    # Another evening: the sheet opened again, from this phone's copy, then read and followed live.
    page.goto(f"{phone.base_url}/?sheet={sheet_id}")
    page.wait_for_selector("#view-sheet:not([hidden]) #totals .total")
    seen = where(page, "#enter-round")
    page.wait_for_selector("#live-mark[data-live='1']", state="attached", timeout=15000)
    page.wait_for_timeout(800)  # the late read of the sheet is in
    assert where(page, "#enter-round") == seen


NOTICE_FITS = """() => {
    const bar = document.getElementById('netbar').getBoundingClientRect();
    const top = document.querySelector('header.topbar').getBoundingClientRect();
    const el = document.getElementById('netbar');
    return {over_top_bar: bar.top >= top.top && bar.bottom <= top.bottom + 2,
            whole: el.scrollHeight <= el.clientHeight && el.scrollWidth <= el.clientWidth};
}"""
OFFLINE = {"en": "Offline:", "sv": "Utan nät:", "it": "Senza rete:"}


@pytest.mark.parametrize("theme", ["light", "dark"])
@pytest.mark.parametrize("language", LANGUAGES)
def test_enter_round_stays_where_it_was_seen_when_the_network_leaves(phone_at, page_errors, language, theme,
                                                                     shot):
    """The notice lies over the top bar: read whole, said by the screen reader, and nothing
    below the bar moves when it comes or goes."""
    page_errors.expect(r"ERR_INTERNET_DISCONNECTED")
    phone = phone_at(360, language, color_scheme=theme)
    page = phone.page
    phone.start_game(["Annabelle", "Bo", "Cyrillus"])
    page.wait_for_selector("#live-mark[data-live='1']", state="attached", timeout=15000)
    seen = where(page, "#enter-round")
    page.context.set_offline(True)
    page.wait_for_selector("#netbar:not([hidden])")
    assert where(page, "#enter-round") == seen
    page.wait_for_selector("#live-mark[data-live='0']", state="attached")
    assert where(page, "#enter-round") == seen
    bar = page.locator("#netbar")
    assert bar.get_attribute("role") == "status" and bar.get_attribute("aria-live") == "polite"
    assert bar.inner_text().startswith(OFFLINE[language])
    assert page.evaluate(NOTICE_FITS) == {"over_top_bar": True, "whole": True}
    phone.check_layout()  # its contrast too, in either theme
    shot(page, f"sheet-offline-360-{language}-{theme}")
    page.context.set_offline(False)
    page.wait_for_selector("#netbar", state="hidden")
    assert where(page, "#enter-round") == seen


# From the first frame on: where each tab of the top bar is painted (visible), frame after frame.
TABS_SEEN = """
(() => {
  window.tabsSeen = [];
  const tick = () => {
    const seen = {};
    for (const id of ['nav-home', 'nav-rules', 'language', 'theme']) {
      const el = document.getElementById(id);
      if (!el || getComputedStyle(el).visibility !== 'visible') continue;
      const box = el.getBoundingClientRect();
      if (box.width) seen[id] = [box.x, box.y, box.width, box.height].map(Math.round);
    }
    window.tabsSeen.push(seen);
    const loaded = document.querySelector('#edition-list input') !== null;
    if (!loaded || window.tabsSeen.length < 30) requestAnimationFrame(tick);
  };
  requestAnimationFrame(tick);
})();
"""


@pytest.mark.parametrize("language", LANGUAGES)
def test_the_tabs_hold_still_while_the_start_screen_loads(phone_at, language, shot):
    """The top bar's tabs are where they are first seen until the start screen has its editions
    (answers 600 ms late): the markup's English words and the empty language switch are not painted."""
    phone = phone_at(360, language)
    page = phone.page
    page.add_init_script(LATE_ANSWERS)
    page.add_init_script(TABS_SEEN)
    page.goto(phone.base_url + "/")
    page.wait_for_selector("#edition-list input")
    page.wait_for_function("window.tabsSeen.length >= 30")
    frames = [seen for seen in page.evaluate("window.tabsSeen") if seen]
    assert frames, "the tabs were never seen"
    moved = [seen for seen in frames if seen != frames[0]]
    assert moved == [], (frames[0], moved[:1])
    assert set(frames[0]) == {"nav-home", "nav-rules", "language", "theme"}  # all four at once
    rules = {"en": "Rules", "sv": "Regler", "it": "Regole"}[language]
    assert page.locator("#nav-rules").inner_text() == rules
    shot(page, f"start-tabs-360-{language}")
