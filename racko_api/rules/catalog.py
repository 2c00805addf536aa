"""Every rule of RULES.md with its stable id, its text, and the editions that say it."""

from __future__ import annotations

from dataclasses import dataclass
from enum import Enum


class Source(Enum):
    """The texts the rules come from (files in shared/seeds, and RULES.md itself)."""

    HASBRO = "Hasbro / Milton Bradley rulebook"
    PARKER_1992 = "Parker Brothers 1992 reprint, summary with house rules"
    SWEDISH = "Swedish edition (Rack-O regler)"
    ITALIAN = "Italian edition (Rack-O regole)"
    SUPER = "Super Rack-O rulebook"
    DECISION = "RULES.md decision where the texts are silent"


@dataclass(frozen=True)
class Rule:
    id: str
    title: str
    text: str
    sources: tuple[Source, ...]


_H, _P, _S, _I, _SU, _D = (
    Source.HASBRO,
    Source.PARKER_1992,
    Source.SWEDISH,
    Source.ITALIAN,
    Source.SUPER,
    Source.DECISION,
)

RULES: dict[str, Rule] = {
    r.id: r
    for r in (
        Rule("R-RACK", "The rack", "A rack has 10 slots labelled #5 to #50, listed low end first; "
             "cards are unique numbers.", (_H, _P, _S, _I)),
        Rule("R-DECK", "Deck by players", "Hasbro and Italian: 2 players use cards 1-40, 3 use 1-50, "
             "4 use 1-60. Parker 1992 house rule and Swedish: always 1-60.", (_H, _P, _S, _I)),
        Rule("R-DEAL", "Deal order", "Hasbro, Parker and Italian: the first card dealt goes into #50, "
             "then #45 ... #5. Swedish: cards go into random slots.", (_H, _P, _S, _I)),
        Rule("R-QUICK", "Quick start (Swedish Bonus)", "Racks start with 5 cards in 5 random slots; a "
             "taken card may go into an empty slot with nothing discarded; Rack-O needs all 10 slots "
             "filled and ascending; an empty slot breaks a sequence when scoring.", (_S, _D)),
        Rule("R-TURN", "A turn", "Take the top card of the stock or of the discard pile, then exchange "
             "or discard as the rules below say. Play passes clockwise, starting left of the dealer.",
             (_H, _P, _S, _I)),
        Rule("R-TURN-DISCARD-MUST", "Discard must be exchanged", "A card taken from the discard pile "
             "must be exchanged for one card of the rack; it may not be thrown straight back.",
             (_H, _P, _I)),
        Rule("R-TURN-STOCK-MAY", "Stock card: exchange or discard", "A card taken from the stock may be "
             "exchanged for one card of the rack, or discarded.", (_H, _P, _I)),
        Rule("R-TURN-SAME-SLOT", "Same slot", "The new card goes into the slot the old card left; the "
             "old card goes face up on the discard pile.", (_H,)),
        Rule("R-TURN-NO-REARRANGE", "No rearranging", "Two rack cards may never be swapped with each "
             "other, and no multiple or combined exchanges are allowed.", (_P,)),
        Rule("R-RESTOCK", "Stock runs out", "When the stock is used up the discard pile is turned over "
             "(not shuffled) as the new stock.", (_H, _P, _D)),
        Rule("R-RACKO", "Going Rack-O", "A player goes Rack-O with all 10 cards strictly increasing from "
             "#5 to #50; the round ends at once.", (_H, _P, _S, _I)),
        Rule("R-RUN", "Consecutive run", "A run is a stretch of adjacent slots whose numbers are "
             "consecutive integers (13, 14, 15); only the longest run of a rack counts.", (_H, _P, _I)),
        Rule("R-RUN3", "Run of 3 to go Rack-O", "A player may not go Rack-O without a run of at least 3 "
             "consecutive numbers: in two-player games (Hasbro, Italian), or in every game (a Parker "
             "1992 variation).", (_H, _P, _I)),
        Rule("R-WAIT", "Waiting to call", "In the Bonus variant a player whose rack is in order may keep "
             "playing to build a run; going Rack-O is then an explicit call.", (_H, _P)),
        Rule("R-SCORE-WIN", "Rack-O score", "The player who goes Rack-O scores 75: 5 points for each of "
             "the 10 cards and 25 for going Rack-O.", (_H, _P, _S, _I)),
        Rule("R-SCORE-LEAD", "Leading run (other players)", "Every other player scores 5 points a card "
             "from slot #5 onward while each card is higher than the one before; the count stops at the "
             "first card lower than its predecessor. A loser whose rack is wholly in order scores 50, "
             "not 75.", (_H, _P, _I)),
        Rule("R-SCORE-LONGEST", "Longest ascending sequence (Swedish)", "Every other player scores 10 "
             "points a card of the longest stretch of adjacent slots in ascending order, anywhere in "
             "the rack; a sequence needs at least 2 cards, and a rack with none scores 0.", (_S, _D)),
        Rule("R-BONUS", "Run bonus", "Only the player who goes Rack-O scores a bonus for the longest "
             "run: 3 cards +50, 4 +100, 5 +200, 6 or more +400.", (_H, _P, _I)),
        Rule("R-TARGET", "Target", "The game ends after the round in which someone reaches the target "
             "(500 classic, 300 Swedish, 200 Swedish Bonus); the highest total wins and an exact tie "
             "for highest plays another round.", (_H, _P, _S, _I, _D)),
        Rule("R-TEAMS", "Partners", "Four players play two against two; partners' round scores are "
             "added and the team reaches the target together.", (_H, _S, _I)),
        Rule("R-OPEN", "Open racks (Swedish)", "Every rack is shown openly to the other players.", (_S,)),
        Rule("S-DECK", "Super Rack-O deck", "Two decks, blue and red, each with number cards 1-40 and 5 "
             "wild cards of its colour; 10 swap cards and 8 reverse cards in all: 108 cards. Each "
             "number card exists once per colour, so a rack holding a card twice, a sixth wild of a "
             "colour, an eleventh swap or a ninth reverse cannot be.", (_SU, _D)),
        Rule("S-DEAL", "Super Rack-O deal", "16 cards each, one at a time, zigzag from row 8 blue, row 8 "
             "red, row 7 blue ... to row 1 red.", (_SU,)),
        Rule("S-TURN", "Super Rack-O turn", "From the draw pile exchange or discard; from the discard pile "
             "you must exchange. Swap and reverse cards may not be taken from the discard pile; wilds "
             "may.", (_SU,)),
        Rule("S-WILD", "Wild cards", "A wild is legal only on the side of its colour and stands for any "
             "whole number 1-40 that keeps its side strictly increasing, never a fraction. The player "
             "names the value; a naming that is not a whole number 1-40, or that breaks the order of "
             "its side, is not legal.", (_SU,)),
        Rule("S-SWAP", "Swap card", "Name an opponent and a row 1-8; that opponent moves the red card of "
             "that row to the blue side and the blue card to the red.", (_SU,)),
        Rule("S-REVERSE", "Reverse card", "The target of a swap may answer at once with a reverse card "
             "naming a row: the swap is cancelled, the reverser refills the emptied slot from the draw "
             "pile, and the swapper must switch the named row instead. A reverse can itself be reversed "
             "the same way, back and forth: then the reverse just played is cancelled, and its player "
             "must switch the row the new reverse names.",
             (_SU,)),
        Rule("S-WIN", "Super Rack-O", "8 blue cards ascending on the blue side and 8 red cards ascending "
             "on the red side, wilds taking legal values; a swap or reverse card in the rack, or a card "
             "on the wrong colour's side, means no win.", (_SU,)),
    )
}


def rule(rule_id: str) -> Rule:
    """The rule with this id; a KeyError names a typo in the code, never user input."""
    return RULES[rule_id]
