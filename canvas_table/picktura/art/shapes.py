"""Small painted things several masterpieces share: glows, houses, trees, boats, figures, stars.

Every function takes a :class:`~canvas_table.picktura.art.paint.Painting` and units (the whole
work is 1000 x 1400); randomness comes from ``p.rng``.
"""

from __future__ import annotations

import math

from canvas_table.art.palette import RGB, mix, shade
from canvas_table.picktura.art.paint import Painting, ellipse_pts


def glow(p: Painting, x: float, y: float, r: float, colour: RGB, alpha: float = 0.6) -> None:
    """A soft round glow of light (a lamp, a low sun) of radius about ``r``."""
    p.oval((x - r / 2, y - r / 2, x + r / 2, y + r / 2), colour, alpha=alpha, soft=r / 3)


def disc(
    p: Painting, x: float, y: float, r: float, colour: RGB, alpha: float = 1.0, soft: float = 1.0
) -> None:
    """A round disc (sun, moon, fruit, dot)."""
    p.oval((x - r, y - r, x + r, y + r), colour, alpha=alpha, soft=soft)


def house(
    p: Painting,
    x: float,
    base: float,
    w: float,
    h: float,
    wall: RGB,
    roof: RGB,
    window: RGB | None = None,
    lit: bool = False,
) -> None:
    """A gabled house standing on ``base``: wall, shaded side, roof and a window or two."""
    p.rect((x, base - h, x + w, base), wall, soft=0.8, grain=0.2)
    p.rect((x + w * 0.72, base - h, x + w, base), shade(wall, 0.8), soft=0.8, alpha=0.7)
    p.poly(
        [(x - w * 0.08, base - h), (x + w / 2, base - h - w * 0.45), (x + w * 1.08, base - h)],
        roof,
        soft=0.8,
        grain=0.2,
    )
    if window is not None:
        ww = max(6.0, w * 0.18)
        for wx in (x + w * 0.2, x + w * 0.58):
            p.rect((wx, base - h * 0.7, wx + ww, base - h * 0.7 + ww * 1.3), window, soft=0.5)
            if lit:
                glow(p, wx + ww / 2, base - h * 0.7 + ww * 0.6, ww * 4, window, 0.35)


def tree(
    p: Painting, x: float, base: float, h: float, crown: RGB, trunk: RGB, blossom: RGB | None = None
) -> None:
    """A round-crowned tree: a trunk with two boughs and a lumpy crown (blossom dabs on top)."""
    r = h * 0.32
    p.poly(
        [
            (x - h * 0.04, base),
            (x - h * 0.02, base - h * 0.6),
            (x + h * 0.02, base - h * 0.6),
            (x + h * 0.05, base),
        ],
        trunk,
        soft=1,
    )
    p.stroke([(x, base - h * 0.45), (x - r * 0.6, base - h * 0.72)], h * 0.03, trunk)
    p.stroke([(x, base - h * 0.5), (x + r * 0.7, base - h * 0.78)], h * 0.025, trunk)
    cy = base - h + r
    lumps = [
        (x + r * math.cos(a) * 0.6, cy + r * math.sin(a) * 0.45, r * p.rng.uniform(0.45, 0.65))
        for a in (i * math.tau / 7 for i in range(7))
    ]
    p.wash(lambda d: [d.circle(lx, ly, lr) for lx, ly, lr in lumps], crown, soft=3, grain=0.3, edge=0.3)
    if blossom is not None:
        p.dabs(
            (x - r * 1.3, cy - r * 1.1, x + r * 1.3, cy + r * 0.9),
            int(r * 6),
            (r * 0.14, r * 0.1),
            colours=(blossom, shade(blossom, 1.2), mix(blossom, (255, 255, 255), 0.5)),
            jitter=8,
            alpha=220,
            turn=3.0,
            keep=lambda u, v: (u - x) ** 2 / (r * 1.2) ** 2 + (v - cy) ** 2 / r**2 < 1,
        )


def pine(p: Painting, x: float, base: float, h: float, colour: RGB) -> None:
    """A dark conifer of stacked triangles."""
    w = h * 0.38
    for i in range(4):
        t = i / 4
        top = base - h + h * t * 0.8
        p.poly(
            [
                (x - w * (0.45 + t * 0.55), top + h * 0.32),
                (x, top),
                (x + w * (0.45 + t * 0.55), top + h * 0.32),
            ],
            shade(colour, 1 - 0.06 * i),
            soft=1,
        )


def boat(
    p: Painting, x: float, water: float, w: float, hull: RGB, sail: RGB | None, mast: RGB = (60, 44, 36)
) -> None:
    """A small boat afloat at ``water``: hull, mast and (optionally) a triangular sail."""
    p.poly(
        [
            (x - w / 2, water - w * 0.16),
            (x + w / 2, water - w * 0.2),
            (x + w * 0.36, water + w * 0.04),
            (x - w * 0.38, water + w * 0.04),
        ],
        hull,
        soft=0.8,
    )
    if sail is not None:
        p.stroke([(x, water - w * 0.18), (x, water - w * 1.25)], w * 0.025, mast)
        p.poly(
            [
                (x + w * 0.03, water - w * 1.2),
                (x + w * 0.03, water - w * 0.28),
                (x + w * 0.48, water - w * 0.3),
            ],
            sail,
            soft=1,
            grain=0.25,
            edge=0.3,
        )
        p.poly(
            [
                (x - w * 0.03, water - w * 1.0),
                (x - w * 0.03, water - w * 0.3),
                (x - w * 0.34, water - w * 0.3),
            ],
            shade(sail, 1.15),
            soft=1,
            grain=0.25,
        )


def figure(
    p: Painting,
    x: float,
    base: float,
    h: float,
    coat: RGB,
    skin: RGB = (226, 186, 150),
    hat: RGB | None = None,
    lean: float = 0.0,
) -> None:
    """A little standing person: legs, a coat, a head (and a hat), leaning by ``lean`` units."""
    w = h * 0.28
    p.stroke([(x - w * 0.2, base), (x - w * 0.1 + lean * 0.5, base - h * 0.4)], h * 0.07, shade(coat, 0.5))
    p.stroke([(x + w * 0.2, base), (x + w * 0.1 + lean * 0.5, base - h * 0.4)], h * 0.07, shade(coat, 0.5))
    p.poly(
        [
            (x - w / 2 + lean * 0.4, base - h * 0.3),
            (x - w * 0.3 + lean, base - h * 0.8),
            (x + w * 0.3 + lean, base - h * 0.8),
            (x + w / 2 + lean * 0.4, base - h * 0.3),
        ],
        coat,
        soft=0.6,
    )
    disc(p, x + lean, base - h * 0.88, h * 0.1, skin, soft=0.5)
    if hat is not None:
        p.rect((x + lean - h * 0.14, base - h * 0.97, x + lean + h * 0.14, base - h * 0.93), hat, soft=0.4)
        p.rect((x + lean - h * 0.08, base - h * 1.06, x + lean + h * 0.08, base - h * 0.95), hat, soft=0.4)


def star(p: Painting, x: float, y: float, r: float, colour: RGB, points: int = 5, alpha: float = 1.0) -> None:
    """A pointed star."""
    pts = []
    for i in range(points * 2):
        rr = r if i % 2 == 0 else r * 0.42
        a = -math.pi / 2 + math.pi * i / points
        pts.append((x + rr * math.cos(a), y + rr * math.sin(a)))
    p.poly(pts, colour, soft=0.5, alpha=alpha)


def leaf(
    p: Painting,
    x: float,
    y: float,
    length: float,
    angle: float,
    colour: RGB,
    soft: float = 0.8,
    grain: float = 0.2,
) -> None:
    """A pointed leaf from (x, y) along ``angle``, with a paler midrib."""
    c, s = math.cos(angle), math.sin(angle)
    w = length * 0.28
    pts = []
    for i in range(13):
        t = i / 12
        off = w * math.sin(math.pi * t)
        pts.append((x + c * length * t - s * off, y + s * length * t + c * off))
    for i in range(11, 0, -1):
        t = i / 12
        off = -w * math.sin(math.pi * t)
        pts.append((x + c * length * t - s * off, y + s * length * t + c * off))
    p.poly(pts, colour, soft=soft, grain=grain)
    p.stroke(
        [(x, y), (x + c * length * 0.9, y + s * length * 0.9)],
        max(1.5, length * 0.02),
        shade(colour, 1.25),
        alpha=160,
    )


def fish(
    p: Painting, x: float, y: float, length: float, angle: float, body: RGB, spots: RGB | None = None
) -> None:
    """A fish (koi, herring) heading along ``angle``: body, tail, an eye, maybe spots."""
    c, s = math.cos(angle), math.sin(angle)
    p.poly(ellipse_pts(x, y, length / 2, length * 0.17, angle, 16), body, soft=1)
    tx, ty = x - c * length * 0.5, y - s * length * 0.5
    p.poly(
        [
            (tx, ty),
            (tx - c * length * 0.25 - s * length * 0.17, ty - s * length * 0.25 + c * length * 0.17),
            (tx - c * length * 0.25 + s * length * 0.17, ty - s * length * 0.25 - c * length * 0.17),
        ],
        body,
        soft=1,
    )
    if spots is not None:
        for k in (-0.1, 0.15):
            disc(p, x + c * length * k, y + s * length * k, length * 0.08, spots, soft=1)
    disc(p, x + c * length * 0.36, y + s * length * 0.36, length * 0.025, (20, 20, 20), soft=0.3)
