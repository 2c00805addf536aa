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


def test_a_saved_answer_is_found_with_its_status_headers_and_body(app) -> None:
    reply = Reply(201, {"id": "x1", "n": [1, 2]}, {"Location": "/v1/things/x1"})
    with app.app_context():
        idempotency.save(SCOPE, "key-1", "f" * 64, reply, ttl_hours=24)
        db.session.commit()
        found = idempotency.find(SCOPE, "key-1", "f" * 64)
        assert found is not None and found.same_request
        assert (found.reply.status, found.reply.body, dict(found.reply.headers)) == (
            201, {"id": "x1", "n": [1, 2]}, {"Location": "/v1/things/x1"})
        assert not idempotency.find(SCOPE, "key-1", "e" * 64).same_request  # type: ignore[union-attr]
        assert idempotency.find(SCOPE, "key-2", "f" * 64) is None
        assert idempotency.find("POST /v1/other", "key-1", "f" * 64) is None


def test_keys_and_sealed_fields_are_not_stored_in_clear(app) -> None:
    secret = "s3cret-token-value-that-only-the-client-may-see"
    with app.app_context():
        idempotency.save(SCOPE, "my-key", "f" * 64, Reply(201, {"token": secret, "id": "thing-x1"},
                                                           sealed=("token",)), ttl_hours=24)
        db.session.commit()
        raw = " ".join(str(row) for row in db.session.execute(text("SELECT * FROM idempotency_keys")))
        assert secret not in raw and "my-key" not in raw and "thing-x1" in raw
        found = idempotency.find(SCOPE, "my-key", "f" * 64)
        assert found is not None and found.reply.body == {"token": secret, "id": "thing-x1"}


def test_an_expired_key_is_forgotten_and_purged(app) -> None:
    with app.app_context():
        for key in ("old", "new"):
            idempotency.save(SCOPE, key, "f" * 64, Reply(200, None), ttl_hours=24)
        db.session.execute(update(IdempotencyRecord)
                           .where(IdempotencyRecord.key_hash == idempotency._key_hash("old"))
                           .values(expires_at=utcnow() - timedelta(minutes=1)))
        db.session.commit()
        assert idempotency.purge_expired() == 1
        db.session.commit()
        assert len(db.session.scalars(select(IdempotencyRecord)).all()) == 1
        assert idempotency.find(SCOPE, "new", "f" * 64) is not None
        db.session.execute(update(IdempotencyRecord).values(expires_at=utcnow() - timedelta(minutes=1)))
        assert idempotency.find(SCOPE, "new", "f" * 64) is None


def test_a_claim_takes_a_free_key_once_and_an_expired_one_again(app) -> None:
    first, second = Reply(201, {"n": 1}), Reply(201, {"n": 2})
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
