"""Offline from a reload: the installable page opens with no network and sends its queue once."""

from __future__ import annotations

import json
from collections.abc import Iterator
from urllib.parse import urlparse

import pytest

from benchmarks.tcp_proxy import TcpProxy


def outbox(page):
    return json.loads(page.evaluate("() => localStorage.getItem('racko.outbox') || '[]'"))


def test_the_page_is_an_installable_app(api):
    status, manifest, headers = api.call("GET", "/manifest.webmanifest")
    assert status == 200 and headers["Content-Type"].startswith("application/manifest+json")
    assert manifest["start_url"] == "/" and manifest["scope"] == "/" and manifest["display"] == "standalone"
    sizes = {icon["sizes"] for icon in manifest["icons"] if icon["type"] == "image/png"}
    assert {"192x192", "512x512"} <= sizes
    for icon in manifest["icons"]:
        request = api.base_url + icon["src"]
        import urllib.request

        with urllib.request.urlopen(request) as response:
            assert response.headers["Content-Type"] == "image/png"
            assert response.read(8) == b"\x89PNG\r\n\x1a\n"
    worker = urllib.request.urlopen(api.base_url + "/sw.js")
    assert worker.headers["Content-Type"].startswith("text/javascript")
    assert worker.headers["Cache-Control"] == "no-cache" and worker.headers["Service-Worker-Allowed"] == "/"


@pytest.fixture()
def network(base_url: str) -> Iterator[TcpProxy]:
    """The phone's way to the server: a proxy the test cuts (the service worker's requests too)."""
    address = urlparse(base_url)
    proxy = TcpProxy((address.hostname or "127.0.0.1", address.port or 80))
    proxy.start()
    yield proxy
    proxy.stop()


def cut(page, network) -> None:
    page.context.set_offline(True)  # the phone says it is offline...
    network.stop()  # ...and nothing gets through, the service worker's requests included


def restore(page, network) -> None:
    network.start()
    page.context.set_offline(False)


def test_a_reload_with_no_network_shows_the_sheet_and_sends_the_queue_once(phone_at, network, api,
                                                                            page_errors, shot):
    # The cut network: requests refused, and the sheet's stream broken off.
    page_errors.expect(r"ERR_(INTERNET_DISCONNECTED|CONNECTION_REFUSED|CONNECTION_RESET|CONNECTION_CLOSED|EMPTY_RESPONSE|FAILED|INCOMPLETE_CHUNKED_ENCODING)")
    phone = phone_at(360, via=f"http://127.0.0.1:{network.port}")
    page = phone.page
    sheet_id = phone.start_game(["Ann", "Bo"])
    # One visit: the service worker keeps the page and its assets.
    page.wait_for_function("navigator.serviceWorker.ready.then(() => true)")
    page.reload()
    page.wait_for_function("navigator.serviceWorker.controller !== null")
    page.wait_for_selector("#totals .total")

    phone.new_round()
    phone.went_rack_o("Ann")
    phone.mode("quick")
    phone.player("Bo")
    phone.quick(4)
    phone.run("Ann", 3)  # two players: the run of 3 going Rack-O needs
    phone.score_round()
    page.click("#result-sheet")
    page.wait_for_selector("#rounds li[data-round='1']")

    sent: list[str] = []
    page.on("response", lambda r: sent.append(r.request.headers.get("idempotency-key", ""))
            if r.request.method == "POST" and r.url.endswith("/rounds") else None)
    cut(page, network)
    phone.new_round()
    phone.went_rack_o("Bo")
    phone.mode("quick")
    phone.player("Ann")
    phone.quick(2)
    phone.run("Bo", 3)  # two players: the run of 3 going Rack-O needs
    page.click("#round-submit")
    page.wait_for_selector("#view-sheet:not([hidden]) #outbox:not([hidden])")

    page.reload()  # no network: the service worker opens the page, the phone's copy fills it
    page.wait_for_selector("#view-sheet:not([hidden]) #outbox:not([hidden])")
    assert page.locator("#netbar").is_visible()
    assert page.locator("#rounds li[data-round='1']").count() == 1
    assert page.locator("#rounds li[data-round='2']").count() == 0  # not confirmed: not sent yet
    # Counted on the phone all the same, by the same rules, and marked as not confirmed.
    assert page.locator("#rounds li.pending[data-pending='2']").count() == 1
    assert page.locator("#totals [data-player=Bo] .sum").inner_text().splitlines() == ["95", "not confirmed"]
    assert "1 round not sent yet" in page.locator("#outbox").inner_text()
    assert page.locator("#enter-round").inner_text() == "Enter round 3"
    phone.check_access()
    shot(page, "offline-reload-360-en")
    assert len(outbox(page)) == 1 and api.sheet(sheet_id)["round_count"] == 1

    restore(page, network)
    page.wait_for_selector("#rounds li[data-round='2']")
    page.wait_for_selector("#outbox", state="hidden")
    assert page.locator("#totals [data-player=Bo] .sum").inner_text() == "95"
    assert outbox(page) == [] and len(sent) == 1
    assert api.sheet(sheet_id)["round_count"] == 2
    shot(page, "offline-queue-sent-360-en")


def test_a_round_whose_answer_was_lost_is_pending_until_confirmed_then_counted(page, phone, api, page_errors):
    """One state at a time: a round is never counted in the totals and "not sent yet" at once."""
    page_errors.expect(r"ERR_TIMED_OUT")  # the answers the test throws away
    sheet_id = phone.start_game(["Ann", "Bo"])
    answers: list[tuple[int, str]] = []
    released: list[bool] = []  # every answer is lost until the test has looked at the sheet

    def lose_answers(route):
        response = route.fetch()  # the server counts the round (then replays it for the same key)
        answers.append((response.status, route.request.headers["idempotency-key"]))
        if len(answers) <= 2 or not released:
            route.abort("timedout")
        else:
            route.fulfill(response=response)

    page.route("**/v1/scoresheets/*/rounds", lose_answers)
    phone.new_round()
    phone.went_rack_o("Ann")
    phone.mode("quick")
    phone.player("Bo")
    phone.quick(3)
    phone.run("Ann", 3)  # two players: the run of 3 going Rack-O needs
    page.click("#round-submit")
    page.wait_for_selector("#view-sheet:not([hidden]) #outbox:not([hidden])")
    assert api.sheet(sheet_id)["round_count"] == 1  # the server has it; the phone does not know yet

    # Opening the sheet again reads it from the server: the page still shows one state only.
    page.click("#nav-home")
    page.click(f"a.game-link[href*='{sheet_id}']")
    page.wait_for_selector("#view-sheet:not([hidden]) #outbox:not([hidden])")
    assert page.locator("#rounds li[data-round='1']").count() == 0
    assert page.locator("#rounds li.pending[data-pending='1']").count() == 1  # counted once, here
    assert page.locator("#totals [data-player=Ann] .sum").inner_text().splitlines() == ["75", "not confirmed"]
    assert page.locator("#enter-round").inner_text() == "Enter round 2"
    assert page.locator("#netbar").is_hidden()  # online: no "No connection"
    # Online, it is waiting for the server or being sent again: never "until the network returns".
    waiting = page.locator("#outbox").inner_text()
    assert "waiting for the server's answer" in waiting or "sending now" in waiting, waiting
    assert "until the network returns" not in waiting
    released.append(True)

    page.wait_for_selector("#rounds li[data-round='1']", timeout=30000)  # the next retry, backed off
    page.wait_for_selector("#outbox", state="hidden")
    assert page.locator("#totals [data-player=Ann] .sum").inner_text() == "75"
    assert page.locator("#enter-round").inner_text() == "Enter round 2"
    assert len({key for _, key in answers}) == 1 and len(answers) >= 3
    assert api.sheet(sheet_id)["round_count"] == 1


def test_a_first_visit_keeps_the_page_when_a_proxy_refuses_some_asks(phone_at, network, page_errors):
    """A first visit asks for every asset twice at once (the page, and the worker keeping them):
    a proxy's per-address limit (docs/nginx.conf: 20 a second, 40 at once) refuses some with 429
    and Retry-After. The worker asks for those again after the wait, and the page opens offline."""
    page_errors.expect(r"ERR_INTERNET_DISCONNECTED")  # the page's API calls once the network is cut
    phone = phone_at(360, via=f"http://127.0.0.1:{network.port}")
    page = phone.page
    refused: list[str] = []

    def refuse_the_workers_first_ask(route):
        url = route.request.url
        if route.request.service_worker is not None and url not in refused:
            refused.append(url)
            route.fulfill(status=429, headers={"Retry-After": "1"}, content_type="application/problem+json",
                          body=json.dumps({"title": "Too Many Requests", "status": 429}))
        else:
            route.continue_()

    page.context.route("**/assets/js/*.js", refuse_the_workers_first_ask)
    page.goto(phone.base_url + "/")
    page.wait_for_selector("#view-home:not([hidden]) #edition-list .choice")
    page.wait_for_function("navigator.serviceWorker.ready.then(() => true)", timeout=20000)
    assert refused, "the worker asked for no asset"
    kept = page.evaluate("""async () => {
        const cache = await caches.open((await caches.keys()).find((k) => k.startsWith('racko-page-')));
        return (await cache.keys()).map((r) => new URL(r.url).pathname);
    }""")
    assert {urlparse(url).path for url in refused} <= set(kept)

    cut(page, network)
    page.reload()  # no network: the kept page and its assets open it
    page.wait_for_selector("#view-home:not([hidden]) #new-game")
    assert page.locator("#netbar").is_visible()
