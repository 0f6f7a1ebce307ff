"""Far motifs of the adjective cards (Bright, Crimson, Stormy...): moods of sky and light."""

from __future__ import annotations

import math

from canvas_table.art.brushes import BrushCanvas, UnitDraw
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
    mix,
    shade,
)
from canvas_table.art.primitives import cloud, hills, side_anchor, sky_glaze, sun_disc


def bright(p: BrushCanvas) -> None:
    """A bright sun with long rays."""
    x, y = side_anchor(p), p.rng.uniform(110, 160)
    rays = []
    for i in range(16):
        a = i * math.tau / 16 + p.rng.uniform(-0.05, 0.05)
        ln = 130 if i % 2 else 90
        rays.append(a)
        p.paint(
            lambda d, a=a, ln=ln: d.polygon(
                [
                    (x + math.cos(a - 0.07) * 50, y + math.sin(a - 0.07) * 50),
                    (x + math.cos(a) * (50 + ln), y + math.sin(a) * (50 + ln)),
                    (x + math.cos(a + 0.07) * 50, y + math.sin(a + 0.07) * 50),
                ]
            ),
            GOLD,
            alpha=0.5,
            soft=2.5,
        )
    sun_disc(p, x, y, 46, (252, 226, 140), GOLD, 150)


def crimson(p: BrushCanvas) -> None:
    """Crimson sunset streaks: long tapering stratus clouds lit gold from below."""
    sky_glaze(p, far(VERMILION, 0.2), 320, 0.45, vary=far(GOLD, 0.2))
    for k in range(5):
        y = 90 + k * 45 + p.rng.uniform(-10, 10)
        x0 = p.rng.uniform(-80, 180)
        ln = p.rng.uniform(220, 380)
        th = 10 + k * 3 + p.rng.uniform(0, 6)
        top = [(x0 + ln * t, y - th * math.sin(math.pi * t) ** 0.7) for t in [i / 16 for i in range(17)]]
        body = [*top, (x0 + ln * 0.7, y + 3), (x0 + ln * 0.3, y + 3)]
        p.paint(
            lambda d, body=body: d.polygon(body),
            far(mix(VERMILION, VIOLET, k / 5), 0.15),
            soft=2.5,
            edge=0.15,
            grain=0.25,
            vary=far(ROSE, 0.2),
            vary_amount=0.6,
            cell=30,
        )
        p.paint(
            lambda d, y=y, x0=x0, ln=ln: d.line([(x0 + ln * 0.15, y + 1), (x0 + ln * 0.85, y + 1)], 3),
            GOLD,
            alpha=0.8,
            soft=1.5,
        )


def distant(p: BrushCanvas) -> None:
    """Pale blue mountains far off, one behind another."""
    y = p.rng.uniform(200, 240)
    for k, c in enumerate((far(CERULEAN, 0.35), far(ULTRAMARINE, 0.45), far(VIOLET, 0.35))):
        hills(p, y + k * 38, 45 - k * 12, c, depth=60, step=9)


def twilight(p: BrushCanvas) -> None:
    """Violet-to-amber dusk, a crescent moon and the evening star over dark far hills."""
    sky_glaze(p, far(VIOLET, 0.15), 330, 0.55, vary=far(ROSE, 0.2))
    x, y = side_anchor(p), p.rng.uniform(80, 140)
    p.paint(lambda d: (d.circle(x, y, 34), d.circle(x + 14, y - 8, 30, fill=0)), SNOW, soft=1.0)
    p.paint(lambda d: d.circle(500 - x, y + 50, 3), SNOW, soft=0.6)
    p.paint(lambda d: d.circle(500 - x, y + 50, 14), SNOW, alpha=0.35, soft=6)
    hills(p, 310, 14, shade(VIOLET, 0.7), depth=45)


def dreaming(p: BrushCanvas) -> None:
    """Swirling dream-clouds with stars: a spiral sky."""
    sky_glaze(p, far(ULTRAMARINE, 0.3), 300, 0.4, vary=far(VIOLET, 0.3))
    for _ in range(4):
        cx, cy, r0 = p.rng.uniform(80, 420), p.rng.uniform(90, 230), p.rng.uniform(40, 70)
        pts = [(cx + math.cos(t / 6) * r0 * t / 24, cy + math.sin(t / 6) * r0 * t / 30) for t in range(4, 40)]
        p.paint(lambda d, pts=pts: d.line(pts, 16), far(GOLD, 0.15), alpha=1.0, soft=1.5, edge=0.2)
        p.paint(lambda d, pts=pts: d.line(pts, 6), SNOW, alpha=0.9, soft=1)
    p.paint(
        lambda d: [
            d.circle(p.rng.uniform(0, 500), p.rng.uniform(10, 300), p.rng.uniform(2, 4)) for _ in range(25)
        ],
        GOLD,
        soft=0.6,
    )


def fleeting(p: BrushCanvas) -> None:
    """Swallows darting through a wisp of cloud."""
    cloud(p, side_anchor(p), 230, 240, 36, SNOW, far(ROSE, 0.5), alpha=1.0)
    for _ in range(8):
        x, y = p.rng.uniform(60, 440), p.rng.uniform(80, 260)
        span = p.rng.uniform(36, 60)

        def swallow(d: UnitDraw, x=x, y=y, s=span) -> None:
            d.polygon([(x - s / 2, y - s * 0.15), (x, y), (x + s / 2, y - s * 0.2), (x + 2, y + 4)])
            d.polygon(
                [(x - 2, y + 2), (x - s * 0.2, y + s * 0.35), (x, y + s * 0.15), (x + s * 0.18, y + s * 0.36)]
            )

        p.paint(swallow, shade(INDIGO, 1.1), soft=0.6)


def sunlit(p: BrushCanvas) -> None:
    """Beams of light slanting over a sunlit far crest."""
    x = p.rng.uniform(-40, 120)
    for k in range(5):
        a0 = 0.55 + k * 0.14
        p.paint(
            lambda d, a0=a0: d.polygon(
                [
                    (x, -20),
                    (x + 700 * math.cos(a0), 700 * math.sin(a0)),
                    (x + 700 * math.cos(a0 + 0.05), 700 * math.sin(a0 + 0.05)),
                ]
            ),
            GOLD,
            alpha=0.3,
            soft=6,
            fade=(100, 330),
        )
    hills(p, 290, 16, far(OCHRE, 0.2), depth=55, lit=(250, 230, 170))


def stormy(p: BrushCanvas) -> None:
    """Heavy slate clouds, slanting rain and a fork of lightning."""
    for _ in range(3):
        cloud(
            p,
            p.rng.uniform(60, 440),
            p.rng.uniform(90, 170),
            p.rng.uniform(200, 280),
            p.rng.uniform(70, 90),
            shade(far(INDIGO, 0.35), 1.0),
            shade(INDIGO, 0.9),
        )
    p.paint(
        lambda d: [
            d.line([(x, 200), (x - 40, 330)], 1.4) for x in [p.rng.uniform(0, 540) for _ in range(50)]
        ],
        far(INDIGO, 0.4),
        alpha=0.45,
        soft=0.8,
        fade=(230, 340),
    )
    x = p.rng.uniform(150, 350)
    bolt = [(x, 200), (x - 14, 240), (x + 6, 244), (x - 18, 300)]
    p.paint(lambda d: d.line(bolt, 6), GOLD, alpha=0.4, soft=4)
    p.paint(lambda d: d.line(bolt, 2.5), SNOW, soft=0.6)
