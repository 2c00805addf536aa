"""What every game shares: domain errors and verdicts naming rules, the rule catalogue, events,
players' names, the target, and verifiable deals. Pure Python: nothing of the web here."""
