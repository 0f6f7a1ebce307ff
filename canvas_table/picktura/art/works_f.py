"""Masterpieces 21–24: koi in the temple pool (gold screen), the circus horse (fauvist), the
glasshouse in winter (pre-Raphaelite detail), starlings over the estuary (gestural abstraction)."""

from __future__ import annotations

import math

from canvas_table.art.palette import mix, shade
from canvas_table.picktura.art.paint import H, Painting, W, ellipse_pts
from canvas_table.picktura.art.shapes import disc, fish, leaf


def koi(p: Painting) -> None:
    """21. TL a gold cloud and a pine bough; TR the vermilion bridge over gold; BL a white and
    red koi among lily pads; BR the pink lotus and a golden koi."""
    p.rect((0, 0, W, H), (200, 160, 70), soft=0)
    for x in range(0, W, 125):
        for y in range(0, 560, 125):
            p.rect(
                (x + 2, y + 2, x + 123, y + 123),
                mix((226, 188, 92), (250, 220, 130), ((x + y) // 125 % 3) / 3),
                soft=0.4,
                grain=0.3,
            )
    pool = [(0, 520), (240, 470), (520, 560), (780, 480), (1000, 540), (1000, 1400), (0, 1400)]
    p.poly(pool, (30, 56, 70), soft=1, grain=0.4)
    for k in range(8):
        y = 620 + k * 95
        p.stroke([(0, y), (300, y - 20), (600, y + 20), (1000, y - 10)], 3, (80, 120, 130), alpha=120)
    p.stroke([(0, 200), (200, 150), (420, 190)], 26, (60, 44, 36))
    for x, y in ((120, 170), (230, 150), (330, 170), (410, 200), (180, 250)):
        p.dabs(
            (x - 70, y - 40, x + 70, y + 40),
            80,
            (40, 5),
            turn=3.2,
            jitter=6,
            alpha=230,
            colours=((40, 80, 50), (60, 100, 60)),
        )
    red = (196, 56, 40)
    p.stroke([(560, 420), (700, 310), (860, 310), (1000, 420)], 26, red)
    for x in (600, 680, 760, 840, 920):
        p.stroke([(x, 340 + abs(x - 780) * 0.3), (x, 470)], 10, shade(red, 0.8))
    p.stroke([(560, 380), (700, 270), (860, 270), (1000, 380)], 10, red)
    for x, y, r in ((120, 800, 80), (300, 1180, 100), (80, 1320, 70), (420, 920, 60), (900, 1320, 90)):
        p.poly(ellipse_pts(x, y, r, r * 0.7, 0, 20), (70, 120, 70), soft=0.6)
        p.poly([(x, y), (x + r, y - r * 0.2), (x + r, y + r * 0.2)], (30, 56, 70), soft=0.4)
    fish(p, 260, 1000, 300, -0.5, (246, 244, 236), (220, 60, 40))
    fish(p, 640, 760, 260, 2.6, (236, 110, 40), (250, 250, 246))
    fish(p, 700, 1150, 280, 0.3, (240, 180, 60))
    for k in range(8):
        a = -math.pi / 2 + (k - 3.5) * 0.32
        leaf(p, 830, 1100, 130, a, (236, 150, 170), soft=0.8, grain=0.1)
    disc(p, 830, 1090, 22, (250, 210, 90), soft=0.6)
    p.wash(lambda d: d.rect((0, 0, W, H)), (255, 230, 160), alpha=0.1, soft=0, grain=1.0)


def circus_horse(p: Painting) -> None:
    """22. TL the tent's striped top and a pennant; TR the rider in a tutu; BL the yellow horse's
    head and raised hoof; BR its hindquarters and the ring's red kerb."""
    p.rect((0, 0, W, H), (40, 140, 110), soft=0)
    for k in range(10):
        x0 = k * 100
        p.poly(
            [(500, -40), (x0, 560), (x0 + 50, 560)], ((220, 40, 60), (250, 220, 60))[k % 2], soft=1, alpha=0.9
        )
    p.stroke([(180, 150), (180, 20)], 6, (40, 30, 30))
    p.poly([(180, 20), (300, 50), (180, 80)], (60, 90, 220), soft=0.6)
    p.rect((0, 560, W, 1000), (240, 100, 150), soft=1, grain=0.4)
    p.rect((0, 1000, W, H), (220, 150, 60), soft=1, grain=0.4)
    p.poly([(0, 1220), (1000, 1150), (1000, 1230), (0, 1300)], (210, 40, 40), soft=1)
    yellow = (250, 214, 40)
    p.poly(ellipse_pts(560, 920, 300, 150, -0.08, 30), yellow, soft=1.5, edge=0.5)
    for x0, x1 in ((370, 330), (440, 460), (700, 680), (780, 820)):
        p.stroke([(x0, 980), (x1, 1200)], 44, yellow)
        disc(p, x1, 1200, 24, (60, 40, 40))
    p.poly([(420, 860), (330, 700), (260, 690), (250, 760), (330, 960)], yellow, soft=1.5)  # the neck
    p.poly(ellipse_pts(220, 780, 125, 55, 1.15, 20), yellow, soft=1.5)  # the long head, muzzle down
    disc(p, 170, 880, 20, (200, 150, 40), soft=1)
    disc(p, 240, 730, 11, (30, 30, 40), soft=0.4)
    p.poly([(255, 690), (280, 610), (300, 700)], yellow, soft=0.6)
    p.stroke([(300, 680), (360, 760), (420, 850)], 30, (220, 60, 40))  # the mane
    p.stroke([(850, 880), (930, 960), (950, 1100)], 30, (220, 60, 40))
    for k in range(6):
        p.stroke([(270 + k * 10, 650), (320 + k * 12, 700)], 4, (250, 80, 150))
    p.stroke([(560, 780), (560, 630)], 30, (40, 60, 160))
    p.poly([(470, 790), (650, 790), (600, 720), (520, 720)], (255, 255, 255), soft=1)
    p.poly([(530, 640), (590, 640), (600, 500), (520, 500)], (230, 60, 120), soft=1)
    disc(p, 560, 450, 46, (250, 190, 160), soft=1)
    p.stroke([(600, 520), (700, 400), (760, 300)], 16, (250, 190, 160))
    p.stroke([(520, 520), (440, 460)], 16, (250, 190, 160))
    disc(p, 770, 290, 16, (250, 240, 120), soft=0.8)
    p.wash(lambda d: d.ellipse((500, 390, 620, 440)), (40, 20, 30), soft=1)
    p.dabs((0, 0, W, H), 3400, (40, 16), turn=3, jitter=30, alpha=160)


def glasshouse(p: Painting) -> None:
    """23. TL the iron arch and frosted panes; TR the snowy garden through the glass; BL the
    orange tree in its tub; BR the second tree and the watering can on the tiles."""
    p.gradient([(0, (206, 220, 226)), (1000, (230, 236, 236))])
    for x in range(540, 1000, 60):
        p.stroke([(x, 700), (x + 10, 500)], 12, (70, 60, 60))
        disc(p, x + 10, 490, 40, (240, 244, 246), soft=4)
    p.rect((500, 640, 1000, 760), (246, 248, 250), soft=6)
    iron = (50, 58, 56)
    for x in range(0, W + 1, 125):
        p.stroke([(x, 0), (x, 1000)], 10, iron)
    for y in (200, 420, 640, 860):
        p.stroke([(0, y), (W, y)], 8, iron)
    for x0 in range(0, W, 250):  # the roof's iron arches
        p.stroke([(x0, 200), (x0 + 40, 120), (x0 + 125, 90), (x0 + 210, 120), (x0 + 250, 200)], 8, iron)
    for _i in range(700):  # frost ferns on the upper panes
        x, y = p.rng.uniform(0, W), p.rng.uniform(0, 420)
        a = p.rng.uniform(0, math.tau)
        p.stroke([(x, y), (x + 22 * math.cos(a), y + 22 * math.sin(a))], 2, (250, 252, 255), alpha=170)
    p.rect((0, 1000, W, H), (170, 80, 60), soft=0.6)
    for y in range(1000, 1400, 70):
        for x in range((y // 70) % 2 * 70, W, 140):
            p.rect((x, y, x + 70, y + 70), (200, 180, 150), soft=0.6)
    for x, b in ((260, 1250), (760, 1180)):
        p.poly(
            [(x - 110, b - 180), (x + 110, b - 180), (x + 90, b), (x - 90, b)],
            (120, 80, 50),
            soft=1,
            edge=0.5,
        )
        p.stroke([(x, b - 180), (x, b - 380)], 20, (90, 60, 40))
        p.wash(
            lambda d, x=x, b=b: [
                d.circle(x + dx, b - 470 + dy, 80)
                for dx, dy in ((-90, 0), (90, 10), (0, -80), (0, 40), (-50, -50), (60, -50))
            ],
            (40, 90, 50),
            soft=2,
            grain=0.3,
            edge=0.4,
        )
        p.dabs(
            (x - 170, b - 600, x + 170, b - 360),
            260,
            (22, 8),
            turn=3,
            jitter=12,
            alpha=200,
            colours=((70, 130, 60), (30, 70, 40)),
        )
        for _k in range(9):
            disc(
                p,
                x + p.rng.uniform(-140, 140),
                b - 470 + p.rng.uniform(-100, 100),
                22,
                (246, 140, 30),
                soft=1,
            )
    can = (90, 120, 110)
    p.oval((820, 1260, 980, 1300), shade(can, 0.7), soft=1)
    p.rect((820, 1180, 980, 1280), can, soft=1)
    p.stroke([(820, 1220), (720, 1140)], 14, can)
    p.stroke([(900, 1180), (900, 1140), (960, 1140), (960, 1180)], 8, can)
    p.dabs((0, 0, W, H), 1400, (14, 6), turn=3, jitter=6, alpha=80)


def starlings(p: Painting) -> None:
    """24. TL the head of the murmuration swirling; TR its tail thinning into the sky; BL the
    reeds at the water's edge; BR the low sun on the estuary and a mooring post."""
    p.gradient([(0, (150, 150, 170)), (600, (236, 196, 170)), (760, (240, 214, 180)), (1400, (90, 100, 120))])
    for _k in range(16):
        y = p.rng.uniform(0, 700)
        p.stroke(
            [(-50, y), (500, y + p.rng.uniform(-120, 120)), (1050, y + p.rng.uniform(-80, 80))],
            p.rng.uniform(30, 70),
            mix((200, 170, 180), (250, 220, 190), p.rng.random()),
            alpha=80,
        )
    rng = p.rng
    d = p.draw()
    s = p.s
    for _i in range(9000):  # the murmuration: a swirl thick at its head, thinning to a tail
        t = rng.random() ** 1.3
        cx, cy = 250 + 650 * t, 420 - 260 * t + 60 * math.sin(t * math.tau)
        r = (250 - 200 * t) * math.sqrt(rng.random())
        a = rng.uniform(0, math.tau)
        x, y = cx + r * math.cos(a), cy + r * 0.55 * math.sin(a)
        w = rng.uniform(3, 6)
        d.line(
            [((x - w) * s, (y - w * 0.4) * s), (x * s, y * s), ((x + w) * s, (y - w * 0.5) * s)],
            fill=(30, 28, 36, 200),
            width=max(1, round(1.6 * s)),
        )
    p.rect((0, 760, W, H), (70, 80, 104), alpha=0.6, soft=6)
    for _k in range(30):
        y = rng.uniform(770, 1400)
        p.stroke(
            [(rng.uniform(-50, 400), y), (rng.uniform(600, 1050), y + rng.uniform(-20, 20))],
            rng.uniform(6, 24),
            mix((120, 130, 150), (250, 210, 170), rng.random()),
            alpha=150,
        )
    p.stroke([(780, 780), (780, 1400)], 60, (250, 214, 160), alpha=120)
    p.oval((700, 700, 860, 800), (255, 226, 170), soft=20, alpha=0.8)
    p.rect((860, 900, 890, 1300), (40, 36, 40), soft=1)
    for _k in range(60):
        x = rng.uniform(0, 460)
        b = rng.uniform(1280, 1420)
        p.stroke([(x, b), (x + rng.uniform(-30, 30), b - rng.uniform(200, 420))], 5, (60, 56, 40))
    for _k in range(8):
        x = rng.uniform(40, 440)
        p.oval((x - 8, 1000, x + 8, 1060), (110, 70, 40), soft=1)
    p.dabs((0, 0, W, H), 2000, (60, 14), angle=-0.3, turn=0.8, jitter=14, alpha=110)
