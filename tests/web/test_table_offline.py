"""The table offline: the history and statistics this phone has read open again with no network
(the service worker brings the page, the phone's copies fill it), said to be as last read."""

from __future__ import annotations

import uuid

import pytest

from tests.web.test_corrections import post_round, quick_round
from tests.web.test_offline_reload import cut, network  # noqa: F401  (the proxy fixture)
from tests.web.test_table_games import my_table
from tests.web.test_table_history import open_history, three_games
from tests.web.test_table_stats import open_stats

CUT = (r"ERR_(INTERNET_DISCONNECTED|CONNECTION_REFUSED|CONNECTION_RESET|CONNECTION_CLOSED|EMPTY_RESPONSE"
       r"|FAILED|INCOMPLETE_CHUNKED_ENCODING)")
AS_LAST_READ = {"en": "Offline: as this phone last read it",
                "sv": "Utan nät: så som telefonen senast läste in det",
                "it": "Senza rete: come il telefono l'ha letto l'ultima volta"}
WON = {"en": "Bo won", "sv": "Bo vann", "it": "Ha vinto Bo"}
NEEDS_NETWORK = {"en": "Downloading needs the network", "sv": "Nedladdning kräver nätet",
                 "it": "Per scaricare serve la rete"}


@pytest.mark.parametrize("language", ["en", "sv", "it"])
def test_the_history_and_statistics_seen_stay_readable_offline(phone_at, network, page_errors,  # noqa: F811
                                                               api, language, shot):
    page_errors.expect(CUT)
    phone = phone_at(360, language, via=f"http://127.0.0.1:{network.port}")
    page = phone.page
    first, second, third = three_games(phone)
    # A game at the same table scored on another phone: this one has never opened it.
    table = my_table(page)
    headers = {"Authorization": f"Bearer {table['token']}", "Idempotency-Key": str(uuid.uuid4())}
    status, other, _ = api.call("POST", f"/v1/tables/{table['id']}/sheets",
                                {"ruleset": "parker-1992", "players": [2, 1]}, headers)
    assert status == 201, other
    post_round(api, other["id"], other["edit_token"], quick_round("Bo", {"Ann": 2}))
    page.wait_for_function("navigator.serviceWorker.ready.then(() => true)")
    page.reload()
    page.wait_for_function("navigator.serviceWorker.controller !== null")
    open_history(phone)  # seen once, online
    for _ in range(50):  # the newest games are read with it, one after another
        if page.evaluate("(id) => localStorage.getItem('racko.sheet.' + id) !== null", other["id"]):
            break
        page.wait_for_timeout(100)
    open_stats(phone)
    stats_online = page.locator("#stats-list").inner_text()

    cut(page, network)
    page.goto(phone.base_url + "/?view=history")  # a reload with no network: the worker's page
    page.wait_for_selector("#history-list li[data-sheet]")
    assert AS_LAST_READ[language] in page.locator("#history-note").inner_text()
    rows = page.locator("#history-list li[data-sheet]")
    assert [r.get_attribute("data-sheet") for r in rows.all()] == [other["id"], third, second, first]
    assert rows.nth(2).locator("strong").inner_text() == WON[language]
    page.click("#history-csv")  # the CSV is the server's to write: said, not silently dropped
    page.wait_for_selector("#history-problem:not([hidden])")
    assert page.locator("#history-problem").inner_text().startswith(NEEDS_NETWORK[language])
    phone.check_layout()
    shot(page, f"offline-history-360-{language}")

    rows.nth(2).locator("a").click()  # a game this phone has seen: its sheet, as last seen
    page.wait_for_url(f"**/?sheet={second}")
    page.wait_for_selector("#winner-box:not([hidden])")
    assert page.locator("#totals [data-player=Bo] .sum").inner_text() == "75"
    page.go_back()
    page.wait_for_selector("#history-list li[data-sheet]")
    rows.nth(0).locator("a").click()  # the other phone's game: read with the history, kept
    page.wait_for_url(f"**/?sheet={other['id']}")
    page.wait_for_selector("#rounds li[data-round='1']")
    assert page.locator("#totals [data-player=Ann] .sum").inner_text() == "10"

    page.goto(phone.base_url + "/?view=stats")
    page.wait_for_selector("#stats-list [data-player]")
    assert page.locator("#stats-list").inner_text() == stats_online
    assert AS_LAST_READ[language] in page.locator("#stats-note").inner_text()
    phone.check_layout()
    shot(page, f"offline-stats-360-{language}")
