"""The four texts the Rack-O presets are read from, each described in the project's own words."""

from __future__ import annotations

from racko_api.core.sources import HASBRO, ITALIAN, PARKER_1992, SWEDISH, Text
from racko_api.core.words import tr

RACK_O_TEXTS: tuple[Text, ...] = (
    Text(HASBRO, tr("English"), ("hasbro", "hasbro-bonus", "hasbro-partners"),
         tr("The printed rulebook of the classic game: the deck by player count, the deal from "
            "the back slot forward, the turn, the leading-run scoring of the other players, the "
            "two-player run of 3, Partners Rack-O and Bonus Rack-O with its table of run bonuses."),
         ("If 3 are playing use cards 1 to 50, and if 2 are playing use cards 1 to 40.",
          "If they take the top card from the Stockpile, they may exchange that card for one from "
          "their rack, or discard it if they choose.",
          "A player may not go Rack-O (for a score of 75 points) unless they have a run of at least "
          "3 cards in sequence included in their rack.",
          "Four may play as partners, two against two.")),
    Text(PARKER_1992, tr("English"), ("parker-1992", "parker-1992-bonus"),
         tr("A player's abridged copy of the rules inside the Parker Brothers box (reprint "
            "1992): the deck by players, with the poster's one house rule of all 60 cards for any "
            "number of players; no rearranging of rack cards, worked scoring examples, and a BONUS "
            "VARIATION in which the winner scores a run bonus and a player may wait before "
            "calling."),
         ("we use all 60 for all games.",
          "TWO CARDS FROM THE RACK MAY NOT BE SWITCHED FOR EACH OTHER AT ANY TIME.",
          "losing players only score 50 points even if all their cards are in order.",
          "Some may variate you cannot even call Rack-o UNTIL you have a run of 3 or more cards.")),
    Text(SWEDISH, tr("Swedish"), ("swedish", "swedish-bonus"),
         tr("The Swedish edition: 60 cards for 2 to 4 players or 2 teams, cards dealt into "
            "random slots, racks shown openly, a taken card always replaces a rack card, the "
            "others score 10 a card of their longest ascending sequence, to 300; Bonus-Rack-O "
            "starts with 5 cards and ends at 200."),
         ("För 2, 3 eller 4 spelare delas 10 kort ut till varje spelare eller lag, som placeras "
          "slumpvis i ställena.",
          "Välj ett kort i ditt ställ som du vill ersätta med det nya kortet.",
          "10 poäng för varje kort i sekvensen.",
          "Spelarna börjar med endast 5 kort istället för 10.")),
    Text(ITALIAN, tr("Italian"), ("italian", "italian-partners"),
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
)
"""The texts in the order the rules page lists them, each with the presets that read it."""
