"""Near motifs (lower third and edges): grasses, flowers, figures, animals, framing branches.

Dark, saturated and crisp (little blur), so they read in front of everything else.
"""

from __future__ import annotations

import math

from canvas_table.art.brushes import BrushCanvas, UnitDraw, curve
from canvas_table.art.foreground import branch, figure, flower, grass, stem
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
    VIRIDIAN,
    mix,
    near,
    shade,
)
from canvas_table.art.primitives import ART_BOTTOM, dabs

B = ART_BOTTOM


def random_edge(p: BrushCanvas) -> int:
    """-1 for the left edge, 1 for the right."""
    return p.rng.choice([-1, 1])


def _bank(p: BrushCanvas, y: float, colour: tuple[int, int, int]) -> None:
    """A dark foreground bank from ``y`` to the bottom of the art."""
    from canvas_table.art.brushes import ridge

    crest = ridge(p.rng, -20, 520, y, 6, 10)
    p.paint(
        lambda d: d.polygon([*crest, (520, B), (-20, B)]),
        colour,
        soft=0.8,
        edge=0.2,
        vary=shade(colour, 1.25),
        vary_amount=0.5,
        cell=20,
    )


def heron(p: BrushCanvas) -> None:
    """A grey heron standing in reeds."""
    x = p.rng.uniform(150, 350)
    g = 585.0
    p.zoomed(x, g, 1.5)
    body = mix(PAPER, INDIGO, 0.45)
    p.paint(
        lambda d: (d.line([(x - 4, g), (x - 2, g - 70)], 3), d.line([(x + 8, g), (x + 6, g - 70)], 3)),
        near(UMBER),
        soft=0.4,
    )
    p.paint(
        lambda d: d.polygon(
            [(x - 30, g - 90), (x + 40, g - 100), (x + 20, g - 66), (x - 20, g - 70), (x - 50, g - 60)]
        ),
        body,
        soft=0.6,
        vary=shade(body, 0.7),
        vary_amount=0.6,
        cell=10,
    )
    neck = curve((x + 30, g - 98), (x + 10, g - 140), (x + 34, g - 170), 12)
    p.paint(lambda d: d.line(neck, 7), shade(body, 1.15), soft=0.5)
    hx, hy = neck[-1]
    p.paint(lambda d: d.polygon([(hx - 4, hy - 4), (hx + 40, hy + 2), (hx - 4, hy + 5)]), OCHRE, soft=0.4)
    p.paint(lambda d: d.line([(hx - 6, hy - 3), (hx - 26, hy - 6)], 2.5), INDIGO, soft=0.4)
    p.zoomed(0, 0, 1)
    grass(p, x - 150, x + 150, B, 90, near(SAP, 0.7), 40, width=1.8)


def poppies(p: BrushCanvas) -> None:
    """Red poppies nodding over grass."""
    grass(p, -10, 510, B, 70, near(SAP, 0.75), 70, width=1.8)
    for _ in range(9):
        x, y = p.rng.uniform(20, 480), p.rng.uniform(470, 560)
        stem(p, x + p.rng.uniform(-10, 10), B, x, y, near(SAP, 0.6), 2.0, p.rng.uniform(-12, 12))
        flower(p, x, y, p.rng.uniform(16, 24), VERMILION, INDIGO, 5)


def lanterns(p: BrushCanvas) -> None:
    """Paper lanterns hanging from a string across the top corner."""
    s = random_edge(p)
    x0 = 0 if s < 0 else 500
    pts = curve((x0, 30), (250, 170), (500 - x0, 60), 30)
    p.paint(lambda d: d.line(pts, 2), near(UMBER), soft=0.4)
    for i in range(3, 30, 5):
        lx, ly = pts[i]
        p.paint(lambda d, lx=lx, ly=ly: d.line([(lx, ly), (lx, ly + 16)], 1.5), INDIGO, soft=0.3)
        p.paint(
            lambda d, lx=lx, ly=ly: d.ellipse((lx - 20, ly + 14, lx + 20, ly + 62)), GOLD, alpha=0.4, soft=10
        )
        p.paint(
            lambda d, lx=lx, ly=ly: d.ellipse((lx - 15, ly + 16, lx + 15, ly + 58)),
            mix(VERMILION, OCHRE, p.rng.uniform(0, 0.6)),
            soft=0.6,
            edge=0.4,
            vary=GOLD,
            vary_amount=0.6,
            cell=8,
        )
        p.paint(
            lambda d, lx=lx, ly=ly: (
                d.rect((lx - 8, ly + 14, lx + 8, ly + 19)),
                d.rect((lx - 8, ly + 55, lx + 8, ly + 60)),
            ),
            INDIGO,
            soft=0.4,
        )


def meadow(p: BrushCanvas) -> None:
    """A band of meadow grass with little white and gold flowers."""
    _bank(p, 520, near(SAP, 0.9))
    p.alpha[...] *= 0.75  # the bank is a glaze; grass and flowers are opaque on it
    p.col[...] *= 0.75
    grass(p, -10, 510, B, 80, near(SAP, 0.8), 120, width=1.6, lean=0.15)
    p.paint(
        lambda d: [
            d.circle(p.rng.uniform(0, 500), p.rng.uniform(500, 590), p.rng.uniform(2, 4)) for _ in range(60)
        ],
        SNOW,
        soft=0.4,
    )
    p.paint(
        lambda d: [d.circle(p.rng.uniform(0, 500), p.rng.uniform(510, 590), 2.5) for _ in range(30)],
        GOLD,
        soft=0.4,
    )


def fox(p: BrushCanvas) -> None:
    """A red fox trotting through the grass."""
    x, g = p.rng.uniform(140, 360), 575.0
    p.zoomed(x, g, 1.5)
    fur = VERMILION
    p.paint(
        lambda d: [d.line([(x + dx, g - 34), (x + dx + 4, g)], 5) for dx in (-40, -26, 22, 34)],
        near(UMBER, 0.6),
        soft=0.4,
    )
    p.paint(
        lambda d: d.ellipse((x - 55, g - 64, x + 45, g - 24)),
        fur,
        soft=0.6,
        vary=OCHRE,
        vary_amount=0.5,
        cell=10,
    )
    p.paint(
        lambda d: d.polygon([(x - 50, g - 50), (x - 120, g - 30), (x - 96, g - 20), (x - 50, g - 36)]),
        fur,
        soft=0.6,
    )
    p.paint(lambda d: d.circle(x - 112, g - 26, 8), SNOW, soft=0.5)
    p.paint(
        lambda d: d.polygon([(x + 30, g - 60), (x + 78, g - 50), (x + 48, g - 36), (x + 30, g - 40)]),
        fur,
        soft=0.5,
    )
    p.paint(
        lambda d: (
            d.polygon([(x + 34, g - 60), (x + 40, g - 84), (x + 50, g - 58)]),
            d.polygon([(x + 48, g - 58), (x + 58, g - 80), (x + 62, g - 54)]),
        ),
        fur,
        soft=0.4,
    )
    p.paint(lambda d: d.polygon([(x + 48, g - 44), (x + 78, g - 50), (x + 60, g - 38)]), SNOW, soft=0.4)
    p.paint(lambda d: d.circle(x + 78, g - 50, 2.5), INDIGO, soft=0.3)
    p.zoomed(0, 0, 1)
    grass(p, -10, 510, B, 40, near(SAP, 0.7), 70, width=1.6)


def sparrow(p: BrushCanvas) -> None:
    """A sparrow perched on a twig that reaches in from a side."""
    s = random_edge(p)
    x0 = -10 if s < 0 else 510
    pts = [(x0, 520), (250 + s * -40, 500), (300 + s * -80, 470)]
    branch(p, pts, 10, near(UMBER, 0.8))
    bx, by = pts[1][0], pts[1][1] - 4
    d_ = -s
    body = mix(SIENNA, OCHRE, 0.3)
    p.paint(
        lambda d: d.ellipse((bx - 24, by - 36, bx + 24, by)),
        body,
        soft=0.5,
        vary=UMBER,
        vary_amount=0.5,
        cell=8,
    )
    p.paint(lambda d: d.ellipse((bx - 16, by - 24, bx + 14, by - 2)), mix(PAPER, OCHRE, 0.3), soft=0.5)
    p.paint(lambda d: d.circle(bx + d_ * 18, by - 40, 14), near(SIENNA), soft=0.5)
    p.paint(
        lambda d: d.polygon([(bx - d_ * 20, by - 20), (bx - d_ * 48, by - 6), (bx - d_ * 44, by)]),
        near(UMBER),
        soft=0.5,
    )
    p.paint(
        lambda d: d.polygon([(bx + d_ * 30, by - 44), (bx + d_ * 42, by - 40), (bx + d_ * 30, by - 36)]),
        near(UMBER),
        soft=0.3,
    )
    p.paint(lambda d: d.circle(bx + d_ * 22, by - 43, 2.2), INDIGO, soft=0.2)
    dabs(p, pts[2][0], pts[2][1] - 10, 40, 24, 14, 10, near(SAP))


def tulips(p: BrushCanvas) -> None:
    """A row of tulips in pink, red and yellow."""
    grass(p, -10, 510, B, 40, near(SAP, 0.7), 40, width=2.2)
    for i in range(7):
        x = 40 + i * 70 + p.rng.uniform(-14, 14)
        y = p.rng.uniform(470, 520)
        c = p.rng.choice([VERMILION, ROSE, GOLD])
        stem(p, x, B, x, y, near(SAP, 0.6), 3.0, p.rng.uniform(-6, 6))
        p.paint(
            lambda d, x=x, y=y: d.polygon(
                [
                    (x - 14, y - 22),
                    (x - 7, y - 10),
                    (x, y - 24),
                    (x + 7, y - 10),
                    (x + 14, y - 22),
                    (x + 12, y + 2),
                    (x, y + 8),
                    (x - 12, y + 2),
                ]
            ),
            c,
            soft=0.5,
            edge=0.3,
            vary=shade(c, 0.8),
            vary_amount=0.5,
            cell=8,
        )


def wanderer(p: BrushCanvas) -> None:
    """A traveller with a staff and a hat walking across the foreground."""
    x = p.rng.uniform(150, 350)
    _bank(p, 560, near(SAP, 0.7))
    figure(p, x, 566, 180, near(ULTRAMARINE, 0.7), mix(PAPER, SIENNA, 0.4), stride=0.08, staff=True)
    p.paint(
        lambda d: (
            d.ellipse((x - 20, 566 - 185, x + 20, 566 - 172)),
            d.ellipse((x - 10, 566 - 200, x + 10, 566 - 176)),
        ),
        near(UMBER, 0.6),
        soft=0.4,
    )


def ferns(p: BrushCanvas) -> None:
    """Fern fronds arching in from both lower corners."""
    for s in (-1, 1):
        for k in range(4):
            x0 = 0 if s < 0 else 500
            ang = -math.pi / 2 - s * (0.15 + 0.3 * k)
            ln = p.rng.uniform(150, 230)
            tip = (x0 + math.cos(ang) * ln + s * -0.0, B + math.sin(ang) * ln)
            mid_ = (x0 + math.cos(ang) * ln * 0.5 - s * 30, B + math.sin(ang) * ln * 0.5 - 40)
            spine = curve((x0 - s * 6, B), mid_, tip, 24)

            def frond(d: UnitDraw, spine=spine) -> None:
                for i, (fx, fy) in enumerate(spine[:-1]):
                    w = 40 * (1 - i / len(spine))
                    nx, ny = spine[i + 1][0] - fx, spine[i + 1][1] - fy
                    n = math.hypot(nx, ny) or 1
                    px_, py_ = -ny / n, nx / n
                    for sg in (-1, 1):
                        d.line([(fx, fy), (fx + sg * px_ * w + nx * 0.8, fy + sg * py_ * w + ny * 0.8)], 4.5)
                d.line(spine, 2.5)

            p.paint(frond, near(VIRIDIAN, 0.85 - 0.1 * k), soft=0.5, vary=near(SAP), vary_amount=0.6, cell=16)


def dancer(p: BrushCanvas) -> None:
    """A dancer in a swirling red dress, arms raised."""
    x, g = p.rng.uniform(160, 340), 585.0
    p.zoomed(x, g, 1.35)
    skirt = curve((x - 10, g - 110), (x - 80, g - 40), (x - 50, g - 20), 10)
    skirt2 = curve((x + 50, g - 26), (x + 90, g - 60), (x + 10, g - 110), 10)
    p.paint(
        lambda d: d.polygon([*skirt, *skirt2]),
        VERMILION,
        soft=0.5,
        edge=0.3,
        vary=ROSE,
        vary_amount=0.5,
        cell=14,
    )
    p.paint(
        lambda d: (d.line([(x - 8, g - 24), (x - 14, g)], 4), d.line([(x + 10, g - 24), (x + 24, g - 4)], 4)),
        near(UMBER),
        soft=0.4,
    )
    p.paint(
        lambda d: d.polygon([(x - 12, g - 160), (x + 12, g - 160), (x + 10, g - 108), (x - 10, g - 108)]),
        near(VERMILION),
        soft=0.5,
    )
    p.paint(
        lambda d: (
            d.line([(x - 10, g - 156), (x - 50, g - 200)], 5),
            d.line([(x + 10, g - 156), (x + 44, g - 190)], 5),
            d.circle(x, g - 176, 13),
        ),
        mix(PAPER, SIENNA, 0.45),
        soft=0.4,
    )
    p.paint(lambda d: d.ellipse((x - 14, g - 196, x + 14, g - 178)), near(UMBER, 0.5), soft=0.4)


NEAR = {
    "Heron": heron,
    "Poppies": poppies,
    "Lanterns": lanterns,
    "Meadow": meadow,
    "Fox": fox,
    "Sparrow": sparrow,
    "Tulips": tulips,
    "Wanderer": wanderer,
    "Ferns": ferns,
    "Dancer": dancer,
}
