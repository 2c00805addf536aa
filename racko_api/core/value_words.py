"""The games' value names that appear inside sentences ("the red side", "not now (game_over)"),
marked as message ids with their parameter's name as context: a parameter named side, colour or
phase (`words.WORD_PARAMETERS`) is rendered from the catalogue by its value, while the API's own
fields keep the English values. Card kinds and piles are never spliced into a sentence: each has
whole sentences of its own."""

from __future__ import annotations

from racko_api.core.words import tr_word

VALUE_WORDS = (
    tr_word("side", "blue"), tr_word("side", "red"),  # the sides of the double rack
    tr_word("colour", "blue"), tr_word("colour", "red"),  # the colours of the cards
    tr_word("phase", "draw"), tr_word("phase", "holding"), tr_word("phase", "name_swap"),
    tr_word("phase", "swap_pending"), tr_word("phase", "round_over"), tr_word("phase", "game_over"),
)
