"""The rule catalogue's machinery: a rule with its stable id, its text, the texts that say it, and the
Decisions the project takes where a text is loose or silent (each with its reason); and the R- rules,
which every game may cite. Each game declares its own rules in its `Kind`, and the registry
(`racko_api.games.kinds.RULES`) assembles the whole catalogue (`assemble`)."""

from __future__ import annotations

from collections.abc import Iterable, Mapping
from dataclasses import dataclass, replace

from racko_api.core.sources import HASBRO, ITALIAN, PARKER_1992, SWEDISH, Source
from racko_api.core.words import tr


@dataclass(frozen=True)
class Decision:
    """A reading the project settles where the texts leave a point open, and why."""

    decision: str
    reason: str


@dataclass(frozen=True)
class Citation:
    """A text that says (part of) a rule, with a short quote of it, word for word as published
    (docs/sources/; line breaks count as spaces), so anyone can find where it says so."""

    source: Source
    quote: str


@dataclass(frozen=True)
class Rule:
    id: str
    title: str
    text: str
    sources: tuple[Citation, ...]
    decisions: tuple[Decision, ...] = ()


_H, _P, _S, _I = HASBRO, PARKER_1992, SWEDISH, ITALIAN
_C, _D = Citation, Decision

BASE_RULES: dict[str, Rule] = {
    r.id: r
    for r in (
        Rule("R-RACK", tr("The rack"), tr(
            "A rack has 10 slots labelled #5 to #50, listed low end first; cards are unique numbers."),
             (_C(_H, "The numbers appearing on each rack: 5, 10, 15, 20, 25, 30, 35, 40, 45, and 50 are "
                     "used for scoring only."),
              _C(_P, "according to the scoring guides on the sides of the racks")), (
                 _D(tr("The Swedish and Italian racks are the same 10 slots, labelled #5 to #50 by the "
                       "service, #5 at the low end (the Swedish left)."),
                    tr('Neither text numbers the slots: the Swedish orders the cards "från vänster till '
                       'höger, med det lägsta numret till vänster", the Italian "in ordine crescente"; '
                       "the labels only name the slots and change no rule.")),
             )),
        Rule("R-DECK", tr("Deck by players"), tr(
            "Hasbro: 2 players use cards 1-40, 3 use 1-50, 4 use 1-60. Italian: 4 players use all 60 "
            'cards, 3 use 1-50, 2 use "solo 40 carte". Parker 1992: the printed rules by players, the '
            "poster's house rule always 1-60. Swedish: 60 cards. A rack holding a card twice, or a card "
            "outside the deck in play, cannot exist."),
             (_C(_H, "If 3 are playing use cards 1 to 50, and if 2 are playing use cards 1 to 40."),
              _C(_P, "Rules stipulate you should only use cards 1-40 for 2 players, 1-50 for 3, and all "
                     "60 for 4... we use all 60 for all games."),
              _C(_S, "Spelet består av 60 kort numrerade från 1 till 60"),
              _C(_I, "Per una partita a tre giocatori , usa le carte numerate da 1 a 50; e con due "
                     "giocatori , utilizzare solo 40 carte.")), (
                 _D(tr("The Italian two-player game plays cards 1-40."),
                    tr('The text says only "utilizzare solo 40 carte"; with three players it names cards '
                       "1-50, so the 40 are read as the lowest, as in Hasbro's.")),
                 _D(tr("The Swedish editions play all 60 cards whatever the number of players; the option "
                       "deck: by_players gives the other reading."),
                    tr('The text lists "60 kort numrerade från 1 till 60" for 2 to 4 players and takes '
                       "none out; it does not say that every card is played either.")),
                 _D(tr("A rack that cannot exist is refused (422, citing R-DECK or R-RACK) by every "
                       "endpoint alike; a rack that can exist always gets an answer."),
                    tr("One rack must get one verdict, whichever question is asked about it.")),
             )),
        Rule("R-DEAL", tr("Deal order"), tr(
            "Hasbro and Parker: the first card dealt goes into #50, then #45 ... #5. Swedish: cards go "
            'into random slots. Italian: the cards are placed "partendo dal fondo" (starting from the '
            "back), read as Hasbro's order."),
             (_C(_H, "Each player must insert their first card in slot #50 (the last slot in the rack), "
                     "second card in slot #45"),
              _C(_P, "First card given to each player must go into the backmost slot, #50"),
              _C(_S, "som placeras slumpvis i ställena"),
              _C(_I, "partendo dal fondo e con le carte rivolte in avanti")), (
                 _D(tr('The Italian "partendo dal fondo" is read as Hasbro\'s deal: the first card into '
                       "#50, the last into #5."),
                    tr('"Il fondo" is the back or the bottom of the rack. Read as the slot farthest from '
                       "the player it is #50, as in Hasbro and Parker; read as the lowest slot it is #5, "
                       "the first card dealt in front. The check of a rack as dealt (POST /v1/check/rack "
                       "with dealt) says which of the two a rack fits.")),
                 _D(tr("Who deals first: Hasbro's low card on a cut and the Italian highest card drawn are "
                       "simulated with a draw per seat. In the Swedish editions the youngest player "
                       "starts: the table names the first player when it creates a virtual game "
                       "(first_player), and a seat is drawn at random if it does not. The first_dealer "
                       "event says how the start was chosen (start: named, drawn or left_of_dealer)."),
                    tr("A virtual table does not know the players' ages, but the players at it do; the "
                       "seat named, or the draw, is recorded.")),
                 _D(tr("Only where the youngest player starts (option first_dealer: youngest) may the "
                       "table name the first player; the other presets refuse first_player (422). A "
                       "table that wants to name the first player in another edition sets the option "
                       "first_dealer: youngest."),
                    tr("Hasbro's cut and the Italian highest card are procedures a virtual table can "
                       "follow, and the player left of that dealer starts; naming a seat there would "
                       "set a text's rule aside rather than fill a gap, which is what a house-rule "
                       "option is for.")),
                 _D(tr("The deal passes to the left each round in every edition."),
                    tr("The Italian text says the dealer rotates after each round; the others are silent.")),
                 _D(tr('In the Swedish editions "the youngest starts" holds for the first round only; '
                       "after it the start passes to the left with the deal, as in the other editions."),
                    tr('The text says "Den yngsta spelaren inleder" once, in the set-up, and for a new '
                       'round only "inled en ny runda". Read the other way the youngest would start '
                       "every round; no option gives that.")),
                 _D(tr("A virtual game, of either game, deals round 1 only once the creator's seat and "
                       "every invited seat have each contributed a text of their own; until then "
                       "nothing can be played."),
                    tr("The server commits to its seeds before anyone contributes, so a deal mixed with "
                       "those texts can be chosen neither by the server nor by a player (docs/deals.md).")),
             )),
        Rule("R-QUICK", tr("Quick start (Swedish Bonus)"), tr(
            "Players start with 5 cards instead of 10, and the goal is still 10 cards in ascending order."),
             (_C(_S, "Spelarna börjar med endast 5 kort istället för 10."),
              _C(_S, "Målet kvarstår att fylla stället med 10 kort i stigande ordning")), (
                 _D(tr("The 5 cards go into 5 random slots, and a taken card may fill an empty slot "
                       "instead of replacing one."),
                    tr("The text says only that players start with 5 cards and must fill the rack with 10 "
                       'in order; the base game places cards at random ("placeras slumpvis").')),
                 _D(tr("Rack-O needs all 10 slots filled and ascending, and an empty slot breaks a "
                       "sequence when scoring."),
                    tr('The goal is "10 kort i stigande ordning"; an empty slot holds no card to be in '
                       "order.")),
             )),
        Rule("R-TURN", tr("A turn"), tr(
            "Take the top card of the stock or of the discard pile, then exchange or discard as the rules "
            "below say. Hasbro: play begins with the player left of the dealer; Parker: the leftmost "
            "player goes first; Swedish: the youngest player starts and the turn passes clockwise. The "
            "Italian text says neither who starts nor which way play passes, and Parker gives no "
            "direction."),
             (_C(_H, "Players take turns, beginning with the player seated to the left of the dealer."),
              _C(_P, "Leftmost goes first."),
              _C(_S, "Den yngsta spelaren inleder, och turen roterar medurs."),
              _C(_I, "Al suo turno , un giocatore sceglie la carta superiore sia dalla pila degli scarti "
                     "o il ponte rivolto verso il basso nel vassoio.")), (
                 _D(tr("Play starts left of the dealer in the Hasbro, Parker and Italian presets; in a "
                       "Swedish game the table names the first player, or a seat is drawn at random if "
                       "it does not (see R-DEAL)."),
                    tr('Hasbro says "beginning with the player seated to the left of the dealer" and '
                       'Parker "Leftmost goes first"; the Italian text does not say who starts and '
                       'otherwise follows Hasbro; the Swedish "Den yngsta spelaren inleder" needs ages '
                       "only the players know.")),
                 _D(tr("Play passes to the left (clockwise) in every edition."),
                    tr('Only the Swedish text names a direction ("turen roterar medurs"); Hasbro\'s first '
                       "player, left of the dealer, points the same way. Parker and the Italian text give "
                       "none, and a table that plays the other way scores the same.")),
             )),
        Rule("R-TURN-DISCARD-MUST", tr("Discard must be exchanged"), tr(
            "A card taken from the discard pile must be exchanged for one card of the rack; it may not be "
            "thrown straight back."),
             (_C(_H, "If they take the top Discard, they must exchange it for one card from their rack"),
              _C(_P, "he must switch it with any ONE card from his rack"),
              _C(_S, "Välj ett kort i ditt ställ som du vill ersätta med det nya kortet. Placera det "
                     "borttagna kortet med framsidan upp ovanpå uppsättningshögen."),
              _C(_I, "Se sceglie dal mazzo degli scarti , deve usare quella carta per sostituire una "
                     "delle carte nel suo cassetto."))),
        Rule("R-TURN-STOCK-MAY", tr("Stock card: exchange or discard"), tr(
            "A card taken from the stock may be exchanged for one card of the rack, or discarded (option "
            "stock_card_discard: true)."),
             (_C(_H, "they may exchange that card for one from their rack, or discard it if they choose."),
              _C(_P, "he may choose to switch it with a single card in his rack, or discard it."),
              _C(_I, "si può scartare immediatamente la carta pescata o usarlo per sostituire una scheda "
                     "nel suo rack."))),
        Rule("R-TURN-STOCK-MUST", tr("Stock card: it must replace a rack card"), tr(
            "A card taken from the stock must replace a card of the rack (or, in Swedish Bonus, fill an "
            "empty slot); it may not be discarded (option stock_card_discard: false)."),
             (_C(_S, "Ta det översta kortet från dragstacken utan att se det. Välj ett kort i ditt ställ "
                     "som du vill ersätta med det nya kortet."),), (
                 _D(tr("In the Swedish editions a card from the stock may not be discarded; the option "
                       "stock_card_discard: true gives the other reading."),
                    tr("For a card from the stock the text gives only the exchange, where the Hasbro, "
                       "Parker and Italian texts add that it may be discarded; it does not forbid "
                       "discarding in so many words.")),
                 _D(tr("In Swedish Bonus a stock card may also fill an empty slot."),
                    tr("R-QUICK lets any taken card fill an empty slot; filling one discards nothing.")),
             )),
        Rule("R-TURN-SAME-SLOT", tr("Same slot"), tr(
            "The new card goes into the slot the old card left; the old card goes face up on the discard "
            "pile."),
             (_C(_H, "WHEN CARDS ARE EXCHANGED, THE PLAYER MUST PLACE THE NEW CARD IN THE SLOT FROM WHICH "
                     "THE OLD CARD IS TAKEN."),), (
                 _D(tr("The Parker, Swedish and Italian texts are read as Hasbro's same slot."),
                    tr('Hasbro says it outright; the others "switch", "ersätta" (replace) and "sostituire" '
                       "(replace) one card with another, which puts it where the old one was.")),
             )),
        Rule("R-TURN-NO-REARRANGE", tr("No rearranging"), tr(
            "Two rack cards may never be swapped with each other, and no multiple or combined exchanges "
            "are allowed."),
             (_C(_P, "TWO CARDS FROM THE RACK MAY NOT BE SWITCHED FOR EACH OTHER AT ANY TIME."),
              _C(_P, "Nor may any multiple or combination switches be made at any time.")), (
                 _D(tr("Every edition forbids rearranging, not only Parker's."),
                    tr("Each text lets the taken card replace one rack card and gives no other way to move "
                       "a card; the Parker text only says it outright.")),
             )),
        Rule("R-RESTOCK", tr("Stock runs out"), tr(
            "When the stock is used up the discard pile is turned over and used as the new stock."),
             (_C(_H, "the Discard pile is turned over, and used as the new Stockpile."),), (
                 _D(tr('Parker\'s "When the drawpile is exhausted, turn it over" is read as Hasbro\'s: the '
                       "discard pile is turned over."),
                    tr('Taken word for word, "it" is the exhausted draw pile, which holds nothing to turn; '
                       "the discard pile holds the only cards left.")),
                 _D(tr("Turned over means not shuffled: the oldest discard becomes the top of the new "
                       "stock. The Swedish and Italian editions turn the discard pile over too (option "
                       "restock: shuffle for tables that shuffle it)."),
                    tr("Hasbro turns the pile over and says nothing of shuffling; the Swedish and Italian "
                       "texts do not say what happens when the stock runs out.")),
                 _D(tr("No card is turned up after a restock: the player who had to draw takes the top "
                       "of the new stock, and the card they discard starts the new discard pile."),
                    tr("The texts turn a card up only at the deal (\"The top card is laid face up beside "
                       'it to start the Discard pile"). The other reading turns up the new stock\'s top '
                       "card at once; no option gives it.")),
                 _D(tr("Super Rack-O turns the whole discard pile over too, not shuffled, when a card must "
                       "be drawn from an empty draw pile, the refill after a reverse card included (option "
                       "restock: shuffle for tables that shuffle it)."),
                    tr("The Super Rack-O rulebook does not say what happens when the draw pile runs out; "
                       "the engine follows the Rack-O rulebook's \"the Discard pile is turned over, and "
                       'used as the new Stockpile".')),
             )),
        Rule("R-RACKO", tr("Going Rack-O"), tr(
            "A player goes Rack-O with all 10 cards strictly increasing from #5 to #50; the round ends at "
            "once."),
             (_C(_H, "In order to go Rack-O a player must have all ten cards in their rack reading from a "
                     "LOW card in the #5 slot to a HIGH card in the #50 slot"),
              _C(_P, "they all are sorted from lowest to highest."),
              _C(_S, "När en spelare utropar \"Rack-O!\" och uppvisar en korrekt sekvens avslutas rundan "
                     "direkt."),
              _C(_I, "ottenere tutte le 10 carte in suo rack in ordine crescente")), (
                 _D(tr('Parker\'s "One player instantaneously wins the game" is read as winning the hand: '
                       "the match goes on to 500 (R-TARGET). The option target: 75 gives the other "
                       "reading, where the first Rack-O ends the game."),
                    tr('The same text\'s OBJECT is "Be first to score 500 points in a match made of '
                       'several hands", and it scores every losing hand.')),
                 _D(tr("A rack dealt already in order is a Rack-O like any other: where going Rack-O is "
                       "automatic the round ends at the end of its player's first turn, if that turn "
                       "leaves it in order; where Rack-O is called (explicit_call) its player may call "
                       "before taking a card."),
                    tr("The texts say nothing of a rack dealt in order, and check a rack when a player "
                       "goes Rack-O in play. Read the other way, the round would end at the deal, before "
                       "anyone plays; no option gives that. POST /v1/check/rack with dealt says whether "
                       "a rack could be the rack as dealt.")),
             )),
        Rule("R-RUN", tr("Consecutive run"), tr(
            "A run is a stretch of adjacent slots whose numbers are consecutive integers (13, 14, 15). "
            "Hasbro and Parker: when a rack holds several runs, only the longest counts."),
             (_C(_H, "they receive a bonus for only one of them, the longest if there is a difference."),
              _C(_P, "Only one run may be scored in one hand, of course, the longer."),
              _C(_I, "almeno tre carte nel suo rack in ordine consecutivo numerato")), (
                 _D(tr("A run is read as cards in adjacent slots in every edition."),
                    tr('The texts say "in sequence", "run" and "in ordine consecutivo numerato" without '
                       "saying the cards sit side by side; the Parker example 2, 7, 13, 14, 15, 21 "
                       "shows them so.")),
                 _D(tr("The Italian partners' bonus counts only the longest run, as Hasbro and Parker; "
                       "the option run_bonus: sum_of_runs gives the other reading."),
                    tr("The Italian text gives a bonus for each length of run but does not say whether "
                       "several runs in a rack each score.")),
             )),
        Rule("R-RUN3", tr("Run of 3 to go Rack-O"), tr(
            "A player may not go Rack-O without a run of at least 3 consecutive numbers: in two-player "
            "games (Hasbro, and the Italian text under \"Variazioni\"), or in every game (a Parker 1992 "
            "variation)."),
             (_C(_H, "A player may not go Rack-O (for a score of 75 points) unless they have a run of at "
                     "least 3 cards in sequence included in their rack."),
              _C(_P, "Some may variate you cannot even call Rack-o UNTIL you have a run of 3 or more "
                     "cards."),
              _C(_I, "Quando si hanno solo due giocatori , modificare le regole in modo che un giocatore "
                     "non può andare \" Rack- O\" a meno che non abbia almeno tre carte")), (
                 _D(tr("The Italian presets apply the two-player run of 3 by default; the option "
                       "rack_o_needs_run {{length: 0}} gives the other reading."),
                    tr('The text gives it under "Variazioni" (variations), beside the partners game, yet '
                       'says "modificare le regole" for every two-player game, as Hasbro does.')),
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
             (_C(_H, "a player must decide to go Rack-O with a score of only 75 or wait to improve their "
                     "rack for a bonus score."),
              _C(_P, "a player may wait before calling \"RACK-O\" to try and make a run.")), (
                 _D(tr("Any player whose rack may go Rack-O may call it between turns."),
                    tr("The texts say a player may wait, not when the call is made.")),
             )),
        Rule("R-SCORE-WIN", tr("Rack-O score"), tr(
            "The player who goes Rack-O scores 75. Hasbro, Parker and Italian: 5 points for each of the 10 "
            'cards and 25 for going Rack-O; Swedish: 75 points for winning the round ("tilldelas 75 '
            'poäng").'),
             (_C(_H, "The player who goes Rack-O scores a total of 75 points"),
              _C(_P, "a 25 point bonus for a total of 75."),
              _C(_S, "Den spelaren vinner rundan och tilldelas 75 poäng."),
              _C(_I, "Il giocatore che esce primi punteggi 75 punti"))),
        Rule("R-SCORE-LEAD", tr("Leading run (other players)"), tr(
            "Every other player scores 5 points a card from slot #5 onward while each card is higher than "
            "the one before; the count stops at the first card lower than its predecessor. Parker: a "
            "loser whose rack is wholly in order scores 50, not 75."),
             (_C(_H, "Starting with the card in the #5 slot, and ending where the succession of higher "
                     "cards has been broken."),
              _C(_P, "All other players score 5 points for every card sorted in order starting from the "
                     "beginning at the #5point- slot."),
              _C(_I, "I restanti giocatori ricevono cinque punti per ogni carta hanno nella loro rack che "
                     "è superiore alla carta di fronte .")), (
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
            "Every other player scores 10 points a card of the longest sequence of cards in ascending "
            "order in the rack, and 0 when there is none."),
             (_C(_S, "De övriga spelarna erhåller poäng baserat på den längsta sekvensen av kort i "
                     "stigande ordning i sina ställ: 10 poäng för varje kort i sekvensen."),
              _C(_S, "Saknas någon sekvens tilldelas 0 poäng för rundan.")), (
                 _D(tr("A sequence is a stretch of adjacent slots, each card higher than the one before, "
                       "anywhere in the rack."),
                    tr('The text says "den längsta sekvensen av kort i stigande ordning" without saying '
                       "the cards sit side by side. Read the other way, the most cards in ascending order "
                       "with others between them would count (in 13, 8, 22 the 13 and 22); no option "
                       "gives that.")),
                 _D(tr("A sequence needs at least 2 cards; a rack with none scores 0."),
                    tr('One card follows no other, and the text gives 0 when "Saknas någon sekvens".')),
             )),
        Rule("R-BONUS", tr("Run bonus"), tr(
            "The player who goes Rack-O scores a bonus for one run, the longest: 3 cards +50, 4 +100, 5 "
            "+200, 6 +400; Hasbro: 6 or more +400. Italian partners: the team that wins the round."),
             (_C(_H, "Six (or More) Card Run 75 points plus a Bonus of 400 points = 475 points"),
              _C(_P, "Extra bonuses may be won BY THE WINNING PLAYER"),
              _C(_P, "6 card run 400 bonus 475 total"),
              _C(_I, "la squadra che vince ogni round ottiene punti bonus aggiuntivi"),
              _C(_I, "una corsa di sei- carta vale 400 punti bonus")), (
                 _D(tr("A run of 7 or more scores +400 in the Parker and Italian presets too."),
                    tr('Their tables stop at six ("6 card run", "una corsa di sei- carta") where Hasbro\'s '
                       'says "Six (or More)"; a longer run holds a run of six. Read the other way, a run '
                       "past six would earn no bonus; no option gives that.")),
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
             (_C(_H, "The first player to score a total of 500 points or more wins the game."),
              _C(_P, "Be first to score 500 points in a match made of several hands"),
              _C(_S, "Spelet fortsätter tills en spelare eller ett lag uppnår minst 300 poäng."),
              _C(_S, "spelet avslutas vid 200 poäng istället för 300"),
              _C(_I, "raggiungere 500 punti e vincere la partita")), (
                 _D(tr("The highest total wins; an exact tie for the highest plays another round."),
                    tr("The texts name the first to reach the target, but a round scores everyone at once.")),
             )),
        Rule("R-TURN-LIMIT", tr("Turn limit"), tr(
            "A round that reaches the turn limit (option turn_limit: 200 turns, or 20 to 1000 as the "
            "table sets it) without a Rack-O ends as a blocked round: nobody goes Rack-O, and every rack "
            "scores as it stands, as the other players' racks do when someone goes Rack-O."),
             (_C(_H, "A round ends when one player goes Rack-O!"),
              _C(_H, "The other players score 5 points for the cards, in their rack, in LOW to HIGH "
                     "sequence."),
              _C(_S, "De övriga spelarna erhåller poäng baserat på den längsta sekvensen av kort i "
                     "stigande ordning i sina ställ")), (
                 _D(tr("A round that has lasted turn_limit turns (200 unless the table sets 20 to 1000) "
                       "without a Rack-O ends blocked: nobody scores the Rack-O score (R-SCORE-WIN) or a "
                       "run bonus (R-BONUS), and every rack scores as a loser's, by the edition's count: "
                       "5 a card of the leading run (R-SCORE-LEAD), or 10 a card of the longest sequence "
                       "(R-SCORE-LONGEST)."),
                    tr('The texts end a round only by a Rack-O ("A round ends when one player goes '
                       'Rack-O!"), so a round where nobody gets there never ends. Scoring each rack as '
                       "it stands is the count every text already gives the players who did not go "
                       "Rack-O, so the round scores like any other.")),
                 _D(tr("A turn counts once it ends (an exchange, a placement or a discard); the round "
                       "ends at the end of the turn that reaches the limit, unless that turn went Rack-O. "
                       "A rack in order that was waiting (R-WAIT) scores as a loser's."),
                    tr("Going Rack-O ends the round first, so the limit never takes a Rack-O away; a "
                       "player who waits chooses to play on, and every seat knows the limit from the "
                       "start.")),
                 _D(tr("A blocked round counts towards the target like any other (R-TARGET), and the "
                       "deal passes to the left as after every round."),
                    tr("Its points come from the texts' own counts; nothing else in the game changes.")),
                 _D(tr("Super Rack-O has no turn limit."),
                    tr("Its rulebook gives no points, only a win (S-WIN): a deal cut short would have no "
                       "winner and nothing to count, so it could only be thrown away and dealt again, "
                       "which ends nothing. A limit there would need a new way to win, which no text "
                       "gives.")),
             )),
        Rule("R-TEAMS", tr("Partners and teams"), tr(
            "Hasbro and Italian: four players, two against two, each with a rack; partners' round scores "
            "are added and the pair reaches the target together. Swedish: two teams that take turns; "
            "members may discuss tactics but may not handle each other's cards, and the points are added "
            "up for the whole team."),
             (_C(_H, "Four may play as partners, two against two. The scores of the two partners are added "
                     "together after each round."),
              _C(_S, "Lagmedlemmarna kan fritt diskutera taktik men får inte hantera varandras kort."),
              _C(_S, "poängen summeras för hela laget"),
              _C(_I, "i partner possono unire le loro punteggi fino a raggiungere 500 punti")), (
                 _D(tr("Hasbro and Italian partners sit opposite: seats 1 and 3 against 2 and 4, unless "
                       "the table names the teams."),
                    tr("The texts do not seat the partners.")),
                 _D(tr("Hasbro and Italian partners play as single players: a partner's rack stays hidden "
                       "from the other partner too, and partners do not advise each other."),
                    tr("Those texts only add the partners' scores, and say nothing of seeing or advising; "
                       "discussing freely is the Swedish team play, where a team shares a rack. Tables "
                       "that let partners talk agree it among themselves; open_racks: true shows every "
                       "rack to everyone, not only to a partner.")),
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
             (_C(_S, "Efter bytet ska alla kort i stället alltid visas öppet för de andra spelarna."),)),
    )
}
"""The R- rules, in catalogue order; any game may cite them."""


def assemble(*groups: Iterable[Rule]) -> dict[str, Rule]:
    """One catalogue by rule id, in the order given; a rule id stated twice is a mistake in the code."""
    rules: dict[str, Rule] = {}
    for rule in (r for group in groups for r in group):
        if rule.id in rules:
            raise ValueError(f"rule {rule.id} is stated twice")
        rules[rule.id] = rule
    return rules


def with_decisions(rules: Iterable[Rule], added: Mapping[str, Iterable[Decision]]) -> list[Rule]:
    """`rules` with the Decisions a game adds to a rule any game may cite (by rule id), after its own."""
    rules = list(rules)
    unknown = set(added) - {r.id for r in rules}
    if unknown:
        raise ValueError(f"decisions for rules not stated: {', '.join(sorted(unknown))}")
    return [replace(r, decisions=(*r.decisions, *added[r.id])) if r.id in added else r for r in rules]


def decisions(rules: Mapping[str, Rule]) -> list[tuple[Rule, Decision]]:
    """Every Decision of `rules` with its rule, in catalogue order."""
    return [(r, d) for r in rules.values() for d in r.decisions]


__all__ = ["BASE_RULES", "Citation", "Decision", "Rule", "Source", "assemble", "decisions", "with_decisions"]
