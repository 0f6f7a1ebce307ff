"""Masterpieces 17–20: the balloon over the fair (rococo pastel), moonlit birches (romantic
nocturne), the reading room (intimist interior), the red kite over the dunes (bold graphic)."""

from __future__ import annotations

import math

from canvas_table.art.palette import shade
from canvas_table.picktura.art.paint import H, Painting, W, ellipse_pts
from canvas_table.picktura.art.shapes import disc, figure, glow, star


def balloon(p: Painting) -> None:
    """17. TL the balloon's striped left side and a pink cloud; TR its right side and the
    pennant; BL the carousel; BR the striped tents and the crowd."""
    p.gradient([(0, (170, 200, 226)), (700, (246, 222, 214)), (900, (236, 230, 200))])
    for x, y, w in ((120, 520, 260), (820, 620, 300), (300, 820, 340)):
        p.oval((x - w / 2, y - 50, x + w / 2, y + 50), (252, 226, 230), soft=14, alpha=0.85)
        p.oval((x - w / 3, y - 90, x + w / 4, y + 20), (255, 240, 244), soft=14, alpha=0.85)
    cx, cy, r = 500, 330, 250
    stripes = ((230, 120, 140), (250, 236, 200), (120, 170, 200), (250, 236, 200))
    for k in range(8):
        a0, a1 = -1 + k * 0.25, -1 + (k + 1) * 0.25
        p.poly(
            [
                (cx + r * a0, cy),
                (cx + r * 0.9 * a0 * abs(math.cos(a0)), cy - r * 0.9),
                (cx + r * 0.9 * a1 * abs(math.cos(a1)), cy - r * 0.9),
                (cx + r * a1, cy),
                (cx + r * 0.35 * a1, cy + r * 0.95),
                (cx + r * 0.35 * a0, cy + r * 0.95),
            ],
            stripes[k % 4],
            soft=1,
        )
    p.oval((cx - r * 0.9, cy - r * 1.05, cx + r * 0.9, cy - r * 0.55), (230, 120, 140), soft=1)
    p.wash(
        lambda d: d.ellipse((cx - r, cy - r * 0.95, cx + r, cy + r * 0.75)),
        (255, 255, 255),
        alpha=0.12,
        soft=2,
    )
    for s in (-1, 1):
        p.stroke([(cx + s * r * 0.33, cy + r * 0.95), (cx + s * 40, 640)], 3, (120, 90, 70))
    p.rect((cx - 50, 630, cx + 50, 690), (176, 120, 70), soft=1)
    p.stroke([(500, 80), (500, 40)], 4, (120, 90, 70))
    p.poly([(500, 40), (580, 55), (500, 70)], (220, 80, 90), soft=0.6)
    p.stroke([(780, 140), (900, 120), (980, 160)], 30, (250, 240, 210), alpha=150)
    p.gradient([(900, (170, 190, 130)), (1400, (130, 160, 100))], (0, 900, W, H))
    p.poly([(90, 1000), (250, 880), (410, 1000)], (230, 130, 150), soft=1)
    p.rect((100, 1000, 400, 1030), (250, 230, 190), soft=1)
    for k in range(5):
        x = 120 + k * 65
        p.stroke([(x, 1030), (x, 1200)], 5, (200, 170, 100))
        p.poly(
            ellipse_pts(x, 1150 + (k % 2) * 30, 30, 18, 0, 12),
            ((250, 250, 246), (200, 150, 110))[k % 2],
            soft=0.8,
        )
    p.rect((90, 1200, 410, 1230), (200, 150, 90), soft=1)
    for x, c in ((600, (220, 120, 130)), (780, (120, 160, 200)), (940, (236, 190, 110))):
        p.poly([(x - 90, 1060), (x, 940), (x + 90, 1060)], c, soft=1)
        p.rect((x - 90, 1060, x + 90, 1180), (250, 244, 226), soft=1)
        for k in range(3):
            p.rect((x - 90 + k * 60, 1060, x - 60 + k * 60, 1180), c, soft=0.6, alpha=0.8)
    coats = ((200, 100, 120), (90, 120, 170), (240, 220, 200), (140, 110, 160))
    for i in range(16):
        figure(p, p.rng.uniform(520, 1000), p.rng.uniform(1240, 1380), 100, coats[i % 4], hat=(80, 60, 60))
    p.dabs((0, 0, W, H), 2600, (22, 10), turn=3, jitter=10, alpha=110, lift=0.08)


def birches(p: Painting) -> None:
    """18. TL the full moon; TR the birch crowns under the stars; BL the white trunks in the
    snow; BR the stream catching the moon and a deer."""
    p.gradient([(0, (14, 20, 46)), (800, (40, 56, 96)), (900, (120, 136, 170)), (1400, (70, 84, 120))])
    glow(p, 280, 260, 600, (170, 190, 230), 0.4)
    disc(p, 280, 260, 90, (246, 244, 226), soft=2)
    disc(p, 250, 240, 20, (220, 218, 200), soft=4)
    for _i in range(70):
        star(p, p.rng.uniform(420, 1000), p.rng.uniform(0, 700), p.rng.uniform(2, 6), (240, 240, 220), 4)
    for x, w in ((80, 30), (560, 38), (690, 24), (840, 44), (960, 28), (420, 22)):
        p.poly(
            [(x - w / 2, 1150), (x - w * 0.3, 0), (x + w * 0.3, 0), (x + w / 2, 1150)],
            (226, 228, 230),
            soft=1,
        )
        for _ in range(14):
            y = p.rng.uniform(0, 1120)
            p.stroke([(x - w * 0.4, y), (x + w * 0.1, y + 4)], p.rng.uniform(3, 7), (30, 30, 36))
        p.poly(
            [(x, 1150), (x + w * 0.3, 0), (x + w * 0.5, 0), (x + w * 0.5, 1150)],
            (120, 130, 160),
            alpha=0.6,
            soft=2,
        )
        for k in range(5):
            y = 80 + k * 90
            dx = 120 if k % 2 else -120
            p.stroke([(x, y + 40), (x + dx, y - 40)], 3, (60, 60, 70))
    p.dabs(
        (420, 0, W, 520), 900, (18, 6), turn=3, jitter=10, alpha=160, colours=((160, 150, 80), (190, 170, 90))
    )
    p.poly(
        [(0, 1100), (400, 1060), (1000, 1120), (1000, 1400), (0, 1400)], (200, 210, 232), soft=3, grain=0.4
    )
    p.poly(
        [(500, 1400), (620, 1200), (800, 1140), (1000, 1150), (1000, 1230), (820, 1240), (720, 1400)],
        (30, 40, 74),
        soft=3,
    )
    p.dabs(
        (600, 1150, 1000, 1400),
        200,
        (40, 5),
        turn=0.05,
        jitter=8,
        alpha=200,
        colours=((230, 232, 220),),
        keep=lambda x, y: abs(x - (820 - (y - 1180) * 0.6)) < 70,
    )
    deer = (70, 56, 50)
    p.poly(ellipse_pts(840, 1030, 70, 34, 0, 14), deer, soft=0.8)
    for dx in (-45, -25, 30, 50):
        p.stroke([(840 + dx, 1050), (840 + dx, 1120)], 7, deer)
    p.stroke([(895, 1020), (930, 960)], 16, deer)
    p.poly(ellipse_pts(945, 955, 28, 14, 0.4, 10), deer, soft=0.8)
    for s in (-1, 1):
        p.stroke([(935, 945), (925 + s * 22, 900), (930 + s * 34, 880)], 3, deer)
    p.dabs((0, 0, W, H), 2000, (28, 9), turn=3, jitter=8, alpha=90)


def reading_room(p: Painting) -> None:
    """19. TL the tall bookshelves; TR the window's warm light; BL the reading table with its
    green lamp; BR the librarian asleep in her armchair."""
    p.gradient([(0, (96, 70, 50)), (1400, (60, 44, 34))])
    p.rect((40, 60, 480, 880), (70, 44, 28), soft=1)
    spines = ((150, 40, 40), (60, 80, 110), (170, 130, 60), (60, 100, 70), (120, 60, 90), (200, 180, 140))
    for row in range(6):
        y1 = 200 + row * 130
        x = 60
        while x < 460:
            w = p.rng.uniform(14, 30)
            h = p.rng.uniform(80, 110)
            p.rect((x, y1 - h, x + w - 3, y1), spines[p.rng.randrange(6)], soft=0.6)
            x += w
        p.rect((40, y1, 480, y1 + 16), (110, 76, 50), soft=0.6)
    p.rect((620, 80, 920, 640), (60, 44, 30), soft=1)
    p.gradient([(100, (250, 236, 200)), (620, (240, 210, 150))], (640, 100, 900, 620))
    p.rect((765, 100, 775, 620), (60, 44, 30), soft=0.6)
    p.rect((640, 350, 900, 360), (60, 44, 30), soft=0.6)
    p.poly([(640, 620), (900, 620), (1000, 1000), (560, 1000)], (250, 220, 160), alpha=0.35, soft=12)
    p.rect((0, 900, 520, 1000), (120, 80, 50), soft=1)
    p.rect((40, 1000, 70, 1400), (80, 52, 34), soft=1)
    p.rect((450, 1000, 480, 1400), (80, 52, 34), soft=1)
    p.rect((260, 760, 275, 900), (180, 150, 80), soft=0.6)
    p.poly([(180, 780), (350, 780), (320, 720), (210, 720)], (40, 120, 70), soft=1)
    glow(p, 267, 860, 500, (255, 220, 140), 0.5)
    p.poly([(60, 880), (230, 860), (240, 895), (70, 900)], (244, 236, 214), soft=0.6)
    p.poly([(320, 880), (420, 870), (424, 895), (324, 900)], (140, 50, 40), soft=0.6)
    chair = (130, 50, 46)
    p.poly(
        [(600, 1400), (600, 900), (660, 820), (900, 820), (960, 900), (960, 1400)],
        chair,
        soft=2,
        grain=0.3,
        edge=0.4,
    )
    p.rect((560, 1060, 1000, 1200), shade(chair, 0.8), soft=2)
    p.poly([(650, 1200), (680, 1000), (800, 940), (900, 1000), (920, 1200)], (70, 80, 110), soft=1.5)
    disc(p, 790, 920, 60, (230, 196, 170), soft=1)
    p.wash(lambda d: d.ellipse((720, 850, 860, 930)), (180, 180, 176), soft=1.5)
    p.stroke([(760, 930), (790, 935)], 4, (80, 60, 50))
    p.stroke([(800, 932), (830, 926)], 4, (80, 60, 50))
    p.poly([(700, 1120), (860, 1080), (880, 1140), (720, 1170)], (240, 230, 206), soft=0.8)
    p.dabs((0, 0, W, H), 3000, (20, 8), turn=3, jitter=10, alpha=120)


def kite(p: Painting) -> None:
    """20. TL the big yellow sun; TR the red kite; BL the dunes and marram grass; BR the string
    running off the canvas over the last dune."""
    p.rect((0, 0, W, 760), (80, 170, 220), soft=0)
    disc(p, 240, 260, 170, (250, 210, 60), soft=0.5)
    disc(p, 240, 260, 110, (255, 236, 120), soft=0.5)
    kx, ky = 720, 330
    p.poly([(kx, ky - 210), (kx + 140, ky), (kx, ky + 260), (kx - 140, ky)], (220, 40, 40), soft=0.5)
    p.poly([(kx, ky - 210), (kx + 140, ky), (kx, ky)], (250, 90, 70), soft=0.5)
    p.poly([(kx, ky), (kx - 140, ky), (kx, ky + 260)], (170, 24, 30), soft=0.5)
    tail = [(kx, ky + 260), (kx - 40, ky + 360), (kx + 20, ky + 460), (kx - 30, ky + 560)]
    p.stroke(tail, 4, (30, 30, 30))
    for i, (x, y) in enumerate(tail[1:]):
        p.poly(
            [(x - 40, y - 24), (x + 40, y + 24), (x + 40, y - 24), (x - 40, y + 24)],
            ((250, 210, 60), (40, 90, 170), (250, 250, 250))[i],
            soft=0.5,
        )
    dunes = ((236, 196, 120), (220, 170, 96), (200, 146, 80), (176, 120, 66))
    for i, c in enumerate(dunes):
        y = 700 + i * 160
        p.poly(
            [
                (-20, y + 100),
                (300, y - 20 + 40 * (i % 2)),
                (700, y + 60),
                (1020, y - 40 + 30 * i),
                (1020, H),
                (-20, H),
            ],
            c,
            soft=0.5,
        )
    for _k in range(40):
        x = p.rng.uniform(20, 480)
        y = p.rng.uniform(900, 1360)
        for _j in range(4):
            p.stroke([(x, y), (x + p.rng.uniform(-40, 40), y - p.rng.uniform(60, 120))], 4, (90, 120, 60))
    p.stroke([(kx, ky + 30), (800, 700), (880, 1000), (940, 1250), (1010, 1400)], 4, (30, 30, 30))
    p.stroke([(kx, ky - 200), (kx, ky + 250)], 5, (110, 20, 24))
    p.stroke([(kx - 130, ky), (kx + 130, ky)], 5, (110, 20, 24))
    p.wash(lambda d: d.rect((0, 0, W, H)), (255, 246, 220), alpha=0.12, soft=0, grain=1.0)
