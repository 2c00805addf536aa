"""At the table in the evening: a dark page when the phone is dark (and a switch for it), and a
screen that stays on while a game is scored, where the phone can keep it on."""

from __future__ import annotations

import pytest

from tests.web.test_table_history import open_history, three_games
from tests.web.test_table_stats import ANN, BO, open_stats

DARK_PAPER = "rgb(18, 22, 28)"
WHITE = "rgb(255, 255, 255)"

# A Screen Wake Lock the test can read: each request and release, and whether a lock is held.
FAKE_WAKE_LOCK = """(() => {
  const log = [];
  window.__wake = log;
  const wakeLock = { request: async (type) => {
    const sentinel = new EventTarget();
    sentinel.type = type;
    sentinel.released = false;
    sentinel.release = async () => {
      if (sentinel.released) return;
      sentinel.released = true;
      log.push("release");
      sentinel.dispatchEvent(new Event("release"));
    };
    log.push("request");
    return sentinel;
  } };
  Object.defineProperty(Navigator.prototype, "wakeLock", { get: () => wakeLock, configurable: true });
})();"""
NO_WAKE_LOCK = "delete Navigator.prototype.wakeLock;"


def paper(page) -> str:
    return str(page.evaluate("getComputedStyle(document.documentElement).backgroundColor"))


def asked(page) -> None:
    """Wait for the page's first request for a lock (the page's CSP allows no polled expression)."""
    for _ in range(50):
        if page.evaluate("window.__wake.length") > 0:
            return
        page.wait_for_timeout(100)
    raise AssertionError("the page never asked to keep the screen on")


def held(page) -> bool:
    """A lock is held: every request but the last was released."""
    log = page.evaluate("window.__wake")
    return log.count("request") > log.count("release")


@pytest.mark.parametrize("language", ["en", "sv", "it"])
def test_a_dark_phone_gets_a_dark_page_readable_on_every_table_screen(phone_at, language, shot):
    phone = phone_at(360, language, color_scheme="dark")
    page = phone.page
    three_games(phone)
    assert page.locator("html").get_attribute("data-theme") == "dark"
    assert paper(page) == DARK_PAPER
    phone.check_layout()  # contrast included: every text on its dark surface
    shot(page, f"dark-sheet-360-{language}")
    phone.new_round()  # the pad and the rack, where most of the evening is spent
    phone.went_rack_o("Ann")
    phone.type_cards(ANN)
    phone.type_cards(BO[:4])
    phone.check_layout()
    shot(page, f"dark-round-360-{language}")
    page.goto(phone.base_url + "/")
    page.wait_for_selector("#running-game:not([hidden])")
    phone.check_layout()
    shot(page, f"dark-start-360-{language}")
    open_history(phone)
    phone.check_layout()
    shot(page, f"dark-history-360-{language}")
    open_stats(phone)
    phone.check_access()
    shot(page, f"dark-stats-360-{language}")


def test_the_switch_overrides_the_phone_and_a_switch_back_follows_it_again(phone_at):
    phone = phone_at(360, "en", color_scheme="dark")
    page = phone.page
    page.goto(phone.base_url + "/")
    page.wait_for_selector("#edition-list input")
    switch = page.locator("#theme")
    assert switch.get_attribute("aria-pressed") == "true"
    assert switch.get_attribute("aria-label") == "Dark mode"
    switch.click()
    assert page.locator("html").get_attribute("data-theme") == "light"
    assert paper(page) == WHITE
    assert switch.get_attribute("aria-pressed") == "false"
    page.reload()
    page.wait_for_selector("#edition-list input")
    assert page.locator("html").get_attribute("data-theme") == "light"  # kept on the phone
    page.locator("#theme").click()
    assert page.locator("html").get_attribute("data-theme") == "dark"
    assert page.evaluate("localStorage.getItem('racko.theme')") is None  # the phone's again
    page.emulate_media(color_scheme="light")  # the phone turns light at dawn: so does the page
    page.wait_for_selector("html[data-theme=light]")


def test_a_light_phone_gets_a_light_page(page, phone, base_url):
    page.goto(base_url + "/")
    page.wait_for_selector("#edition-list input")
    assert page.locator("html").get_attribute("data-theme") == "light"
    assert paper(page) == WHITE


def test_the_screen_stays_on_while_a_game_is_scored(page, phone):
    page.add_init_script(FAKE_WAKE_LOCK)
    page.goto(phone.base_url + "/")
    page.wait_for_selector("#edition-list input")
    assert not held(page)  # choosing the players: the phone may sleep
    phone.start_game(["Ann", "Bo"], target=50)
    asked(page)
    assert held(page)
    phone.new_round()
    assert held(page)
    phone.went_rack_o("Ann")
    phone.player("Bo")
    phone.quick(3)
    phone.run("Ann", 3)
    phone.score_round()  # Ann wins the game
    page.click("#result-sheet")
    page.wait_for_selector("#winner-box:not([hidden])")
    assert not held(page)  # the game is over
    assert page.evaluate("window.__wake.filter((e) => e === 'request').length") == 1  # asked once


def test_leaving_the_game_lets_the_screen_sleep(page, phone):
    page.add_init_script(FAKE_WAKE_LOCK)
    phone.start_game(["Ann", "Bo"])
    asked(page)
    assert held(page)
    page.click("#nav-rules")
    page.wait_for_selector("#view-rules:not([hidden])")
    assert not held(page)


def test_a_phone_without_wake_lock_plays_as_before(page, phone):
    """No Screen Wake Lock API: nothing said, no error (the page fixture fails on any)."""
    page.add_init_script(NO_WAKE_LOCK)
    phone.start_game(["Ann", "Bo"])
    assert page.evaluate("'wakeLock' in navigator") is False
    phone.quick_round("Ann", "Bo", 3)
    page.click("#result-sheet")
    page.wait_for_selector("#rounds li[data-round='1']")


def test_every_colour_of_both_themes_has_a_value(page, phone, base_url):
    """A variable defined as itself (`--bad-ink: var(--bad-ink)`) has no value: whatever uses it
    loses its colour (a chosen edition without its wash, a problem without its ink)."""
    import re
    from pathlib import Path

    css = (Path(__file__).resolve().parents[2] / "racko_api/web/static/css/app.css").read_text()
    names = sorted(set(re.findall(r"(--[a-z0-9-]+)\s*:", css)))
    page.goto(base_url + "/")
    page.wait_for_selector("#edition-list input")
    for theme in ("light", "dark"):
        page.evaluate("theme => document.documentElement.setAttribute('data-theme', theme)", theme)
        empty = page.evaluate("""names => names.filter(name =>
            getComputedStyle(document.documentElement).getPropertyValue(name).trim() === "")""", names)
        assert len(names) > 20 and empty == [], (theme, empty)
