"""Bots play legal actions only, never touch the state they are given, and play to their level."""

from __future__ import annotations

import dataclasses

import pytest

from canvas_table.engine.rng import Rng
from canvas_table.layers.actions import Place
from canvas_table.layers.bots import (
    LEVELS,
    GreedyBot,
    SearchBot,
    decision_seed,
    hard_budget,
    layer_gains,
    make_bot,
    settle,
    unseen_cards,
)
from canvas_table.layers.state import LayersState
from tests.layers.helpers import card, new_state, single


def _play(state: LayersState, levels: list[str], seed: int, iterations: int = 150) -> LayersState:
    bots = [make_bot(level, seed * 7 + s, iterations=iterations) for s, level in enumerate(levels)]
    while not state.is_over():
        seat = state.current_seat
        assert seat is not None
        before = state.to_json()
        action = bots[seat].choose(state)
        assert state.to_json() == before, "a bot changed the state it was given"
        assert state.why_illegal(action) is None, f"{levels[seat]} chose an illegal {action}"
        state.apply(action)
    return state


@pytest.mark.slow
@pytest.mark.parametrize("level", [*LEVELS, "greedy"])
def test_every_level_plays_legal_moves_and_leaves_the_state_alone(level):
    for count in (1, 3):
        _play(new_state(count, 40 + count), [level] * count, count, iterations=60)


def test_make_bot_levels():
    assert LEVELS == ("random", "easy", "normal", "hard", "master")
    assert make_bot("greedy", 1).name == "normal" and make_bot("easy", 1).name == "easy"
    master = make_bot("master", 1)  # a level is its work, not a clock: four trees of Hard's size
    assert master.iterations is hard_budget and master.seconds is None and master.trees == 4
    assert make_bot("master", 1, iterations=9).iterations == 9 and make_bot("hard", 1).trees == 1
    with pytest.raises(ValueError, match="unknown bot level 'grandmaster'"):
        make_bot("grandmaster", 1)
    with pytest.raises(ValueError):
        make_bot("normal", 1).choose(_play(new_state(1, 2), ["random"], 1))


def test_layer_gains_by_hand():
    heart, star, moon = single("heart", 1), single("star", 3), single("moon", 2)
    state = new_state(1, 1, deck=(heart, star, moon))  # hearts 1, star 1, moon 1: 3 points
    # a heart at 2 on layer 1 or 2 lies under the moon at 2 and replaces a scoring card: star
    # and moon, or heart and moon, are left (2 points); on layer 3 it covers the moon: two hearts
    # (2 × 2) and the star make 5
    assert layer_gains(state, 0, single("heart", 2)) == (2 - 3, 2 - 3, 5 - 3)


def test_greedy_values_the_pile_without_its_order():
    state = new_state(2, 17)
    state.apply(Place("market", 2, 0))
    bot = GreedyBot(3)
    rated = bot.rate(state, state.current_seat)
    for seed in range(3):
        copy = state.clone()
        copy.redeal(Rng(seed))
        assert bot.rate(copy, copy.current_seat) == rated
    assert sorted(unseen_cards(state)) == sorted(state.pile)


def test_a_draw_is_placed_where_the_real_top_card_scores_best():
    heart, star, moon = single("heart", 1), single("star", 3), single("moon", 2)
    state = new_state(1, 1, deck=(heart, star, moon, 1, 2, 5, 6, single("heart", 2)))
    assert state.pile_top == single("heart", 2)
    assert settle(state, Place("pile", 1)) == Place("pile", 3)  # gains −1, −1, +2: layer 3
    assert settle(state, Place("market", 1, 3)) == Place("market", 1, 3)


def test_search_is_deterministic_and_reports_real_actions():
    state = new_state(3, 21)
    one, two = SearchBot(5, 200), SearchBot(5, 200)
    first, second = one.think(state), two.think(state)
    assert first.action == second.action and first.iterations == 200
    assert all(s.action.layer in (1, 2, 3) for s in first.stats)
    assert state.why_illegal(first.action) is None


def test_search_can_be_cancelled():
    result = SearchBot(1, 10_000, cancel=lambda: True).think(new_state(2, 3))
    assert result.cancelled and result.iterations == 0
    assert new_state(2, 3).why_illegal(result.action) is None


def test_decision_seed_follows_the_game():
    state = new_state(2, 9)
    seed = decision_seed(state)
    assert seed == decision_seed(state.clone())
    state.apply(Place("pile", 1))
    assert decision_seed(state) != seed


def _share(level: str, other: str, games: int, iterations: int | None = None) -> float:
    """``level``'s mean share of the wins against ``other``, 2 players, seats alternating."""
    total = 0.0
    for game in range(games):
        seat = game % 2
        levels = [level, other] if seat == 0 else [other, level]
        state = new_state(2, 1000 + game)
        bots = [make_bot(lv, 7 * game + s, iterations=iterations) for s, lv in enumerate(levels)]
        while not state.is_over():
            state.apply(bots[state.current_seat].choose(state))  # type: ignore[index]
        total += state.returns()[seat]
    return total / games


@pytest.mark.slow
def test_normal_beats_random():
    assert _share("normal", "random", 100) >= 0.8  # about 0.93 over many games


@pytest.mark.slow
def test_easy_sits_between_random_and_normal():
    assert _share("easy", "random", 100) >= 0.75
    assert _share("normal", "easy", 100) >= 0.5


@pytest.mark.slow
def test_hard_beats_normal():
    assert _share("hard", "normal", 40, iterations=300) >= 0.5  # about 0.62 over many games


def test_master_searches_four_trees_and_reports_their_sum():
    state = new_state(2, 5)
    result = make_bot("master", 3, iterations=25).think(state)
    assert result.iterations == 100 and sum(s.visits for s in result.stats) == 100
    assert result.action == make_bot("master", 3, iterations=25).choose(state)  # same seed, same move


def test_normal_counts_the_next_turn_a_placement_leaves_room_for():
    """One seat, three turns: on the painting heart@0, star@1, moon@2 (3 points), the market's
    heart@3 scores 0 on layer 1 and +2 on layer 2; the two unseen cards are heart@4 and star@0.
    By hand (rules: a kind scores visible × (positive − negative), a higher symbol hides one at
    its position), the best next gains are 2 and 2 after layer 1 (mean 2), 4 and −2 after
    layer 2 (mean 1); drawing now is worth the mean of 2 and 2."""
    made = [card((0, "heart")), card((1, "star")), card((2, "moon")),  # the painting, layers 1-3
            card((3, "heart")), card((4, "eye")), card((4, "leaf")), card((4, "bird")),  # market
            card((4, "heart")), card((0, "star"))]  # the pile: the cards no one has seen
    cards = {k: dataclasses.replace(c, id=k) for k, c in enumerate(made)}
    state = new_state(1, 1, cards, deck=tuple(range(9)))
    assert state.boards[0] == [0, 1, 2] and state.market[0] == 3 and sorted(state.pile) == [7, 8]
    plain = dict((action, value) for value, action in GreedyBot(1).rate(state, 0))
    ahead = dict((action, value) for value, action in GreedyBot(1, lookahead=1.0).rate(state, 0))
    on_1, on_2 = Place("market", 1, 0), Place("market", 2, 0)
    assert (plain[on_1], plain[on_2]) == (0, 2)
    assert (ahead[on_1], ahead[on_2]) == (0 + 2, 2 + 1)
    assert plain[Place("pile", 0)] == ahead[Place("pile", 0)] == 2
    state.moves = 2  # the same position on the seat's last turn: nothing to look ahead to
    assert dict((a, v) for v, a in GreedyBot(1, lookahead=1.0).rate(state, 0))[on_2] == 2
