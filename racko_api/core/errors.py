"""The two kinds of domain error, each naming the rule of the catalogue that is the reason.

`InvalidInput` is malformed input (a rack of 9 cards, a card outside the deck);
`IllegalMove` is well-formed input that the rules forbid right now.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from typing import Any


@dataclass(frozen=True)
class FieldError:
    """One bad field: where it is (a JSON-pointer-like path) and what is wrong."""

    field: str
    message: str
    rule: str | None = None


class RulesError(Exception):
    """Base of every domain error; `rule` is a rule id such as ``R-RACKO``."""

    def __init__(
        self, message: str, *, rule: str | None = None, errors: tuple[FieldError, ...] = ()
    ) -> None:
        super().__init__(message)
        self.message = message
        self.rule = rule
        self.errors = errors


class InvalidInput(RulesError):
    """The input cannot be a position of this game (answered as 422)."""


class IllegalMove(RulesError):
    """The input is a real position, but the rules forbid this now (answered as 409/422)."""


@dataclass(frozen=True)
class Reason:
    """One line of an explanation: the rule and what it says about this case."""

    rule: str
    text: str


def passes(verify: Callable[..., object], *args: Any) -> bool:
    """True when `verify(*args)` refuses nothing: the `can_` form of a `verify_` function."""
    try:
        verify(*args)
    except RulesError:
        return False
    return True


__all__ = ["FieldError", "IllegalMove", "InvalidInput", "Reason", "RulesError", "passes"]
