"""No English sentence left in a Swedish or Italian answer, anywhere a client can reach.

Every endpoint is walked as a client uses it, for both games: sheets kept to the end, whole
virtual games played through a person's seat (its views, the public table, the events polled and
streamed, the advice), and the refusals on the way. Each answer is asked in English, Swedish and
Italian (a write is replayed with its Idempotency-Key); wherever the English answer holds a
sentence, the same place in the other answers must hold other words, with no English word left
among them. Names, numbers, card and rule ids and the rulebooks' own quotations are not sentences
to translate.
"""

from __future__ import annotations

import json
import random
import re
import uuid
from collections.abc import Iterator, Mapping
from typing import Any

import pytest
from flask.testing import FlaskClient

from racko_api.extensions import limiter
from tests.api.games.conftest import Table, bearer, choose

LANGUAGES = ("sv", "it")
SENTENCE = re.compile(r"[A-Za-z]{2,}[ ,:;]+[A-Za-z]{2,}")  # two words of letters, at least
QUOTED = {"source", "sources", "quote", "type"}  # the rulebooks' own words; a problem's URI
NAMES = re.compile(r"(Super )?Rack-O\b.*")  # the game's and the editions' names as titles


def leaves(value: Any, path: str = "") -> Iterator[tuple[str, str]]:
    """(path, text) of every string in an answer, quotations of the rulebooks aside."""
    if isinstance(value, dict):
        for key, item in value.items():
            if key not in QUOTED:
                yield from leaves(item, f"{path}.{key}")
    elif isinstance(value, list):
        for n, item in enumerate(value):
            yield from leaves(item, f"{path}[{n}]")
    elif isinstance(value, str):
        yield path, value


ENGLISH = re.compile(r"\b(the|and|of|is|from|with|pile|goes|into|must|needs|not|for|this|that|to|has|at|"
                     r"least)\b")
QUOTATION = re.compile(r"\"[^\"]*\"|“[^”]*”|'[^']*'|`[^`]*`")  # the rulebooks' words, names, fields


def english_in(text: str) -> list[str]:
    """English words left in a translated sentence, quotations aside (field names such as `card`
    or `row` are not among the words looked for)."""
    return ENGLISH.findall(QUOTATION.sub("", text))


def is_sentence(text: str) -> bool:
    return SENTENCE.search(text) is not None and NAMES.fullmatch(text) is None


class Polyglot:
    """A client that asks everything in three languages and keeps what stayed English."""

    def __init__(self, client: FlaskClient) -> None:
        self.client = client
        self.english: list[str] = []
        self.compared: set[str] = set()  # the English sentences compared

    def compare(self, what: str, english: Any, answers: Mapping[str, Any]) -> None:
        for language, answer in answers.items():
            assert answer.headers.get("Content-Language") == language, (what, dict(answer.headers))
            assert "Accept-Language" in answer.headers.get("Vary", ""), what
            said = dict(leaves(json_of(answer)))
            for path, text in leaves(json_of(english)):
                if is_sentence(text):
                    self.compared.add(text)
                    if said.get(path) == text:
                        self.english.append(f"{language} {what} {path}: {text}")
                    elif english_in(said.get(path, "")):
                        self.english.append(f"{language} {what} {path}: {said[path]} ({text})")

    def ask(self, method: str, path: str, body: Any = None, headers: Mapping[str, str] | None = None,
            replay: bool = False) -> Any:
        """The English answer; the same asked in sv and it (a write replayed by its key)."""
        headers = {**(headers or {}), **({"Idempotency-Key": str(uuid.uuid4())} if replay else {})}
        english = self.client.open(path, method=method, json=body, headers=headers)
        answers = {language: self.client.open(path, method=method, json=body,
                                              headers={**headers, "Accept-Language": language})
                   for language in LANGUAGES}
        for answer in answers.values():
            assert answer.status_code == english.status_code, (path, answer.json, english.json)
        self.compare(f"{method} {path} {english.status_code}", english, answers)
        return english

    def stream(self, path: str, headers: Mapping[str, str] | None = None) -> list[dict[str, Any]]:
        """A stream of something over, read to its end in each language: its events (English)."""
        asked = {}
        for language in ("en", *LANGUAGES):  # each read to its end before the next is opened
            asked[language] = self.client.get(path, headers={
                **(headers or {}), "Accept": "text/event-stream", "Accept-Language": language})
            asked[language].get_data()
        english = asked.pop("en")
        assert english.status_code == 200 and english.mimetype == "text/event-stream"
        self.compare(f"stream {path}", english, asked)
        return json_of(english)["events"]  # type: ignore[no-any-return]


def json_of(answer: Any) -> Any:
    """An answer's JSON; a stream's events as {"events": [...]}."""
    if answer.mimetype == "text/event-stream":
        data = answer.get_data(as_text=True)
        return {"events": [json.loads(line[6:]) for line in data.split("\n") if line.startswith("data: ")]}
    return answer.get_json()


@pytest.fixture()
def polyglot(client: FlaskClient) -> Iterator[Polyglot]:
    asker = Polyglot(client)
    yield asker
    assert len(asker.compared) >= 10, asker.compared  # the walk met sentences to compare
    assert asker.english == [], "English left:\n" + "\n".join(dict.fromkeys(asker.english))


FORBIDDEN = ({"type": "call_rack_o"}, {"type": "discard"}, {"type": "draw_stock"})


def play_through(asker: Polyglot, t: Table, rng: random.Random, limit: int = 600) -> None:
    """Play the person's seat to the end of the game, asking views, advice and events in every
    language on the way, and two refused actions a turn (malformed; forbidden by the rules now)."""
    seat, after = next(iter(t.tokens)), 0
    auth = bearer(t.tokens[seat])
    for _ in range(limit):
        with t.client.application.app_context():
            limiter.reset()  # each turn posts nine actions: three languages, three kinds
        view = asker.ask("GET", f"{t.path}/view", headers=auth).json
        polled = asker.ask("GET", f"{t.path}/events?after={after}", headers=auth).json
        after = polled["last"]
        if view["phase"] == "game_over":
            break
        action = choose(view, rng, "basic")  # the bots have played: it is the person's move
        assert action is not None, view["phase"]
        if action["type"] not in ("deal", "next_round"):
            asker.ask("GET", f"{t.path}/advice", headers=auth)
        malformed = {"type": "exchange", "slot": 99} if t.created["game"] == "rack-o" else {"type": "nope"}
        asker.ask("POST", f"{t.path}/actions", malformed, headers=auth)
        forbidden = next(a for a in FORBIDDEN if a not in view["legal_actions"])  # by the rules, now
        asker.ask("POST", f"{t.path}/actions", forbidden, headers=auth)
        asker.ask("POST", f"{t.path}/actions", action, headers=auth, replay=True)
    else:
        raise AssertionError("the game did not end")
    asker.ask("GET", t.path)
    asker.ask("GET", f"{t.path}/events", headers=auth)
    asker.ask("GET", f"{t.path}/advice", headers=auth)  # refused: the game is over
    asker.stream(f"{t.path}/events", auth)
    asker.stream(f"{t.path}/events")


@pytest.mark.parametrize(("ruleset", "options", "bots"), [
    ("hasbro", {"target": 75}, 1), ("swedish", {"target": 75}, 1), ("super-rack-o", {"target": 1}, 1),
    pytest.param("parker-1992-bonus", {"target": 75}, 2, marks=pytest.mark.slow),  # three seats
    pytest.param("super-rack-o", {"target": 2}, 2, marks=pytest.mark.slow)])  # swaps, reverses
def test_a_whole_virtual_game_speaks_the_readers_language(client: FlaskClient, polyglot: Polyglot,
                                                          ruleset: str, options: dict[str, Any],
                                                          bots: int) -> None:
    seats = [{"name": "Ann"}, *({"name": f"Bot {n}", "bot": "strong"} for n in range(bots))]
    created = polyglot.ask("POST", "/v1/games", {
        "ruleset": ruleset, "options": options, "seed": 5, "seats": seats}, replay=True)
    assert created.status_code == 201, created.json
    body = created.json
    table = Table(client, body["id"], body, {s["seat"]: s["token"] for s in body["seats"] if "token" in s})
    polyglot.ask("GET", f"{table.path}/view")  # no token
    polyglot.ask("GET", f"{table.path}/view", headers=bearer("wrong"))
    ann = bearer(table.tokens[0])
    polyglot.ask("POST", f"{table.path}/actions", {"type": "draw_stock"}, headers=ann)  # R-DEAL: waits
    polyglot.ask("POST", f"{table.path}/contribution", {"contribution": "Ann's dice"}, headers=ann,
                 replay=True)  # deals round 1
    play_through(polyglot, table, random.Random(5))


def test_joining_and_refused_games_speak_the_readers_language(client: FlaskClient,
                                                              polyglot: Polyglot) -> None:
    for ruleset in ("hasbro", "super-rack-o"):
        created = polyglot.ask("POST", "/v1/games", {
            "ruleset": ruleset, "seats": [{"name": "Ann"}, {"name": "Bo"}]}, replay=True)
        assert created.status_code == 201, created.json
        invitation = next(s["invitation"] for s in created.json["seats"] if "invitation" in s)
        path = f"/v1/games/{created.json['id']}"
        polyglot.ask("POST", f"{path}/join", {"invitation": "nope"})
        polyglot.ask("POST", f"{path}/join", {"invitation": invitation})  # without its text
        claim = {"invitation": invitation, "contribution": "Bo's dice"}
        polyglot.ask("POST", f"{path}/join", claim, replay=True)
        polyglot.ask("POST", f"{path}/join", claim)  # used already
        polyglot.ask("GET", f"{path}/advice", headers=bearer(created.json["seats"][0]["token"]))
        polyglot.ask("POST", "/v1/games", {"ruleset": ruleset, "seats": [{"name": "Ann"}] * 9})
        polyglot.ask("POST", "/v1/games", {"ruleset": ruleset, "options": {"target": -1},
                                           "seats": [{"name": "Ann"}, {"name": "Bo"}]})


RACK_O_ROUND = {"rack_o": "Ann", "entries": [{"player": "Ann", "scoring_cards": 10},
                                             {"player": "Bo", "scoring_cards": 2}]}
SUPER_WIN = {"blue": ["B2", "B5", "B9", "B14", "B20", "B26", "B33", "B39"],
             "red": ["R1", "RW", "R8", "R15", "R21", "R30", "R36", "R40"]}


SWEDISH_ROUND = {"rack_o": "Ann", "entries": [
    {"player": "Ann", "rack": [1, 5, 9, 12, 19, 24, 33, 41, 50, 60]},
    {"player": "Bo", "rack": [14, 2, 3, 4, 6, 7, 8, 10, 11, 13]}]}


@pytest.mark.parametrize(("ruleset", "target", "good", "bad"), [
    ("hasbro", 150, RACK_O_ROUND, {"rack_o": "Ann", "entries": [{"player": "Ann", "scoring_cards": 11}]}),
    ("swedish", 150, SWEDISH_ROUND, {"rack_o": "Bo", "entries": [{"player": "Ann", "rack": [1, 1, 1]}]}),
    ("swedish", 150, SWEDISH_ROUND, {"rack_o": "Ann", "entries": [  # a sequence of one card
        SWEDISH_ROUND["entries"][0], {"player": "Bo", "scoring_cards": 1}]}),
    ("super-rack-o", 2, {"winner": "Ann", "rack": SUPER_WIN},
     {"winner": "Ann", "rack": {**SUPER_WIN, "red": SUPER_WIN["blue"]}}),
])
def test_a_sheet_kept_to_the_end_speaks_the_readers_language(
        polyglot: Polyglot, ruleset: str, target: int, good: dict[str, Any], bad: dict[str, Any]) -> None:
    created = polyglot.ask("POST", "/v1/scoresheets", {"ruleset": ruleset, "players": ["Ann", "Bo"],
                                                       "options": {"target": target}}, replay=True)
    assert created.status_code == 201, created.json
    path, auth = f"/v1/scoresheets/{created.json['id']}", bearer(created.json["edit_token"])
    polyglot.ask("POST", f"{path}/rounds", bad, headers=auth, replay=True)
    polyglot.ask("POST", f"{path}/rounds", good, headers={**auth, "Idempotency-Key": "x" * 300})
    for _ in range(3):
        added = polyglot.ask("POST", f"{path}/rounds", good, headers=auth, replay=True)
        assert added.status_code == 201, added.json
        etag = polyglot.ask("GET", path).headers["ETag"]
        if added.json.get("winner"):
            break
    polyglot.ask("PUT", f"{path}/rounds/1", good, headers=auth)  # no If-Match
    polyglot.ask("PUT", f"{path}/rounds/1", good, headers={**auth, "If-Match": '"1"'})
    polyglot.ask("PUT", f"{path}/rounds/1", bad, headers={**auth, "If-Match": etag})
    polyglot.ask("PUT", f"{path}/rounds/9", good, headers={**auth, "If-Match": etag})
    polyglot.ask("GET", f"{path}/rounds/1")
    polyglot.ask("GET", f"{path}/rounds/9")
    polyglot.ask("GET", f"{path}/events")
    polyglot.ask("POST", f"{path}/rounds", good, headers=bearer("wrong"))
    polyglot.stream(f"{path}/events")
    polyglot.ask("DELETE", f"{path}/rounds/last", headers={**auth, "If-Match": '"1"'})
    polyglot.ask("GET", path)


def test_the_stateless_answers_speak_the_readers_language(polyglot: Polyglot) -> None:
    for case in ("/v1/rulesets", "/v1/rulesets/super-rack-o", "/v1/rulesets/italian", "/v1/rules",
                 "/v1/rules/S-SWAP", "/v1/rules/R-TEAMS", "/v1/rules/nope", "/v1/games/nope",
                 "/v1/scoresheets/nope/events"):
        polyglot.ask("GET", case)
    super_hand = {"ruleset": "super-rack-o", "blue": SUPER_WIN["blue"], "red": SUPER_WIN["red"]}
    for body in (super_hand, {**super_hand, "red": ["RS", *SUPER_WIN["red"][1:]]},
                 {**super_hand, "red": ["RR", *SUPER_WIN["red"][1:]]},
                 {**super_hand, "red": ["R99", *SUPER_WIN["red"][1:]]},
                 {"ruleset": "italian", "players": 2, "rack": [1, 2, 3, 4, 5, 6, 7, 8, 9, 41]}):
        polyglot.ask("POST", "/v1/check/rack", body)
    red_with_swap = ["R1", "R7", "R8", "SWAP", "R21", "R30", "R36", "R40"]
    blue_1, red_4 = {"side": "blue", "row": 1}, {"side": "red", "row": 4}
    for move in ({"card": "SWAP", "taken_from": "discard", "play": "exchange", "slot": blue_1},
                 {"card": "REV", "taken_from": "discard", "play": "exchange", "slot": red_4},
                 {"card": "RW", "taken_from": "discard", "play": "exchange", "slot": red_4},
                 {"card": "B3", "taken_from": "stock", "play": "discard"},
                 {"card": "B3", "taken_from": "stock", "play": "nope"},
                 {"card": "B3", "taken_from": "stock", "play": "discard", "slot": red_4}):
        body = {"ruleset": "super-rack-o", "blue": SUPER_WIN["blue"], "red": red_with_swap, **move}
        polyglot.ask("POST", "/v1/check/move", body)
        polyglot.ask("POST", "/v1/advice", body)
    polyglot.ask("POST", "/v1/check/move", {"ruleset": "hasbro", "players": 2, "blue": SUPER_WIN["blue"]})
    polyglot.ask("POST", "/v1/deals/verify", {"ruleset": "hasbro", "players": 2, "seed": "x"})
