"""The Super Rack-O advisor: every legal action ranked once, each estimate as documented."""

from __future__ import annotations

import random

from racko_api.games.super_rack_o.actions import ActionType
from racko_api.games.super_rack_o.advisor import advise
from racko_api.games.super_rack_o.aim import kept, swap_row
from racko_api.games.super_rack_o.bots import BOTS, bot_move
from racko_api.games.super_rack_o.cards import Card, Colour
from racko_api.games.super_rack_o.engine import apply, new_game
from racko_api.games.super_rack_o.evaluate import keepable, spread
from racko_api.games.super_rack_o.rack import DoubleRack
from racko_api.games.super_rack_o.ruleset import SUPER_RACK_O
from racko_api.games.super_rack_o.state import Phase
from racko_api.games.super_rack_o.views import seat_view


def documented_estimate(rack: DoubleRack[Card]) -> float:
    """The module docstring's estimate: cards that can stay, plus a fraction for the spread."""
    kept = sum(keepable(c, rack.side(c)) for c in Colour)
    return kept + 1.0 / (1.0 + sum(spread(c, rack.side(c)) for c in Colour) / 100.0)


def test_every_exchange_is_ranked_once_with_the_documented_estimate() -> None:
    checked = 0
    for game in range(6):
        rng = random.Random(game)
        state, _ = new_game(SUPER_RACK_O, 2 + game % 3, seed=game)
        for _ in range(150):
            if state.phase is Phase.GAME_OVER:
                break
            seat = state.turn
            seen = seat_view(state, seat)
            if seen.hand is not None and seen.legal_actions:
                advice = advise(seen)
                assert sorted(map(str, (c.action for c in advice.choices))) == \
                    sorted(map(str, seen.legal_actions))
                for choice in advice.choices:
                    if choice.action.type is ActionType.EXCHANGE:
                        assert choice.action.slot is not None
                        after = seen.rack.replace(choice.action.slot, seen.hand)
                        assert choice.estimate == documented_estimate(after)
                        checked += 1
            move = bot_move(state, [BOTS["basic"]] * state.players, rng)
            if move is None:
                break
            state, _ = apply(state, *move)
    assert checked > 500


def test_S_SWAP_the_reasons_compare_the_choice_with_the_swap_and_weigh_only_legal_takes() -> None:
    """Whenever a swap could be played and is not advised, a reason says what beats it, with both
    estimates; a draw never weighs a top discard the rules do not let the seat take (S-TURN)."""
    compared = forbidden = 0
    for game in range(8):
        rng = random.Random(game)
        state, _ = new_game(SUPER_RACK_O, 2, seed=100 + game)
        for _ in range(200):
            if state.phase is Phase.GAME_OVER:
                break
            seen = seat_view(state, state.turn)
            legal = seen.legal_actions
            if legal:
                advice = advise(seen)
                best = advice.choices[0]
                swaps = [c for c in advice.choices if c.action.type is ActionType.PLAY_SWAP]
                if swaps and best.action.type is not ActionType.PLAY_SWAP:
                    assert any(r.rule == "S-SWAP" and r.text.startswith("better than playing the swap")
                               and f"{swaps[0].estimate:.3f}" in r.text for r in advice.reasons)
                    compared += 1
                takes = any(a.type is ActionType.TAKE_DISCARD for a in legal)
                if best.action.type is ActionType.DRAW_STOCK and not takes:
                    assert "would not help more" not in advice.reasons[0].text
                    forbidden += seen.discard_top is not None
            move = bot_move(state, [BOTS["basic"]] * state.players, rng)
            if move is None:
                break
            state, _ = apply(state, *move)
    assert compared and forbidden


def test_S_TURN_the_reasons_compare_the_choice_with_the_next_best_of_its_kind() -> None:
    """Where the runner-up is of the advised kind (another row, another target), a reason names
    it with both estimates, or says the tie; it is true of the ranking."""
    better = tied = 0
    for game in range(4):
        rng = random.Random(game)
        state, _ = new_game(SUPER_RACK_O, 2, seed=300 + game)
        for _ in range(150):
            if state.phase is Phase.GAME_OVER:
                break
            seen = seat_view(state, state.turn)
            if seen.legal_actions:
                advice = advise(seen)
                if len(advice.choices) > 1 and advice.choices[1].action.type is advice.choices[0].action.type:
                    best, runner = advice.choices[0].estimate, advice.choices[1].estimate
                    texts = [r.text for r in advice.reasons]
                    if best > runner:
                        assert any(t.startswith("better than") and ", the next best: it scores "
                                   f"{best:.3f} against {runner:.3f}" in t for t in texts)
                        better += 1
                    else:
                        assert best == runner
                        assert any(t.startswith("as good as") and f"both score {best:.3f}, either "
                                   "will do" in t for t in texts)
                        tied += 1
            move = bot_move(state, [BOTS["basic"]] * state.players, rng)
            if move is None:
                break
            state, _ = apply(state, *move)
    assert better and tied


def test_S_SWAP_the_row_named_comes_from_the_seat_s_rack_not_the_move_count() -> None:
    """Every swap the advisor ranks first names the row whose switch costs the seat's own rack
    the most cards that can stay (`aim.swap_row`), whatever the move count."""
    named = 0
    for game in range(10):
        rng = random.Random(game)
        state, _ = new_game(SUPER_RACK_O, 2, seed=300 + game)
        for _ in range(200):
            if state.phase is Phase.GAME_OVER:
                break
            seen = seat_view(state, state.turn)
            if any(a.type is ActionType.PLAY_SWAP for a in seen.legal_actions):
                swaps = [c for c in advise(seen).choices if c.action.type is ActionType.PLAY_SWAP]
                later = [c for c in advise(seen._replace(moves=seen.moves + 1)).choices
                         if c.action.type is ActionType.PLAY_SWAP]
                row = swaps[0].action.row
                assert row == later[0].action.row == swap_row(seen.rack)
                assert all(kept(seen.rack.switch_row(row)) <= kept(seen.rack.switch_row(r))
                           for r in range(1, 9))
                named += 1
            move = bot_move(state, [BOTS["basic"]] * state.players, rng)
            if move is None:
                break
            state, _ = apply(state, *move)
    assert named >= 5
