"""ETags from a version number, and the conditional headers that name them (RFC 9110 §13.1).

Every write bumps the resource's version, so a strong ETag `"<version>"` names one exact state.
The headers are parsed here into the versions they name (`services.versions.Versions`); the
services compare them with the resource's version.
"""

from __future__ import annotations

from typing import Literal, overload

from werkzeug.http import parse_etags

from racko_api.core.words import tr

from ..services.versions import ANY, Versions
from .errors import ApiError
from .etags import etag_for

__all__ = ["etag_for", "if_match", "if_none_match"]


def _versions(header: str, *, weak: bool) -> Versions:
    tags = parse_etags(header)
    if tags.star_tag:
        return ANY
    return Versions(frozenset(int(tag) for tag in tags.as_set(include_weak=weak)
                              if tag and tag.isascii() and tag.isdigit()))


@overload
def if_match(header: str | None, *, required: Literal[True]) -> Versions: ...
@overload
def if_match(header: str | None, *, required: bool) -> Versions | None: ...


def if_match(header: str | None, *, required: bool) -> Versions | None:
    """The versions If-Match names (strong comparison); None when it is absent and optional,
    428 when it is absent and required."""
    if header:
        return _versions(header, weak=False)
    if required:
        raise ApiError(428, tr("this change needs If-Match with the ETag of the version you read "
                               "(GET the resource for its ETag)"))
    return None


def if_none_match(header: str | None) -> Versions:
    """The versions If-None-Match names (weak comparison): a read of one of them answers 304."""
    return _versions(header, weak=True) if header else Versions()
