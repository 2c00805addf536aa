"""Idempotency-Key: a retried POST replays its first answer and changes nothing."""

from __future__ import annotations

import uuid
from datetime import timedelta

from sqlalchemy import func, select, update

from racko_api.extensions import db
from racko_api.store.clock import utcnow
from racko_api.store.idempotency import IdempotencyRecord, guessable
from racko_api.store.scoresheets import Scoresheet

ROUND = {"rack_o": "Ann", "entries": [{"player": "Ann", "scoring_cards": 10},
                                      {"player": "Bo", "scoring_cards": 3}]}
OTHER = {"rack_o": "Bo", "entries": [{"player": "Ann", "scoring_cards": 2},
                                     {"player": "Bo", "scoring_cards": 10}]}


def test_the_same_key_twice_adds_one_round_and_replays_the_answer(new_sheet) -> None:
    sheet = new_sheet()
    first = sheet.post_round(ROUND, key="round-1-5f0c2e9a7b314d86")
    assert first.status_code == 201 and "Idempotent-Replayed" not in first.headers
    with sheet.unchanged():
        again = sheet.post_round(ROUND, key="round-1-5f0c2e9a7b314d86")
    assert again.status_code == 201
    assert again.headers["Idempotent-Replayed"] == "true"
    assert again.get_json() == first.get_json()
    assert again.get_data() == first.get_data()  # byte for byte: stored as it was sent
    assert again.headers["Location"] == first.headers["Location"] == f"{sheet.url}/rounds/1"
    assert again.headers["ETag"] == first.headers["ETag"]
    assert sheet.read().get_json()["round_count"] == 1


def test_the_same_body_in_another_key_order_is_the_same_request(new_sheet) -> None:
    sheet = new_sheet()
    sheet.post_round(ROUND, key="k-5f0c2e9a7b314d86")
    reordered = {"entries": [{"scoring_cards": 10, "player": "Ann"},
                             {"scoring_cards": 3, "player": "Bo"}], "rack_o": "Ann"}
    assert sheet.post_round(reordered, key="k-5f0c2e9a7b314d86").headers.get("Idempotent-Replayed") == "true"


def test_the_same_key_with_another_body_is_422_and_changes_nothing(new_sheet) -> None:
    sheet = new_sheet()
    sheet.post_round(ROUND, key="round-1-5f0c2e9a7b314d86")
    with sheet.unchanged():
        reused = sheet.post_round(OTHER, key="round-1-5f0c2e9a7b314d86")
    assert reused.status_code == 422
    assert reused.mimetype == "application/problem+json"
    assert reused.get_json()["errors"][0]["field"] == "Idempotency-Key"


def test_without_a_key_every_post_is_a_new_round(new_sheet) -> None:
    sheet = new_sheet()
    assert sheet.post_round(ROUND).status_code == 201
    assert sheet.post_round(ROUND).status_code == 201
    assert sheet.totals() == {"Ann": 150, "Bo": 30}


def test_a_key_belongs_to_one_sheet(new_sheet) -> None:
    one, two = new_sheet(), new_sheet()
    assert one.post_round(ROUND, key="shared-5f0c2e9a7b314d86").status_code == 201
    answer = two.post_round(OTHER, key="shared-5f0c2e9a7b314d86")
    assert answer.status_code == 201 and "Idempotent-Replayed" not in answer.headers
    assert two.totals() == {"Ann": 10, "Bo": 75}


def test_a_refused_request_leaves_no_key_behind(new_sheet) -> None:
    sheet = new_sheet()
    bad = {"rack_o": "Ann", "entries": [{"player": "Ann", "scoring_cards": 10}]}
    assert sheet.post_round(bad, key="fix-and-retry-5f0c2e9a7b314d86").status_code == 422
    fixed = sheet.post_round(ROUND, key="fix-and-retry-5f0c2e9a7b314d86")
    assert fixed.status_code == 201 and "Idempotent-Replayed" not in fixed.headers


def test_a_replay_after_the_game_was_won_still_replays(new_sheet) -> None:
    sheet = new_sheet(target=75)
    won = sheet.post_round(ROUND, key="winning-5f0c2e9a7b314d86")
    assert won.get_json()["winner"] == "Ann"
    again = sheet.post_round(ROUND, key="winning-5f0c2e9a7b314d86")
    assert again.status_code == 201 and again.get_json() == won.get_json()


NEW_SHEET_KEY = "5d7c0b1e-2f4a-4c3b-9e8d-7b314d86a0f1"


def test_creating_a_sheet_twice_with_one_key_makes_one_sheet(app, client) -> None:
    body = {"ruleset": "swedish", "players": ["Ann", "Bo"]}
    first = client.post("/v1/scoresheets", json=body, headers={"Idempotency-Key": NEW_SHEET_KEY})
    again = client.post("/v1/scoresheets", json=body, headers={"Idempotency-Key": NEW_SHEET_KEY})
    assert first.status_code == again.status_code == 201
    assert again.headers["Idempotent-Replayed"] == "true"
    assert again.get_json() == first.get_json()  # the edit token too: the phone may have lost it
    assert again.headers["Location"] == first.headers["Location"]
    changed = client.post("/v1/scoresheets", json={**body, "target": 200},
                          headers={"Idempotency-Key": NEW_SHEET_KEY})
    assert changed.status_code == 422
    with app.app_context():
        assert db.session.scalar(select(func.count()).select_from(Scoresheet)) == 1


def test_keys_live_at_least_a_day_then_expire(app, new_sheet) -> None:
    sheet = new_sheet()
    sheet.post_round(ROUND, key="old-5f0c2e9a7b314d86")
    with app.app_context():
        records = db.session.scalars(select(IdempotencyRecord)).all()
        assert records and all(r.expires_at - r.created_at >= timedelta(hours=24) for r in records)
        db.session.execute(update(IdempotencyRecord).values(expires_at=utcnow() - timedelta(seconds=1)))
        db.session.commit()
    fresh = sheet.post_round(ROUND, key="old-5f0c2e9a7b314d86")
    assert fresh.status_code == 201 and "Idempotent-Replayed" not in fresh.headers
    assert sheet.read().get_json()["round_count"] == 2


def test_a_malformed_key_is_422(new_sheet) -> None:
    sheet = new_sheet()
    with sheet.unchanged():
        for key in ("two words and more", "k" * 256, "k", "fifteen-chars-k"):
            answer = sheet.post_round(ROUND, headers={**sheet.auth(), "Idempotency-Key": key})
            assert answer.status_code == 422
            (error,) = answer.get_json()["errors"]
            assert error["field"] == "Idempotency-Key"
            assert "16 to 255" in error["message"] and "UUID" in error["message"]


def test_a_guessable_key_cannot_replay_another_clients_new_sheet(client) -> None:
    """The attack: a key of 16 printable characters (or any that is not random) could be guessed
    by a second client, who would get the first's edit token in the replay. A creation takes
    only a random UUID (version 4: 122 random bits)."""
    body = {"ruleset": "hasbro", "players": ["Ann", "Bo"]}
    for key in ("a", "0123456789abcdef", "k" * 255, "sheet-of-ann-and-bo-2026-12-01",
                "00000000-0000-0000-0000-000000000000",            # not version 4
                "0b8f5c1e-7d2a-1b7e-9a51-3c6d2f1e8a90",            # version 1: a clock, not random
                "0b8f5c1e-7d2a-4b7e-7a51-3c6d2f1e8a90",            # not the RFC variant
                "{0b8f5c1e-7d2a-4b7e-9a51-3c6d2f1e8a90}"):
        answer = client.post("/v1/scoresheets", json=body, headers={"Idempotency-Key": key})
        assert answer.status_code == 422, key
        assert "edit_token" not in answer.get_data(as_text=True)
        (error,) = answer.get_json()["errors"]
        assert error["field"] == "Idempotency-Key" and "random UUID" in error["message"]
        game = client.post("/v1/games", json={"ruleset": "hasbro", "seats": [
            {"name": "Ann"}, {"name": "Bot", "bot": "basic"}]}, headers={"Idempotency-Key": key})
        assert game.status_code == 422 and "token" not in game.get_data(as_text=True)
        table = client.post("/v1/tables", json={"name": "Fridays", "players": ["Ann", "Bo"]},
                            headers={"Idempotency-Key": key})
        assert table.status_code == 422 and "token" not in table.get_data(as_text=True)
        assert "a sheet, a table or a game" in table.get_json()["errors"][0]["message"]
    made = client.post("/v1/scoresheets", json=body, headers={"Idempotency-Key": str(uuid.uuid4())})
    assert made.status_code == 201


ORDERLY_KEYS = ("00000000-0000-4000-8000-000000000000", "aaaaaaaa-aaaa-4aaa-aaaa-aaaaaaaaaaaa",
                "FFFFFFFF-FFFF-4FFF-BFFF-FFFFFFFFFFFF", "12345678-1234-4567-8901-234567890123",
                "98765432-1098-4765-8321-098765432109", "00000000-0000-4000-8000-000000000001",
                "00000000-0000-4000-8000-000000000042", "00000000-0000-4000-8000-000000012345",
                "11111111-2222-4333-8444-555555555555")
CREATIONS = {"/v1/scoresheets": {"ruleset": "hasbro", "players": ["Ann", "Bo"]},
             "/v1/games": {"ruleset": "hasbro", "seats": [{"name": "Ann"}, {"name": "Bot", "bot": "basic"}]},
             "/v1/tables": {"name": "Thursdays", "players": ["Ann", "Bo"]}}


def test_a_creation_refuses_a_uuid4_whose_digits_are_visibly_not_random(client) -> None:
    """A key that matches the pattern but that a person typed or a counter made (a run of one
    digit, a count, zeros and a small number) can be guessed as well as a short one: refused
    by every creation, with words that say to make it random, and nothing made."""
    for path, body in CREATIONS.items():
        for key in ORDERLY_KEYS:
            answer = client.post(path, json=body, headers={"Idempotency-Key": key})
            assert answer.status_code == 422, (path, key)
            assert answer.mimetype == "application/problem+json"
            assert "token" not in answer.get_data(as_text=True)
            (error,) = answer.get_json()["errors"]
            assert error["field"] == "Idempotency-Key" and "not random" in error["message"], key
            assert "uuid4" in error["message"]
        assert client.post(path, json=body, headers={"Idempotency-Key": str(uuid.uuid4())}).status_code == 201


def test_the_refusal_is_in_the_requests_language(client) -> None:
    answer = client.post("/v1/scoresheets", json=CREATIONS["/v1/scoresheets"],
                         headers={"Idempotency-Key": ORDERLY_KEYS[0], "Accept-Language": "sv"})
    assert answer.status_code == 422
    (error,) = answer.get_json()["errors"]
    assert "not random" not in error["message"] and "uuid4" in error["message"]


def test_no_random_uuid4_is_taken_for_an_orderly_one() -> None:
    """The rule refuses every key above and none of many random ones."""
    assert all(guessable(key) for key in ORDERLY_KEYS)
    assert not any(guessable(str(uuid.uuid4())) for _ in range(200_000))


def test_a_random_key_is_taken_by_every_creation(client) -> None:
    for _ in range(20):
        for path, body in CREATIONS.items():
            answer = client.post(path, json=body, headers={"Idempotency-Key": str(uuid.uuid4())})
            assert answer.status_code == 201, answer.get_json()


def test_keys_rest_as_keyed_hashes_only(app, client) -> None:
    """A reader of the database sees neither the key nor its plain SHA-256, so it cannot test
    guesses offline; nor the edit token, which is sealed under the key."""
    import hashlib

    key = str(uuid.uuid4())
    made = client.post("/v1/scoresheets", json={"ruleset": "hasbro", "players": ["Ann", "Bo"]},
                       headers={"Idempotency-Key": key}).get_json()
    with app.app_context():
        (record,) = db.session.scalars(select(IdempotencyRecord)).all()
        stored = repr([getattr(record, c.name) for c in IdempotencyRecord.__table__.columns])
    assert key not in stored and hashlib.sha256(key.encode()).hexdigest() not in stored
    assert made["edit_token"] not in stored
