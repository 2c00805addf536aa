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
from racko_api.core.forms import OptionSpec
from racko_api.core.restock import Restock
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
    turn_limit: int = 200  # R-TURN-LIMIT: turns a round may last before it ends blocked

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
TURN_LIMITS = (20, 1000)
"""R-TURN-LIMIT: the fewest and the most turns a table may let a round last."""

"""The highest points target a table may set: ten times the usual 500 and more, and still a
game that ends within a sheet's rounds."""


def _int(name: str, low: int, high: int, description: str = "") -> OptionSpec:
    return OptionSpec(name, "int", low, high, description=description)


def _enum(name: str, enum: type[StrEnum], description: str = "") -> OptionSpec:
    return OptionSpec(name, "enum", enum=enum, description=description)


def _bool(name: str, description: str = "") -> OptionSpec:
    return OptionSpec(name, "bool", description=description)


OPTION_SPECS: Mapping[str, OptionSpec] = {spec.name: spec for spec in (
    OptionSpec("deck", "deck", 20, FULL_DECK,
               description=f'"{BY_PLAYERS}" (R-DECK) or a fixed top card from 20 to {FULL_DECK}'),
    _int("cards_dealt", 1, 10),
    _enum("deal_order", DealOrder),
    OptionSpec("rack_o_needs_run", "run", 0, 10,
               description="R-RUN3: the run going Rack-O needs (length 0: none), in two-player "
                           "games or all"),
    _enum("loser_scoring", LoserScoring),
    _int("win_points", 0, 10_000),
    _enum("run_bonus", RunBonus),
    _enum("run_bonus_from", RunBonusFrom,
          "R-BONUS for partners: rack_o_player (the Rack-O rack's longest run) or team (the "
          "longest run in either partner's rack)"),
    _int("target", 1, MAX_TARGET, "R-TARGET: the points that end the game"),
    _bool("teams", "R-TEAMS: two teams; see team_rack for whether a team shares one rack"),
    _enum("team_rack", TeamRack,
          "R-TEAMS: each_player (four partners, a rack each, two against two) or shared "
          "(Swedish: two teams of any size, one rack per team, entered as one player)"),
    _bool("open_racks"),
    _enum("restock", Restock),
    _bool("explicit_call"),
    _bool("stock_card_discard",
          "a card drawn from the stock may be discarded (R-TURN-STOCK-MAY); false: it must "
          "replace a rack card or fill an empty slot (R-TURN-STOCK-MUST)"),
    _enum("first_dealer", FirstDealer,
          "R-DEAL: cut_low (low card on a cut deals), high_draw_rotating (highest card drawn "
          "deals) or youngest (the youngest starts: a new game's first_player names that seat, "
          "else one is drawn)"),
    _int("turn_limit", *TURN_LIMITS,
         "R-TURN-LIMIT: the turns a round may last; reached without a Rack-O, the round ends "
         "blocked and every rack scores as a loser's"),
)}
"""Every option's values, written once: `with_options` checks them, the API documents them."""
assert tuple(OPTION_SPECS) == OPTION_NAMES, "one spec per option, in the options' order"


def _is_int(value: object) -> bool:
    return isinstance(value, int) and not isinstance(value, bool)


def _parse_option(name: str, value: Any) -> object:
    """One option from its JSON form; raises ValueError with a message for the client."""
    spec = OPTION_SPECS.get(name)
    if spec is None:
        raise ValueError(tr("is not an option; options are {names}", names=", ".join(OPTION_NAMES)))
    if spec.kind == "int":
        if not _is_int(value) or not spec.low <= value <= spec.high:
            raise ValueError(tr("must be a whole number from {low} to {high}", low=spec.low, high=spec.high))
        return value
    if spec.kind == "enum":
        assert spec.enum is not None
        if value not in spec.choices:
            raise ValueError(tr("must be one of {choices}", choices=", ".join(spec.choices)))
        return spec.enum(value)
    if spec.kind == "bool":
        if not isinstance(value, bool):
            raise ValueError(tr("must be true or false"))
        return value
    if spec.kind == "deck":
        if value == BY_PLAYERS or (_is_int(value) and spec.low <= value <= spec.high):
            return value
        raise ValueError(tr('must be "{by_players}" or a top card from {low} to {high}',
                            by_players=BY_PLAYERS, low=spec.low, high=spec.high))
    return _parse_run(spec, value)


def _parse_run(spec: OptionSpec, value: Any) -> RunRequirement:
    if _is_int(value) and spec.low <= value <= spec.high:  # shorthand: a length for two players
        return RunRequirement(value, RunScope.TWO_PLAYERS)
    if not isinstance(value, Mapping) or set(value) - {"length", "applies_to"}:
        raise ValueError(tr("must be {{length: {low}-{high}, applies_to: two_players|all}}", low=spec.low,
                            high=spec.high))
    length = value.get("length", 3)
    if not _is_int(length) or not spec.low <= length <= spec.high:
        raise ValueError(tr("length must be a whole number from {low} (never) to {high}", low=spec.low,
                            high=spec.high))
    try:
        scope = RunScope(value.get("applies_to", RunScope.TWO_PLAYERS.value))
    except ValueError:
        raise ValueError(tr("applies_to must be two_players or all")) from None
    return RunRequirement(length, scope)




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
    offers_teams: bool = False  # R-TEAMS: the edition's own text lets two teams play it (option teams)

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
                errors.append(FieldError(f"options/{name}", exc.args[0]))  # the Text, not its copy
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

    def ever_needs_run(self) -> bool:
        """R-RUN3: whether some table this ruleset seats needs a run to go Rack-O (never a
        two-player run for four partners)."""
        low, high = self.seats
        return any(self.run_needed(players) for players in range(low, high + 1))

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
                errors=(FieldError(field, tr("must be {low}", low=low) if high == low
                                   else tr("must be from {low} to {high}", low=low, high=high)),),
            )
        assert isinstance(players, int)
        return players
