"""Engine speed figures for ``canvas-table bench``: medians over repeated timing runs.

Warm figures (the old names) are timed in this process after a first run has filled the memos;
``*_cold`` ones are the first call in a fresh process (see :mod:`canvas_table.engine.bench`).
Positions vary: every repetition deals its own game (seed), so its own scoring cards.
"""

from __future__ import annotations

import time
from itertools import permutations

from canvas_table.canvas.bots import MASTER_ITERATIONS, GreedyBot, SearchBot, best_painting
from canvas_table.canvas.painting import PaintingJudge
from canvas_table.canvas.setup import GameConfig, PlayerSpec, resolve
from canvas_table.canvas.state import CanvasState
from canvas_table.engine.bench import median_cold, median_per_call
from canvas_table.engine.bots import RandomBot
from canvas_table.engine.rng import Rng

FOUR = tuple(PlayerSpec(f"P{i}") for i in range(4))
SCORING = ("composition", "proximity", "proportion", "space")
SEARCH_MOVES = 8  # the warm search starts this many greedy moves into its game


def _play(state: CanvasState, bots: list) -> CanvasState:
    while not state.is_over():
        state.apply_unchecked(bots[state.current_seat].choose(state))
    return state


def _new_game(seed: int, scoring: tuple[str, ...] | None = SCORING) -> CanvasState:
    """A 4-player game; ``scoring`` None deals the scoring cards from the seed."""
    return CanvasState(resolve(GameConfig(FOUR, seed, scoring=scoring)))


def engine_figures(repeat: int = 7) -> dict[str, float]:
    """Time the engine's hot paths on one core; every figure a median."""
    judge = PaintingJudge(SCORING)
    triples = list(permutations(range(1, 61), 3))
    rng = Rng(5)
    picks = [rng.choice(triples) for _ in range(2000)]
    it = iter(picks * 1000)
    score_s = median_per_call(lambda: judge.score(next(it)), 2000, repeat)

    state = _new_game(11)
    hands = [rng.sample(range(1, 61), 5) for _ in range(50)]
    hand_it = iter(hands * 1000)

    def fresh_best() -> None:
        state.judge = PaintingJudge(SCORING)  # no memo: every triple judged afresh (stored verdicts)
        best_painting(state, 0, next(hand_it))

    best_s = median_per_call(fresh_best, 50, repeat)

    seeds = iter(range(10**6))
    random_s = median_per_call(
        lambda: _play(_new_game(next(seeds)), [RandomBot(s) for s in range(4)]), 100, repeat
    )
    greedy_s = median_per_call(
        lambda: _play(_new_game(next(seeds)), [GreedyBot(s) for s in range(4)]), 10, repeat
    )
    mid = _new_game(3)
    bots = [GreedyBot(s) for s in range(4)]
    while mid.moves < 24:
        mid.apply_unchecked(bots[mid.current_seat].choose(mid))
    clone_s = median_per_call(mid.clone, 5000, repeat)
    return {
        "score_painting_us": round(score_s * 1e6, 2),
        "best_painting_ms": round(best_s * 1e3, 3),
        "random_game_4p_ms": round(random_s * 1e3, 3),
        "greedy_game_4p_ms": round(greedy_s * 1e3, 3),
        "greedy_game_4p_ms_cold": round(median_cold(cold_greedy_game_s, repeat, 100) * 1e3, 3),
        "clone_us": round(clone_s * 1e6, 2),
        "ismcts_iterations_per_s": round(ismcts_rate(repeat)),
        "ismcts_iterations_per_s_cold": round(median_cold(cold_search_rate, repeat, 200)),
    }


def cold_greedy_game_s(seed: int) -> float:
    """Seconds of the first greedy 4-player game of a process, on scoring cards dealt from
    ``seed`` (so the process-wide model cache starts empty for them)."""
    state = _new_game(seed, None)
    start = time.perf_counter()
    _play(state, [GreedyBot(s) for s in range(4)])
    return time.perf_counter() - start


def search_rate(state: CanvasState, iterations: int = MASTER_ITERATIONS) -> float:
    """Iterations a second of one search of Master's budget (2,000) from ``state``."""
    result = SearchBot(state.setup.seed, iterations).think(state)
    return result.iterations / result.seconds


def cold_search_rate(seed: int) -> float:
    """:func:`search_rate` of a process's first search: the start of a 4-player game dealt from
    ``seed`` (scoring cards too), as a bot's first decision meets it."""
    return search_rate(_new_game(seed, None))


def ismcts_rate(repeat: int = 7) -> float:
    """ISMCTS iterations a second on one core, 4 players, warm: per repetition a new game (its
    own scoring cards), whose first search fills the memos as a bot's first decision does; the
    timed search is a later decision of that game, :data:`SEARCH_MOVES` moves in."""
    rates = []
    for k in range(repeat):
        state = _new_game(300 + k, None)
        search_rate(state)  # the game's first decision
        bots = [GreedyBot(s) for s in range(4)]
        while state.moves < SEARCH_MOVES:
            state.apply_unchecked(bots[state.current_seat].choose(state))
        rates.append(search_rate(state))
    return sorted(rates)[len(rates) // 2]
