"""Engine speed figures for ``canvas-table bench --game picktura``: medians over repeated runs.

``ismcts_iterations_per_s_cold`` is measured as a player's first Hard decision meets it: a fresh
Python process imports the rules, deals a 4-player game and runs its first search.
``ismcts_iterations_per_s`` (warm) repeats such searches in this process once everything is loaded.
Positions vary: each repetition deals its own game (the names follow the other games' benches).
"""

from __future__ import annotations

import statistics

from canvas_table.engine.bench import median_cold, median_per_call
from canvas_table.engine.bots import RandomBot
from canvas_table.engine.platform import PlayerSpec
from canvas_table.picktura.setup import PickturaConfig, resolve
from canvas_table.picktura.state import PickturaState

FOUR = tuple(PlayerSpec(f"P{i}") for i in range(4))
SEARCH_ITERATIONS = 1000


def _new_game(seed: int) -> PickturaState:
    return PickturaState(resolve(PickturaConfig(FOUR, seed)))


def _random_game(seed: int) -> PickturaState:
    state = _new_game(seed)
    bot = RandomBot(seed)
    while not state.is_over():
        state.apply_unchecked(bot.choose(state))
    return state


def search_rate(seed: int = 11, iterations: int = SEARCH_ITERATIONS) -> float:
    """Iterations a second of a search (Hard's and Master's) from the start of a 4-player game
    dealt from ``seed`` (in a fresh process: the first search, every table and cache empty)."""
    from canvas_table.picktura.search import SearchBot

    result = SearchBot(1, iterations).think(_new_game(seed))
    return result.iterations / result.seconds


def engine_figures(repeat: int = 7) -> dict[str, float]:
    """Time the engine's hot paths on one core; every figure a median of ``repeat`` runs."""
    from canvas_table.picktura.bots import GreedyBot

    seeds = iter(range(10**6))
    random_s = median_per_call(lambda: _random_game(next(seeds)), 50, repeat)
    state = _new_game(5)
    greedy = GreedyBot(1)
    normal_s = median_per_call(lambda: greedy.choose(state), 20, repeat)
    cold = median_cold(search_rate, repeat, 200)
    search_rate(11, 200)  # warm up
    warm = statistics.median(search_rate(300 + k) for k in range(repeat))
    return {
        "random_game_4p_ms": round(random_s * 1e3, 3),
        "normal_decision_ms": round(normal_s * 1e3, 3),
        "ismcts_iterations_per_s": round(warm),
        "ismcts_iterations_per_s_cold": round(cold),
    }
