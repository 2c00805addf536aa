"""Toy: a third game defined only under the tests, to prove a game is one package and its `Kind`.

Each seat holds a rack of three cards from a deck of 1-12; on its turn a seat draws the top card
of the stock, then discards it or exchanges it for a rack card. The first rack in ascending order
wins the one round; an empty stock ends it with no winner.
"""
