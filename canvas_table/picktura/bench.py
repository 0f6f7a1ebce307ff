"""Engine speed figures for ``canvas-table bench --game picktura``: medians over repeated runs.

``ismcts_iterations_per_s`` is measured cold, as a player's first Hard decision meets it: a fresh
Python process imports the rules, deals a 4-player game and runs its first search.
``ismcts_iterations_per_s_warm`` repeats that search in this process once everything is loaded.
"""

from __future__ import annotations

import statistics

from canvas_table.engine.bench import median_per_call
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


def search_rate(iterations: int = SEARCH_ITERATIONS) -> float:
    """Iterations a second of Hard's search from the start of a 4-player game (seed 11)."""
    from canvas_table.picktura.search import SearchBot

    result = SearchBot(1, iterations).think(_new_game(11))
    return result.iterations / result.seconds


def cold_search_rate() -> float:
    """:func:`search_rate` in a fresh Python process (spawned): the first search of a process."""
    import multiprocessing
    from concurrent.futures import ProcessPoolExecutor

    with ProcessPoolExecutor(1, mp_context=multiprocessing.get_context("spawn")) as pool:
        return pool.submit(search_rate).result(timeout=120)


def engine_figures(repeat: int = 7) -> dict[str, float]:
    """Time the engine's hot paths on one core; every figure a median of ``repeat`` runs."""
    from canvas_table.picktura.bots import GreedyBot

    seeds = iter(range(10**6))
    random_s = median_per_call(lambda: _random_game(next(seeds)), 50, repeat)
    state = _new_game(5)
    greedy = GreedyBot(1)
    normal_s = median_per_call(lambda: greedy.choose(state), 20, repeat)
    cold = statistics.median(cold_search_rate() for _ in range(repeat))
    search_rate(200)  # warm up
    warm = statistics.median(search_rate() for _ in range(repeat))
    return {
        "random_game_4p_ms": round(random_s * 1e3, 3),
        "normal_decision_ms": round(normal_s * 1e3, 3),
        "ismcts_iterations_per_s": round(cold),
        "ismcts_iterations_per_s_warm": round(warm),
    }
