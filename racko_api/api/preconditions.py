"""ETags from a version number, and the conditional requests that use them.

Every write bumps the resource's version, so a strong ETag `"<version>"` names one exact state.
A change needs `If-Match` with the current tag (428 when missing, 412 when stale, RFC 9110
§13.1.1); a read with a matching `If-None-Match` answers 304.
"""

from __future__ import annotations

from werkzeug.http import parse_etags

from .errors import ApiError


def etag_for(version: int) -> str:
    return f'"{version}"'


def require_if_match(header: str | None, version: int) -> None:
    """428 without If-Match; 412 unless it names the current version (strong comparison)."""
    if not header:
        raise ApiError(428, "this change needs If-Match with the ETag of the version you read "
                       "(GET the resource for its ETag)")
    tags = parse_etags(header)
    if not (tags.star_tag or tags.contains(etag_for(version).strip('"'))):
        raise ApiError(412, f"the resource has changed since you read it; it is now at "
                       f"ETag {etag_for(version)}: read it again and retry",
                       headers={"ETag": etag_for(version)})


def none_match(header: str | None, version: int) -> bool:
    """True when If-None-Match names the current version (weak comparison): answer 304."""
    if not header:
        return False
    return parse_etags(header).contains_weak(etag_for(version).strip('"'))
