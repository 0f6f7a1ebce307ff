"""Engine speed figures for ``canvas-table bench``: medians over repeated timing runs."""

from __future__ import annotations

from itertools import permutations

from canvas_table.canvas.bots import HARD_ITERATIONS, GreedyBot, SearchBot, best_painting
from canvas_table.canvas.painting import PaintingJudge
from canvas_table.canvas.setup import GameConfig, PlayerSpec, resolve
from canvas_table.canvas.state import CanvasState
from canvas_table.engine.bench import median_per_call
from canvas_table.engine.bots import RandomBot
from canvas_table.engine.rng import Rng

FOUR = tuple(PlayerSpec(f"P{i}") for i in range(4))
SCORING = ("composition", "proximity", "proportion", "space")


def _play(state: CanvasState, bots: list) -> CanvasState:
    while not state.is_over():
        state.apply_unchecked(bots[state.current_seat].choose(state))
    return state


def _new_game(seed: int) -> CanvasState:
    return CanvasState(resolve(GameConfig(FOUR, seed, scoring=SCORING)))


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
        state.judge = PaintingJudge(SCORING)  # no memo: every triple scored afresh
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
        "clone_us": round(clone_s * 1e6, 2),
        "ismcts_iterations_per_s": round(ismcts_rate(repeat)),
    }


def ismcts_rate(repeat: int = 7, iterations: int = 500) -> float:
    """ISMCTS iterations a second on one core: 4 players at the start of a game, median.

    The first search of a game fills the judge's and the model's memos (as Hard's first
    decision does); the timed searches that follow start from the same position.
    """
    state = _new_game(11)
    bot = SearchBot(1, HARD_ITERATIONS)
    bot.think(state)  # warm the memos
    bot.iterations = iterations
    return iterations / median_per_call(lambda: bot.think(state), 1, repeat)
