"""Bots play legal steps only, never touch the state they are given, and play to their level."""

from __future__ import annotations

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from canvas_table.engine.rng import Rng
from canvas_table.picktura.actions import Collect, Complete, Discard, Draw, Expose, UseBlank
from canvas_table.picktura.bots import LEVELS, GreedyBot, decision_seed, make_bot
from canvas_table.picktura.search import SearchBot, estimate, search_actions
from canvas_table.picktura.state import TURN, PickturaState
from canvas_table.picktura.value import exposed_elsewhere, hand_value
from tests.picktura.helpers import new_state, position

OTHER = [2, 6, 10, 14, 18]


def _play(state: PickturaState, levels: list[str], seed: int, iterations: int = 40) -> PickturaState:
    bots = [make_bot(level, seed * 7 + s, iterations=iterations) for s, level in enumerate(levels)]
    while not state.is_over():
        seat = state.current_seat
        assert seat is not None
        before = state.to_json()
        action = bots[seat].choose(state)
        assert state.to_json() == before, "a bot changed the state it was given"
        assert state.why_illegal(action) is None, f"{levels[seat]} chose an illegal {action}"
        state.apply(action)
        assert state.moves < 3000, "the game does not end"
    return state


@pytest.mark.slow
@pytest.mark.parametrize("level", [*LEVELS, "greedy"])
def test_every_level_plays_legal_steps_and_leaves_the_state_alone(level):
    _play(new_state(2, 40), [level, "normal"], 1, iterations=20)
    _play(new_state(4, 41, remix=True, complete_three=True), [level] * 4, 2, iterations=10)


def test_make_bot_levels():
    assert LEVELS == ("random", "easy", "normal", "hard", "master")
    assert make_bot("greedy", 1).name == "normal" and make_bot("easy", 1).name == "easy"
    master, hard = make_bot("master", 1), make_bot("hard", 1)  # a level is its work, not a clock
    assert master.iterations == 1000 and master.name == "master"
    assert hard.iterations == 150 and hard.name == "hard"
    assert make_bot("master", 1, iterations=9).iterations == 9
    result = make_bot("master", 2, iterations=12).think(new_state(2, 40))
    assert result.iterations == 12 and sum(s.visits for s in result.stats) == 12
    with pytest.raises(ValueError, match="unknown bot level 'grandmaster'"):
        make_bot("grandmaster", 1)
    with pytest.raises(ValueError, match="the game is over"):
        make_bot("normal", 1).choose(_play(new_state(2, 2), ["random", "random"], 1))


def test_greedy_finishes_a_work_before_anything_else():
    state = position([[3, 4, 49, 13, 17], OTHER], visible=[14], hidden=[40, 41, 42],
                     works=[[[1, 2], [5, 6, 7]], []])
    assert GreedyBot().choose(state) == Complete(0, (3, 4))  # +70 beats the blank's +40
    state.works[0] = [[5, 6, 7]]
    assert GreedyBot().choose(state) == UseBlank(0, 49)


def test_greedy_takes_a_visible_card_that_joins_its_hand_and_discards_a_loner():
    state = position([[1, 2, 9, 13, 21], OTHER], visible=[30, 3], hidden=[40, 41, 42])
    bot = GreedyBot()
    assert bot.choose(state) == Collect("visible")  # 3 makes three of work 1
    state.apply(Collect("visible"))
    assert bot.choose(state) in (Discard(9), Discard(13), Discard(21))
    assert bot.choose(state) != Discard(3)


def test_greedy_does_not_feed_an_opponents_exposed_work():
    # after taking 45, the cards 9, 13 and 45 are each alone in the hand and worth the same
    hands = [[1, 2, 3, 9, 13], [22, 26, 30, 34, 38]]
    alone = position(hands, visible=[50], hidden=[40, 41, 45])
    alone.apply(Collect("hidden"))
    assert GreedyBot().choose(alone) == Discard(9)  # the lowest of equals
    fed = position(hands, visible=[50], hidden=[40, 41, 45], works=[[], [[10, 11]]])
    fed.apply(Collect("hidden"))
    assert GreedyBot().choose(fed) == Discard(13)  # seat 1 waits for 9 (and 12) to finish work 3


def test_greedy_values_the_hidden_pile_without_its_order():
    state = new_state(2, 17)
    bot = GreedyBot(3)
    seat = state.current_seat
    gains = bot.pile_gains(state, seat, then_discard=True)
    for seed in range(3):
        copy = state.clone()
        copy.redeal(Rng(seed), seat)
        assert bot.pile_gains(copy, seat, then_discard=True) == pytest.approx(gains)


def test_greedy_draws_the_visible_card_it_wants():
    state = position([[1, 2, 3, 9, 13], OTHER], visible=[30, 4], hidden=[40, 41, 42, 43])
    state.apply(Expose((1, 2, 3)))
    assert GreedyBot().choose(state) == Draw("hidden")  # 4 only finishes with a blank: worth little
    state = position([[5, 6, 9, 13, 17], OTHER], visible=[30, 10], hidden=[40, 41, 42, 43])
    state.apply(Expose((5, 6)))
    assert GreedyBot().choose(state) == Draw("visible")  # 10 pairs with 9


@pytest.mark.slow
def test_normal_beats_random_clearly():
    wins = 0.0
    for game in range(100):
        levels = ["normal", "random"] if game % 2 == 0 else ["random", "normal"]
        state = _play(new_state(2, 5000 + game), levels, game)
        wins += state.returns()[levels.index("normal")]
    assert wins > 70


def test_the_search_never_passes_and_never_takes_a_useless_visible_card():
    state = position([[1, 5, 9, 13, 17], OTHER], visible=[30, 31], hidden=[40, 41, 42])
    assert Collect("visible") not in search_actions(state)  # 31 joins nothing in the hand
    state = position([[1, 5, 9, 13, 17], OTHER], visible=[30, 2], hidden=[40, 41, 42])
    assert Collect("visible") in search_actions(state)
    state.apply(Collect("visible"))
    # 2 made a pair with 1: giving 1 back would leave the hand as it was, and so would giving 2
    assert set(search_actions(state)) == {Discard(5), Discard(9), Discard(13), Discard(17)}


def test_two_seats_cannot_trade_equal_quarters_for_ever():
    # 9 and 11 are quarters of one work: taking 11 and giving 9 back is a trade of equal worth,
    # which two searches did for ever in a ladder game (the hidden pile never ran out)
    state = position([[9, 14, 30, 31, 42], [12, 16, 38, 43, 50]], visible=[3, 10, 2, 11], hidden=[40])
    assert Collect("visible") in search_actions(state)
    state.apply(Collect("visible"))
    hand, worth = state.hands[0], _worth(state, 0, [9, 14, 30, 31, 42])
    kept = {a.card for a in search_actions(state)}  # type: ignore[attr-defined]
    assert kept and not kept & {9, 11}
    assert kept == {c for c in hand if _worth(state, 0, [d for d in hand if d != c]) > worth}


def _worth(state: PickturaState, seat: int, hand: list[int]) -> float:
    return hand_value(hand, state.works[seat], exposed_elsewhere(state, seat), state.setup.complete_three)


@settings(max_examples=150, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(seed=st.integers(0, 10**6), steps=st.integers(0, 120))
def test_every_visible_take_of_the_search_raises_the_hand_s_worth(seed, steps):
    state, rng = new_state(2, seed), Rng(seed)
    for _ in range(steps):
        if state.is_over():
            return
        state.apply(rng.choice(state.legal_actions()))
    if state.is_over() or state.phase != TURN or Collect("visible") not in search_actions(state):
        return
    seat = state.seat
    before = list(state.hands[seat])
    state.apply(Collect("visible"))
    worth = _worth(state, seat, before)
    for action in search_actions(state):
        rest = list(state.hands[seat])
        rest.remove(action.card)  # type: ignore[attr-defined]
        assert _worth(state, seat, rest) > worth, action


def test_the_estimate_is_the_result_once_over_and_chances_before():
    state = position([[9, 13], [5, 6, 7, 8, 18]], seat=1)
    chances = estimate(state)
    assert sum(chances) == pytest.approx(1) and chances[1] > chances[0]
    state.apply(Complete(0, (7, 8)) if state.works[1] else Expose((5, 6, 7, 8)))
    assert state.is_over() and estimate(state) == [0.0, 1.0]


def test_a_search_is_deterministic_for_a_seed_and_budget():
    state = position([[1, 2, 9, 13, 17], OTHER, [3, 7, 11, 15, 19]], visible=[30, 31],
                     hidden=[40, 41, 42, 43, 44, 45])
    assert search_actions(state) == [Collect("hidden"), Expose((1, 2))]
    first = SearchBot(5, 120).think(state)
    again = SearchBot(5, 120).think(state)
    assert first.action == again.action and first.iterations == 120
    assert [s.visits for s in first.stats] == [s.visits for s in again.stats]
    assert decision_seed(state) == state.setup.seed * 7919 + 0 * 31 + state.current_seat
