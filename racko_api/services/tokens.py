"""Edit and seat tokens: `secrets.token_urlsafe(32)` (256 random bits), shown once, kept as SHA-256.

For a random token that long a plain hash is as strong as a slow one.
"""

from __future__ import annotations

import hashlib
import hmac
import secrets

from racko_api.core.words import tr

from .errors import Forbidden


def new_token() -> str:
    return secrets.token_urlsafe(32)


def hash_token(token: str) -> str:
    return hashlib.sha256(token.encode()).hexdigest()


def matches(presented: str, stored_hash: str) -> bool:
    """Whether the presented token hashes to the stored hash (compared in constant time)."""
    return hmac.compare_digest(hash_token(presented), stored_hash)


def verify_token(presented: str, stored_hash: str) -> None:
    """Forbidden unless the presented token is the one whose hash is stored."""
    if not matches(presented, stored_hash):
        raise Forbidden(tr("the edit token is not the one for this resource"))
