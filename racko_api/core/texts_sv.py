"""The rule catalogue in Swedish, keyed by rule id: (title, text).

Words of the Swedish edition: ställ (rack), dragstack (stock), uppsättningshög (discard pile).
"""

from __future__ import annotations

RULES: dict[str, tuple[str, str]] = {
    "R-RACK": ("Stället", "Ett ställ har 10 platser märkta #5 till #50, lägsta först; varje kort är "
               "ett unikt nummer."),
    "R-DECK": ("Kortlek efter antal spelare",
        "Hasbro och italienska: 2 spelare använder korten 1-40, 3 använder 1-50, 4 använder 1-60. "
        "Parker 1992 (husregel) och svenska: alltid 1-60. Ett ställ med samma kort två gånger, eller "
        "med ett kort utanför kortleken i spel, kan inte finnas."),
    "R-DEAL": ("Given", "Hasbro, Parker och italienska: första kortet går till #50, sedan #45 ... #5. "
               "Svenska: korten läggs på slumpvisa platser."),
    "R-QUICK": ("Snabbstart (Svensk Bonus)", "Ställen börjar med 5 kort på 5 slumpvisa platser; ett "
                "taget kort får läggas på en tom plats utan att något läggs av; Rack-O kräver alla 10 "
                "platser fyllda och stigande; en tom plats bryter en följd vid poängräkningen."),
    "R-TURN": ("Ett drag", "Ta översta kortet från dragstacken eller från uppsättningshögen och byt "
               "eller lägg av enligt reglerna nedan. Turen går medurs, med början till vänster om "
               "givaren."),
    "R-TURN-DISCARD-MUST": ("Kort från uppsättningshögen måste bytas", "Ett kort från "
                            "uppsättningshögen måste bytas mot ett kort i stället; det får inte "
                            "läggas tillbaka direkt."),
    "R-TURN-STOCK-MAY": ("Kort från dragstacken: byt eller lägg av",
        "Ett kort från dragstacken får bytas mot ett kort i stället eller läggas på uppsättningshögen "
        "(alternativet stock_card_discard: true)."),
    "R-TURN-STOCK-MUST": ("Kort från dragstacken måste ersätta ett kort i stället",
        "Ett kort från dragstacken måste ersätta ett kort i stället (eller, i Svensk Bonus, fylla en "
        "tom plats); det får inte läggas på uppsättningshögen (alternativet stock_card_discard: false)."),
    "R-TURN-SAME-SLOT": ("Samma plats", "Det nya kortet läggs på platsen som det gamla kortet lämnade; "
                         "det gamla kortet läggs med framsidan upp på uppsättningshögen."),
    "R-TURN-NO-REARRANGE": ("Ingen omflyttning", "Två kort i stället får aldrig byta plats med "
                            "varandra, och flera byten i samma drag är inte tillåtna."),
    "R-RESTOCK": ("Dragstacken tar slut", "När dragstacken är slut vänds uppsättningshögen (utan att "
                  "blandas) och blir ny dragstack."),
    "R-RACKO": ("Rack-O", "En spelare får Rack-O med alla 10 kort i stigande ordning från #5 till #50; "
                "omgången slutar genast."),
    "R-RUN": ("Svit", "En svit är intilliggande platser med nummer i följd (13, 14, 15); bara stället "
              "längsta svit räknas."),
    "R-RUN3": ("Svit om 3 för Rack-O",
        "En spelare får inte gå Rack-O utan en svit om minst 3 kort i följd: i spel med två spelare "
        "(Hasbro, italienska), eller i varje spel (varianten från Parker 1992)."),
    "R-WAIT": ("Vänta med att ropa", "I bonusvarianten får en spelare vars ställ är i ordning spela "
               "vidare för att bygga en svit; att gå Rack-O är då ett uttryckligt rop."),
    "R-SCORE-WIN": ("Poäng för Rack-O", "Den som går Rack-O får 75 poäng: 5 poäng för vart och ett av "
                    "de 10 korten och 25 för Rack-O."),
    "R-SCORE-LEAD": ("Inledande följd (övriga spelare)", "Varje annan spelare får 5 poäng per kort "
                     "från plats #5 så länge varje kort är högre än det före; räkningen slutar vid "
                     "första kort som är lägre. Ett ställ helt i ordning ger 50, inte 75."),
    "R-SCORE-LONGEST": ("Längsta stigande följd (svenska)", "Varje annan spelare får 10 poäng per "
                        "kort i den längsta följden av intilliggande platser i stigande ordning, var "
                        "som helst i stället; en följd har minst 2 kort, annars 0 poäng."),
    "R-BONUS": ("Svitbonus", "Bara den som går Rack-O får bonus för den längsta sviten: 3 kort +50, "
                "4 +100, 5 +200, 6 eller fler +400."),
    "R-TARGET": ("Mål", "Spelet slutar efter den omgång då någon når målet (500 klassiskt, 300 svenska, "
                 "200 Svensk Bonus); högst summa vinner, och vid exakt lika i topp spelas en omgång "
                 "till."),
    "R-TEAMS": ("Lag", "Hasbro och italienska: fyra spelare, två mot två, lagkamraternas poäng läggs "
                "ihop. Svenska: två lag av valfri storlek, varje lag delar ett ställ och spelar som en "
                "spelare."),
    "R-OPEN": ("Öppna ställ (svenska)", "Alla ställ visas öppet för de andra spelarna."),
    "S-DEAL": ("Super Rack-O: given", "16 kort var, ett i taget, i sicksack från rad 8 blå, rad 8 röd, "
               "rad 7 blå ... till rad 1 röd."),
    "S-TURN": ("Super Rack-O: ett drag", "Från dragstacken: byt eller lägg av; från uppsättningshögen "
               "måste du byta. Byt- och vändkort får inte tas från uppsättningshögen; jokrar får det."),
    "S-DECK": ("Super Rack-O: kortleken",
        "Två kortlekar, blå och röd, var och en med nummerkorten 1-40 och 5 jokrar i sin färg; 10 "
        "bytkort och 8 vändkort sammanlagt: 108 kort. Varje nummerkort finns en gång per färg, så ett "
        "ställ med samma kort två gånger, en sjätte joker av en färg, ett elfte bytkort eller ett "
        "nionde vändkort kan inte finnas."),
    "S-WILD": ("Jokrar",
        "En joker är tillåten bara på sidan med sin färg och står för ett heltal 1-40 som håller sidan "
        "strikt stigande, aldrig ett bråktal. Spelaren säger värdet; ett värde som inte är ett heltal "
        "1-40, eller som bryter ordningen på sin sida, är inte tillåtet."),
    "S-SWAP": ("Bytkort", "Välj en motspelare och en rad 1-8; motspelaren flyttar radens röda kort "
               "till blå sida och det blå kortet till röd."),
    "S-REVERSE": ("Vändkort",
        "Den som drabbas av ett byte får genast svara med ett vändkort och välja en rad: bytet upphävs,"
        " den som vände fyller den tomma platsen från dragstacken, och den som bytte måste byta den "
        "valda raden i stället. Ett vändkort kan i sin tur vändas, fram och tillbaka: då upphävs det "
        "vändkort som just spelades, och dess spelare måste byta den rad som det nya vändkortet väljer."),
    "S-WIN": ("Super Rack-O", "8 blå kort stigande på blå sida och 8 röda kort stigande på röd sida, "
              "jokrar med tillåtna värden; ett byt- eller vändkort i stället, eller ett kort på fel "
              "färgs sida, ger ingen vinst."),
}

REFUSALS: dict[str, str] = {
    "not_a_card": "#{label}: ett kort är ett heltal",
    "out_of_deck": "#{label}: kort {card} finns inte i kortleken 1-{top_card}",
    "twice_in_rack": "#{label}: kort {card} ligger redan på plats #{other}; varje kort är unikt",
    "in_other_rack": "#{label}: kort {card} ligger redan i {other}s ställ; varje kort finns en gång",
}

EDITIONS: dict[str, tuple[str, str]] = {
    "hasbro": ("Rack-O (Hasbro / Milton Bradley, klassisk)", "Kortlek efter antal spelare (1-40 för två), "
               "två spelare behöver en svit om 3 för Rack-O, övriga får 5 per kort i sin inledande följd, "
               "till 500."),
    "hasbro-bonus": ("Bonus-Rack-O (Hasbro)", "Klassiska regler plus 50 till 400 i bonus för den längsta "
                     "sviten hos den som går Rack-O; en spelare får vänta och måste ropa Rack-O."),
    "hasbro-partners": ("Rack-O i lag (Hasbro)", "Fyra spelare, två mot två; lagkamraternas poäng läggs "
                        "ihop, det lag som når 500 vinner."),
    "parker-1992": ("Rack-O (Parker Brothers 1992, husregler)", "Alltid hela kortleken 1-60, ingen svit "
                    "krävs för Rack-O; klassisk poängräkning till 500."),
    "parker-1992-bonus": ("Bonus-Rack-O (Parker Brothers 1992)", "Hela kortleken 1-60 och svitbonus för "
                          "den som går Rack-O; en spelare får vänta och måste ropa Rack-O."),
    "swedish": ("Rack-O (svensk utgåva)", "Korten delas ut på slumpvisa platser, ställen är öppna för "
                "alla, övriga får 10 per kort i sin längsta stigande följd, till 300."),
    "swedish-bonus": ("Bonus-Rack-O (svensk utgåva)", "Svenska regler med snabbstart: 5 kort på "
                      "slumpvisa platser, fyll resten, till 200."),
    "italian": ("Rack-O (italiensk utgåva)", "Klassiska regler; den som drar högst kort ger först och "
                "given går runt varje omgång."),
    "italian-partners": ("Rack-O i lag (italiensk utgåva)", "Två mot två med poängen ihoplagda; laget som "
                         "går Rack-O får svitbonus."),
    "super-rack-o": ("Super Rack-O", "Ett dubbelställ med 8 rader, blå kort stigande på blå sida och röda "
                     "på röd; jokrar, bytkort och vändkort. Inga poäng: först till de vunna omgångar som "
                     "krävs vinner."),
}
