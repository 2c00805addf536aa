"""Live tables on the page: a follower on another server sees a round through the sheet's stream
(its reads of the sheet held, so no poll paints it), and marks itself live; refused a stream, it
marks so and polls instead."""

from __future__ import annotations

import threading
import uuid
from collections.abc import Iterator
from typing import Any

import pytest
from flask import Flask
from werkzeug.serving import make_server

from racko_api.extensions import limiter
from tests.ops.helpers import make_app
from tests.ops.redis_server import require_redis
from tests.web.conftest import Phone
from tests.web.late import LATE_ANSWERS

REDIS_URL = "redis://127.0.0.1:6379/13"



@pytest.fixture(scope="module")
def servers(web_app: Flask) -> Iterator[dict[str, str]]:
    """Three servers on the page's database, woken through one Redis channel: `a` and `b`, and
    `full`, which holds no stream (STREAMS_MAX_OPEN 0: a stream gets 503)."""
    require_redis(REDIS_URL)
    shared: dict[str, Any] = {"SQLALCHEMY_DATABASE_URI": web_app.config["SQLALCHEMY_DATABASE_URI"],
                              "REQUEST_LOG": False, "STREAMS_REDIS_URL": REDIS_URL,
                              "STREAMS_PER_CLIENT": 10_000,  # every page's stream: 127.0.0.1
                              "STREAMS_CHANNEL": f"racko-web-test-{uuid.uuid4().hex}"}
    running, urls = [], {}
    for name, extra in (("a", {}), ("b", {}), ("full", {"STREAMS_MAX_OPEN": 0})):
        server = make_server("127.0.0.1", 0, make_app(**shared, **extra), threaded=True)
        threading.Thread(target=server.serve_forever, daemon=True).start()
        running.append(server)
        urls[name] = f"http://127.0.0.1:{server.server_port}"
    yield urls
    for server in running:
        server.shutdown()


def test_a_round_scored_on_one_server_shows_on_a_phone_following_on_another_from_the_stream(
        page, other_page, servers, web_app, shot) -> None:
    with web_app.app_context():
        limiter.reset()
    scorekeeper = Phone(page, servers["a"])
    sheet_id = scorekeeper.start_game(["Ann", "Bo"])
    streams: list[str] = []
    other_page.on("request", lambda r: streams.append(r.url) if r.url.endswith("/events") else None)
    other_page.add_init_script(READS_HELD)
    other_page.goto(f"{servers['b']}/s/{sheet_id}")
    other_page.wait_for_selector("#view-sheet:not([hidden]) #live-mark[data-live='1']")
    assert other_page.locator("#live-mark").inner_text().startswith("● Live")
    assert streams == [f"{servers['b']}/v1/scoresheets/{sheet_id}/events"]
    other_page.evaluate("() => { window.holdReads = true; }")  # no poll can paint a round now
    for number in (1, 2, 3):
        scorekeeper.quick_round("Ann", "Bo", 4)
        other_page.wait_for_selector(f"#rounds li[data-round='{number}']")
        page.click("#result-sheet")
    assert other_page.locator("#totals [data-player=Ann] .sum").inner_text() == "225"
    page.wait_for_selector("#live-mark[data-live='1']", state="attached")  # the scorekeeper too
    shot(other_page, "live-follower")


def test_a_phone_refused_a_stream_says_so_and_still_follows_by_polling(
        page, other_page, servers, web_app, page_errors) -> None:
    page_errors.expect(r"EventSource|503")
    with web_app.app_context():
        limiter.reset()
    scorekeeper = Phone(page, servers["a"])
    sheet_id = scorekeeper.start_game(["Ann", "Bo"])
    other_page.goto(f"{servers['full']}/s/{sheet_id}")
    other_page.wait_for_selector("#view-sheet:not([hidden]) #totals .total")
    other_page.wait_for_selector("#live-mark[data-live='0']")
    assert other_page.locator("#live-mark").inner_text() == "Updates every few seconds"
    scorekeeper.quick_round("Ann", "Bo", 4)
    other_page.wait_for_selector("#rounds li[data-round='1']", timeout=6000)
    assert other_page.locator("#live-mark").get_attribute("data-live") == "0"


def test_a_phone_that_loses_the_network_stops_saying_live_and_is_live_again_when_it_is_back(
        page, servers, web_app, page_errors) -> None:
    """A phone whose network left may never hear its stream fail: offline it must not claim to be
    live (the offline notice speaks), and back online its stream opens again at once."""
    page_errors.expect(r"EventSource|ERR_INTERNET_DISCONNECTED|Failed to fetch")
    with web_app.app_context():
        limiter.reset()
    scorekeeper = Phone(page, servers["a"])
    scorekeeper.start_game(["Ann", "Bo"])
    page.wait_for_selector("#live-mark[data-live='1']")
    streams: list[str] = []
    page.on("request", lambda r: streams.append(r.url) if r.url.endswith("/events") else None)
    page.context.set_offline(True)
    page.wait_for_selector("#live-mark[hidden][data-live='0']", state="attached", timeout=2000)
    page.context.set_offline(False)
    page.wait_for_selector("#live-mark[data-live='1']", timeout=3000)  # polls come every 4 s
    assert page.locator("#live-mark").inner_text().startswith("● Live")
    assert len(streams) == 1  # opened once, on the "online" event



READS_HELD = r"""
// Once `window.holdReads` is set, the page's own reads of the sheet get no answer (until its
// timeout): whatever it paints then came from the stream's events alone.
window.holdReads = false;
const realFetch = window.fetch.bind(window);
window.fetch = (input, init) => {
  const sheet = /\/v1\/scoresheets\/[^/?]+$/.test(String(input.url || input));
  if (!window.holdReads || !sheet) return realFetch(input, init);
  return new Promise((_, fail) => init && init.signal &&
    init.signal.addEventListener("abort", () => fail(new DOMException("held", "AbortError"))));
};
"""


@pytest.mark.parametrize("language", ["en", "sv", "it"])
def test_other_phones_paint_a_new_round_from_its_event_when_answers_take_600_ms(
        phone_at, language, shot) -> None:
    """The stream's event carries the round, its scores, the totals and the new version: the
    follower paints it with no read of the sheet after it (that read alone would take 600 ms).
    Shown by holding every read of the sheet once the follower is live, not by a clock: on a
    loaded machine the paint may come later than a second all the same."""
    scorekeeper = phone_at(360, language)
    follower = phone_at(360, language)
    for phone in (scorekeeper, follower):
        phone.page.add_init_script(LATE_ANSWERS)
    follower.page.add_init_script(READS_HELD)
    sheet_id = scorekeeper.start_game(["Ann", "Bo"])
    follower.page.goto(f"{follower.base_url}/s/{sheet_id}")
    follower.page.wait_for_selector("#live-mark[data-live='1']")
    follower.page.evaluate("() => { window.holdReads = true; }")
    for number in (1, 2, 3):
        scorekeeper.quick_round("Ann", "Bo", 4)
        follower.page.wait_for_selector(f"#rounds li[data-round='{number}']")
        scorekeeper.page.click("#result-sheet")
    assert follower.page.locator("#totals [data-player=Ann] .sum").inner_text() == "225"
    third = follower.page.locator("#rounds li[data-round='3'] .pts").inner_text()
    assert third.split() == ["Ann", "75", "Bo", "20"]
    shot(follower.page, f"live-follower-late-{language}")


# The rulebooks' own words: the Swedish text's "runda" and the Italian text's "round" ("vince un
# round"), not "omgång" and "mano".
WORDS = {"en": ("● Live", "Offline", "Enter round 1"), "sv": ("● Direkt", "Utan nät", "Fyll i runda 1"),
         "it": ("● In diretta", "Senza rete", "Inserisci il round 1")}


@pytest.mark.parametrize("language", ["en", "sv", "it"])
def test_live_and_offline_are_said_in_the_pages_language_with_the_rulebooks_word_for_a_round(
        phone_at, page_errors, language, shot) -> None:
    page_errors.expect(r"EventSource|ERR_INTERNET_DISCONNECTED|Failed to fetch")
    live, offline, enter = WORDS[language]
    phone = phone_at(360, language)
    page = phone.page
    phone.start_game(["Ann", "Bo"])
    page.wait_for_selector("#live-mark[data-live='1']")
    assert page.locator("#live-mark").inner_text().startswith(live)
    assert page.locator("#enter-round").inner_text() == enter
    page.context.set_offline(True)
    page.wait_for_selector("#netbar", state="visible")
    assert page.locator("#netbar").inner_text().startswith(offline)
    if language != "en":
        assert "Live" not in page.locator("body").inner_text()
        assert "Offline" not in page.locator("#netbar").inner_text()
    shot(page, f"sheet-offline-{language}")
    page.context.set_offline(False)
