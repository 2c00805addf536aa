"""The layer over the generated client (clients/python/racko) against the app served over HTTP:
the README's example runs and type-checks, refusals are typed, a 429 is waited out, a lost answer
is sent again with the same key and counted once, and a stream resumes across disconnects."""

from __future__ import annotations

import json
import random
import subprocess
import sys
import threading
import uuid
from pathlib import Path
from typing import Any

import httpx
import pytest
from flask import Flask
from racko import Conflict, Invalid, Racko, RackoError, Retrying

from racko_api.extensions import limiter

from .conftest import CLIENTS

ROOT = CLIENTS.parents[1]
READMES = {"main": ROOT / "README.md", "client": CLIENTS / "README.md"}


def example(readme: Path) -> str:
    """The README's Python example that uses the layer."""
    return next(block.split("```", 1)[0] for block in readme.read_text().split("```python\n")[1:]
                if "from racko import" in block and "while view.phase" in block)


@pytest.mark.parametrize("readme", sorted(READMES))
def test_the_readme_example_runs(base_url: str, readme: str, capsys: pytest.CaptureFixture[str]) -> None:
    code = example(READMES[readme])
    assert '"http://127.0.0.1:8000"' in code
    exec(code.replace("http://127.0.0.1:8000", base_url), {})  # noqa: S102 - our own README
    assert capsys.readouterr().out.strip().splitlines()[-1] in ("[0]", "[1]")


@pytest.mark.slow
@pytest.mark.parametrize("readme", sorted(READMES))
def test_the_readme_example_plays_twenty_whole_games_without_a_failure(
        base_url: str, readme: str, capsys: pytest.CaptureFixture[str]) -> None:
    """Random legal moves make every game different: twenty in a row end, each with a winner."""
    code = example(READMES[readme]).replace("http://127.0.0.1:8000", base_url)
    for _ in range(20):
        exec(code, {})  # noqa: S102 - our own README
        assert capsys.readouterr().out.strip().splitlines()[-1] in ("[0]", "[1]")


def test_the_quickstart_draws_a_card(base_url: str) -> None:
    readme = READMES["main"].read_text()
    quickstart = readme.split("```python\n", 1)[1].split("```", 1)[0]
    assert readme.index(quickstart) < readme.index("## The two commands")
    scope: dict[str, Any] = {}
    exec(quickstart.replace("http://127.0.0.1:8000", base_url), scope)  # noqa: S102 - our own README
    assert scope["view"].phase == "holding" and scope["view"].hand is not None


def _mypy_strict(*targets: str, cwd: Path) -> subprocess.CompletedProcess[str]:
    """mypy --strict as a user runs it, every module it imports checked too (the layer and the
    generated client)."""
    return subprocess.run([sys.executable, "-m", "mypy", "--strict", "--no-incremental", *targets,
                           str(CLIENTS / "racko"), str(CLIENTS / "racko_client")],
                          env={"MYPYPATH": str(CLIENTS), "PATH": "/usr/bin:/bin"}, cwd=cwd,
                          capture_output=True, text=True, timeout=300)


def test_the_readme_examples_the_layer_and_the_generated_client_type_check_under_mypy_strict(
        tmp_path: Path) -> None:
    for readme, path in READMES.items():
        (tmp_path / f"readme_{readme}.py").write_text(example(path))
    done = _mypy_strict(*sorted(str(p) for p in tmp_path.glob("readme_*.py")), cwd=tmp_path)
    assert done.returncode == 0, done.stdout + done.stderr
    (tmp_path / "wrong.py").write_text(example(READMES["main"]) + "phase: int = view.phase\n")
    wrong = _mypy_strict(str(tmp_path / "wrong.py"), cwd=tmp_path)
    assert wrong.returncode != 0 and "wrong.py" in wrong.stdout  # the check can fail


def _game(api: Racko) -> Any:
    game = api.create_game({"ruleset": "hasbro", "seats": [{"name": "Ann"}, {"name": "Bot", "bot": "basic"}]})
    game.contribute()
    game.read()
    return game


def test_refusals_raise_typed_errors_from_the_problem(base_url: str) -> None:
    game = _game(Racko(base_url))
    with pytest.raises(Conflict) as refused:
        game.play({"type": "discard"})  # nothing in hand yet
    assert refused.value.status == 409 and refused.value.rule and refused.value.title
    assert refused.value.type == f"/v1/rules/{refused.value.rule}"  # the rule that refused it
    with pytest.raises(Invalid) as invalid:
        game.play({"type": "exchange", "slot": 7})
    assert invalid.value.status == 422 and invalid.value.errors  # refused before it was sent
    with pytest.raises(Invalid) as invalid:
        game.play({"type": "exchange", "slot": {"side": "blue", "row": 1}})  # a Super Rack-O slot
    assert invalid.value.status == 422 and invalid.value.errors[0].field == "slot"  # the server said


def test_a_form_the_models_cannot_hold_is_invalid_before_it_is_sent(base_url: str) -> None:
    api = Racko(base_url)
    with pytest.raises(Invalid) as invalid:
        api.create_sheet({"ruleset": "nope", "players": ["Ann", "Bo"]})
    assert invalid.value.status == 422 and "nope" in invalid.value.errors[0].message
    with pytest.raises(Invalid) as invalid:
        api.create_game({"ruleset": "hasbro"})
    assert invalid.value.errors[0].message == "missing 'seats'"
    sheet = api.create_sheet({"ruleset": "hasbro", "players": ["Ann", "Bo"]})
    with pytest.raises(Invalid):
        sheet.add_round({"rack_o": "Ann", "entries": "Ann 75, Bo 5"})
    assert sheet.read().round_count == 0
    game = _game(api)
    with pytest.raises(Invalid) as invalid:
        game.play({"type": "cheat"})
    assert invalid.value.errors[0].message == "no action has the type 'cheat'"


def test_a_value_the_models_cannot_hold_is_refused_naming_its_field(base_url: str) -> None:
    """Not "a value of a kind no field takes": the field, and the value it cannot take."""
    api = Racko(base_url)
    sheet = api.create_sheet({"ruleset": "hasbro", "players": ["Ann", "Bo"]})
    with pytest.raises(Invalid) as invalid:
        sheet.add_round({"rack_o": "Ann", "entries": "Ann 75, Bo 5"})
    assert invalid.value.errors[0].field == "entries" and "'Ann 75, Bo 5'" in (invalid.value.detail or "")
    with pytest.raises(Invalid) as invalid:
        _game(api).play({"type": "exchange", "slot": 3})  # Rack-O's slots are 5 to 50
    assert invalid.value.errors[0].field == "slot"
    assert invalid.value.detail == "slot: 3 is not a value it takes"


def test_a_misspelled_field_is_invalid_not_dropped(base_url: str) -> None:
    """The generated models drop a field they do not have; the layer refuses it as the API would
    ("options/tagret: Unknown field"), so a typo never plays a game to the default target."""
    api = Racko(base_url)
    form = {"ruleset": "hasbro", "seats": [{"name": "Ann"}, {"name": "Bot", "bot": "basic"}]}
    with pytest.raises(Invalid) as invalid:
        api.create_game({**form, "options": {"tagret": 100}})
    assert [(e.field, e.message) for e in invalid.value.errors] == [("options/tagret", "Unknown field.")]
    with pytest.raises(Invalid) as invalid:
        api.create_game({**form, "seats": [{"name": "Ann", "bto": "basic"}, {"name": "Bo"}]})
    assert invalid.value.errors[0].field == "seats/0/bto"
    with pytest.raises(Invalid) as invalid:
        api.create_sheet({"ruleset": "hasbro", "players": ["Ann", "Bo"], "taget": 200})
    assert invalid.value.errors[0].field == "taget"
    game = api.create_game({**form, "options": {"target": 100}})
    assert game.created.table.target == 100
    game.contribute()
    with pytest.raises(Invalid) as invalid:
        game.play({"type": "draw_stock", "slott": 5})
    assert invalid.value.errors[0].field == "slott"
    sheet = api.create_sheet({"ruleset": "hasbro", "players": ["Ann", "Bo"]})
    with pytest.raises(Invalid) as invalid:
        sheet.add_round({"rack_o": "Ann", "entries": [{"player": "Ann", "scoring_cards": 10},
                                                      {"player": "Bo", "scoring_card": 3}]})
    assert invalid.value.errors[0].field == "entries/1/scoring_card"
    assert sheet.read().round_count == 0


def test_a_429_is_waited_out_after_its_retry_after(app: Flask, base_url: str) -> None:
    waited: list[float] = []

    def sleep(seconds: float) -> None:  # the wait, told; meanwhile the limit is lifted
        waited.append(seconds)
        app.config["RATELIMIT_GAME_ACTIONS"] = "600 per minute"

    heard: list[RackoError] = []
    game = _game(Racko(base_url, retrying=Retrying(sleep=sleep, waiting_out=heard.append)))
    app.config["RATELIMIT_GAME_ACTIONS"] = "2 per minute"
    limiter.enabled = True
    try:
        for _ in range(4):
            game.play(random.choice(game.view.legal_actions))
    finally:
        app.config["RATELIMIT_GAME_ACTIONS"] = "600 per minute"
        limiter.enabled = False
    assert len(waited) == 1 and 0 < waited[0] <= 60  # the 429's Retry-After, once
    assert [(e.status, e.retry_after) for e in heard] == [(429, waited[0])]  # and the hook heard of it


class LosesTheFirstAnswer(httpx.BaseTransport):
    """Sends every request on; the first POST's answer is lost on the way back."""

    def __init__(self) -> None:
        self.inner, self.posts, self.lost = httpx.HTTPTransport(), [], False

    def handle_request(self, request: httpx.Request) -> httpx.Response:
        answer = self.inner.handle_request(request)
        if request.method == "POST":
            self.posts.append((request.headers.get("Idempotency-Key"), request.read()))
            if not self.lost:
                self.lost = True
                answer.close()
                raise httpx.ReadError("connection reset", request=request)
        return answer


def test_a_write_whose_answer_was_lost_is_sent_again_with_the_same_key_and_counted_once(
        base_url: str) -> None:
    api = Racko(base_url, retrying=Retrying(sleep=lambda _: None))
    sheet = api.create_sheet({"ruleset": "hasbro", "players": ["Ann", "Bo"]})
    transport = LosesTheFirstAnswer()
    sheet.client.set_httpx_client(httpx.Client(base_url=base_url, transport=transport,
                                               headers={"Authorization": f"Bearer {sheet.client.token}"}))
    added = sheet.add_round({"rack_o": "Ann", "entries": [
        {"player": "Ann", "rack": [2, 7, 13, 14, 15, 21, 28, 34, 36, 40]},
        {"player": "Bo", "scoring_cards": 1}]})
    assert len(transport.posts) == 2 and transport.posts[0] == transport.posts[1]  # same key, same body
    assert added.number == 1
    assert len(sheet.read().rounds) == 1


def test_a_round_queued_with_a_key_of_its_own_counts_once_however_often_it_is_sent(base_url: str) -> None:
    """An app that scores offline keeps each round's key until the server confirms it, as the
    phone page does: sent again later, in another call, the round is replayed, not added."""
    sheet = Racko(base_url).create_sheet({"ruleset": "hasbro", "players": ["Ann", "Bo"]})
    queued = {"rack_o": "Ann", "entries": [
        {"player": "Ann", "rack": [2, 7, 13, 14, 15, 21, 28, 34, 36, 40]},
        {"player": "Bo", "scoring_cards": 1}]}
    key = str(uuid.uuid4())
    first, again = sheet.add_round(queued, key=key), sheet.add_round(queued, key=key)
    assert first.to_dict() == again.to_dict() and len(sheet.read().rounds) == 1


def test_a_stream_yields_typed_events_and_resumes_across_disconnects(threaded_url: str) -> None:
    api = Racko(threaded_url)
    game = api.create_game({"ruleset": "hasbro", "options": {"target": 75},
                            "seats": [{"name": "Ann"}, {"name": "Bot", "bot": "basic"}]})
    game.contribute()
    followed: list[Any] = []
    follower = threading.Thread(target=lambda: followed.extend(game.events()), daemon=True)
    follower.start()
    view, rng = game.read(), random.Random(5)
    while view.phase != "game_over":
        threading.Event().wait(0.01)  # slower than the stream's lifetime now and then
        view = game.play(rng.choice(view.legal_actions))
    follower.join(30)
    assert not follower.is_alive()
    logged = httpx.get(f"{threaded_url}/v1/games/{game.id}/events?after=0",
                       headers={"Authorization": f"Bearer {game.client.token}"}).json()["events"]
    assert [e.to_dict() for e in followed] == logged
    assert type(followed[-1]).__name__ == "GameOverEvent" and followed[-1].version == view.version
    assert json.dumps(logged)  # plain JSON throughout


def test_a_refusal_with_more_faults_than_it_lists_says_how_many_more(base_url: str) -> None:
    sheet = Racko(base_url).create_sheet({"ruleset": "hasbro", "players": ["Ann", "Bo", "Cy"]})
    form = {"rack_o": "Ann", "entries": [{"player": name, "rack": [99] * 10} for name in ("Ann", "Bo", "Cy")]}
    with pytest.raises(Invalid) as invalid:
        sheet.add_round(form)  # 30 cards not in the deck
    sent = httpx.post(f"{base_url}/v1/scoresheets/{sheet.id}/rounds", json=form,
                      headers={"Authorization": f"Bearer {sheet.client.token}"}).json()
    assert len(invalid.value.errors) == 20
    assert invalid.value.errors_not_listed == sent["errors_not_listed"] > 0
    assert invalid.value.errors_not_listed + 20 >= 30  # every bad card, listed or counted


def test_a_friend_joins_with_the_invitation_passed_on_and_plays_only_their_seat(base_url: str) -> None:
    ann = Racko(base_url).create_game({"ruleset": "hasbro", "seats": [{"name": "Ann"}, {"name": "Bob"}]})
    ann.contribute()
    assert ann.created is not None
    invitation = next(s.invitation for s in ann.created.seats if isinstance(s.invitation, str))
    bob = Racko(base_url).join(ann.id, invitation)  # another phone: only the invitation passed on
    assert bob.joined is not None and (bob.joined.seat, bob.joined.waiting_for) == (1, [])  # round 1 dealt
    ann_view, bob_view = ann.read(), bob.read()
    assert (ann_view.seat, bob_view.seat) == (0, 1)
    assert None not in bob_view.rack and set(bob_view.rack).isdisjoint(ann_view.rack)
    assert all(card is None for card in bob_view.known_racks[0])  # Ann's rack stays hidden from Bob
    with pytest.raises(Conflict):
        Racko(base_url).join(ann.id, invitation)  # single use: a third phone cannot take the seat
