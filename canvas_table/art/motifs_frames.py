"""Near motifs that frame or fill the foreground: boughs, bushes, drapes, fire, waves, brambles."""

from __future__ import annotations

import math

from canvas_table.art.brushes import BrushCanvas, UnitDraw, curve
from canvas_table.art.foreground import branch, flower, grass, stem
from canvas_table.art.motifs_near import random_edge
from canvas_table.art.palette import (
    GOLD,
    INDIGO,
    OCHRE,
    PAPER,
    ROSE,
    SAP,
    SIENNA,
    SNOW,
    ULTRAMARINE,
    UMBER,
    VERMILION,
    VIOLET,
    VIRIDIAN,
    mix,
    near,
    shade,
)
from canvas_table.art.primitives import ART_BOTTOM, dabs

B = ART_BOTTOM

B = ART_BOTTOM


def tender(p: BrushCanvas) -> None:
    """A blossoming cherry branch reaching down from a top corner."""
    s = random_edge(p)
    x0 = -10 if s < 0 else 510
    pts = [(x0, 40), (x0 - s * 120, 90), (x0 - s * 220, 110), (x0 - s * 300, 150)]
    branch(p, pts, 14, near(UMBER, 0.7))
    branch(p, [pts[1], (pts[1][0] - s * 50, 170), (pts[1][0] - s * 70, 220)], 6, near(UMBER, 0.7))
    for x, y in [*pts[1:], (pts[1][0] - s * 60, 200)]:
        dabs(p, x, y, 60, 36, 45, 9, ROSE)
        dabs(p, x, y, 46, 28, 22, 6, shade(ROSE, 1.35))


def blooming(p: BrushCanvas) -> None:
    """A flowering bush of mixed blooms in one lower corner."""
    s = random_edge(p)
    cx = 110 if s < 0 else 390
    dabs(p, cx, 540, 150, 80, 160, 10, near(SAP))
    dabs(p, cx, 530, 120, 60, 80, 8, near(VIRIDIAN, 0.9), bias=(0.1, 0.2))
    for _ in range(14):
        flower(
            p,
            cx + p.rng.uniform(-130, 130),
            p.rng.uniform(470, 580),
            p.rng.uniform(10, 16),
            p.rng.choice([ROSE, SNOW, GOLD, VIOLET]),
            OCHRE,
            6,
        )


def scarlet(p: BrushCanvas) -> None:
    """A maple bough of scarlet leaves framing a top corner."""
    s = random_edge(p)
    x0 = -10 if s < 0 else 510
    pts = [(x0, 90), (x0 - s * 140, 120), (x0 - s * 240, 180)]
    branch(p, pts, 12, near(UMBER, 0.6))
    for x, y in [*pts[1:], (x0 - s * 60, 70)]:
        dabs(p, x, y, 70, 50, 40, 11, VERMILION)
        dabs(p, x, y, 50, 36, 20, 8, mix(VERMILION, GOLD, 0.4), bias=(0, -0.3))


def hidden(p: BrushCanvas) -> None:
    """A hare peeping out of a dense shrub."""
    s = random_edge(p)
    cx = 120 if s < 0 else 380
    hx = cx + s * -10
    fur = mix(OCHRE, UMBER, 0.4)
    p.paint(
        lambda d: (d.ellipse((hx - 22, 430, hx - 8, 490)), d.ellipse((hx + 6, 426, hx + 20, 490))),
        fur,
        soft=0.5,
    )
    p.paint(lambda d: d.ellipse((hx - 24, 472, hx + 24, 516)), fur, soft=0.5)
    p.paint(lambda d: (d.circle(hx - 10, 490, 3), d.circle(hx + 10, 490, 3)), INDIGO, soft=0.3)
    dabs(p, cx, 540, 170, 70, 200, 11, near(VIRIDIAN))
    dabs(p, cx, 530, 140, 50, 90, 9, near(SAP), bias=(0.1, -0.3))


def burning(p: BrushCanvas) -> None:
    """A campfire with rising sparks and smoke."""
    x, g = p.rng.uniform(160, 340), 575.0
    p.zoomed(x, g, 1.3)
    p.paint(
        lambda d: d.line(curve((x, g - 80), (x + 60, g - 260), (x - 20, g - 420), 20), 40),
        mix(PAPER, INDIGO, 0.3),
        alpha=0.35,
        soft=18,
        grain=0.5,
        cell=30,
    )
    p.paint(lambda d: d.circle(x, g - 40, 90), GOLD, alpha=0.35, soft=30)
    for c, sc in ((VERMILION, 1.0), (OCHRE, 0.7), (GOLD, 0.4)):
        p.paint(
            lambda d, sc=sc: d.polygon(
                [
                    (x - 36 * sc, g - 6),
                    (x - 20 * sc, g - 70 * sc),
                    (x - 6, g - 40 * sc),
                    (x + 4 * sc, g - 110 * sc),
                    (x + 16 * sc, g - 50 * sc),
                    (x + 26 * sc, g - 76 * sc),
                    (x + 36 * sc, g - 6),
                ]
            ),
            c,
            soft=0.8,
        )
    p.paint(
        lambda d: (
            d.line([(x - 50, g + 4), (x + 44, g - 14)], 9),
            d.line([(x - 46, g - 14), (x + 52, g + 4)], 9),
        ),
        near(UMBER, 0.6),
        soft=0.5,
    )
    p.paint(
        lambda d: [d.circle(x + p.rng.gauss(0, 30), g - p.rng.uniform(100, 260), 1.8) for _ in range(24)],
        GOLD,
        soft=0.4,
    )


def restless(p: BrushCanvas) -> None:
    """Breaking waves with curling white crests under a veil of spray."""
    p.paint(lambda d: d.ellipse((-60, 400, 560, 500)), SNOW, alpha=0.4, soft=14, grain=0.5, cell=30)
    for k, y in enumerate((480, 520, 560)):
        c = mix(ULTRAMARINE, VIRIDIAN, 0.3 + 0.2 * k)
        pts = []
        for i in range(0, 41):
            x = -20 + i * 14
            pts.append((x, y - 16 * abs(math.sin(i * 0.5 + k * 1.3)) ** 3))
        p.paint(
            lambda d, pts=pts, y=y: d.polygon([*pts, (540, y + 80), (-20, y + 80)]),
            near(c, 0.9 - 0.1 * k),
            soft=0.7,
            edge=0.35,
            vary=c,
            vary_amount=0.6,
            cell=16,
        )
        p.paint(lambda d, pts=pts: d.line(pts, 4), SNOW, soft=0.7)
        p.paint(
            lambda d, y=y: [d.circle(p.rng.uniform(0, 500), y - p.rng.uniform(0, 20), 2) for _ in range(30)],
            SNOW,
            soft=0.4,
        )


def rustling(p: BrushCanvas) -> None:
    """Leafy boughs hanging in along one side, stirred by wind."""
    s = random_edge(p)
    x0 = 0 if s < 0 else 500
    for k in range(4):
        y = 60 + k * 110
        pts = [(x0 - s * 10, y), (x0 - s * 90, y + 30), (x0 - s * 150, y + 80)]
        branch(p, pts, 6, near(UMBER, 0.7))
        dabs(p, pts[1][0], pts[1][1] + 10, 90, 50, 60, 10, near(SAP, 0.75))
        dabs(p, pts[2][0], pts[2][1], 60, 40, 30, 9, mix(SAP, GOLD, 0.3))


def drowsy(p: BrushCanvas) -> None:
    """A cat curled up asleep on a cushion."""
    x, g = p.rng.uniform(150, 350), 585.0
    p.zoomed(x, g, 1.4)
    p.paint(
        lambda d: d.ellipse((x - 100, g - 40, x + 100, g + 6)),
        mix(VIOLET, ROSE, 0.4),
        soft=0.6,
        edge=0.3,
        vary=ROSE,
        vary_amount=0.5,
        cell=16,
    )
    fur = mix(INDIGO, VIOLET, 0.3)
    p.paint(
        lambda d: d.ellipse((x - 70, g - 90, x + 60, g - 24)),
        fur,
        soft=0.5,
        vary=shade(fur, 1.4),
        vary_amount=0.5,
        cell=12,
    )
    p.paint(
        lambda d: (
            d.circle(x + 46, g - 50, 26),
            d.polygon([(x + 30, g - 68), (x + 34, g - 92), (x + 48, g - 74)]),
            d.polygon([(x + 52, g - 74), (x + 66, g - 92), (x + 68, g - 64)]),
        ),
        fur,
        soft=0.5,
    )
    p.paint(
        lambda d: d.line(curve((x - 60, g - 34), (x - 10, g - 10), (x + 40, g - 30), 12), 10), fur, soft=0.5
    )
    p.paint(
        lambda d: (
            d.line(curve((x + 36, g - 50), (x + 40, g - 46), (x + 44, g - 50), 6), 1.6),
            d.line(curve((x + 52, g - 50), (x + 56, g - 46), (x + 60, g - 50), 6), 1.6),
        ),
        GOLD,
        soft=0.3,
    )


def velvet(p: BrushCanvas) -> None:
    """A heavy velvet theatre drape swagged across a top corner and down one side."""
    s = random_edge(p)
    x0 = 0 if s < 0 else 500
    cloth = mix(VIOLET, VERMILION, 0.35)
    drape = [
        (x0, -10),
        (500 - x0, -10),
        *curve((500 - x0, 40), (250, 120), (x0 - s * 120, 200), 20),
        (x0 - s * 90, 560),
        (x0 - s * 60, 600),
        (x0, 600),
    ]
    p.paint(
        lambda d: d.polygon(drape),
        shade(cloth, 0.75),
        soft=0.8,
        edge=0.3,
        vary=cloth,
        vary_amount=0.7,
        cell=14,
    )
    p.paint(
        lambda d: [
            d.line(
                curve(
                    (x0 - s * (20 + k * 22), 0),
                    (x0 - s * (60 + k * 20), 250),
                    (x0 - s * (20 + k * 16), 580),
                    16,
                ),
                8,
            )
            for k in range(4)
        ],
        shade(cloth, 1.3),
        alpha=0.55,
        soft=4,
    )
    p.paint(lambda d: d.line(curve((500 - x0, 40), (250, 120), (x0 - s * 120, 200), 20), 6), GOLD, soft=0.6)
    p.paint(lambda d: d.ellipse((x0 - s * 130, 330, x0 - s * 70, 360)), GOLD, soft=0.6)


def wild(p: BrushCanvas) -> None:
    """A wild tangle of thistles and bramble."""
    grass(p, -10, 510, B, 90, near(SAP, 0.65), 90, width=1.8, lean=-0.2)

    def thorns(d: UnitDraw) -> None:
        for _ in range(6):
            x = p.rng.uniform(0, 500)
            d.line(
                curve((x, B), (x + p.rng.uniform(-120, 120), 420), (x + p.rng.uniform(-160, 160), 520), 16), 3
            )

    p.paint(thorns, near(SIENNA, 0.6), soft=0.4)
    for _ in range(6):
        x, y = p.rng.uniform(30, 470), p.rng.uniform(460, 540)
        stem(p, x, B, x, y, near(SAP, 0.6), 2.5)
        p.paint(
            lambda d, x=x, y=y: d.polygon([(x - 10, y + 14), (x, y - 4), (x + 10, y + 14)]),
            near(SAP),
            soft=0.4,
        )
        p.paint(
            lambda d, x=x, y=y: [
                d.line([(x, y), (x + math.cos(a) * 14, y + math.sin(a) * 14)], 2.2)
                for a in [-math.pi / 2 + (j - 3) * 0.25 for j in range(7)]
            ],
            VIOLET,
            soft=0.4,
        )
    p.paint(
        lambda d: [d.circle(p.rng.uniform(20, 480), p.rng.uniform(480, 580), 4) for _ in range(24)],
        INDIGO,
        soft=0.4,
    )


FRAMES = {
    "Tender": tender,
    "Blooming": blooming,
    "Scarlet": scarlet,
    "Hidden": hidden,
    "Burning": burning,
    "Restless": restless,
    "Rustling": rustling,
    "Drowsy": drowsy,
    "Velvet": velvet,
    "Wild": wild,
}
