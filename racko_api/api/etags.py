"""A resource's ETag: its version number as a strong entity tag, `"<version>"`."""


def etag_for(version: int) -> str:
    return f'"{version}"'
