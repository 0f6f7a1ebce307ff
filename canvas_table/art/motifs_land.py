"""Middle motifs, land: orchards, lone trees, stones, firs, fields, hedges. Mid values."""

from __future__ import annotations

from canvas_table.art.brushes import BrushCanvas, curve, ridge
from canvas_table.art.foreground import grass
from canvas_table.art.motifs_middle import ground_strip, random_x
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
    UMBER,
    VERMILION,
    VIOLET,
    VIRIDIAN,
    mid,
    mix,
    shade,
)
from canvas_table.art.primitives import conifer, dabs, hills, reflection_lines, round_tree


def orchard(p: BrushCanvas) -> None:
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
    ground_strip(p, g, mid(SAP, 0.25))


def quiet(p: BrushCanvas) -> None:
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
    x = random_x(p)
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


def lonely(p: BrushCanvas) -> None:
    """A single tree on a bare hill."""
    x = random_x(p)
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


def ancient(p: BrushCanvas) -> None:
    """A ring of ancient standing stones."""
    g = p.rng.uniform(470, 490)
    ground_strip(p, g, mid(OCHRE, 0.25))
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


def frozen(p: BrushCanvas) -> None:
    """Snowy firs by a frozen pond."""
    g = p.rng.uniform(470, 490)
    p.paint(lambda d: d.ellipse((-60, g - 20, 560, g + 70)), SNOW, soft=3, fade=(g + 20, g + 70))
    p.paint(lambda d: d.ellipse((100, g, 420, g + 36)), mid(CERULEAN, 0.45), alpha=0.8, soft=2)
    for x in sorted(p.rng.uniform(30, 470) for _ in range(5)):
        conifer(p, x, g + p.rng.uniform(-5, 5), p.rng.uniform(110, 180), 70, mid(VIRIDIAN, 0.25), snow=SNOW)


def amber(p: BrushCanvas) -> None:
    """An autumn tree in amber leaves, leaves drifting."""
    x = random_x(p)
    g = p.rng.uniform(470, 490)
    round_tree(p, x, g, 200, 80, OCHRE, UMBER, light=GOLD)
    dabs(p, x, g - 60, 160, 90, 30, 5, mix(OCHRE, VERMILION, 0.4))
    ground_strip(p, g, mid(OCHRE, 0.3))


def wandering(p: BrushCanvas) -> None:
    """A path winding over hills into the distance."""
    hills(p, 400, 16, mid(SAP, 0.25), depth=120)
    x = random_x(p, 180, 320)
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


def hollow(p: BrushCanvas) -> None:
    """A gnarled old oak with a dark hollow in its trunk."""
    x = random_x(p)
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
    ground_strip(p, g, mid(SAP, 0.2))


def misty(p: BrushCanvas) -> None:
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


def golden(p: BrushCanvas) -> None:
    """A golden wheat field with haystacks."""
    g = p.rng.uniform(420, 440)
    hills(p, g, 10, GOLD, depth=130, lit=(250, 232, 170))
    for x in (p.rng.uniform(60, 180), p.rng.uniform(300, 440)):
        p.paint(
            lambda d, x=x: (
                d.ellipse((x - 34, g + 14, x + 34, g + 90)),
                d.rect((x - 40, g + 62, x + 40, g + 100), fill=0),
                d.rect((x - 34, g + 50, x + 34, g + 62)),
            ),
            OCHRE,
            soft=0.8,
            edge=0.3,
            vary=GOLD,
            vary_amount=0.6,
            cell=10,
        )
        p.paint(
            lambda d, x=x: [
                d.line([(x + dx, g + 58), (x + dx * 0.6, g + 24)], 1.6) for dx in range(-28, 30, 7)
            ],
            shade(OCHRE, 0.75),
            alpha=0.7,
            soft=0.5,
        )
        p.paint(
            lambda d, x=x: d.ellipse((x - 46, g + 56, x + 46, g + 70)),
            shade(OCHRE, 0.6),
            alpha=0.5,
            soft=3,
            behind=True,
        )
    grass(p, -10, 510, g + 100, 30, OCHRE, 90, width=1.5, lean=0.2)


def gentle(p: BrushCanvas) -> None:
    """Soft rolling green hills, one behind another."""
    hills(p, 390, 24, mid(SAP, 0.35), depth=110)
    hills(p, 440, 18, mid(SAP, 0.1), depth=100, lit=mid(GOLD, 0.2))


def silver(p: BrushCanvas) -> None:
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
    ground_strip(p, g, mid(SAP, 0.2))


def secret(p: BrushCanvas) -> None:
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
    x = random_x(p, 140, 360)
    p.paint(lambda d: (d.rect((x - 22, g - 56, x + 22, g)), d.circle(x, g - 56, 22)), VIOLET, soft=0.6)
    p.paint(lambda d: d.circle(x + 10, g - 30, 2.5), GOLD, soft=0.4)
    p.paint(
        lambda d: [d.circle(x + p.rng.uniform(-60, 60), g - p.rng.uniform(60, 110), 4) for _ in range(14)],
        ROSE,
        soft=0.5,
    )


LAND = {
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
