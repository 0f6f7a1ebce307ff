"""Canvas bots: legal moves only, honest copies, determinism, levels, and fast playouts."""

from __future__ import annotations

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from canvas_table.canvas.actions import Paint
from canvas_table.canvas.bots import LEVELS, GreedyBot, SearchBot, make_bot
from canvas_table.canvas.policies import CanvasModel
from canvas_table.canvas.state import CanvasState
from canvas_table.engine.bots import RandomBot
from canvas_table.engine.rng import Rng
from tests.canvas.positions import new_state


def random_position(players: int, seed: int, moves: int) -> CanvasState:
    """A position reached by random play (solo games with Vincent, random scoring cards)."""
    state = new_state(players, seed=seed, scoring=None, first=None)
    walker = RandomBot(seed)
    for _ in range(moves):
        if state.is_over():
            break
        state.apply(walker.choose(state))
    return state


@pytest.mark.slow
@settings(max_examples=25, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(
    players=st.integers(1, 4),
    seed=st.integers(0, 10_000),
    moves=st.integers(0, 60),
    level=st.sampled_from(["easy", "normal", "hard", "master"]),
)
def test_bots_only_play_legal_actions(players: int, seed: int, moves: int, level: str) -> None:
    state = random_position(players, seed, moves)
    if state.is_over():
        return
    bot = make_bot(level, seed, iterations=20)
    before = state.to_json()
    action = bot.choose(state)
    assert state.why_illegal(action) is None
    assert state.to_json() == before


def test_search_tree_actions_are_legal_and_cover_every_take() -> None:
    for seed in range(30):
        state = random_position(3, seed, seed * 2)
        if state.is_over():
            continue
        model = CanvasModel(state)
        actions = model.candidates(state)
        legal = state.legal_actions()
        assert actions and all(a in legal for a in actions)
        assert [a for a in actions if not isinstance(a, Paint)] == [
            a for a in legal if not isinstance(a, Paint)
        ]
        backgrounds = {a.background for a in actions if isinstance(a, Paint)}
        assert len(backgrounds) <= 1  # backgrounds have no rule effect: one is enough


@pytest.mark.slow
def test_thinking_never_changes_the_game() -> None:
    """The game continues identically whether or not a bot thought (deck and Vincent's coins)."""
    thought = new_state(2, seed=21, vincent=True)
    untouched = thought.clone()
    hard = SearchBot(5, iterations=60)
    driver_a, driver_b = GreedyBot(9), GreedyBot(9)
    while not thought.is_over():
        hard.choose(thought)
        thought.apply(driver_a.choose(thought))
        untouched.apply(driver_b.choose(untouched))
        assert thought.to_json() == untouched.to_json()
    assert thought.returns() == untouched.returns()


def test_the_bots_copy_is_redealt(monkeypatch: pytest.MonkeyPatch) -> None:
    state = random_position(2, 4, 3)
    seen: list[list[int]] = []
    bot = SearchBot(1, iterations=30)
    model = bot.model_for(state)
    playout = model.playout

    def spy(copy: CanvasState, rng: Rng) -> list[float]:
        seen.append(copy.deck)
        return playout(copy, rng)

    monkeypatch.setattr(model, "playout", spy)
    bot.choose(state)
    real = state.deck
    assert seen and sum(deck != real[-len(deck):] for deck in seen) >= len(seen) - 1
    assert all(set(deck) <= set(real) for deck in seen)  # the same cards, re-dealt


@pytest.mark.slow
def test_same_seed_and_budget_same_decisions() -> None:
    state = random_position(4, 17, 9)
    first = SearchBot(3, iterations=120)
    second = SearchBot(3, iterations=120)
    for _ in range(2):
        assert first.think(state).stats == second.think(state).stats
    assert first.think(state).action == second.choose(state)


def test_levels_and_names() -> None:
    assert LEVELS == ("random", "easy", "normal", "hard", "master")
    assert isinstance(make_bot("greedy", 1), GreedyBot)
    assert make_bot("easy", 1).noise > 0  # type: ignore[attr-defined]
    hard = make_bot("hard", 1)  # a level is its work, not a clock
    assert isinstance(hard, SearchBot) and hard.iterations == 200 and hard.seconds is None
    master = make_bot("master", 1)  # ten times Hard's work
    assert isinstance(master, SearchBot) and master.iterations == 2000 and master.seconds is None
    fast = make_bot("master", 1, iterations=10)
    assert isinstance(fast, SearchBot) and fast.iterations == 10 and fast.seconds is None
    with pytest.raises(ValueError, match="unknown bot level"):
        make_bot("grandmaster", 1)


def test_master_searches_its_budget_in_one_tree_and_repeats_itself() -> None:
    state = new_state(2, seed=9)
    master = make_bot("master", 4, iterations=30)
    result = master.think(state)  # type: ignore[attr-defined]
    assert result.iterations == 30
    assert sum(s.visits for s in result.stats) == 30
    assert result.action == make_bot("master", 4, iterations=30).choose(state)  # same seed, same move
