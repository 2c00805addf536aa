"""The shuffle of a deal, fixed by a seed text and nothing else (docs/deals.md says it in words).

The seed text's stream of bytes is SHA-256("<seed>:0"), SHA-256("<seed>:1"), ... (the counter in
decimal, all of it UTF-8), one 32-byte block after another. Numbers are read from it four bytes
at a time as unsigned big-endian integers. `below(n)` takes the next number u and answers
u mod n, skipping any u >= 2**32 - (2**32 mod n) so every answer is equally likely. `shuffle`
is Fisher-Yates from the end: for i = len-1 down to 1, swap item i with item below(i + 1).
"""

from __future__ import annotations

import hashlib
from typing import TypeVar

T = TypeVar("T")
_SPAN = 1 << 32


class SeedStream:
    """Uniform whole numbers drawn from a seed text (no state beyond where it has read to)."""

    __slots__ = ("_block", "_counter", "_offset", "_seed")

    def __init__(self, seed: str) -> None:
        self._seed = seed
        self._counter = 0
        self._block = b""
        self._offset = 0

    def _next_word(self) -> int:
        if self._offset == len(self._block):
            self._block = hashlib.sha256(f"{self._seed}:{self._counter}".encode()).digest()
            self._counter += 1
            self._offset = 0
        word = int.from_bytes(self._block[self._offset:self._offset + 4], "big")
        self._offset += 4
        return word

    def below(self, n: int) -> int:
        """A whole number 0 <= k < n, every one equally likely.

        >>> SeedStream("abc").below(10)  # the first word of SHA-256("abc:0"), mod 10
        4
        """
        if not 1 <= n <= _SPAN:
            raise ValueError(f"below() takes 1..2**32, not {n}")
        limit = _SPAN - _SPAN % n
        while True:
            word = self._next_word()
            if word < limit:
                return word % n

    def shuffle(self, items: list[T]) -> None:
        """Fisher-Yates in place: for i from the last index down to 1, swap i and below(i + 1)."""
        for i in range(len(items) - 1, 0, -1):
            j = self.below(i + 1)
            items[i], items[j] = items[j], items[i]


__all__ = ["SeedStream"]
