"""The idempotency store: fingerprints, records found and expired, secrets sealed at rest."""

from __future__ import annotations

from datetime import timedelta

from sqlalchemy import select, text, update

from racko_api.extensions import db
from racko_api.store import idempotency
from racko_api.store.clock import utcnow
from racko_api.store.idempotency import IdempotencyRecord, Reply

SCOPE = "POST /v1/things"


def test_fingerprint_ignores_key_order_and_spacing_but_not_values() -> None:
    one = idempotency.fingerprint({"a": 1, "b": [1, 2], "c": {"x": None}})
    assert one == idempotency.fingerprint({"c": {"x": None}, "b": [1, 2], "a": 1})
    assert one != idempotency.fingerprint({"a": 1, "b": [2, 1], "c": {"x": None}})
    assert one != idempotency.fingerprint({"a": True, "b": [1, 2], "c": {"x": None}})


def test_a_saved_answer_is_found_with_its_body_version_and_whether_it_created(app) -> None:
    reply = Reply({"id": "x1", "n": [1, 2]}, 7, created=True)
    with app.app_context():
        idempotency.save(SCOPE, "key-1", "f" * 64, reply, ttl_hours=24)
        db.session.commit()
        found = idempotency.find(SCOPE, "key-1", "f" * 64)
        assert found is not None and found.same_request
        assert (found.reply.body, found.reply.version, found.reply.created) == (
            {"id": "x1", "n": [1, 2]}, 7, True)
        assert not idempotency.find(SCOPE, "key-1", "e" * 64).same_request  # type: ignore[union-attr]
        assert idempotency.find(SCOPE, "key-2", "f" * 64) is None
        assert idempotency.find("POST /v1/other", "key-1", "f" * 64) is None


def test_keys_and_sealed_fields_are_not_stored_in_clear(app) -> None:
    secret = "s3cret-token-value-that-only-the-client-may-see"
    with app.app_context():
        idempotency.save(SCOPE, "my-key", "f" * 64, Reply({"token": secret, "id": "thing-x1"}, 1,
                                                           sealed=("token",)), ttl_hours=24)
        db.session.commit()
        raw = " ".join(str(row) for row in db.session.execute(text("SELECT * FROM idempotency_keys")))
        assert secret not in raw and "my-key" not in raw and "thing-x1" in raw
        found = idempotency.find(SCOPE, "my-key", "f" * 64)
        assert found is not None and found.reply.body == {"token": secret, "id": "thing-x1"}


def test_an_expired_key_is_forgotten_and_purged(app) -> None:
    with app.app_context():
        for key in ("old", "new"):
            idempotency.save(SCOPE, key, "f" * 64, Reply(None, 3), ttl_hours=24)
        db.session.execute(update(IdempotencyRecord)
                           .where(IdempotencyRecord.key_hash == idempotency.key_hash("old"))
                           .values(expires_at=utcnow() - timedelta(minutes=1)))
        db.session.commit()
        assert idempotency.purge_expired() == 1
        db.session.commit()
        assert len(db.session.scalars(select(IdempotencyRecord)).all()) == 1
        assert idempotency.find(SCOPE, "new", "f" * 64) is not None
        db.session.execute(update(IdempotencyRecord).values(expires_at=utcnow() - timedelta(minutes=1)))
        assert idempotency.find(SCOPE, "new", "f" * 64) is None


def test_a_claim_takes_a_free_key_once_and_an_expired_one_again(app) -> None:
    first, second = Reply({"n": 1}, 1, created=True), Reply({"n": 2}, 1, created=True)
    with app.app_context():
        assert idempotency.claim(SCOPE, "k", "f" * 64, first, ttl_hours=24) is True
        db.session.commit()
        assert idempotency.claim(SCOPE, "k", "e" * 64, second, ttl_hours=24) is False
        db.session.rollback()
        found = idempotency.find(SCOPE, "k", "f" * 64)
        assert found is not None and found.reply.body == {"n": 1}
        db.session.execute(update(IdempotencyRecord).values(expires_at=utcnow() - timedelta(minutes=1)))
        db.session.commit()
        assert idempotency.claim(SCOPE, "k", "e" * 64, second, ttl_hours=24) is True
        db.session.commit()
        found = idempotency.find(SCOPE, "k", "e" * 64)
        assert found is not None and found.same_request and found.reply.body == {"n": 2}


def test_a_record_kept_by_an_earlier_build_replays_with_its_version(app) -> None:
    """Records made before answers kept their version kept the ETag header instead."""
    with app.app_context():
        idempotency.save(SCOPE, "old-build-key-0001", "f" * 64, Reply({"n": 1}, 4), ttl_hours=24)
        db.session.execute(update(IdempotencyRecord).values(status=201,
                                                            headers={"ETag": '"4"', "Location": "/x"}))
        db.session.commit()
        found = idempotency.find(SCOPE, "old-build-key-0001", "f" * 64)
        assert found is not None and (found.reply.version, found.reply.created) == (4, True)


def test_without_secret_key_keys_are_hashed_under_a_secret_the_database_keeps(tmp_path) -> None:
    """No SECRET_KEY: the first write makes a random secret in the database, which every process
    using that database then shares, so a retry on any of them replays."""
    import hashlib
    import hmac
    import uuid

    from flask_migrate import upgrade

    from racko_api.store.app_secret import AppSecret
    from tests.ops.helpers import make_app

    app = make_app(SECRET_KEY=None, SQLALCHEMY_DATABASE_URI=f"sqlite:///{tmp_path / 'secret.sqlite3'}")
    with app.app_context():
        upgrade()
    client, key = app.test_client(), str(uuid.uuid4())
    body = {"ruleset": "hasbro", "players": ["Ann", "Bo"]}
    first = client.post("/v1/scoresheets", json=body, headers={"Idempotency-Key": key})
    again = client.post("/v1/scoresheets", json=body, headers={"Idempotency-Key": key})
    assert first.status_code == again.status_code == 201
    assert again.headers["Idempotent-Replayed"] == "true" and again.get_json() == first.get_json()
    with app.app_context():
        (kept,) = db.session.scalars(select(AppSecret)).all()
        (record,) = db.session.scalars(select(IdempotencyRecord)).all()
        assert len(bytes.fromhex(kept.value)) == 32
        assert record.key_hash == hmac.new(kept.value.encode(), key.encode(), hashlib.sha256).hexdigest()
        db.session.remove()
        db.engine.dispose()
