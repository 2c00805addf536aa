"""The texts the rules are read from, each described in the project's own words.

The project keeps its own copy of every text in docs/sources/ (`FILES`); each citation of the
rule catalogue quotes one of them word for word, and a test finds every quote there.
"""

from __future__ import annotations

from dataclasses import dataclass
from enum import Enum

from racko_api.core.words import tr


class Source(Enum):
    """A rule text; the value is how the API names it in a rule's `sources`."""

    HASBRO = "Hasbro / Milton Bradley rulebook"
    PARKER_1992 = "Parker Brothers 1992 reprint, a player's summary"
    SWEDISH = "Swedish edition (Rack-O regler)"
    ITALIAN = "Italian edition (Rack-O regole)"
    SUPER = "Super Rack-O rulebook"


FILES: dict[Source, str] = {
    Source.HASBRO: "rack-o-rulebook-hasbro.txt",
    Source.PARKER_1992: "rack-o-usenet-parker-1992.txt",
    Source.SWEDISH: "rack-o-regler-svenska.txt",
    Source.ITALIAN: "rack-o-regole-italiano.txt",
    Source.SUPER: "super-rack-o-rulebook.txt",
}
"""The file in docs/sources/ that holds each text as published."""


@dataclass(frozen=True)
class Text:
    """What a text is, which presets read it, and the short lines the readings rest on."""

    source: Source
    language: str
    presets: tuple[str, ...]
    about: str
    quotes: tuple[str, ...]


TEXTS: tuple[Text, ...] = (
    Text(Source.HASBRO, tr("English"), ("hasbro", "hasbro-bonus", "hasbro-partners"),
         tr("The printed rulebook of the classic game: the deck by player count, the deal from "
            "the back slot forward, the turn, the leading-run scoring of the other players, the "
            "two-player run of 3, Partners Rack-O and Bonus Rack-O with its table of run bonuses."),
         ("If 3 are playing use cards 1 to 50, and if 2 are playing use cards 1 to 40.",
          "If they take the top card from the Stockpile, they may exchange that card for one from "
          "their rack, or discard it if they choose.",
          "A player may not go Rack-O (for a score of 75 points) unless they have a run of at least "
          "3 cards in sequence included in their rack.",
          "Four may play as partners, two against two.")),
    Text(Source.PARKER_1992, tr("English"), ("parker-1992", "parker-1992-bonus"),
         tr("A player's abridged copy of the rules inside the Parker Brothers box (reprint "
            "1992): the deck by players, with the poster's one house rule of all 60 cards for any "
            "number of players; no rearranging of rack cards, worked scoring examples, and a BONUS "
            "VARIATION in which the winner scores a run bonus and a player may wait before "
            "calling."),
         ("we use all 60 for all games.",
          "TWO CARDS FROM THE RACK MAY NOT BE SWITCHED FOR EACH OTHER AT ANY TIME.",
          "losing players only score 50 points even if all their cards are in order.",
          "Some may variate you cannot even call Rack-o UNTIL you have a run of 3 or more cards.")),
    Text(Source.SWEDISH, tr("Swedish"), ("swedish", "swedish-bonus"),
         tr("The Swedish edition: 60 cards for 2 to 4 players or 2 teams, cards dealt into "
            "random slots, racks shown openly, a taken card always replaces a rack card, the "
            "others score 10 a card of their longest ascending sequence, to 300; Bonus-Rack-O "
            "starts with 5 cards and ends at 200."),
         ("För 2, 3 eller 4 spelare delas 10 kort ut till varje spelare eller lag, som placeras "
          "slumpvis i ställena.",
          "Välj ett kort i ditt ställ som du vill ersätta med det nya kortet.",
          "10 poäng för varje kort i sekvensen.",
          "Spelarna börjar med endast 5 kort istället för 10.")),
    Text(Source.ITALIAN, tr("Italian"), ("italian", "italian-partners"),
         tr("The Italian edition: the deck by player count, the highest card drawn deals and the "
            "deal rotates, cards placed \"partendo dal fondo\", Hasbro's turn and scoring, and "
            "under \"Variazioni\" a two-player run of 3 and partners whose winning team earns run "
            "bonuses."),
         ("Se sceglie dalla pila a faccia in giù , si può scartare immediatamente la carta pescata "
          "o usarlo per sostituire una scheda nel suo rack.",
          "Ad esempio, se un giocatore ha sette carte che vanno progressivamente più alto , riceve "
          "35 punti .",
          "la squadra che vince ogni round ottiene punti bonus aggiuntivi se hanno perfetti, "
          "esecuzioni consecutive nelle loro rastrelliere .")),
    Text(Source.SUPER, tr("English"), ("super-rack-o",),
         tr("The Super Rack-O rulebook: a double rack of blue and red sides, wild, swap and "
            "reverse cards; the first player to line up both sides and call SUPER RACK-O wins the "
            "game. The text has no rounds and gives no points."),
         ("Be the first player to line up 8 red cards in the red side and 8 blue cards in the "
          "blue side of your double rack",
          "there are 5 wild cards in the blue deck and the red deck.",
          'and call out "SUPER RACK-O!"')),
)
