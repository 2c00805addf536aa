"""The games' value names that appear inside sentences ("the red side", "the stock pile"), marked
as message ids: a parameter that is one of these single words is rendered from the catalogue too
(`words.Text.render`), while the API's own fields keep the English values."""

from __future__ import annotations

from racko_api.core.words import tr_noop

VALUE_WORDS = (
    tr_noop("blue"), tr_noop("red"),  # Super Rack-O colours and sides
    tr_noop("number"), tr_noop("wild"), tr_noop("swap"), tr_noop("reverse"),  # card kinds
    tr_noop("stock"), tr_noop("discard"),  # the piles a card is taken from
    tr_noop("draw"), tr_noop("holding"), tr_noop("name_swap"), tr_noop("swap_pending"),  # phases
    tr_noop("round_over"), tr_noop("game_over"),
)
