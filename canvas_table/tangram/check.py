"""The puzzle's check (rules page, "Geometry"): do seven placed pieces match a silhouette?

Solved when the symmetric difference of the pieces' union and the silhouette is at most 2% of 8 and
no two pieces overlap by more than 1% of 8. (The snap that lands a dropped piece is in ``snap.py``.)
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Sequence
from dataclasses import dataclass

import numpy as np
import shapely
from shapely.geometry.base import BaseGeometry

from canvas_table.tangram.pieces import SET, Placement, placed_polygon

TOTAL_AREA = 8.0  # the seven pieces cover 8 square units
DIFFERENCE_LIMIT = 0.02  # of TOTAL_AREA
OVERLAP_LIMIT = 0.01  # of TOTAL_AREA
# coordinates are snapped to this grid for the union: fixed precision keeps GEOS from losing a piece
# whose edge nearly coincides with another's (floating noise in dropped positions)
GRID = 1e-9


@dataclass(frozen=True)
class Verdict:
    """The check's answer; difference and overlap are fractions of the total area 8."""

    solved: bool
    difference: float
    overlap: float


def worst_overlap(polygons: Sequence[BaseGeometry]) -> float:
    """The largest area two of the polygons share (0 for fewer than two)."""
    count = len(polygons)
    if count < 2:
        return 0.0
    first, second = np.triu_indices(count, 1)
    shapes = np.asarray(polygons, dtype=object)
    # on the grid, like the union: without it GEOS may report two pieces that only share an edge
    # (a turned large triangle against the medium one) as overlapping by a whole unit
    shared = shapely.intersection(shapes[first], shapes[second], grid_size=GRID)
    return float(shapely.area(shared).max())


def judge(silhouette: BaseGeometry, placements: Sequence[Placement]) -> Verdict:
    """Measure how well the placed pieces match the silhouette; unsolved unless all seven are used."""
    polygons = [placed_polygon(p) for p in placements]
    union = shapely.union_all(polygons, grid_size=GRID) if polygons else shapely.Polygon()
    difference = shapely.symmetric_difference(union, silhouette, grid_size=GRID).area / TOTAL_AREA
    overlap = worst_overlap(polygons) / TOTAL_AREA
    whole_set = Counter(p.piece for p in placements) == SET
    solved = whole_set and difference <= DIFFERENCE_LIMIT and overlap <= OVERLAP_LIMIT
    return Verdict(solved, difference, overlap)


def solved(silhouette: BaseGeometry, placements: Sequence[Placement]) -> bool:
    """Whether the seven placed pieces solve the silhouette within the rules page's tolerance."""
    return judge(silhouette, placements).solved

