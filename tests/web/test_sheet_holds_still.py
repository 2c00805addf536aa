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
    return {in_top_bar: bar.top >= top.top && bar.bottom <= top.bottom,
            whole: el.scrollHeight <= el.clientHeight && el.scrollWidth <= el.clientWidth};
}"""
# Each control of the top bar, and whether a tap at its centre lands on it (or on what it holds).
TOP_BAR_CONTROLS = """() => Object.fromEntries(['nav-home', 'nav-rules', 'language', 'theme'].map((id) => {
    const el = document.getElementById(id);
    const box = el.getBoundingClientRect();
    const hit = document.elementFromPoint(box.x + box.width / 2, box.y + box.height / 2);
    return [id, {reached: Boolean(hit) && (hit === el || el.contains(hit)),
                 at: [box.x, box.y, box.width, box.height].map(Math.round)}];
}))"""
OFFLINE = {"en": "Offline", "sv": "Utan nät", "it": "Senza rete"}


def controls(page):
    return page.evaluate(TOP_BAR_CONTROLS)


def offline_and_back(phone, language, name, shot, still=()):
    """The network leaves and comes back on the screen shown: the notice is read whole in the top
    bar and said by the screen reader, every control of the bar can still be tapped where it was,
    and nothing in `still` moves."""
    page = phone.page
    seen = controls(page)
    assert all(c["reached"] for c in seen.values()), seen
    places = {selector: where(page, selector) for selector in still}
    page.context.set_offline(True)
    page.wait_for_selector("#netbar:not([hidden])")
    assert controls(page) == seen  # every control reached, where it was
    assert {selector: where(page, selector) for selector in still} == places
    bar = page.locator("#netbar")
    assert bar.get_attribute("role") == "status" and bar.get_attribute("aria-live") == "polite"
    assert bar.inner_text().startswith(OFFLINE[language])
    assert page.evaluate(NOTICE_FITS) == {"in_top_bar": True, "whole": True}
    phone.check_layout()  # its contrast too, in either theme
    shot(page, f"{name}-offline-360-{language}")
    page.context.set_offline(False)
    page.wait_for_selector("#netbar", state="hidden")
    assert controls(page) == seen
    assert {selector: where(page, selector) for selector in still} == places


@pytest.mark.parametrize("theme", ["light", "dark"])
@pytest.mark.parametrize("language", LANGUAGES)
def test_offline_the_notice_covers_no_control_and_moves_nothing(phone_at, page_errors, language, theme, shot):
    """Offline is when a scorekeeper still goes back to Games or reads the Rules: on the start
    screen, the sheet, the round being entered and the rules corner, the notice takes the brand's
    place and leaves Games, Rules, the language and the light switch where they were, tappable."""
    page_errors.expect(r"ERR_INTERNET_DISCONNECTED|EventSource|Failed to fetch")
    phone = phone_at(360, language, color_scheme=theme)
    page = phone.page
    page.goto(phone.base_url + "/")
    page.wait_for_selector("#edition-list input")
    offline_and_back(phone, language, f"start-{theme}", shot, still=["#start-game", "#player-1"])

    phone.start_game(["Annabelle", "Bo", "Cyrillus"])
    page.wait_for_selector("#live-mark[data-live='1']", state="attached", timeout=15000)
    offline_and_back(phone, language, f"sheet-{theme}", shot, still=["#enter-round"])
    page.wait_for_selector("#live-mark[data-live='1']", state="attached", timeout=15000)

    phone.new_round()
    offline_and_back(phone, language, f"round-{theme}", shot,
                     still=["#round-cancel", "#round-submit", "#rack-o-choice .chip >> nth=0"])

    page.click("#nav-rules")
    page.wait_for_selector("#view-rules:not([hidden]) #rules-pad .key", state="attached")
    offline_and_back(phone, language, f"rules-{theme}", shot, still=["#rules-players .chip >> nth=0"])


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
