"""A sheet's events, polled (`?after=`) and streamed (Server-Sent Events), on one server or two."""

from __future__ import annotations

import time
import uuid
from typing import Any

from flask import Flask

from tests.api.streams.conftest import Reader, listen

ROUND_ANN = {"rack_o": "Ann", "entries": [{"player": "Ann", "scoring_cards": 10},
                                          {"player": "Bo", "scoring_cards": 2}]}


def _key() -> dict[str, str]:
    return {"Idempotency-Key": str(uuid.uuid4())}


class Sheet:
    def __init__(self, app: Flask, target: int = 200) -> None:
        self.client = app.test_client()
        answer = self.client.post("/v1/scoresheets", headers=_key(), json={
            "ruleset": "hasbro", "players": ["Ann", "Bo"], "options": {"target": target}})
        assert answer.status_code == 201, answer.json
        self.id, self.auth = answer.json["id"], {"Authorization": f"Bearer {answer.json['edit_token']}"}

    def add(self, body: dict[str, Any] = ROUND_ANN) -> Any:
        answer = self.client.post(f"/v1/scoresheets/{self.id}/rounds", json=body,
                                  headers={**self.auth, **_key()})
        assert answer.status_code == 201, answer.json
        return answer

    def etag(self) -> str:
        return self.client.get(f"/v1/scoresheets/{self.id}").headers["ETag"]

    def undo(self) -> None:
        answer = self.client.delete(f"/v1/scoresheets/{self.id}/rounds/last",
                                    headers={**self.auth, "If-Match": self.etag()})
        assert answer.status_code == 200, answer.json

    def correct(self, number: int, body: dict[str, Any]) -> None:
        answer = self.client.put(f"/v1/scoresheets/{self.id}/rounds/{number}", json=body,
                                 headers={**self.auth, "If-Match": self.etag()})
        assert answer.status_code == 200, answer.json

    def events(self, after: int = 0) -> Any:
        return self.client.get(f"/v1/scoresheets/{self.id}/events?after={after}")


def test_every_write_is_an_event_numbered_from_one_and_after_reads_on(app: Flask, conforms) -> None:
    sheet = Sheet(app, target=150)
    sheet.add()                                     # Ann 75
    sheet.correct(1, {"rack_o": "Bo", "entries": [{"player": "Ann", "scoring_cards": 3},
                                                  {"player": "Bo", "scoring_cards": 10}]})
    sheet.undo()
    sheet.add()
    sheet.add()                                     # Ann 150: the game is won
    answer = conforms(sheet.events())
    assert [(e["seq"], e["type"], e["round"]) for e in answer.json["events"]] == [
        (1, "round_added", 1), (2, "round_corrected", 1), (3, "round_undone", 1),
        (4, "round_added", 1), (5, "round_added", 2), (6, "game_won", 2)]
    assert answer.json["events"][1]["players"] == [{"name": "Ann", "total": 15},
                                                   {"name": "Bo", "total": 75}]
    assert answer.json["events"][-1]["winner"] == "Ann"
    assert answer.json["last"] == 6 and answer.json["more"] is False
    later = conforms(sheet.events(after=4)).json
    assert [e["seq"] for e in later["events"]] == [5, 6] and later["after"] == 4
    assert sheet.events(after=6).json["events"] == []
    assert conforms(app.test_client().get("/v1/scoresheets/nope/events")).status_code == 404


def test_an_event_carries_what_a_follower_paints_the_round_as_listed_and_the_standing(
        app: Flask, conforms) -> None:
    """A follower applies an event to the sheet it holds: the round as GET lists it, the totals,
    leaders and version after it are in the event, the same as a read of the sheet then."""
    sheet = Sheet(app, target=150)
    sheet.add()
    after_add = app.test_client().get(f"/v1/scoresheets/{sheet.id}").json
    sheet.correct(1, {"rack_o": "Bo", "entries": [{"player": "Ann", "scoring_cards": 3},
                                                  {"player": "Bo", "scoring_cards": 10}]})
    after_fix = app.test_client().get(f"/v1/scoresheets/{sheet.id}").json
    sheet.undo()
    added, corrected, undone = conforms(sheet.events()).json["events"]
    for event, read in ((added, after_add), (corrected, after_fix)):
        assert event["summary"] == read["rounds"][0]
        assert event["version"] == read["version"] and event["round_count"] == read["round_count"]
        assert (event["leaders"], event["tie_at_target"]) == (read["leaders"], read["tie_at_target"])
    assert added["summary"]["players"][0] == {"player": "Ann", "points": 75, "total": 75,
                                              "rack_o": True, "bonus": 0}
    assert corrected["summary"]["rack_o"] == "Bo" and corrected["leaders"] == ["Bo"]
    assert "summary" not in undone and undone["leaders"] == [] and undone["round_count"] == 0


def test_a_won_sheet_streams_everything_then_ends_and_a_resume_gets_exactly_the_rest(
        servers: tuple[Flask, Flask], readers: list[Reader]) -> None:
    first, second = servers
    sheet = Sheet(first, target=150)
    sheet.add()
    sheet.add()
    whole = listen(second, f"/v1/scoresheets/{sheet.id}/events")
    assert whole.status == 200 and whole.headers["Content-Type"].startswith("text/event-stream")
    assert [e["type"] for e in whole.all()] == ["round_added", "round_added", "game_won"]
    assert whole.ids == [1, 2, 3] and whole.retry is not None
    rest = listen(second, f"/v1/scoresheets/{sheet.id}/events", {"Last-Event-ID": "1"})
    assert [e["seq"] for e in rest.all()] == [2, 3]
    # Last-Event-ID wins over `after` (a browser reconnects to the same URL with it)
    resumed = listen(first, f"/v1/scoresheets/{sheet.id}/events?after=0", {"Last-Event-ID": "2"})
    assert resumed.all() and resumed.ids == [3]
    over = listen(first, f"/v1/scoresheets/{sheet.id}/events", {"Last-Event-ID": "3"})
    assert over.all() == [] and over.status == 204  # an EventSource stops reconnecting
    readers += [whole, rest, resumed, over]


def test_a_round_added_on_one_server_reaches_a_stream_on_the_other_within_a_second(
        servers: tuple[Flask, Flask], readers: list[Reader]) -> None:
    first, second = servers
    sheet = Sheet(first, target=300)
    sheet.add()
    live = listen(second, f"/v1/scoresheets/{sheet.id}/events?after=1")
    readers.append(live)
    time.sleep(0.3)  # the stream is waiting
    for number in (2, 3):
        written = time.monotonic()
        sheet.add()
        event = live.next(timeout=1.0)
        assert time.monotonic() - written < 1.0
        assert (event["seq"], event["type"], event["round"]) == (number, "round_added", number)
    sheet.undo()
    assert live.next(timeout=1.0)["type"] == "round_undone"
    sheet.add()
    sheet.add()                                     # Ann 300: won, and the stream ends
    assert [e["type"] for e in live.all()] == ["round_added", "round_added", "game_won"]
    assert live.ids == [2, 3, 4, 5, 6, 7] and live.error is None


def test_a_quiet_stream_gets_a_comment_every_heartbeat_and_closes_at_its_lifetime(
        servers: tuple[Flask, Flask]) -> None:
    first, _ = servers
    sheet = Sheet(first)
    quiet = listen(first, f"/v1/scoresheets/{sheet.id}/events")
    assert quiet.ended.wait(8) and quiet.error is None  # STREAMS_MAX_SECONDS: 4 s
    assert quiet.ids == [] and 6 <= quiet.comments <= 11  # one each 0.4 s, not one each poll


def test_a_stream_of_a_sheet_that_is_not_there_is_404_problem_json(app: Flask) -> None:
    answer = app.test_client().get("/v1/scoresheets/nope/events",
                                   headers={"Accept": "text/event-stream"})
    assert answer.status_code == 404 and answer.mimetype == "application/problem+json"


def test_a_stream_beyond_the_servers_limit_is_503_with_retry_after(
        servers: tuple[Flask, Flask], readers: list[Reader]) -> None:
    first, _ = servers
    first.config["STREAMS_MAX_OPEN"] = 1
    sheet = Sheet(first)
    readers.append(listen(first, f"/v1/scoresheets/{sheet.id}/events"))
    time.sleep(0.2)
    refused = first.test_client().get(f"/v1/scoresheets/{sheet.id}/events",
                                      headers={"Accept": "text/event-stream"})
    assert refused.status_code == 503 and refused.headers["Retry-After"] == "5"
    assert refused.mimetype == "application/problem+json"
    assert first.test_client().get(f"/v1/scoresheets/{sheet.id}/events").status_code == 200
