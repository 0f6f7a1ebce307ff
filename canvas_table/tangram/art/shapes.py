"""Shapes the Tangram art paints with: the classic tangram square, rounded boxes, stars, clouds,
and the one wash every picture is laid with (a BrushCanvas film over an opaque or clear ground)."""

from __future__ import annotations

import math
from collections.abc import Sequence

from PIL import Image

from canvas_table.art.brushes import BrushCanvas, UnitDraw
from canvas_table.art.palette import RGB

Point = tuple[float, float]
Box = tuple[float, float, float, float]

# the seven pieces of the classic tangram square, on a 4 x 4 grid (y down)
_CLASSIC: tuple[tuple[Point, ...], ...] = (
    ((0, 0), (4, 0), (2, 2)),  # large
    ((0, 0), (2, 2), (0, 4)),  # large
    ((4, 2), (4, 4), (2, 4)),  # medium
    ((4, 0), (4, 2), (3, 1)),  # small
    ((2, 2), (3, 3), (1, 3)),  # small
    ((2, 2), (3, 1), (4, 2), (3, 3)),  # square
    ((0, 4), (1, 3), (3, 3), (2, 4)),  # parallelogram
)


def classic_square(cx: float, cy: float, side: float, turn: float = 0.0) -> list[list[Point]]:
    """The seven pieces of a tangram square of ``side`` centred on (cx, cy), turned ``turn`` rad."""
    c, s = math.cos(turn), math.sin(turn)
    out = []
    for piece in _CLASSIC:
        pts = []
        for gx, gy in piece:
            x, y = (gx - 2) * side / 4, (gy - 2) * side / 4
            pts.append((cx + x * c - y * s, cy + x * s + y * c))
        out.append(pts)
    return out


def rounded_box(box: Box, radius: float, steps: int = 6) -> list[Point]:
    """The outline of a rectangle (x0, y0, x1, y1) with rounded corners."""
    x0, y0, x1, y1 = box
    r = max(0.0, min(radius, (x1 - x0) / 2, (y1 - y0) / 2))
    pts: list[Point] = []
    for cx, cy, start in ((x1 - r, y0 + r, -90), (x1 - r, y1 - r, 0), (x0 + r, y1 - r, 90),
                          (x0 + r, y0 + r, 180)):
        for k in range(steps + 1):
            a = math.radians(start + 90 * k / steps)
            pts.append((cx + r * math.cos(a), cy + r * math.sin(a)))
    return pts


def star(cx: float, cy: float, outer: float, inner: float, points: int = 5,
         turn: float = -90.0) -> list[Point]:
    """A star's outline, its first point at ``turn`` degrees."""
    pts = []
    for k in range(points * 2):
        r = outer if k % 2 == 0 else inner
        a = math.radians(turn + 180 * k / points)
        pts.append((cx + r * math.cos(a), cy + r * math.sin(a)))
    return pts


def circle(cx: float, cy: float, r: float, steps: int = 40) -> list[Point]:
    """A circle as a polygon."""
    return [(cx + r * math.cos(math.tau * k / steps), cy + r * math.sin(math.tau * k / steps))
            for k in range(steps)]


def arrow(x0: float, x1: float, cy: float, shaft: float, head: float) -> list[Point]:
    """A horizontal arrow from x0 to x1 (pointing to x1), shaft and head half-heights given."""
    sign = 1 if x1 > x0 else -1
    neck = x1 - sign * head * 1.2
    return [(x0, cy - shaft), (neck, cy - shaft), (neck, cy - head), (x1, cy), (neck, cy + head),
            (neck, cy + shaft), (x0, cy + shaft)]


class Sketch:
    """A painted picture in units (``size``) at ``scale`` px a unit, seeded by ``seed``: washes go
    on a BrushCanvas film; :meth:`image` lays it on ``ground`` (None: a clear ground)."""

    def __init__(self, size: tuple[int, int], scale: float, seed: int) -> None:
        self.canvas = BrushCanvas(scale, seed, size)
        self.rng = self.canvas.rng

    def poly(self, pts: Sequence[Point], colour: RGB, *, soft: float = 0.4, alpha: float = 1.0,
             grain: float = 0.0, edge: float = 0.0, vary: RGB | None = None, vary_amount: float = 0.0,
             cell: float = 40.0) -> None:
        """A wash of ``colour`` over the polygon ``pts``."""
        def draw(d: UnitDraw) -> None:
            d.polygon(pts)
        self.canvas.paint(draw, colour, soft=soft, alpha=alpha, grain=grain, edge=edge, vary=vary,
                          vary_amount=vary_amount, cell=cell)

    def polys(self, shapes: Sequence[Sequence[Point]], colour: RGB, *, soft: float = 0.4,
              alpha: float = 1.0, grain: float = 0.0, edge: float = 0.0, vary: RGB | None = None,
              vary_amount: float = 0.0, cell: float = 40.0) -> None:
        """One wash over several polygons (overlaps do not darken)."""
        def draw(d: UnitDraw) -> None:
            for pts in shapes:
                d.polygon(pts)
        self.canvas.paint(draw, colour, soft=soft, alpha=alpha, grain=grain, edge=edge, vary=vary,
                          vary_amount=vary_amount, cell=cell)

    def line(self, pts: Sequence[Point], width: float, colour: RGB, *, alpha: float = 1.0,
             soft: float = 0.3) -> None:
        """A stroke of ``width`` units along ``pts``."""
        def draw(d: UnitDraw) -> None:
            d.line(pts, width)
        self.canvas.paint(draw, colour, soft=soft, alpha=alpha)

    def outline(self, pts: Sequence[Point], width: float, colour: RGB, *, alpha: float = 1.0) -> None:
        """A closed outline of ``width`` units round ``pts``."""
        self.line([*pts, pts[0]], width, colour, alpha=alpha)

    def strokes(self, box: Box, n: int, length: float, width: float, colours: Sequence[RGB], *,
                angle: float = 0.0, alpha: float = 0.12) -> None:
        """``n`` short, slightly curved brush strokes scattered in ``box`` (texture), one wash a
        colour so that strokes of one colour never darken each other."""
        rng = self.rng
        x0, y0, x1, y1 = box
        groups: list[list[tuple[list[Point], float]]] = [[] for _ in colours]
        for _ in range(n):
            x, y = rng.uniform(x0, x1), rng.uniform(y0, y1)
            a = angle + rng.uniform(-0.35, 0.35)
            ln = length * rng.uniform(0.6, 1.3)
            bend = rng.uniform(-0.2, 0.2)
            pts = [(x + math.cos(a + bend * t) * ln * t, y + math.sin(a + bend * t) * ln * t)
                   for t in (0.0, 0.33, 0.66, 1.0)]
            groups[rng.randrange(len(colours))].append((pts, width * rng.uniform(0.7, 1.3)))
        for colour, group in zip(colours, groups, strict=True):
            def draw(d: UnitDraw, group: list[tuple[list[Point], float]] = group) -> None:
                for pts, w in group:
                    d.line(pts, w)
            self.canvas.paint(draw, colour, soft=0.8, alpha=alpha)

    def image(self, ground: RGB | None = None) -> Image.Image:
        """The picture: the film over ``ground`` (RGB), or alone with its alpha (RGBA)."""
        film = self.canvas.image()
        if ground is None:
            return film
        base = Image.new("RGBA", film.size, (*ground, 255))
        return Image.alpha_composite(base, film).convert("RGB")
