"""The rules corner: one rack under every edition, from the compare and check endpoints."""

from __future__ import annotations

import pytest

EXAMPLE = [3, 10, 13, 19, 22, 23, 41, 47, 55, 57]  # the Parker text: Rack-O, run of 2, 41-57 beyond 1-40


def type_rack(page, cards):
    for card in cards:
        page.click(f"#rules-pad .key[data-card='{card}']")


def badges(locator):
    """The rules the badges cite (each badge shows the id and the rule's short title)."""
    return [badge.get_attribute("data-rule-id") for badge in locator.all()]


def rule_titles(api, language):
    _, rules, _ = api.call("GET", "/v1/rules", headers={"Accept-Language": language})
    return {r["id"]: r["title"] for r in rules}


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


def test_a_rack_in_order_without_the_run_says_r_run3_once_and_still_explains_and_advises(
        page, base_url, api, phone, shot) -> None:
    """Two players, Hasbro: in order but no run of 3, so not a Rack-O there (R-RUN3): the rule is
    cited once, "Why?" opens the referee's reasons and the rules' texts, and the advisor answers."""
    rack = [1, 3, 5, 7, 9, 11, 13, 15, 17, 19]
    page.goto(base_url + "/")
    page.click("#nav-rules")
    page.wait_for_selector("#view-rules:not([hidden]) #rules-pad .key")
    type_rack(page, rack[:9])
    assert page.locator("#rules-result").inner_text() == "1 slot to go."
    type_rack(page, rack[9:])
    hasbro = edition(page, "hasbro")
    hasbro.locator(".verdict").wait_for()
    assert hasbro.locator(".verdict").inner_text() == "Not a Rack-O"
    assert badges(hasbro.locator(".reasons .rule")) == ["R-RUN3", "R-SCORE-LEAD"]
    assert hasbro.inner_text().count("R-RUN3") == 1

    hasbro.locator(".why summary").click()
    hasbro.locator(".why-body .rule-list").wait_for()
    _, checked, _ = api.call("POST", "/v1/check/rack", {"ruleset": "hasbro", "players": 2, "rack": rack})
    why = hasbro.locator(".why-body")
    for reason in checked["reasons"]:  # the referee's reasons, each said once on the card
        assert hasbro.inner_text().count(reason["text"]) == 1
    assert hasbro.locator(".reasons .rule", has_text="R-RUN3").count() == 1
    assert why.locator(".slot.scored").count() == 10  # all in order: every card scores, as another player's
    _, hasbro_rules, _ = api.call("GET", "/v1/rulesets/hasbro")
    run3 = next(r for r in hasbro_rules["rules"] if r["id"] == "R-RUN3")
    assert run3["text"] in why.locator(".rule-list").inner_text()

    hasbro.locator(".advice summary").click()
    hasbro.locator(".advice-card").fill("2")
    hasbro.locator(".advice-form [data-from='stock']").click()
    hasbro.locator(".advice-answer .advice-play").wait_for()
    assert hasbro.locator(".advice-answer .alternatives li").count() == 11
    phone.check_access()
    shot(page, "12-rules-corner-not-a-rack-o")


def test_a_rack_that_cannot_be_played_still_says_why(page, base_url, api) -> None:
    page.goto(base_url + "/")
    page.click("#nav-rules")
    page.wait_for_selector("#view-rules:not([hidden]) #rules-pad .key")
    type_rack(page, EXAMPLE)
    hasbro = edition(page, "hasbro")
    hasbro.locator(".why summary").click()
    hasbro.locator(".why-body .rule-list").wait_for()
    _, hasbro_rules, _ = api.call("GET", "/v1/rulesets/hasbro")
    deck = next(r for r in hasbro_rules["rules"] if r["id"] == "R-DECK")
    assert deck["text"] in hasbro.locator(".why-body").inner_text()
    assert hasbro.locator(".advice").count() == 0  # no advice for a rack no one can hold here


MOVE_WORDS = {"en": {"yes": "Allowed", "no": "Not allowed", "ask": "May I…? Ask the referee about a move"},
              "sv": {"yes": "Tillåtet", "no": "Inte tillåtet", "ask": "Får jag…? Fråga domaren om ett drag"},
              "it": {"yes": "Consentito", "no": "Non consentito",
                     "ask": "Posso…? Chiedi all'arbitro di una mossa"}}
MOVE_RACK = [1, 12, 13, 16, 34, 22, 4, 24, 31, 40]


def ask_move(page, card, taken_from, play, slot=None):
    page.fill("#move-card", str(card))
    page.check(f"#move-from-{taken_from}")
    if slot is not None:
        page.select_option("#move-slot", str(slot))
    page.check(f"#move-play-{play}")
    page.click("#move-submit")
    page.wait_for_selector("#move-answer .moves")


def move_verdict(page, ruleset):
    return page.locator(f"#move-answer li[data-ruleset='{ruleset}']")


@pytest.mark.parametrize("language", ["en", "sv", "it"])
def test_the_rules_corner_asks_the_referee_about_a_move(phone_at, api, language, shot) -> None:
    """"May I take the discard and throw it straight back?" asked of every edition through
    POST /v1/check/move: each verdict with its rule ids and reasons, and a "Why?"."""
    phone = phone_at(360, language)
    page = phone.page
    words = MOVE_WORDS[language]
    page.goto(phone.base_url + "/")
    page.click("#nav-rules")
    page.wait_for_selector("#view-rules:not([hidden]) #rules-pad .key")
    assert page.locator("#rules-move").is_hidden()  # a question about a move needs the whole rack
    type_rack(page, MOVE_RACK)
    page.wait_for_selector("#rules-result .compare")
    assert page.locator("#rules-move summary").inner_text() == words["ask"]
    page.click("#rules-move summary")
    asked = []
    page.on("request", lambda r: "/v1/check/move" in r.url and asked.append(r.post_data_json))
    page.click("#move-submit")  # no card typed: said here, nothing asked
    assert page.locator("#move-answer .problem").is_visible()
    assert page.evaluate("document.activeElement.id") == "move-card"
    assert not asked

    # The discard taken and thrown straight back: no edition allows it (R-TURN-DISCARD-MUST).
    ask_move(page, 17, "discard", "put_back")
    playable = ["hasbro", "hasbro-bonus", "parker-1992", "parker-1992-bonus", "swedish", "swedish-bonus",
                "italian"]
    assert sorted(q["ruleset"] for q in asked) == sorted(playable)
    assert all(q["card"] == 17 and q["taken_from"] == "discard" and q["play"] == "put_back"
               and q["rack"] == MOVE_RACK for q in asked)
    for ruleset in playable:
        verdict = move_verdict(page, ruleset)
        assert verdict.locator(".verdict").inner_text() == words["no"]
        assert badges(verdict.locator(".reasons .rule")) == ["R-TURN-DISCARD-MUST"]
    # The partners editions need four players: the comparison's reason, not a question asked.
    assert "R-TEAMS" in move_verdict(page, "hasbro-partners").inner_text()
    phone.check_access()
    shot(page, f"13-rules-corner-move-360-{language}")

    # A stock card discarded: the editions disagree, and each says which rule decides.
    asked.clear()
    ask_move(page, 17, "stock", "discard")
    for ruleset in ("hasbro", "swedish"):
        move = {"ruleset": ruleset, "players": 2, "rack": MOVE_RACK, "card": 17, "taken_from": "stock",
                "play": "discard"}
        _, answer, _ = api.call("POST", "/v1/check/move", move, {"Accept-Language": language})
        verdict = move_verdict(page, ruleset)
        assert verdict.locator(".verdict").inner_text() == (words["yes"] if answer["legal"] else words["no"])
        titles = rule_titles(api, language)
        assert verdict.locator(".reasons").inner_text().replace("\n", " ") == " ".join(
            f"{r['rule']} · {titles[r['rule']]} {r['text']}" for r in answer["reasons"])
    assert move_verdict(page, "hasbro").locator(".verdict").inner_text() == words["yes"]
    assert move_verdict(page, "swedish").locator(".verdict").inner_text() == words["no"]

    # Exchanged into #25: allowed; "Why?" shows the rack after the move and the rules' own words.
    ask_move(page, 17, "discard", "exchange", slot=25)
    hasbro = move_verdict(page, "hasbro")
    assert hasbro.locator(".verdict").inner_text() == words["yes"]
    assert badges(hasbro.locator(".reasons .rule")) == ["R-TURN-DISCARD-MUST", "R-TURN-SAME-SLOT"]
    hasbro.locator(".why summary").click()
    hasbro.locator(".why-body .rule-list").wait_for()
    assert hasbro.locator(".why-body .slot[data-slot='25'] .card-no").inner_text() == "17"
    assert [s.get_attribute("data-slot") for s in hasbro.locator(".why-body .slot.moved").all()] == ["25"]
    _, rules, _ = api.call("GET", "/v1/rulesets/hasbro", headers={"Accept-Language": language})
    same_slot = next(r for r in rules["rules"] if r["id"] == "R-TURN-SAME-SLOT")
    assert same_slot["text"] in hasbro.locator(".why-body .rule-list").inner_text()  # in the page's language
    phone.check_access()
    shot(page, f"14-rules-corner-move-why-360-{language}")


def test_a_card_outside_an_editions_deck_is_that_editions_answer(page, base_url, page_errors) -> None:
    """Card 45 with two players: no such card in Hasbro's 1-40 deck (the API's 422, citing
    R-DECK); Parker 1992 plays 1-60 and judges the move."""
    page_errors.expect(r"status of 422 .*/v1/check/move")
    page.goto(base_url + "/")
    page.click("#nav-rules")
    page.wait_for_selector("#view-rules:not([hidden]) #rules-pad .key")
    type_rack(page, MOVE_RACK)
    page.wait_for_selector("#rules-result .compare")
    page.click("#rules-move summary")
    ask_move(page, 45, "stock", "exchange", slot=50)
    hasbro = move_verdict(page, "hasbro")
    assert hasbro.locator(".verdict").inner_text() == "Cannot happen here"
    assert hasbro.locator(".reasons").inner_text() == (
        "R-DECK · Deck by players card 45 is not in the 1-40 deck for 2 players")
    parker = move_verdict(page, "parker-1992")
    assert parker.locator(".verdict").inner_text() == "Allowed"
    assert "R-TURN-SAME-SLOT" in parker.locator(".reasons").inner_text()


@pytest.mark.parametrize("language", ["en", "sv", "it"])
def test_every_rule_badge_shows_the_rules_short_title_in_the_pages_language(phone_at, api, language, shot):
    """A bare id (R-SCORE-WIN) says nothing at the table: each badge of a scored round reads
    "R-SCORE-WIN · <its title>", the title as GET /v1/rules words it in the page's language."""
    titles = rule_titles(api, language)
    phone = phone_at(360, language)
    page = phone.page
    phone.start_game(["Ann", "Bo"])
    phone.quick_round("Ann", "Bo", 4)
    shown = page.locator("#result .reasons .rule")
    shown.first.wait_for()
    ids = badges(shown)
    assert "R-SCORE-WIN" in ids
    page.wait_for_function("(n) => [...document.querySelectorAll('#result .reasons .rule')]"
                           ".every((b) => b.textContent.includes(' · '))", arg=len(ids))
    assert shown.all_inner_texts() == [f"{rule} · {titles[rule]}" for rule in ids]
    phone.check_layout()
    shot(page, f"result-rule-badges-{language}")
