"""The games the service plays, one package each of the same shape, found by ruleset id through
`kinds.kind_of`. Pure Python: nothing of the web here."""
