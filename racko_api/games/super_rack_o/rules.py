"""Super Rack-O's own rule text and the S- rules read from it (the registry adds them to the catalogue).

>>> [r.id for r in SUPER_RACK_O_RULES][:2]
['S-DECK', 'S-DEAL']
"""

from __future__ import annotations

from racko_api.core.catalog import Citation, Decision, Rule
from racko_api.core.sources import Source, Text
from racko_api.core.words import tr

SUPER_RULEBOOK = Source("Super Rack-O rulebook", "super-rack-o-rulebook.txt")

SUPER_RACK_O_TEXTS: tuple[Text, ...] = (
    Text(SUPER_RULEBOOK, tr("English"), ("super-rack-o",),
         tr("The Super Rack-O rulebook: a double rack of blue and red sides, wild, swap and "
            "reverse cards; the first player to line up both sides and call SUPER RACK-O wins the "
            "game. The text has no rounds and gives no points."),
         ("Be the first player to line up 8 red cards in the red side and 8 blue cards in the "
          "blue side of your double rack",
          "there are 5 wild cards in the blue deck and the red deck.",
          'and call out "SUPER RACK-O!"')),
)
"""The one text the edition is read from."""

_SU, _C, _D = SUPER_RULEBOOK, Citation, Decision

SUPER_RACK_O_RULES: tuple[Rule, ...] = (
    Rule("S-DECK", tr("Super Rack-O deck"), tr(
        "Two decks, blue and red, each with number cards 1-40 and 5 wild cards of its colour; 10 swap "
        "cards and 8 reverse cards in all: 108 cards. Each number card exists once per colour, so a "
        "rack holding a card twice, a sixth wild of a colour, an eleventh swap or a ninth reverse "
        "cannot be."),
         (_C(_SU, "there are 40 number cards, numbered from 1 to 40, in the blue deck and the red "
                  "deck."),
          _C(_SU, "there are 5 wild cards in the blue deck and the red deck."),
          _C(_SU, "Swap Cards: there are 10 of these cards"),
          _C(_SU, "Reverse Cards: there are 8 of these cards")), (
             _D(tr("The 5 wild cards are 5 in each deck, blue and red: 10 wilds, and 108 cards in "
                   "the box."),
                tr('"there are 5 wild cards in the blue deck and the red deck" reads as 5 a deck or 5 '
                   'in all; the same words for the number cards ("40 number cards ... in the blue deck '
                   'and the red deck") mean 40 a deck. Read as 5 in all, the box would hold 103 cards '
                   "and a rack could hold no more than 5 wilds; no option gives that. The rulebook "
                   "does not say which deck the swaps and reverses belong to; nothing depends on it.")),
         )),
    Rule("S-DEAL", tr("Super Rack-O deal"), tr(
        "A player is chosen to deal. 16 cards each, one at a time, clockwise, zigzag from row 8 blue, "
        "row 8 red, row 7 blue ... to row 1 red."),
         (_C(_SU, "Choose a player to be the dealer."),
          _C(_SU, "deals 16 cards, one at a time facedown, to each player in a clockwise direction."),
          _C(_SU, "insert cards to fill each row from 8 to 1, left slot first then right slot in a "
                  "zigzag pattern.")), (
             _D(tr("A virtual game draws the first dealer at random; the deal passes to the left at "
                   "each new round."),
                tr('The rulebook says "Choose a player to be the dealer" without saying how, and '
                   "plays a single game (S-WIN).")),
         )),
    Rule("S-TURN", tr("Super Rack-O turn"), tr(
        "The player left of the dealer goes first and play proceeds to the left. From the draw pile "
        "exchange or discard; from the discard pile you must exchange. The new card goes into the slot "
        "the old card left. Swap and reverse cards may not be taken from the discard pile; wilds may."),
         (_C(_SU, "The player to the left of the dealer goes first. Play then proceeds to the left."),
          _C(_SU, "you must insert the new card in the slot from which the old card was taken"),
          _C(_SU, "If you take a card from the discard pile you must exchange it with a card in your "
                  "rack."),
          _C(_SU, "Swap cards may not be picked up from the discard pile."),
          _C(_SU, "Wild cards may be picked up from the discard pile."))),
    Rule("S-WILD", tr("Wild cards"), tr(
        "A wild is legal only on the side of its colour and stands for any whole number 1-40 that "
        "keeps its side strictly increasing, never a fraction. The player names the value; a naming "
        "that is not a whole number 1-40, or that breaks the order of its side, is not legal."),
         (_C(_SU, "A wild card must be in the side of your rack that matches its color to be legally "
                  "used."),
          _C(_SU, "It may be designated to be any whole number from 1 to 40, but it cannot be called "
                  "a fraction."))),
    Rule("S-SWAP", tr("Swap card"), tr(
        "Name an opponent and a row 1-8; that opponent moves the red card of that row to the blue side "
        "and the blue card to the red."),
         (_C(_SU, "call out any opponent's name and any row number from 1 to 8."),
          _C(_SU, "moving the card in the red side of the rack over to the blue side and vice "
                  "versa.")), (
             _D(tr("A swap is played by exchanging the card taken, from either pile, for a swap card "
                   "of the rack, or at once when it is drawn from the draw pile."),
                tr('The rulebook says "just draw a card and exchange it with a swap card in your '
                   'rack"; a card taken from the discard pile is drawn too, and nothing limits the '
                   "exchange to a card from the draw pile.")),
             _D(tr("Exchanging a swap card out of the rack plays it: the player must name an opponent "
                   "and a row 1-8."),
                tr('The rulebook gives one way out of the rack for a swap card, the exchange that '
                   'plays it ("exchange it with a swap card in your rack"). A swap card just drawn '
                   'from the draw pile may be played at once ("you may play it immediately"), so '
                   "it may also be discarded unplayed, as any card drawn may. Read the other way, a "
                   "swap card of the rack could be exchanged and thrown away unplayed; no option "
                   "gives that.")),
         )),
    Rule("S-REVERSE", tr("Reverse card"), tr(
        "The target of a swap may answer at once with a reverse card naming a row: the swap is "
        "cancelled, the reverser refills the emptied slot from the draw pile, and the swapper must "
        "switch the named row instead. A reverse can itself be reversed the same way."),
         (_C(_SU, "you may immediately place a reverse card, faceup, on the discard pile and call out "
                  "a row number."),
          _C(_SU, "Now, as a penalty, your opponent must switch the two cards in the number row you "
                  "just called out."),
          _C(_SU, "You can reverse a reverse card in the same way.")), (
             _D(tr("When a reverse is itself reversed, the swap does not come back: the reverse just "
                   "played is cancelled, and its player must switch the row the new reverse names. "
                   "This can go back and forth."),
                tr('The rulebook says only "You can reverse a reverse card in the same way", and that '
                   "way is to name a row that the other player must switch. Read the other way, "
                   "cancelling a reverse would bring the swap back; no option gives that.")),
             _D(tr("A reverse card exchanged out of the rack on one's own turn is simply discarded, "
                   "with no effect."),
                tr('A reverse answers a swap or a reverse aimed at its player ("If an opponent plays a '
                   "swap card and orders you...\"); on one's own turn there is nothing to reverse.")),
         )),
    Rule("S-WIN", tr("Super Rack-O"), tr(
        "8 blue cards ascending on the blue side and 8 red cards ascending on the red side, wilds "
        "taking legal values; a swap or reverse card in the rack, or a card on the wrong colour's "
        "side, means no win. The first player to have it and call it wins the game."),
         (_C(_SU, "Be the first player to line up 8 red cards in the red side and 8 blue cards in the "
                  "blue side of your double rack, in any combination of increasingly higher cards, "
                  "from lowest in slot 1 to highest in slot 8"),), (
             _D(tr("A sheet or a virtual game of Super Rack-O counts won games, each deal a round, to "
                   "a target of wins (option target, default 1: the rulebook's single game)."),
                tr("The rulebook has no rounds and no points: the first SUPER RACK-O wins the game. "
                   "A table playing several deals needs a count, and wins are the only thing the "
                   "text gives to count.")),
         )),
    Rule("S-CALL", tr("Calling SUPER RACK-O"), tr(
        'A player whose double rack is a Super Rack-O (S-WIN) calls "SUPER RACK-O!"; the first valid '
        "call wins."),
         (_C(_SU, "and call out \"SUPER RACK-O!\""),), (
             _D(tr("A player may call whenever their rack is a Super Rack-O, unless a swap or reverse "
                   "is waiting for its answer or they are in the middle of their own turn with a card "
                   "taken: before taking a card, after their exchange or discard, or during another "
                   "player's turn."),
                tr("The rulebook says to call, not when. A card held in the middle of a turn is not "
                   "yet in the rack, and a swap waiting for its answer may still change it. Read the "
                   "other way, a player could call only at the end of their own turn; no option gives "
                   "that.")),
             _D(tr("A double rack dealt already a Super Rack-O may be called at once, before the "
                   "first card is taken."),
                tr('The rulebook expects the cards "all mixed-up" at the beginning but does not rule '
                   "a dealt Super Rack-O out, and the call needs no turn. Read the other way, its "
                   "player would first have to take a turn; no option gives that. POST "
                   "/v1/check/rack with dealt says whether a double rack is the rack as dealt.")),
         )),
)
"""The S- rules, in catalogue order."""
