"""Every endpoint answers in English, Swedish or Italian by Accept-Language: a representative request
and a representative refusal each, compared with the English answer. The answers are the same but
for the words: numbers, rule ids, field names and the shape stay as they are."""

from __future__ import annotations

import gzip
import re
import uuid
from collections.abc import Iterator
from typing import Any

import pytest
from flask.testing import FlaskClient

HASBRO_RACK = [2, 5, 9, 12, 13, 14, 24, 29, 33, 38]  # a legal Rack-O for two with a run of 3
LOSER = [3, 8, 1, 22, 30, 35, 40, 6, 7, 10]
MOVE = {"ruleset": "hasbro", "players": 2, "rack": [1, 12, 13, 16, 34, 22, 4, 24, 31, 40],
        "card": 17, "taken_from": "stock"}
ROUND = {"ruleset": "hasbro", "racks": [{"player": "Ann", "rack": HASBRO_RACK},
                                        {"player": "Bo", "rack": [4, 6, 15, 21, 17, 22, 30, 31, 32, 40]}]}
SUPER = {"ruleset": "super-rack-o", "blue": ["B1", "B4", "B9", "B12", "B20", "B22", "B30", "B38"],
         "red": ["R2", "R5", "R7", "R11", "R19", "R25", "R33", "R40"]}

# (method, path, body): answers with sentences for a person in them.
ANSWERS = {
    "score": ("POST", "/v1/score", {"ruleset": "hasbro", "players": 2, "rack": LOSER}),
    "compare": ("POST", "/v1/score/compare", {"players": 2, "rack": HASBRO_RACK}),
    "round": ("POST", "/v1/rounds/score", ROUND),
    "check-rack": ("POST", "/v1/check/rack", {"ruleset": "hasbro", "players": 2, "rack": LOSER}),
    "check-super-rack": ("POST", "/v1/check/rack", SUPER),
    "check-move": ("POST", "/v1/check/move", {**MOVE, "play": "exchange", "slot": 25}),
    "check-move-illegal": ("POST", "/v1/check/move", {**MOVE, "taken_from": "discard", "play": "discard"}),
    "check-partial": ("POST", "/v1/check/partial", {"ruleset": "hasbro", "players": 2, "rack_o": True,
                                                    "rack": [2, 5, 9, 12, 15, 18, 24, 29, 33, 38]}),
    "advice": ("POST", "/v1/advice", MOVE),
    "rules": ("GET", "/v1/rules", None),
    "rule": ("GET", "/v1/rules/R-SCORE-LEAD", None),
    "rulesets": ("GET", "/v1/rulesets", None),
    "ruleset": ("GET", "/v1/rulesets/swedish", None),
}

# (method, path, body): refusals, each with a detail and where a field is at fault its message.
REFUSALS = {
    "score-card-outside-the-deck": ("POST", "/v1/score", {"ruleset": "hasbro", "players": 2,
                                                          "rack": [*HASBRO_RACK[:9], 75]}),
    "score-not-an-integer": ("POST", "/v1/score", {"ruleset": "hasbro", "players": "two", "rack": LOSER}),
    "compare-missing-field": ("POST", "/v1/score/compare", {"players": 2}),
    "round-player-twice": ("POST", "/v1/rounds/score", {**ROUND, "racks": [ROUND["racks"][0]] * 2}),
    "check-rack-too-short": ("POST", "/v1/check/rack", {"ruleset": "hasbro", "players": 2, "rack": [1, 2]}),
    "check-super-not-a-card": ("POST", "/v1/check/rack", {**SUPER, "blue": ["B99", *SUPER["blue"][1:]]}),
    "check-move-no-slot": ("POST", "/v1/check/move", {**MOVE, "play": "exchange"}),
    "check-partial-in-another-rack": ("POST", "/v1/check/partial", {
        "ruleset": "hasbro", "players": 2, "rack": [9, *[None] * 9],
        "others": [{"player": "Ann", "rack": [9, *[None] * 9]}]}),
    "advice-out-of-deck": ("POST", "/v1/advice", {**MOVE, "card": 55}),
    "rule-unknown": ("GET", "/v1/rules/R-NOPE", None),
    "ruleset-unknown": ("GET", "/v1/rulesets/nope", None),
    "scoresheet-player-twice": ("POST", "/v1/scoresheets", {"ruleset": "hasbro", "players": ["Ann", "Ann"]}),
    "scoresheet-unknown": ("GET", "/v1/scoresheets/nope", None),
    "game-unknown": ("GET", "/v1/games/nope/view", None),
    "game-no-person": ("POST", "/v1/games", {"ruleset": "hasbro", "seats": [
        {"name": "A", "bot": "basic"}, {"name": "B", "bot": "basic"}]}),
    "not-json": ("POST", "/v1/score", "rack=1,2,3"),
}

# JSON bodies refused before any field is read: not UTF-8, nested too deep, a number too long for
# Python, a string that is no Unicode text.
UNREADABLE_BODIES = {
    "not-utf-8": b'{"ruleset": "hasbro\xff", "players": 2}',
    "nested-too-deep": b'{"rack": ' + b"[" * 70 + b"]" * 70 + b"}",
    "number-too-long": b'{"players": ' + b"9" * 5000 + b"}",
    "lone-surrogate": b'{"ruleset": "\\ud800", "players": 2, "rack": []}',
    "byte-order-mark": b'\xef\xbb\xbf{"ruleset": "hasbro", "players": 2}',
    "broken-json": b'{"ruleset": "hasbro",, "players": 2}',
    "compressed": gzip.compress(b'{"ruleset": "hasbro", "players": 2}'),  # sent as Content-Encoding: gzip
}

SENTENCE_KEYS = {"text", "reason", "title", "summary", "detail", "message", "decision"}
WORD = re.compile(r"[A-Za-zÀ-ÿ]{3,}")


def ask(client: FlaskClient, method: str, path: str, body: Any, language: str) -> Any:
    headers = {"Accept-Language": language}
    if isinstance(body, str):
        return client.open(path, method=method, data=body, headers=headers, content_type="text/plain")
    return client.open(path, method=method, json=body, headers=headers)


def sentences(value: Any, key: str = "") -> Iterator[str]:
    """Every sentence for a person in an answer (the values of the keys that hold words)."""
    if isinstance(value, dict):
        for k, v in value.items():
            yield from sentences(v, k)
    elif isinstance(value, list):
        for v in value:
            yield from sentences(v, key)
    elif isinstance(value, str) and key in SENTENCE_KEYS and len(WORD.findall(value)) >= 2:
        yield value


def skeleton(value: Any) -> Any:
    """The answer without its sentences: what must not change with the language."""
    if isinstance(value, dict):
        return {k: "…" if k in SENTENCE_KEYS and isinstance(v, str) else skeleton(v)
                for k, v in value.items()}
    if isinstance(value, list):
        return [skeleton(v) for v in value]
    return value


def same_but_the_words(client: FlaskClient, method: str, path: str, body: Any, language: str) -> None:
    english = ask(client, method, path, body, "en")
    answer = ask(client, method, path, body, f"{language}, en;q=0.5")
    assert answer.status_code == english.status_code
    assert answer.headers["Content-Language"] == language
    assert "Accept-Language" in answer.headers.get("Vary", "")
    said, source = list(sentences(answer.get_json())), list(sentences(english.get_json()))
    assert source, "the English answer has sentences to compare"
    assert skeleton(answer.get_json()) == skeleton(english.get_json())
    untranslated = [s for s in said if s in source and not s.startswith(("Rack-O", "Super Rack-O"))]
    assert untranslated == [], untranslated


@pytest.mark.parametrize("language", ["sv", "it"])
@pytest.mark.parametrize("case", ANSWERS)
def test_an_answer_is_in_the_language_asked(client: FlaskClient, case: str, language: str) -> None:
    method, path, body = ANSWERS[case]
    assert ask(client, method, path, body, "en").status_code == 200
    same_but_the_words(client, method, path, body, language)


@pytest.mark.parametrize("language", ["sv", "it"])
@pytest.mark.parametrize("case", REFUSALS)
def test_a_refusal_is_in_the_language_asked(client: FlaskClient, case: str, language: str) -> None:
    method, path, body = REFUSALS[case]
    assert ask(client, method, path, body, "en").status_code >= 400
    same_but_the_words(client, method, path, body, language)


def test_the_words_of_the_edition_and_the_plural_forms(client: FlaskClient) -> None:
    method, path, body = REFUSALS["check-partial-in-another-rack"]
    sv = ask(client, method, path, body, "sv").get_json()
    assert sv["errors"][0]["message"] == "#5: kort 9 ligger redan i Anns ställ; varje kort finns bara en gång"
    it = ask(client, method, path, body, "it").get_json()
    assert "rastrelliera di Ann" in it["errors"][0]["message"]
    invalid = ask(client, *REFUSALS["score-not-an-integer"], "sv").get_json()
    assert invalid["errors"] == [{"field": "players", "message": "Inte ett giltigt heltal."}]
    assert invalid["title"] == "Ogiltig indata"


@pytest.mark.parametrize("language", ["sv", "it"])
@pytest.mark.parametrize("case", UNREADABLE_BODIES)
def test_a_body_refused_before_its_fields_are_read_is_refused_in_the_language_asked(
        client: FlaskClient, case: str, language: str) -> None:
    coded = {"Content-Encoding": "gzip"} if case == "compressed" else {}

    def send(asked: str) -> Any:
        return client.post("/v1/score", data=UNREADABLE_BODIES[case], content_type="application/json",
                           headers={"Accept-Language": asked, **coded})

    english, answer = send("en"), send(language)
    assert answer.status_code == english.status_code and english.status_code in (400, 415, 422)
    said, source = list(sentences(answer.get_json())), list(sentences(english.get_json()))
    assert len(said) == len(source) >= 2, source  # the title, the detail and any field's message
    assert [s for s in said if s in source] == [], said


@pytest.mark.parametrize(("language", "one", "two"), [
    ("en", "1 scoring card x 5 = 5", "2 scoring cards x 5 = 10"),
    ("it", "1 carta a punti x 5 = 5", "2 carte a punti x 5 = 10"),
])
def test_a_quick_entry_of_one_card_is_told_in_the_singular(client: FlaskClient, language: str, one: str,
                                                           two: str) -> None:
    made = client.post("/v1/scoresheets", json={"ruleset": "hasbro", "players": ["Ann", "Bo", "Cy"]},
                       headers={"Idempotency-Key": str(uuid.uuid4())}).get_json()
    answer = client.post(f"/v1/scoresheets/{made['id']}/rounds", headers={
        "Authorization": f"Bearer {made['edit_token']}", "Accept-Language": language,
        "Idempotency-Key": str(uuid.uuid4())}, json={"rack_o": "Ann", "entries": [
            {"player": "Ann", "scoring_cards": 10}, {"player": "Bo", "scoring_cards": 1},
            {"player": "Cy", "scoring_cards": 2}]})
    assert answer.status_code == 201, answer.get_json()
    assert [p["reasons"][0]["text"] for p in answer.get_json()["players"][1:]] == [one, two]


@pytest.mark.parametrize(("header", "language"), [
    ("it;q=0.4, sv;q=0.9", "sv"), ("de, it;q=0.1", "it"), ("de, fr", "en"), ("", "en"), ("sv-SE", "sv"),
])
def test_accept_language_with_q_values_and_english_when_nothing_fits(
        client: FlaskClient, header: str, language: str) -> None:
    answer = client.get("/v1/rules/R-RACK", headers={"Accept-Language": header} if header else {})
    assert answer.headers["Content-Language"] == language
