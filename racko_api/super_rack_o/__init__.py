"""Super Rack-O (RULES.md §5): the double rack, wild values, swap and reverse, and a pure engine.

Standard library only: no web, schema or database import, so the checker, the game API and
the bots all call the same `verify_` functions.
"""
