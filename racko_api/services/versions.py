"""The versions a client names in a condition: some version numbers, or any at all."""

from __future__ import annotations

from dataclasses import dataclass

from .errors import VersionMismatch


@dataclass(frozen=True)
class Versions:
    """`numbers`, or every version when `any` (a client that holds some version, whichever)."""

    numbers: frozenset[int] = frozenset()
    any: bool = False

    def __contains__(self, version: object) -> bool:
        return self.any or version in self.numbers

    def require(self, current: int) -> None:
        """VersionMismatch unless `current` is one of these versions."""
        if current not in self:
            raise VersionMismatch(current)


ANY = Versions(any=True)
NO_VERSION = Versions()
