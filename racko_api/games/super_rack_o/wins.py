"""A won round for a scoresheet: Super Rack-O gives no points, so a sheet counts won rounds.

The rulebook gives no points: a round is won by going Super Rack-O, and the first to N won
rounds (default 1) wins the game. The winner's double rack may be given; then it must exist
(S-DECK), any naming of its wilds must be legal (S-WILD), and it must pass S-WIN.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass

from racko_api.core.errors import FieldError, IllegalMove, InvalidInput
from racko_api.core.words import tr
from racko_api.games.super_rack_o.cards import Card
from racko_api.games.super_rack_o.naming import read_named_rack, values_of, verify_naming
from racko_api.games.super_rack_o.rack import DoubleRack, Slot
from racko_api.games.super_rack_o.win import verify_super_rack_o


@dataclass(frozen=True)
class WonRound:
    """Who called SUPER RACK-O! and won the round, with the rack they laid down if it was given."""

    winner: str
    rack: DoubleRack[Card] | None = None
    named: Mapping[Slot, int] | None = None

    def wins(self, player: str) -> int:
        """What the round adds to `player`'s count: 1 for the winner, else 0."""
        return int(player == self.winner)


def verify_won_round(players: Sequence[str], winner: str,
                     rack: Mapping[str, object] | None = None) -> WonRound:
    """The round, or InvalidInput naming the field: an unknown winner, or a rack that is no win (S-WIN)."""
    if winner not in players:
        message = tr("{winner!r} is not a player of this sheet; players: {players}",
                     winner=winner, players=', '.join(players))
        raise InvalidInput(message, rule="S-WIN", errors=(FieldError("winner", message, "S-WIN"),))
    if rack is None:
        return WonRound(winner)
    cards, naming = read_named_rack(rack, field="rack")
    verify_naming(cards, naming)
    named = values_of(naming)
    try:
        verify_super_rack_o(cards, named)
    except IllegalMove as exc:  # on a sheet, a round that cannot have been is malformed input
        raise InvalidInput(tr("{winner} cannot have won with this rack: {reason}",
                              winner=winner, reason=exc.message), rule=exc.rule,
                           errors=exc.errors) from None
    return WonRound(winner, cards, named)


__all__ = ["WonRound", "verify_won_round"]
