"""What a scoresheet of one kind of game does with a new sheet and a round, for the sheet service.

Each game's `Kind` holds its `SheetKind`; every sheet keeps the same totals, standing and round
documents, so the sheet service never asks which kind it holds.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from typing import Any, Protocol

from racko_api.core.errors import FieldError, InvalidInput
from racko_api.core.names import name_key
from racko_api.core.words import tr

TEAM_JOIN = " & "


def team_name(team: Sequence[str]) -> str:
    """A team as a sheet names it: its members joined ("Ann & Bo")."""
    return TEAM_JOIN.join(team)


class SheetRow(Protocol):
    """What a sheet kind reads of a stored sheet."""

    ruleset: str
    options: dict[str, Any]
    players: list[str]
    teams: list[list[str]] | None


@dataclass(frozen=True)
class NewSheet:
    """A new sheet as checked: its game, ruleset id, players in seat order, teams and target."""

    game: str
    ruleset: str
    players: list[str]
    teams: list[list[str]] | None
    target: int


class SheetKind(Protocol):
    """What a sheet of one kind of game does; `target_rule` is the rule a won game cites."""

    @property
    def game(self) -> str: ...

    @property
    def target_rule(self) -> str: ...

    @property
    def max_target(self) -> int:
        """The largest target a sheet of this game may set (points, or wins)."""
        ...

    @property
    def counts_wins(self) -> bool:
        """A round's result is who won it (wins, won), not each player's points (points, rack_o)."""
        ...

    def new_sheet(self, body: Mapping[str, Any]) -> NewSheet:
        """The sheet a create request describes, its defaults filled in; InvalidInput naming why not."""
        ...

    def score(self, sheet: SheetRow, body: Mapping[str, Any]) -> dict[str, Any]:
        """A round as typed, scored (JSON-ready); another kind's round form is refused."""
        ...

    def document(self, sheet: SheetRow, number: int, body: Mapping[str, Any],
                 result: Mapping[str, Any], totals: Mapping[str, int]) -> dict[str, Any]:
        """Round `number` as the API shows it, with the running totals after it."""
        ...


def bad_field(field: str, message: str, rule: str | None = None) -> InvalidInput:
    """Malformed input naming one field (and the rule it breaks, if any)."""
    return InvalidInput(message, rule=rule, errors=(FieldError(field, message, rule),))


def unique_players(body: Mapping[str, Any]) -> list[str]:
    """A create request's players in seat order; a name given twice, in any case, is refused."""
    players = list(body["players"])
    keys = [name_key(name) for name in players]
    for i, name in enumerate(players):
        first = players[keys.index(keys[i])]
        if first == name and players.index(name) != i:
            raise bad_field(f"players/{i}", tr("player {name!r} appears twice; names are unique in a "
                                               "sheet", name=name))
        if first != name:
            raise bad_field(f"players/{i}", tr("players {first!r} and {name!r} differ only in case; "
                                               "names are unique in a sheet", first=first, name=name))
    return players


__all__ = ["TEAM_JOIN", "NewSheet", "SheetKind", "SheetRow", "bad_field", "team_name", "unique_players"]
