"""A reason tied to one slot of a double rack: which side, which row, which card, which rule."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from racko_api.core.errors import FieldError, Reason
from racko_api.games.super_rack_o.cards import Card, Colour, format_card


@dataclass(frozen=True)
class RowReason:
    """Why the card at `side`/`row` stops a win; `rule` is a Super Rack-O rule id (S-WILD, S-WIN...)."""

    side: Colour
    row: int
    card: Card
    rule: str
    text: str

    @property
    def reason(self) -> Reason:
        return Reason(self.rule, self.text)

    def field_error(self, field: str = "rack") -> FieldError:
        """As a field error pointing at ``rack/<side>/<index>`` (index 0 is row 1)."""
        return FieldError(f"{field}/{self.side.value}/{self.row - 1}", self.text, self.rule)

    def to_dict(self) -> dict[str, Any]:
        return {"side": self.side.value, "row": self.row, "card": format_card(self.card),
                "rule": self.rule, "text": self.text}
