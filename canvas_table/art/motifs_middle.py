"""Middle motifs (middle band): trees, houses, towers, bridges, rivers, fields. Mid values."""

from __future__ import annotations

import math

from canvas_table.art.brushes import BrushCanvas, UnitDraw, curve
from canvas_table.art.palette import (
    CERULEAN,
    GOLD,
    INDIGO,
    OCHRE,
    PAPER,
    SAP,
    SIENNA,
    SNOW,
    ULTRAMARINE,
    UMBER,
    VERMILION,
    VIOLET,
    VIRIDIAN,
    mid,
    mix,
    shade,
)
from canvas_table.art.primitives import (
    dabs,
    hills,
    house,
    reflection_lines,
)


def random_x(p: BrushCanvas, lo: float = 110, hi: float = 390) -> float:
    """A seeded horizontal position in the middle band of the card."""
    return p.rng.uniform(lo, hi)


def ground_strip(
    p: BrushCanvas, y: float, colour: tuple[int, int, int], x0: float = -20, x1: float = 520
) -> None:
    """A strip of land the middle things stand on, fading downward."""
    hills(p, y, 5, colour, x0=x0, x1=x1, depth=50)


def willow(p: BrushCanvas) -> None:
    """A weeping willow with curtains of hanging fronds by a bit of water."""
    x, g = random_x(p), p.rng.uniform(470, 500)
    p.paint(
        lambda d: d.ellipse((x - 160, g - 6, x + 160, g + 26)), mid(CERULEAN), alpha=0.7, soft=3, grain=0.3
    )
    p.paint(
        lambda d: d.polygon([(x - 10, g), (x + 10, g), (x + 4, g - 150), (x - 6, g - 150)]), UMBER, soft=0.7
    )
    dabs(p, x, g - 180, 85, 40, 60, 10, mid(SAP, 0.2))
    dabs(p, x - 10, g - 195, 60, 28, 30, 8, mid(GOLD, 0.35), alpha=0.8)

    def fronds(d: UnitDraw) -> None:
        for _ in range(46):
            a = p.rng.uniform(-1.2, 1.2)
            sx = x + math.sin(a) * 80
            sy = g - 190 + abs(a) * 30
            ln = p.rng.uniform(90, 170)
            d.line(curve((sx, sy), (sx + a * 30, sy + ln * 0.4), (sx + a * 40, sy + ln), 8), 4)

    p.paint(fronds, mid(SAP), soft=0.8, vary=mid(GOLD, 0.3), vary_amount=0.5, cell=20)
    p.paint(fronds, shade(SAP, 0.7), alpha=0.6, soft=0.8)


def village(p: BrushCanvas) -> None:
    """A cluster of cottages with red roofs on a slope."""
    g = p.rng.uniform(470, 490)
    x0 = p.rng.uniform(40, 160)
    for i in range(4):
        w = p.rng.uniform(42, 60)
        h = p.rng.uniform(36, 50)
        house(
            p,
            x0 + i * 70 + p.rng.uniform(-8, 8),
            g - (i % 2) * 16,
            w,
            h,
            mix(PAPER, OCHRE, p.rng.uniform(0.1, 0.5)),
            mix(VERMILION, SIENNA, p.rng.random()),
        )
    ground_strip(p, g, mid(SAP))


def tower(p: BrushCanvas) -> None:
    """A tall round stone tower with a conical roof."""
    x, g = random_x(p), p.rng.uniform(480, 500)
    w, h = 54, 240
    p.paint(
        lambda d: d.rect((x - w / 2, g - h, x + w / 2, g)),
        mid(mix(PAPER, SIENNA, 0.3)),
        soft=0.7,
        vary=shade(PAPER, 0.8),
        vary_amount=0.5,
        cell=14,
    )
    p.paint(lambda d: d.rect((x + w * 0.15, g - h, x + w / 2, g)), mid(UMBER), alpha=0.45, soft=1)
    p.paint(
        lambda d: d.polygon([(x - w * 0.65, g - h), (x, g - h - 90), (x + w * 0.65, g - h)]),
        mid(ULTRAMARINE, 0.1),
        soft=0.7,
        vary=VIOLET,
        vary_amount=0.4,
        cell=20,
    )
    p.paint(
        lambda d: [d.rect((x - 6, g - h + 30 + k * 60, x + 6, g - h + 50 + k * 60)) for k in range(3)],
        INDIGO,
        soft=0.5,
    )
    ground_strip(p, g, mid(SAP))


def harbour(p: BrushCanvas) -> None:
    """A harbour: a jetty, boats with sails, calm water."""
    g = p.rng.uniform(450, 480)
    p.paint(
        lambda d: d.rect((-10, g, 510, g + 90)),
        mid(ULTRAMARINE, 0.3),
        alpha=0.8,
        soft=3,
        grain=0.3,
        fade=(g + 40, g + 100),
    )
    reflection_lines(p, 0, 480, g + 8, g + 80, SNOW, 30)
    jx = p.rng.choice([40.0, 300.0])
    p.paint(lambda d: d.rect((jx, g - 6, jx + 160, g + 4)), UMBER, soft=0.5)
    p.paint(
        lambda d: [d.rect((jx + 10 + k * 36, g, jx + 16 + k * 36, g + 30)) for k in range(5)], UMBER, soft=0.5
    )
    for bx in (p.rng.uniform(60, 200), p.rng.uniform(260, 420)):
        p.paint(
            lambda d, bx=bx: d.polygon(
                [(bx - 40, g + 14), (bx + 40, g + 14), (bx + 28, g + 30), (bx - 28, g + 30)]
            ),
            SIENNA,
            soft=0.6,
        )
        p.paint(
            lambda d, bx=bx: d.polygon([(bx, g + 12), (bx, g - 80), (bx + 36, g + 8)]),
            SNOW,
            soft=0.6,
            edge=0.1,
        )
        p.paint(
            lambda d, bx=bx: d.polygon([(bx - 3, g + 10), (bx - 3, g - 60), (bx - 28, g + 8)]),
            mid(VERMILION),
            soft=0.6,
        )


def cypress(p: BrushCanvas) -> None:
    """Tall dark flame-shaped cypresses."""
    g = p.rng.uniform(480, 500)
    trees = ((random_x(p, 60, 200), 280.0), (random_x(p, 300, 440), 220.0),
             (random_x(p, 200, 300), 170.0))
    for x, h in trees:
        w = h * 0.2

        def flame(d: UnitDraw, x=x, h=h, w=w) -> None:
            d.polygon(
                [
                    (x, g - h),
                    *[
                        (x + w / 2 * math.sin(math.pi * t) ** 0.7, g - h + h * t)
                        for t in (0.2, 0.4, 0.6, 0.8, 1.0)
                    ],
                    *[
                        (x - w / 2 * math.sin(math.pi * t) ** 0.7, g - h + h * t)
                        for t in (1.0, 0.8, 0.6, 0.4, 0.2)
                    ],
                ]
            )

        p.paint(flame, shade(VIRIDIAN, 0.75), soft=1, edge=0.25, vary=VIRIDIAN, vary_amount=0.6, cell=14)
        dabs(p, x - w * 0.15, g - h * 0.5, w * 0.3, h * 0.4, 30, 5, mid(SAP, 0.1), alpha=0.8)
    ground_strip(p, g, mid(OCHRE, 0.2))


def river(p: BrushCanvas) -> None:
    """A river winding from the far middle down toward the viewer."""
    x = random_x(p, 180, 320)
    left = curve((x - 6, 330), (x - 150, 440), (x - 100, 580), 20)
    right = curve((x + 6, 330), (x + 30, 450), (x + 140, 580), 20)
    p.paint(
        lambda d: d.polygon([*left, *right[::-1]]),
        mid(CERULEAN, 0.1),
        soft=1.5,
        edge=0.3,
        vary=mid(ULTRAMARINE),
        vary_amount=0.5,
        cell=30,
        fade=(500, 600),
    )
    reflection_lines(p, x - 80, x + 60, 380, 560, SNOW, 24, 0.7)
    p.paint(
        lambda d: (d.line(left, 6), d.line(right, 6)), mid(SAP, 0.1), alpha=0.8, soft=1.5, fade=(480, 590)
    )


def bridge(p: BrushCanvas) -> None:
    """A stone arch bridge with its reflection in the stream."""
    g = p.rng.uniform(440, 470)
    x0, x1 = p.rng.uniform(10, 80), p.rng.uniform(420, 490)
    p.paint(
        lambda d: d.rect((-10, g, 510, g + 70)),
        mid(CERULEAN, 0.15),
        alpha=0.75,
        soft=2,
        grain=0.3,
        fade=(g + 30, g + 80),
    )
    stone = mid(mix(PAPER, UMBER, 0.35))

    def deck(d: UnitDraw) -> None:
        d.polygon(
            [
                (x0, g + 4),
                (x0, g - 40),
                *curve((x0 + 10, g - 58), ((x0 + x1) / 2, g - 92), (x1 - 10, g - 58)),
                (x1, g - 40),
                (x1, g + 4),
            ]
        )
        cx, w = (x0 + x1) / 2, (x1 - x0) * 0.32
        d.ellipse((cx - w, g - 40, cx + w, g + 40), fill=0)

    p.paint(deck, stone, soft=0.8, edge=0.3, vary=shade(stone, 0.8), vary_amount=0.5, cell=12)
    cx, w = (x0 + x1) / 2, (x1 - x0) * 0.32
    p.paint(
        lambda d: (
            d.ellipse((cx - w, g - 4, cx + w, g + 62)),
            d.ellipse((cx - w + 12, g, cx + w - 12, g + 48), fill=0),
        ),
        shade(stone, 0.7),
        alpha=0.45,
        soft=2,
    )
    p.paint(
        lambda d: d.line(curve((x0 + 10, g - 58), (cx, g - 92), (x1 - 10, g - 58)), 3),
        shade(stone, 0.55),
        soft=0.5,
    )


def windmill(p: BrushCanvas) -> None:
    """A windmill on a low rise, sails turning."""
    x, g = random_x(p), p.rng.uniform(470, 490)
    hills(p, g - 10, 8, mid(SAP, 0.2), x0=x - 200, x1=x + 200, depth=60)
    body = mix(PAPER, OCHRE, 0.3)
    p.paint(
        lambda d: d.polygon([(x - 30, g), (x - 18, g - 150), (x + 18, g - 150), (x + 30, g)]),
        body,
        soft=0.7,
        vary=shade(body, 0.85),
        vary_amount=0.5,
        cell=14,
    )
    p.paint(lambda d: d.polygon([(x - 24, g - 148), (x, g - 185), (x + 24, g - 148)]), SIENNA, soft=0.6)
    p.paint(lambda d: d.rect((x - 7, g - 28, x + 7, g)), UMBER, soft=0.5)
    a0 = p.rng.uniform(0, math.pi / 2)
    hub = (x, g - 150)

    def sails(d: UnitDraw) -> None:
        for k in range(4):
            a = a0 + k * math.pi / 2
            ex, ey = hub[0] + math.cos(a) * 110, hub[1] + math.sin(a) * 110
            nx, ny = -math.sin(a) * 16, math.cos(a) * 16
            mx, my = hub[0] + math.cos(a) * 25, hub[1] + math.sin(a) * 25
            d.polygon([(mx, my), (ex, ey), (ex + nx, ey + ny), (mx + nx, my + ny)])

    p.paint(sails, SNOW, alpha=0.85, soft=0.6, edge=0.2)
    p.paint(
        lambda d: [
            d.line(
                [
                    hub,
                    (
                        hub[0] + math.cos(a0 + k * math.pi / 2) * 110,
                        hub[1] + math.sin(a0 + k * math.pi / 2) * 110,
                    ),
                ],
                3,
            )
            for k in range(4)
        ],
        UMBER,
        soft=0.5,
    )


def lighthouse(p: BrushCanvas) -> None:
    """A striped lighthouse on a cliff with a beam of light."""
    x, g = random_x(p, 120, 380), p.rng.uniform(400, 430)
    side = 1 if x < 250 else -1
    p.paint(
        lambda d: d.polygon(
            [
                (x - 260 * side, g + 10),
                (x - 120 * side, g - 2),
                (x + 50 * side, g - 6),
                (x + 70 * side, g + 20),
                (x + 62 * side, g + 44),
                (x + 96 * side, g + 70),
                (x + 90 * side, g + 100),
                (x + 130 * side, g + 140),
                (x - 260 * side, g + 150),
            ]
        ),
        mid(mix(UMBER, VIOLET, 0.4), 0.2),
        soft=1.0,
        edge=0.35,
        vary=mid(mix(SIENNA, PAPER, 0.3)),
        vary_amount=0.5,
        cell=18,
        fade=(g + 80, g + 150),
    )
    hills(p, g - 4, 3, mid(SAP), x0=x - 140, x1=x + 70, depth=14)
    p.paint(
        lambda d: d.polygon([(x - 22, g), (x - 14, g - 170), (x + 14, g - 170), (x + 22, g)]), SNOW, soft=0.6
    )
    p.paint(
        lambda d: [
            d.polygon(
                [
                    (x - 22 + k * 2.0, g - k * 38 - 19),
                    (x + 22 - k * 2.0, g - k * 38 - 19),
                    (x + 21 - k * 2.0, g - k * 38 - 38),
                    (x - 21 + k * 2.0, g - k * 38 - 38),
                ]
            )
            for k in range(4)
        ],
        VERMILION,
        soft=0.6,
    )
    p.paint(
        lambda d: d.polygon([(x, g - 182), (x + side * 330, g - 240), (x + side * 330, g - 150)]),
        GOLD,
        alpha=0.35,
        soft=6,
    )
    p.paint(lambda d: d.rect((x - 11, g - 192, x + 11, g - 170)), GOLD, soft=0.6)
    p.paint(lambda d: d.polygon([(x - 16, g - 192), (x, g - 212), (x + 16, g - 192)]), INDIGO, soft=0.6)


MIDDLE = {
    "Willow": willow,
    "Village": village,
    "Tower": tower,
    "Harbour": harbour,
    "Cypress": cypress,
    "River": river,
    "Bridge": bridge,
    "Windmill": windmill,
    "Lighthouse": lighthouse,
}
