"""POST /v1/check/partial: a rack being typed, card by card, as the phone page checks it."""

from __future__ import annotations

from typing import Any

from flask.testing import FlaskClient

E = None


def _partial(client: FlaskClient, rack: list[Any], players: int = 2, ruleset: str = "hasbro",
             language: str | None = None, **more: Any) -> Any:
    headers = {"Accept-Language": language} if language else {}
    return client.post("/v1/check/partial", headers=headers,
                       json={"ruleset": ruleset, "players": players, "rack": rack, **more})


def test_an_empty_rack_tells_the_deck_and_scores_nothing(client: FlaskClient, conforms: Any) -> None:
    body = conforms(_partial(client, [E] * 10, players=3)).json
    assert (body["top_card"], body["typed"], body["complete"]) == (50, 0, False)
    assert body["score"]["points"] == 0


def test_R_SCORE_LEAD_what_the_cards_typed_so_far_score(client: FlaskClient, conforms: Any) -> None:
    body = conforms(_partial(client, [4, 7, 12, 9, E, E, E, E, E, E],
                             others=[{"player": "Ann", "rack": [1, 2] + [E] * 8}])).json
    assert [s["scored"] for s in body["score"]["slots"]][:5] == [True, True, True, False, False]
    assert (body["score"]["points"], body["typed"]) == (15, 4)
    assert [r["rule"] for r in body["score"]["reasons"]] == ["R-SCORE-LEAD"]


def test_R_DECK_a_card_in_another_rack_is_refused_naming_its_slot(client: FlaskClient, problem: Any) -> None:
    body = problem(_partial(client, [4, 7, 12, 15, E, E, E, E, E, E],
                            others=[{"player": "Ann", "rack": [1, 12] + [E] * 8}]),
                   422, rule="R-DECK", fields=["rack/2"])
    assert body["errors"][0]["message"] == "#15: card 12 is already in Ann's rack; each card exists once"


def test_R_DECK_and_R_RACK_every_card_at_fault_is_named(client: FlaskClient, problem: Any) -> None:
    body = problem(_partial(client, [41, 0, 5, 5] + [E] * 6), 422, rule="R-DECK",
                   fields=["rack/0", "rack/1", "rack/3"])
    assert [e["rule"] for e in body["errors"]] == ["R-DECK", "R-DECK", "R-RACK"]
    assert "1-40" in body["errors"][0]["message"] and "slot #15" in body["errors"][2]["message"]


def test_R_SCORE_WIN_a_complete_rack_of_the_rack_o_player(client: FlaskClient, conforms: Any) -> None:
    body = conforms(_partial(client, [2, 5, 9, 12, 13, 14, 24, 29, 33, 38], rack_o=True)).json
    assert body["complete"] is True and body["rack_o_refusal"] is None
    assert (body["score"]["points"], body["score"]["rack_o"]) == (75, True)


def test_R_RUN3_a_rack_o_without_a_run_says_why(client: FlaskClient, conforms: Any) -> None:
    body = conforms(_partial(client, [2, 5, 9, 12, 15, 18, 24, 29, 33, 38], rack_o=True)).json
    assert body["rack_o_refusal"]["rule"] == "R-RUN3" and body["score"]["rack_o"] is False


def test_refusals_answer_in_the_language_asked(client: FlaskClient, problem: Any) -> None:
    rack, others = [9] + [E] * 9, [{"player": "Ann", "rack": [9] + [E] * 9}]
    sv = _partial(client, rack, others=others, language="sv-SE,sv;q=0.9")
    it = _partial(client, rack, others=others, language="it-IT")
    en = _partial(client, rack, others=others, language="de-DE")
    assert (sv.headers["Content-Language"], it.headers["Content-Language"],
            en.headers["Content-Language"]) == ("sv", "it", "en")
    assert "Accept-Language" in sv.headers["Vary"]
    assert "ställ" in problem(sv, 422, rule="R-DECK")["errors"][0]["message"]
    assert "rastrelliera" in problem(it, 422, rule="R-DECK")["detail"]
    assert "Ann's rack" in problem(en, 422, rule="R-DECK")["errors"][0]["message"]


def test_a_rack_of_nine_slots_is_malformed(client: FlaskClient, problem: Any) -> None:
    problem(_partial(client, [1] * 9), 422, fields=["rack"])


def test_a_player_count_the_ruleset_cannot_seat_is_malformed(client: FlaskClient, problem: Any) -> None:
    problem(_partial(client, [E] * 10, players=2, ruleset="hasbro-partners"), 422, rule="R-TEAMS")


def test_the_rule_catalogue_answers_in_swedish_and_italian(client: FlaskClient, conforms: Any) -> None:
    sv = conforms(client.get("/v1/rules/R-TURN", headers={"Accept-Language": "sv"}))
    it = conforms(client.get("/v1/rulesets/italian", headers={"Accept-Language": "it"}))
    en = conforms(client.get("/v1/rules/R-TURN"))
    assert "dragstack" in sv.json["text"] and "uppsättningshög" in sv.json["text"]
    assert sv.headers["Content-Language"] == "sv" and "Accept-Language" in sv.headers["Vary"]
    assert any("scarti" in r["text"] for r in it.json["rules"]) and it.headers["Content-Language"] == "it"
    assert en.headers["Content-Language"] == "en" and en.json["text"].startswith("Take the top card")
    editions = conforms(client.get("/v1/rulesets", headers={"Accept-Language": "sv-SE"})).json
    assert next(r for r in editions if r["id"] == "swedish")["title"] == "Rack-O (svensk utgåva)"


def test_a_swedish_refusal_puts_the_owner_in_the_genitive_as_swedish_writes_it(client: FlaskClient,
                                                                                problem: Any) -> None:
    """Swedish adds an s to a name ("Annas ställ") but none after s, x or z, and a colon after a
    letter alone or an abbreviation: "Hanss ställ" and "Lag As ställ" were typos in every sentence."""
    said = {}
    for owner in ("Anna", "Hans", "Max", "Lag A"):
        answer = _partial(client, [9] + [E] * 9, others=[{"player": owner, "rack": [9] + [E] * 9}],
                          language="sv")
        said[owner] = problem(answer, 422, rule="R-DECK")["errors"][0]["message"]
    assert [said[o].split(" i ")[1].split(" ställ")[0] for o in said] == ["Annas", "Hans", "Max", "Lag A:s"]
    english = _partial(client, [9] + [E] * 9, others=[{"player": "Hans", "rack": [9] + [E] * 9}])
    assert "Hans's rack" in problem(english, 422, rule="R-DECK")["errors"][0]["message"]
