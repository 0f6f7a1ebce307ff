"""Timing for the games' engine benchmarks: medians over repeated runs, on one core."""

from __future__ import annotations

import statistics
import time
from collections.abc import Callable


def median_per_call(run: Callable[[], object], calls: int, repeat: int) -> float:
    """Median seconds per call of ``run`` over ``repeat`` runs of ``calls`` calls."""
    samples = []
    for _ in range(repeat):
        start = time.perf_counter()
        for _ in range(calls):
            run()
        samples.append((time.perf_counter() - start) / calls)
    return statistics.median(samples)
