"""Middle motifs (middle band): trees, houses, towers, bridges, rivers, fields. Mid values."""

from __future__ import annotations

import math

from canvas_table.art.brushes import Painter, UnitDraw, curve, ridge
from canvas_table.art.palette import (
    CERULEAN,
    GOLD,
    HAZE,
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
    mid,
    mix,
    shade,
)
from canvas_table.art.primitives import (
    conifer,
    dabs,
    grass,
    hills,
    house,
    reflection_lines,
    round_tree,
)


def _x(p: Painter, lo: float = 110, hi: float = 390) -> float:
    return p.rng.uniform(lo, hi)


def _ground(p: Painter, y: float, colour: tuple[int, int, int], x0: float = -20, x1: float = 520) -> None:
    """A strip of land the middle things stand on, fading downward."""
    hills(p, y, 5, colour, x0=x0, x1=x1, depth=50)


def willow(p: Painter) -> None:
    """A weeping willow with curtains of hanging fronds by a bit of water."""
    x, g = _x(p), p.rng.uniform(470, 500)
    p.paint(
        lambda d: d.ellipse((x - 160, g - 6, x + 160, g + 26)), mid(CERULEAN), alpha=0.7, soft=3, grain=0.3
    )
    p.paint(
        lambda d: d.polygon([(x - 10, g), (x + 10, g), (x + 4, g - 150), (x - 6, g - 150)]), UMBER, soft=0.7
    )
    p.paint(lambda d: d.ellipse((x - 90, g - 230, x + 90, g - 120)), mid(SAP, 0.2), soft=2, edge=0.2)

    def fronds(d: UnitDraw) -> None:
        for _ in range(46):
            a = p.rng.uniform(-1.2, 1.2)
            sx = x + math.sin(a) * 80
            sy = g - 190 + abs(a) * 30
            ln = p.rng.uniform(90, 170)
            d.line(curve((sx, sy), (sx + a * 30, sy + ln * 0.4), (sx + a * 40, sy + ln), 8), 4)

    p.paint(fronds, mid(SAP), soft=0.8, vary=mid(GOLD, 0.3), vary_amount=0.5, cell=20)
    p.paint(fronds, shade(SAP, 0.7), alpha=0.6, soft=0.8)


def village(p: Painter) -> None:
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
    _ground(p, g, mid(SAP))


def tower(p: Painter) -> None:
    """A tall round stone tower with a conical roof."""
    x, g = _x(p), p.rng.uniform(480, 500)
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
    _ground(p, g, mid(SAP))


def harbour(p: Painter) -> None:
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


def cypress(p: Painter) -> None:
    """Tall dark flame-shaped cypresses."""
    g = p.rng.uniform(480, 500)
    for x, h in ((_x(p, 60, 200), 280.0), (_x(p, 300, 440), 220.0), (_x(p, 200, 300), 170.0)):
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
    _ground(p, g, mid(OCHRE, 0.2))


def river(p: Painter) -> None:
    """A river winding from the far middle down toward the viewer."""
    x = _x(p, 180, 320)
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


def bridge(p: Painter) -> None:
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


def windmill(p: Painter) -> None:
    """A windmill on a low rise, sails turning."""
    x, g = _x(p), p.rng.uniform(470, 490)
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


def lighthouse(p: Painter) -> None:
    """A striped lighthouse on a cliff with a beam of light."""
    x, g = _x(p, 120, 380), p.rng.uniform(400, 430)
    side = 1 if x < 250 else -1
    p.paint(
        lambda d: d.polygon(
            [
                (x - 120 * side, g),
                (x + 60 * side, g - 4),
                (x + 110 * side, g + 120),
                (x - 200 * side, g + 140),
            ]
        ),
        mid(UMBER, 0.1),
        soft=1.2,
        edge=0.3,
        vary=mid(SIENNA),
        vary_amount=0.5,
        cell=30,
        fade=(g + 70, g + 140),
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


def orchard(p: Painter) -> None:
    """Rows of round fruit trees with red fruit."""
    g = p.rng.uniform(470, 490)
    for k, y in enumerate((g - 30, g)):
        for i in range(4):
            x = 60 + i * 125 + (k * 60) + p.rng.uniform(-10, 10) - 30
            round_tree(p, x, y, 95 - k * 10, 42, mid(SAP, 0.25 - k * 0.1), UMBER)
            p.paint(
                lambda d, x=x, y=y: [
                    d.circle(x + p.rng.uniform(-30, 30), y - 70 + p.rng.uniform(-20, 20), 3.5)
                    for _ in range(8)
                ],
                VERMILION,
                soft=0.5,
            )
    _ground(p, g, mid(SAP, 0.25))


def quiet(p: Painter) -> None:
    """A still lake with a small rowing boat and its reflection."""
    g = p.rng.uniform(440, 470)
    p.paint(
        lambda d: d.ellipse((-120, g - 20, 620, g + 90)),
        mid(CERULEAN, 0.25),
        alpha=1.0,
        soft=3,
        grain=0.25,
        edge=0.15,
        fade=(g + 40, g + 90),
    )
    reflection_lines(p, 20, 460, g - 5, g + 60, SNOW, 14, 0.5)
    x = _x(p)
    p.paint(
        lambda d: d.polygon([(x - 45, g + 10), (x + 45, g + 10), (x + 34, g + 26), (x - 34, g + 26)]),
        SIENNA,
        soft=0.5,
    )
    p.paint(
        lambda d: d.polygon([(x - 34, g + 22), (x + 34, g + 22), (x + 45, g + 30), (x - 45, g + 30)]),
        SIENNA,
        alpha=0.3,
        soft=1.5,
    )
    p.paint(lambda d: d.line([(x, g + 10), (x, g - 60)], 2), UMBER, soft=0.5)


def lonely(p: Painter) -> None:
    """A single tree on a bare hill."""
    x = _x(p)
    g = p.rng.uniform(440, 470)
    p.paint(
        lambda d: d.ellipse((x - 220, g - 10, x + 220, g + 150)),
        mid(OCHRE, 0.25),
        soft=2,
        edge=0.2,
        vary=mid(SAP),
        vary_amount=0.5,
        cell=40,
        fade=(g + 60, g + 130),
    )
    round_tree(p, x, g + 2, 150, 55, mid(SAP, 0.05), UMBER)


def ancient(p: Painter) -> None:
    """A ring of ancient standing stones."""
    g = p.rng.uniform(470, 490)
    _ground(p, g, mid(OCHRE, 0.25))
    stone = mid(mix(PAPER, INDIGO, 0.4))
    xs = sorted(p.rng.uniform(40, 460) for _ in range(5))
    for i, x in enumerate(xs):
        h = p.rng.uniform(60, 110)
        w = p.rng.uniform(26, 40)
        y = g + (i % 2) * 10
        p.paint(
            lambda d, x=x, h=h, w=w, y=y: d.polygon(
                [
                    (x - w / 2, y),
                    (x - w * 0.4, y - h),
                    (x + w * 0.1, y - h - 8),
                    (x + w * 0.45, y - h + 4),
                    (x + w / 2, y),
                ]
            ),
            stone,
            soft=0.8,
            edge=0.35,
            vary=shade(stone, 0.75),
            vary_amount=0.6,
            cell=10,
        )
    a, b = xs[1], xs[2]
    p.paint(lambda d: d.rect((a - 20, g - 118, b + 20, g - 96)), stone, soft=0.8, edge=0.3)


def frozen(p: Painter) -> None:
    """Snowy firs by a frozen pond."""
    g = p.rng.uniform(470, 490)
    p.paint(lambda d: d.ellipse((-60, g - 20, 560, g + 70)), SNOW, soft=3, fade=(g + 20, g + 70))
    p.paint(lambda d: d.ellipse((100, g, 420, g + 36)), mid(CERULEAN, 0.45), alpha=0.8, soft=2)
    for x in sorted(p.rng.uniform(30, 470) for _ in range(5)):
        conifer(p, x, g + p.rng.uniform(-5, 5), p.rng.uniform(110, 180), 70, mid(VIRIDIAN, 0.25), snow=SNOW)


def amber(p: Painter) -> None:
    """An autumn tree in amber leaves, leaves drifting."""
    x = _x(p)
    g = p.rng.uniform(470, 490)
    round_tree(p, x, g, 200, 80, OCHRE, UMBER, light=GOLD)
    dabs(p, x, g - 60, 160, 90, 30, 5, mix(OCHRE, VERMILION, 0.4))
    _ground(p, g, mid(OCHRE, 0.3))


def wandering(p: Painter) -> None:
    """A path winding over hills into the distance."""
    hills(p, 400, 16, mid(SAP, 0.25), depth=120)
    x = _x(p, 180, 320)
    left = curve((x - 3, 400), (x + 140, 470), (x - 40, 590), 24)
    right = curve((x + 3, 400), (x + 180, 480), (x + 60, 590), 24)
    p.paint(
        lambda d: d.polygon([*left, *right[::-1]]),
        mid(mix(PAPER, OCHRE, 0.4)),
        soft=1.5,
        edge=0.2,
        grain=0.2,
        fade=(540, 595),
    )
    grass(p, -10, 510, 410, 14, mid(SAP), 80, width=1.4)


def hollow(p: Painter) -> None:
    """A gnarled old oak with a dark hollow in its trunk."""
    x = _x(p)
    g = p.rng.uniform(480, 500)
    p.paint(
        lambda d: d.polygon(
            [
                (x - 30, g),
                (x - 12, g - 140),
                (x - 60, g - 210),
                (x - 8, g - 160),
                (x + 10, g - 230),
                (x + 14, g - 150),
                (x + 70, g - 200),
                (x + 22, g - 120),
                (x + 34, g),
            ]
        ),
        UMBER,
        soft=0.8,
        edge=0.3,
        vary=SIENNA,
        vary_amount=0.4,
        cell=14,
    )
    p.paint(lambda d: d.ellipse((x - 10, g - 90, x + 14, g - 40)), INDIGO, soft=0.8)
    dabs(p, x, g - 220, 110, 50, 70, 10, mid(VIRIDIAN, 0.2))
    dabs(p, x - 20, g - 235, 80, 36, 40, 8, mid(SAP, 0.1))
    _ground(p, g, mid(SAP, 0.2))


def misty(p: Painter) -> None:
    """Tree shapes fading in layers of mist."""
    for k in range(3):
        y = 400 + k * 30
        for _ in range(5):
            conifer(
                p,
                p.rng.uniform(0, 500),
                y,
                p.rng.uniform(70, 110),
                40,
                mix(VIRIDIAN, HAZE, 0.75 - k * 0.2),
                alpha=0.9,
            )
        p.paint(
            lambda d, y=y: d.rect((-10, y - 40, 510, y + 20)), HAZE, alpha=0.55, soft=10, grain=0.5, cell=60
        )


def golden(p: Painter) -> None:
    """A golden wheat field with haystacks."""
    g = p.rng.uniform(420, 440)
    hills(p, g, 10, GOLD, depth=130, lit=(250, 232, 170))
    for x in (p.rng.uniform(60, 180), p.rng.uniform(300, 440)):
        p.paint(
            lambda d, x=x: d.ellipse((x - 36, g + 8, x + 36, g + 80)),
            OCHRE,
            soft=0.8,
            edge=0.3,
            vary=GOLD,
            vary_amount=0.6,
            cell=10,
        )
        p.clear_below(600)
    grass(p, -10, 510, g + 100, 30, OCHRE, 90, width=1.5, lean=0.2)


def gentle(p: Painter) -> None:
    """Soft rolling green hills, one behind another."""
    hills(p, 390, 24, mid(SAP, 0.35), depth=110)
    hills(p, 440, 18, mid(SAP, 0.1), depth=100, lit=mid(GOLD, 0.2))


def silver(p: Painter) -> None:
    """A grove of silver birches with white trunks."""
    g = p.rng.uniform(480, 500)
    for _ in range(6):
        x = p.rng.uniform(20, 480)
        h = p.rng.uniform(180, 260)
        p.paint(
            lambda d, x=x, h=h: d.polygon([(x - 6, g), (x + 6, g), (x + 3, g - h), (x - 3, g - h)]),
            (236, 234, 226),
            soft=0.5,
        )
        p.paint(
            lambda d, x=x, h=h: [
                d.rect((x - 6, g - y, x + p.rng.uniform(-2, 4), g - y + 3)) for y in range(20, int(h), 22)
            ],
            INDIGO,
            soft=0.4,
        )
        dabs(p, x, g - h + 30, 40, 40, 40, 5, mid(mix(SAP, GOLD, 0.3), 0.2), alpha=0.9)
    _ground(p, g, mid(SAP, 0.2))


def secret(p: Painter) -> None:
    """A green hedge wall with a small arched door."""
    g = p.rng.uniform(480, 500)
    p.paint(
        lambda d: d.polygon([*ridge(p.rng, -20, 520, g - 110, 8, 8), (520, g), (-20, g)]),
        mid(VIRIDIAN, 0.1),
        soft=1,
        edge=0.25,
        vary=mid(SAP),
        vary_amount=0.6,
        cell=14,
    )
    dabs(p, 250, g - 90, 260, 30, 120, 7, mid(SAP, 0.05))
    x = _x(p, 140, 360)
    p.paint(lambda d: (d.rect((x - 22, g - 56, x + 22, g)), d.circle(x, g - 56, 22)), VIOLET, soft=0.6)
    p.paint(lambda d: d.circle(x + 10, g - 30, 2.5), GOLD, soft=0.4)
    p.paint(
        lambda d: [d.circle(x + p.rng.uniform(-60, 60), g - p.rng.uniform(60, 110), 4) for _ in range(14)],
        ROSE,
        soft=0.5,
    )


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
    "Orchard": orchard,
    "Quiet": quiet,
    "Lonely": lonely,
    "Ancient": ancient,
    "Frozen": frozen,
    "Amber": amber,
    "Wandering": wandering,
    "Hollow": hollow,
    "Misty": misty,
    "Golden": golden,
    "Gentle": gentle,
    "Silver": silver,
    "Secret": secret,
}
