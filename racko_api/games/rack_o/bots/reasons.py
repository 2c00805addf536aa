"""Why the advisor's first choice (`advisor.py`): what it does to the rack, why it beats the second
in points, how a tie was told apart, what it keeps from the next player, what it does for the
game, and the gaps and the run the rack it leaves still needs, each citing its rule. Every
sentence is a person's to read: each goes through the catalogues (`tr`, `trn`)."""

from __future__ import annotations

from collections.abc import Sequence

from racko_api.core.errors import Reason
from racko_api.core.plays import Pile
from racko_api.core.words import tr, trn
from racko_api.games.rack_o.actions import DRAW_STOCK, TAKE_DISCARD, ActionType
from racko_api.games.rack_o.bots.choices import POINTS_TIE, SOON, Choice, Table
from racko_api.games.rack_o.bots.gaps import FULL, GONE, INF, SEEN, Board, Chain, Plan
from racko_api.games.rack_o.bots.points import order_of, rack_o_points, win_points
from racko_api.games.rack_o.racko import can_go_rack_o
from racko_api.games.rack_o.racks import RACK_SIZE, label_of, longest_run
from racko_api.games.rack_o.scoring import bonus_for_run, loser_points
from racko_api.games.rack_o.turns import can_discard
from racko_api.games.rack_o.views import Rack


def _denial_reasons(choices: Sequence[Choice]) -> list[Reason]:
    """Why the best choice is not the one that would score most but for its gift to the next
    player, when it is not."""
    best = choices[0]
    if best.gift is None:
        return []
    rival = max(choices, key=lambda c: c.points + c.given)
    if rival is best or rival.gift is None or rival.points + rival.given <= best.points + best.given:
        return []
    return [Reason("R-TURN", tr("keep the {rival_card_out} from the next player: it would raise "
                                "that player's chance by {rival_gift:.2f}, and this round would "
                                "then be worth {rival_points:.1f} points instead of "
                                "{rival_raw:.1f}, less than the {best_points:.1f} expected when "
                                "the {best_card_out} goes on the discard pile instead",
                                rival_card_out=rival.card_out, rival_gift=rival.gift,
                                rival_points=rival.points, rival_raw=rival.points + rival.given,
                                best_points=best.points, best_card_out=best.card_out))]


def _points_reasons(table: Table, choices: Sequence[Choice]) -> list[Reason]:
    """Why the first choice beats the second in points: the chance of Rack-O (its value), what
    going out would score, what the rack scores otherwise."""
    if len(choices) < 2 or table.hand is None:
        return []
    best, rival = choices[0], choices[1]
    if best.rack_after is None or rival.rack_after is None or best.points - rival.points <= POINTS_TIE:
        return []
    rs = table.ruleset
    return [Reason("R-SCORE-WIN", tr(
        "{first}: {points:.1f} points expected this round (± {sd:.1f}) against {other_points:.1f} "
        "(± {other_sd:.1f}) for {second}: Rack-O with chance {chance:.2f} against "
        "{other_chance:.2f}, worth {win} against {other_win}, and otherwise {lost} points against "
        "{other_lost}", first=_what(table, best), points=best.points, sd=best.points_sd,
        other_points=rival.points, other_sd=rival.points_sd, second=_what(table, rival),
        chance=best.going_first, other_chance=rival.going_first,
        win=rack_o_points(rs, table.players, best.rack_after),
        other_win=rack_o_points(rs, table.players, rival.rack_after),
        lost=loser_points(rs, best.rack_after), other_lost=loser_points(rs, rival.rack_after)))]


def _tie_reasons(table: Table, choices: Sequence[Choice]) -> list[Reason]:
    """How the best choice was told from one a player could not tell apart by its value."""
    best = choices[0]
    if len(choices) < 2 or best.outs is None:
        return []
    rival = choices[1]
    if rival.outs is None:
        return []
    a, b = _what(table, best), _what(table, rival)
    alike = tr("{first} and {second} are priced alike ({best_rank:.2f})", first=a, second=b,
               best_rank=best.value)
    if len(best.outs) != len(rival.outs):
        def listed(outs: tuple[int, ...]) -> str:
            return f" ({', '.join(map(str, outs))})" if outs else ""
        leaves = trn("{alike}; {choice} leaves {n} unseen card that finishes the rack{cards}",
                     "{alike}; {choice} leaves {n} unseen cards that finish the rack{cards}",
                     len(best.outs), alike=alike, choice=a, cards=listed(best.outs))
        return [Reason("R-RACKO", tr("{leaves}, {choice} {count}{cards}", leaves=leaves, choice=b,
                                     count=len(rival.outs), cards=listed(rival.outs)))]
    if best.soon is None or rival.soon is None:
        return []
    if round(best.soon, 6) != round(rival.soon, 6):
        return [Reason("R-RACKO", tr("{alike}; {choice} is likelier to go Rack-O within the next "
                                     "{soon:g} draws ({best_soon:.2f} against {rival_soon:.2f})",
                                     alike=alike, choice=a, soon=SOON, best_soon=best.soon,
                                     rival_soon=rival.soon))]
    if round(best.points, 6) != round(rival.points, 6):
        rule = "R-BONUS" if best.estimate >= 1.0 else (
            "R-SCORE-LONGEST" if table.ruleset.options.loser_scoring.value != "leading_run_x5"
            else "R-SCORE-LEAD")
        return [Reason(rule, tr("{alike}; {choice} is expected to score more this round "
                                "({best_points:.1f} points against {rival_points:.1f})",
                                alike=alike, choice=a, best_points=best.points, rival_points=rival.points))]
    assert best.rack_after is not None and rival.rack_after is not None
    if order_of(best.rack_after) != order_of(rival.rack_after):
        return [Reason("R-RACKO", tr("{alike}; {choice} leaves more cards in order "
                                     "({pairs} pairs against "
                                     "{rival_pairs})",
                                     alike=alike, choice=a, pairs=order_of(best.rack_after),
                                     rival_pairs=order_of(rival.rack_after)))]
    return [Reason("R-RACKO", tr("{alike}, and equal by every count a player would make: either "
                                 "will do", alike=alike))]


def game_reason(table: Table, best: Choice, first: Choice, chances: tuple[float, float]) -> Reason:
    """R-TARGET: why `best` comes before `first`, the choice that scores most this round: its
    chance to win the game against the other's (`chances`)."""
    assert table.totals is not None
    return Reason("R-TARGET", tr(
        "for the game: {choice} wins it with chance {chance:.2f}, against {other_chance:.2f} "
        "for {other}, the choice that scores most this round ({best_points:.1f} points against "
        "{rival_points:.1f}); totals {mine} against {rival}, target {target}",
        choice=_what(table, best), chance=chances[0], other_chance=chances[1],
        other=_what(table, first), best_points=best.points, rival_points=first.points,
        mine=table.totals[0], rival=max(table.totals[1:]), target=table.target))


def _what(table: Table, choice: Choice) -> str:
    """A choice with a card in hand, as a player would say it."""
    slot = choice.action.slot
    if slot is None:
        return tr("letting the {card} go", card=table.hand)
    return tr("{card} in #{label}", card=table.hand, label=label_of(slot))


Gap = tuple[int, int, int, int]  # first slot, last slot (indexes), the kept values either side


def chain_gaps(board: Board, rack: Sequence[int | None]) -> list[Gap]:
    """The gaps of the cheapest chain of kept cards (no run required), left to right."""
    nodes = [(-1, 0)] + [(i, c) for i, c in enumerate(rack) if c is not None] + [(RACK_SIZE, board.top + 1)]
    best = [INF] * len(nodes)
    parent = [-1] * len(nodes)
    best[0] = 0.0
    for j in range(1, len(nodes)):
        sj, vj = nodes[j]
        for p in range(j):
            sp, vp = nodes[p]
            if best[p] == INF or vp >= vj:
                continue
            c = best[p] + board.gap(sj - sp - 1, vp, vj)
            if c < best[j]:
                best[j], parent[j] = c, p
    path, j = [], len(nodes) - 1
    while j > 0 and parent[j] >= 0:
        path.append((nodes[parent[j]], nodes[j]))
        j = parent[j]
    return [(sp + 1, sq - 1, vp, vq) for (sp, vp), (sq, vq) in reversed(path) if sq - sp > 1]


def _slots(first: int, last: int) -> str:
    a, b = label_of(first), label_of(last)
    return f"#{a}" if a == b else f"#{a}-#{b}"


def _gap_reasons(table: Table, board: Board, rack: Rack, weights: Sequence[int]) -> list[Reason]:
    out = []
    for first, last, low, high in chain_gaps(board, rack):
        k = last - first + 1
        unseen = sum(1 for v in range(low + 1, high) if weights[v] == FULL)
        back = sum(1 for v in range(low + 1, high) if weights[v] == SEEN)
        lo = tr("above {low}", low=low) if low else tr("from 1")
        hi = tr("below {high}", high=high) if high <= table.top else tr("up to {top}", top=table.top)
        need = trn("{slots} still needs {n} card {lo} and {hi}", "{slots} still need {n} cards {lo} and {hi}",
                   k, slots=_slots(first, last), lo=lo, hi=hi)
        fill = trn("{n} unseen card can fill it", "{n} unseen cards can fill it", unseen) if k == 1 else \
            trn("{n} unseen card can fill them", "{n} unseen cards can fill them", unseen)
        if back:
            text = tr("{need}: {fill} ({back} more seen on the discard pile)", need=need, fill=fill,
                      back=back)
        else:
            text = tr("{need}: {fill}", need=need, fill=fill)
        out.append(Reason("R-RACKO", text))
    return out


def _run_reasons(table: Table, chain: Chain, need: int) -> tuple[Rack, list[Reason]]:
    """The run `chain` plans (R-RUN3), or a run toward a bonus; and the rack with that run in
    place, to find the gaps around it."""
    rack, weights = tuple(chain.rack), chain.weights
    if need:
        block = chain.best_block()
        if block is None:
            return rack, [Reason("R-RUN3", tr("a run of {need} consecutive cards is needed to go "
                                              "Rack-O; none can be planned now", need=need))]
        s, v = block
        run = tr("{value}-{last} in {slots}",
                 value=v, last=v + need - 1, slots=_slots(s, s + need - 1))
        missing = [(i, v + i - s) for i in range(s, s + need) if rack[i] != v + i - s]
        if not missing:
            text = tr("the run {run} meets the run of {need} needed to go Rack-O", run=run, need=need)
        else:
            wants = [tr("{card} for #{label} (unseen)", card=c, label=label_of(i)) if weights[c] == FULL
                     else tr("{card} for #{label} (seen)", card=c, label=label_of(i)) for i, c in missing]
            text = tr("it builds toward the run {run} needed to go Rack-O: still missing {wants}",
                      run=run, wants=wants)
        planned = tuple(v + i - s if s <= i < s + need else c for i, c in enumerate(rack))
        return planned, [Reason("R-RUN3", text)]
    longest = longest_run(rack)
    if table.ruleset.options.run_bonus.value != "off" and longest and longest.length > 1:
        start, length = longest.start, longest.length
        run = tr("the run {first}-{last} in {slots}",
                 first=rack[start], last=rack[start + length - 1],
                 slots=_slots(start, start + length - 1))
        if length >= 3:
            text = tr("{run} earns +{bonus} when the rack goes Rack-O",
                      run=run, bonus=bonus_for_run(length))
        else:
            text = tr("{run} counts toward a run bonus (a run of 3 earns +{bonus})",
                      run=run, bonus=bonus_for_run(3))
        return rack, [Reason("R-BONUS", text)]
    return rack, []


def reasons_for(table: Table, choices: Sequence[Choice], board: Board, plan: Plan,
             need: int, by_value: bool = True) -> list[Reason]:
    """Why the first choice, `best`; `board` and `plan` price the table as it stands. The gaps
    and the run are those of the rack the choice leaves: with a taken discard in its best slot,
    say."""
    best = choices[0]
    chain: Chain = plan
    out: list[Reason] = []
    action = best.action
    complete = can_go_rack_o(table.ruleset, table.players, table.rack)  # before this choice
    if action == DRAW_STOCK:
        if table.discard_top is None:
            text: str = tr("draw from the stock: the discard pile is empty")
        elif complete:  # R-WAIT: a Rack-O not called yet
            text = tr("draw from the stock: the rack is already a Rack-O, worth {points}, and the "
                      "{card} on the discard pile adds no more to its score than a "
                      "stock card does on average", points=win_points(table.ruleset, table.rack),
                      card=table.discard_top)
        else:
            text = (tr("draw from the stock: the {card} on the discard pile helps "
                       "the rack less than a stock card does on average",
                       card=table.discard_top))
        out.append(Reason("R-TURN", text))
    elif best.rack_after is not None:
        taken = action == TAKE_DISCARD
        card = table.discard_top if taken else table.hand
        assert card is not None
        rack = best.rack_after
        denial = _denial_reasons(choices) if by_value else []
        if action.type is ActionType.DISCARD:
            why: str
            if can_go_rack_o(table.ruleset, table.players, rack):
                why = (tr(": the rack is already a Rack-O, worth {points}, and no slot makes it score more",
                          points=win_points(table.ruleset, rack))
                       if table.ruleset.options.explicit_call else tr(": the rack is already a Rack-O"))
            else:
                why = "" if denial or not by_value else tr(": no slot brings the rack closer to Rack-O")
            out.append(Reason("R-TURN-STOCK-MAY", tr("let the {card} go{why}", card=card, why=why)))
        else:
            slot = next(i for i, c in enumerate(rack) if c != table.rack[i])
            text = _placement(card, slot, rack, best.card_out)
            if can_go_rack_o(table.ruleset, table.players, rack):
                text = tr("{placed}: the rack is then a Rack-O, worth {points}", placed=text,
                          points=win_points(table.ruleset, rack))
            if table.source is Pile.STOCK and not can_discard(table.ruleset, Pile.STOCK):
                out.append(Reason("R-TURN-STOCK-MUST", tr("the {card} from the stock must "
                                                          "replace a card of the rack: it may "
                                                          "not be let go", card=card)))
            if taken and complete:  # R-WAIT: a Rack-O not called yet, made to score more
                out.append(Reason("R-TURN-DISCARD-MUST", tr("take the {card} from the discard "
                                                            "pile: the rack is already a Rack-O, "
                                                            "worth {points}, and the {card} makes "
                                                            "it score more than a stock card "
                                                            "would on average; it must go into "
                                                            "the rack", card=card,
                                                            points=win_points(table.ruleset,
                                                                              table.rack))))
            elif taken:
                out.append(Reason("R-TURN-DISCARD-MUST", tr("take the {card} from the discard "
                                                            "pile: it helps the rack more than a "
                                                            "stock card would on average, and it "
                                                            "must go into the rack", card=card)))
            out.append(Reason("R-TURN-SAME-SLOT" if best.card_out is not None else "R-QUICK", text))
        out += denial  # the card kept from the next player
        if by_value:
            out += _points_reasons(table, choices) + _tie_reasons(table, choices)
        if best.plan is not None:
            chain, board = best.plan, best.plan.board
        else:  # only the run it plans is needed, not the price of further changes
            weights = list(table.weights)
            weights[card] = GONE
            if best.card_out is not None:
                weights[best.card_out] = SEEN
            board = Board(table.top, weights, table.horizon)
            chain = Chain(board, rack, weights, need)
    planned, runs = _run_reasons(table, chain, need)
    return out + _gap_reasons(table, board, planned, chain.weights) + runs


def _placement(card: int, slot: int, rack: Rack, card_out: int | None) -> str:
    """`card` goes into `slot` of `rack` (the rack after): in place of what, between which cards
    (the nearest on either side, and whether each is in order with it)."""
    filled = [(i, c) for i, c in enumerate(rack) if c is not None]
    at = next(n for n, (i, _) in enumerate(filled) if i == slot)
    cards = [c for _, c in filled]
    low = cards[at - 1] if at > 0 else None
    high = cards[at + 1] if at + 1 < len(cards) else None
    instead = tr(" in place of {card}", card=card_out) if card_out is not None else tr(" (empty)")
    between: str = ""
    wrong: list[str] = []
    if low is not None or high is not None:
        between = tr(", between {low} and {high}", low=low if low is not None else tr("the start"),
                     high=high if high is not None else tr("the end"))
        # a neighbour out of order with the card or with the card beyond it
        wrong = [str(low) for _ in (1,) if low is not None and (
            low > card or (at > 1 and cards[at - 2] > low))]
        wrong += [str(high) for _ in (1,) if high is not None and (
            high < card or (at + 2 < len(cards) and cards[at + 2] < high))]
    order: str = ""
    if len(wrong) == 1:
        order = tr(" ({card} is out of order)", card=wrong[0])
    elif wrong:
        order = tr(" ({card} and {other} are out of order)", card=wrong[0], other=wrong[1])
    return tr("{card} goes into #{label}{instead}{between}{order}", card=card, label=label_of(slot),
              instead=instead, between=between, order=order)


__all__ = ["chain_gaps", "game_reason", "reasons_for"]
