"""A bad network at the table: rounds kept on the phone, sent once when the network returns."""

from __future__ import annotations

import json

import pytest

from tests.web.test_round_entry import keep_draft, one_card_sequence
from tests.web.test_super_rack_o import won_by
from tests.web.test_table_pace import LATE_ANSWERS

BO_RACK = [5, 8, 12, 18, 6, 22, 9, 11, 13, 14]  # 4 cards in order: 20 points


def outbox(page):
    return json.loads(page.evaluate("() => localStorage.getItem('racko.outbox') || '[]'"))


def test_a_round_entered_offline_is_kept_and_sent_once(page, context, phone, api, page_errors, shot):
    page_errors.expect(r"ERR_INTERNET_DISCONNECTED")  # the requests the page tries while offline
    sheet_id = phone.start_game(["Ann", "Bo"])
    phone.new_round()
    context.set_offline(True)
    assert page.locator("#netbar").is_visible()

    phone.went_rack_o("Ann")
    phone.mode("quick")
    phone.player("Bo")
    phone.mode("cards")
    for card in BO_RACK:
        page.click(f"#entry .key[data-card='{card}']")
    # No verdict without the network: the cards are shown as not checked yet, nothing is refused.
    page.wait_for_selector("#view-round[data-checking='0']")
    assert page.locator("#entry .slot.unchecked").count() == 10
    assert "No connection" in page.locator("#entry .entry-line").inner_text()
    phone.run("Ann", 3)  # two players: the run of 3 going Rack-O needs
    page.click("#round-submit")

    page.wait_for_selector("#view-sheet:not([hidden]) #outbox:not([hidden])")
    box = page.locator("#outbox").inner_text()
    assert "1 round not sent yet" in box
    assert "kept on this phone until the network returns" in box
    # The heading counts the round the totals count, as "Enter round 2" does.
    assert page.locator("#sheet-sub").inner_text().endswith("· 1 round")
    assert page.locator("#enter-round").inner_text() == "Enter round 2"
    phone.check_layout()
    shot(page, "06-offline-round-kept")
    kept = outbox(page)
    assert len(kept) == 1 and kept[0]["state"] == "pending" and kept[0]["key"]
    assert api.sheet(sheet_id)["round_count"] == 0

    context.set_offline(False)  # the 'online' event sends it at once
    page.wait_for_selector("#rounds li[data-round='1']")
    page.wait_for_selector("#outbox", state="hidden")
    assert outbox(page) == []
    sheet = api.sheet(sheet_id)
    assert sheet["round_count"] == 1
    assert {p["name"]: p["total"] for p in sheet["players"]} == {"Ann": 75, "Bo": 20}
    shot(page, "07-offline-round-sent")

    page.reload()
    page.wait_for_selector("#rounds li[data-round='1']")
    assert api.sheet(sheet_id)["round_count"] == 1


def test_a_retry_after_a_lost_answer_never_counts_the_round_twice(page, phone, api, page_errors):
    page_errors.expect(r"ERR_TIMED_OUT")  # the answer the test throws away
    sheet_id = phone.start_game(["Ann", "Bo"])
    sent: list[tuple[str, bool]] = []

    def lose_the_first_answer(route):
        key = route.request.headers["idempotency-key"]
        if not sent:
            response = route.fetch()  # the server scores and keeps the round...
            sent.append((key, response.status == 201))
            route.abort("timedout")  # ...but the phone never hears back
        else:
            response = route.fetch()
            sent.append((key, response.headers.get("idempotent-replayed") == "true"))
            route.fulfill(response=response)

    page.route("**/v1/scoresheets/*/rounds", lose_the_first_answer)
    phone.new_round()
    phone.went_rack_o("Ann")
    phone.mode("quick")
    phone.player("Bo")
    phone.quick(3)
    phone.run("Ann", 3)  # two players: the run of 3 going Rack-O needs
    page.click("#round-submit")
    # The phone keeps the round, retries with the same key, and the server replays its answer.
    page.wait_for_selector("#rounds li[data-round='1']")
    page.wait_for_selector("#outbox", state="hidden")
    assert len(sent) == 2
    (first_key, counted), (second_key, replayed) = sent
    assert counted and replayed
    assert first_key == second_key
    sheet = api.sheet(sheet_id)
    assert sheet["round_count"] == 1
    assert {p["name"]: p["total"] for p in sheet["players"]} == {"Ann": 75, "Bo": 15}


def test_an_offline_slip_is_refused_on_the_spot_by_the_same_rules(page, context, phone, api, page_errors):
    page_errors.expect(r"ERR_INTERNET_DISCONNECTED")
    sheet_id = phone.start_game(["Ann", "Bo", "Cy"], ruleset="swedish")
    # A slip no button makes now, kept on the phone: a Swedish sequence has at least 2 cards.
    keep_draft(page, sheet_id, 1, one_card_sequence(3))
    phone.new_round()
    context.set_offline(True)
    page.click("#round-submit")
    # The phone scores with the server's rules: nothing is queued that the server would refuse.
    page.wait_for_selector("#round-error:not([hidden])")
    assert "Cy" in page.locator("#round-error").inner_text()
    assert "R-SCORE-LONGEST" in page.locator("#round-error").inner_text()
    assert page.locator("#player-tabs .ptab.on").get_attribute("data-player") == "Cy"
    phone.quick(4)
    page.click("#round-submit")
    page.wait_for_selector("#view-sheet:not([hidden]) #rounds li.pending")
    assert page.locator("#totals [data-player=Cy] .sum").inner_text().splitlines() == ["40", "not confirmed"]
    context.set_offline(False)
    page.wait_for_selector("#rounds li[data-round='1']")
    assert {p["name"]: p["total"] for p in api.sheet(sheet_id)["players"]} == {"Ann": 75, "Bo": 30, "Cy": 40}


REFUSAL = {"type": "about:blank", "title": "Unprocessable Content", "status": 422,
           "detail": "this sheet was changed on another phone", "instance": "/",
           "errors": [{"field": "entries/2/scoring_cards",
                       "message": "Cy's count was changed on another phone",
                       "rule": None}]}


def test_a_queued_round_the_server_refuses_is_shown_and_can_be_fixed(page, context, phone, api,
                                                                      page_errors, shot):
    page_errors.expect(r"ERR_INTERNET_DISCONNECTED")
    page_errors.expect(r"status of 422")  # the refusal itself
    sheet_id = phone.start_game(["Ann", "Bo", "Cy"], ruleset="swedish")
    refusals = [REFUSAL]

    def refuse_once(route):  # a refusal the phone cannot foresee (the server knows more)
        if refusals and route.request.method == "POST":
            route.fulfill(status=422, content_type="application/problem+json",
                          body=json.dumps(refusals.pop()))
        else:
            route.continue_()

    page.route("**/v1/scoresheets/*/rounds", refuse_once)
    phone.new_round()
    context.set_offline(True)
    phone.went_rack_o("Ann")
    phone.mode("quick")
    phone.player("Bo")
    phone.quick(3)
    phone.player("Cy")
    phone.quick(2)
    page.click("#round-submit")
    page.wait_for_selector("#outbox:not([hidden])")

    # The next round is scored offline too, and waits behind it: rounds count in the order played.
    phone.new_round()
    phone.went_rack_o("Bo")
    phone.mode("quick")
    phone.player("Ann")
    phone.quick(2)
    phone.player("Cy")
    phone.quick(2)
    page.click("#round-submit")
    page.wait_for_selector("#view-sheet:not([hidden]) #outbox li >> nth=1")
    assert page.locator("#outbox h2").inner_text() == "2 rounds not sent yet"

    context.set_offline(False)
    refused = page.locator("#outbox li.refused")
    refused.wait_for()
    assert "refused" in refused.inner_text()
    assert "Cy: Cy's count was changed on another phone" in refused.inner_text()
    assert page.locator("#rounds li.pending.refused").count() == 1
    phone.check_layout()
    shot(page, "17-refused-round")
    assert api.sheet(sheet_id)["round_count"] == 0

    refused.locator("button", has_text="Fix it").click()
    page.wait_for_selector("#round-title:text-is('Fix it')")
    phone.player("Cy")
    assert page.locator("#entry .quick .btn.on").get_attribute("data-scoring") == "2"
    phone.quick(4)
    page.click("#round-submit")
    page.wait_for_selector("#view-result:not([hidden])")
    page.click("#result-sheet")
    page.wait_for_selector("#outbox", state="hidden")
    sheet = api.sheet(sheet_id)
    assert sheet["round_count"] == 2
    assert [r["rack_o"] for r in sheet["rounds"]] == ["Ann", "Bo"]
    assert {p["name"]: p["total"] for p in sheet["players"]} == {"Ann": 95, "Bo": 105, "Cy": 60}


# What the outbox says of each round, every time it changes: [data-state, words].
WATCH_OUTBOX = """() => {
    window.outboxSaid = [];
    const box = document.getElementById('outbox');
    new MutationObserver(() => {
        for (const li of box.querySelectorAll('li')) window.outboxSaid.push([li.dataset.state, li.innerText]);
    }).observe(box, {subtree: true, childList: true, characterData: true});
}"""


def test_offline_the_outbox_says_its_rounds_wait_for_the_network_not_that_they_are_sent(
        page, context, phone, api, page_errors, shot):
    page_errors.expect(r"ERR_INTERNET_DISCONNECTED")
    page.add_init_script(LATE_ANSWERS)  # each try takes a while, as on a phone's network
    sheet_id = phone.start_game(["Ann", "Bo"])
    page.evaluate(WATCH_OUTBOX)
    phone.new_round()
    context.set_offline(True)
    phone.went_rack_o("Ann")
    phone.player("Bo")
    phone.quick(3)
    phone.run("Ann", 3)  # two players: the run of 3 going Rack-O needs
    page.click("#round-submit")
    page.wait_for_selector("#view-sheet:not([hidden]) #outbox:not([hidden])")
    # The phone tries at once and again later; it knows it is offline, so it never says "sending".
    page.wait_for_function("() => outboxSaid.filter(([state]) => state === 'sending').length >= 2")
    page.wait_for_function("() => outboxSaid.at(-1)[0] === 'pending'")
    said = page.evaluate("outboxSaid")
    assert all("until the network returns" in words for _, words in said), said
    shot(page, "outbox-offline")

    # Back online, the round is on its way (held here); the network drops again before the answer.
    held = []
    page.route("**/v1/scoresheets/*/rounds", lambda route: held.append(route))
    with page.expect_request("**/v1/scoresheets/*/rounds"):
        context.set_offline(False)
    assert "sending now" in page.locator("#outbox").inner_text()
    context.set_offline(True)
    page.wait_for_selector("#outbox li:has-text('until the network returns')", timeout=2000)
    assert len(held) == 1
    held[0].abort("internetdisconnected")
    page.unroute("**/v1/scoresheets/*/rounds")
    context.set_offline(False)
    page.wait_for_selector("#rounds li[data-round='1']")
    page.wait_for_selector("#outbox", state="hidden")
    assert api.sheet(sheet_id)["round_count"] == 1


# Every change of the sheet: the numbers the outbox gives its rounds, and the rounds the list marks
# with each tag ([number, tag]).
WATCH_NUMBERS = """() => {
    window.numbersSeen = [];
    const view = document.getElementById('view-sheet');
    new MutationObserver(() => {
        const outbox = [...document.querySelectorAll('#outbox:not([hidden]) li:not(.refused)')]
            .map((li) => Number(li.innerText.match(/\\d+/)[0]));
        const listed = [...document.querySelectorAll('#rounds li[data-pending]')]
            .map((li) => [Number(li.dataset.pending), li.querySelector('.tag').innerText]);
        window.numbersSeen.push({ outbox, listed });
    }).observe(view, {subtree: true, childList: true, characterData: true});
}"""
SENDING = {"en": "sending now…", "sv": "skickas nu…", "it": "invio in corso…"}
SCORED = {"en": "scored", "sv": "räknad", "it": "contato"}
NOT_CONFIRMED = {"en": "not confirmed", "sv": "inte bekräftad", "it": "non confermato"}


@pytest.mark.parametrize("language", ["en", "sv", "it"])
def test_rounds_sent_after_the_network_returns_keep_one_number_on_every_screen(
        phone_at, api, page_errors, shot, language):
    """Two rounds kept offline, then sent one after the other with every answer 600 ms late:
    the outbox numbers each round as the list does; a round on its way says so; one the server
    answered shows its points as scored, never as not confirmed."""
    page_errors.expect(r"ERR_INTERNET_DISCONNECTED")
    phone = phone_at(360, language)
    page = phone.page
    page.add_init_script(LATE_ANSWERS)
    sheet_id = phone.start_game(["Ann", "Bo"])
    page.context.set_offline(True)
    for scoring in (3, 4):
        phone.new_round()
        phone.went_rack_o("Ann")
        phone.player("Bo")
        phone.quick(scoring)
        phone.run("Ann", 3)  # two players: going Rack-O needs a run of 3 (R-RUN3)
        page.click("#round-submit")
        page.wait_for_selector("#view-sheet:not([hidden]) #outbox:not([hidden])")
    page.evaluate(WATCH_NUMBERS)
    page.context.set_offline(False)
    page.wait_for_function("() => numbersSeen.some((m) => m.outbox.length === 1 && m.listed.length === 2)")
    shot(page, f"outbox-numbering-{language}")
    page.wait_for_selector("#outbox", state="hidden")
    page.wait_for_selector("#rounds li[data-round='2']")
    seen = page.evaluate("numbersSeen")
    for moment in seen:
        waiting = sorted(n for n, tag in moment["listed"]
                         if tag in (SENDING[language], NOT_CONFIRMED[language]))
        assert moment["outbox"] == waiting, moment
    tags = {tag for moment in seen for _, tag in moment["listed"]}
    assert {SENDING[language], SCORED[language]} <= tags, tags
    landed = [moment["listed"] for moment in seen if [1, SCORED[language]] in moment["listed"]]
    assert landed and all([1, NOT_CONFIRMED[language]] not in listed for listed in landed)
    assert [r["rack_o"] for r in api.sheet(sheet_id)["rounds"]] == ["Ann", "Ann"]


def test_offline_only_the_totals_a_round_changes_are_marked_not_confirmed(page, context, phone, page_errors):
    """A Super Rack-O round won offline moves the winner's wins only: the others' totals are the
    server's and are not marked "not confirmed"."""
    page_errors.expect(r"ERR_INTERNET_DISCONNECTED")
    phone.start_game(["Ann", "Bo", "Cy"], ruleset="super-rack-o")
    context.set_offline(True)
    won_by(page, "Bo")
    page.click("#round-submit")
    page.wait_for_selector("#view-result:not([hidden]), #view-sheet:not([hidden]) #rounds li.pending")
    if page.locator("#view-result").is_visible():
        page.click("#result-sheet")
    page.wait_for_selector("#view-sheet:not([hidden]) #rounds li.pending")
    sums = {name: page.locator(f"#totals [data-player={name}] .sum").inner_text().splitlines()
            for name in ("Ann", "Bo", "Cy")}
    assert sums == {"Ann": ["0 wins"], "Bo": ["1 win", "not confirmed"], "Cy": ["0 wins"]}


def test_a_network_gone_before_the_worker_is_registered_registers_it_when_back(phone_at, page_errors):
    """The worker is registered a moment after the page loads; a phone offline by then failed to
    fetch its script (an error in the console) and kept no copy. It waits for the network now."""
    page_errors.expect(r"ERR_INTERNET_DISCONNECTED")
    phone = phone_at(360)
    page = phone.page
    page.goto(phone.base_url + "/")
    page.wait_for_selector("#edition-list input")
    page.context.set_offline(True)
    page.wait_for_timeout(2500)  # past the moment the worker is registered
    assert page.evaluate("navigator.serviceWorker.getRegistration().then((r) => r === undefined)")
    page.context.set_offline(False)
    page.wait_for_function("navigator.serviceWorker.ready.then(() => true)")
