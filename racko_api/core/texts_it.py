"""The rule catalogue in Italian, keyed by rule id: (title, text).

Words of the Italian edition: rastrelliera (rack), mazzo (stock), scarti (discard pile).
"""

from __future__ import annotations

RULES: dict[str, tuple[str, str]] = {
    "R-RACK": ("La rastrelliera", "Una rastrelliera ha 10 posti numerati da #5 a #50, dal più basso; "
               "ogni carta è un numero unico."),
    "R-DECK": ("Carte secondo i giocatori",
        "Hasbro e italiana: 2 giocatori usano le carte 1-40, 3 usano 1-50, 4 usano 1-60. Parker 1992 "
        "(regola della casa) e svedese: sempre 1-60. Una rastrelliera con la stessa carta due volte, o "
        "con una carta fuori dal mazzo in gioco, non può esistere."),
    "R-DEAL": ("Distribuzione", "Hasbro, Parker e italiana: la prima carta va in #50, poi #45 ... #5 "
               "(partendo dal fondo). Svedese: le carte vanno in posti a caso."),
    "R-QUICK": ("Partenza rapida (svedese bonus)", "Le rastrelliere partono con 5 carte in 5 posti a "
                "caso; una carta presa può andare in un posto vuoto senza scartare nulla; Rack-O vuole "
                "tutti i 10 posti pieni e in ordine crescente; un posto vuoto interrompe una sequenza."),
    "R-TURN": ("Un turno", "Prendi la prima carta del mazzo o degli scarti, poi scambia o scarta come "
               "dicono le regole seguenti. Si gioca in senso orario, a partire da sinistra del "
               "mazziere."),
    "R-TURN-DISCARD-MUST": ("La carta degli scarti va scambiata", "Una carta presa dagli scarti deve "
                            "essere scambiata con una carta della rastrelliera; non può tornare "
                            "subito negli scarti."),
    "R-TURN-STOCK-MAY": ("Carta del mazzo: scambia o scarta",
        "Una carta presa dal mazzo può essere scambiata con una carta della rastrelliera, oppure "
        "scartata (opzione stock_card_discard: true)."),
    "R-TURN-STOCK-MUST": ("La carta del mazzo sostituisce una carta della rastrelliera",
        "Una carta presa dal mazzo deve sostituire una carta della rastrelliera (o, nello svedese "
        "bonus, riempire un posto vuoto); non può andare negli scarti (opzione stock_card_discard: "
        "false)."),
    "R-TURN-SAME-SLOT": ("Stesso posto", "La carta nuova va nel posto lasciato dalla vecchia; la "
                         "vecchia va scoperta sugli scarti."),
    "R-TURN-NO-REARRANGE": ("Niente spostamenti", "Due carte della rastrelliera non si scambiano mai "
                            "tra loro, e non si fanno scambi multipli."),
    "R-RESTOCK": ("Il mazzo finisce", "Quando il mazzo è finito, gli scarti vengono girati (senza "
                  "mescolarli) e diventano il nuovo mazzo."),
    "R-RACKO": ("Fare Rack-O", "Si fa Rack-O con tutte le 10 carte in ordine crescente da #5 a #50; la "
                "mano finisce subito."),
    "R-RUN": ("Scala", "Una scala è una serie di posti vicini con numeri consecutivi (13, 14, 15); "
              "conta solo la scala più lunga della rastrelliera."),
    "R-RUN3": ("Scala di 3 per fare Rack-O",
        "Non si può fare Rack-O senza una scala di almeno 3 numeri consecutivi: nelle partite a due "
        "(Hasbro, italiana), o in ogni partita (la variante Parker 1992)."),
    "R-WAIT": ("Aspettare a chiamare", "Nella variante bonus chi ha la rastrelliera in ordine può "
               "continuare a giocare per fare una scala; fare Rack-O è allora una chiamata esplicita."),
    "R-SCORE-WIN": ("Punti del Rack-O", "Chi fa Rack-O prende 75 punti: 5 per ognuna delle 10 carte e "
                    "25 per il Rack-O."),
    "R-SCORE-LEAD": ("Sequenza iniziale (altri giocatori)", "Ogni altro giocatore prende cinque punti "
                     "per ogni carta dal posto #5 in poi superiore alla carta di fronte; il conto si "
                     "ferma alla prima carta più bassa. Una rastrelliera tutta in ordine vale 50, non "
                     "75."),
    "R-SCORE-LONGEST": ("Sequenza crescente più lunga (svedese)", "Ogni altro giocatore prende 10 "
                        "punti per carta della sequenza crescente più lunga di posti vicini, ovunque "
                        "sia; una sequenza ha almeno 2 carte, altrimenti 0."),
    "R-BONUS": ("Bonus della scala", "Solo chi fa Rack-O prende un bonus per la scala più lunga: 3 "
                "carte +50, 4 +100, 5 +200, 6 o più +400."),
    "R-TARGET": ("Traguardo", "La partita finisce dopo la mano in cui qualcuno raggiunge il traguardo "
                 "(500 classica, 300 svedese, 200 svedese bonus); vince il totale più alto, e in caso "
                 "di parità esatta in testa si gioca un'altra mano."),
    "R-TEAMS": ("A coppie", "Hasbro e italiana: quattro giocatori, due contro due, i punti dei compagni "
                "si sommano. Svedese: due squadre di qualsiasi numero, ogni squadra ha una sola "
                "rastrelliera e gioca come un giocatore."),
    "R-OPEN": ("Rastrelliere scoperte (svedese)", "Ogni rastrelliera è visibile agli altri giocatori."),
    "S-DEAL": ("Super Rack-O: distribuzione", "16 carte a testa, una alla volta, a zigzag dalla riga 8 "
               "blu, riga 8 rossa, riga 7 blu ... alla riga 1 rossa."),
    "S-TURN": ("Super Rack-O: un turno", "Dal mazzo: scambia o scarta; dagli scarti devi scambiare. Le "
               "carte scambio e inversione non si prendono dagli scarti; i jolly sì."),
    "S-DECK": ("Super Rack-O: le carte",
        "Due mazzi, blu e rosso, ognuno con le carte numero 1-40 e 5 jolly del suo colore; 10 carte "
        "scambio e 8 carte inversione in tutto: 108 carte. Ogni carta numero esiste una volta per "
        "colore, quindi una rastrelliera con una carta due volte, un sesto jolly di un colore, "
        "un'undicesima carta scambio o una nona carta inversione non può esistere."),
    "S-WILD": ("Jolly",
        "Un jolly vale solo sul lato del suo colore e sta per un numero intero 1-40 che tiene il lato "
        "in ordine strettamente crescente, mai una frazione. Il giocatore dice il valore; un valore che"
        " non è un intero 1-40, o che rompe l'ordine del suo lato, non è valido."),
    "S-SWAP": ("Carta scambio", "Scegli un avversario e una riga 1-8; quell'avversario sposta la carta "
               "rossa della riga sul lato blu e la blu sul lato rosso."),
    "S-REVERSE": ("Carta inversione",
        "Chi subisce uno scambio può rispondere subito con una carta inversione e scegliere una riga: "
        "lo scambio è annullato, chi ha invertito riempie il posto vuoto dal mazzo, e chi ha scambiato "
        "deve scambiare la riga scelta. Un'inversione può essere invertita a sua volta, avanti e "
        "indietro: allora è annullata l'inversione appena giocata, e il suo giocatore deve scambiare la"
        " riga scelta dalla nuova."),
    "S-WIN": ("Super Rack-O", "8 carte blu crescenti sul lato blu e 8 carte rosse crescenti sul lato "
              "rosso, con i jolly su valori validi; una carta scambio o inversione nella rastrelliera, "
              "o una carta sul lato del colore sbagliato, non vince."),
}

REFUSALS: dict[str, str] = {
    "not_a_card": "#{label}: una carta è un numero intero",
    "out_of_deck": "#{label}: la carta {card} non è nel mazzo 1-{top_card}",
    "twice_in_rack": "#{label}: la carta {card} è già nel posto #{other}; ogni carta è unica",
    "in_other_rack": "#{label}: la carta {card} è già nella rastrelliera di {other}; ogni carta esiste "
                     "una volta",
}

EDITIONS: dict[str, tuple[str, str]] = {
    "hasbro": ("Rack-O (Hasbro / Milton Bradley, classica)", "Carte secondo i giocatori (1-40 in due), "
               "in due serve una scala di 3 per fare Rack-O, gli altri prendono 5 per carta della "
               "sequenza iniziale, fino a 500."),
    "hasbro-bonus": ("Rack-O bonus (Hasbro)", "Regole classiche più un bonus da 50 a 400 per la scala più "
                     "lunga di chi fa Rack-O; si può aspettare e bisogna chiamare Rack-O."),
    "hasbro-partners": ("Rack-O a coppie (Hasbro)", "Quattro giocatori, due contro due; i punti dei "
                        "compagni si sommano, vince la coppia che arriva a 500."),
    "parker-1992": ("Rack-O (Parker Brothers 1992, regole della casa)", "Sempre il mazzo intero 1-60, "
                    "nessuna scala per fare Rack-O; punteggio classico fino a 500."),
    "parker-1992-bonus": ("Rack-O bonus (Parker Brothers 1992)", "Mazzo intero 1-60 e bonus della scala "
                          "per chi fa Rack-O; si può aspettare e bisogna chiamare Rack-O."),
    "swedish": ("Rack-O (edizione svedese)", "Carte distribuite in posti a caso, rastrelliere scoperte, "
                "gli altri prendono 10 per carta della sequenza crescente più lunga, fino a 300."),
    "swedish-bonus": ("Rack-O bonus (edizione svedese)", "Regole svedesi con partenza rapida: 5 carte in "
                      "posti a caso, si riempie il resto, fino a 200."),
    "italian": ("Rack-O (edizione italiana)", "Regole classiche; distribuisce per primo chi pesca la carta "
                "più alta, e il mazziere cambia a ogni mano."),
    "italian-partners": ("Rack-O a coppie (edizione italiana)", "Due contro due con i punti sommati; la "
                         "coppia che fa Rack-O prende il bonus della scala."),
    "super-rack-o": ("Super Rack-O", "Una doppia rastrelliera di 8 righe, carte blu crescenti sul lato blu "
                     "e rosse sul rosso; jolly, carte scambio e inversione. Niente punti: vince chi arriva "
                     "per primo alle mani vinte richieste."),
}
