"""What a use case refuses, in the domain's words; `api/errors.py` gives each its HTTP status.

A move the rules forbid is the core's `IllegalMove`, and bad input its `InvalidInput`; these are
the refusals about resources: not there, not yours, not in a state for this, changed since read.
"""

from __future__ import annotations

from racko_api.core.words import tr


class ServiceError(Exception):
    """A refused use case; `detail` says why in words a client can act on."""

    def __init__(self, detail: str) -> None:
        super().__init__(detail)
        self.detail = detail


class NotFound(ServiceError):
    """No such resource (or part of one)."""


class Forbidden(ServiceError):
    """The credentials given do not allow this on this resource."""


class Conflict(ServiceError):
    """The resource is not in a state that allows this (nothing to undo, say)."""


class VersionMismatch(ServiceError):
    """The resource is no longer at the version the client expected; `current` is where it is."""

    def __init__(self, current: int) -> None:
        super().__init__(tr("the resource has changed since you read it; it is now at version "
                            "{current}: read it again and retry", current=current))
        self.current = current


class KeyReused(ServiceError):
    """An idempotency key sent again with a different request."""


class TooManyStreams(ServiceError):
    """This client holds as many open streams as one client may (STREAMS_PER_CLIENT): 429."""

    def __init__(self, detail: str, retry_after: int) -> None:
        super().__init__(detail)
        self.retry_after = retry_after


class Busy(ServiceError):
    """This server holds as many open streams as it may; polling answers the same (503)."""

    def __init__(self, detail: str, retry_after: int) -> None:
        super().__init__(detail)
        self.retry_after = retry_after
