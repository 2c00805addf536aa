"""Use cases: each runs in one database transaction, asks the rules core, saves what it produced."""
