"""Median time of one tangram check (seven pieces) over every figure's solution and two wrong positions
per figure (a piece moved by 0.3, a piece turned by 45 degrees): ``python scripts/tangram_check_speed.py``."""

from __future__ import annotations

import statistics
import time

from canvas_table.tangram.check import judge
from canvas_table.tangram.figures import figures
from canvas_table.tangram.pieces import Placement


def cases() -> list[tuple[object, list[Placement]]]:
    """Each figure's solution, the same with its first piece moved and with its fourth piece turned."""
    found = []
    for figure in figures().values():
        solution = list(figure.solution)
        moved = [solution[0].moved(0.3, 0), *solution[1:]]
        p = solution[3]
        turned = [*solution[:3], Placement(p.piece, p.x, p.y, p.rotation + 45, p.flipped), *solution[4:]]
        found += [(figure.silhouette, solution), (figure.silhouette, moved), (figure.silhouette, turned)]
    return found


def main(rounds: int = 20) -> None:
    """Print the median and 95th percentile in microseconds."""
    times = []
    for _ in range(rounds):
        for silhouette, placements in cases():
            start = time.perf_counter()
            judge(silhouette, placements)
            times.append((time.perf_counter() - start) * 1e6)
    times.sort()
    print(f"{len(times)} checks: median {statistics.median(times):.0f} us, "
          f"95th percentile {times[int(len(times) * 0.95)]:.0f} us")


if __name__ == "__main__":
    main()
