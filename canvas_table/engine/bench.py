"""Timing for the games' engine benchmarks: medians over repeated runs, on one core.

A *warm* figure is timed in this process once everything it uses is loaded and memoised; a *cold*
one is the first call in a fresh Python process (spawned, so it also works in the bundle), as a
player meets it: the rules imported, every table and memo still empty.
"""

from __future__ import annotations

import statistics
import time
from collections.abc import Callable
from typing import Any


def median_per_call(run: Callable[[], object], calls: int, repeat: int) -> float:
    """Median seconds per call of ``run`` over ``repeat`` runs of ``calls`` calls."""
    samples = []
    for _ in range(repeat):
        start = time.perf_counter()
        for _ in range(calls):
            run()
        samples.append((time.perf_counter() - start) / calls)
    return statistics.median(samples)


def in_fresh_process(probe: Callable[..., float], *args: Any) -> float:
    """``probe(*args)`` run in a newly spawned Python process; its result (a module-level
    ``probe`` whose arguments pickle)."""
    import multiprocessing
    from concurrent.futures import ProcessPoolExecutor

    with ProcessPoolExecutor(1, mp_context=multiprocessing.get_context("spawn")) as pool:
        return pool.submit(probe, *args).result(timeout=300)


def median_cold(probe: Callable[[int], float], repeat: int, first: int = 0) -> float:
    """The median of ``probe(seed)`` over ``repeat`` fresh processes, one seed each (positions
    vary: ``first``, ``first + 1``, ...)."""
    return statistics.median(in_fresh_process(probe, first + k) for k in range(repeat))
