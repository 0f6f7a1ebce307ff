"""The game-agnostic ISMCTS: a toy game with a hidden deck, then Canvas positions."""

from __future__ import annotations

import threading
import time
from typing import Any

import pytest

from canvas_table.canvas.policies import CanvasModel
from canvas_table.engine.ismcts import ensemble, search
from canvas_table.engine.rng import Rng
from tests.canvas.positions import new_state


class HighCard:
    """Two seats, two turns each: keep the face-up card (0) or draw blind from the deck (1)."""

    def __init__(self, face_up: int) -> None:
        self.deck = list(range(1, 10))
        self.face_up = face_up
        self.totals = [0, 0]
        self.turn: int | None = 0
        self.moves = 0

    @property
    def num_seats(self) -> int:
        return 2

    @property
    def current_seat(self) -> int | None:
        return self.turn

    def legal_actions(self) -> list[int]:
        return [] if self.turn is None else [0, 1]

    def why_illegal(self, action: int, seat: int | None = None) -> str | None:
        return None if action in self.legal_actions() else "no"

    def apply(self, action: int) -> None:
        assert self.turn is not None
        self.totals[self.turn] += self.face_up if action == 0 else self.deck.pop()
        self.moves += 1
        self.turn = None if self.moves == 4 else 1 - self.turn

    def clone(self) -> HighCard:
        other = HighCard(self.face_up)
        other.deck, other.totals = self.deck[:], self.totals[:]
        other.turn, other.moves = self.turn, self.moves
        return other

    def is_over(self) -> bool:
        return self.turn is None

    def returns(self) -> list[float]:
        a, b = self.totals
        return [0.5, 0.5] if a == b else [float(a > b), float(b > a)]

    def redeal(self, rng: Rng, observer: int | None = None) -> None:
        rng.shuffle(self.deck)

    def to_json(self) -> dict[str, Any]:
        return {"deck": self.deck, "totals": self.totals, "turn": self.turn}


def test_toy_game_keeps_a_high_card_and_draws_over_a_low_one() -> None:
    assert search(HighCard(9), Rng(1), iterations=400).action == 0
    assert search(HighCard(1), Rng(1), iterations=400).action == 1


def test_search_never_changes_the_state_and_redeals_each_copy() -> None:
    game = HighCard(5)
    before = game.to_json()
    decks: list[list[int]] = []

    def playout(state: HighCard, rng: Rng) -> list[float]:
        decks.append(state.deck[:])
        while not state.is_over():
            state.apply(rng.choice(state.legal_actions()))
        return state.returns()

    result = search(game, Rng(3), iterations=50, playout=playout)
    assert game.to_json() == before
    assert result.iterations == 50
    assert len({tuple(d) for d in decks}) > 10  # each iteration saw its own deck order


def test_same_seed_and_budget_give_the_same_search() -> None:
    state = new_state(3, seed=8)
    model = CanvasModel(state)
    runs = [
        search(state, Rng(42), iterations=150, actions=model.candidates, playout=model.playout)
        for _ in range(2)
    ]
    assert runs[0].action == runs[1].action
    assert runs[0].stats == runs[1].stats
    assert sum(s.visits for s in runs[0].stats) == 150


def test_stats_are_sorted_and_sane() -> None:
    state = new_state(2, seed=2)
    model = CanvasModel(state)
    result = search(state, Rng(1), iterations=200, actions=model.candidates,
                    playout=model.playout)
    visits = [s.visits for s in result.stats]
    assert visits == sorted(visits, reverse=True)
    assert result.action == result.stats[0].action
    assert all(0.0 <= s.mean <= 1.0 and s.availability >= s.visits for s in result.stats)


def test_cancel_from_another_thread_stops_within_100_ms() -> None:
    state = new_state(4, seed=5, scoring=None)
    model = CanvasModel(state)
    stop = threading.Event()
    searching = threading.Event()
    polls: list[float] = []
    found: dict[str, Any] = {}

    def cancel() -> bool:
        polls.append(time.perf_counter())  # asked between iterations: the search is under way
        if len(polls) > 20:  # past the first iterations, which fill the model's tables
            searching.set()
        return stop.is_set()

    def work() -> None:
        found["result"] = search(state, Rng(1), seconds=30.0, cancel=cancel,
                                 actions=model.candidates, playout=model.playout)

    thread = threading.Thread(target=work)
    thread.start()
    assert searching.wait(10)
    stop.set()
    asked = time.perf_counter()
    thread.join(5.0)
    assert not thread.is_alive()
    assert time.perf_counter() - asked < 0.1
    result = found["result"]
    assert result.cancelled and result.iterations > 0
    assert state.why_illegal(result.action) is None


def test_a_callable_cancel_and_a_time_budget() -> None:
    state = new_state(2, seed=6)
    result = search(state, Rng(1), iterations=10_000, cancel=lambda: True)
    assert result.cancelled and result.iterations == 0
    assert state.why_illegal(result.action) is None
    start = time.perf_counter()
    timed = search(state, Rng(1), seconds=0.2)
    assert time.perf_counter() - start < 0.5
    assert timed.iterations > 0 and not timed.cancelled


def test_a_finished_game_or_no_budget_is_refused() -> None:
    game = HighCard(5)
    with pytest.raises(ValueError, match="budget"):
        search(game, Rng(1))
    for action in (0, 0, 0, 0):
        game.apply(action)
    with pytest.raises(ValueError, match="over"):
        search(game, Rng(1), iterations=10)


def test_an_ensemble_sums_the_root_statistics_of_its_trees() -> None:
    trees = [search(HighCard(5), Rng(7).derive(f"tree-{k}"), iterations=40) for k in range(3)]
    merged = ensemble(HighCard(5), Rng(7), 3, iterations=40)
    assert merged.iterations == 120 and not merged.cancelled
    for stat in merged.stats:
        parts = [s for tree in trees for s in tree.stats if s.action == stat.action]
        assert stat.visits == sum(s.visits for s in parts)
        assert stat.availability == sum(s.availability for s in parts)
        assert stat.mean == pytest.approx(sum(s.mean * s.visits for s in parts) / stat.visits)
    assert merged.action == max(merged.stats, key=lambda s: s.visits).action
    assert ensemble(HighCard(9), Rng(1), 3, iterations=100).action == 0  # keep a high card
    assert ensemble(HighCard(1), Rng(1), 3, iterations=100).action == 1  # draw over a low one


def test_a_cancelled_ensemble_stops_at_the_current_tree() -> None:
    calls = {"n": 0}

    def stop() -> bool:
        calls["n"] += 1
        return calls["n"] > 30  # during the first tree (one check per iteration)

    result = ensemble(HighCard(5), Rng(2), 4, iterations=100, cancel=stop)
    assert result.cancelled and result.iterations == 30
