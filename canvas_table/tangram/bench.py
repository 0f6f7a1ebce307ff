"""Engine speed figures for ``canvas-table bench --game tangram``: medians over repeated runs.

``tangram_check_ms`` is one full check of seven placed pieces against a figure (warm: in this
process, the figures loaded; cold: the first check in a fresh Python process, Shapely and the
figures imported and loaded first, then timed on the check alone as a player's first drop meets it).
``random_game_4p_ms`` plays a whole 4-player board game between Random bots, their puzzles by
their level's model; ``clone_us`` and ``apply_us`` time a copy of a mid-game state and one action.
"""

from __future__ import annotations

import time

from canvas_table.engine.bench import median_cold, median_per_call
from canvas_table.engine.platform import PlayerSpec
from canvas_table.tangram.bots import make_bot
from canvas_table.tangram.setup import TangramConfig, resolve
from canvas_table.tangram.state import TangramState

FOUR = tuple(PlayerSpec(f"P{i}") for i in range(4))


def _new_game(seed: int) -> TangramState:
    return TangramState(resolve(TangramConfig(FOUR, seed)))


def random_game(seed: int) -> TangramState:
    """A whole 4-player game between Random bots, played from ``seed``."""
    state = _new_game(seed)
    bots = [make_bot("random", seed * 4 + s) for s in range(4)]
    while not state.is_over():
        state.apply_unchecked(bots[state.current_seat].choose(state))  # type: ignore[index]
    return state


def _check_case(index: int) -> tuple[object, list[object]]:
    """A figure's silhouette and its solution with one piece nudged (the check measures both)."""
    from canvas_table.tangram.figures import figures

    figure = list(figures().values())[index % 35]
    placements = list(figure.solution)
    placements[index % 7] = placements[index % 7].moved(0.01, 0.0)
    return figure.silhouette, placements


def check_seconds(index: int) -> float:
    """Seconds of one check of seven pieces (the first one in a fresh process: cold)."""
    from canvas_table.tangram.check import judge

    silhouette, placements = _check_case(index)
    start = time.perf_counter()
    judge(silhouette, placements)  # type: ignore[arg-type]
    return time.perf_counter() - start


def engine_figures(repeat: int = 7) -> dict[str, float]:
    """Time the engine's hot paths on one core; every figure a median of ``repeat`` runs."""
    from canvas_table.tangram.check import judge

    cases = [_check_case(k) for k in range(35)]
    found = iter(cases * (repeat + 1) * 2)
    check_s = median_per_call(lambda: judge(*next(found)), 35, repeat)  # type: ignore[misc]
    cold = median_cold(check_seconds, repeat, 3)
    seeds = iter(range(10**6))
    random_s = median_per_call(lambda: random_game(next(seeds)), 50, repeat)
    state = _new_game(9)
    bot = make_bot("normal", 1)
    for _ in range(40):
        state.apply(bot.choose(state))
    clone_s = median_per_call(state.clone, 2000, repeat)
    action = bot.choose(state)

    def apply_once() -> None:
        state.clone().apply(action)

    apply_s = median_per_call(apply_once, 2000, repeat) - clone_s
    return {
        "tangram_check_ms": round(check_s * 1e3, 3),
        "tangram_check_ms_cold": round(cold * 1e3, 3),
        "random_game_4p_ms": round(random_s * 1e3, 3),
        "clone_us": round(clone_s * 1e6, 2),
        "apply_us": round(max(apply_s, 0.0) * 1e6, 2),
    }
