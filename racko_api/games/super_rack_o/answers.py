"""Super Rack-O's answers to the stateless endpoints, as JSON values in the shapes the API
documents (beside Rack-O's: `racko_api.games.rack_o.answers`).

Sentences stay `Text` values: the HTTP layer renders them in the request's language.
"""

from __future__ import annotations

from typing import Any

from racko_api.core.deals.dealer import verify_dealer
from racko_api.core.errors import FieldError, InvalidInput
from racko_api.core.kind import Answer, Edition, Table
from racko_api.core.verdicts import Cited
from racko_api.core.words import tr
from racko_api.games.super_rack_o import referee
from racko_api.games.super_rack_o.advisor import advise
from racko_api.games.super_rack_o.as_dealt import as_dealt
from racko_api.games.super_rack_o.cards import format_card
from racko_api.games.super_rack_o.deal import MAX_PLAYERS, MIN_PLAYERS, deal
from racko_api.games.super_rack_o.deck import CardId, face
from racko_api.games.super_rack_o.rack import rack_to_dict
from racko_api.games.super_rack_o.ruleset import SUPER_RACK_O, SUPER_RACK_O_ID, table_notes
from racko_api.games.super_rack_o.views import seat_view


def head(table: Table) -> dict[str, Any]:
    """The start of every answer: the ruleset, `players` as given, and a note for each field
    given that does not bear on the answer."""
    notes = table_notes(table)
    return {"ruleset": SUPER_RACK_O_ID,
            **({"players": table["players"]} if table.get("players") is not None else {}),
            **({"notes": notes} if notes else {})}


def check_rack(table: Table) -> Answer:
    """POST /v1/check/rack: is the double rack a Super Rack-O (S-WIN), each wild's value, and why."""
    answer = referee.check_rack(table["blue"], table["red"]).to_dict()
    out = {**head(table), "legal": answer["super_rack_o"], "sides": answer["sides"],
           "wilds": answer["wilds"], "reasons": answer["reasons"]}
    if table.get("dealt") is not None:
        rack, _ = referee.read_double_rack(table["blue"], table["red"])
        dealt = as_dealt(rack, table["dealt"], answer["super_rack_o"])
        out["as_dealt"] = {"possible": dealt.legal, "reasons": [cited(r) for r in dealt.reasons]}
    return out


def cited(reason: Cited) -> dict[str, str]:
    return {"rule": reason.rule, "text": reason.text}


def check_move(table: Table) -> Answer:
    """POST /v1/check/move: may the player do this now, and the rack and row after it."""
    v = referee.check_move(table["blue"], table["red"], table["play"], card=table.get("card"),
                           taken_from=table.get("taken_from"), slot=table.get("slot"),
                           row=table.get("row"), pending=table.get("pending"))
    assert v.call is not None, "the referee answers the call in every case"
    slot_after = None
    if v.slot is not None and v.after is not None:
        row = v.after.to_dict()["sides"][v.slot.side.value][v.slot.row - 1]
        slot_after = {"side": v.slot.side.value, **row}
    return {**head(table), "legal": v.legal,
            "reasons": [{"rule": r.rule, "text": r.text} for r in v.reasons],
            "rack_after": rack_to_dict(v.rack_after) if v.rack_after else None,
            "discarded": format_card(v.discarded) if v.discarded else None,
            "slot_after": slot_after, "super_rack_o_after": v.wins_after,
            "may_call_now": v.call.legal, "call_reason": cited(v.call.reasons[0])}


def advise_position(table: Table) -> Answer:
    """POST /v1/advice: what to do in the described position (a swap aimed at the player
    included), every legal choice ranked, and why."""
    state, seat = referee.position(table["blue"], table["red"], discard_top=table.get("discard_top"),
                                   card=table.get("card"), taken_from=table.get("taken_from"),
                                   pending=table.get("pending"))
    return {**head(table), **advise(seat_view(state, seat)).to_dict()}


def _card(card: CardId) -> str:
    return format_card(face(card))


def recompute_deal(table: Table) -> Answer:
    """POST /v1/deals/verify: the racks, discard and stock that `seed` deals at this table."""
    # the wins needed and the restock leave the deal alone (a replay restocks as `restock` says)
    if set(table.get("options") or ()) - {"target", "restock"}:
        raise InvalidInput(tr("a super-rack-o deal takes no options but target and restock"),
                           errors=(FieldError("options", tr("only target and restock for super-rack-o")),))
    players = table["players"]
    if not MIN_PLAYERS <= players <= MAX_PLAYERS:
        raise InvalidInput(tr("super-rack-o seats {min_players} to {max_players} players",
                              min_players=MIN_PLAYERS, max_players=MAX_PLAYERS),
                           errors=(FieldError("players", tr("{min_players} to {max_players}",
                                                            min_players=MIN_PLAYERS,
                                                            max_players=MAX_PLAYERS)),))
    dealt = deal(players, verify_dealer(table["dealer"], players), table["seed"])
    return {"racks": [rack_to_dict(rack.map(face)) for rack in dealt.racks],
            "discard": [_card(c) for c in dealt.discard], "stock": [_card(c) for c in dealt.stock]}


EDITIONS = {SUPER_RACK_O_ID: Edition(
    id=SUPER_RACK_O_ID, game=SUPER_RACK_O_ID, title=SUPER_RACK_O.title, source=SUPER_RACK_O.source,
    summary=SUPER_RACK_O.summary, players=SUPER_RACK_O.players, options=SUPER_RACK_O.options(),
    rules=tuple(SUPER_RACK_O.rules()))}
"""Super Rack-O's one edition."""
