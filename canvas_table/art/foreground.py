"""Reusable painted things of the near ground: grasses, flowers and stems, figures, branches.

Every function takes a :class:`BrushCanvas` and card units; randomness comes from ``p.rng``.
"""

from __future__ import annotations

import math

from canvas_table.art.brushes import BrushCanvas, Point, UnitDraw, curve
from canvas_table.art.palette import RGB, shade


def grass(
    p: BrushCanvas,
    x0: float,
    x1: float,
    base: float,
    h: float,
    colour: RGB,
    n: int,
    *,
    lean: float = 0.0,
    width: float = 2.2,
    alpha: float = 1.0,
) -> None:
    """A tuft band of curved grass blades rising from ``base``."""
    rng = p.rng
    blades = []
    for _ in range(n):
        x = rng.uniform(x0, x1)
        hh = h * rng.uniform(0.45, 1.0)
        bend = lean * hh + rng.uniform(-0.3, 0.3) * hh
        blades.append((x, base + rng.uniform(0, 8), hh, bend, width * rng.uniform(0.7, 1.3)))

    def draw(d: UnitDraw) -> None:
        for x, b, hh, bend, w in blades:
            pts = curve((x, b), (x + bend * 0.2, b - hh * 0.6), (x + bend, b - hh), 8)
            left = [(px - w * (1 - i / 8), py) for i, (px, py) in enumerate(pts)]
            right = [(px + w * (1 - i / 8), py) for i, (px, py) in enumerate(pts)]
            d.polygon(left + right[::-1])

    p.paint(draw, colour, alpha=alpha, soft=0.5, vary=shade(colour, 1.35), vary_amount=0.6, cell=20)


def flower(
    p: BrushCanvas, x: float, y: float, r: float, petal: RGB, centre: RGB, n: int = 6, alpha: float = 1.0
) -> None:
    """A simple flower head: petals round a dark centre."""
    a0 = p.rng.uniform(0, math.tau)

    def petals(d: UnitDraw) -> None:
        for i in range(n):
            a = a0 + math.tau * i / n
            px, py = x + math.cos(a) * r * 0.55, y + math.sin(a) * r * 0.45
            d.circle(px, py, r * 0.45)

    p.paint(petals, petal, alpha=alpha, soft=0.6, vary=shade(petal, 1.3), vary_amount=0.5, cell=6)
    p.paint(lambda d: d.circle(x, y, r * 0.25), centre, alpha=alpha, soft=0.5)


def stem(
    p: BrushCanvas, x0: float, y0: float, x1: float, y1: float, colour: RGB, w: float = 2.0,
    bend: float = 10.0,
) -> None:
    """A curved stem from (x0, y0) up to (x1, y1)."""
    mx, my = (x0 + x1) / 2 + bend, (y0 + y1) / 2
    p.paint(lambda d: d.line(curve((x0, y0), (mx, my), (x1, y1), 10), w), colour, soft=0.5)


def figure(
    p: BrushCanvas,
    x: float,
    ground: float,
    h: float,
    cloak: RGB,
    skin: RGB,
    *,
    stride: float = 0.0,
    staff: bool = False,
    arms_up: bool = False,
    alpha: float = 1.0,
) -> None:
    """A small standing or walking figure in a long coat, seen from a distance."""
    head = h * 0.13
    top = ground - h
    sh = top + head * 2.1  # shoulders
    hem = ground - h * 0.22
    p.paint(
        lambda d: (
            d.line([(x - h * 0.05, hem - 2), (x - h * 0.05 - stride * h, ground)], h * 0.055),
            d.line([(x + h * 0.05, hem - 2), (x + h * 0.05 + stride * h, ground)], h * 0.055),
        ),
        shade(cloak, 0.5),
        alpha=alpha,
        soft=0.5,
    )
    p.paint(
        lambda d: d.polygon([(x - h * 0.1, sh), (x + h * 0.1, sh), (x + h * 0.17, hem), (x - h * 0.17, hem)]),
        cloak,
        alpha=alpha,
        soft=0.6,
        vary=shade(cloak, 1.3),
        vary_amount=0.4,
        cell=10,
    )
    if arms_up:
        p.paint(
            lambda d: (
                d.line([(x - h * 0.08, sh + 3), (x - h * 0.28, top - h * 0.05)], h * 0.045),
                d.line([(x + h * 0.08, sh + 3), (x + h * 0.3, top + h * 0.05)], h * 0.045),
            ),
            cloak,
            alpha=alpha,
            soft=0.5,
        )
    if staff:
        p.paint(
            lambda d: d.line([(x + h * 0.22, top + head), (x + h * 0.3, ground)], h * 0.025),
            shade(cloak, 0.45),
            alpha=alpha,
            soft=0.4,
        )
    p.paint(lambda d: d.circle(x, top + head, head), skin, alpha=alpha, soft=0.5)


def branch(p: BrushCanvas, pts: list[Point], width: float, bark: RGB) -> list[Point]:
    """A tapering branch along ``pts``; returns points along it for hanging leaves on."""
    n = len(pts) - 1

    def draw(d: UnitDraw) -> None:
        for i in range(n):
            w = width * (1 - 0.75 * i / n)
            d.line([pts[i], pts[i + 1]], w)

    p.paint(draw, bark, soft=0.6, vary=shade(bark, 1.4), vary_amount=0.4, cell=10)
    return pts
