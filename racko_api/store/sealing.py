"""Encryption at rest for what a running game hides: its stored state (every rack, the stock, the
chain's secret end) and the private part of each event (a drawn card, a dealt rack).

Fernet (AES-128-CBC and HMAC-SHA256, from `cryptography`) under a key derived with HKDF from
the app's secret (`store.app_secret`: SECRET_KEY, else the database's own). Rotation: set the new
SECRET_KEY and list the old one in SECRET_KEY_FALLBACKS; rows sealed under any listed key still
open (MultiFernet), every write seals under the new one, and `flask racko reseal` re-seals the
rest at once, after which the old key can go. A row written before sealing (JSON text, which
starts with "{") is read as it is and sealed when next written.
"""

from __future__ import annotations

import base64
from collections.abc import Iterable
from functools import lru_cache

from cryptography.fernet import Fernet, MultiFernet
from cryptography.hazmat.primitives import hashes
from cryptography.hazmat.primitives.kdf.hkdf import HKDF
from flask import current_app

from . import app_secret

PURPOSE = b"racko-api: game state and private events at rest"


def _key(secret: bytes) -> Fernet:
    derived = HKDF(algorithm=hashes.SHA256(), length=32, salt=None, info=PURPOSE).derive(secret)
    return Fernet(base64.urlsafe_b64encode(derived))


@lru_cache(maxsize=8)
def _fernet(secrets: tuple[bytes, ...]) -> MultiFernet:
    return MultiFernet([_key(s) for s in secrets])


def _as_bytes(value: str | bytes) -> bytes:
    return value.encode() if isinstance(value, str) else bytes(value)


def fallbacks(setting: str | Iterable[str | bytes] | None) -> tuple[bytes, ...]:
    """The old keys of SECRET_KEY_FALLBACKS: a list, or one text of keys separated by commas."""
    if not setting:
        return ()
    items = setting.split(",") if isinstance(setting, str) else setting
    return tuple(_as_bytes(item).strip() for item in items if _as_bytes(item).strip())


def keys() -> MultiFernet:
    """The current key first, then every old one that still opens what it sealed."""
    old = fallbacks(current_app.config.get("SECRET_KEY_FALLBACKS"))
    return _fernet((app_secret.secret(), *old))


def seal(text: str) -> str:
    """`text` encrypted and authenticated under the current key, as URL-safe base64."""
    return keys().encrypt(text.encode()).decode()


def unseal(stored: str) -> str:
    """The text `seal` was given; a row written before sealing (JSON) comes back as it is."""
    if stored.startswith("{"):
        return stored
    return keys().decrypt(stored.encode()).decode()


def reseal(stored: str) -> str:
    """The same text sealed under the current key (rotation)."""
    return seal(unseal(stored))
