"""The rules corner: one rack under every edition, from the compare and check endpoints."""

from __future__ import annotations

EXAMPLE = [3, 10, 13, 19, 22, 23, 41, 47, 55, 57]  # the Parker text: Rack-O, run of 2, 41-57 beyond 1-40


def type_rack(page, cards):
    for card in cards:
        page.click(f"#rules-pad .key[data-card='{card}']")


def edition(page, ruleset):
    return page.locator(f"#rules-result li[data-ruleset='{ruleset}']")


def test_the_rules_corner_compares_every_edition(page, base_url, phone, page_errors, shot):
    page.goto(base_url + "/")
    page.click("#nav-rules")
    page.wait_for_selector("#view-rules:not([hidden]) #rules-pad .key")
    type_rack(page, EXAMPLE)
    page.wait_for_selector("#rules-result .compare")
    # Two players under Hasbro: 1-40 deck, so this rack cannot be played; Parker's 1-60 deck takes it.
    assert "Cannot be played" in edition(page, "hasbro").inner_text()
    assert "R-DECK" in edition(page, "hasbro").inner_text()
    assert "Legal Rack-O" in edition(page, "parker-1992").inner_text()
    assert "75" in edition(page, "parker-1992").locator(".points").inner_text()
    assert page.locator("#rules-result li.edition").count() == 9  # parker-1992-bonus joined
    phone.check_layout()
    shot(page, "10-rules-corner")

    # Four players: the whole deck and no run needed, so Hasbro calls it a legal Rack-O; the referee says why.
    page.click("#rules-players [data-players='4']")
    page.wait_for_selector("#rules-result li[data-ruleset='hasbro'] .verdict:text-is('Legal Rack-O')")
    edition(page, "hasbro").locator(".why summary").click()
    why = edition(page, "hasbro").locator(".why-body")
    why.locator(".reasons").wait_for()
    assert "R-RACKO" in why.inner_text()
    assert why.locator(".slot.scored").count() == 10
    shot(page, "11-rules-corner-why")

    # A card twice: the API names the slot, the page marks it.
    page_errors.expect(r"status of 422 .*/v1/score/compare")
    page.click("#rules-pad .slot[data-slot='50']")
    page.click("#rules-pad .key[data-card='3']")
    page.wait_for_selector("#rules-error:not([hidden])")
    assert "#50" in page.locator("#rules-error").inner_text()
    assert page.locator("#rules-pad .slot.refused").get_attribute("data-slot") == "50"


def test_the_rules_corner_stays_open_when_the_editions_load_late(page, base_url, page_errors) -> None:
    """A tap on Rules while the home view still waits for the editions: the home view must not
    take the screen back once they arrive."""
    held = []
    page.route("**/v1/rulesets", lambda route: held.append(route))
    page.goto(base_url + "/")
    page.click("#nav-rules")
    page.wait_for_selector("#view-rules:not([hidden]) #rules-pad .key")
    assert held, "the editions were not asked for"
    for route in held:
        route.continue_()
    page.wait_for_load_state("networkidle")
    assert page.locator("#view-rules").is_visible()
    assert page.locator("#view-home").is_hidden()
    page.click(f"#rules-pad .key[data-card='{EXAMPLE[0]}']")  # the pad still takes cards


def test_the_rules_corner_asks_the_advisor_what_to_do_with_a_card(page, base_url, phone, shot) -> None:
    """"What would you do with this card?": the advisor's choice for that edition, its reasons
    with their rule ids, and every legal choice ranked (POST /v1/advice)."""
    page.goto(base_url + "/")
    page.click("#nav-rules")
    page.wait_for_selector("#view-rules:not([hidden]) #rules-pad .key")
    type_rack(page, [3, 8, 14, 30, 19, 24, 27, 33, 36, 39])
    hasbro = edition(page, "hasbro")
    hasbro.locator(".advice summary").wait_for()
    hasbro.locator(".advice summary").click()
    asked = []
    page.on("request", lambda r: "/v1/advice" in r.url and asked.append(r.url))
    hasbro.locator(".advice-form [data-from='stock']").click()  # no card typed yet: said here
    assert hasbro.locator(".advice-answer .problem").inner_text() == "Type the card you took first"
    assert not asked
    hasbro.locator(".advice-card").fill("17")
    hasbro.locator(".advice-form [data-from='stock']").click()
    hasbro.locator(".advice-answer .advice-play").wait_for()
    answer = hasbro.locator(".advice-answer").inner_text()
    assert "Put it in #15" in answer  # 17 between 8 and 19, toward the run 17-19 (R-RUN3)
    assert "R-RUN3" in answer and "R-TURN-SAME-SLOT" in answer
    ranked = hasbro.locator(".advice-answer .alternatives li")
    assert ranked.count() == 11  # ten exchanges and the discard of a stock card
    assert ranked.first.inner_text().startswith("Put it in #15")
    phone.check_access()
    shot(page, "19-rules-corner-advice")

    # Taken from the discard pile, it may not be thrown back (R-TURN-DISCARD-MUST): never advised.
    hasbro.locator(".advice-form [data-from='discard']").click()
    page.wait_for_function("""() => {
        const a = document.querySelector("#rules-result li[data-ruleset='hasbro'] .advice-answer");
        return a && !a.textContent.includes("Asking") && a.querySelector(".alternatives");
    }""")
    assert "Discard it" not in hasbro.locator(".advice-answer").inner_text()
    assert hasbro.locator(".advice-answer .alternatives li").count() == 10
