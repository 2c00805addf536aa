"""A ruleset: every option a table may set, under its API name, as one frozen value.

The editions are presets (see presets.py); house rules are a preset with options
overridden through `Ruleset.with_options`.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, fields, replace
from enum import Enum, StrEnum
from typing import Any

from racko_api.core.errors import FieldError, InvalidInput
from racko_api.core.words import tr

GAME = "rack-o"  # the game every edition here plays; Super Rack-O is "super-rack-o"
FULL_DECK = 60


class DealOrder(StrEnum):
    BACK_TO_FRONT = "back_to_front"  # first card into #50 (R-DEAL)
    RANDOM = "random"  # random slots (Swedish, R-DEAL)


class RunScope(StrEnum):
    TWO_PLAYERS = "two_players"
    ALL = "all"


class LoserScoring(StrEnum):
    LEADING_RUN_X5 = "leading_run_x5"  # R-SCORE-LEAD
    LONGEST_SEQUENCE_X10 = "longest_sequence_x10"  # R-SCORE-LONGEST


class RunBonus(StrEnum):
    OFF = "off"
    LONGEST = "longest"  # R-BONUS as the rulebooks say
    SUM_OF_RUNS = "sum_of_runs"  # house rule: every run of 3+ earns its bonus


class Restock(StrEnum):
    TURN_OVER = "turn_over"  # R-RESTOCK
    SHUFFLE = "shuffle"


class RunBonusFrom(StrEnum):
    """R-BONUS with partners: whose rack the longest run is counted in."""

    RACK_O_PLAYER = "rack_o_player"  # the rack that went Rack-O (Decision)
    TEAM = "team"  # the longest run in either partner's rack


class TeamRack(StrEnum):
    """R-TEAMS: partners with a rack each (Hasbro, Italian) or a team sharing one (Swedish)."""

    EACH_PLAYER = "each_player"
    SHARED = "shared"


class FirstDealer(StrEnum):
    CUT_LOW = "cut_low"  # Hasbro: low card on a cut deals
    YOUNGEST = "youngest"  # Swedish: the youngest player starts
    HIGH_DRAW_ROTATING = "high_draw_rotating"  # Italian: highest card deals, rotates each round


BY_PLAYERS = "by_players"


@dataclass(frozen=True)
class RunRequirement:
    """R-RUN3: going Rack-O needs a run of `length` (0 = never) in `applies_to` games."""

    length: int = 3
    applies_to: RunScope = RunScope.TWO_PLAYERS

    def needed(self, players: int) -> int:
        """The run length needed to go Rack-O in a game of this many players (0: none)."""
        if self.applies_to is RunScope.TWO_PLAYERS and players != 2:
            return 0
        return self.length


@dataclass(frozen=True)
class Options:
    """Every option a table may set; names are the API's names."""

    deck: int | str = BY_PLAYERS  # "by_players" (R-DECK) or a fixed top card
    cards_dealt: int = 10
    deal_order: DealOrder = DealOrder.BACK_TO_FRONT
    rack_o_needs_run: RunRequirement = RunRequirement()
    loser_scoring: LoserScoring = LoserScoring.LEADING_RUN_X5
    win_points: int = 75
    run_bonus: RunBonus = RunBonus.OFF
    run_bonus_from: RunBonusFrom = RunBonusFrom.RACK_O_PLAYER
    target: int = 500
    teams: bool = False
    team_rack: TeamRack = TeamRack.EACH_PLAYER
    open_racks: bool = False
    restock: Restock = Restock.TURN_OVER
    explicit_call: bool = False
    stock_card_discard: bool = True  # R-TURN-STOCK-MAY; false: R-TURN-STOCK-MUST (Swedish)
    first_dealer: FirstDealer = FirstDealer.CUT_LOW

    def to_dict(self) -> dict[str, Any]:
        """JSON-ready form, the same shape `with_options` accepts."""
        out: dict[str, Any] = {}
        for f in fields(self):
            value = getattr(self, f.name)
            if isinstance(value, Enum):
                value = value.value
            elif isinstance(value, RunRequirement):
                value = {"length": value.length, "applies_to": value.applies_to.value}
            out[f.name] = value
        return out


OPTION_NAMES: tuple[str, ...] = tuple(f.name for f in fields(Options))

MAX_TARGET = 20_000
"""The highest points target a table may set: ten times the usual 500 and more, and still a
game that ends within a sheet's rounds."""
_INT_RANGES = {"cards_dealt": (1, 10), "win_points": (0, 10_000), "target": (1, MAX_TARGET)}
_ENUMS: dict[str, type[Enum]] = {
    "deal_order": DealOrder,
    "loser_scoring": LoserScoring,
    "run_bonus": RunBonus,
    "run_bonus_from": RunBonusFrom,
    "team_rack": TeamRack,
    "restock": Restock,
    "first_dealer": FirstDealer,
}
_BOOLS = ("teams", "open_racks", "explicit_call", "stock_card_discard")


def _is_int(value: object) -> bool:
    return isinstance(value, int) and not isinstance(value, bool)


def _parse_option(name: str, value: Any) -> object:
    """One option from its JSON form; raises ValueError with a message for the client."""
    if name in _INT_RANGES:
        low, high = _INT_RANGES[name]
        if not _is_int(value) or not low <= value <= high:
            raise ValueError(f"must be a whole number from {low} to {high}")
        return value
    if name in _ENUMS:
        enum = _ENUMS[name]
        try:
            return enum(value)
        except ValueError:
            raise ValueError("must be one of " + ", ".join(str(m.value) for m in enum)) from None
    if name in _BOOLS:
        if not isinstance(value, bool):
            raise ValueError("must be true or false")
        return value
    if name == "deck":
        if value == BY_PLAYERS or (_is_int(value) and 20 <= value <= FULL_DECK):
            return value
        raise ValueError(f"must be \"{BY_PLAYERS}\" or a top card from 20 to {FULL_DECK}")
    if name == "rack_o_needs_run":
        if _is_int(value) and 0 <= value <= 10:  # shorthand: a length for two-player games
            return RunRequirement(value, RunScope.TWO_PLAYERS)
        if not isinstance(value, Mapping) or set(value) - {"length", "applies_to"}:
            raise ValueError("must be {length: 0-10, applies_to: two_players|all}")
        length = value.get("length", 3)
        if not _is_int(length) or not 0 <= length <= 10:
            raise ValueError("length must be a whole number from 0 (never) to 10")
        try:
            scope = RunScope(value.get("applies_to", RunScope.TWO_PLAYERS.value))
        except ValueError:
            raise ValueError("applies_to must be two_players or all") from None
        return RunRequirement(length, scope)
    raise ValueError("is not an option; options are " + ", ".join(OPTION_NAMES))


@dataclass(frozen=True)
class Ruleset:
    """An edition (preset) or a house-rules variant of one."""

    id: str
    title: str
    source: str
    summary: str
    options: Options
    players: tuple[int, int] = (2, 4)
    overrides: tuple[str, ...] = ()  # names of options a table changed (house rules)

    @property
    def is_house_rules(self) -> bool:
        return bool(self.overrides)

    def with_options(self, overrides: Mapping[str, Any] | None) -> Ruleset:
        """This preset with options overridden; every bad option is named in the error."""
        if not overrides:
            return self
        errors: list[FieldError] = []
        changes: dict[str, Any] = {}
        for name, value in overrides.items():
            try:
                changes[name] = _parse_option(name, value)
            except ValueError as exc:
                errors.append(FieldError(f"options/{name}", str(exc)))
        if errors:
            raise InvalidInput(tr("invalid house-rule options"), errors=tuple(errors))
        names = tuple(sorted(set(self.overrides) | set(changes)))
        return replace(self, options=replace(self.options, **changes), overrides=names)

    def top_card(self, players: int) -> int:
        """R-DECK: the highest card in play for this many players."""
        deck = self.options.deck
        if deck == BY_PLAYERS:
            return {2: 40, 3: 50}.get(players, FULL_DECK)
        assert isinstance(deck, int)
        return deck

    def run_needed(self, players: int) -> int:
        """R-RUN3: run length needed to go Rack-O in a game of `players` (0: no such rule)."""
        return self.options.rack_o_needs_run.needed(players)

    @property
    def shared_team_racks(self) -> bool:
        """R-TEAMS (Swedish): each of the two teams shares one rack and plays as one player."""
        return self.options.teams and self.options.team_rack is TeamRack.SHARED

    @property
    def seats(self) -> tuple[int, int]:
        """How many racks a table has: two teams' racks, four partners' racks, or the players'."""
        if self.options.teams:
            return (2, 2) if self.shared_team_racks else (4, 4)
        return self.players

    def verify_players(self, players: object, field: str = "players") -> int:
        """A rack count this ruleset can seat (R-TEAMS: partners are four, shared-rack teams two)."""
        low, high = self.seats
        if not _is_int(players) or not low <= players <= high:  # type: ignore[operator]
            why = tr("{ruleset} seats", ruleset=self.id)
            if self.options.teams:
                why = (tr("two teams, each sharing one rack") if self.shared_team_racks
                       else tr("partners play two against two"))
            raise InvalidInput(
                tr("{why}: players must be {low}", why=why, low=low) if high == low
                else tr("{why}: players must be {low} to {high}", why=why, low=low, high=high),
                rule="R-TEAMS" if self.options.teams else "R-DECK",
                errors=(FieldError(field, tr("must be from {low} to {high}", low=low, high=high)),),
            )
        assert isinstance(players, int)
        return players
