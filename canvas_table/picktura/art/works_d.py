"""Masterpieces 13–16: the winter market on the ice (Flemish genre), the violinist (symbolist),
teapot and lemons (cubist still life), the rice terraces (ink and wash)."""

from __future__ import annotations

import math

from canvas_table.art.palette import mix, shade
from canvas_table.picktura.art.paint import H, Painting, W, ellipse_pts
from canvas_table.picktura.art.shapes import disc, figure, house, leaf, star


def winter_market(p: Painting) -> None:
    """13. TL a bare tree and the church spire; TR the windmill; BL the market tent and its
    crowd; BR the skaters, one of them fallen."""
    p.gradient(
        [(0, (196, 204, 204)), (460, (232, 228, 214)), (470, (214, 218, 216)), (1400, (176, 190, 196))]
    )
    town = (150, 130, 120)
    for x in range(0, W, 90):
        house(p, x, 470, 80, 60 + (x * 7) % 50, mix(town, (200, 190, 176), (x % 3) / 3), (130, 90, 80))
    p.rect((350, 220, 380, 470), (110, 96, 96), soft=0.6)
    p.poly([(340, 225), (365, 120), (390, 225)], (80, 70, 76), soft=0.6)
    trunk = (60, 50, 44)
    p.stroke([(120, 760), (140, 420), (110, 200)], 22, trunk)
    for y, dx in ((520, -90), (440, 100), (360, -70), (300, 80), (240, -40)):
        p.stroke([(135, y), (135 + dx, y - 90), (135 + dx * 1.4, y - 150)], 7, trunk)
    for _k in range(10):
        p.stroke(
            [
                (p.rng.uniform(40, 240), p.rng.uniform(180, 420)),
                (p.rng.uniform(40, 240), p.rng.uniform(180, 420)),
            ],
            2.5,
            trunk,
            alpha=200,
        )
    p.poly([(760, 470), (790, 300), (840, 300), (870, 470)], (130, 110, 96), soft=0.6)
    for a in (0.4, 0.4 + math.pi / 2, 0.4 + math.pi, 0.4 + 3 * math.pi / 2):
        p.poly(
            [
                (815, 300),
                (815 + 200 * math.cos(a), 300 + 200 * math.sin(a)),
                (815 + 200 * math.cos(a + 0.18), 300 + 200 * math.sin(a + 0.18)),
            ],
            (92, 80, 74),
            soft=0.6,
        )
    p.poly([(60, 960), (250, 780), (440, 960)], (180, 60, 48), soft=0.8)
    p.rect((80, 960, 420, 1070), (226, 214, 190), soft=0.8)
    p.rect((90, 980, 410, 1000), (180, 60, 48), soft=0.6)
    coats = ((150, 50, 40), (60, 60, 90), (90, 70, 50), (40, 40, 40), (200, 150, 60))
    rng = p.rng
    for i in range(14):
        figure(
            p,
            rng.uniform(20, 480),
            rng.uniform(1090, 1300),
            rng.uniform(90, 130),
            coats[i % 5],
            hat=(40, 36, 34),
        )
    for _ in range(40):  # the skates' scratches on the ice
        x, y = rng.uniform(0, W), rng.uniform(500, 1380)
        p.stroke(
            [(x, y), (x + rng.uniform(80, 220), y + rng.uniform(-30, 30))], 2, (150, 160, 176), alpha=120
        )
    for i in range(26):
        x, y = rng.uniform(500, 980) if i < 18 else rng.uniform(20, 480), rng.uniform(520, 1320)
        if i >= 18:
            y = rng.uniform(520, 860)
        figure(p, x, y, 60 + (y - 700) * 0.1, coats[i % 5], lean=rng.choice((-12, 12)), hat=(40, 36, 34))
        p.stroke([(x - 30, y + 8), (x + 40, y + 2)], 2, (120, 130, 140), alpha=150)
    p.poly(ellipse_pts(760, 1320, 60, 20, 0.2, 14), (150, 50, 40), soft=0.6)  # the painter, fallen
    disc(p, 820, 1300, 14, (226, 186, 150), soft=0.4)
    p.stroke([(700, 1330), (660, 1290)], 8, (40, 40, 40))
    p.stroke([(710, 1330), (690, 1280)], 8, (40, 40, 40))
    p.dabs((0, 470, W, H), 1800, (60, 6), turn=0.06, jitter=8, alpha=90)
    p.dabs((0, 0, W, H), 1200, (16, 8), turn=3, jitter=6, alpha=70)


def violinist(p: Painting) -> None:
    """14. TL the golden halo and the musician's head; TR the violin's scroll among stars;
    BL the hand with the bow; BR the violin's body and the lilies."""
    p.gradient([(0, (52, 40, 86)), (700, (92, 60, 110)), (1400, (40, 32, 70))])
    for _i in range(40):
        star(p, p.rng.uniform(0, W), p.rng.uniform(0, 700), p.rng.uniform(4, 12), (250, 230, 160), 4, 0.8)
    disc(p, 360, 330, 200, (214, 170, 70), soft=2, alpha=0.8)
    for k in range(24):
        a = k * math.tau / 24
        p.stroke(
            [
                (360 + 200 * math.cos(a), 330 + 200 * math.sin(a)),
                (360 + 250 * math.cos(a), 330 + 250 * math.sin(a)),
            ],
            6,
            (240, 200, 100),
        )
    robe = (40, 90, 110)
    p.poly([(120, 1400), (200, 700), (360, 600), (520, 700), (600, 1400)], robe, soft=2, grain=0.3, edge=0.4)
    skin = (236, 210, 190)
    hair = (140, 50, 40)
    p.wash(
        lambda d: [
            d.line([(290 + k * 24, 240), (250 + k * 20, 500 + k * 30), (210 + k * 26, 720)], 26)
            for k in range(7)
        ],
        hair,
        soft=2,
        grain=0.3,
    )
    p.poly(ellipse_pts(370, 360, 95, 130, 0.3, 30), skin, soft=2)
    p.wash(lambda d: d.ellipse((280, 215, 460, 300)), hair, soft=2)
    for ex in (340, 410):
        p.stroke([(ex - 18, 360), (ex + 18, 368)], 5, (60, 40, 50))
    p.wash(lambda d: d.line([(355, 440), (390, 450)], 8), (170, 70, 80), soft=1.5)
    violin = (170, 84, 36)
    p.stroke([(480, 1000), (700, 560), (780, 360)], 26, (40, 30, 24))
    p.wash(
        lambda d: d.line([(780, 360), (800, 300), (830, 300), (830, 340), (800, 350)], 18),
        (60, 36, 20),
        soft=1,
    )
    p.poly(ellipse_pts(620, 1130, 170, 240, 0.45, 30), violin, soft=1.5, grain=0.2, edge=0.5)
    p.poly(ellipse_pts(560, 1010, 120, 150, 0.45, 24), violin, soft=1.5, grain=0.2)
    for side in (-1, 1):
        p.stroke([(600 + side * 60, 1100), (620 + side * 50, 1160), (590 + side * 60, 1200)], 6, (40, 20, 10))
    for k in range(4):
        p.stroke([(470 + k * 8, 1000), (760 + k * 8, 370)], 1.5, (230, 230, 220))
    p.stroke([(40, 1000), (600, 870)], 6, (200, 180, 150))
    p.oval((120, 960, 250, 1060), skin, soft=2)
    for k in range(4):
        p.stroke([(230, 980 + k * 22), (290, 965 + k * 20)], 14, skin)
    for x, y in ((820, 1250), (900, 1150), (760, 1330), (930, 1320)):
        for k in range(6):
            leaf(p, x, y, 70, k * math.tau / 6 - math.pi / 2, (248, 244, 236), soft=1, grain=0.1)
        disc(p, x, y, 10, (240, 200, 60), soft=0.6)
    for x in (800, 880, 950):
        leaf(p, x, 1400, 260, -1.9 + (x - 800) / 400, (60, 110, 80))
    p.dabs((0, 0, W, H), 2400, (24, 9), turn=3, jitter=12, alpha=100)


def teapot(p: Painting) -> None:
    """15. TL the teapot's spout in faceted planes; TR its lid and handle; BL the lemons;
    BR the folds of the blue cloth and a cup."""
    planes = [
        ((0, 0), (560, 0), (420, 420), (0, 520)),
        ((560, 0), (1000, 0), (1000, 360), (420, 420)),
        ((0, 520), (420, 420), (380, 760), (0, 820)),
        ((420, 420), (1000, 360), (1000, 760), (380, 760)),
    ]
    cols = ((150, 130, 110), (180, 160, 120), (120, 110, 100), (200, 186, 150))
    for pts, c in zip(planes, cols, strict=True):
        p.poly(list(pts), c, soft=0.8, grain=0.4)
    p.poly([(0, 820), (380, 760), (1000, 760), (1000, 1400), (0, 1400)], (170, 130, 90), soft=0.8, grain=0.4)
    blue = (40, 80, 160)
    p.poly([(420, 820), (1000, 780), (1000, 1400), (560, 1400), (480, 1100)], blue, soft=0.8, grain=0.3)
    for pts, c in (
        ([(560, 900), (800, 860), (700, 1150)], (70, 120, 200)),
        ([(700, 1150), (1000, 1000), (1000, 1300)], (30, 60, 120)),
        ([(560, 1400), (700, 1150), (800, 1400)], (90, 140, 210)),
    ):
        p.poly(pts, c, soft=0.8, grain=0.3)
    pot = (190, 200, 196)
    facets = [
        ((300, 460), (520, 380), (560, 700), (340, 760)),
        ((520, 380), (720, 420), (740, 720), (560, 700)),
        ((340, 760), (560, 700), (600, 880), (380, 900)),
        ((560, 700), (740, 720), (720, 880), (600, 880)),
    ]
    for i, f in enumerate(facets):
        p.poly(list(f), shade(pot, (1.0, 0.82, 0.9, 0.7)[i]), soft=0.6, grain=0.3)
    p.poly([(320, 560), (120, 330), (90, 280), (150, 300), (330, 480)], shade(pot, 0.9), soft=0.6)
    p.poly([(440, 370), (620, 350), (600, 300), (470, 310)], shade(pot, 0.75), soft=0.6)
    disc(p, 535, 280, 30, (60, 60, 66), soft=0.6)
    p.wash(
        lambda d: (d.ellipse((690, 420, 900, 720)), d.ellipse((740, 480, 850, 660), fill=0)),
        shade(pot, 0.65),
        soft=0.6,
    )
    for x, y in ((170, 1040), (330, 1120), (220, 1230)):
        p.poly(
            [
                (x - 110, y),
                (x - 40, y - 70),
                (x + 80, y - 60),
                (x + 120, y + 10),
                (x + 40, y + 70),
                (x - 70, y + 60),
            ],
            (240, 200, 40),
            soft=0.6,
        )
        p.poly([(x - 40, y - 70), (x + 80, y - 60), (x + 10, y)], (250, 230, 120), soft=0.6)
    p.poly([(720, 1120), (900, 1120), (870, 1240), (750, 1240)], (240, 236, 226), soft=0.6)
    p.oval((710, 1100, 910, 1140), (200, 196, 186), soft=0.6)
    lines = [
        ((0, 520), (1000, 360)),
        ((420, 0), (380, 1400)),
        ((0, 820), (1000, 760)),
        ((300, 460), (600, 880)),
    ]
    for a, b in lines:
        p.stroke([a, b], 5, (40, 36, 40), alpha=200)
    p.dabs((0, 0, W, H), 1600, (36, 14), angle=0.9, turn=0.2, jitter=10, alpha=110)


def terraces(p: Painting) -> None:
    """16. TL the far peak in the mist; TR the pale moon and a leaning pine; BL the flooded
    terraces with their reflections; BR the hut and the farmer in a straw hat."""
    p.rect((0, 0, W, H), (236, 232, 220), soft=0, grain=0.5)
    ink = (40, 44, 48)
    p.poly(
        [(-40, 560), (160, 260), (280, 180), (420, 330), (600, 520)],
        mix(ink, (236, 232, 220), 0.72),
        soft=8,
        grain=0.5,
    )
    p.poly([(200, 600), (480, 400), (760, 600)], mix(ink, (236, 232, 220), 0.82), soft=10, grain=0.5)
    disc(p, 780, 200, 70, (226, 210, 190), soft=2)
    p.stroke([(1000, 560), (920, 430), (880, 300), (800, 240)], 20, ink)
    for x, y, r in ((960, 420, 90), (840, 300, 110), (760, 250, 70), (900, 360, 60)):
        p.dabs(
            (x - r, y - r * 0.4, x + r, y + r * 0.3),
            90,
            (34, 5),
            angle=0.3,
            turn=0.5,
            jitter=6,
            alpha=180,
            colours=(mix(ink, (90, 120, 90), 0.3),),
        )
        p.oval(
            (x - r, y - r * 0.3, x + r, y + r * 0.2),
            mix(ink, (90, 120, 90), 0.4),
            alpha=0.6,
            soft=4,
            grain=0.5,
        )
    for i in range(9):
        y = 620 + i * 90
        col = mix((120, 150, 120), ink, i / 14)
        pts = [(0, y + 40 * math.sin(i)), (250, y - 30), (520, y + 20), (780, y - 20), (1000, y + 30)]
        p.wash(
            lambda d, pts=pts: d.polygon([*pts, (1000, 1400), (0, 1400)]), col, alpha=0.55, soft=3, grain=0.4
        )
        p.stroke(pts, 4, mix(ink, (236, 232, 220), 0.3), alpha=200)
        p.dabs(
            (0, y + 8, W, y + 50),
            120,
            (70, 4),
            turn=0.05,
            jitter=4,
            alpha=80,
            colours=((230, 234, 226),),
            keep=lambda x, yy: x < 560,
        )
    p.poly([(700, 1050), (820, 990), (940, 1050), (920, 1060), (720, 1060)], ink, soft=1.5)
    p.rect((730, 1055, 910, 1150), (120, 110, 96), soft=1.5, grain=0.4)
    p.rect((790, 1090, 830, 1150), ink, soft=1)
    p.stroke([(640, 1300), (630, 1220)], 10, ink)
    p.stroke([(660, 1300), (650, 1220)], 10, ink)
    p.poly([(610, 1230), (640, 1130), (680, 1130), (680, 1230)], (80, 90, 100), soft=1)
    p.poly([(590, 1140), (650, 1090), (720, 1140)], (210, 180, 110), soft=1)
    p.oval((0, 560, 1000, 760), (240, 238, 232), alpha=0.7, soft=40)
    p.dabs((0, 0, W, H), 700, (50, 6), turn=0.1, jitter=4, alpha=50)
