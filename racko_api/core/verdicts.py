"""The referee's verdicts, one shape for both games: legal or not, and why, rule by rule.

A rack verdict says whether a rack wins (a Rack-O, a Super Rack-O); a move verdict says whether
a play is allowed now and what the rack looks like after it. Each game adds its own detail
(Rack-O: the score; Super Rack-O: the value of each wild) to a rack verdict.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Generic, Protocol, TypeVar


class Cited(Protocol):
    """A line of an explanation: the rule id and what it says about this case."""

    @property
    def rule(self) -> str: ...

    @property
    def text(self) -> str: ...


@dataclass(frozen=True)
class Verdict:
    """`legal` and the reasons for it, each citing a rule of the catalogue."""

    legal: bool
    reasons: tuple[Cited, ...]


RackT = TypeVar("RackT")
CardT = TypeVar("CardT")
SlotT = TypeVar("SlotT")
AfterT = TypeVar("AfterT", bound=Verdict)


@dataclass(frozen=True)
class MoveVerdict(Verdict, Generic[RackT, CardT, SlotT, AfterT]):
    """May the player do this now, why, and what follows: the rack after the move, the card that
    goes face up on the discard pile, the slot the card taken went into, and the rack verdict on
    the rack after (None where the move is refused or the rack after is not known)."""

    rack_after: RackT | None = None
    discarded: CardT | None = None
    slot: SlotT | None = None
    after: AfterT | None = None
    call: Verdict | None = None  # may the player call going out now, once the move is made, and why

    @property
    def wins_after(self) -> bool | None:
        """The rack after the move wins (None when there is no rack verdict after it)."""
        return None if self.after is None else self.after.legal


__all__ = ["Cited", "MoveVerdict", "Verdict"]
