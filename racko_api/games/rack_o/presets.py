"""The built-in editions, each a `Ruleset` value read from its own text."""

from __future__ import annotations

from dataclasses import replace

from racko_api.core.errors import FieldError, InvalidInput
from racko_api.core.words import tr
from racko_api.games.rack_o.ruleset import (
    DealOrder,
    FirstDealer,
    LoserScoring,
    Options,
    Ruleset,
    RunBonus,
    RunRequirement,
    RunScope,
    TeamRack,
)

_CLASSIC = Options()  # Hasbro: 1-40/50/60 by players, back to front, run of 3 with two players
_NO_RUN = RunRequirement(0, RunScope.TWO_PLAYERS)

HASBRO = Ruleset(
    id="hasbro",
    title=tr("Rack-O (Hasbro / Milton Bradley classic)"),
    source="Hasbro rulebook",
    summary=tr("Deck by players (1-40 for two), two players need a run of 3 to go Rack-O, others "
               "score 5 a card of their leading run, to 500."),
    options=_CLASSIC,
)
HASBRO_BONUS = replace(
    HASBRO,
    id="hasbro-bonus",
    title=tr("Bonus Rack-O (Hasbro)"),
    source="Hasbro rulebook, Bonus Rack-O",
    summary=tr("Classic rules plus a bonus of 50 to 400 for the longest run of the player who "
               "goes Rack-O; a player may wait and must call Rack-O."),
    options=replace(_CLASSIC, run_bonus=RunBonus.LONGEST, explicit_call=True),
)
HASBRO_PARTNERS = replace(
    HASBRO,
    id="hasbro-partners",
    title=tr("Partners Rack-O (Hasbro)"),
    source="Hasbro rulebook, Partners Rack-O",
    summary=tr("Four players, two against two; partners' scores are added, the pair to 500 wins."),
    options=replace(_CLASSIC, teams=True),
    players=(4, 4),
)
PARKER_1992 = Ruleset(
    id="parker-1992",
    title=tr("Rack-O (Parker Brothers 1992, all 60 cards)"),
    source="Parker Brothers 1992 reprint, a player's summary",
    summary=tr("Always the full 1-60 deck, no run needed to go Rack-O; classic scoring to 500."),
    options=replace(_CLASSIC, deck=60, rack_o_needs_run=_NO_RUN),
)
PARKER_1992_BONUS = replace(
    PARKER_1992,
    id="parker-1992-bonus",
    title=tr("Rack-O with the BONUS VARIATION (Parker Brothers 1992, all 60 cards)"),
    source="Parker Brothers 1992 reprint, a player's summary, BONUS VARIATION",
    summary=tr("The Parker rules with the poster's all-60 deck, plus a bonus of 50 to 400 for the "
               "winner's longest run; a "
               'player may wait and must call Rack-O. The text\'s "some may variate" line (no '
               "call without a run of 3) is the option rack_o_needs_run {{length: 3, applies_to: "
               "all}}."),
    options=replace(PARKER_1992.options, run_bonus=RunBonus.LONGEST, explicit_call=True),
)
SWEDISH = Ruleset(
    id="swedish",
    title=tr("Rack-O (Swedish edition)"),
    source="Swedish edition (Rack-O regler)",
    summary=tr("Cards dealt into random slots, racks open to all, a card from the stock must "
               "replace a rack card, others score 10 a card of their longest ascending sequence, "
               "to 300; two teams may play, each sharing one rack (option teams)."),
    options=replace(
        _CLASSIC,
        deck=60,
        deal_order=DealOrder.RANDOM,
        rack_o_needs_run=_NO_RUN,
        loser_scoring=LoserScoring.LONGEST_SEQUENCE_X10,
        target=300,
        open_racks=True,
        first_dealer=FirstDealer.YOUNGEST,
        stock_card_discard=False,
        team_rack=TeamRack.SHARED,
    ),
    offers_teams=True,
)
SWEDISH_BONUS = replace(
    SWEDISH,
    id="swedish-bonus",
    title=tr("Bonus-Rack-O (Swedish edition)"),
    source="Swedish edition (Rack-O regler), Bonus-Rack-O variant",
    summary=tr("Swedish rules with a quick start: 5 cards in random slots, fill the rest, to 200."),
    options=replace(SWEDISH.options, cards_dealt=5, target=200),
)
ITALIAN = Ruleset(
    id="italian",
    title=tr("Rack-O (Italian edition)"),
    source="Italian edition (Rack-O regole)",
    summary=tr("Classic rules; the highest card drawn deals first, the player to the dealer's left "
               "starts, and the deal rotates each round."),
    options=replace(_CLASSIC, first_dealer=FirstDealer.HIGH_DRAW_ROTATING),
)
ITALIAN_PARTNERS = replace(
    ITALIAN,
    id="italian-partners",
    title=tr("Rack-O in partners (Italian edition)"),
    source="Italian edition (Rack-O regole), partners variation",
    summary=tr("Two against two with scores added; the side that goes Rack-O earns the bonus for "
               "the longest run of the Rack-O rack (option run_bonus_from: team counts either "
               "partner's)."),
    options=replace(ITALIAN.options, teams=True, run_bonus=RunBonus.LONGEST),
    players=(4, 4),
)

PRESETS: dict[str, Ruleset] = {
    r.id: r
    for r in (
        HASBRO,
        HASBRO_BONUS,
        HASBRO_PARTNERS,
        PARKER_1992,
        PARKER_1992_BONUS,
        SWEDISH,
        SWEDISH_BONUS,
        ITALIAN,
        ITALIAN_PARTNERS,
    )
}


def get_ruleset(ruleset_id: object, options: dict[str, object] | None = None) -> Ruleset:
    """A preset by id, with house-rule options applied; unknown ids are malformed input."""
    preset = PRESETS.get(ruleset_id) if isinstance(ruleset_id, str) else None
    if preset is None:
        raise InvalidInput(
            tr("unknown ruleset {ruleset_id!r}", ruleset_id=ruleset_id),
            errors=(FieldError("ruleset", tr("must be one of {choices}", choices=", ".join(PRESETS))),),
        )
    return preset.with_options(options)
