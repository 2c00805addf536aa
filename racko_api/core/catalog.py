"""The rule catalogue: every rule with its stable id, its text, the editions that say it, and the
Decisions the project takes where a text is loose or silent (each with its reason)."""

from __future__ import annotations

from dataclasses import dataclass

from racko_api.core.sources import Source
from racko_api.core.words import tr


@dataclass(frozen=True)
class Decision:
    """A reading the project settles where the texts leave a point open, and why."""

    decision: str
    reason: str


@dataclass(frozen=True)
class Rule:
    id: str
    title: str
    text: str
    sources: tuple[Source, ...]
    decisions: tuple[Decision, ...] = ()


_H, _P, _S, _I, _SU = (
    Source.HASBRO,
    Source.PARKER_1992,
    Source.SWEDISH,
    Source.ITALIAN,
    Source.SUPER,
)
_D = Decision

RULES: dict[str, Rule] = {
    r.id: r
    for r in (
        Rule("R-RACK", tr("The rack"), tr(
            "A rack has 10 slots labelled #5 to #50, listed low end first; cards are unique numbers."),
             (_H, _P, _S, _I)),
        Rule("R-DECK", tr("Deck by players"), tr(
            "Hasbro: 2 players use cards 1-40, 3 use 1-50, 4 use 1-60. Italian: 4 players use all 60 "
            'cards, 3 use 1-50, 2 use "solo 40 carte". Parker 1992 house rule and Swedish: always 1-60. A '
            "rack holding a card twice, or a card outside the deck in play, cannot exist."),
             (_H, _P, _S, _I), (
                 _D(tr("The Italian two-player game plays cards 1-40."),
                    tr('The text says only "utilizzare solo 40 carte"; with three players it names cards '
                       "1-50, so the 40 are read as the lowest, as in Hasbro's.")),
                 _D(tr("parker-1992 plays the poster's house deck (always 1-60); the printed deck of that "
                       "text is the option deck: by_players."),
                    tr('The Parker text gives both: "Rules stipulate you should only use cards 1-40 for 2 '
                       'players, 1-50 for 3, and all 60 for 4... we use all 60 for all games."')),
                 _D(tr("A rack that cannot exist is refused (422, citing R-DECK or R-RACK) by every "
                       "endpoint alike; a rack that can exist always gets an answer."),
                    tr("One rack must get one verdict, whichever question is asked about it.")),
             )),
        Rule("R-DEAL", tr("Deal order"), tr(
            "Hasbro, Parker and Italian: the first card dealt goes into #50, then #45 ... #5. Swedish: "
            "cards go into random slots."),
             (_H, _P, _S, _I), (
                 _D(tr("Who deals first: Hasbro's low card on a cut and the Italian highest card drawn are "
                       "simulated with a draw per seat; the Swedish youngest player starts, and a virtual "
                       "game draws that seat at random."),
                    tr("A virtual table does not know the players' ages; the draw is recorded.")),
                 _D(tr("The deal passes to the left each round in every edition."),
                    tr("The Italian text says the dealer rotates after each round; the others are silent.")),
                 _D(tr("A virtual game, of either game, deals round 1 only once the creator's seat and "
                       "every invited seat have each contributed a text of their own; until then "
                       "nothing can be played."),
                    tr("The server commits to its seeds before anyone contributes, so a deal mixed with "
                       "those texts can be chosen neither by the server nor by a player (docs/deals.md).")),
             )),
        Rule("R-QUICK", tr("Quick start (Swedish Bonus)"), tr(
            "Racks start with 5 cards in 5 random slots; a taken card may go into an empty slot with "
            "nothing discarded; Rack-O needs all 10 slots filled and ascending; an empty slot breaks a "
            "sequence when scoring."),
             (_S,), (
                 _D(tr("The 5 cards go into 5 random slots, and a taken card may fill an empty slot "
                       "instead of replacing one."),
                    tr("The text says only that players start with 5 cards and must fill the rack with 10 "
                       'in order; the base game places cards at random ("placeras slumpvis").')),
             )),
        Rule("R-TURN", tr("A turn"), tr(
            "Take the top card of the stock or of the discard pile, then exchange or discard as the rules "
            "below say. Play passes clockwise. Hasbro: the player left of the dealer starts; Parker: the "
            "leftmost player goes first; Swedish: the youngest player starts; the Italian text does not "
            "say who starts."),
             (_H, _P, _S, _I), (
                 _D(tr("Play starts left of the dealer in the Hasbro, Parker and Italian presets; a "
                       "Swedish game starts with a seat drawn at random (see R-DEAL)."),
                    tr('Hasbro says "beginning with the player seated to the left of the dealer" and '
                       'Parker "Leftmost goes first"; the Italian text is silent and otherwise follows '
                       'Hasbro; the Swedish "Den yngsta spelaren inleder" needs ages a virtual table does '
                       "not know.")),
             )),
        Rule("R-TURN-DISCARD-MUST", tr("Discard must be exchanged"), tr(
            "A card taken from the discard pile must be exchanged for one card of the rack; it may not be "
            "thrown straight back."),
             (_H, _P, _S, _I)),
        Rule("R-TURN-STOCK-MAY", tr("Stock card: exchange or discard"), tr(
            "A card taken from the stock may be exchanged for one card of the rack, or discarded (option "
            "stock_card_discard: true)."),
             (_H, _P, _I)),
        Rule("R-TURN-STOCK-MUST", tr("Stock card: it must replace a rack card"), tr(
            "A card taken from the stock must replace a card of the rack (or, in Swedish Bonus, fill an "
            "empty slot); it may not be discarded (option stock_card_discard: false)."),
             (_S,), (
                 _D(tr("In Swedish Bonus a stock card may also fill an empty slot."),
                    tr("R-QUICK lets any taken card fill an empty slot; filling one discards nothing.")),
             )),
        Rule("R-TURN-SAME-SLOT", tr("Same slot"), tr(
            "The new card goes into the slot the old card left; the old card goes face up on the discard "
            "pile."),
             (_H, _P, _S, _I), (
                 _D(tr("The Parker, Swedish and Italian texts are read as Hasbro's same slot."),
                    tr('Hasbro says it outright; the others "switch", "ersätta" (replace) and "sostituire" '
                       "(replace) one card with another, which puts it where the old one was.")),
             )),
        Rule("R-TURN-NO-REARRANGE", tr("No rearranging"), tr(
            "Two rack cards may never be swapped with each other, and no multiple or combined exchanges "
            "are allowed."),
             (_P,), (
                 _D(tr("Every edition forbids rearranging, not only Parker's."),
                    tr("Each text lets the taken card replace one rack card and gives no other way to move "
                       "a card; the Parker text only says it outright.")),
             )),
        Rule("R-RESTOCK", tr("Stock runs out"), tr(
            "When the stock is used up the discard pile is turned over (not shuffled) as the new stock."),
             (_H, _P), (
                 _D(tr("The Swedish and Italian editions turn the discard pile over too (option restock: "
                       "shuffle for tables that shuffle it)."),
                    tr("Their texts do not say what happens when the stock runs out.")),
                 _D(tr("Super Rack-O turns the whole discard pile over too, not shuffled, when a card must "
                       "be drawn from an empty draw pile, the refill after a reverse card included."),
                    tr("The Super Rack-O rulebook does not say what happens when the draw pile runs out; "
                       "the engine follows the Rack-O rulebook's \"the Discard pile is turned over, and "
                       'used as the new Stockpile".')),
             )),
        Rule("R-RACKO", tr("Going Rack-O"), tr(
            "A player goes Rack-O with all 10 cards strictly increasing from #5 to #50; the round ends at "
            "once."),
             (_H, _P, _S, _I)),
        Rule("R-RUN", tr("Consecutive run"), tr(
            "A run is a stretch of adjacent slots whose numbers are consecutive integers (13, 14, 15); "
            "only the longest run of a rack counts."),
             (_H, _P, _I)),
        Rule("R-RUN3", tr("Run of 3 to go Rack-O"), tr(
            "A player may not go Rack-O without a run of at least 3 consecutive numbers: in two-player "
            "games (Hasbro, Italian), or in every game (the Parker 1992 variation)."),
             (_H, _P, _I), (
                 _D(tr('The Parker line "Some may variate you cannot even call Rack-o UNTIL you have a run '
                       'of 3" is the option rack_o_needs_run {{length: 3, applies_to: all}}, off in both '
                       "Parker presets."),
                    tr("The text gives it as what some tables do, not as the rule.")),
                 _D(tr("Where R-RUN3 applies, the Rack-O player's quick entry may state its longest run "
                       "(run): a run under 3 is refused citing R-RUN3; without it the round is scored and "
                       "the answer says, citing R-RUN3, that the run went unchecked."),
                    tr("The table saw the rack and a sheet must not refuse a round it watched, but a "
                       "scorekeeper must be able to have the rule checked and must know when it was not.")),
             )),
        Rule("R-WAIT", tr("Waiting to call"), tr(
            "In the Bonus variant a player whose rack is in order may keep playing to build a run; going "
            "Rack-O is then an explicit call."),
             (_H, _P), (
                 _D(tr("Any player whose rack may go Rack-O may call it between turns."),
                    tr("The texts say a player may wait, not when the call is made.")),
             )),
        Rule("R-SCORE-WIN", tr("Rack-O score"), tr(
            "The player who goes Rack-O scores 75. Hasbro, Parker and Italian: 5 points for each of the 10 "
            'cards and 25 for going Rack-O; Swedish: 75 points for winning the round ("tilldelas 75 '
            'poäng").'),
             (_H, _P, _S, _I)),
        Rule("R-SCORE-LEAD", tr("Leading run (other players)"), tr(
            "Every other player scores 5 points a card from slot #5 onward while each card is higher than "
            "the one before; the count stops at the first card lower than its predecessor. A loser whose "
            "rack is wholly in order scores 50, not 75."),
             (_H, _P, _I), (
                 _D(tr('The Italian "cinque punti per ogni carta ... superiore alla carta di fronte" is '
                       "the leading run x5."),
                    tr("Its example, seven cards progressively higher scoring 35, is Hasbro's count.")),
                 _D(tr("A loser whose rack is in order scores 50 where the leading run is counted (Hasbro, "
                       "Parker, Italian); a quick count of 10 is accepted wherever the full rack would be. "
                       "The Swedish count gives such a rack 10 a card of its longest sequence "
                       "(R-SCORE-LONGEST): 100."),
                    tr('The Parker text says so ("losing players only score 50 points even if all their '
                       "cards are in order\"), and nothing in the Hasbro and Italian texts stops a loser's "
                       "rack being in order (nobody noticed, or the player waited); the Swedish text "
                       'counts "10 poäng för varje kort i sekvensen".')),
             )),
        Rule("R-SCORE-LONGEST", tr("Longest ascending sequence (Swedish)"), tr(
            "Every other player scores 10 points a card of the longest stretch of adjacent slots in "
            "ascending order, anywhere in the rack; a sequence needs at least 2 cards, and a rack with "
            "none scores 0."),
             (_S,), (
                 _D(tr("A sequence needs at least 2 cards; a rack with none scores 0."),
                    tr('One card follows no other, and the text gives 0 when "Saknas någon sekvens".')),
             )),
        Rule("R-BONUS", tr("Run bonus"), tr(
            "Only the player who goes Rack-O scores a bonus for the longest run: 3 cards +50, 4 +100, 5 "
            "+200, 6 or more +400."),
             (_H, _P, _I), (
                 _D(tr("Italian partners: the bonus of the team that wins the round is counted from the "
                       "Rack-O player's rack (option run_bonus_from: rack_o_player); run_bonus_from: team "
                       "counts the longest run in either partner's rack."),
                    tr('The text gives the bonus to "la squadra che vince" for runs "nelle loro '
                       'rastrelliere" without saying whose rack; Hasbro and Parker give it to the player '
                       "who goes Rack-O.")),
             )),
        Rule("R-TARGET", tr("Target"), tr(
            "The game ends after the round in which someone reaches the target (500 classic, 300 Swedish, "
            "200 Swedish Bonus); the highest total wins and an exact tie for highest plays another round."),
             (_H, _P, _S, _I), (
                 _D(tr("The highest total wins; an exact tie for the highest plays another round."),
                    tr("The texts name the first to reach the target, but a round scores everyone at once.")),
             )),
        Rule("R-TEAMS", tr("Partners and teams"), tr(
            "Hasbro and Italian: four players, two against two, each with a rack; partners' round scores "
            "are added and the pair reaches the target together. Swedish: two teams that take turns; "
            "members may discuss tactics but may not handle each other's cards, and the points are added "
            "up for the whole team."),
             (_H, _S, _I), (
                 _D(tr("Hasbro and Italian partners sit opposite: seats 1 and 3 against 2 and 4, unless "
                       "the table names the teams."),
                    tr("The texts do not seat the partners.")),
                 _D(tr("Swedish teams are read two ways. With the option teams: true the Swedish presets "
                       "give each team one rack (team_rack: shared), any number of members acting for it "
                       "and the team scoring what its rack scores; team_rack: each_player gives the other "
                       "reading, two teams of two whose members each have a rack of their own and whose "
                       "scores are added up for the team."),
                    tr('The set-up sentences "10 kort ut till varje spelare eller lag" and "ett ställ för '
                       'varje spelare eller lag" give a rack per team; the team-play sentences "får inte '
                       'hantera varandras kort" and "poängen summeras för hela laget" read as members with '
                       "cards of their own whose points are summed.")),
             )),
        Rule("R-OPEN", tr("Open racks (Swedish)"), tr(
            "Every rack is shown openly to the other players."),
             (_S,)),
        Rule("S-DECK", tr("Super Rack-O deck"), tr(
            "Two decks, blue and red, each with number cards 1-40 and 5 wild cards of its colour; 10 swap "
            "cards and 8 reverse cards in all: 108 cards. Each number card exists once per colour, so a "
            "rack holding a card twice, a sixth wild of a colour, an eleventh swap or a ninth reverse "
            "cannot be."),
             (_SU,), (
                 _D(tr("The box holds two decks, blue and red, each with number cards 1-40 and 5 wilds of "
                       "its colour, and 10 swap and 8 reverse cards in all (5 swaps and 4 reverses per "
                       "deck): 108 cards."),
                    tr("The rulebook names the card kinds but not how many of each the box holds.")),
             )),
        Rule("S-DEAL", tr("Super Rack-O deal"), tr(
            "16 cards each, one at a time, zigzag from row 8 blue, row 8 red, row 7 blue ... to row 1 red."),
             (_SU,)),
        Rule("S-TURN", tr("Super Rack-O turn"), tr(
            "From the draw pile exchange or discard; from the discard pile you must exchange. Swap and "
            "reverse cards may not be taken from the discard pile; wilds may."),
             (_SU,)),
        Rule("S-WILD", tr("Wild cards"), tr(
            "A wild is legal only on the side of its colour and stands for any whole number 1-40 that "
            "keeps its side strictly increasing, never a fraction. The player names the value; a naming "
            "that is not a whole number 1-40, or that breaks the order of its side, is not legal."),
             (_SU,)),
        Rule("S-SWAP", tr("Swap card"), tr(
            "Name an opponent and a row 1-8; that opponent moves the red card of that row to the blue side "
            "and the blue card to the red."),
             (_SU,), (
                 _D(tr("A swap is played by exchanging the card taken, from either pile, for a swap card "
                       "of the rack, or at once when it is drawn from the draw pile."),
                    tr('The rulebook says "just draw a card and exchange it with a swap card in your '
                       'rack"; a card taken from the discard pile is drawn too, and nothing limits the '
                       "exchange to a card from the draw pile.")),
                 _D(tr("Exchanging a swap card out of the rack plays it: the player must name an opponent "
                       "and a row 1-8."),
                    tr("The exchange is the way the rulebook plays a swap; a swap card sent unplayed to "
                       "the discard pile could never be used, since it may not be picked up from there.")),
             )),
        Rule("S-REVERSE", tr("Reverse card"), tr(
            "The target of a swap may answer at once with a reverse card naming a row: the swap is "
            "cancelled, the reverser refills the emptied slot from the draw pile, and the swapper must "
            "switch the named row instead. A reverse can itself be reversed the same way, back and forth: "
            "then the reverse just played is cancelled, and its player must switch the row the new reverse "
            "names."),
             (_SU,), (
                 _D(tr("A reverse card exchanged out of the rack on one's own turn is simply discarded, "
                       "with no effect."),
                    tr('A reverse answers a swap or a reverse aimed at its player ("If an opponent plays a '
                       "swap card and orders you...\"); on one's own turn there is nothing to reverse.")),
             )),
        Rule("S-WIN", tr("Super Rack-O"), tr(
            "8 blue cards ascending on the blue side and 8 red cards ascending on the red side, wilds "
            "taking legal values; a swap or reverse card in the rack, or a card on the wrong colour's "
            "side, means no win."),
             (_SU,)),
    )
}


def decisions() -> list[tuple[Rule, Decision]]:
    """Every Decision of the catalogue with its rule, in catalogue order."""
    return [(r, d) for r in RULES.values() for d in r.decisions]


def rule(rule_id: str) -> Rule:
    """The rule with this id; a KeyError names a typo in the code, never user input."""
    return RULES[rule_id]


__all__ = ["RULES", "Decision", "Rule", "Source", "decisions", "rule"]
