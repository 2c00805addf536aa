"""A Super Rack-O round typed in at the table (`{winner, rack?}`), as a sheet keeps it.

The round is told in Super Rack-O words: its `round_winner` (the answer's `winner` is the
game's), and for each player whether they `won` and the `wins` the round gave them (1 or 0).
The sheet's totals count won rounds, so the running totals, the standing and the first to the
target (R-TARGET's arithmetic, with wins for points) work as for a Rack-O sheet. The result is
plain JSON, stored with the round and shown again as it was (rounds stored before API 1.6 in
Rack-O words were rewritten by a migration).
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any

from racko_api.core.errors import FieldError, InvalidInput
from racko_api.core.words import tr
from racko_api.games.super_rack_o.rack import rack_to_dict
from racko_api.games.super_rack_o.wins import verify_won_round

FORM = tr("a Super Rack-O round is {{winner, rack?}}: rounds are won, not scored")


def _bad(field: str, message: str) -> InvalidInput:
    return InvalidInput(message, errors=(FieldError(field, message),))


def score(players: Sequence[str], typed: Mapping[str, Any]) -> dict[str, Any]:
    """One won round as typed; the winner's rack, when given, must be a Super Rack-O (S-WIN)."""
    if "winner" not in typed:
        field = "entries" if "entries" in typed else "winner"
        raise _bad(field, FORM)
    won = verify_won_round(players, typed["winner"], typed.get("rack"))
    checked = tr(" with a rack that is a Super Rack-O") if won.rack is not None else ""
    return {
        "round_winner": won.winner,
        "rack": rack_to_dict(won.rack, won.named) if won.rack is not None else None,
        "players": [{
            "player": p, "won": p == won.winner, "wins": won.wins(p),
            "reasons": [{"rule": "S-WIN", "text": tr("called SUPER RACK-O!{checked}: a round won",
                                                     checked=checked)}]
            if p == won.winner else [],
        } for p in players],
    }


def document(number: int, result: Mapping[str, Any], totals: Mapping[str, int]) -> dict[str, Any]:
    """The round as the API shows it: who won, each player's win (1 or 0) and running total of
    wins, and the rack the winner laid down if it was typed."""
    return {"number": number, "round_winner": result["round_winner"], "rack": result["rack"],
            "players": [{**p, "total": totals[p["player"]]} for p in result["players"]],
            "teams": []}


def refuse_win_form(typed: Mapping[str, Any]) -> None:
    """A Rack-O sheet scores racks: a Super Rack-O round typed into it is refused, naming the field."""
    if "winner" in typed or "rack" in typed:
        field = "winner" if "winner" in typed else "rack"
        raise _bad(field, tr("a Rack-O round is {{rack_o?, entries}}: every player's rack or "
                             "quick entry"))
