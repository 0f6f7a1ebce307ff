"""Engine speed figures for ``canvas-table bench --game layers``: medians over repeated runs.

``ismcts_iterations_per_s_cold`` is measured as a player's first Hard decision meets it: a fresh
Python process imports the rules, deals a 4-player game and runs its first search.
``ismcts_iterations_per_s`` (warm) repeats such searches in this process once everything is loaded.
Positions vary: each repetition deals its own game.
"""

from __future__ import annotations

import statistics

from canvas_table.engine.bench import median_cold, median_per_call
from canvas_table.engine.bots import RandomBot
from canvas_table.engine.platform import PlayerSpec
from canvas_table.engine.rng import Rng
from canvas_table.layers.cards import default_deck
from canvas_table.layers.setup import LayersConfig, resolve
from canvas_table.layers.state import LayersState

FOUR = tuple(PlayerSpec(f"P{i}") for i in range(4))
SEARCH_ITERATIONS = 1000


def _new_game(seed: int) -> LayersState:
    return LayersState(resolve(LayersConfig(FOUR, seed)))


def _random_game(seed: int) -> LayersState:
    state = _new_game(seed)
    bots = [RandomBot(seed * 4 + s) for s in range(4)]
    while not state.is_over():
        state.apply_unchecked(bots[state.current_seat].choose(state))  # type: ignore[index]
    return state


def search_rate(seed: int = 11, iterations: int = SEARCH_ITERATIONS) -> float:
    """Iterations a second of Hard's search from the start of a 4-player game dealt from ``seed``
    (in a fresh process: the first search, every table and cache still empty)."""
    from canvas_table.layers.bots import SearchBot

    result = SearchBot(1, iterations).think(_new_game(seed))
    return result.iterations / result.seconds


def engine_figures(repeat: int = 7) -> dict[str, float]:
    """Time the engine's hot paths on one core; every figure a median of ``repeat`` runs."""
    from canvas_table.layers.scoring import painting_score

    deck = default_deck()
    rng = Rng(5)
    paintings = [tuple(deck[i] for i in rng.sample(range(1, 109), 3)) for _ in range(2000)]
    it = iter(paintings * (repeat + 1))
    score_s = median_per_call(lambda: painting_score(next(it)), 2000, repeat)
    seeds = iter(range(10**6))
    random_s = median_per_call(lambda: _random_game(next(seeds)), 100, repeat)
    cold = median_cold(search_rate, repeat, 200)
    search_rate(11, 200)  # warm up
    warm = statistics.median(search_rate(300 + k) for k in range(repeat))
    return {
        "score_painting_us": round(score_s * 1e6, 2),
        "random_game_4p_ms": round(random_s * 1e3, 3),
        "ismcts_iterations_per_s": round(warm),
        "ismcts_iterations_per_s_cold": round(cold),
    }
