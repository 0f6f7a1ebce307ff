"""Reusable painted things of the far and middle ground: skies, clouds, birds, hills, trees, houses.

The near ground (grasses, flowers, figures, branches) is in :mod:`canvas_table.art.foreground`.

Every function takes a :class:`BrushCanvas` and card units; randomness comes from ``p.rng``.
"""

from __future__ import annotations

import math

from canvas_table.art.brushes import BrushCanvas, Point, UnitDraw, curve, ridge
from canvas_table.art.palette import RGB, mix, shade

ART_BOTTOM = 600.0  # nothing is painted below this (the label and the swatch strip)


def sky_glaze(p: BrushCanvas, top: RGB, y1: float, alpha: float = 0.35, vary: RGB | None = None) -> None:
    """A translucent graded wash across the top of the card, fading out at ``y1``."""
    p.paint(
        lambda d: d.rect((-10, -10, 510, y1)),
        top,
        alpha=alpha,
        soft=8,
        grain=0.5,
        vary=vary,
        vary_amount=0.6 if vary else 0.0,
        cell=70,
        fade=(0, y1),
    )


def cloud(
    p: BrushCanvas, cx: float, cy: float, w: float, h: float, light: RGB, shadow: RGB, alpha: float = 1.0
) -> None:
    """A cumulus: a shadowed underside and puffed, lit tops, flat at the bottom."""
    rng = p.rng
    puffs = []
    n = max(3, int(w / 28))
    for i in range(n):
        t = (i + 0.5) / n
        px = cx - w / 2 + w * t + rng.uniform(-8, 8)
        r = h * (0.35 + 0.45 * math.sin(math.pi * t)) * rng.uniform(0.8, 1.15)
        puffs.append((px, cy - r * 0.55, r))

    def body(d: UnitDraw) -> None:
        for x, y, r in puffs:
            d.circle(x, y, r)
        d.ellipse((cx - w / 2, cy - h * 0.3, cx + w / 2, cy + h * 0.25))
        d.rect((cx - w, cy + h * 0.12, cx + w, cy + h), fill=0)

    p.paint(body, shadow, alpha=alpha, soft=2.5, grain=0.15, edge=0.15, cell=30)

    def tops(d: UnitDraw) -> None:
        for x, y, r in puffs:
            d.circle(x - r * 0.12, y - r * 0.14, r * 0.82)

    p.paint(tops, light, alpha=alpha, soft=3.0, grain=0.1, vary=shade(light, 1.3), vary_amount=0.5, cell=25)


def birds(
    p: BrushCanvas, flock: list[tuple[float, float, float]], colour: RGB, width: float = 2.2,
    flap: float = 0.3,
) -> None:
    """Flying birds, each (x, y, span): two curved wing strokes."""

    def draw(d: UnitDraw) -> None:
        for x, y, span in flock:
            h = span * flap
            w = max(0.8, width * min(1.0, span / 20))
            d.line(curve((x - span / 2, y - h * 0.2), (x - span / 4, y - h), (x, y), 6), w)
            d.line(curve((x, y), (x + span / 4, y - h), (x + span / 2, y - h * 0.2), 6), w)

    p.paint(draw, colour, soft=0.5)


def hills(
    p: BrushCanvas,
    y: float,
    amp: float,
    colour: RGB,
    *,
    x0: float = -20,
    x1: float = 520,
    depth: float = 90,
    alpha: float = 1.0,
    lit: RGB | None = None,
    step: float = 14,
) -> None:
    """A band of hills with a wandering crest at ``y``, fading out ``depth`` units below."""
    crest = ridge(p.rng, x0, x1, y, amp, step)

    def draw(d: UnitDraw) -> None:
        d.polygon([*crest, (x1, y + depth + amp), (x0, y + depth + amp)])

    p.paint(
        draw,
        colour,
        alpha=alpha,
        soft=1.2,
        grain=0.12,
        edge=0.2,
        vary=lit or shade(colour, 1.2),
        vary_amount=0.45,
        cell=50,
        fade=(y + depth * 0.45, y + depth + amp),
    )
    if lit:

        def rim(d: UnitDraw) -> None:
            d.line(crest, 3.0)

        p.paint(rim, lit, alpha=0.55 * alpha, soft=1.5)


def dabs(
    p: BrushCanvas,
    cx: float,
    cy: float,
    rx: float,
    ry: float,
    n: int,
    size: float,
    colour: RGB,
    *,
    alpha: float = 1.0,
    bias: Point = (0.0, 0.0),
    soft: float = 0.8,
) -> None:
    """A cluster of gouache dabs (leaves, blossoms) inside an ellipse, shifted by ``bias``."""
    rng = p.rng
    pts = []
    for _ in range(n):
        ang = rng.uniform(0, math.tau)
        rr = math.sqrt(rng.random())
        x = cx + rx * rr * math.cos(ang) + bias[0] * rx
        y = cy + ry * rr * math.sin(ang) + bias[1] * ry
        pts.append((x, y, size * rng.uniform(0.6, 1.3), rng.uniform(0, math.pi)))

    def draw(d: UnitDraw) -> None:
        for x, y, r, a in pts:
            dx, dy = math.cos(a) * r, math.sin(a) * r
            d.polygon(
                [
                    (x - dx, y - dy),
                    (x - dy * 0.45, y + dx * 0.45),
                    (x + dx, y + dy),
                    (x + dy * 0.45, y - dx * 0.45),
                ]
            )

    p.paint(draw, colour, alpha=alpha, soft=soft)


def round_tree(
    p: BrushCanvas,
    x: float,
    ground: float,
    h: float,
    r: float,
    leaf: RGB,
    trunk: RGB,
    *,
    light: RGB | None = None,
    alpha: float = 1.0,
) -> None:
    """A broadleaf tree: trunk, a dark crown and lighter dabs toward the upper left."""
    top = ground - h
    lean = p.rng.uniform(-6, 6)
    p.paint(
        lambda d: d.polygon(
            [
                (x - r * 0.09, ground),
                (x + r * 0.09, ground),
                (x + lean + r * 0.04, top + r),
                (x + lean - r * 0.04, top + r),
            ]
        ),
        trunk,
        alpha=alpha,
        soft=0.7,
    )
    cx, cy = x + lean, top + r * 0.9

    def crown(d: UnitDraw) -> None:
        for _ in range(7):
            a = p.rng.uniform(0, math.tau)
            d.circle(cx + math.cos(a) * r * 0.45, cy + math.sin(a) * r * 0.35, r * 0.62)

    p.paint(
        crown,
        shade(leaf, 0.8),
        alpha=alpha,
        soft=1.2,
        edge=0.25,
        grain=0.05,
        vary=leaf,
        vary_amount=0.6,
        cell=20,
    )
    dabs(p, cx, cy, r * 0.85, r * 0.75, int(r * 1.2), r * 0.16, leaf, alpha=alpha)
    dabs(
        p,
        cx,
        cy,
        r * 0.6,
        r * 0.5,
        int(r * 0.7),
        r * 0.13,
        light or shade(leaf, 1.25),
        alpha=alpha,
        bias=(-0.3, -0.35),
    )


def conifer(
    p: BrushCanvas,
    x: float,
    ground: float,
    h: float,
    w: float,
    colour: RGB,
    *,
    snow: RGB | None = None,
    alpha: float = 1.0,
) -> None:
    """A fir tree of stacked jagged tiers, optionally snow-laden."""
    tiers = 5
    shapes: list[list[Point]] = []
    for i in range(tiers):
        t0 = i / tiers
        y_top = ground - h + h * t0 * 0.85
        y_bot = y_top + h * 0.32
        half = w * (0.25 + 0.75 * (i + 1) / tiers) / 2
        shapes.append([(x, y_top), (x + half, y_bot), (x - half, y_bot)])
    p.paint(
        lambda d: d.rect((x - w * 0.05, ground - h * 0.2, x + w * 0.05, ground)),
        shade(colour, 0.6),
        alpha=alpha,
        soft=0.6,
    )
    p.paint(
        lambda d: [d.polygon(s) for s in shapes],
        colour,
        alpha=alpha,
        soft=0.8,
        vary=shade(colour, 1.25),
        vary_amount=0.5,
        cell=12,
        edge=0.2,
    )
    if snow:

        def caps(d: UnitDraw) -> None:
            for s in shapes:
                (ax, ay), (bx, by), (cx_, cy_) = s
                d.polygon(
                    [
                        (ax, ay),
                        (ax + (bx - ax) * 0.6, ay + (by - ay) * 0.45),
                        (ax + (cx_ - ax) * 0.6, ay + (cy_ - ay) * 0.6),
                    ]
                )

        p.paint(caps, snow, alpha=alpha, soft=0.7)


def house(
    p: BrushCanvas,
    x: float,
    ground: float,
    w: float,
    h: float,
    wall: RGB,
    roof: RGB,
    *,
    windows: RGB | None = None,
    alpha: float = 1.0,
) -> None:
    """A cottage: wall with its shaded side, pitched roof, a door and windows."""
    top = ground - h
    rh = h * 0.6
    p.paint(
        lambda d: d.rect((x, top, x + w, ground)),
        wall,
        alpha=alpha,
        soft=0.6,
        vary=shade(wall, 0.85),
        vary_amount=0.4,
        cell=15,
    )
    p.paint(
        lambda d: d.rect((x + w * 0.72, top, x + w, ground)), shade(wall, 0.8), alpha=0.7 * alpha, soft=0.6
    )
    p.paint(
        lambda d: d.polygon([(x - w * 0.08, top + 1), (x + w * 0.5, top - rh), (x + w * 1.08, top + 1)]),
        roof,
        alpha=alpha,
        soft=0.6,
        vary=shade(roof, 0.8),
        vary_amount=0.5,
        cell=12,
    )
    win = windows or shade(wall, 0.45)

    def holes(d: UnitDraw) -> None:
        d.rect((x + w * 0.42, ground - h * 0.5, x + w * 0.6, ground))
        d.rect((x + w * 0.12, top + h * 0.2, x + w * 0.3, top + h * 0.42))
        d.rect((x + w * 0.7, top + h * 0.2, x + w * 0.88, top + h * 0.42))

    p.paint(holes, win, alpha=alpha, soft=0.5)


def reflection_lines(
    p: BrushCanvas, x0: float, x1: float, y0: float, y1: float, colour: RGB, n: int, alpha: float = 0.6
) -> None:
    """Short horizontal glints on water."""
    rng = p.rng
    segs = []
    for _ in range(n):
        y = rng.uniform(y0, y1)
        x = rng.uniform(x0, x1)
        ln = rng.uniform(8, 30) * (0.5 + (y - y0) / max(1.0, y1 - y0))
        segs.append((x, y, ln))
    p.paint(
        lambda d: [d.line([(x, y), (x + ln, y)], 1.6) for x, y, ln in segs], colour, alpha=alpha, soft=0.5
    )


def tint(c: RGB, toward: RGB, t: float) -> RGB:
    """Shorthand for :func:`mix` used by the motif modules."""
    return mix(c, toward, t)


def side_anchor(p: BrushCanvas) -> float:
    """A random horizontal anchor away from the exact centre."""
    return p.rng.choice([p.rng.uniform(90, 200), p.rng.uniform(300, 410)])


def sun_disc(p: BrushCanvas, x: float, y: float, r: float, core: RGB, glow: RGB, glow_r: float) -> None:
    """A sun or moon disc of radius ``r`` in a soft glow reaching ``glow_r``."""
    p.paint(lambda d: d.circle(x, y, glow_r), glow, alpha=0.35, soft=glow_r * 0.35)
    p.paint(lambda d: d.circle(x, y, r * 1.35), glow, alpha=0.5, soft=r * 0.25)
    p.paint(
        lambda d: d.circle(x, y, r), core, soft=1.5, edge=0.12, vary=shade(core, 1.2), vary_amount=0.6, cell=r
    )
