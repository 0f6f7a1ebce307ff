"""Masterpieces 5–8: red circles (geometric abstraction), the squall (woodblock print), marigolds
at the blue door (expressionist impasto), the night tram (modernist city in the rain)."""

from __future__ import annotations

import math

from canvas_table.art.palette import mix, shade
from canvas_table.picktura.art.paint import H, Painting, W, ellipse_pts
from canvas_table.picktura.art.shapes import disc, figure, glow, leaf


def circles(p: Painting) -> None:
    """5. TL the big red circle; TR the blue square crossed by black bars; BL the yellow
    triangle and small circles; BR the black square with its red dot."""
    p.rect((0, 0, W, H), (238, 228, 204), soft=0, grain=0.3)
    disc(p, 300, 330, 230, (198, 50, 40), soft=1.2)
    disc(p, 300, 330, 120, (236, 226, 202), soft=1.2)
    disc(p, 300, 330, 70, (198, 50, 40), soft=1.2)
    p.rect((600, 120, 900, 470), (40, 74, 156), soft=1, grain=0.2)
    p.rect((540, 290, 1000, 312), (24, 22, 26), soft=0.6)
    p.rect((700, 0, 718, 640), (24, 22, 26), soft=0.6)
    p.poly([(60, 1300), (260, 860), (460, 1300)], (236, 186, 48), soft=1, grain=0.2)
    for x, y, r in ((120, 800, 40), (400, 760, 28), (200, 1360, 22)):
        disc(p, x, y, r, (198, 50, 40), soft=1)
    p.rect((600, 850, 900, 1150), (26, 24, 28), soft=1, grain=0.15)
    disc(p, 750, 1000, 60, (214, 62, 44), soft=1)
    p.rect((560, 1230, 1000, 1250), (40, 74, 156), soft=0.6)
    p.stroke([(0, 700), (1000, 640)], 6, (24, 22, 26))
    disc(p, 500, 700, 48, (236, 186, 48), soft=1)
    p.dabs((0, 0, W, H), 1600, (30, 14), turn=3.0, jitter=6, alpha=70)


def squall(p: Painting) -> None:
    """6. TL dark clouds and slanting rain; TR the far cape with its lighthouse; BL the great
    wave's claw of foam; BR the rowing boat climbing the swell."""
    p.gradient([(0, (54, 58, 70)), (300, (120, 126, 130)), (520, (214, 206, 180))])
    for y, c in ((80, (40, 44, 56)), (190, (70, 74, 86))):
        p.wash(
            lambda d, y=y: [d.ellipse((x - 140, y - 60, x + 140, y + 60)) for x in range(-40, 1100, 170)],
            c,
            soft=3,
        )
    for _ in range(40):
        x = p.rng.uniform(0, 520)
        p.stroke(
            [(x, p.rng.uniform(0, 200)), (x - 60, p.rng.uniform(380, 520))], 2.2, (210, 214, 220), alpha=120
        )
    p.poly([(560, 560), (700, 470), (820, 450), (1000, 500), (1000, 580), (560, 580)], (70, 96, 86), soft=1)
    p.rect((860, 350, 885, 460), (232, 226, 210), soft=0.6)
    p.rect((860, 395, 885, 410), (180, 50, 40), soft=0.6)
    glow(p, 872, 340, 90, (255, 230, 160), 0.7)
    p.gradient([(560, (150, 170, 180)), (760, (52, 92, 140)), (1400, (20, 40, 82))], (0, 560, W, H))
    # the great wave rising from the left, its lip curling over a hollow
    lip = [(0, 820), (60, 700), (160, 600), (280, 560), (390, 590), (460, 660), (470, 740), (430, 790)]
    body = [
        (0, 1400),
        *lip,
        (390, 780),
        (350, 820),
        (380, 900),
        (470, 980),
        (620, 1050),
        (1000, 1120),
        (1000, 1400),
    ]
    p.poly(body, (28, 62, 112), soft=0.8)
    for k in range(6):  # the wave's bands, darker toward the trough
        off = 40 + k * 55
        band = [(x - off * 0.3, y + off) for x, y in lip[:6]]
        p.stroke(band, 14, mix((80, 140, 190), (28, 62, 112), k / 6), alpha=220)
    p.poly([(390, 780), (430, 790), (470, 740), (440, 820), (400, 880), (370, 840)], (14, 34, 70), soft=0.8)
    p.stroke(lip, 22, (236, 240, 236))
    for a in range(26):  # foam claws hanging from the lip
        t = a / 25
        i = min(len(lip) - 2, int(t * (len(lip) - 1)))
        f = t * (len(lip) - 1) - i
        x = lip[i][0] + (lip[i + 1][0] - lip[i][0]) * f
        y = lip[i][1] + (lip[i + 1][1] - lip[i][1]) * f
        p.poly(
            [
                (x - 10, y),
                (x + 18, y + 8),
                (x + 30, y + 40),
                (x + 12, y + 22),
                (x + 4, y + 44),
                (x - 4, y + 20),
            ],
            (246, 246, 240),
            soft=0.5,
        )
    for _ in range(90):  # spray flung from the crest
        x, y = p.rng.uniform(60, 520), p.rng.uniform(470, 720)
        disc(p, x, y, p.rng.uniform(3, 9), (246, 244, 236), soft=0.4)
    for i in range(6):
        y = 960 + i * 75
        p.stroke([(0, y), (180 + i * 40, y - 40), (460 + i * 50, y + 20)], 4, (150, 190, 214), alpha=200)
    swell = [(480, 1400), (560, 1040), (700, 930), (860, 900), (1000, 960), (1000, 1400)]
    p.poly(swell, (40, 84, 138), soft=0.8)
    p.stroke([(560, 1040), (700, 930), (860, 900), (1000, 960)], 10, (240, 240, 232))
    hull = (120, 70, 40)
    p.poly([(620, 930), (900, 830), (880, 880), (660, 980)], hull, soft=0.6)
    for k in range(3):
        figure(p, 690 + k * 70, 930 - k * 25, 70, ((80, 60, 90), (170, 60, 50), (60, 70, 100))[k], lean=12)
    p.stroke([(640, 960), (600, 1040)], 5, (200, 170, 110))
    p.stroke([(870, 850), (960, 920)], 5, (200, 170, 110))
    p.wash(lambda d: d.rect((0, 0, W, H)), (236, 226, 200), alpha=0.12, soft=0, grain=0.9)


def marigolds(p: Painting) -> None:
    """7. TL the blue door's fanlight; TR the baker's loaves in the window; BL the door's foot
    and the step; BR the pot of marigolds."""
    p.rect((0, 0, W, H), (226, 170, 64), soft=0)
    p.rect((60, 80, 470, 1220), (30, 60, 150), soft=1.5, grain=0.3, edge=0.6)
    p.wash(lambda d: d.ellipse((60, -120, 470, 300)), (34, 52, 120), soft=1)
    for a in range(7):
        t = math.pi * (a + 0.5) / 7
        p.stroke([(265, 160), (265 - 170 * math.cos(t), 160 - 170 * math.sin(t) * 0.55)], 8, (250, 220, 120))
    for y0, y1 in ((320, 720), (780, 1160)):
        p.rect((110, y0, 420, y1), (20, 44, 120), soft=1, alpha=0.8)
        p.rect((130, y0 + 20, 400, y1 - 20), (64, 104, 196), soft=1, alpha=0.8)
    disc(p, 410, 760, 16, (240, 200, 80), soft=1)
    p.rect((0, 1220, 560, 1300), (170, 150, 140), soft=1, grain=0.4)
    p.rect((0, 1300, W, H), (150, 76, 50), soft=1, grain=0.5)
    p.rect((590, 200, 930, 600), (94, 52, 40), soft=1)
    p.rect((610, 220, 910, 580), (250, 222, 160), soft=1, grain=0.3)
    for x, y in ((680, 430), (800, 420), (740, 520), (860, 520)):
        p.poly(ellipse_pts(x, y, 60, 34, -0.2, 16), (176, 100, 40), soft=1.5, edge=0.4)
        for k in (-1, 0, 1):
            p.stroke([(x + k * 22 - 6, y - 16), (x + k * 22 + 6, y + 12)], 4, (240, 200, 130))
    pot = (188, 86, 50)
    p.poly([(600, 1060), (900, 1060), (860, 1330), (640, 1330)], pot, soft=1.5, grain=0.3, edge=0.5)
    p.rect((580, 1040, 920, 1090), shade(pot, 1.15), soft=1)
    for _i in range(14):
        a = -math.pi / 2 + p.rng.uniform(-1.2, 1.2)
        leaf(p, 750, 1050, p.rng.uniform(120, 220), a, (60, 120, 50))
    for _i in range(11):
        x, y = p.rng.uniform(620, 900), p.rng.uniform(780, 1000)
        disc(p, x, y, 44, (236, 120, 20), soft=1.2)
        for k in range(10):
            a = k * math.tau / 10
            p.stroke([(x, y), (x + 46 * math.cos(a), y + 46 * math.sin(a))], 12, (248, 160, 30), alpha=200)
        disc(p, x, y, 14, (140, 60, 20), soft=1)
    p.dabs((0, 0, W, H), 3600, (44, 14), turn=3.0, jitter=22, alpha=200)


def night_tram(p: Painting) -> None:
    """8. TL tall houses with lit windows; TR the café's neon sign and a street lamp; BL the
    tram's lit front and headlamp; BR a figure with an umbrella on the shining street."""
    p.gradient([(0, (18, 22, 44)), (700, (40, 44, 70)), (1400, (22, 24, 40))])
    for x, w, top in ((0, 170, 140), (170, 140, 240), (310, 200, 100), (510, 160, 260), (670, 330, 180)):
        p.rect((x, top, x + w, 760), mix((34, 36, 60), (60, 50, 70), (x % 3) / 3), soft=1, grain=0.3)
        for wx in range(int(x) + 22, int(x + w) - 30, 50):
            for wy in range(top + 40, 700, 80):
                lit = p.rng.random() < 0.55
                p.rect((wx, wy, wx + 26, wy + 40), (250, 210, 110) if lit else (28, 30, 50), soft=0.6)
    p.rect((690, 470, 960, 560), (20, 18, 30), soft=0.8)
    p.wash(
        lambda d: d.line([(720, 520), (760, 490), (800, 530), (850, 490), (920, 520)], 10),
        (240, 80, 140),
        soft=0.6,
    )
    glow(p, 820, 515, 380, (240, 80, 140), 0.35)
    p.stroke([(640, 760), (640, 330), (700, 310)], 8, (20, 20, 24))
    glow(p, 700, 320, 200, (255, 220, 140), 0.6)
    disc(p, 700, 322, 14, (255, 240, 200), soft=1)
    p.gradient([(760, (40, 42, 64)), (1400, (16, 18, 30))], (0, 760, W, H))
    tram = (168, 38, 36)
    p.poly([(0, 700), (560, 740), (580, 1130), (0, 1150)], tram, soft=1, grain=0.3, edge=0.5)
    p.rect((0, 680, 560, 720), (60, 50, 50), soft=1)
    for x in range(20, 500, 130):
        p.rect((x, 780, x + 100, 920), (255, 216, 120), soft=1)
        figure(p, x + 50, 930, 120, (40, 40, 60))
    p.rect((490, 780, 560, 940), (255, 226, 150), soft=1)
    glow(p, 520, 1060, 240, (255, 240, 190), 0.7)
    disc(p, 520, 1060, 24, (255, 250, 230), soft=1.5)
    p.stroke([(300, 680), (420, 420), (520, 400)], 5, (30, 30, 30))
    for x in range(0, 600, 40):  # reflections
        p.stroke([(x, 1160), (x + 10, 1400)], 10, (200, 90, 70), alpha=60)
    p.stroke([(520, 1100), (530, 1400)], 30, (255, 230, 160), alpha=80)
    p.stroke([(820, 760), (830, 1400)], 26, (240, 90, 150), alpha=60)
    figure(p, 800, 1240, 230, (40, 50, 70))
    p.wash(lambda d: d.polygon([(680, 1060), (800, 990), (920, 1060), (800, 1040)]), (30, 30, 34), soft=1)
    p.stroke([(800, 1000), (800, 1120)], 4, (30, 30, 34))
    for _i in range(260):
        x, y = p.rng.uniform(0, W), p.rng.uniform(0, H)
        p.stroke([(x, y), (x - 8, y + 40)], 1.6, (190, 200, 230), alpha=90)
    p.dabs((0, 760, W, H), 1800, (40, 6), turn=0.05, jitter=12, alpha=120)
