"""The seven tangram pieces in the rules page's unit and where a placement puts one.

Unit: the small triangle's legs are 1. A placement mirrors the base polygon (x -> -x) when flipped,
rotates it counter-clockwise by a multiple of 45 degrees about the origin, then moves it by (x, y).
"""

from __future__ import annotations

import math
from collections import Counter
from dataclasses import dataclass

from shapely.geometry import Polygon

R = math.sqrt(2) / 2  # the lattice step of a 45-degree turn: cos 45 = sin 45

BASE: dict[str, tuple[tuple[float, float], ...]] = {
    "small": ((0, 0), (1, 0), (0, 1)),
    "medium": ((0, 0), (2 * R, 0), (0, 2 * R)),
    "large": ((0, 0), (2, 0), (0, 2)),
    "square": ((0, 0), (1, 0), (1, 1), (0, 1)),
    "parallelogram": ((0, 0), (1, 0), (2, 1), (1, 1)),
}
# the seven pieces of one set, by kind
SET = Counter({"large": 2, "small": 2, "medium": 1, "square": 1, "parallelogram": 1})

# cos and sin of every multiple of 45 degrees, exact so that turned pieces stay on the lattice
_TURNS = {0: (1.0, 0.0), 45: (R, R), 90: (0.0, 1.0), 135: (-R, R), 180: (-1.0, 0.0),
          225: (-R, -R), 270: (0.0, -1.0), 315: (R, -R)}


@dataclass(frozen=True)
class Placement:
    """Where one piece lies: its kind, its offset, its turn in degrees and whether it is mirrored."""

    piece: str
    x: float
    y: float
    rotation: int = 0
    flipped: bool = False

    def __post_init__(self) -> None:
        if self.piece not in BASE:
            raise ValueError(f"unknown piece {self.piece!r} (known: {', '.join(BASE)})")
        if isinstance(self.rotation, bool) or not isinstance(self.rotation, int) or self.rotation % 45:
            raise ValueError(f"rotation should be a multiple of 45 degrees, got {self.rotation!r}")
        if not (math.isfinite(self.x) and math.isfinite(self.y)):
            raise ValueError(f"position should be finite, got ({self.x}, {self.y})")

    def moved(self, dx: float, dy: float) -> Placement:
        """The same piece moved by (dx, dy)."""
        return Placement(self.piece, self.x + dx, self.y + dy, self.rotation, self.flipped)


def placed_points(placement: Placement) -> list[tuple[float, float]]:
    """The corners of a placed piece, in the base polygon's order (mirrored if flipped)."""
    cos, sin = _TURNS[placement.rotation % 360]
    sign = -1.0 if placement.flipped else 1.0
    points = []
    for bx, by in BASE[placement.piece]:
        mx = sign * bx
        points.append((cos * mx - sin * by + placement.x, sin * mx + cos * by + placement.y))
    return points


def placed_polygon(placement: Placement) -> Polygon:
    """The piece's polygon where the placement puts it."""
    return Polygon(placed_points(placement))


def area(piece: str) -> float:
    """The area of a piece in square units."""
    return Polygon(BASE[piece]).area
