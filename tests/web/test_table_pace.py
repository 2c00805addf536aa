"""At the table's pace on a weak network: every API answer 600 ms late, a tap every 150 ms.

The scorekeeper reads the racks off the table without looking at the phone. Nothing that
arrives later may move a card, the cursor or the player; a misread card is refused where it was
typed and nothing else moves; rounds scored offline are counted on the phone at once, survive a
reload, and reach the server once each.
"""

from __future__ import annotations

import json

import pytest

from tests.web.late import LATE_ANSWERS
from tests.web.test_offline_reload import cut, network, restore  # noqa: F401 (network is a fixture)

# A minute of waiting on purpose: with the slow tests (`make test-slow`, which CI runs).
pytestmark = pytest.mark.slow
TAP_MS = 150
LABELS = (5, 10, 15, 20, 25, 30, 35, 40, 45, 50)
ANN = [2, 5, 9, 12, 13, 14, 24, 29, 33, 38]  # Rack-O: 75
BO = [1, 4, 16, 18, 22, 40, 35, 30, 45, 50]  # in order to #30: 6 x 5 = 30
CY = [3, 6, 7, 10, 20, 11, 25, 27, 41, 60]  # in order to #25: 25
DI = [8, 15, 17, 19, 21, 23, 26, 28, 31, 32]  # all in order but not Rack-O: 50, not 75
RACKS = {"Ann": ANN, "Bo": BO, "Cy": CY, "Di": DI}


def tap_cards(page, cards):
    for card in cards:
        page.click(f"#entry .key[data-card='{card}']")
        page.wait_for_timeout(TAP_MS)


def next_rack(page):
    """Read "Next" once the rack is typed, and tap it."""
    page.wait_for_timeout(TAP_MS * 2)
    page.click("#entry-next")


def rack_of(phone, name):
    phone.player(name)
    return [phone.page.locator(f"#entry .rack .slot[data-slot='{label}'] .card-no").inner_text()
            for label in LABELS]


def outbox(page):
    return json.loads(page.evaluate("() => localStorage.getItem('racko.outbox') || '[]'"))


def test_a_clean_four_player_round_lands_every_card_where_it_was_typed(phone_at, api, shot):
    phone = phone_at(360)
    page = phone.page
    page.add_init_script(LATE_ANSWERS)
    sheet_id = phone.start_game(list(RACKS))
    phone.new_round()
    phone.went_rack_o("Ann")
    for name, cards in RACKS.items():
        # Each rack opens with "Next" once the one before has ten cards: no waiting for the server.
        if name != "Ann":
            next_rack(page)
        assert page.locator("#player-tabs .ptab.on").get_attribute("data-player") == name
        tap_cards(page, cards)
    assert page.locator("#round-submit").evaluate("(b) => b === document.activeElement")
    page.wait_for_selector("#view-round[data-checking='0']", timeout=15000)
    for name, cards in RACKS.items():
        assert rack_of(phone, name) == [str(c) for c in cards], name
    assert page.locator("#entry .rack .slot.refused").count() == 0
    shot(page, "table-pace-four-racks-360")
    phone.score_round()
    # "Next round" is on the first screen of the result, without scrolling.
    box = page.locator("#result-next").bounding_box()
    assert box and box["y"] + box["height"] <= 740
    shot(page, "table-pace-result-360")
    sheet = api.sheet(sheet_id)
    assert {p["name"]: p["total"] for p in sheet["players"]} == {"Ann": 75, "Bo": 30, "Cy": 25, "Di": 50}
    status, round_, _ = api.call("GET", f"/v1/scoresheets/{sheet_id}/rounds/1")
    assert status == 200
    assert {e["player"]: e["rack"] for e in round_["entries"]} == RACKS


def test_a_misread_card_is_refused_in_its_slot_and_no_other_card_moves(phone_at, api, shot):
    phone = phone_at(360)
    page = phone.page
    page.add_init_script(LATE_ANSWERS)
    sheet_id = phone.start_game(list(RACKS))
    phone.new_round()
    phone.went_rack_o("Ann")
    misread = CY.copy()
    misread[4] = 24  # the 20 read as 24, which is in Ann's rack
    for name, cards in (("Ann", ANN), ("Bo", BO), ("Cy", misread), ("Di", DI)):
        if name == "Di":  # Cy's 24 is refused, and marked where Ann's 24 is: the table goes on by Di's tab
            phone.player("Di")
        elif name != "Ann":
            next_rack(page)
        tap_cards(page, cards)
    page.wait_for_selector("#view-round[data-checking='0']", timeout=15000)
    # Every card is where it was typed; only Cy's #25 is refused, and Di's rack was typed whole.
    for name, cards in (("Ann", ANN), ("Bo", BO), ("Di", DI)):
        assert rack_of(phone, name) == [str(c) for c in cards], name
    assert rack_of(phone, "Cy") == [str(c) for c in misread]
    refused = page.locator("#entry .rack .slot.refused")
    assert [s.get_attribute("data-slot") for s in refused.all()] == ["25"]
    reason = page.locator("#entry-refusal").inner_text()
    assert "Ann" in reason and "R-DECK" in reason
    assert "check" in phone.tab_status("Cy")
    shot(page, "table-pace-misread-360")
    # Score is blocked while the refusal stands, and says where.
    page.click("#round-submit")
    assert "Cy" in page.locator("#round-error").inner_text()
    assert page.locator("#view-round").is_visible()
    # The fix: the slot, then the right card; nothing else changes.
    page.click("#entry .rack .slot[data-slot='25']")
    page.click("#entry .key[data-card='20']")
    assert rack_of(phone, "Cy") == [str(c) for c in CY]
    phone.score_round()
    totals = {p["name"]: p["total"] for p in api.sheet(sheet_id)["players"]}
    assert totals == {"Ann": 75, "Bo": 30, "Cy": 25, "Di": 50}


def test_three_rounds_offline_with_reloads_count_on_the_phone_then_reach_the_server_once(
        phone_at, network, api, page_errors, shot):  # noqa: F811 (network is the fixture)
    # The cut network: requests refused, and the sheet's stream broken off.
    page_errors.expect(r"ERR_(INTERNET_DISCONNECTED|CONNECTION_REFUSED|CONNECTION_RESET|CONNECTION_CLOSED|EMPTY_RESPONSE|FAILED|INCOMPLETE_CHUNKED_ENCODING)")
    phone = phone_at(360, via=f"http://127.0.0.1:{network.port}")
    page = phone.page
    page.add_init_script(LATE_ANSWERS)
    sheet_id = phone.start_game(["Ann", "Bo"])
    page.wait_for_function("navigator.serviceWorker.ready.then(() => true)")
    page.reload()
    page.wait_for_function("navigator.serviceWorker.controller !== null")
    page.wait_for_selector("#totals .total")
    sent: list[str] = []
    page.on("response", lambda r: sent.append(r.request.headers.get("idempotency-key", ""))
            if r.request.method == "POST" and r.url.endswith("/rounds") else None)
    cut(page, network)

    def total(name):
        return page.locator(f"#totals [data-player={name}] .sum").inner_text().splitlines()[0]

    # Round 1, typed: two players play with 1-40 (R-DECK), known on the phone with no network.
    phone.new_round()
    phone.went_rack_o("Ann")
    assert page.locator("#entry .pad-cards .key").count() == 40
    tap_cards(page, [2, 7, 13, 14, 15, 21, 28, 34, 36, 40])  # a run of 3: a legal two-player Rack-O
    next_rack(page)
    tap_cards(page, [1, 5, 9, 3, 11, 20, 25, 30, 35, 38])  # in order to #15: 15
    page.click("#round-submit")
    page.wait_for_selector("#view-sheet:not([hidden]) #rounds li.pending")
    assert (total("Ann"), total("Bo")) == ("75", "15")
    assert "not confirmed" in page.locator("#totals [data-player=Ann]").inner_text()
    page.reload()
    page.wait_for_selector("#view-sheet:not([hidden]) #rounds li.pending")

    # Rounds 2 and 3, quick, with a reload between them: each counted at once, never frozen.
    for went, other, count in (("Bo", "Ann", 4), ("Ann", "Bo", 2)):
        phone.new_round()
        phone.went_rack_o(went)
        phone.mode("quick")  # the Rack-O rack: all 10 score
        phone.player(other)
        phone.quick(count)
        phone.run(went, 3)  # two players: the run of 3 going Rack-O needs
        page.click("#round-submit")
        counted = len(outbox(page))
        page.wait_for_selector(f"#view-sheet:not([hidden]) #rounds li.pending[data-pending='{counted}']")
        page.reload()
        page.wait_for_selector("#view-sheet:not([hidden]) #rounds li.pending")
    assert (total("Ann"), total("Bo")) == ("170", "100")
    assert page.locator("#rounds li.pending").count() == 3
    assert page.locator("#enter-round").inner_text() == "Enter round 4"
    assert api.sheet(sheet_id)["round_count"] == 0 and len(outbox(page)) == 3
    phone.check_access()
    shot(page, "table-pace-offline-three-rounds-360")

    restore(page, network)
    page.wait_for_selector("#rounds li[data-round='3']", timeout=20000)
    page.wait_for_selector("#rounds li.pending", state="detached")
    assert (total("Ann"), total("Bo")) == ("170", "100")
    assert "not confirmed" not in page.locator("#totals").inner_text()
    assert len(sent) == 3 and len(set(sent)) == 3 and outbox(page) == []
    sheet = api.sheet(sheet_id)
    assert sheet["round_count"] == 3
    assert {p["name"]: p["total"] for p in sheet["players"]} == {"Ann": 170, "Bo": 100}
    shot(page, "table-pace-offline-confirmed-360")
