"""Far motifs (upper half): skies, suns and moons, clouds, birds, distant hills. Light, soft."""

from __future__ import annotations

import math

from canvas_table.art.brushes import BrushCanvas, UnitDraw, ridge
from canvas_table.art.motifs_moods import (
    bright,
    crimson,
    distant,
    dreaming,
    fleeting,
    stormy,
    sunlit,
    twilight,
)
from canvas_table.art.palette import (
    CERULEAN,
    GOLD,
    INDIGO,
    OCHRE,
    ROSE,
    SNOW,
    ULTRAMARINE,
    VERMILION,
    VIOLET,
    far,
    shade,
)
from canvas_table.art.primitives import birds, cloud, hills, side_anchor, sky_glaze, sun_disc


def rainbow(p: BrushCanvas) -> None:
    """A rainbow arc over a pale glaze."""
    cx = p.rng.uniform(200, 300)
    cy = p.rng.uniform(360, 400)
    bands = [VERMILION, OCHRE, GOLD, (120, 170, 100), CERULEAN, ULTRAMARINE, VIOLET]
    r0 = p.rng.uniform(250, 280)
    for i, c in enumerate(bands):
        r = r0 - i * 11
        p.paint(
            lambda d, r=r: (d.circle(cx, cy, r), d.circle(cx, cy, r - 11, fill=0)),
            far(c, 0.2),
            alpha=0.85,
            soft=2.5,
            grain=0.3,
            cell=40,
        )
    p.clear_below(cy - 20, 80)
    cloud(p, cx + r0 * 0.8, cy - 60, 150, 60, SNOW, far(VIOLET, 0.6))


def summit(p: BrushCanvas) -> None:
    """A snowy peak on the horizon."""
    x = p.rng.uniform(180, 320)
    top = p.rng.uniform(110, 150)
    base = 330.0
    left = ridge(p.rng, -20, x, base - 30, 10)
    pts = [(-20, base), *[(px, py - (py - top) * (1 - abs(px - x) / (x + 20)) ** 1.3) for px, py in left]]
    right = ridge(p.rng, x, 520, base - 30, 10)
    pts += [(px, py - (py - top) * (1 - abs(px - x) / (540 - x)) ** 1.3) for px, py in right]
    pts += [(520, base)]
    p.paint(
        lambda d: d.polygon(pts),
        far(ULTRAMARINE, 0.45),
        soft=1.2,
        edge=0.2,
        vary=far(VIOLET, 0.4),
        vary_amount=0.6,
        cell=40,
        fade=(base - 40, base + 30),
    )
    snowline = top + 55

    def snow(d: UnitDraw) -> None:
        d.polygon(
            [
                (x, top),
                (x + 70, snowline + 10),
                (x + 35, snowline - 8),
                (x + 10, snowline + 15),
                (x - 20, snowline - 5),
                (x - 60, snowline + 12),
            ]
        )

    p.paint(snow, SNOW, soft=1.0, edge=0.1)
    p.paint(
        lambda d: d.polygon([(x, top), (x + 70, snowline + 10), (x + 25, snowline + 30)]),
        far(CERULEAN, 0.3),
        alpha=0.6,
        soft=1.5,
    )
    sky_glaze(p, far(CERULEAN, 0.2), 200, 0.3)


def starlings(p: BrushCanvas) -> None:
    """A murmuration: a flock swirling in a ribbon shape."""
    cx, cy = side_anchor(p), p.rng.uniform(160, 230)
    sky_glaze(p, far(ROSE, 0.35), 260, 0.3, vary=far(GOLD, 0.3))
    flock = []
    for _ in range(90):
        t = p.rng.random()
        a = t * math.tau * 1.2
        x = cx + math.cos(a) * 120 * t + p.rng.gauss(0, 12)
        y = cy + math.sin(a * 2) * 45 * t + p.rng.gauss(0, 8)
        flock.append((x, y, p.rng.uniform(5, 9)))
    birds(p, flock, shade(INDIGO, 1.2), 1.4, 0.4)
    p.paint(
        lambda d: [d.circle(cx + p.rng.gauss(0, 80), cy + p.rng.gauss(0, 30), 1.8) for _ in range(200)],
        INDIGO,
        alpha=0.9,
        soft=0.4,
    )
    hills(p, 330, 10, far(VIOLET, 0.5), depth=50)


def eclipse(p: BrushCanvas) -> None:
    """A dark disc with a burning corona."""
    x, y = side_anchor(p), p.rng.uniform(130, 190)
    sky_glaze(p, far(INDIGO, 0.3), 300, 0.45, vary=far(VIOLET, 0.3))
    p.paint(lambda d: d.circle(x, y, 120), GOLD, alpha=0.35, soft=40)
    p.paint(
        lambda d: [
            d.line([(x, y), (x + math.cos(a) * 95, y + math.sin(a) * 95)], 3)
            for a in [i * math.tau / 36 for i in range(36)]
        ],
        GOLD,
        alpha=0.6,
        soft=3,
    )
    p.paint(lambda d: d.circle(x, y, 60), SNOW, alpha=0.9, soft=5)
    p.paint(lambda d: d.circle(x, y, 55), INDIGO, soft=1.0, vary=VIOLET, vary_amount=0.4, cell=30)


def moon(p: BrushCanvas) -> None:
    """A large full moon with maria and a halo, thin cloud across it."""
    x, y = side_anchor(p), p.rng.uniform(120, 170)
    r = p.rng.uniform(60, 75)
    sky_glaze(p, far(ULTRAMARINE, 0.3), 280, 0.35)
    p.paint(lambda d: d.circle(x, y, r * 2.4), SNOW, alpha=0.25, soft=r * 0.6)
    p.paint(lambda d: d.circle(x, y, r), (246, 240, 214), soft=1.2, edge=0.1)
    for _ in range(5):
        mx, my, mr = (
            x + p.rng.uniform(-r, r) * 0.5,
            y + p.rng.uniform(-r, r) * 0.5,
            r * p.rng.uniform(0.12, 0.3),
        )
        p.paint(lambda d, a=mx, b=my, c=mr: d.circle(a, b, c), far(VIOLET, 0.4), alpha=0.35, soft=mr * 0.4)
    p.paint(
        lambda d: d.ellipse((x - r * 1.8, y + r * 0.2, x + r * 1.5, y + r * 0.5)),
        far(VIOLET, 0.55),
        alpha=0.6,
        soft=5,
    )


def aurora(p: BrushCanvas) -> None:
    """Curtains of green and violet light over a dark horizon."""
    greens = [(120, 200, 150), (100, 180, 170), (150, 120, 190)]
    for k, c in enumerate(greens):
        base = 180 + k * 30
        pts = ridge(p.rng, -20, 520, base, 40, 6)

        def curtain(d: UnitDraw, pts=pts, k=k) -> None:
            for i, (px, py) in enumerate(pts):
                h = 90 + 60 * math.sin(i * 0.35 + k)
                d.line([(px, py), (px + 6, py - h)], 7)

        p.paint(curtain, c, alpha=0.55, soft=5, grain=0.4, cell=15, fade=(base + 20, base - 170))
    hills(p, 330, 12, far(INDIGO, 0.2), depth=50, lit=(120, 200, 150))
    p.paint(
        lambda d: [d.circle(p.rng.uniform(0, 500), p.rng.uniform(10, 150), 1.3) for _ in range(40)],
        SNOW,
        soft=0.3,
    )


def horizon(p: BrushCanvas) -> None:
    """Layered distant ranges fading into haze."""
    y = p.rng.uniform(250, 290)
    sky_glaze(p, far(GOLD, 0.4), y, 0.3, vary=far(ROSE, 0.3))
    hills(p, y, 22, far(VIOLET, 0.55), depth=45, step=10)
    hills(p, y + 30, 16, far(ULTRAMARINE, 0.4), depth=50, step=10)
    hills(p, y + 55, 10, far(INDIGO, 0.45), depth=40, step=16)


def dawn(p: BrushCanvas) -> None:
    """A sun rising half-hidden behind a far ridge, warm light spreading."""
    x, y = side_anchor(p), 300.0
    sky_glaze(p, far(GOLD, 0.2), 320, 0.5, vary=far(ROSE, 0.2))
    sun_disc(p, x, y - 20, 48, (250, 224, 160), GOLD, 160)
    for k in range(3):
        cy = 120 + k * 50
        p.paint(
            lambda d, cy=cy, k=k: d.ellipse((x - 200 + k * 30, cy, x + 180 - k * 20, cy + 12)),
            far(ROSE, 0.2),
            alpha=0.6,
            soft=4,
        )
    hills(p, y, 8, far(VIOLET, 0.35), depth=50)


def clouds(p: BrushCanvas) -> None:
    """A fleet of summer cumulus."""
    for _ in range(3):
        cloud(
            p,
            p.rng.uniform(60, 440),
            p.rng.uniform(90, 270),
            p.rng.uniform(120, 210),
            p.rng.uniform(50, 80),
            SNOW,
            far(VIOLET, 0.55),
        )


def comet(p: BrushCanvas) -> None:
    """A comet streaking down-left with a long glowing tail, stars about."""
    x, y = side_anchor(p), p.rng.uniform(100, 180)
    sky_glaze(p, far(INDIGO, 0.25), 320, 0.5)
    dx = -1 if x > 250 else 1
    for w, a in ((34, 0.3), (20, 0.6), (12, 1.0)):
        p.paint(
            lambda d, w=w: d.polygon(
                [(x, y - w / 2), (x, y + w / 2), (x - dx * 240, y - 130 + w), (x - dx * 250, y - 140)]
            ),
            SNOW,
            alpha=a,
            soft=w * 0.4,
            fade=(y, y - 160),
        )
    p.paint(lambda d: d.circle(x, y, 17), SNOW, soft=1.5)
    p.paint(lambda d: d.circle(x, y, 40), GOLD, alpha=0.4, soft=10)
    p.paint(
        lambda d: [
            d.circle(p.rng.uniform(0, 500), p.rng.uniform(10, 300), p.rng.uniform(1, 2.2)) for _ in range(60)
        ],
        SNOW,
        soft=0.3,
    )
    hills(p, 330, 10, far(INDIGO, 0.3), depth=40)


FAR = {
    "Rainbow": rainbow,
    "Summit": summit,
    "Starlings": starlings,
    "Eclipse": eclipse,
    "Moon": moon,
    "Aurora": aurora,
    "Horizon": horizon,
    "Dawn": dawn,
    "Clouds": clouds,
    "Comet": comet,
    "Bright": bright,
    "Crimson": crimson,
    "Distant": distant,
    "Twilight": twilight,
    "Dreaming": dreaming,
    "Fleeting": fleeting,
    "Sunlit": sunlit,
    "Stormy": stormy,
}

