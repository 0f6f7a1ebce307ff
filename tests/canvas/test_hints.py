"""Hints: the suggested painting is an exhaustive search's best; moves come with reasons."""

from __future__ import annotations

import threading
from itertools import permutations

from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from canvas_table.canvas.actions import Paint, Take
from canvas_table.canvas.bots import GreedyBot
from canvas_table.canvas.hints import suggest_move, suggest_painting
from canvas_table.canvas.state import CanvasState
from canvas_table.canvas.ui.words import move_hint_text, painting_hint_text
from canvas_table.engine.bots import RandomBot
from tests.canvas.positions import new_state


def position_with_hand(seed: int, players: int = 2, random_moves: int = 0) -> CanvasState:
    """A position where the seat to act holds at least 3 cards."""
    state = new_state(players, seed=seed, scoring=None)
    walker = RandomBot(seed)
    for _ in range(random_moves):
        if not state.is_over():
            state.apply(walker.choose(state))
    greedy = GreedyBot(seed)
    while not state.is_over() and len(state.seats[state.current_seat].hand) < 3:  # type: ignore[index]
        state.apply(greedy.choose(state))
    return state


def exhaustive_best(state: CanvasState) -> int:
    """Paint every ordered triple of the hand on a copy and keep the largest score increase."""
    seat = state.current_seat
    assert seat is not None
    player = state.seats[seat]
    before = state.score(seat)
    best = -1
    for layers in permutations(player.hand, 3):
        copy = state.clone()
        copy.apply(Paint(layers, player.unused_backgrounds[0]))
        best = max(best, copy.score(seat) - before)
    return best


@settings(max_examples=30, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(seed=st.integers(0, 5000), players=st.integers(1, 4), moves=st.integers(0, 40))
def test_suggested_painting_is_the_exhaustive_best(seed: int, players: int, moves: int) -> None:
    state = position_with_hand(seed, players, moves)
    if state.is_over():
        return
    hint = suggest_painting(state)
    assert hint is not None
    assert hint.points == exhaustive_best(state)
    seat = state.current_seat
    assert seat is not None
    copy = state.clone()
    copy.apply(hint.action)  # legal, and worth what it says
    assert copy.score(seat) - state.score(seat) == hint.points
    assert hint.ribbons == state.judge.score(hint.layers).ribbons
    text = painting_hint_text(state, hint)
    assert text.startswith("paint ") and f"{hint.points} point" in text


def test_no_painting_below_three_cards() -> None:
    state = new_state(2, seed=1)
    assert suggest_painting(state) is None


def test_suggested_move_is_legal_and_explained() -> None:
    state = position_with_hand(3)
    before = state.to_json()
    hint = suggest_move(state, seed=1, iterations=150)
    assert state.to_json() == before
    assert state.why_illegal(hint.action) is None
    assert hint.iterations == 150 and not hint.cancelled
    art = state.setup.cards.art
    text = move_hint_text(state, state.current_seat, hint.action,
                          hint.painting.layers if hint.painting else None)
    if isinstance(hint.action, Take):
        card = state.market[hint.action.slot]
        assert text.startswith(f"take {art[card].title} (slot {hint.action.slot + 1}")
    else:
        assert text.startswith("paint ")
    assert 0.0 <= hint.chance <= 1.0 and hint.stats


def test_take_reason_names_the_cards_and_the_worth() -> None:
    for seed in range(40):
        state = position_with_hand(seed)
        if len(state.seats[state.current_seat].hand) >= 5:  # type: ignore[index]
            continue
        hint = suggest_move(state, seed=seed, iterations=60)
        art = state.setup.cards.art
        if isinstance(hint.action, Take) and hint.painting is not None:
            text = move_hint_text(state, state.current_seat, hint.action, hint.painting.layers)
            assert " with " in text and f"worth {hint.painting.points}" in text
            others = [art[c].title for c in hint.painting.layers if c != state.market[hint.action.slot]]
            assert f"with {others[0]} and {others[1]}" in text
            return
    raise AssertionError("no take hint with a painting in 40 positions")


def test_a_cancelled_hint_still_names_a_legal_move() -> None:
    state = position_with_hand(7)
    stop = threading.Event()
    stop.set()
    hint = suggest_move(state, iterations=None, seconds=10.0, cancel=stop)
    assert hint.cancelled
    assert state.why_illegal(hint.action) is None
